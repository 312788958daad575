// The playground's shell: loads the package, keeps what the tabs share (the language, the mod
// being edited) and switches tabs. Each tab is a module that mounts itself in its section:
// play.js (a match at a drawn table), edit.js (a pack's files, checked as you type, shared as
// a zip) and measure.js (simulations in a Worker, their plots).

import { load, builtinTables, Pack } from '../archeon.js';
import { loadWords, word, wordsIn } from './words.js';

/** What the tabs share. Subscribers are called with the new value. */
export const ctx = {
  /** The language of every text (a BCP 47 tag the packs offer). */
  lang: 'en',
  /** The languages any shipped pack offers, English first. */
  languages: ['en'],
  /** The built-in tables' ids. */
  tables: [],
  /** The mod being edited: `{base, files}` (a built-in id and its edited files, which check
   * clean), or `null` before any edit. */
  mod: null,
  /** The package's .wasm, for Workers to load. */
  wasmUrl: new URL('../pkg/archeon_web_bg.wasm', import.meta.url).href,
  /** The package's compiled module (a `WebAssembly.Module`): the page compiles it once and
   * hands it to its Workers, which instantiate it without compiling it again. */
  wasmModule: null,
  listeners: { lang: [], mod: [] },
  /** Resolved by the Play tab when its first table is drawn (`markPlayable()`). */
  playable: null,
  markPlayable: null,
  /** Calls `f(value)` whenever `what` ('lang' or 'mod') changes. */
  on(what, f) { this.listeners[what].push(f); },
  set(what, value) {
    this[what] = value;
    for (const f of this.listeners[what]) f(value);
  },
  /** The playground's own word `key` in the current language. */
  word(key, args) { return word(this.lang, key, args); },
};

function showTab(name) {
  for (const b of document.querySelectorAll('#tabs [data-tab]')) b.setAttribute('aria-selected', String(b.dataset.tab === name));
  for (const s of document.querySelectorAll('main > section')) s.hidden = s.id !== name;
}

function translateShell() {
  document.documentElement.lang = ctx.lang;
  for (const el of document.querySelectorAll('[data-word]')) el.textContent = ctx.word(el.dataset.word);
}

/** The package's module, compiled while it downloads (or from its bytes where the server
 * does not say `application/wasm`). */
async function compileModule() {
  try {
    return await WebAssembly.compileStreaming(fetch(ctx.wasmUrl));
  } catch {
    return WebAssembly.compile(await (await fetch(ctx.wasmUrl)).arrayBuffer());
  }
}

/** The languages of `packs`' texts that the playground has words in, English first. */
function languagesOf(packs) {
  const langs = new Set(['en']);
  for (const id of packs) {
    const pack = Pack.builtin(id);
    for (const l of pack.languages()) langs.add(l);
    pack.free();
  }
  return [...langs].filter((l) => wordsIn(l) || l === 'en');
}

ctx.playable = new Promise((ok) => {
  ctx.markPlayable = () => {
    document.body.dataset.playableMs ??= String(performance.now());
    ok();
  };
});

async function start() {
  const [module] = await Promise.all([compileModule(), loadWords()]);
  ctx.wasmModule = module;
  await load(module);
  ctx.tables = builtinTables();
  // The first table's languages at once; every table's once the page is up (a pack compiles
  // in a few milliseconds, Archeon's in tens).
  ctx.languages = languagesOf(ctx.tables.slice(0, 1));
  const asked = new URLSearchParams(location.search).get('lang');
  const select = document.getElementById('lang-select');
  const offer = () => {
    const lang = ctx.languages.includes(asked) ? asked : ctx.lang;
    if (lang !== ctx.lang) ctx.set('lang', lang);
    select.replaceChildren(...ctx.languages.map((l) => new Option(l, l, false, l === ctx.lang)));
  };
  offer();
  select.addEventListener('change', () => ctx.set('lang', select.value));
  ctx.on('lang', translateShell);
  translateShell();
  for (const b of document.querySelectorAll('#tabs [data-tab]')) b.addEventListener('click', () => showTab(b.dataset.tab));
  // Play first (its dealer starts loading at once); the editor's and the measures' tabs once
  // the table is drawn (or after 2 s), so that their loading never delays the first move.
  await (await import('./play.js')).mount(document.getElementById('play'), ctx);
  await Promise.race([ctx.playable, new Promise((ok) => { setTimeout(ok, 2000); })]);
  const [edit, measure] = await Promise.all([import('./edit.js'), import('./measure.js')]);
  await edit.mount(document.getElementById('edit'), ctx);
  await measure.mount(document.getElementById('measure'), ctx);
  document.body.dataset.readyMs = String(performance.now());
  document.body.dataset.ready = 'true';
  setTimeout(() => {
    ctx.languages = languagesOf(ctx.tables);
    offer();
  }, 0);
}

start().catch((e) => {
  document.body.dataset.ready = 'failed';
  const p = document.createElement('p');
  p.className = 'fatal';
  p.textContent = String(e && e.message ? e.message : e);
  document.querySelector('main').prepend(p);
});
