// The measure tab's plots, drawn by the page as SVG from a simulation report's JSON (the
// library's own plots are drawn by its native side, which the wasm build leaves out). Each plot
// is an <svg role="img"> with a <title>; numbers are shown as text too (<title> on each mark),
// so a screen reader or a tooltip gives the figure and its 95% interval.

const NS = 'http://www.w3.org/2000/svg';

function el(tag, attrs = {}, text) {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) if (v !== undefined && v !== null) e.setAttribute(k, String(v));
  if (text !== undefined) e.textContent = text;
  return e;
}

const pct = (x) => `${(100 * x).toFixed(1)}%`;
const interval = ([lo, hi]) => `[${(100 * lo).toFixed(1)}, ${(100 * hi).toFixed(1)}]`;

/** An <svg> of `width`×`height` titled `title`. */
function frame(width, height, title, cls) {
  const svg = el('svg', { viewBox: `0 0 ${width} ${height}`, width, height, role: 'img', class: `plot ${cls}` });
  svg.append(el('title', {}, title));
  return svg;
}

/** A vertical axis from 0 to `max` (ticks at `ticks`), `fmt`-labelled, on the left of the box. */
function yAxis(svg, box, max, ticks, fmt) {
  for (const t of ticks) {
    const y = box.y + box.h - (t / max) * box.h;
    svg.append(el('line', { x1: box.x, x2: box.x + box.w, y1: y, y2: y, class: 'grid' }));
    svg.append(el('text', { x: box.x - 6, y: y + 4, 'text-anchor': 'end', class: 'tick' }, fmt(t)));
  }
}

/** Win share by seat, bars with their 95% Wilson intervals, and the fair share as a line. */
export function winShare(report, word) {
  const seats = report.by_seat ?? [];
  const W = 460, H = 260, box = { x: 48, y: 20, w: W - 64, h: H - 60 };
  const svg = frame(W, H, word('plot-wins'), 'plot-wins');
  const max = Math.min(1, Math.max(0.6, ...seats.map((s) => s.ci95?.[1] ?? s.win_share)) + 0.05);
  yAxis(svg, box, max, [0, 0.25, 0.5, 0.75, 1].filter((t) => t <= max), (t) => `${Math.round(t * 100)}%`);
  const band = box.w / Math.max(1, seats.length);
  const y = (v) => box.y + box.h - (v / max) * box.h;
  seats.forEach((s, i) => {
    const cx = box.x + band * (i + 0.5);
    const g = el('g', { class: 'bar' });
    g.append(el('title', {}, `${word('plot-seat', { n: i })}: ${pct(s.win_share)} ${interval(s.ci95)} (${s.wins})`));
    g.append(el('rect', { x: cx - band * 0.3, width: band * 0.6, y: y(s.win_share), height: box.y + box.h - y(s.win_share) }));
    if (s.ci95) {
      g.append(el('line', { x1: cx, x2: cx, y1: y(s.ci95[0]), y2: y(s.ci95[1]), class: 'ci' }));
      for (const v of s.ci95) g.append(el('line', { x1: cx - 6, x2: cx + 6, y1: y(v), y2: y(v), class: 'ci' }));
    }
    g.append(el('text', { x: cx, y: box.y + box.h + 16, 'text-anchor': 'middle', class: 'tick' }, word('plot-seat', { n: i })));
    g.append(el('text', { x: cx + band * 0.3 + 2, y: y(s.win_share) - 4, class: 'value' }, pct(s.win_share)));
    svg.append(g);
  });
  if (seats.length) {
    const fair = 1 / seats.length;
    svg.append(el('line', { x1: box.x, x2: box.x + box.w, y1: y(fair), y2: y(fair), class: 'fair' }));
    svg.append(el('text', { x: box.x + 4, y: y(fair) - 4, class: 'fair-label' }, word('plot-fair')));
  }
  return svg;
}

/** How long matches last: the count of matches of each length (in the report's round unit). */
export function lengths(report, word) {
  const rows = report.tally?.lengths ?? [];
  const W = 460, H = 260, box = { x: 48, y: 20, w: W - 64, h: H - 64 };
  const unit = report.round_unit ?? 'rounds';
  const svg = frame(W, H, word('plot-lengths', { unit }), 'plot-lengths');
  if (!rows.length) return svg;
  const lo = rows[0][0], hi = rows[rows.length - 1][0];
  const span = hi - lo + 1;
  const max = Math.max(...rows.map(([, n]) => n));
  const step = Math.max(1, Math.ceil(max / 4));
  yAxis(svg, box, max, [0, step, 2 * step, 3 * step, 4 * step].filter((t) => t <= max), String);
  const band = box.w / span;
  const labelEvery = Math.ceil(span / 12);
  for (const [len, n] of rows) {
    const x = box.x + band * (len - lo);
    const h = (n / max) * box.h;
    const g = el('g', { class: 'bar' });
    g.append(el('title', {}, `${len} ${unit}: ${n}`));
    g.append(el('rect', { x: x + band * 0.08, width: band * 0.84, y: box.y + box.h - h, height: h }));
    svg.append(g);
  }
  for (let len = lo; len <= hi; len += labelEvery) {
    svg.append(el('text', { x: box.x + band * (len - lo + 0.5), y: box.y + box.h + 16, 'text-anchor': 'middle', class: 'tick' }, String(len)));
  }
  svg.append(el('text', { x: box.x + box.w / 2, y: H - 8, 'text-anchor': 'middle', class: 'axis-label' }, unit));
  if (report.rounds_p50 !== undefined) {
    const x = box.x + band * (report.rounds_p50 - lo + 0.5);
    svg.append(el('line', { x1: x, x2: x, y1: box.y, y2: box.y + box.h, class: 'fair' }));
    svg.append(el('text', { x: x + 4, y: box.y + 10, class: 'fair-label' }, word('plot-median')));
  }
  return svg;
}

/** Each item (token, card...): its holders' win rate when they played it and when they did not,
 * with 95% intervals; items never played are listed greyed. */
export function items(report, word) {
  const list = report.items ?? [];
  const row = 22, W = 640, left = 170, right = 20, top = 34;
  const H = top + row * list.length + 30;
  const svg = frame(W, H, word('plot-items'), 'plot-items');
  const w = W - left - right;
  const x = (v) => left + v * w;
  for (const t of [0, 0.25, 0.5, 0.75, 1]) {
    svg.append(el('line', { x1: x(t), x2: x(t), y1: top - 6, y2: top + row * list.length, class: 'grid' }));
    svg.append(el('text', { x: x(t), y: top + row * list.length + 16, 'text-anchor': 'middle', class: 'tick' }, `${t * 100}%`));
  }
  const seats = report.seats ?? report.by_seat?.length ?? 2;
  svg.append(el('line', { x1: x(1 / seats), x2: x(1 / seats), y1: top - 6, y2: top + row * list.length, class: 'fair' }));
  // The legend.
  svg.append(el('circle', { cx: left, cy: 12, r: 5, class: 'played' }));
  svg.append(el('text', { x: left + 10, y: 16, class: 'tick' }, word('plot-played')));
  svg.append(el('circle', { cx: left + 130, cy: 12, r: 5, class: 'not-played' }));
  svg.append(el('text', { x: left + 140, y: 16, class: 'tick' }, word('plot-not-played')));
  list.forEach((it, i) => {
    const cy = top + row * i + row / 2;
    const g = el('g', { class: it.matches ? 'item' : 'item no-data' });
    const name = it.name ?? it.id;
    const played = it.win_rate_played, not = it.win_rate_not_played;
    g.append(el('title', {}, it.matches
      ? `${name}: ${word('plot-played')} ${pct(played[0])} ${interval(played.slice(1))}, ${word('plot-not-played')} ${pct(not[0])} ${interval(not.slice(1))}; ${word('plot-plays', { n: it.plays, m: it.matches })}`
      : `${name}: ${it.flag || word('plot-no-data')}`));
    g.append(el('text', { x: left - 8, y: cy + 4, 'text-anchor': 'end', class: 'item-name' }, name));
    if (it.matches) {
      for (const [r, cls, dy] of [[not, 'not-played', 4], [played, 'played', -4]]) {
        g.append(el('line', { x1: x(r[1]), x2: x(r[2]), y1: cy + dy, y2: cy + dy, class: `ci ${cls}` }));
        g.append(el('circle', { cx: x(r[0]), cy: cy + dy, r: 4, class: cls }));
      }
    } else {
      g.append(el('text', { x: left + 4, y: cy + 4, class: 'tick' }, word('plot-no-data')));
    }
    svg.append(g);
  });
  return svg;
}

/** Round wins by the place in the turn order (who acts first in a round, second...). */
export function turnOrder(report, word) {
  const rows = report.turn_order?.round_wins_by_place ?? [];
  if (!rows.length) return null;
  const fake = { by_seat: rows.map((r) => ({ win_share: r.share, ci95: r.ci95, wins: r.wins })) };
  const svg = winShare(fake, (k, a) => (k === 'plot-wins' ? word('plot-turn-order') : k === 'plot-seat' ? word('plot-place', { n: a.n + 1 }) : word(k, a)));
  svg.setAttribute('class', 'plot plot-turn-order');
  return svg;
}
