// The dealer: a module Worker that holds the match and plays the bots' turns. It is the
// playground's "server": the whole state (every hand, the deck, the seed) stays in this Worker,
// and the page is told only what seat 0 may see — its observation, its view and log lines, its
// legal actions with their descriptions, its result lines and the rules. For the browser tests
// (which play the part of an auditor), the match is reachable here as `globalThis.dealer.match`;
// the page never reads it.
//
// Messages from the page: {type: 'new', table, files, seats, seed, bot, lang, delay},
// {type: 'act', action}, {type: 'lang', lang}. To the page: {type: 'state', ...} (see `state()`)
// and {type: 'error', message}.
//
// `Dealer` is exported so that Node can play the same loop without a Worker.

import { load, Pack, Match } from '../archeon.js';

/** The human's seat. */
export const HUMAN = 0;

/** The seed a bot gets for its choice at `step` of the match from `seed`. */
export const botSeed = (seed, step) => BigInt.asUintN(64, BigInt(seed) * 1000003n + BigInt(step) + 1n);

export class Dealer {
  /** `post(message)` sends a message to the page. */
  constructor(post) {
    this.post = post;
    this.match = null;
    this.generation = 0;
  }

  /** A new match; the bots play until seat 0 is due or the match is over. */
  start({ table, files, seats, seed, bot = 'heuristic', lang = 'en', delay = 0 }) {
    this.generation++;
    if (this.match) this.match.free();
    this.match = null;
    if (this.pack) this.pack.free();
    this.pack = files ? Pack.fromFiles(files) : Pack.builtin(table);
    const [lo, hi] = this.pack.seatRange();
    this.seats = Math.min(hi, Math.max(lo, Number(seats) || lo));
    // No seed asked for: the dealer draws one, and the page never learns it.
    this.seed = seed === undefined || seed === null || seed === '' ? crypto.getRandomValues(new Uint32Array(1))[0] : Number(seed) || 0;
    this.bot = bot;
    this.lang = lang;
    this.delay = Math.max(0, Number(delay) || 0);
    this.step = 0;
    this.cursor = 0;
    this.match = new Match(this.pack, this.seats, this.seed);
    this.post({ type: 'started', family: this.pack.family, table: this.pack.id, seats: this.seats, help: this.match.helpLines(lang) });
    this.run(true);
  }

  /** Seat 0 takes `action` (ignored unless it is seat 0's turn and the action is legal now). */
  act(action) {
    const m = this.match;
    if (!m || m.pending()?.seat !== HUMAN || !m.legalActions(HUMAN).includes(action)) return;
    m.apply(HUMAN, action);
    this.step++;
    this.run(false);
  }

  /** Every text again in `lang`: the whole log, the view, the moves, the rules. */
  relang(lang) {
    this.lang = lang;
    if (!this.match) return;
    this.cursor = 0;
    this.post({ type: 'help', help: this.match.helpLines(lang) });
    this.send(true, this.busy);
  }

  /** Plays the bots' turns (one every `delay` ms), telling the page after each move. */
  run(reset) {
    const gen = this.generation;
    const m = this.match;
    const next = () => {
      for (;;) {
        if (gen !== this.generation) return;
        const p = m.pending();
        if (!p || p.seat === HUMAN) {
          this.busy = false;
          this.send(false, false);
          return;
        }
        const a = m.botChoice(p.seat, this.bot, botSeed(this.seed, this.step));
        m.apply(p.seat, a ?? m.legalActions(p.seat)[0]);
        this.step++;
        if (this.delay && !this.humanOut()) {
          this.send(false, true);
          setTimeout(next, this.delay);
          return;
        }
      }
    };
    this.busy = true;
    this.send(reset, true);
    next();
  }

  /** Whether seat 0 is out of the match (then the bots play the rest without pauses). */
  humanOut() {
    const p = this.match.observe(HUMAN).players?.[HUMAN];
    return Boolean(p && (p.out === true || p.in_match === false));
  }

  /** What seat 0 may see now. */
  send(reset, busy) {
    const m = this.match;
    const lang = this.lang;
    const { lines, cursor } = m.eventLines(HUMAN, reset ? 0 : this.cursor, lang);
    this.cursor = cursor;
    const mine = !busy && m.pending()?.seat === HUMAN;
    const over = m.isOver();
    this.post({
      type: 'state',
      busy,
      observation: m.observe(HUMAN),
      view: m.view(HUMAN, lang),
      legal: mine ? m.legalActions(HUMAN).map((action) => ({ action, text: m.describe(action, HUMAN, lang) })) : [],
      log: lines,
      logReset: reset,
      over,
      result: over ? m.resultLines(HUMAN, lang) : [],
    });
  }
}

const inWorker = typeof WorkerGlobalScope !== 'undefined' && globalThis instanceof WorkerGlobalScope;
if (inWorker) {
  const post = (msg) => globalThis.postMessage(msg);
  const dealer = new Dealer(post);
  // For the tests (the auditor): the dealer's own match, never posted to the page.
  globalThis.dealer = {
    get match() { return dealer.match; },
    get seats() { return dealer.seats; },
  };
  let ready = null;
  globalThis.onmessage = async (e) => {
    const msg = e.data;
    try {
      if (msg.type === 'init') {
        // The page's compiled module when it sent one; else the package's URL (`load` takes either).
        ready = load(msg.wasmModule ?? msg.wasmUrl);
        await ready;
        post({ type: 'ready' });
        return;
      }
      await ready;
      if (msg.type === 'new') dealer.start(msg);
      else if (msg.type === 'act') dealer.act(msg.action);
      else if (msg.type === 'lang') dealer.relang(msg.lang);
    } catch (err) {
      post({ type: 'error', message: String(err && err.message ? err.message : err) });
    }
  };
}
