// The edit tab: a built-in table's files as the start of a mod, one editor on the chosen file,
// the whole pack checked as you type (Pack.fromFiles), its problems shown where they are, keys
// and values completed from the pack files' JSON Schema, and the mod shared as a zip.
//
// The editor is CodeMirror 6: modular ES modules (loaded through the page's import map straight
// from node_modules, no bundler), accessible (a real contenteditable, screen-reader and keyboard
// friendly), with lint (diagnostics at a place, a gutter) and autocomplete APIs that take our own
// sources, and TOML highlighting through its legacy-mode StreamLanguage.

import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { basicSetup } from 'codemirror';
import { StreamLanguage } from '@codemirror/language';
import { toml } from '@codemirror/legacy-modes/mode/toml';
import { setDiagnostics, lintGutter } from '@codemirror/lint';
import { Pack, ContentError, schema } from '../archeon.js';
import { writeZip, readZip, ZipError } from './zip.js';

const CHECK_DELAY_MS = 250;
/** A zip larger than this is refused before it is read. */
const MAX_ZIP_BYTES = 8 * 1024 * 1024;
const tomlLanguage = StreamLanguage.define(toml);

/** A file's place in the list: table.toml first, then the other TOML, then the catalogues. */
const fileOrder = (a, b) => {
  const rank = (p) => (p === 'table.toml' ? 0 : p.endsWith('.toml') ? 1 : 2);
  return rank(a) - rank(b) || a.localeCompare(b);
};

// ---- Completion from the JSON Schema ----------------------------------------------------------

const schemas = new Map();
/** The schema of a pack file's kind, named in its first line `#:schema ../../schema/<kind>.schema.json`. */
function schemaOf(text) {
  const m = /^#:schema\s+\S*?([A-Za-z0-9_]+)\.schema\.json/.exec(text);
  if (!m) return null;
  if (!schemas.has(m[1])) {
    try { schemas.set(m[1], schema(m[1])); } catch { schemas.set(m[1], null); }
  }
  return schemas.get(m[1]);
}

/** `node` with its `$ref`s followed, and its `allOf`/`anyOf`/`oneOf` alternatives: every shape it may take. */
function shapes(root, node, out = [], depth = 0) {
  while (node && node.$ref) node = root.definitions?.[node.$ref.split('/').pop()];
  if (!node || depth > 8) return out;
  out.push(node);
  for (const k of ['allOf', 'anyOf', 'oneOf']) for (const alt of node[k] ?? []) shapes(root, alt, out, depth + 1);
  return out;
}
function itemsOf(root, node) {
  for (const s of shapes(root, node)) if (s.items && !Array.isArray(s.items)) return s.items;
  return null;
}
/** The keys an object of schema `node` may hold: `Map(key → schema)`. */
function keysOf(root, node) {
  const keys = new Map();
  for (const s of shapes(root, node)) for (const [k, v] of Object.entries(s.properties ?? {})) if (!keys.has(k)) keys.set(k, v);
  return keys;
}
/** The value of `key` (dotted) in an object of schema `node` (an array of tables: its items'). */
function descend(root, node, dotted) {
  for (const key of dotted.split('.')) {
    if (!node) return null;
    node = keysOf(root, node).get(key) ?? (itemsOf(root, node) && keysOf(root, itemsOf(root, node)).get(key)) ?? null;
  }
  return node;
}
/** The values schema `node` lists: its enums and consts (with their descriptions), true/false. */
function valuesOf(root, node) {
  const out = new Map();
  for (const s of shapes(root, node)) {
    if (s.const !== undefined) out.set(String(s.const), { value: s.const, info: s.description });
    for (const v of s.enum ?? []) out.set(String(v), { value: v, info: s.description });
    if (s.type === 'boolean') for (const v of [true, false]) out.set(String(v), { value: v });
  }
  return [...out.values()];
}
const typeOf = (root, node) => [...new Set(shapes(root, node).map((s) => s.type).filter(Boolean).flat())].join(' | ');
const isTableArray = (root, node) => { const it = itemsOf(root, node); return !!it && keysOf(root, it).size > 0; };

/** Where the cursor is in a TOML file, as far as completion needs: the schema of the table or
 * array it is in (after the last `[header]`/`[[header]]`, inside inline tables and arrays). */
function contextAt(root, before) {
  const lines = before.split('\n');
  let node = root;
  let start = 0;
  let offset = before.length - lines[lines.length - 1].length;
  // The last header above the cursor's line.
  for (let i = lines.length - 2; i >= 0; i--) {
    offset -= lines[i].length + 1;
    const m = /^\s*\[(\[?)\s*([A-Za-z_][\w.-]*)\s*\]\]?\s*(#.*)?$/.exec(lines[i]);
    if (m) {
      node = descend(root, root, m[2]);
      if (node && m[1]) node = itemsOf(root, node);
      start = offset + lines[i].length + 1;
      break;
    }
  }
  if (!node) return null;
  const stack = [{ kind: 'table', node }];
  let quote = null, comment = false, word = '', key = null;
  const text = before.slice(start);
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    const top = stack[stack.length - 1];
    if (comment) { if (c === '\n') comment = false; continue; }
    if (quote) {
      if (c === '\\' && quote === '"') i++;
      else if (text.startsWith(quote, i)) { i += quote.length - 1; quote = null; }
      continue;
    }
    if (/[\w.-]/.test(c)) { word += c; continue; }
    if (c === '=') { key = word; word = ''; continue; }
    word = c === ' ' || c === '\t' ? word : '';
    if (c === '#') comment = true;
    else if (c === '"' || c === "'") quote = text.startsWith(c.repeat(3), i) ? c.repeat(3) : c;
    else if (c === '[') {
      if (top.kind === 'table' && key) stack.push({ kind: 'array', node: itemsOf(root, descend(root, top.node, key)) });
      else if (top.kind === 'array') stack.push({ kind: 'array', node: itemsOf(root, top.node) });
      key = null;
    } else if (c === '{') {
      if (top.kind === 'table' && key) stack.push({ kind: 'table', node: descend(root, top.node, key) });
      else if (top.kind === 'array') stack.push({ kind: 'table', node: top.node });
      key = null;
    } else if (c === ']' || c === '}') { if (stack.length > 1) stack.pop(); } else if (c === ',' || (c === '\n' && stack.length === 1)) key = null;
  }
  return { top: stack[stack.length - 1], depth: stack.length, inString: !!quote, inComment: comment };
}

/** The completion source: keys at the cursor's table path, values where the schema lists them. */
function schemaCompletion(context) {
  const doc = context.state.doc;
  const root = schemaOf(doc.line(1).text);
  if (!root) return null;
  const pos = context.pos;
  const line = doc.lineAt(pos);
  const prefix = line.text.slice(0, pos - line.from);
  const keyOptions = (node, partial, filter = () => true) => {
    const dot = partial.lastIndexOf('.');
    const parent = dot >= 0 ? descend(root, node, partial.slice(0, dot)) : node;
    if (!parent) return null;
    const options = [...keysOf(root, parent)].filter(([, v]) => filter(v)).map(([k, v]) => ({
      label: k, type: 'property', detail: typeOf(root, v), info: shapes(root, v).find((s) => s.description)?.description,
    }));
    return options.length ? { from: pos - (partial.length - dot - 1), options, validFor: /^[\w-]*$/ } : null;
  };
  // A header: `[table`, `[[token`.
  const header = /^\s*\[(\[?)\s*([\w.-]*)$/.exec(prefix);
  if (header) {
    const ctx = contextAt(root, doc.sliceString(0, line.from));
    if (ctx && ctx.depth === 1 && !ctx.inString) {
      return keyOptions(root, header[2], (v) => (header[1] ? isTableArray(root, v) : keysOf(root, v).size > 0));
    }
  }
  const ctx = contextAt(root, doc.sliceString(0, pos));
  if (!ctx || ctx.inComment || !ctx.top.node) return null;
  const valueOptions = (node, partial, quoted) => {
    const values = valuesOf(root, node);
    if (!values.length) return null;
    const options = values.map(({ value, info }) => ({
      label: String(value), type: typeof value === 'string' ? 'enum' : 'keyword', info,
      apply: typeof value === 'string' && !quoted ? `"${value}"` : String(value),
    }));
    return { from: pos - partial.length, options, validFor: /^[\w-]*$/ };
  };
  // A value: `key = "par`, `key = tr`.
  const value = /([A-Za-z0-9_.-]+)\s*=\s*("?)([\w-]*)$/.exec(prefix);
  if (value && ctx.top.kind === 'table') {
    const node = descend(root, ctx.top.node, value[1]);
    return node ? valueOptions(node, value[3], value[2] === '"') : null;
  }
  // An item of an array of strings: `when = ["pair", "pr`.
  const item = /(?:^|[[,])\s*("?)([\w-]*)$/.exec(prefix);
  if (ctx.top.kind === 'array' && item) return valueOptions(ctx.top.node, item[2], item[1] === '"');
  // A key: at a line's start in a table, or after `{` or `,` in an inline table.
  const key = /(?:^|[{,])\s*([A-Za-z0-9_.-]*)$/.exec(prefix);
  if (key && ctx.top.kind === 'table' && !ctx.inString) return keyOptions(ctx.top.node, key[1]);
  return null;
}

// ---- The tab ----------------------------------------------------------------------------------

/** Mounts the edit tab in `el`. */
export async function mount(el, ctx) {
  el.innerHTML = `
    <div class="edit-bar">
      <label><span data-word="edit-base"></span> <select id="edit-base"></select></label>
      <button type="button" id="edit-reset" data-word="edit-reset"></button>
      <button type="button" id="edit-download" data-word="edit-download"></button>
      <label class="edit-upload"><span data-word="edit-upload"></span> <input type="file" id="edit-upload" accept=".zip,application/zip"></label>
      <span id="edit-zip-status" role="status" aria-live="polite"></span>
    </div>
    <div class="edit-main">
      <nav class="edit-files-pane" aria-labelledby="edit-files-h">
        <h2 id="edit-files-h" data-word="edit-files"></h2>
        <ul id="edit-files"></ul>
      </nav>
      <div class="edit-editor-pane">
        <div id="edit-editor"></div>
      </div>
      <aside class="edit-check-pane">
        <p id="edit-status" role="status" aria-live="polite"></p>
        <ol id="edit-problems"></ol>
      </aside>
    </div>`;
  const $ = (sel) => el.querySelector(sel);
  const baseSelect = $('#edit-base');
  const fileList = $('#edit-files');
  const status = $('#edit-status');
  const problemList = $('#edit-problems');
  const zipStatus = $('#edit-zip-status');
  const translate = () => { for (const e of el.querySelectorAll('[data-word]')) e.textContent = ctx.word(e.dataset.word); };

  /** Each base's edited files: `{base, files, states, current, edited, problems, clean}`, kept across tab and base switches. */
  const sessions = new Map();
  let session = null;
  let timer = null;
  let zipMessage = null;

  const view = new EditorView({ parent: $('#edit-editor') });

  const newState = (path, text) => EditorState.create({
    doc: text,
    extensions: [
      basicSetup,
      lintGutter(),
      path.endsWith('.toml') ? tomlLanguage : [],
      EditorState.languageData.of(() => [{ autocomplete: schemaCompletion }]),
      EditorView.contentAttributes.of({ 'aria-label': path }),
      EditorView.updateListener.of((u) => {
        if (!session || u.view !== view) return;
        session.states[session.current] = u.state;
        if (u.docChanged) {
          session.files[session.current] = u.state.doc.toString();
          session.edited = true;
          status.textContent = ctx.word('edit-checking');
          clearTimeout(timer);
          timer = setTimeout(check, CHECK_DELAY_MS);
        }
      }),
    ],
  });

  function startSession(base, files, edited) {
    const s = { base, files: { ...files }, states: {}, current: null, edited, problems: [], clean: true };
    s.current = Object.keys(s.files).sort(fileOrder)[0];
    sessions.set(base, s);
    return s;
  }

  function show(base) {
    session = sessions.get(base) ?? startSession(base, Pack.builtinFiles(base), false);
    baseSelect.value = base;
    open(session.current);
    check();
  }

  /** Opens `path` in the editor, the cursor at `line`:`column` when given. */
  function open(path, line, column) {
    if (!Object.hasOwn(session.files, path)) return;
    session.current = path;
    session.states[path] ??= newState(path, session.files[path]);
    view.setState(session.states[path]);
    showDiagnostics();
    renderFiles();
    if (line) {
      const pos = place(view.state.doc, line, column);
      view.dispatch({ selection: { anchor: pos }, effects: EditorView.scrollIntoView(pos, { y: 'center' }) });
      view.focus();
    }
  }

  /** The offset of 1-based `line`:`column` in `doc`, kept inside it. */
  function place(doc, line, column = 1) {
    const l = doc.line(Math.min(Math.max(1, line), doc.lines));
    return l.from + Math.min(Math.max(0, (column ?? 1) - 1), l.length);
  }

  function showDiagnostics() {
    const doc = view.state.doc;
    const diagnostics = session.problems.filter((p) => p.file === session.current && p.line).map((p) => {
      const line = doc.line(Math.min(p.line, doc.lines));
      let from = place(doc, p.line, p.column);
      let to = from;
      while (to < line.to && /[\w.\-"]/.test(doc.sliceString(to, to + 1))) to++;
      if (to === from) { from = line.from; to = line.to; }
      return { from, to, severity: 'error', message: text(p), source: p.kind ?? undefined };
    });
    view.dispatch(setDiagnostics(view.state, diagnostics));
  }

  /** A problem's message without its place (shown apart) and its suggestion (shown in words). */
  function text(p) {
    let m = String(p.message ?? '');
    if (p.file && m.startsWith(`${p.file}:`)) m = m.replace(/^[^:]*:\d+:\d+:\s*/, '');
    if (p.suggestion) m = m.replace(/,?\s*did you mean `[^`]*`\?\s*$/, '');
    return p.suggestion ? `${m} — ${ctx.word('edit-suggestion', { s: p.suggestion })}` : m;
  }

  function renderFiles() {
    fileList.replaceChildren();
    for (const path of Object.keys(session.files).sort(fileOrder)) {
      const n = session.problems.filter((p) => p.file === path).length;
      const li = document.createElement('li');
      const b = document.createElement('button');
      b.type = 'button';
      b.dataset.file = path;
      b.textContent = path;
      if (path === session.current) b.setAttribute('aria-current', 'true');
      if (n) {
        const badge = document.createElement('span');
        badge.className = 'edit-count';
        badge.textContent = String(n);
        badge.title = ctx.word('edit-file-problems', { n });
        b.append(' ', badge);
      }
      b.addEventListener('click', () => open(path));
      li.append(b);
      fileList.append(li);
    }
  }

  function renderProblems() {
    problemList.replaceChildren();
    for (const p of session.problems) {
      const li = document.createElement('li');
      li.dataset.file = p.file ?? '';
      li.dataset.line = p.line ?? '';
      li.dataset.column = p.column ?? '';
      li.tabIndex = 0;
      const where = document.createElement('span');
      where.className = 'edit-where';
      where.textContent = p.file ? `${p.file}:${p.line ?? '?'}:${p.column ?? '?'}` : '';
      const what = document.createElement('span');
      what.className = 'edit-message';
      what.textContent = text(p);
      li.append(where, ' ', what);
      const go = () => p.file && open(p.file, p.line, p.column);
      li.addEventListener('click', go);
      li.addEventListener('keydown', (e) => { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); go(); } });
      problemList.append(li);
    }
    if (session.problems.length) status.textContent = ctx.word('edit-problems', { n: session.problems.length });
    else status.textContent = ctx.word(session.edited ? 'edit-clean-mod' : 'edit-clean', { base: session.base });
    status.classList.toggle('edit-bad', session.problems.length > 0);
    zipStatus.textContent = zipMessage ? ctx.word(zipMessage.word, zipMessage.args) : '';
    zipStatus.classList.toggle('edit-bad', !!zipMessage?.bad);
  }

  /** Checks every edited file as one pack; shares the mod when it checks clean. */
  function check() {
    clearTimeout(timer);
    const s = session;
    try {
      Pack.fromFiles(s.files).free();
      s.problems = [];
    } catch (e) {
      if (e instanceof ContentError) s.problems = [e, ...(e.more ?? [])].map((p) => ({ message: p.message, file: p.file, line: p.line, column: p.column, kind: p.kind, suggestion: p.suggestion }));
      else s.problems = [{ message: String(e?.message ?? e) }];
    }
    renderProblems();
    renderFiles();
    showDiagnostics();
    if (!s.problems.length && s.edited) ctx.set('mod', { base: s.base, files: { ...s.files } });
  }

  for (const id of ctx.tables) baseSelect.add(new Option(id, id));
  baseSelect.addEventListener('change', () => show(baseSelect.value));

  $('#edit-reset').addEventListener('click', () => {
    sessions.delete(session.base);
    zipMessage = null;
    show(session.base);
  });

  $('#edit-download').addEventListener('click', () => {
    const bytes = writeZip(session.files, session.base);
    const url = URL.createObjectURL(new Blob([bytes], { type: 'application/zip' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = `${session.base}-mod.zip`;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10000);
  });

  const upload = $('#edit-upload');
  upload.addEventListener('change', async () => {
    const file = upload.files?.[0];
    upload.value = '';
    if (!file) return;
    try {
      if (file.size > MAX_ZIP_BYTES) throw new ZipError('zip-file-too-big', { mb: MAX_ZIP_BYTES >> 20 });
      const { folder, files } = await readZip(new Uint8Array(await file.arrayBuffer()));
      // The base is the zip's folder when it names a built-in table (`<base>/`, as downloaded).
      const fromName = /^([a-z0-9_]+)-mod\.zip$/.exec(file.name)?.[1];
      const base = [folder, fromName].find((b) => ctx.tables.includes(b)) ?? session.base;
      startSession(base, files, true);
      zipMessage = { word: 'edit-uploaded', args: { n: Object.keys(files).length, name: file.name, base } };
      show(base);
    } catch (e) {
      zipMessage = { bad: true, word: 'edit-refused', args: { why: e instanceof ZipError ? ctx.word(e.word, e.args) : String(e?.message ?? e) } };
      renderProblems();
    }
  });

  ctx.on('lang', () => { translate(); renderProblems(); renderFiles(); showDiagnostics(); });
  translate();
  show(ctx.tables.includes('kessel') ? 'kessel' : ctx.tables[0]);
  // For the browser tests and the console: the editor and the current session.
  window.archeonEdit = { view, get session() { return session; }, check };
}
