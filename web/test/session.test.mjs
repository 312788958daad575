// The package under Node's test runner: every built-in table played to its end through the
// session API, refusals that change nothing, typed content errors.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { initSync, builtinTables, botNames, Pack, Match } from '../pkg/archeon_web.js';

initSync({ module: readFileSync(fileURLToPath(new URL('../pkg/archeon_web_bg.wasm', import.meta.url))) });

test('every built-in table plays to its end with the bots, its texts in every language', () => {
  const tables = builtinTables();
  assert.ok(tables.includes('kessel') && tables.includes('pazaak') && tables.includes('prof_arcana'), tables.join());
  for (const id of tables) {
    const pack = Pack.builtin(id);
    const [lo, hi] = pack.seatRange();
    assert.ok(lo >= 2 && hi >= lo, `${id}: ${lo}..${hi}`);
    const m = new Match(pack, lo, 7n);
    let steps = 0;
    for (let p = m.pending(); p !== undefined; p = m.pending()) {
      const legal = m.legalActions(p.seat);
      assert.ok(legal.length > 0, `${id}: a pending decision has a legal action`);
      const action = m.botChoice(p.seat, 'random', BigInt(steps));
      assert.ok(legal.includes(action), `${id}: the bot chose a legal action`);
      m.apply(p.seat, action);
      steps += 1;
      assert.ok(steps < 20000, `${id}: the match ends`);
    }
    assert.ok(m.isOver());
    const obs = m.observe(0);
    assert.equal(typeof obs, 'object');
    for (const lang of pack.languages()) {
      assert.ok(m.view(0, lang).length > 0, `${id}: a view in ${lang}`);
      assert.ok(m.resultLines(0, lang).length > 0, `${id}: result lines in ${lang}`);
    }
    const { events, cursor } = m.events(0, 0);
    assert.ok(events.length > 0 && cursor > 0, `${id}: events`);
  }
});

test('a refused call throws a named Error and changes nothing', () => {
  const pack = Pack.builtin('kessel');
  const m = new Match(pack, 2, 3n);
  const before = m.save();
  const p = m.pending();
  const other = 1 - p.seat;
  assert.throws(() => m.apply(other, m.legalActions(p.seat)[0]), (e) => e instanceof Error && e.name === 'ActionError');
  assert.throws(() => m.observe(9), (e) => e instanceof Error && e.name === 'SeatError');
  assert.throws(() => m.view(0, 'not a tag!'), (e) => e instanceof Error && e.name === 'ArgumentError');
  assert.throws(() => Pack.builtin('kesel'), (e) => e.name === 'ArgumentError' && /kessel/.test(e.message));
  assert.deepEqual(m.save(), before);
  assert.throws(() => Match.load(pack, new Uint8Array([1, 2, 3])), (e) => e.name === 'SaveError');
  const again = Match.load(pack, before);
  assert.deepEqual(again.save(), before);
});

test('a pack from files: a typo is a ContentError at its line and column, with a suggestion', () => {
  const table = '[table]\nid = "mini"\nfamily = "pazaak"\nname = { en = "Mini" }\nseets = { min = 2, max = 2 }\n';
  assert.throws(() => Pack.fromFiles({ 'table.toml': table }), (e) => {
    assert.equal(e.name, 'ContentError');
    assert.equal(e.file, 'table.toml');
    assert.ok(e.line >= 1 && e.column >= 1, `${e.line}:${e.column}`);
    assert.equal(typeof e.path, 'string');
    return true;
  });
});

test('the bots are named, and a sample keeps to what the seat knows', () => {
  assert.deepEqual(botNames().slice(0, 2), ['random', 'heuristic']);
  const m = new Match(Pack.builtin('kessel'), 2, 11n);
  const sample = m.determinize(0, 5n);
  assert.deepEqual(sample.observe(0), m.observe(0));
});
