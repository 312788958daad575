// A TypeScript host of the package: `tsc --noEmit` (web/test.sh) checks archeon.d.ts against
// the way a host calls it. Not run; the Node tests run the same calls.
import { load, builtinTables, Pack, Match, ContentError, ArcheonError, sim, compare, schema, type Observation, type SimReport } from '../archeon.js';

export async function host(): Promise<number> {
  await load();
  const pack: Pack = Pack.builtin(builtinTables()[0]);
  const [fewest]: [number, number] = pack.seatRange();
  const m = new Match(pack, fewest, 42n);
  for (let p = m.pending(); p !== undefined; p = m.pending()) {
    const legal: number[] = m.legalActions(p.seat);
    const text: string | undefined = m.describe(legal[0], p.seat, 'pl');
    m.apply(p.seat, m.botChoice(p.seat, 'heuristic', 7) ?? legal[0]);
    void text;
  }
  const seen: Observation = m.observe(0);
  const lines: string[] = m.eventLines(0, 0, 'ru').lines;
  try {
    Pack.fromFiles({ 'table.toml': '[table' });
  } catch (e) {
    if (e instanceof ContentError) console.log(e.file, e.line, e.column, e.path, e.suggestion, e.more.length);
    else if (e instanceof ArcheonError) throw e;
  }
  const report: SimReport = sim(pack, { matches: 10, seed: 1n }, (done: number, total: number) => void [done, total]);
  const ab = compare(pack, pack, { matches: 10 });
  const kinds = Object.keys(schema('pots'));
  return report.wins.length + ab.measures.length + lines.length + kinds.length + Object.keys(seen).length;
}
