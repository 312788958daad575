// The play tab: a match at a drawn table against the bots. The match itself lives in a Worker
// (dealer.js), the "server": this page is told only what seat 0 may see, and keeps it in
// `window.archeonPlay = {seat, observation, view, legal, log, over}` — nothing else about the
// match (no save, no seed the dealer chose, no other seat's observation). The table is drawn by
// render.js from the observation; the view's lines are beside it, collapsed.

import { Pack, botNames } from '../archeon.js';
import { render, packNames, corellianDeck, sabaccFamilies } from './render.js';

/** The bots' pause between their moves, in ms (`?delay=` overrides it; the tests use 0). */
const BOT_DELAY = 250;

/** A table's own name from its `table.toml`, `{lang: name}`. */
function tableNames(toml) {
  const m = /^\[table\][\s\S]*?^name\s*=\s*\{([^}]*)\}/m.exec(toml ?? '');
  const out = {};
  if (m) for (const p of m[1].matchAll(/([A-Za-z-]+)\s*=\s*"((?:[^"\\]|\\.)*)"/g)) out[p[1]] = p[2];
  return out;
}

function el(tag, attrs = {}, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.className = v;
    else if (k === 'word') e.dataset.playWord = v;
    else e.setAttribute(k, v);
  }
  for (const k of kids) e.append(k);
  return e;
}

export async function mount(section, ctx) {
  const w = (key, args) => ctx.word(key, args);
  const params = new URLSearchParams(location.search);

  // ---- the dealer: started first, so that it loads while the page draws its controls (its
  // messages wait for the handler, set below in this same synchronous run) ----
  const worker = new Worker(new URL('./dealer.js', import.meta.url), { type: 'module' });
  worker.postMessage({ type: 'init', wasmUrl: ctx.wasmUrl, wasmModule: ctx.wasmModule });

  // ---- the page's whole knowledge of the match ----
  const state = { seat: 0, observation: null, view: [], legal: [], log: [], over: false };
  window.archeonPlay = state;
  let help = [];
  let result = [];
  let busy = true;
  let error = '';

  // ---- public pack data: names for the drawing ----
  const packInfo = new Map();
  const modInfo = new WeakMap();
  function info(table) {
    if (table === 'mod' && ctx.mod && modInfo.has(ctx.mod)) return modInfo.get(ctx.mod);
    if (table !== 'mod' && packInfo.has(table)) return packInfo.get(table);
    let files = {};
    try { files = table === 'mod' ? (ctx.mod?.files ?? {}) : Pack.builtinFiles(table); } catch { files = {}; }
    const toml = files['table.toml'];
    const names = packNames(files);
    const out = { names, title: { ...names['@table'], ...tableNames(toml) }, deck: corellianDeck(toml), families: sabaccFamilies(toml) };
    if (table !== 'mod') packInfo.set(table, out);
    else if (ctx.mod) modInfo.set(ctx.mod, out);
    return out;
  }
  const titleOf = (table) => {
    const t = info(table).title;
    return t[ctx.lang] ?? t.en ?? table;
  };

  // ---- the controls ----
  const tableSel = el('select', { id: 'play-table' });
  const seatsSel = el('select', { id: 'play-seats' });
  const botSel = el('select', { id: 'play-bot' });
  const seedIn = el('input', { id: 'play-seed', type: 'number', min: '0', step: '1' });
  const newBtn = el('button', { id: 'play-new', type: 'button', class: 'primary' });
  const label = (word, control) => el('label', {}, el('span', { word }), ' ', control);
  const controls = el('div', { class: 'play-controls' },
    label('play-table', tableSel), label('play-seats', seatsSel), label('play-bot', botSel), label('play-seed', seedIn), newBtn);
  const status = el('div', { id: 'play-status', role: 'status', 'aria-live': 'polite' });
  const board = el('div', { id: 'play-board', class: 'felt' });
  const moves = el('div', { id: 'play-moves' });
  const resultBox = el('div', { id: 'play-result', hidden: '' });
  const log = el('div', { id: 'play-log', 'aria-live': 'off' });
  const viewPre = el('pre', { class: 'view-lines' });
  const viewBox = el('details', { id: 'play-view' }, el('summary', { word: 'play-view' }), viewPre);
  const rulesPre = el('pre', { class: 'rules-lines' });
  const rulesBox = el('details', { id: 'play-rules' }, el('summary', { word: 'play-rules' }), rulesPre);
  const side = el('div', { class: 'play-side' },
    el('h3', { word: 'play-moves' }), moves, el('h3', { word: 'play-log' }), log);
  section.replaceChildren(
    controls, status,
    el('div', { class: 'play-main' }, el('div', { class: 'play-table-col' }, resultBox, board, viewBox, rulesBox), side));

  function fillTables() {
    const chosen = tableSel.value;
    tableSel.replaceChildren();
    for (const id of ctx.tables) tableSel.add(new Option(titleOf(id), id));
    if (ctx.mod) tableSel.add(new Option(w('play-mod', { base: titleOf(ctx.mod.base) }), 'mod'));
    if (chosen && [...tableSel.options].some((o) => o.value === chosen)) tableSel.value = chosen;
  }
  function fillSeats(want) {
    let range = [2, 2];
    try {
      const p = tableSel.value === 'mod' ? Pack.fromFiles(ctx.mod.files) : Pack.builtin(tableSel.value);
      range = p.seatRange();
      p.free();
    } catch { /* keep 2 */ }
    const keep = want ?? seatsSel.value;
    seatsSel.replaceChildren();
    for (let n = range[0]; n <= range[1]; n++) seatsSel.add(new Option(String(n), String(n)));
    if (keep && [...seatsSel.options].some((o) => o.value === String(keep))) seatsSel.value = String(keep);
  }
  function fillBots() {
    const chosen = botSel.value || params.get('bot') || 'heuristic';
    botSel.replaceChildren();
    for (const b of botNames()) botSel.add(new Option(w(`play-bot-${b}`) === `play-bot-${b}` ? b : w(`play-bot-${b}`), b));
    botSel.value = botNames().includes(chosen) ? chosen : 'heuristic';
  }
  function translate() {
    for (const e of section.querySelectorAll('[data-play-word]')) e.textContent = w(e.dataset.playWord);
    newBtn.textContent = w('play-new');
    seedIn.placeholder = w('play-seed-random');
    fillTables();
    fillBots();
  }

  const asked = params.get('table');
  translate();
  tableSel.value = asked && ctx.tables.includes(asked) ? asked : (ctx.tables.includes('kessel') ? 'kessel' : ctx.tables[0]);
  fillSeats(params.get('seats'));
  if (params.has('seed')) seedIn.value = params.get('seed');
  const delay = params.has('delay') ? Number(params.get('delay')) : BOT_DELAY;

  tableSel.addEventListener('change', () => fillSeats());
  newBtn.addEventListener('click', () => newMatch());

  // ---- drawing ----
  function drawStatus() {
    status.classList.toggle('error', Boolean(error));
    if (error) status.textContent = error;
    else if (state.over) status.textContent = w('play-over');
    else if (!state.observation) status.textContent = w('play-dealing');
    else if (state.legal.length && !busy) status.textContent = w('play-your-turn');
    else {
      const o = state.observation;
      const seat = o?.pending?.seat ?? o?.to_act;
      status.textContent = seat === undefined || seat === null ? w('play-bots') : w('play-waiting', { n: seat });
    }
  }
  function drawBoard() {
    const i = info(tableSel.dataset.playing ?? tableSel.value);
    render(board, state.observation, { word: w, lang: ctx.lang, view: state.view, names: i.names, deck: i.deck, families: i.families });
    viewPre.textContent = state.view.join('\n');
  }
  function drawMoves() {
    moves.replaceChildren();
    if (busy || !state.legal.length) {
      if (!state.over) moves.append(el('p', { class: 'muted' }, w('play-bots')));
      return;
    }
    for (const { action, text } of state.legal) {
      const b = el('button', { type: 'button', 'data-action': String(action) }, text);
      b.addEventListener('click', () => act(action));
      moves.append(b);
    }
  }
  function drawResult() {
    resultBox.replaceChildren();
    resultBox.hidden = !state.over;
    if (!state.over) return;
    const again = el('button', { type: 'button', id: 'play-again', class: 'primary' }, w('play-again'));
    again.addEventListener('click', () => {
      if (seedIn.value !== '') seedIn.value = String(Number(seedIn.value) + 1);
      newMatch();
    });
    resultBox.append(el('h3', {}, w('play-result')), el('pre', {}, result.join('\n')), again);
  }
  function drawLog(added, reset) {
    if (reset) log.replaceChildren();
    for (const line of added) log.append(el('div', { class: line.trim() ? 'line' : 'line blank' }, line));
    log.scrollTop = log.scrollHeight;
  }
  function drawRules() {
    rulesPre.textContent = help.join('\n');
  }
  function drawAll() {
    drawStatus();
    drawBoard();
    drawMoves();
    drawResult();
    drawRules();
  }

  // ---- the dealer (started at the top of mount) ----
  let ready;
  const readyPromise = new Promise((ok) => { ready = ok; });
  worker.onmessage = (e) => {
    const msg = e.data;
    if (msg.type === 'ready') ready();
    else if (msg.type === 'started') {
      help = msg.help;
      drawRules();
    } else if (msg.type === 'help') {
      help = msg.help;
      drawRules();
    } else if (msg.type === 'state') {
      busy = msg.busy;
      state.observation = msg.observation;
      state.view = msg.view;
      state.legal = msg.legal;
      state.log = msg.logReset ? [...msg.log] : state.log.concat(msg.log);
      state.over = msg.over;
      result = msg.result;
      drawLog(msg.log, msg.logReset);
      drawAll();
      ctx.markPlayable?.();
    } else if (msg.type === 'error') {
      error = msg.message;
      busy = false;
      drawStatus();
    }
  };
  worker.onerror = (e) => {
    error = String(e.message ?? e);
    drawStatus();
  };

  function act(action) {
    if (busy) return;
    busy = true;
    for (const b of moves.querySelectorAll('button')) b.disabled = true;
    worker.postMessage({ type: 'act', action });
  }

  async function newMatch() {
    await readyPromise;
    const table = tableSel.value;
    if (table === 'mod' && !ctx.mod) return;
    tableSel.dataset.playing = table;
    error = '';
    busy = true;
    state.observation = null;
    state.view = [];
    state.legal = [];
    state.log = [];
    state.over = false;
    result = [];
    help = [];
    drawLog([], true);
    drawAll();
    const seed = seedIn.value === '' ? undefined : Math.max(0, Math.floor(Number(seedIn.value) || 0));
    worker.postMessage({
      type: 'new', table, files: table === 'mod' ? ctx.mod.files : undefined,
      seats: Number(seatsSel.value), seed, bot: botSel.value, lang: ctx.lang, delay,
    });
  }

  ctx.on('lang', (lang) => {
    translate();
    worker.postMessage({ type: 'lang', lang });
    drawAll();
  });
  ctx.on('mod', () => {
    fillTables();
    if (tableSel.value === 'mod') fillSeats();
  });

  await readyPromise;
  newMatch();
}
