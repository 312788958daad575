// Types of archeon.js: Archeon's session API over WebAssembly.

/** Loads the module: in a browser from `pkg/archeon_web_bg.wasm` beside archeon.js, or from `source`. */
export function load(source?: string | URL | Response | BufferSource | WebAssembly.Module): Promise<void>;
/** Loads the module at once from its bytes or a compiled module (Node, Workers). */
export function loadSync(module: BufferSource | WebAssembly.Module): void;

/** The base of every refusal of the library; a refused call changes nothing. */
export class ArcheonError extends Error {}
/** One problem of a pack's files. */
export interface ContentProblem {
  message: string;
  /** The file, as named in `Pack.fromFiles`. */
  file: string;
  /** 1-based line and column (0 when the problem has no place in a file). */
  line: number;
  column: number;
  /** The key path, e.g. `tokens[2].value`. */
  path: string;
  /** What kind of problem (`UnknownKey`, `Missing`, `Syntax`...). */
  kind: string;
  /** The nearest valid key or id, when there is one. */
  suggestion: string | null;
}
/** A pack's files refused: the first problem (its fields merged from `ContentProblem`), the
 * others in `more`. */
export interface ContentError extends ContentProblem {}
export class ContentError extends ArcheonError {
  more: ContentProblem[];
}
export class SeatError extends ArcheonError {}
export class ActionError extends ArcheonError {}
export class SaveError extends ArcheonError {}
export class MatchError extends ArcheonError {}
export class ArgumentError extends ArcheonError {}

/** A seat: 0 .. seats - 1. */
export type Seat = number;
/** An action id of the table (stable across matches of a pack). */
export type ActionId = number;
/** A seed: a BigInt, or a whole Number up to 2^53. */
export type Seed = bigint | number;

export function builtinTables(): string[];
export function botNames(): string[];
export function schemaKinds(): string[];
/** The JSON Schema (draft 7) of the pack files of `kind`. */
export function schema(kind: string): Record<string, unknown>;

export class Pack {
  static builtin(id: string): Pack;
  /** A built-in table's own files: where a mod starts. */
  static builtinFiles(id: string): Record<string, string>;
  /** Throws `ContentError`. */
  static fromFiles(files: Record<string, string>): Pack;
  readonly id: string;
  /** `sabacc`, `fronts`, `corellian`, `pazaak`, or a studio's own. */
  readonly family: string;
  seatRange(): [number, number];
  languages(): string[];
  free(): void;
}

/** The decision due. */
export interface Pending {
  seat: Seat;
  /** The kind of decision (`bet`, `draw`, `claim`...). */
  kind: string;
}

/** What a seat may see: the family's observation as JSON (`tables::*::…Observation` in the
 * Rust docs); `family` names which. */
export interface Observation {
  [key: string]: unknown;
}

/** A public event of the match as a seat was told it. */
export interface MatchEvent {
  [key: string]: unknown;
}

export class Match {
  constructor(pack: Pack, seats: number, seed: Seed);
  /** Throws `SaveError`. */
  static load(pack: Pack, bytes: Uint8Array): Match;
  pending(): Pending | undefined;
  isOver(): boolean;
  legalActions(seat: Seat): ActionId[];
  /** Throws `ActionError` or `SeatError`, and changes nothing then. */
  apply(seat: Seat, action: ActionId): void;
  observe(seat: Seat): Observation;
  events(seat: Seat, cursor?: number): { events: MatchEvent[]; cursor: number };
  eventLines(seat: Seat, cursor?: number, lang?: string): { lines: string[]; cursor: number };
  view(seat: Seat, lang?: string): string[];
  describe(action: ActionId, viewer: Seat, lang?: string): string | undefined;
  helpLines(lang?: string): string[];
  resultLines(seat: Seat, lang?: string): string[];
  /** Holds the seed: keep it from players. */
  save(): Uint8Array;
  determinize(seat: Seat, seed: Seed): Match;
  botChoice(seat: Seat, bot: string, seed: Seed): ActionId | undefined;
  free(): void;
}

export interface SimOptions {
  /** Matches to play (default 100, at most 1,000,000). */
  matches?: number;
  seats?: number;
  /** Match i plays seed `seed + i`. */
  seed?: Seed;
  /** One of `botNames()` (default `heuristic`). */
  bot?: string;
  /** Check every promise after every action. */
  check?: boolean;
}
/** `archeon sim --report`'s report.json. */
export interface SimReport {
  table: string;
  family: string;
  matches: number;
  seats: number;
  wins: number[];
  elapsed_ms: number;
  [key: string]: unknown;
}
export interface CompareReport {
  measures: Array<Record<string, unknown>>;
  report_a: SimReport;
  report_b: SimReport;
  [key: string]: unknown;
}
export type Progress = (done: number, total: number) => void;

/** Plays bots' matches on this thread (a page: in a Worker). Throws `ArgumentError`, `MatchError`. */
export function sim(pack: Pack, options?: SimOptions, progress?: Progress): SimReport;
/** Plays the same seeds with two packs of one family. */
export function compare(a: Pack, b: Pack, options?: SimOptions, progress?: Progress): CompareReport;
/** The speed test's loop: random playouts; the actions taken (`play` false: setups only). */
export function randomPlayouts(pack: Pack, seats: number, seed: Seed, matches: number, play?: boolean): number;
