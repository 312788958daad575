// The package under Node's test runner, through archeon.js: every built-in table played to
// its end through the session API, refusals as ArcheonError subclasses that change nothing,
// typed content errors, sim, compare, the schema and the built-in packs' files.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  loadSync, builtinTables, botNames, schemaKinds, schema, sim, compare, randomPlayouts, Pack, Match,
  ArcheonError, ContentError, SeatError, ActionError, SaveError, ArgumentError,
} from '../archeon.js';

loadSync(readFileSync(fileURLToPath(new URL('../pkg/archeon_web_bg.wasm', import.meta.url))));

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
      assert.ok(Array.isArray(legal));
      assert.ok(legal.length > 0, `${id}: a pending decision has a legal action`);
      const action = m.botChoice(p.seat, 'random', steps);
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
  assert.throws(() => m.apply(other, m.legalActions(p.seat)[0]), (e) => e instanceof ActionError && e instanceof ArcheonError && e.name === 'ActionError');
  assert.throws(() => m.apply(p.seat, 0xffffffff), ActionError);
  assert.throws(() => m.observe(9), (e) => e instanceof SeatError && e.name === 'SeatError');
  assert.throws(() => m.legalActions(200), SeatError);
  for (const bad of [-1, 256, 1.5, '0', 2 ** 32]) {
    assert.throws(() => m.legalActions(bad), ArgumentError, `seat ${bad}`);
    assert.throws(() => m.apply(p.seat, bad === 256 ? -1 : bad), ArgumentError, `action ${bad}`);
  }
  assert.throws(() => m.view(0, 'not a tag!'), (e) => e instanceof ArgumentError && e.name === 'ArgumentError');
  assert.throws(() => Pack.builtin('kesel'), (e) => e instanceof ArgumentError && /kessel/.test(e.message));
  assert.throws(() => Pack.builtin('x'.repeat(100000)), (e) => e instanceof ArgumentError && e.message.length < 500, 'echoed input is cut');
  assert.throws(() => new Match(pack, 9, 1), ArgumentError);
  for (const seed of [-1, -1n, 1.5, 2n ** 64n, 'seven', NaN]) assert.throws(() => new Match(pack, 2, seed), ArgumentError, String(seed));
  assert.equal(new Match(pack, 2, 2n ** 64n - 1n).pending().seat >= 0, true);
  assert.deepEqual(m.save(), before);
  assert.throws(() => Match.load(pack, new Uint8Array([1, 2, 3])), (e) => e instanceof SaveError && e.name === 'SaveError');
  const again = Match.load(pack, before);
  assert.deepEqual(again.save(), before);
});

test('a pack from files: a typo is a ContentError at its line and column, with a suggestion', () => {
  const table = '[table]\nid = "mini"\nfamily = "pazaak"\nname = { en = "Mini" }\nseets = { min = 2, max = 2 }\n';
  assert.throws(() => Pack.fromFiles({ 'table.toml': table }), (e) => {
    assert.ok(e instanceof ContentError && e instanceof ArcheonError);
    assert.equal(e.name, 'ContentError');
    assert.equal(e.file, 'table.toml');
    assert.ok(e.line >= 1 && e.column >= 1, `${e.line}:${e.column}`);
    assert.equal(typeof e.path, 'string');
    assert.ok(Array.isArray(e.more));
    return true;
  });
  // A shipped pack's own files, a key misspelt on a known line: the error is at that line, with
  // the key it meant.
  const files = Pack.builtinFiles('kessel');
  const lines = files['table.toml'].split('\n');
  const at = lines.findIndex((l) => l.startsWith('starting_chips'));
  lines[at] = lines[at].replace('starting_chips', 'startin_chips');
  assert.throws(() => Pack.fromFiles({ ...files, 'table.toml': lines.join('\n') }), (e) => {
    const all = [e, ...e.more];
    assert.ok(all.some((p) => p.file === 'table.toml' && p.line === at + 1 && p.suggestion === 'starting_chips'), JSON.stringify(all));
    return e instanceof ContentError;
  });
  assert.throws(() => Pack.fromFiles({ 'table.toml': 7 }), ArgumentError);
  assert.throws(() => Pack.fromFiles({ 'table.toml': '[table\n' }), (e) => e instanceof ContentError && e.kind === 'Syntax' && e.line === 1);
  assert.equal(Pack.fromFiles(files).id, 'kessel');
});

test('sim and compare report with progress; their refusals are ArgumentErrors', () => {
  const pack = Pack.builtin('pazaak');
  const seen = [];
  const report = sim(pack, { matches: 40, seats: 2, seed: 5n, bot: 'random' }, (done, total) => seen.push([done, total]));
  assert.equal(report.matches, 40);
  assert.equal(report.wins.reduce((a, b) => a + b, 0) + (report.draws ?? 0), 40);
  assert.ok(seen.length >= 2 && seen.at(-1)[0] === 40 && seen.every(([, t]) => t === 40), JSON.stringify(seen));
  assert.deepEqual(sim(pack, { matches: 40, seats: 2, seed: 5, bot: 'random' }).wins, report.wins, 'the same seeds give the same report');
  const ab = compare(pack, pack, { matches: 20, seed: 1, bot: 'random' });
  assert.ok(ab.measures.length > 0 && ab.measures.every((m) => !m.moves), 'a pack against itself moves nothing');
  for (const bad of [{ matches: 1e7 }, { matches: -1 }, { matches: 1.5 }, { seed: -3 }, { seats: 300 }, { bot: 'wizard' }, { bot: 4 }, { seats: 9 }]) {
    assert.throws(() => sim(pack, { matches: 2, ...bad }), ArgumentError, JSON.stringify(bad));
  }
  assert.throws(() => compare(pack, Pack.builtin('kessel'), { matches: 2 }), ArcheonError);
  assert.ok(randomPlayouts(pack, 2, 1, 3) > 0);
});

test('the schema of each kind of pack file, and the built-in packs\' files', () => {
  assert.deepEqual(schemaKinds().sort(), ['bank', 'corellian_sabacc', 'fronts', 'pazaak_table', 'pots']);
  for (const kind of schemaKinds()) {
    const s = schema(kind);
    assert.equal(typeof s.properties, 'object', kind);
  }
  assert.throws(() => schema('nope'), ArgumentError);
  for (const id of builtinTables()) {
    const files = Pack.builtinFiles(id);
    assert.ok(Object.keys(files).some((f) => f.endsWith('.toml')), id);
    assert.equal(Pack.fromFiles(files).id, id, `${id} compiles from its own files`);
  }
  assert.throws(() => Pack.builtinFiles('nope'), ArgumentError);
});

test('the bots are named, and a sample keeps to what the seat knows', () => {
  assert.deepEqual(botNames().slice(0, 2), ['random', 'heuristic']);
  const m = new Match(Pack.builtin('kessel'), 2, 11n);
  const sample = m.determinize(0, 5n);
  assert.deepEqual(sample.observe(0), m.observe(0));
  // Every bot, the search bots included (wasm has no clock: a budget in milliseconds counts
  // playouts), chooses a legal action, the same one for the same seed.
  for (const id of ['kessel', 'arcana', 'corellian', 'pazaak']) {
    const table = new Match(Pack.builtin(id), 2, 3n);
    const p = table.pending();
    for (const bot of botNames()) {
      const a = table.botChoice(p.seat, bot, 9n);
      assert.ok(table.legalActions(p.seat).includes(a), `${id}: ${bot} chose ${a}`);
      assert.equal(table.botChoice(p.seat, bot, 9n), a, `${id}: ${bot} is deterministic`);
    }
    assert.equal(table.botChoice(1 - p.seat, 'random', 1n), undefined, 'a seat not to act has no choice');
    assert.throws(() => table.botChoice(p.seat, 'wizard', 1n), ArgumentError);
  }
});

test('hostile sizes are refused with an error, not a hang', () => {
  const big = 'x'.repeat(8 * 1024 * 1024);
  assert.throws(() => Pack.fromFiles({ 'table.toml': big }), ArcheonError);
  const many = Object.fromEntries(Array.from({ length: 200 }, (_, i) => [`f${i}.toml`, '']));
  assert.throws(() => Pack.fromFiles(many), ArcheonError);
  assert.throws(() => Match.load(Pack.builtin('pazaak'), new Uint8Array(4 * 1024 * 1024)), SaveError);
  assert.throws(() => randomPlayouts(Pack.builtin('pazaak'), 7, 1, 1), ArgumentError);
});
