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
  listeners: { lang: [], mod: [] },
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

async function start() {
  await Promise.all([load(), loadWords()]);
  ctx.tables = builtinTables();
  const langs = new Set(['en']);
  for (const id of ctx.tables) for (const l of Pack.builtin(id).languages()) langs.add(l);
  ctx.languages = [...langs].filter((l) => wordsIn(l) || l === 'en');
  const asked = new URLSearchParams(location.search).get('lang');
  ctx.lang = ctx.languages.includes(asked) ? asked : 'en';
  const select = document.getElementById('lang-select');
  for (const l of ctx.languages) select.add(new Option(l, l, false, l === ctx.lang));
  select.addEventListener('change', () => ctx.set('lang', select.value));
  ctx.on('lang', translateShell);
  translateShell();
  for (const b of document.querySelectorAll('#tabs [data-tab]')) b.addEventListener('click', () => showTab(b.dataset.tab));
  const tabs = await Promise.all([import('./play.js'), import('./edit.js'), import('./measure.js')]);
  for (const [tab, id] of [[tabs[0], 'play'], [tabs[1], 'edit'], [tabs[2], 'measure']]) await tab.mount(document.getElementById(id), ctx);
  document.body.dataset.readyMs = String(performance.now());
  document.body.dataset.ready = 'true';
}

start().catch((e) => {
  document.body.dataset.ready = 'failed';
  const p = document.createElement('p');
  p.className = 'fatal';
  p.textContent = String(e && e.message ? e.message : e);
  document.querySelector('main').prepend(p);
});
