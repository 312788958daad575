// The measure tab: a table (a built-in one or the mod being edited) played many times by bots
// in a Worker (sim-worker.js), with progress and cancel; the report drawn as SVG plots
// (plots.js) and a summary; and, when a mod is set, an A/B comparison of the mod against its
// base on the same seeds.

import { Pack, botNames } from '../archeon.js';
import * as plots from './plots.js';

/** Mounts the measure tab in `el`. */
export async function mount(el, ctx) {
  el.innerHTML = `
    <form class="measure-bar" onsubmit="return false">
      <label><span data-word="measure-table"></span> <select id="measure-table"></select></label>
      <label><span data-word="measure-seats"></span> <select id="measure-seats"></select></label>
      <label><span data-word="measure-matches"></span> <input id="measure-matches" type="number" min="1" max="100000" step="1" value="200"></label>
      <label><span data-word="measure-bot"></span> <select id="measure-bot"></select></label>
      <label><span data-word="measure-seed"></span> <input id="measure-seed" type="number" min="0" step="1" value="1"></label>
      <button type="button" id="measure-run" data-word="measure-run"></button>
      <button type="button" id="measure-compare" data-word="measure-compare" disabled></button>
      <button type="button" id="measure-cancel" data-word="measure-cancel" disabled></button>
    </form>
    <p class="measure-progress">
      <progress id="measure-progress" max="1" value="0"></progress>
      <span id="measure-count"></span>
      <span id="measure-status" role="status" aria-live="polite"></span>
    </p>
    <section id="measure-ab" hidden></section>
    <div id="measure-summary"></div>
    <div id="measure-plots"></div>`;
  const $ = (sel) => el.querySelector(sel);
  const table = $('#measure-table'), seats = $('#measure-seats'), matches = $('#measure-matches');
  const bot = $('#measure-bot'), seed = $('#measure-seed');
  const runButton = $('#measure-run'), compareButton = $('#measure-compare'), cancelButton = $('#measure-cancel');
  const bar = $('#measure-progress'), count = $('#measure-count'), status = $('#measure-status');
  const word = (k, a) => ctx.word(k, a);
  const translate = () => { for (const e of el.querySelectorAll('[data-word]')) e.textContent = word(e.dataset.word); };

  let worker = null;
  let statusWord = null;
  const last = { sim: null, compare: null }; // the last run of each: {op, a, b, options, label, report}

  for (const id of ctx.tables) table.add(new Option(id, id));
  for (const b of botNames()) bot.add(new Option(b, b));
  bot.value = botNames().includes('random') ? 'random' : botNames()[0];
  table.value = ctx.tables.includes('kessel') ? 'kessel' : ctx.tables[0];

  function modOption() {
    let opt = table.querySelector('option[value="mod"]');
    if (!ctx.mod) { opt?.remove(); if (table.value === '') table.value = ctx.tables[0]; return; }
    if (!opt) { opt = new Option('', 'mod'); table.add(opt, 0); }
    opt.textContent = word('measure-mod', { base: ctx.mod.base });
    compareButton.disabled = !!worker;
  }

  /** A table's seat range, `[fewest, most]`. */
  function seatRange(id) {
    try {
      const pack = id === 'mod' ? Pack.fromFiles(ctx.mod.files) : Pack.builtin(id);
      const r = pack.seatRange();
      pack.free();
      return r;
    } catch {
      return [2, 2];
    }
  }

  function fillSeats() {
    const [lo, hi] = seatRange(table.value);
    const keep = Number(seats.value);
    seats.replaceChildren();
    for (let n = lo; n <= hi; n++) seats.add(new Option(String(n), String(n)));
    seats.value = String(keep >= lo && keep <= hi ? keep : lo);
  }

  function setStatus(key, args) {
    statusWord = key ? [key, args] : null;
    status.textContent = key ? word(key, args) : '';
  }

  function options(range) {
    const [lo, hi] = range;
    const n = Math.min(100000, Math.max(1, Math.floor(Number(matches.value) || 200)));
    const s = Math.min(hi, Math.max(lo, Number(seats.value) || lo));
    return { matches: n, seats: s, seed: Math.max(0, Math.floor(Number(seed.value) || 0)), bot: bot.value };
  }

  function busy(on) {
    runButton.disabled = on;
    compareButton.disabled = on || !ctx.mod;
    cancelButton.disabled = !on;
  }

  function start(op) {
    stop();
    const spec = op === 'compare'
      ? { op, a: { files: ctx.mod.files }, b: { table: ctx.mod.base }, options: options(seatRange(ctx.mod.base)), label: ctx.mod.base }
      : { op, a: table.value === 'mod' ? { files: ctx.mod.files } : { table: table.value }, options: options(seatRange(table.value)), label: table.value };
    worker = new Worker(new URL('./sim-worker.js', import.meta.url), { type: 'module' });
    const total = spec.options.matches;
    bar.max = total;
    bar.value = 0;
    count.textContent = `0 / ${total}`;
    setStatus('measure-running');
    busy(true);
    const started = performance.now();
    worker.onmessage = ({ data }) => {
      if (data.type === 'progress') {
        bar.max = data.total;
        bar.value = data.done;
        count.textContent = `${data.done} / ${data.total}`;
      } else if (data.type === 'done') {
        stop();
        last[spec.op] = { ...spec, report: data.report };
        setStatus('measure-done', { s: ((performance.now() - started) / 1000).toFixed(1) });
        render();
      } else if (data.type === 'error') {
        stop();
        setStatus('measure-failed', { message: data.message });
      }
    };
    worker.onerror = (e) => { stop(); setStatus('measure-failed', { message: e.message ?? 'worker' }); };
    worker.postMessage({ wasmUrl: ctx.wasmUrl, wasmModule: ctx.wasmModule, op: spec.op, a: spec.a, b: spec.b, options: spec.options });
  }

  function stop() {
    worker?.terminate();
    worker = null;
    busy(false);
  }

  function render() {
    if (last.compare) renderAB(last.compare);
    if (!last.sim) return;
    renderSummary(last.sim);
    const box = $('#measure-plots');
    box.replaceChildren();
    for (const draw of [plots.winShare, plots.lengths, plots.turnOrder, plots.items]) {
      const svg = draw(last.sim.report, word);
      if (!svg) continue;
      const fig = document.createElement('figure');
      const cap = document.createElement('figcaption');
      cap.textContent = svg.querySelector('title').textContent;
      fig.append(cap, svg);
      box.append(fig);
    }
  }

  function row(tbody, cells, head = false) {
    const tr = document.createElement('tr');
    cells.forEach((c, i) => {
      const td = document.createElement(head || i === 0 ? 'th' : 'td');
      if (!head && i === 0) td.scope = 'row';
      td.textContent = c;
      tr.append(td);
    });
    tbody.append(tr);
    return tr;
  }

  function renderSummary({ report: r, label }) {
    const t = document.createElement('table');
    t.className = 'measure-summary';
    const cap = t.createCaption();
    cap.textContent = word('sum-title', { table: label === 'mod' ? word('measure-mod', { base: ctx.mod?.base ?? '' }) : label });
    const body = t.createTBody();
    row(body, [word('sum-matches'), String(r.matches)]);
    row(body, [word('sum-seats-bot'), `${r.seats} · ${r.bot}`]);
    row(body, [word('sum-speed'), `${r.matches_per_sec}`]);
    row(body, [word('sum-elapsed'), `${r.elapsed_ms}`]);
    row(body, [word('sum-rounds', { unit: r.round_unit }), `${(r.rounds_mean ?? 0).toFixed(2)} / ${r.rounds_p50} / ${r.rounds_p90} (${r.rounds_min}–${r.rounds_max})`]);
    row(body, [word('sum-draws'), String(r.draws)]);
    if (r.ended_at_bound) row(body, [word('sum-bound'), String(r.ended_at_bound)]);
    if (r.turn_order?.first_player_answer) row(body, [word('sum-first'), r.turn_order.first_player_answer]);
    $('#measure-summary').replaceChildren(t);
  }

  function renderAB({ report: c }) {
    const fmt = (m, v) => (m.unit === 'share' ? `${(100 * v).toFixed(1)}%` : v.toFixed(2));
    const diff = (m) => {
      const [d, lo, hi] = m.difference;
      const f = (v) => (m.unit === 'share' ? `${v >= 0 ? '+' : ''}${(100 * v).toFixed(1)}` : `${v >= 0 ? '+' : ''}${v.toFixed(2)}`);
      return `${f(d)} [${f(lo)}, ${f(hi)}]${m.unit === 'share' ? ` ${word('ab-points')}` : ''}`;
    };
    const t = document.createElement('table');
    t.className = 'measure-ab';
    t.createCaption().textContent = word('ab-title', { base: c.report_b?.table ?? '', matches: c.matches, seats: c.seats, bot: c.bot, seed: c.seed });
    const head = t.createTHead();
    row(head, [word('ab-measure'), word('ab-a'), word('ab-b'), word('ab-diff')], true);
    const body = t.createTBody();
    for (const m of c.measures ?? []) {
      const [, lo, hi] = m.difference;
      const moves = lo > 0 || hi < 0;
      const tr = row(body, [m.label, fmt(m, m.a), fmt(m, m.b), `${diff(m)}${moves ? ' ✱' : ''}`]);
      tr.title = m.sentence ?? '';
      if (moves) { tr.className = 'moves'; tr.dataset.moves = 'true'; }
    }
    const note = document.createElement('p');
    note.className = 'measure-ab-note';
    note.textContent = word('ab-note');
    const ab = $('#measure-ab');
    ab.replaceChildren(t, note);
    ab.hidden = false;
  }

  table.addEventListener('change', fillSeats);
  runButton.addEventListener('click', () => start('sim'));
  compareButton.addEventListener('click', () => { if (ctx.mod) start('compare'); });
  cancelButton.addEventListener('click', () => {
    stop();
    setStatus('measure-cancelled');
  });
  ctx.on('mod', () => { modOption(); if (table.value === 'mod') fillSeats(); busy(!!worker); });
  ctx.on('lang', () => {
    translate();
    modOption();
    if (statusWord) status.textContent = word(...statusWord);
    render();
  });
  translate();
  modOption();
  fillSeats();
  busy(false);
}
