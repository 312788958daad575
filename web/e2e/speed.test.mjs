// Size and speed in a real browser: the same random-playout loop (archeon_web::random_playouts)
// natively and in Chromium, in turn, on every built-in table; the playground interactive within
// a second of load. Figures go to e2e/out/speed.json.
//
// The native side is the `playout` binary built with the main crate's release settings
// (`cargo build --profile native --bin playout`; web/test.sh builds it and passes its path in
// ARCHEON_NATIVE_PLAYOUT).

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { open, OUT, WEB } from './harness.mjs';

const NATIVE = process.env.ARCHEON_NATIVE_PLAYOUT ?? join(WEB, '..', 'target', 'web', 'native', 'playout');
/** Paired rounds per table, after one unmeasured round on each side (the browser compiles a
 * module's hot functions again, optimised, once they run: a host's long session runs those). */
const ROUNDS = 7;
/** Each round plays enough matches for about this many native milliseconds (the browser's clock
 * is coarse, and short runs are noisy): the same matches, the same seeds, on both sides. */
const ROUND_MS = 40;
/** The bound: a playout in the browser costs at most this many times native per action. */
const MAX_RATIO = 2.5;
/** The .wasm, gzip-compressed, at most this many bytes (with every built-in pack). */
const MAX_GZIP = 700 * 1024;

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

function native(table, matches) {
  const out = execFileSync(NATIVE, [String(matches), table], { encoding: 'utf8' });
  return JSON.parse(out.trim().split('\n')[0]);
}

test('the .wasm with every built-in pack is at most 700 KB gzip-compressed', () => {
  const wasm = readFileSync(join(WEB, 'pkg', 'archeon_web_bg.wasm'));
  const gz = gzipSync(wasm, { level: 9 }).length;
  console.log(`archeon_web_bg.wasm: ${wasm.length} bytes, ${gz} gzip -9`);
  assert.ok(gz <= MAX_GZIP, `${gz} > ${MAX_GZIP}`);
});

test('a random playout in Chromium costs at most 2.5x native per action, on every table', async () => {
  assert.ok(existsSync(NATIVE) && statSync(NATIVE).isFile(), `no native playout binary at ${NATIVE}: run web/test.sh, or set ARCHEON_NATIVE_PLAYOUT`);
  const s = await open('?table=pazaak&bot=random');
  const rows = [];
  try {
    const tables = await s.page.evaluate(async () => (await import('./archeon.js')).builtinTables());
    for (const table of tables) {
      const probe = native(table, 500);
      const matches = Math.max(500, Math.ceil((500 * ROUND_MS) / Math.max(probe.ms, 0.1)));
      const pairs = [];
      for (let round = -1; round < ROUNDS; round += 1) {
        const n = native(table, matches);
        const w = await s.page.evaluate(async ({ table, matches, seats }) => {
          const A = await import('./archeon.js');
          const pack = A.Pack.builtin(table);
          const start = performance.now();
          const actions = A.randomPlayouts(pack, seats, 1, matches);
          const ms = performance.now() - start;
          pack.free();
          return { actions, ms };
        }, { table, matches, seats: n.seats });
        assert.equal(w.actions, n.actions, `${table}: the same seeds play the same actions in wasm and natively`);
        if (round >= 0) pairs.push({ nativeUs: (n.ms * 1e3) / n.actions, wasmUs: (w.ms * 1e3) / w.actions });
      }
      // The bound is checked on each side's best round: a busy machine only ever adds time, and
      // it came in bursts that slowed 3 of 5 rounds of one side (a fresh CI run). The median of
      // the paired ratios is reported beside it.
      const best = { native: Math.min(...pairs.map((p) => p.nativeUs)), wasm: Math.min(...pairs.map((p) => p.wasmUs)) };
      const row = {
        table,
        matches,
        native_us: best.native,
        wasm_us: best.wasm,
        ratio: best.wasm / best.native,
        median_ratio: median(pairs.map((p) => p.wasmUs / p.nativeUs)),
        ratios: pairs.map((p) => +(p.wasmUs / p.nativeUs).toFixed(2)),
      };
      rows.push(row);
      console.log(`${table.padEnd(22)} ${String(matches).padStart(6)} matches: best native ${row.native_us.toFixed(3)} us/action, best Chromium ${row.wasm_us.toFixed(3)}, ratio ${row.ratio.toFixed(2)}; median paired ratio ${row.median_ratio.toFixed(2)} (rounds: ${row.ratios.join(' ')})`);
    }
  } finally {
    await s.close();
    await mkdir(OUT, { recursive: true });
    await writeFile(join(OUT, 'speed.json'), JSON.stringify({ rounds: ROUNDS, round_ms: ROUND_MS, rows }, null, 2));
  }
  for (const r of rows) assert.ok(r.ratio <= MAX_RATIO, `${r.table}: ${r.ratio.toFixed(2)}x native per action (best of ${ROUNDS} rounds on each side)`);
});

test('the playground is interactive within 1 s of load, served locally (median of 3 loads)', async () => {
  const loads = [];
  for (let i = 0; i < 3; i += 1) {
    // `delay=0`: the bots move at once (the page's 250 ms between bot moves is for the eye).
    const s = await open('?table=kessel&seats=2&seed=1&bot=random&delay=0');
    try {
      await s.page.waitForSelector('#play-moves button:not([disabled])', { timeout: 10000 });
      // The Play tab marks the moment its first table and moves are drawn (interactive); the
      // shell, the moment every tab (the editor's modules too) is mounted. Both from
      // navigation, on the page's clock.
      const { playableMs, readyMs } = await s.page.evaluate(() => document.body.dataset);
      loads.push({ playable: Number(playableMs), ready: Number(readyMs) });
    } finally {
      await s.close();
    }
  }
  const playable = median(loads.map((l) => l.playable));
  const ready = median(loads.map((l) => l.ready));
  console.log(`the first table and its moves drawn at ${playable.toFixed(0)} ms (median of ${loads.map((l) => l.playable.toFixed(0)).join(', ')}), every tab mounted at ${ready.toFixed(0)} ms (${loads.map((l) => l.ready.toFixed(0)).join(', ')}) after navigation`);
  assert.ok(playable < 1000, `interactive at ${playable.toFixed(0)} ms`);
});
