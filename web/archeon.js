// Archeon for JavaScript: the session API of the WebAssembly package (`pkg/`, made by
// `bash build.sh`) with its refusals as `Error` subclasses. Types: `archeon.d.ts`.
//
// Every refused call throws an `ArcheonError` subclass carrying the library's message and
// changes nothing: `ContentError` (with `file`, `line`, `column`, `path`, `kind`, `suggestion`
// and the load's other problems in `more`), `SeatError`, `ActionError`, `SaveError`,
// `MatchError` (a simulated match that failed) and `ArgumentError` (a value the call cannot
// take). Seeds are BigInts or whole Numbers.
//
// Ownership: a `Pack` and a `Match` hold memory in the module's heap; `free()` gives it back
// at once (a garbage-collected wrapper gives it back later by itself).

import init, * as raw from './pkg/archeon_web.js';

/** The base of every refusal of the library. */
export class ArcheonError extends Error {
  constructor(message, options) {
    super(message, options);
    this.name = new.target.name;
  }
}
/** A pack's files refused: where (`file`, `line`, `column`, `path`) and what (`kind`, `suggestion`). */
export class ContentError extends ArcheonError {}
/** A seat the match does not have. */
export class SeatError extends ArcheonError {}
/** An action refused: not the seat's turn, or not legal now. */
export class ActionError extends ArcheonError {}
/** Bytes that are not a save of this pack. */
export class SaveError extends ArcheonError {}
/** A simulated match that failed (a broken promise under `check`). */
export class MatchError extends ArcheonError {}
/** A value the call cannot take: an unknown table, bot, language or option. */
export class ArgumentError extends ArcheonError {}

const CLASSES = { ContentError, SeatError, ActionError, SaveError, MatchError, ArgumentError };
const CONTENT_FIELDS = ['file', 'line', 'column', 'path', 'kind', 'suggestion', 'more'];

/** The package's thrown `Error` as its subclass (an error of JavaScript itself passes as it is). */
function typed(e) {
  const Class = e instanceof Error && Object.hasOwn(CLASSES, e.name) ? CLASSES[e.name] : undefined;
  if (!Class) return e;
  const out = new Class(e.message, { cause: e });
  if (Class === ContentError) for (const k of CONTENT_FIELDS) out[k] = e[k];
  return out;
}

/** Calls `f`, throwing the package's refusals as `ArcheonError`s. */
function guard(f) {
  try {
    return f();
  } catch (e) {
    throw typed(e);
  }
}

/** A whole number in `0..=max` (a seat, an action id, a count); an `ArgumentError` for anything
 * else (the package would otherwise wrap it). */
function whole(value, what, max) {
  if (!Number.isInteger(value) || value < 0 || value > max) {
    throw new ArgumentError(`${what} is a whole number from 0 to ${max}, not ${String(value).slice(0, 40)}`);
  }
  return value;
}
const U8 = 0xff;
const U32 = 0xffffffff;

/** Marks a `Match` made around the package's own object (`load`, `determinize`). */
const WRAP = Symbol('wrap');

/** A seed as a u64 BigInt: a BigInt or a whole Number from 0 to 2^64 - 1; an `ArgumentError`
 * for anything else (the package would otherwise wrap a negative or huge BigInt). */
function big(seed) {
  const n = typeof seed === 'number' && Number.isSafeInteger(seed) ? BigInt(seed) : seed;
  if (typeof n !== 'bigint' || n < 0n || n > 0xffffffffffffffffn) {
    throw new ArgumentError(`a seed is a whole number from 0 to 2^64 - 1, not ${String(seed).slice(0, 40)}`);
  }
  return n;
}

/** Loads the module: in a browser from `pkg/archeon_web_bg.wasm` beside this file, or from `source`. */
export async function load(source) {
  await init(source === undefined ? undefined : { module_or_path: source });
}

/** Loads the module from its bytes or a compiled `WebAssembly.Module`, at once (Node, Workers). */
export function loadSync(module) {
  raw.initSync({ module });
}

/** The ids of the built-in tables. */
export const builtinTables = () => raw.builtinTables();
/** The bots' names, weakest first. */
export const botNames = () => raw.botNames();
/** The kinds of pack file a JSON Schema is offered for. */
export const schemaKinds = () => raw.schemaKinds();
/** The JSON Schema of the pack files of `kind`. */
export const schema = (kind) => guard(() => raw.schema(kind));

/** A table's rules and words. */
export class Pack {
  #raw;
  constructor(inner) {
    if (!(inner instanceof raw.Pack)) throw new ArgumentError('a Pack comes from Pack.builtin or Pack.fromFiles');
    this.#raw = inner;
  }
  /** A built-in table by id. */
  static builtin(id) {
    return new Pack(guard(() => raw.Pack.builtin(id)));
  }
  /** A built-in table's own files, `{path: text}`: where a mod starts. */
  static builtinFiles(id) {
    return guard(() => raw.Pack.builtinFiles(id));
  }
  /** A pack from its files, `{path: text}`; a `ContentError` at the first problem. */
  static fromFiles(files) {
    return new Pack(guard(() => raw.Pack.fromFiles(files)));
  }
  get id() { return this.#raw.id; }
  get family() { return this.#raw.family; }
  /** `[fewest, most]` seats. */
  seatRange() { return Array.from(this.#raw.seatRange()); }
  /** The languages its texts are offered in, English first. */
  languages() { return this.#raw.languages(); }
  /** Gives its memory back now. */
  free() { this.#raw.free(); }
  /** @internal the package's own object */
  static inner(pack) {
    if (!(pack instanceof Pack)) throw new ArgumentError('expected a Pack');
    return pack.#raw;
  }
}

/** A match: the whole state, hidden cards included; a seat sees only what `observe`, `view`
 * and `eventLines` give it. Keep it where players cannot read it (a Worker, a server). */
export class Match {
  #raw;
  /** A new match of `pack` at `seats` seats from `seed`. */
  constructor(pack, seats, seed) {
    this.#raw = pack === WRAP ? seats : guard(() => new raw.Match(Pack.inner(pack), whole(seats, 'seats', U8), big(seed)));
  }
  static #wrap(inner) {
    return new Match(WRAP, inner);
  }
  /** A match from a save of `pack`. */
  static load(pack, bytes) {
    return Match.#wrap(guard(() => raw.Match.load(Pack.inner(pack), bytes)));
  }
  /** `{seat, kind}` of the decision due, or `undefined` when the match is over. */
  pending() { return this.#raw.pending(); }
  isOver() { return this.#raw.isOver(); }
  /** The actions `seat` may take now. */
  legalActions(seat) { return Array.from(guard(() => this.#raw.legalActions(whole(seat, 'a seat', U8)))); }
  /** Takes `action` for `seat`. */
  apply(seat, action) { guard(() => this.#raw.apply(whole(seat, 'a seat', U8), whole(action, 'an action', U32))); }
  /** What `seat` may see, as a plain object. */
  observe(seat) { return guard(() => this.#raw.observe(whole(seat, 'a seat', U8))); }
  /** `{events, cursor}`: what `seat` was told from `cursor` on. */
  events(seat, cursor = 0) { return guard(() => this.#raw.events(whole(seat, 'a seat', U8), whole(cursor, 'a cursor', U32))); }
  /** `{lines, cursor}`: the log's lines `seat` may read from `cursor` on, in `lang`. */
  eventLines(seat, cursor = 0, lang) { return guard(() => this.#raw.eventLines(whole(seat, 'a seat', U8), whole(cursor, 'a cursor', U32), lang)); }
  /** `seat`'s view of the table as lines of text in `lang`. */
  view(seat, lang) { return guard(() => this.#raw.view(whole(seat, 'a seat', U8), lang)); }
  /** `action` as `viewer` may read it, in `lang`. */
  describe(action, viewer, lang) { return guard(() => this.#raw.describe(whole(action, 'an action', U32), whole(viewer, 'a seat', U8), lang)); }
  /** The table's rules summary and hand ladder. */
  helpLines(lang) { return guard(() => this.#raw.helpLines(lang)); }
  /** The result's lines for `seat` (empty while the match goes on). */
  resultLines(seat, lang) { return guard(() => this.#raw.resultLines(whole(seat, 'a seat', U8), lang)); }
  /** The save's bytes: they hold the seed, keep them from players. */
  save() { return guard(() => this.#raw.save()); }
  /** A sample of the match as `seat` knows it, hidden parts drawn from `seed`. */
  determinize(seat, seed) { return Match.#wrap(guard(() => this.#raw.determinize(whole(seat, 'a seat', U8), big(seed)))); }
  /** Bot `kind`'s choice for `seat` from what `seat` may see (`undefined` when it is not to act). */
  botChoice(seat, kind, seed) { return guard(() => this.#raw.botChoice(whole(seat, 'a seat', U8), kind, big(seed))); }
  /** Gives its memory back now. */
  free() { this.#raw.free(); }
}

/** Plays `options.matches` matches with bots on this thread (a page: in a Worker); the report's JSON. */
export function sim(pack, options = {}, progress) {
  return guard(() => raw.sim(Pack.inner(pack), options, progress));
}

/** Plays the same seeds with packs `a` and `b` of one family; the report's JSON. */
export function compare(a, b, options = {}, progress) {
  return guard(() => raw.compare(Pack.inner(a), Pack.inner(b), options, progress));
}

/** The speed test's loop: `matches` random playouts; the actions taken (with `play` false,
 * the matches are only set up: what the loop spends besides its actions). */
export function randomPlayouts(pack, seats, seed, matches, play = true) {
  return guard(() => raw.randomPlayouts(Pack.inner(pack), whole(seats, 'seats', U8), big(seed), whole(matches, 'matches', U32), play));
}
