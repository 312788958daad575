// The table drawn from seat 0's observation: one drawing function per family (sabacc, fronts,
// corellian, pazaak) and a fallback that shows the view's lines. A face-up card carries
// `data-card="<label>"` (`cardLabel`); a card seat 0 may not see is a `<div class="card back">`
// with nothing on it. Each seat's area is `[data-seat="N"]`. Nothing here reads anything but
// the observation, the view lines and the pack's public files (for names).

import { corellianDeck, packNames, sabaccFamilies } from './render/deck.js';

export { corellianDeck, packNames, sabaccFamilies };

const SABACC_FAMILIES = ['blood', 'sand'];

/** A stable, language-free label of a card's face in `family`'s observations. */
export function cardLabel(family, card) {
  switch (family) {
    case 'sabacc':
      return `${SABACC_FAMILIES[card.family] ?? `f${card.family}`}-${card.kind === 'value' ? card.value : card.kind}`;
    case 'fronts':
      return card.spell ? `${card.kind}-${card.spell}` : `${card.kind}-${card.value}`;
    case 'corellian_sabacc':
      return `c${card}`;
    case 'pazaak_table':
      if (typeof card === 'string') return `side-${card}`;
      if (card.slot !== undefined || card.kind === 'side') return `side-${card.card}`;
      return `${card.kind}-${card.value}`;
    default:
      return JSON.stringify(card);
  }
}

/** Every card seat `obs.seat` sees face up in its observation: `[{label, seat}]` (`seat` the
 * holder, `null` for the table's cards). The drawing shows no face-up card but these. */
export function visibleCards(obs) {
  const out = [];
  const add = (card, seat) => { if (card !== null && card !== undefined) out.push({ label: cardLabel(obs.family, card), seat }); };
  switch (obs.family) {
    case 'sabacc':
      for (const c of obs.hand ?? []) add(c, obs.seat);
      for (const c of obs.discard_tops ?? []) add(c, null);
      for (const [s, cards] of obs.revealed ?? []) for (const c of cards) add(c, s);
      for (const [s, c] of obs.table?.shown ?? []) add(c, s);
      break;
    case 'fronts':
      for (const c of obs.hand ?? []) add(c, obs.seat);
      for (const f of obs.fronts ?? []) f.sides.forEach((side, s) => { for (const c of side.cards) add(c, s); });
      break;
    case 'corellian_sabacc':
      for (const c of obs.hand ?? []) add(c, obs.seat);
      obs.players.forEach((p, s) => { for (const c of p.field ?? []) add(c, s); });
      break;
    case 'pazaak_table':
      for (const c of obs.hand ?? []) add(c, obs.seat);
      (obs.tables ?? []).forEach((t, s) => { for (const c of t.cards) add(c, s); });
      break;
    default:
  }
  return out;
}

// ---- small builders ----

function el(tag, cls, text) {
  const e = document.createElement(tag);
  if (cls) e.className = cls;
  if (text !== undefined && text !== null) e.textContent = String(text);
  return e;
}

function add(parent, ...kids) {
  for (const k of kids) if (k) parent.append(k);
  return parent;
}

/** A face-up card: big `rank`, small `suit` and `sub` lines. */
function card(label, rank, suit, { cls = '', sub, title } = {}) {
  const c = el('div', `card face ${cls}`.trim());
  c.dataset.card = label;
  add(c, el('span', 'rank', rank), suit ? el('span', 'suit', suit) : null, sub ? el('span', 'sub', sub) : null);
  if (title) c.title = title;
  return c;
}

/** A card seat 0 may not see. */
function back() {
  return el('div', 'card back');
}

/** `n` backs (at most 12 drawn, then a count). */
function backs(n) {
  const row = el('div', 'cards');
  for (let i = 0; i < Math.min(n, 12); i++) row.append(back());
  if (n > 12) row.append(el('span', 'more', `+${n - 12}`));
  return row;
}

/** A stack of chips with its number. */
function chips(n, caption, cls = '') {
  const box = el('div', `chips ${cls}`.trim());
  const stack = el('div', 'stack');
  const discs = Math.max(0, Math.min(6, Math.ceil(Math.log2((Number(n) || 0) + 1))));
  for (let i = 0; i < discs; i++) stack.append(el('i', 'chip'));
  add(box, stack, el('span', 'amount', n), caption ? el('span', 'caption', caption) : null);
  return box;
}

/** A pile: a deck's back with its count. */
function pile(n, caption) {
  const box = el('div', 'pile');
  add(box, n > 0 ? back() : el('div', 'card empty'), el('span', 'caption', `${caption} · ${n}`));
  return box;
}

function seatArea(seat, opts, { me, active, out }) {
  const area = el('div', `seat${me ? ' me' : ''}${active ? ' active' : ''}${out ? ' out' : ''}`);
  area.dataset.seat = String(seat);
  area.append(el('div', 'seat-name', me ? opts.word('play-you') : opts.word('play-seat', { n: seat })));
  return area;
}

/** The pack's name of `id` in the current language (English, then a card kind's UI word, then
 * the id made readable). */
function namer(opts) {
  return (id) => {
    const n = opts.names?.[id];
    if (n?.[opts.lang] ?? n?.en) return n[opts.lang] ?? n.en;
    const kind = opts.word(`play-kind-${id}`);
    if (kind !== `play-kind-${id}`) return kind;
    return String(id).replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase());
  };
}

const turnOf = (obs) => obs.pending?.seat ?? obs.to_act ?? null;

// ---- sabacc (kessel, archeon) ----

function sabacc(board, obs, opts) {
  const name = namer(opts);
  const famIds = opts.families?.length ? opts.families : SABACC_FAMILIES;
  const famName = (f) => name(famIds[f] ?? `family ${f}`);
  const face = (c, sub) => card(cardLabel('sabacc', c),
    c.kind === 'value' ? c.value : c.kind === 'sylop' ? '∅' : c.kind === 'impostor' ? '?' : c.kind,
    c.kind === 'value' ? famName(c.family) : `${famName(c.family)} · ${name(c.kind)}`,
    { cls: `fam-${famIds[c.family] ?? c.family}`, sub });
  const t = obs.table;
  const center = el('div', 'center');
  const piles = el('div', 'piles');
  (obs.deck_sizes ?? []).forEach((n, f) => piles.append(pile(n, famName(f))));
  (obs.discard_tops ?? []).forEach((c, f) => {
    const box = el('div', 'pile');
    add(box, c ? face(c, t?.discard_archive?.[f] ? name(t.discard_archive[f].id) : undefined) : el('div', 'card empty'),
      el('span', 'caption', `${opts.word('play-discard')} · ${obs.discard_sizes?.[f] ?? 0}`));
    piles.append(box);
  });
  center.append(piles);
  const info = el('div', 'table-info');
  info.append(el('span', 'round', opts.word('play-round', { round: obs.round, circuit: (obs.circuit ?? 0) + 1, circuits: obs.circuits })));
  if (t) {
    info.append(chips(t.bank, opts.word('play-bank'), 'bank'));
    info.append(el('span', 'badge', `${opts.word('play-ante')} ${t.ante} · x${t.multiplier}`));
    if (t.planet) info.append(el('span', 'badge planet', name(t.planet)));
    for (const cl of t.claims ?? []) {
      info.append(el('span', 'badge claim', `${opts.word('play-seat', { n: cl.seat })}: ${famName(cl.family)} ${cl.kind}${cl.challenged ? ' ✗' : ''}`));
    }
  }
  for (const e of obs.effects ?? []) if (e.source !== 'planet') info.append(el('span', 'badge effect', name(e.id)));
  center.append(info);

  const seats = el('div', 'seats');
  const revealed = new Map(obs.revealed ?? []);
  const shown = new Map();
  for (const [s, c] of t?.shown ?? []) shown.set(`${s}:${c.family}`, c);
  obs.players.forEach((p, s) => {
    const me = s === obs.seat;
    const area = seatArea(s, opts, { me, active: turnOf(obs) === s, out: p.out });
    const money = el('div', 'money');
    add(money, chips(p.chips, opts.word('play-chips')));
    if (t) money.append(chips(p.paid, opts.word('play-paid'), 'pot'));
    else money.append(chips(p.pot, opts.word('play-pot'), 'pot'));
    area.append(money);
    const hand = el('div', 'cards hand');
    if (me) {
      (obs.hand ?? []).forEach((c, i) => hand.append(face(c, t?.hand_archive?.[i] ? name(t.hand_archive[i].id) : undefined)));
    } else if (!p.out && !p.exited) {
      const rev = revealed.get(s);
      if (rev) for (const c of rev) hand.append(face(c));
      else {
        for (let f = 0; f < (obs.hand?.length || 2); f++) {
          const c = shown.get(`${s}:${f}`);
          hand.append(c ? face(c) : back());
        }
      }
    }
    area.append(hand);
    const flags = el('div', 'flags');
    if (s === obs.first) flags.append(el('span', 'badge', opts.word('play-first')));
    if (p.stood) flags.append(el('span', 'badge', opts.word('play-stood')));
    if (p.exited) flags.append(el('span', 'badge', opts.word('play-exited')));
    if (p.out) flags.append(el('span', 'badge out', opts.word('play-out')));
    flags.append(el('span', 'badge', `${opts.word('play-tokens')} ${p.tokens_held}`));
    if (t) flags.append(el('span', 'badge', `${opts.word('play-entourage')} ${p.entourage}`));
    area.append(flags);
    if (me) {
      const tokens = el('div', 'tokens');
      for (const id of obs.tokens ?? []) {
        const tk = el('span', 'token', name(id));
        tk.dataset.token = id;
        tokens.append(tk);
      }
      for (const c of t?.entourage ?? []) {
        const tk = el('span', `token entourage ${c.light ? 'light' : 'dark'}`, `${name(c.id)} · ${name(c.sign)}${c.tier ? ` ${c.tier}` : ''}`);
        tk.dataset.token = c.id;
        tokens.append(tk);
      }
      area.append(tokens);
    }
    seats.append(area);
  });
  // Seat 0 at the bottom, the others across the top.
  const others = el('div', 'others');
  const mine = [...seats.children].find((a) => a.dataset.seat === String(obs.seat));
  for (const a of [...seats.children]) if (a !== mine) others.append(a);
  add(board, others, center, mine);
}

// ---- fronts (arcana, prof_arcana) ----

function frontsTable(board, obs, opts) {
  const name = namer(opts);
  const me = obs.seat;
  const opp = 1 - me;
  // The fronts' names as the view's heading row gives them, in the current language.
  const heading = (opts.view ?? []).find((l) => l.trim() && l.trim().split(/\s{2,}/).length === obs.fronts.length + 1);
  const frontNames = heading ? heading.trim().split(/\s{2,}/).slice(1) : null;
  const face = (c, mine) => {
    if (c === null) return back();
    const rank = c.spell ? '✦' : c.value;
    const el2 = card(cardLabel('fronts', c), rank, c.spell ? name(c.spell) : name(c.kind), { cls: `kind-${c.kind}${c.face_down ? ' face-down' : ''}` });
    if (c.face_down && mine) el2.title = opts.word('play-face-down');
    return el2;
  };
  // Aura and a deck belong to the professional table; the plain one shows neither.
  const pro = Boolean(obs.deck) || (obs.aura ?? []).some((a) => a);
  const top = seatArea(opp, opts, { me: false, active: turnOf(obs) === opp });
  add(top, backs(obs.other_hand ?? 0), el('div', 'flags'));
  if (pro) top.lastChild.append(el('span', 'badge', `${opts.word('play-aura')} ${obs.aura?.[opp] ?? 0}`));
  const cols = el('div', 'fronts');
  obs.fronts.forEach((f, i) => {
    const col = el('div', `front${f.temporary ? ' temporary' : ''}${f.veiled ? ' veiled' : ''}${f.inverted ? ' inverted' : ''}`);
    col.dataset.front = f.id;
    const head = el('div', 'front-name', frontNames?.[i] ?? name(f.id));
    const side = (s) => {
      const box = el('div', `side${s === me ? ' mine' : ''}`);
      box.dataset.side = String(s);
      const cards = el('div', 'cards');
      for (const c of f.sides[s].cards) cards.append(face(c, s === me));
      add(box, cards, el('div', 'sum', `Σ ${f.sides[s].sum}`));
      return box;
    };
    const taker = obs.result?.takers?.[i];
    add(col, side(opp), head, side(me));
    if (taker !== undefined && taker !== null) col.classList.add(taker === me ? 'won' : 'lost');
    cols.append(col);
  });
  const bottom = seatArea(me, opts, { me: true, active: turnOf(obs) === me });
  const hand = el('div', 'cards hand');
  for (const c of obs.hand ?? []) hand.append(face(c, true));
  const flags = el('div', 'flags');
  if (pro) flags.append(el('span', 'badge', `${opts.word('play-aura')} ${obs.aura?.[me] ?? 0}`));
  if (obs.deck) flags.append(el('span', 'badge', `${opts.word('play-deck')} ${obs.deck}`));
  add(bottom, hand, flags);
  const effects = el('div', 'table-info');
  for (const e of obs.effects ?? []) {
    const who = e.owner === me ? opts.word('play-you') : opts.word('play-seat', { n: e.owner });
    effects.append(el('span', 'badge effect', `✦ ${name(e.play ?? e.spell ?? e.id ?? '')} · ${who}${e.turns_left ? ` · ${e.turns_left}` : ''}`));
  }
  add(board, top, cols, effects.childNodes.length ? effects : null, bottom);
}

// ---- corellian (the six classic packs) ----

function corellian(board, obs, opts) {
  const name = namer(opts);
  const deck = opts.deck ?? [];
  const face = (i, field) => {
    const d = deck[i];
    if (!d) return card(cardLabel('corellian_sabacc', i), `#${i}`, '', {});
    const rank = d.special ? (d.value > 0 ? `+${d.value}` : d.value) : d.face ? (name(d.face)[0] ?? '') + '' : d.rank;
    const suit = d.special ? name(d.special) : `${d.face ? `${name(d.face)} · ` : ''}${name(d.suit)}`;
    return card(cardLabel('corellian_sabacc', i), rank, suit,
      { cls: `${d.special ? 'special' : `suit-${d.suit}`}${field ? ' in-field' : ''}`, sub: d.special ? undefined : `${d.value > 0 ? '+' : ''}${d.value}` });
  };
  const center = el('div', 'center');
  const piles = el('div', 'piles');
  piles.append(pile(obs.deck, opts.word('play-deck')));
  add(piles, chips(obs.hand_pot, opts.word('play-hand-pot'), 'bank'), chips(obs.sabacc_pot, opts.word('play-sabacc-pot'), 'bank'));
  center.append(piles);
  const info = el('div', 'table-info');
  // The view's first line says the hand, the round and the stage in the current language.
  const head = (opts.view ?? []).find((l) => l.trim());
  info.append(el('span', 'round', head ? head.trim() : opts.word('play-hand-round', { hand: obs.hand_no, round: obs.round })));
  if (obs.current_bet) info.append(el('span', 'badge', `${opts.word('play-bet')} ${obs.current_bet}`));
  center.append(info);
  const others = el('div', 'others');
  let mine = null;
  obs.players.forEach((p, s) => {
    const me = s === obs.seat;
    const area = seatArea(s, opts, { me, active: obs.to_act === s, out: !p.in_match });
    add(area, el('div', 'money'));
    add(area.lastChild, chips(p.chips, opts.word('play-chips')), chips(p.put, opts.word('play-pot'), 'pot'));
    const hand = el('div', 'cards hand');
    if (me) (obs.hand ?? []).forEach((c, k) => hand.append(face(c, obs.in_field?.[k])));
    else if (p.in_match) {
      for (const c of p.field ?? []) hand.append(face(c, true));
      for (let k = 0; k < p.cards - (p.field?.length ?? 0); k++) hand.append(back());
    }
    area.append(hand);
    const flags = el('div', 'flags');
    if (s === obs.dealer) flags.append(el('span', 'badge', opts.word('play-dealer')));
    if (!p.in_hand && p.in_match) flags.append(el('span', 'badge', opts.word('play-folded')));
    if (!p.in_match) flags.append(el('span', 'badge out', opts.word('play-out')));
    area.append(flags);
    if (me) mine = area; else others.append(area);
  });
  add(board, others, center, mine);
}

// ---- pazaak ----

const SIDE = { double: 'D', tiebreaker: '±1T', twos_and_fours: '2&4', threes_and_sixes: '3&6', one_or_two: '1±2' };

/** A pazaak side card's face: `plus_3` +3, `minus_3` −3, `flip_3` ±3, the rest by their signs. */
export function sideFace(id) {
  const m = /^(plus|minus|flip)_(\d+)$/.exec(id);
  if (m) return `${{ plus: '+', minus: '−', flip: '±' }[m[1]]}${m[2]}`;
  return SIDE[id] ?? id;
}

function pazaak(board, obs, opts) {
  const me = obs.seat;
  const opp = 1 - me;
  const face = (c) => {
    const counts = c.counts !== undefined && c.counts !== null && c.counts !== c.value && c.counts !== 0 ? `= ${c.counts}` : '';
    if (c.kind === 'main') return card(cardLabel('pazaak_table', c), c.value, counts, { cls: `main${c.flipped ? ' flipped' : ''}` });
    const e = card(cardLabel('pazaak_table', c), sideFace(c.card), counts, { cls: `side${c.flipped ? ' flipped' : ''}` });
    e.dataset.sideCard = c.card;
    return e;
  };
  const row = (s) => {
    const area = seatArea(s, opts, { me: s === me, active: turnOf(obs) === s });
    const t = obs.tables[s];
    const sets = el('div', 'money');
    add(sets, chips(obs.sets?.[s] ?? 0, opts.word('play-sets')));
    area.append(sets);
    const tbl = el('div', 'cards table-row');
    for (const c of t.cards) tbl.append(face(c));
    area.append(tbl);
    const flags = el('div', 'flags');
    add(flags, el('span', `badge total${t.total > obs.target ? ' bust' : ''}`, `= ${t.total}`));
    if (t.standing) flags.append(el('span', 'badge', opts.word('play-stands')));
    if (t.tiebreaker) flags.append(el('span', 'badge', '±1T'));
    area.append(flags);
    const hand = el('div', 'cards hand');
    if (s === me) {
      for (const h of obs.hand ?? []) {
        if (!h) { hand.append(el('div', 'card empty')); continue; }
        const e = card(cardLabel('pazaak_table', h), sideFace(h.card), '', { cls: 'side' });
        e.dataset.sideCard = h.card;
        hand.append(e);
      }
    } else for (let k = 0; k < (obs.other_hand ?? 0); k++) hand.append(back());
    area.append(hand);
    return area;
  };
  const center = el('div', 'center');
  const info = el('div', 'table-info');
  add(info, el('span', 'round', opts.word('play-set', { set: obs.set, target: obs.target })), pile(obs.deck, opts.word('play-deck')));
  center.append(info);
  add(board, row(opp), center, row(me));
}

// ---- the fallback ----

function lines(board, _obs, opts) {
  const pre = el('pre', 'view-lines');
  pre.textContent = (opts.view ?? []).join('\n');
  board.append(pre);
}

/** The drawing function of each family (`lines` for any other). */
export const FAMILIES = { sabacc, fronts: frontsTable, corellian_sabacc: corellian, pazaak_table: pazaak };

/** Draws `obs` into `board` (emptied first). `opts`: `{word, lang, view, names, deck, families}`. */
export function render(board, obs, opts) {
  board.replaceChildren();
  if (!obs) return;
  const draw = FAMILIES[obs.family] ?? lines;
  board.dataset.family = obs.family;
  try {
    draw(board, obs, opts);
  } catch (e) {
    board.replaceChildren();
    lines(board, obs, opts);
    console.warn('play: drawing failed, showing the view', e);
  }
}
