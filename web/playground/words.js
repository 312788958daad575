// The playground's own words (tabs, buttons, labels) in each language, from words.json and
// each tab's <tab>.words.json: data,
// not code, like the library's catalogues. A word missing in a language falls back to English;
// `{name}` in a word is replaced by the argument `name`.

let words = { en: {} };

/** The files of words: the shell's, then each tab's. */
const FILES = ['words.json', 'play.words.json', 'edit.words.json', 'measure.words.json'];

/** Loads and merges the word files beside this module. */
export async function loadWords() {
  const parts = await Promise.all(FILES.map(async (f) => (await fetch(new URL(`./${f}`, import.meta.url))).json()));
  words = {};
  for (const part of parts) for (const [lang, entries] of Object.entries(part)) words[lang] = { ...words[lang], ...entries };
}

/** Whether the playground has words in `lang`. */
export const wordsIn = (lang) => Object.hasOwn(words, lang);

/** Word `key` in `lang`, its `{name}`s filled from `args`. */
export function word(lang, key, args = {}) {
  const text = words[lang]?.[key] ?? words.en?.[key] ?? key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (Object.hasOwn(args, name) ? String(args[name]) : `{${name}}`));
}
