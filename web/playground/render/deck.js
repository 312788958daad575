// A Corellian pack's deck from its table.toml: the faces by index, as the library deals them
// (each suit's ranks then its faces, suit by suit, then each special's copies). Public pack data:
// the page reads it to name the cards the observation gives by index.

/** The `{lang: text}` of an inline table like `{ ru = "…", en = "…" }`. */
function names(text) {
  const out = {};
  for (const m of text.matchAll(/([A-Za-z-]+)\s*=\s*"((?:[^"\\]|\\.)*)"/g)) out[m[1]] = m[2];
  return out;
}

/** The entries `{ id = "…", name = { … }, value = n, copies = n }` of array `key` in `section`. */
function entries(section, key) {
  const start = section.search(new RegExp(`^${key}\\s*=\\s*\\[`, 'm'));
  if (start < 0) return [];
  const body = section.slice(start, section.indexOf('\n]', start) + 2);
  const out = [];
  for (const m of body.matchAll(/\{\s*id\s*=\s*"([^"]+)"\s*,\s*name\s*=\s*\{([^}]*)\}([^}]*)\}/g)) {
    const rest = m[3];
    const num = (k) => { const r = rest.match(new RegExp(`${k}\\s*=\\s*(-?\\d+)`)); return r ? Number(r[1]) : undefined; };
    out.push({ id: m[1], names: names(m[2]), value: num('value'), copies: num('copies') ?? 1 });
  }
  return out;
}

/** The deck of a corellian `table.toml`: `[{suit, rank, face, names, value}]` by card index, or
 * `null` when the text has no deck this reader understands. */
export function corellianDeck(toml) {
  if (typeof toml !== 'string') return null;
  const at = toml.search(/^\[deck\]/m);
  if (at < 0) return null;
  const next = toml.slice(at + 6).search(/^\[/m);
  const section = next < 0 ? toml.slice(at) : toml.slice(at, at + 6 + next);
  const suits = entries(section, 'suits');
  const faces = entries(section, 'faces');
  const specials = entries(section, 'specials');
  const r = section.match(/^ranks\s*=\s*\{\s*from\s*=\s*(-?\d+)\s*,\s*to\s*=\s*(-?\d+)/m);
  if (!suits.length || !r) return null;
  const deck = [];
  for (const suit of suits) {
    for (let v = Number(r[1]); v <= Number(r[2]); v++) deck.push({ suit: suit.id, suitNames: suit.names, rank: v, value: v });
    for (const f of faces) deck.push({ suit: suit.id, suitNames: suit.names, face: f.id, names: f.names, value: f.value });
  }
  for (const s of specials) for (let c = 0; c < s.copies; c++) deck.push({ special: s.id, names: s.names, value: s.value });
  return deck;
}

/** Every `id = "…"` with a `name = { lang = "…" }` beside it in a pack's TOML files:
 * `{id: {lang: name}}` (tokens, planets, archive cards, spells, suits, fronts, the table). */
export function packNames(files) {
  const out = {};
  for (const [path, text] of Object.entries(files ?? {})) {
    if (typeof text !== 'string') continue;
    const ftl = /(?:^|\/)([A-Za-z-]+)\.ftl$/.exec(path);
    if (ftl) {
      // A catalogue of another language: `<where>-<id> =` then `    .name = <name>`; `table` is the table.
      for (const m of text.matchAll(/^([\w-]+)\s*=[^\S\n]*\n[^\S\n]+\.name\s*=\s*(.+)$/gm)) {
        const id = m[1] === 'table' ? '@table' : m[1].split('-').pop();
        (out[id] ??= {})[ftl[1]] ??= m[2].trim();
      }
      continue;
    }
    if (!path.endsWith('.toml')) continue;
    for (const m of text.matchAll(/\bid\s*=\s*"([^"]+)"[^\n{]*\n?[^\S\n]*name\s*=\s*\{([^}]*)\}/g)) {
      out[m[1]] = { ...names(m[2]), ...out[m[1]] };
    }
  }
  return out;
}

/** The ids of a sabacc deck's families, in order (`blood`, `sand` in the shipped packs). */
export function sabaccFamilies(toml) {
  if (typeof toml !== 'string') return [];
  const at = toml.search(/^\[deck\]/m);
  if (at < 0) return [];
  return entries(toml.slice(at), 'families').map((f) => f.id);
}
