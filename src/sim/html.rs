//! The reports' HTML pages, each one self-contained file that leads with the answers: a run's
//! ([`page`]), an ablation's ([`effects_page`]) and a pack A/B's ([`compare_page`]). Their plots
//! are inline SVG drawn by `plotters`; no script, no external resource.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::Write as _;

use plotters::prelude::*;
use plotters::style::text_anchor::{HPos, Pos, VPos};

use super::compare::{CompareReport, Measure, Unit};
use super::effects::{EffectsReport, Flag, ItemEffect, Question, FEW_PLAYS};
use super::report::{wilson, ItemFigures, Report, NO_DATA};

const BLUE: RGBColor = RGBColor(52, 101, 164);
const GREY: RGBColor = RGBColor(136, 138, 133);
const LIGHT: RGBColor = RGBColor(232, 232, 232);
const RED: RGBColor = RGBColor(204, 0, 0);

/// The longest label a dot plot writes (longer ones are cut with `…`).
const LABEL_CHARS: usize = 40;

/// The pages' style sheet.
const STYLE: &str = "body{font-family:sans-serif;max-width:980px;margin:2em auto;color:#222;line-height:1.4}\
table{border-collapse:collapse;margin:.5em 0}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}\
th{background:#eee}td:first-child,th:first-child{text-align:left}.sig{color:#c00;font-weight:bold}\
.id{color:#888;font-size:80%}.headline{background:#f4f7fb;border-left:4px solid #3465a4;padding:.2em 1em}\
.answer{font-size:110%}.partial{color:#c00;font-weight:bold}.moves td{font-weight:bold}\
dt{font-weight:bold;margin-top:.6em}small{color:#666}";

/// Text made safe inside HTML.
pub(super) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Draws into an SVG string of `size`; a paragraph saying so if plotting failed.
fn svg(size: (u32, u32), draw: impl FnOnce(DrawingArea<SVGBackend<'_>, plotters::coord::Shift>) -> Result<(), String>) -> String {
    let mut out = String::new();
    let drawn = {
        let root = SVGBackend::with_string(&mut out, size).into_drawing_area();
        draw(root)
    };
    match drawn {
        Ok(()) => out,
        Err(e) => alloc::format!("<p>(the plot could not be drawn: {})</p>", escape(&e)),
    }
}

fn err(e: impl core::fmt::Debug) -> String {
    alloc::format!("{e:?}")
}

/// A small SVG that only says `text` (a plot with nothing to draw, so that its file is still an SVG).
fn message_svg(text: &str) -> String {
    svg((760, 60), |root| {
        root.fill(&WHITE).map_err(err)?;
        root.draw(&Text::new(String::from(text), (16, 30), ("sans-serif", 15).into_font().color(&GREY))).map_err(err)?;
        root.present().map_err(err)
    })
}

/// The start of a page, up to its `<h1>`.
fn head(title: &str) -> String {
    alloc::format!(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{t}</title>\n<style>{STYLE}</style></head><body>\n<h1>{t}</h1>\n",
        t = escape(title)
    )
}

/// A share with its interval in percent: `25.3% [24.1, 26.5]`.
fn share3(t: (f64, f64, f64)) -> String {
    alloc::format!("{:.1}% [{:.1}, {:.1}]", t.0 * 100.0, t.1 * 100.0, t.2 * 100.0)
}

/// A difference of shares with its interval in points: `+1.2 [-0.4, +2.8]`.
fn points3(t: (f64, f64, f64)) -> String {
    alloc::format!("{:+.1} [{:+.1}, {:+.1}]", t.0 * 100.0, t.1 * 100.0, t.2 * 100.0)
}

/// An item's name, with its kind and id in small grey text.
fn name_cell(name: &str, kind: &str, id: &str) -> String {
    alloc::format!("{} <span class=\"id\">{} {}</span>", escape(name), escape(kind), escape(id))
}

/// Whether the interval `[lo, hi]` leaves out `value`.
fn excludes(lo: f64, hi: f64, value: f64) -> bool {
    lo > value || hi < value
}

/// A label cut to [`LABEL_CHARS`].
fn cut(label: &str) -> String {
    if label.chars().count() <= LABEL_CHARS {
        String::from(label)
    } else {
        label.chars().take(LABEL_CHARS - 1).chain(core::iter::once('…')).collect()
    }
}

/// One row of a dot plot: a label, a point with its 95% interval, and whether it is marked (red).
#[derive(Clone, Debug, PartialEq)]
struct Dot {
    label: String,
    point: (f64, f64, f64),
    marked: bool,
}

/// A dot plot (a forest plot): one row a dot, top to bottom, each point with its 95% whiskers,
/// against a dashed reference line, with a legend below.
struct DotPlot<'a> {
    caption: &'a str,
    dots: &'a [Dot],
    /// Where the dashed line is (the fair share, or no difference).
    reference: f64,
    /// The x-axis.
    range: (f64, f64),
    /// How an x-axis tick is written.
    tick: fn(f64) -> String,
    /// The legend: marked dots, other dots (an empty entry is left out), the dashed line.
    legend: [&'a str; 3],
}

/// The axis of a dot plot: a bit below the lowest interval's end to a bit above the highest,
/// `reference` always in view.
fn axis_range(intervals: &[(f64, f64)], reference: f64) -> (f64, f64) {
    let lo = intervals.iter().map(|i| i.0).filter(|x| x.is_finite()).fold(reference, f64::min);
    let hi = intervals.iter().map(|i| i.1).filter(|x| x.is_finite()).fold(reference, f64::max);
    let pad = ((hi - lo) * 0.08).max(0.005);
    (lo - pad, hi + pad)
}

/// A dot plot's x-axis tick in percent (`25.5%`).
fn tick_percent(x: f64) -> String {
    alloc::format!("{:.1}%", x * 100.0)
}

/// A dot plot's x-axis tick in points (`+2.0`).
fn tick_points(x: f64) -> String {
    alloc::format!("{:+.1}", x * 100.0)
}

/// Draws a dot plot.
fn dot_plot_svg(plot: &DotPlot<'_>) -> String {
    let n = plot.dots.len();
    if n == 0 {
        return message_svg("(nothing to draw)");
    }
    let label_width = plot.dots.iter().map(|d| cut(&d.label).chars().count()).max().unwrap_or(0) as u32 * 7 + 16;
    let height = 100 + 20 * n as u32;
    svg((760, height), |root| {
        root.fill(&WHITE).map_err(err)?;
        let (area, strip) = root.split_vertically(height as i32 - 28);
        let mut chart = ChartBuilder::on(&area)
            .caption(plot.caption, ("sans-serif", 16))
            .margin(10)
            .margin_right(24)
            .x_label_area_size(30)
            .y_label_area_size(label_width)
            .build_cartesian_2d(plot.range.0..plot.range.1, -0.6f64..n as f64 - 0.4)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(1)
            .y_label_formatter(&|_| String::new())
            .x_labels(8)
            .x_label_formatter(&|x| (plot.tick)(*x))
            .draw()
            .map_err(err)?;
        let row = |i: usize| (n - 1 - i) as f64;
        let (lo, hi) = plot.range;
        chart.draw_series((0..n).map(|i| PathElement::new(vec![(lo, row(i)), (hi, row(i))], LIGHT.stroke_width(1)))).map_err(err)?;
        let line = [(plot.reference, -0.6), (plot.reference, n as f64 - 0.4)];
        chart.draw_series(DashedLineSeries::new(line, 6, 4, GREY.stroke_width(1))).map_err(err)?;
        let colour = |d: &Dot| if d.marked { RED } else { BLUE };
        let whiskers = plot.dots.iter().enumerate().map(|(i, d)| {
            let (a, b) = (d.point.1.clamp(lo, hi), d.point.2.clamp(lo, hi));
            PathElement::new(vec![(a, row(i)), (b, row(i))], colour(d).stroke_width(2))
        });
        chart.draw_series(whiskers).map_err(err)?;
        chart
            .draw_series(plot.dots.iter().enumerate().map(|(i, d)| Circle::new((d.point.0, row(i)), 4, colour(d).filled())))
            .map_err(err)?;
        let label_style = ("sans-serif", 13).into_font().color(&BLACK).pos(Pos::new(HPos::Right, VPos::Center));
        for (i, d) in plot.dots.iter().enumerate() {
            let (x, y) = chart.backend_coord(&(lo, row(i)));
            area.draw(&Text::new(cut(&d.label), (x - 6, y), label_style.clone())).map_err(err)?;
        }
        draw_legend(&strip, 24, &plot.legend)?;
        root.present().map_err(err)
    })
}

/// A dot plot's legend, in the strip below it: a red dot, a blue dot, a dashed line.
fn draw_legend(strip: &DrawingArea<SVGBackend<'_>, plotters::coord::Shift>, from: i32, legend: &[&str; 3]) -> Result<(), String> {
    let text = ("sans-serif", 13).into_font().color(&BLACK).pos(Pos::new(HPos::Left, VPos::Center));
    let y = 12;
    let mut x = from;
    for (colour, words) in [(RED, legend[0]), (BLUE, legend[1])].into_iter().filter(|(_, words)| !words.is_empty()) {
        strip.draw(&PathElement::new(vec![(x - 8, y), (x + 8, y)], colour.stroke_width(2))).map_err(err)?;
        strip.draw(&Circle::new((x, y), 4, colour.filled())).map_err(err)?;
        strip.draw(&Text::new(String::from(words), (x + 14, y), text.clone())).map_err(err)?;
        x += 40 + 7 * words.chars().count() as i32;
    }
    for k in 0..3 {
        strip.draw(&PathElement::new(vec![(x - 8 + 7 * k, y), (x - 4 + 7 * k, y)], GREY.stroke_width(1))).map_err(err)?;
    }
    strip.draw(&Text::new(String::from(legend[2]), (x + 18, y), text)).map_err(err)?;
    Ok(())
}

// ---------------------------------------------------------------------------------------------
// A run's page.

/// The fair share of a seat: one over the seats.
fn fair_share(report: &Report) -> f64 {
    1.0 / report.tally.wins.len().max(1) as f64
}

/// Win share by seat: dots with their 95% intervals, zoomed around the fair share (dashed).
pub fn win_share_svg(report: &Report) -> String {
    let t = &report.tally;
    let seats = t.wins.iter().enumerate().map(|(s, &w)| (alloc::format!("seat {s}"), wilson(w, t.matches)));
    fair_share_svg(report, "Win share by seat (95% intervals)", seats)
}

/// Match wins by place in the first round's turn order, zoomed around the fair share.
fn turn_order_svg(report: &Report) -> String {
    let places = report.first_order().into_iter().map(|(place, _, _, point)| (alloc::format!("{} to act", ordinal(place + 1)), point));
    fair_share_svg(report, "Match wins by place in the first round's turn order (95% intervals)", places)
}

/// Shares with their intervals as dots, zoomed around the fair share (dashed), red where an
/// interval leaves it out.
fn fair_share_svg(report: &Report, caption: &str, shares: impl Iterator<Item = (String, (f64, f64, f64))>) -> String {
    let fair = fair_share(report);
    let dots: Vec<Dot> = shares.map(|(label, point)| Dot { label, point, marked: excludes(point.1, point.2, fair) }).collect();
    let intervals: Vec<(f64, f64)> = dots.iter().map(|d| (d.point.1, d.point.2)).collect();
    let fair_words = alloc::format!("fair share {:.1}%", fair * 100.0);
    dot_plot_svg(&DotPlot {
        caption,
        dots: &dots,
        reference: fair,
        range: axis_range(&intervals, fair),
        tick: tick_percent,
        legend: ["interval leaves out the fair share", "interval holds it", &fair_words],
    })
}

/// `1st`, `2nd`, `3rd`, `4th`...
fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (1, r) if r != 11 => "st",
        (2, r) if r != 12 => "nd",
        (3, r) if r != 13 => "rd",
        _ => "th",
    };
    alloc::format!("{n}{suffix}")
}

/// Matches by length.
pub fn lengths_svg(report: &Report) -> String {
    let t = &report.tally;
    let most = t.lengths.last().map_or(1, |&(r, _)| r).max(1);
    let peak = t.lengths.iter().map(|&(_, n)| n).max().unwrap_or(1).max(1);
    let unit = report.info.round_unit.clone();
    svg((640, 360), |root| {
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption(alloc::format!("Match length ({unit})"), ("sans-serif", 18))
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(64)
            .build_cartesian_2d(0u32..u32::from(most) + 1, 0u64..peak + peak / 10 + 1)
            .map_err(err)?;
        chart.configure_mesh().disable_x_mesh().x_desc(unit.as_str()).y_desc("matches").draw().map_err(err)?;
        chart
            .draw_series(t.lengths.iter().map(|&(r, n)| Rectangle::new([(u32::from(r), 0), (u32::from(r) + 1, n)], BLUE.filled())))
            .map_err(err)?;
        root.present().map_err(err)
    })
}

/// Whether an item's lift says something: a seat plays it, at least [`FEW_PLAYS`] times.
fn informative(f: &ItemFigures) -> bool {
    f.by_seat && !f.no_data && f.plays >= FEW_PLAYS
}

/// The lift plot's x-axis: set by the informative items' intervals ([`informative`]) only, so
/// that an item of 3 plays, whose interval is wide, does not squeeze the others.
fn lift_axis(figures: &[ItemFigures]) -> (f64, f64) {
    let intervals: Vec<(f64, f64)> = figures.iter().filter(|f| informative(f)).map(|f| (f.lift.1, f.lift.2)).collect();
    axis_range(&intervals, 0.0)
}

/// Each seat-played item's lift (the win rate of the seats that played it minus that of the
/// seats that did not) with its 95% interval, largest first: only the items played at least
/// [`FEW_PLAYS`] times, which also set the axis.
pub fn lift_svg(report: &Report) -> String {
    let figures = report.item_figures();
    let mut items: Vec<&ItemFigures> = figures.iter().filter(|f| informative(f)).collect();
    if items.is_empty() {
        return message_svg(&alloc::format!("(no item of this table was played {FEW_PLAYS} times or more by a seat)"));
    }
    items.sort_by(|a, b| b.lift.0.total_cmp(&a.lift.0).then_with(|| a.id.cmp(&b.id)));
    let dots: Vec<Dot> = items
        .iter()
        .map(|f| Dot { label: alloc::format!("{} ({})", f.name, f.kind), point: f.lift, marked: excludes(f.lift.1, f.lift.2, 0.0) })
        .collect();
    let caption = alloc::format!("Win-rate lift in points: played − not played (95% intervals; ≥ {FEW_PLAYS} plays)");
    dot_plot_svg(&DotPlot {
        caption: &caption,
        dots: &dots,
        reference: 0.0,
        range: lift_axis(&figures),
        tick: tick_points,
        legend: ["interval leaves out 0", "interval holds 0", "no lift"],
    })
}

/// The warning a partial report's page shows near its top, `<p class="partial">partial: ...</p>`
/// ([`Report::partial_note`]); empty for the whole run's report.
pub fn partial_banner(report: &Report) -> String {
    report.partial_note().map(|note| alloc::format!("<p class=\"partial\">partial: {}</p>\n", escape(&note))).unwrap_or_default()
}

/// The whole page: the answers first, then the seats, the turn order, the items, the game's
/// shape, and what the figures mean.
pub fn page(report: &Report) -> String {
    let info = &report.info;
    let title = alloc::format!("{} — {} matches, {} seats, {} bots", info.table, report.tally.matches, info.seats, info.bot);
    let mut html = head(&title);
    html.push_str(&partial_banner(report));
    html.push_str(&run_line(report));
    html.push_str(&run_headline(report));
    html.push_str(&seats_section(report));
    html.push_str(&turn_order_section(report));
    html.push_str(&items_section(report));
    html.push_str(&shape_section(report));
    html.push_str(&run_explained(report));
    html.push_str("</body></html>\n");
    html
}

/// What was run, in a line.
fn run_line(report: &Report) -> String {
    let info = &report.info;
    alloc::format!(
        "<p>Table <b>{}</b> (family {}, content hash {}), bots <b>{}</b>, seeds {}..{}.</p>\n",
        escape(&info.table),
        escape(&info.family),
        escape(&info.content_hash),
        escape(&info.bot),
        info.seed.wrapping_add(info.range.0),
        info.seed.wrapping_add(info.range.1.saturating_sub(1)),
    )
}

/// The answers: is the first player favoured, are the seats fair, which items go with wins, and
/// which the bots never played.
fn run_headline(report: &Report) -> String {
    let figures = report.item_figures();
    let mut html = String::from("<div class=\"headline\">\n");
    let _ = writeln!(html, "<p class=\"answer\"><b>Is the first player favoured?</b> {}</p>", escape(&report.first_player_answer()));
    let t = &report.tally;
    let shares: Vec<(f64, f64, f64)> = t.wins.iter().map(|&w| wilson(w, t.matches)).collect();
    let unfair: Vec<String> = shares
        .iter()
        .enumerate()
        .filter(|(_, s)| excludes(s.1, s.2, fair_share(report)))
        .map(|(seat, s)| alloc::format!("seat {seat} {:.1}%", s.0 * 100.0))
        .collect();
    let _ = writeln!(
        html,
        "<p><b>Seats:</b> {} (fair share {:.1}%).</p>",
        if unfair.is_empty() {
            String::from("every seat wins its fair share, within the noise")
        } else {
            unfair.join(", ") + " leave the fair share"
        },
        fair_share(report) * 100.0
    );
    html.push_str(&associations_line(&figures));
    let no_data: Vec<String> = figures.iter().filter(|f| f.no_data).map(|f| escape(&f.name)).collect();
    if no_data.is_empty() {
        html.push_str("<p><b>Every item was played</b> at least once by these bots.</p>\n");
    } else {
        let _ = writeln!(
            html,
            "<p><b>{}</b> ({} of {} items): {}.</p>",
            escape(&capitalized(NO_DATA)),
            no_data.len(),
            figures.len(),
            no_data.join(", ")
        );
    }
    html.push_str("</div>\n");
    html
}

/// The headline's line on the items whose lift is clear (informative, interval leaving out 0).
fn associations_line(figures: &[ItemFigures]) -> String {
    let mut clear: Vec<&ItemFigures> = figures.iter().filter(|f| informative(f) && excludes(f.lift.1, f.lift.2, 0.0)).collect();
    if clear.is_empty() {
        return alloc::format!(
            "<p><b>Items:</b> no item played {FEW_PLAYS} times or more goes with wins or losses clearly (every lift's interval holds 0).</p>\n"
        );
    }
    clear.sort_by(|a, b| b.lift.0.total_cmp(&a.lift.0));
    let says = |f: &&ItemFigures| alloc::format!("{} {:+.1} points", escape(&f.name), f.lift.0 * 100.0);
    let up: Vec<String> = clear.iter().filter(|f| f.lift.0 > 0.0).take(5).map(says).collect();
    let down: Vec<String> = clear.iter().rev().filter(|f| f.lift.0 < 0.0).take(5).map(says).collect();
    let mut line = String::from("<p><b>Items</b> (lift, an association, not a cause): ");
    if !up.is_empty() {
        let _ = write!(line, "most with wins {}", up.join(", "));
    }
    if !down.is_empty() {
        let _ = write!(line, "{}most with losses {}", if up.is_empty() { "" } else { "; " }, down.join(", "));
    }
    line.push_str(".</p>\n");
    line
}

/// Wins by seat: the dot plot and a small table.
fn seats_section(report: &Report) -> String {
    let t = &report.tally;
    let mut html = String::from("<h2>Wins by seat</h2>\n");
    html.push_str(&win_share_svg(report));
    html.push_str("\n<table>\n<tr><th>seat</th><th>wins</th><th>win share [95%]</th><th>mean place</th></tr>\n");
    for (seat, (&w, &p)) in t.wins.iter().zip(&t.place_sums).enumerate() {
        let share = wilson(w, t.matches);
        let class = if excludes(share.1, share.2, fair_share(report)) { " class=\"sig\"" } else { "" };
        let place = if t.matches > 0 { p as f64 / t.matches as f64 } else { 0.0 };
        let _ = writeln!(html, "<tr><td>seat {seat}</td><td>{w}</td><td{class}>{}</td><td>{place:.2}</td></tr>", share3(share));
    }
    html.push_str("</table>\n");
    html
}

/// Who wins by place in the turn order: the answer, a table and a dot plot.
fn turn_order_section(report: &Report) -> String {
    let mut html = String::from("<h2>Turn order</h2>\n");
    let _ = writeln!(html, "<p class=\"answer\">{}</p>", escape(&report.first_player_answer()));
    let (first, rounds) = (report.first_order(), report.round_order());
    if first.is_empty() {
        html.push_str("<p>(this report has no turn-order figures)</p>\n");
        return html;
    }
    let fair = fair_share(report);
    let (cases, wins) = rounds.iter().fold((0u64, 0u64), |(c, w), o| (c + o.1, w + o.2));
    let round_mean = if cases > 0 { wins as f64 / cases as f64 } else { 0.0 };
    let unit = escape(report.info.round_unit.trim_end_matches('s'));
    let _ = writeln!(
        html,
        "<table>\n<tr><th>place in the turn order</th><th>match wins, by the first {unit}'s order</th><th>{unit} wins, by that {unit}'s order</th></tr>"
    );
    for place in 0..first.len().max(rounds.len()) {
        let cell = |figures: &super::report::OrderFigures, reference: f64| {
            figures.iter().find(|o| o.0 == place).map_or_else(
                || String::from("<td>—</td>"),
                |o| {
                    let class = if excludes(o.3 .1, o.3 .2, reference) { " class=\"sig\"" } else { "" };
                    alloc::format!("<td{class}>{} <small>of {}</small></td>", share3(o.3), o.1)
                },
            )
        };
        let _ = writeln!(html, "<tr><td>{} to act</td>{}{}</tr>", ordinal(place + 1), cell(&first, fair), cell(&rounds, round_mean));
    }
    let _ = writeln!(
        html,
        "<tr><td><small>as if the order did not matter</small></td><td><small>{:.1}% (1 of {} seats)</small></td><td><small>{}</small></td></tr>\n</table>",
        fair * 100.0,
        report.tally.wins.len(),
        if cases > 0 { alloc::format!("{:.1}% (all places)", round_mean * 100.0) } else { String::from("—") }
    );
    html.push_str("<p><small>Red: the 95% interval leaves out the share the place would have if the order did not matter.</small></p>\n");
    html.push_str(&turn_order_svg(report));
    html.push('\n');
    html
}

/// The content items: the lift plot, the items with enough plays, those with few, those with none.
fn items_section(report: &Report) -> String {
    let mut figures = report.item_figures();
    figures.sort_by(|a, b| {
        let share = |f: &ItemFigures| f.matches;
        b.by_seat
            .cmp(&a.by_seat)
            .then_with(|| b.lift.0.total_cmp(&a.lift.0))
            .then_with(|| share(b).cmp(&share(a)))
            .then_with(|| a.id.cmp(&b.id))
    });
    let (no_data, played): (Vec<&ItemFigures>, Vec<&ItemFigures>) = figures.iter().partition(|f| f.no_data);
    let (enough, few): (Vec<&ItemFigures>, Vec<&ItemFigures>) = played.into_iter().partition(|f| f.plays >= FEW_PLAYS);
    let mut html = String::from("<h2>Content items</h2>\n");
    let _ = writeln!(
        html,
        "<p>Lift: the win rate of the seats that played the item at least once in a match, minus that of the seats that did not, in points. \
         It is an association, not a cause (see below). Red where the 95% interval leaves out 0. The plot shows the items played {FEW_PLAYS} times or more.</p>"
    );
    html.push_str(&lift_svg(report));
    let _ = writeln!(html, "\n<h3>Items played {FEW_PLAYS} times or more, by lift</h3>");
    html.push_str(&items_table(report, &enough));
    if !few.is_empty() {
        let _ = writeln!(html, "<h3>Few plays (fewer than {FEW_PLAYS}): their intervals are wide</h3>");
        html.push_str(&items_table(report, &few));
    }
    if !no_data.is_empty() {
        let _ = writeln!(html, "<h3>{} ({} items)</h3>\n<ul>", escape(&capitalized(NO_DATA)), no_data.len());
        for f in no_data {
            let why = match (f.by_seat, f.offered) {
                (true, 0) => String::from("never offered to a seat"),
                (true, k) => alloc::format!("offered to {k} seats, never chosen"),
                (false, _) => String::from("never in force"),
            };
            let _ = writeln!(html, "<li>{} — {why}</li>", name_cell(&f.name, &f.kind, &f.id));
        }
        html.push_str("</ul>\n");
    }
    html
}

/// `text` with a capital first letter.
fn capitalized(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map(|c| c.to_uppercase().chain(chars).collect()).unwrap_or_default()
}

/// A table of items: plays, offered, the win rate when played, the lift (a table's item: how
/// often it was in force).
fn items_table(report: &Report, items: &[&ItemFigures]) -> String {
    if items.is_empty() {
        return String::from("<p>(none)</p>\n");
    }
    let matches = report.tally.matches.max(1) as f64;
    let seat_matches = matches * report.tally.wins.len().max(1) as f64;
    let mut html = String::from(
        "<table>\n<tr><th>item</th><th>plays</th><th>offered</th><th>win rate when played [95%]</th><th>lift, points [95%]</th></tr>\n",
    );
    for f in items {
        let (offered, played, lift) = if f.by_seat {
            let class = if excludes(f.lift.1, f.lift.2, 0.0) { " class=\"sig\"" } else { "" };
            (
                alloc::format!("{} <small>({:.0}% of seats)</small>", f.offered, f.offered as f64 * 100.0 / seat_matches),
                share3(f.played),
                alloc::format!("<span{class}>{}</span>", points3(f.lift)),
            )
        } else {
            let share = f.matches as f64 * 100.0 / matches;
            (alloc::format!("{} matches", f.offered), String::from("—"), alloc::format!("in force in {share:.0}% of matches"))
        };
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td>{}</td><td>{offered}</td><td>{played}</td><td>{lift}</td></tr>",
            name_cell(&f.name, &f.kind, &f.id),
            f.plays
        );
    }
    html.push_str("</table>\n");
    html
}

/// The game's shape: the summary table and the match lengths.
fn shape_section(report: &Report) -> String {
    let doc = report.to_json();
    let q = &doc["quality"];
    let info = &report.info;
    let rows: [(&str, String); 10] = [
        ("matches", report.tally.matches.to_string()),
        ("actions per match", fmt_num(&doc["actions_per_match_mean"])),
        (
            "length (mean; p50 / p90 / p99)",
            alloc::format!(
                "{}; {} / {} / {} {}",
                fmt_num(&doc["rounds_mean"]),
                doc["rounds_p50"],
                doc["rounds_p90"],
                doc["rounds_p99"],
                escape(&info.round_unit)
            ),
        ),
        ("draws", report.tally.draws.to_string()),
        ("ended at the action bound", report.tally.at_bound.to_string()),
        ("seat_win_share_spread", alloc::format!("{} points", fmt_points(&q["seat_win_share_spread"]))),
        ("winner_led_for_good_after", alloc::format!("{} of the match", fmt_share(&q["winner_led_for_good_after"]))),
        ("winner_was_behind_share", fmt_share(&q["winner_was_behind_share"])),
        ("lead_changes_mean", fmt_num(&q["lead_changes_mean"])),
        ("forced_move_share", fmt_share(&q["forced_move_share"])),
    ];
    let mut html = String::from("<h2>The game's shape</h2>\n<table>\n");
    for (name, value) in rows {
        let _ = writeln!(html, "<tr><th>{name}</th><td>{value}</td></tr>");
    }
    html.push_str("</table>\n<h3>Match length</h3>\n");
    html.push_str(&lengths_svg(report));
    html.push('\n');
    html
}

fn fmt_share(v: &serde_json::Value) -> String {
    v.as_f64().map_or_else(|| String::from("—"), |x| alloc::format!("{:.1}%", x * 100.0))
}

fn fmt_points(v: &serde_json::Value) -> String {
    v.as_f64().map_or_else(|| String::from("—"), |x| alloc::format!("{:.1}", x * 100.0))
}

fn fmt_num(v: &serde_json::Value) -> String {
    v.as_f64().map_or_else(|| String::from("—"), |x| alloc::format!("{x:.2}"))
}

/// "What the figures mean": each measure in plain words.
fn run_explained(report: &Report) -> String {
    let unit = escape(&report.info.round_unit);
    let one = escape(report.info.round_unit.trim_end_matches('s'));
    let seats = report.tally.wins.len();
    let table = escape(&report.info.table);
    let mut html = String::from("<h2>What the figures mean</h2>\n<dl>\n");
    let terms: [(&str, String); 12] = [
        ("Win share", alloc::format!("The share of matches a seat won; a shared win counts for each of its winners. With {seats} seats a fair game gives each seat {:.1}%.", 100.0 / seats.max(1) as f64)),
        ("95% interval", String::from("The range the true figure lies in with 95% confidence, given how many matches were played (for a share, Wilson's score interval). More matches make it narrower. Where it leaves out the fair share (or 0, for a lift) the difference is unlikely to be luck, and the page marks it red.")),
        ("Turn order", alloc::format!("The seats ranked by when they first decided in the match's first {one} (1st: the first to act). Match wins by that place answer <i>is the first player favoured?</i>. A {one} win: the seat that gained the most over that {one} (all that gained as much); they are counted by the place in that {one}'s own order, against the share every place would have if the order did not matter.")),
        ("Lift", alloc::format!("The win rate of the seats that played the item at least once in a match, minus that of the seats that did not; every seat of every match is one case. Its interval is Newcombe's, from the two Wilson intervals. A lift is an association, not a cause: a token played when a hand is already strong shows a lift whether or not it helps. For what an item does, run <code>archeon sim {table} --ablate all</code>, which plays each match again with the item taken away and measures the difference.")),
        ("Plays", alloc::format!("How many times the item was played in all the matches. Items played fewer than {FEW_PLAYS} times are listed apart: their intervals are wide.")),
        ("Offered", String::from("For an item a seat plays: the seats (one per seat and match) that had a move playing it among their legal moves. Offered often but played rarely: the bots pass it up. For an item of the whole table (a planet, a rule set): the matches it was in force in, and instead of a lift, how often that was.")),
        ("No data", String::from("The bots never played the item, so nothing here says anything about it; judging it needs a bot that plays it.")),
        ("seat_win_share_spread", String::from("The best seat's win share minus the worst seat's, in points (0: every seat wins as often).")),
        ("winner_led_for_good_after", alloc::format!("Over matches with a single winner: the share of the match's decisions made before the winner became the sole leader for good (near 100%: it led only at the end; low: decided early). Standings are sampled at the first decision of every {one} ({unit}).")),
        ("winner_was_behind_share", String::from("Over matches with a single winner: the share in which the winner was strictly behind another seat at some sample (drama).")),
        ("lead_changes_mean", String::from("How often the sole leader (a seat with strictly the most) changed from sample to sample and at the end, per match (more: a more open game).")),
        ("forced_move_share", String::from("The share of decisions that offered a single legal action (high: the players have little to decide).")),
    ];
    for (term, words) in terms {
        let _ = writeln!(html, "<dt>{term}</dt><dd>{words}</dd>");
    }
    html.push_str("</dl>\n");
    html
}

// ---------------------------------------------------------------------------------------------
// An ablation's page (`archeon sim TABLE --ablate all`).

/// Whether an item's effect is drawn in the forest plot and sets its axis: it has data and, a
/// seat's item, at least [`FEW_PLAYS`] plays by the affected seat.
fn effect_informative(e: &ItemEffect) -> bool {
    matches!(e.flag, Flag::Significant | Flag::None)
}

fn effect_point(e: &ItemEffect) -> (f64, f64, f64) {
    (e.effect[0], e.effect[1], e.effect[2])
}

/// The items to draw in the forest plot, largest effect first.
fn effects_drawn(report: &EffectsReport) -> Vec<&ItemEffect> {
    let mut items: Vec<&ItemEffect> = report.items.iter().filter(|e| effect_informative(e)).collect();
    items.sort_by(|a, b| b.effect[0].total_cmp(&a.effect[0]).then_with(|| a.id.cmp(&b.id)));
    items
}

/// The forest plot's x-axis: set by the items it draws ([`effects_drawn`]) only, so that an item
/// of few plays, whose interval is wide, does not squeeze the others.
fn effects_axis(report: &EffectsReport) -> (f64, f64) {
    let intervals: Vec<(f64, f64)> = effects_drawn(report).iter().map(|e| (e.effect[1], e.effect[2])).collect();
    axis_range(&intervals, 0.0)
}

/// The forest plot of the effects on win share: the items with data and enough plays, largest
/// first, each with its 95% interval, the significant ones (after Holm's correction) red.
pub fn effects_svg(report: &EffectsReport) -> String {
    let items = effects_drawn(report);
    if items.is_empty() {
        return message_svg(&alloc::format!("(no item has data and {FEW_PLAYS} plays or more)"));
    }
    let dots: Vec<Dot> = items
        .iter()
        .map(|e| Dot { label: alloc::format!("{} ({})", e.name, e.kind), point: effect_point(e), marked: e.flag == Flag::Significant })
        .collect();
    dot_plot_svg(&DotPlot {
        caption: "Effect on win share in points (95% intervals)",
        dots: &dots,
        reference: 0.0,
        range: effects_axis(report),
        tick: tick_points,
        legend: ["significant (Holm, 5%)", "not significant", "no effect"],
    })
}

/// An ablation's page: the headline, the forest plot, a table per question, the items apart,
/// and what the figures mean.
pub fn effects_page(report: &EffectsReport) -> String {
    let info = &report.info;
    let title = alloc::format!(
        "{} — what each item does ({} paired matches an item, {} seats, {} bots)",
        info.table,
        info.matches,
        info.seats,
        info.bot
    );
    let mut html = head(&title);
    let _ = writeln!(
        html,
        "<p>Table <b>{}</b> (family {}, content hash {}), bots <b>{}</b>, seeds {}..{}, {} matches played in all.</p>",
        escape(&info.table),
        escape(&info.family),
        escape(&info.content_hash),
        escape(&info.bot),
        info.seed,
        info.seed.wrapping_add(info.matches.saturating_sub(1)),
        report.matches_played
    );
    html.push_str(&effects_headline(report));
    html.push_str("<h2>Effects on win share</h2>\n");
    html.push_str(&effects_svg(report));
    html.push('\n');
    for (question, title) in [
        (Question::Unavailable, "Items a seat plays: available vs taken away from the affected seat"),
        (Question::ForcedIn, "Items of the whole table: alone of its kind vs left out"),
    ] {
        let items: Vec<&ItemEffect> = effects_drawn(report).into_iter().filter(|e| e.question == question).collect();
        if !items.is_empty() {
            let _ = writeln!(html, "<h3>{title}</h3>");
            html.push_str(&effects_table(&items));
        }
    }
    html.push_str(&effects_apart(report));
    html.push_str(&effects_explained(report));
    html.push_str("</body></html>\n");
    html
}

/// An item's effect in a sentence of the headline.
fn effect_words(e: &ItemEffect) -> String {
    let whom = match e.question {
        Question::Unavailable => "for the seat that may play it",
        Question::ForcedIn => "alone of its kind, for the first seat to act",
    };
    alloc::format!("{} ({}) {} points {whom}", escape(&e.name), escape(&e.kind), points3(effect_point(e)))
}

/// The answers: the items that change win share most, those with no data, how many were tested,
/// and what the pairing saves.
fn effects_headline(report: &EffectsReport) -> String {
    let info = &report.info;
    let mut html = String::from("<div class=\"headline\">\n");
    let large = report.large();
    if large.is_empty() {
        let _ = writeln!(
            html,
            "<p class=\"answer\"><b>No item changes win share by {} points or more</b> beyond the noise.</p>",
            info.threshold_points
        );
    } else {
        let _ =
            writeln!(html, "<p class=\"answer\"><b>Items that change win share by {} points or more:</b></p>\n<ul>", info.threshold_points);
        for e in &large {
            let _ = writeln!(html, "<li>{}</li>", effect_words(e));
        }
        html.push_str("</ul>\n");
    }
    let smaller: Vec<String> = effects_drawn(report)
        .into_iter()
        .filter(|e| e.flag == Flag::Significant && !large.iter().any(|l| l.id == e.id && l.kind == e.kind))
        .map(|e| alloc::format!("{} {:+.1}", escape(&e.name), e.effect[0] * 100.0))
        .collect();
    if !smaller.is_empty() {
        let _ = writeln!(html, "<p><b>Significant, but smaller:</b> {} (points).</p>", smaller.join(", "));
    }
    let no_data: Vec<String> = report.no_data().iter().map(|e| escape(&e.name)).collect();
    if !no_data.is_empty() {
        let _ = writeln!(
            html,
            "<p><b>{}</b> ({} of {} items): {}.</p>",
            escape(&capitalized(NO_DATA)),
            no_data.len(),
            report.items.len(),
            no_data.join(", ")
        );
    }
    let _ = writeln!(
        html,
        "<p><b>{} items tested at once, Holm-corrected:</b> a red mark survives the correction for testing them all.</p>",
        info.tests
    );
    html.push_str(&precision_line(report));
    html.push_str("</div>\n");
    html
}

/// The median matches a ±1-point interval needs, paired and unpaired, in a line.
fn precision_line(report: &EffectsReport) -> String {
    match report.matches_for_1pt() {
        (Some(paired), Some(unpaired)) => alloc::format!(
            "<p><b>Precision:</b> a ±1-point interval on an item's effect needs a median of {paired} paired matches, against {unpaired} for two independent runs{}.</p>\n",
            if paired > 0 && unpaired > paired { alloc::format!(" ({:.0} times as many)", unpaired as f64 / paired as f64) } else { String::new() }
        ),
        (Some(paired), None) => alloc::format!("<p><b>Precision:</b> a ±1-point interval needs a median of {paired} paired matches.</p>\n"),
        _ => String::from("<p><b>Precision:</b> no item changed a single match, so no interval could be sized.</p>\n"),
    }
}

/// A p-value as the tables write it.
fn p_text(p: f64) -> String {
    if p < 0.001 {
        String::from("&lt;0.001")
    } else {
        alloc::format!("{p:.3}")
    }
}

/// A table of effects: name, kind, effect on win share, on the second measure, p (Holm), plays,
/// offered, flag.
fn effects_table(items: &[&ItemEffect]) -> String {
    let second = items.first().map_or("second measure", |e| e.second_measure);
    let mut html = alloc::format!(
        "<table>\n<tr><th>item</th><th>kind</th><th>win share, points [95%]</th><th>{} [95%]</th><th>p (Holm)</th><th>plays</th><th>offered</th><th>flag</th></tr>\n",
        escape(second)
    );
    for e in items {
        let class = if e.flag == Flag::Significant { " class=\"sig\"" } else { "" };
        let [s, lo, hi] = e.second;
        let _ = writeln!(
            html,
            "<tr><td>{} <span class=\"id\">{}</span></td><td>{}</td><td{class}>{}</td><td>{s:+.2} [{lo:+.2}, {hi:+.2}] {}</td><td>{}</td><td>{}</td><td>{}</td><td>{}</td></tr>",
            escape(&e.name),
            escape(&e.id),
            escape(&e.kind),
            points3(effect_point(e)),
            escape(e.second_measure),
            p_text(e.p_holm),
            e.plays,
            e.offered,
            escape(e.flag.text())
        );
    }
    html.push_str("</table>\n");
    html
}

/// The items shown apart: few plays (a table), no data and not testable (lists).
fn effects_apart(report: &EffectsReport) -> String {
    let mut html = String::new();
    let few: Vec<&ItemEffect> = report.items.iter().filter(|e| e.flag == Flag::FewPlays).collect();
    if !few.is_empty() {
        let _ = writeln!(html, "<h3>Few plays (fewer than {FEW_PLAYS} by the affected seat): their intervals are wide</h3>");
        html.push_str(&effects_table(&few));
    }
    let no_data = report.no_data();
    if !no_data.is_empty() {
        let _ = writeln!(html, "<h3>{} ({} items)</h3>\n<ul>", escape(&capitalized(NO_DATA)), no_data.len());
        for e in no_data {
            let why = match (e.question, e.offered) {
                (Question::Unavailable, 0) => String::from("never offered to the affected seat"),
                (Question::Unavailable, k) => alloc::format!("offered to the affected seat in {k} matches, never played"),
                (Question::ForcedIn, _) => String::from("never in force as the pack ships"),
            };
            let _ = writeln!(html, "<li>{} — {why}</li>", name_cell(&e.name, &e.kind, &e.id));
        }
        html.push_str("</ul>\n");
    }
    let untestable: Vec<&ItemEffect> = report.items.iter().filter(|e| e.flag == Flag::NotTestable).collect();
    if !untestable.is_empty() {
        html.push_str("<h3>Not testable</h3>\n<ul>\n");
        for e in untestable {
            let _ = writeln!(html, "<li>{} — {}</li>", name_cell(&e.name, &e.kind, &e.id), escape(e.error.as_deref().unwrap_or("")));
        }
        html.push_str("</ul>\n");
    }
    html
}

/// "What the figures mean" of an ablation: the design, in plain words.
fn effects_explained(report: &EffectsReport) -> String {
    let (seats, tests) = (report.info.seats, report.info.tests);
    let terms: [(&str, String); 8] = [
        ("Common random numbers", String::from("Every match is played twice from the same seed, with the same bots seeded the same way: once as the pack ships, once with one item changed. The deal and the luck are the same, so the difference between the two plays is the item's doing, and the differences vary far less than those of two independent runs would (see <i>precision</i> above).")),
        ("Effect (an item a seat plays)", alloc::format!("The win share of the affected seat with the item available, minus without it: that seat's moves that would play it are taken from its legal moves, and it plays on with the rest. The affected seat rotates: in match <i>i</i> it is seat <i>i</i> mod {seats}, so every seat is affected equally often. The chips column is the same for that seat's final chips (the table's score).")),
        ("Matches where the item never came up", String::from("When the affected seat was never offered the item, both plays are the same match: the difference is 0, and the match is not played again. Those zeros count: the effect is per match, so an item that rarely comes up has a small effect even if it is strong when it does.")),
        ("Effect (an item of the whole table)", String::from("The pack with the item alone of its kind (in force throughout) against the pack without it, on the win share of the first seat to act; the rounds column is the change in the match's length.")),
        ("95% interval, p (Holm)", alloc::format!("The interval is the mean of the paired differences ± 1.96 standard errors. p is the chance of a difference at least this large if the item did nothing. The {tests} items with a p-value are tested at once, and a plain 5% test would mark about one item in twenty by luck alone: Holm's step-down correction multiplies the smallest p by the number of tests, the next by one fewer, and so on, which holds the chance of any false red mark at 5% whatever the dependence between the tests (they share their seeds, so they are not independent). The intervals are not corrected: one that leaves out 0 without a red mark may be luck among so many tests.")),
        ("Plays, offered", String::from("Plays: the affected seat's plays of the item as the pack ships (an item of the table: its plays). Offered: the matches in which the affected seat had a move playing it (an item of the table: the matches it was in force in as shipped).")),
        ("Few plays", alloc::format!("Fewer than {FEW_PLAYS} plays by the affected seat: the effect rests on a handful of matches, so it is listed apart and does not set the plot's axis.")),
        ("No data", String::from("The bots never played the item as the pack ships, so taking it away changed nothing: its effect of 0 says nothing about the item. Judging it needs a bot that plays it (<code>--bot</code>). Not testable: the pack with the item alone, or without it, does not load.")),
    ];
    let mut html = String::from("<h2>What the figures mean</h2>\n<dl>\n");
    for (term, words) in terms {
        let _ = writeln!(html, "<dt>{term}</dt><dd>{words}</dd>");
    }
    html.push_str("</dl>\n");
    html
}

// ---------------------------------------------------------------------------------------------
// A pack A/B's page (`archeon sim --compare A B`).

fn difference_point(m: &Measure) -> (f64, f64, f64) {
    (m.difference[0], m.difference[1], m.difference[2])
}

/// The difference plot: B − A of every measure that is a share, in points, with its paired 95%
/// interval; red where it moves.
pub fn compare_svg(report: &CompareReport) -> String {
    let dots: Vec<Dot> = report
        .measures
        .iter()
        .filter(|m| m.unit == Unit::Share)
        .map(|m| Dot { label: m.label.clone(), point: difference_point(m), marked: m.moves })
        .collect();
    if dots.is_empty() {
        return message_svg("(no share to compare)");
    }
    let intervals: Vec<(f64, f64)> = dots.iter().map(|d| (d.point.1, d.point.2)).collect();
    dot_plot_svg(&DotPlot {
        caption: "B − A in points (paired 95% intervals)",
        dots: &dots,
        reference: 0.0,
        range: axis_range(&intervals, 0.0),
        tick: tick_points,
        legend: ["moves (interval leaves out 0)", "within the noise", "no difference"],
    })
}

/// The moving measures that are not shares, B − A as a percentage of A (so that measures of
/// different units share an axis); those whose A is 0 are left out.
fn compare_relative_svg(report: &CompareReport) -> Option<String> {
    let dots: Vec<Dot> = report
        .measures
        .iter()
        .filter(|m| m.moves && m.unit == Unit::Mean && m.a.abs() > 1e-9)
        .map(|m| {
            let [d, lo, hi] = m.difference.map(|x| x / m.a.abs());
            Dot { label: m.label.clone(), point: (d, lo, hi), marked: true }
        })
        .collect();
    if dots.is_empty() {
        return None;
    }
    let intervals: Vec<(f64, f64)> = dots.iter().map(|d| (d.point.1, d.point.2)).collect();
    Some(dot_plot_svg(&DotPlot {
        caption: "B − A as a share of A: the other measures that move (paired 95% intervals)",
        dots: &dots,
        reference: 0.0,
        range: axis_range(&intervals, 0.0),
        tick: tick_relative,
        legend: ["moves (interval leaves out 0)", "", "no difference"],
    }))
}

/// A dot plot's x-axis tick as a signed percentage (`+12%`).
fn tick_relative(x: f64) -> String {
    alloc::format!("{:+.0}%", x * 100.0)
}

/// A pack A/B's page: what moves, every measure, the difference plot, and what pairing means.
pub fn compare_page(report: &CompareReport) -> String {
    let (a, b) = (&report.a.info, &report.b.info);
    let title = alloc::format!("{} (A) vs {} (B) — {} matches on the same seeds", a.table, b.table, report.a.tally.matches);
    let mut html = head(&title);
    let _ = writeln!(
        html,
        "<p>A: <b>{}</b> (content hash {}); B: <b>{}</b> (content hash {}). Bots <b>{}</b>, {} seats, seeds {}..{}. Each pack's own report: <a href=\"a/report.html\">A</a>, <a href=\"b/report.html\">B</a>.</p>",
        escape(&a.table),
        escape(&a.content_hash),
        escape(&b.table),
        escape(&b.content_hash),
        escape(&a.bot),
        a.seats,
        a.seed,
        a.seed.wrapping_add(report.a.tally.matches.saturating_sub(1))
    );
    html.push_str(&compare_headline(report));
    html.push_str("<h2>Every measure</h2>\n");
    html.push_str(&compare_table(report));
    html.push_str("<h2>Differences in win share</h2>\n");
    html.push_str(&compare_svg(report));
    html.push('\n');
    if let Some(svg) = compare_relative_svg(report) {
        html.push_str("<h2>The other measures that move, relative to A</h2>\n");
        html.push_str(&svg);
        html.push('\n');
    }
    html.push_str(&compare_explained(report));
    html.push_str("</body></html>\n");
    html
}

/// The answers: the sentences of the measures that move.
fn compare_headline(report: &CompareReport) -> String {
    let moving = report.moving();
    let mut html = String::from("<div class=\"headline\">\n");
    if moving.is_empty() {
        let _ = writeln!(
            html,
            "<p class=\"answer\"><b>No measure moves:</b> on these {} matches B plays like A, within the noise.</p>",
            report.a.tally.matches
        );
    } else {
        let _ = writeln!(
            html,
            "<p class=\"answer\"><b>What B changes</b> ({} of {} measures move):</p>\n<ul>",
            moving.len(),
            report.measures.len()
        );
        for m in moving {
            let _ = writeln!(html, "<li>{}.</li>", escape(&m.sentence()));
        }
        html.push_str("</ul>\n");
    }
    html.push_str("</div>\n");
    html
}

/// A measure's value as the table writes it.
fn measure_value(unit: Unit, v: f64) -> String {
    match unit {
        Unit::Share => alloc::format!("{:.1}%", v * 100.0),
        Unit::Mean => alloc::format!("{v:.2}"),
    }
}

/// Every measure: A, B, and B − A with its interval (in points for a share); bold where it moves.
fn compare_table(report: &CompareReport) -> String {
    let mut html = String::from("<table>\n<tr><th>measure</th><th>A</th><th>B</th><th>B − A [95%]</th></tr>\n");
    for m in &report.measures {
        let [d, lo, hi] = m.difference;
        let difference = match m.unit {
            Unit::Share => alloc::format!("{} points", points3((d, lo, hi))),
            Unit::Mean => alloc::format!("{d:+.2} [{lo:+.2}, {hi:+.2}]"),
        };
        let _ = writeln!(
            html,
            "<tr{}><td>{} <span class=\"id\">{}</span></td><td>{}</td><td>{}</td><td>{difference}</td></tr>",
            if m.moves { " class=\"moves\"" } else { "" },
            escape(&m.label),
            escape(&m.key),
            measure_value(m.unit, m.a),
            measure_value(m.unit, m.b)
        );
    }
    html.push_str("</table>\n");
    html
}

/// "What the figures mean" of a comparison: paired seeds.
fn compare_explained(report: &CompareReport) -> String {
    let n = report.a.tally.matches;
    alloc::format!(
        "<h2>What the figures mean</h2>\n<dl>\n\
<dt>Paired seeds</dt><dd>Match <i>i</i> of both packs plays the same seed with the same bots seeded the same way, so the two packs meet the same deals and the same luck wherever their rules leave them alike. Each measure's difference is read from the {n} pairs, match by match: the luck they share cancels, and the interval is far narrower than two independent runs would give.</dd>\n\
<dt>B − A [95%]</dt><dd>The mean of the paired differences with its 95% interval (± 1.96 standard errors); for a share, in points (a point is 1% of the matches). A measure <b>moves</b> (in bold) when its interval leaves out 0. With many measures at once, about one in twenty may move by luck alone: a measure that barely moves deserves a longer run.</dd>\n\
<dt>The measures</dt><dd>Each seat's win share and the first seat to act's, the match's length in rounds and actions, the share of drawn matches, each seat's mean place, and the table's own numbers, all per match.</dd>\n</dl>\n"
    )
}

#[cfg(test)]
mod tests {
    use alloc::string::{String, ToString};
    use alloc::sync::Arc;
    use alloc::vec;
    use alloc::vec::Vec;

    use super::{axis_range, effects_axis, lift_axis, lift_svg, page, Flag, ItemFigures};
    use crate::content::{builtin, Pack};
    use crate::sim::{ablate, compare, run, AblateOptions, Report, SimOptions};

    fn options(matches: u64) -> SimOptions {
        SimOptions { matches, seed: 7, seats: 2, threads: 1, ..SimOptions::default() }
    }

    /// The shipped packs by what they hold (content ids stay out of the crate's source): the first
    /// whose items are all seats' (the base sabacc table), and the first with a table's item.
    fn shipped(seats_only: bool) -> &'static str {
        let fits = |id: &&str| {
            builtin::load(id).and_then(|p| crate::Match::new(p, 2, 0, crate::Setup::default()).ok()).is_some_and(|m| {
                let items = m.content_items();
                !items.is_empty() && items.iter().all(|i| i.by_seat) == seats_only
            })
        };
        builtin::IDS.iter().copied().find(fits).expect("such a pack ships")
    }

    /// The first `n` items of a shipped pack, by id.
    fn item_ids(id: &str, n: usize) -> Vec<String> {
        let m = crate::Match::new(builtin::load(id).expect("ships"), 2, 0, crate::Setup::default()).expect("opens");
        m.content_items().iter().filter(|i| i.by_seat == shipped_is_seats(id)).take(n).map(|i| String::from(i.id)).collect()
    }

    fn shipped_is_seats(id: &str) -> bool {
        id == shipped(true)
    }

    fn kessel_report(matches: u64) -> Report {
        let pack = builtin::load(shipped(true)).expect("kessel ships");
        run(&pack, &options(matches), &mut |_| {}).expect("the bots play every match out")
    }

    fn sources(id: &str) -> Vec<(String, String)> {
        builtin::sources(id).expect("the pack ships").iter().map(|&(n, t)| (n.to_string(), t.to_string())).collect()
    }

    /// A scratch folder of the test's own.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(alloc::format!("archeon-html-{name}-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        dir
    }

    /// A page stands alone: no script, no link, no outside resource.
    fn assert_self_contained(html: &str) {
        assert!(html.starts_with("<!DOCTYPE html>") && html.ends_with("</body></html>\n"));
        for bad in ["<script", "<link", "src=", "@import", "url("] {
            assert!(!html.contains(bad), "the page holds `{bad}`");
        }
    }

    fn figure(id: &str, plays: u64, lift: (f64, f64, f64)) -> ItemFigures {
        ItemFigures {
            kind: String::from("token"),
            id: String::from(id),
            plays,
            matches: plays,
            by_seat: true,
            played: (0.5, 0.4, 0.6),
            not_played: (0.5, 0.45, 0.55),
            lift,
            name: String::from(id),
            offered: plays * 2,
            no_data: plays == 0,
        }
    }

    #[test]
    fn the_run_page_leads_with_the_answers_and_explains_its_figures() {
        let report = kessel_report(20);
        let html = page(&report);
        assert_self_contained(&html);
        let headline = html.find("<div class=\"headline\">").expect("a headline");
        assert!(headline < html.find("<h2>").expect("sections"), "the headline comes first");
        assert!(html.contains("Is the first player favoured?"));
        assert!(html.contains(&super::escape(&report.first_player_answer())));
        assert!(html.contains("<h2>Turn order</h2>") && html.contains("1st to act"));
        assert!(html.contains("<h2>What the figures mean</h2>") && html.contains("--ablate all"));
        let figures = report.item_figures();
        for f in figures.iter().filter(|f| f.no_data) {
            assert!(html[headline..].contains(&super::escape(&f.name)), "{} is named as never played", f.name);
        }
        if figures.iter().any(|f| f.no_data) {
            assert!(html.to_lowercase().contains(super::NO_DATA));
        }
        assert!(!html.contains("class=\"partial\""), "a whole run's page has no partial warning");
        assert_eq!(html.matches("<svg").count(), 4, "win share, turn order, lift, lengths");
    }

    #[test]
    fn the_lift_axis_is_set_by_the_items_with_enough_plays() {
        let figures = vec![figure("a", 400, (0.03, 0.01, 0.05)), figure("b", 300, (-0.01, -0.02, 0.0)), figure("c", 3, (0.2, -0.6, 0.7))];
        let (lo, hi) = lift_axis(&figures);
        assert!(lo < -0.02 && lo > -0.05 && hi > 0.05 && hi < 0.08, "the axis {lo}..{hi} ignores the 3-play item");
        let (lo, hi) = axis_range(&[(0.24, 0.26), (0.22, 0.25)], 0.25);
        assert!(lo < 0.22 && lo > 0.2 && hi > 0.26 && hi < 0.28, "zoomed around the fair share: {lo}..{hi}");
        assert!(axis_range(&[], 0.0).0 < 0.0);
    }

    #[test]
    fn the_lift_plot_draws_only_the_items_with_enough_plays() {
        let report = kessel_report(20);
        let svg = lift_svg(&report);
        assert!(svg.starts_with("<svg"), "an SVG even with nothing to draw");
        for f in report.item_figures().iter().filter(|f| f.plays < crate::sim::FEW_PLAYS) {
            assert!(!svg.contains(&alloc::format!(">{} ({})<", f.name, f.kind)), "{} is not drawn", f.name);
        }
    }

    #[test]
    fn the_effects_page_has_its_headline_forest_plot_and_tables() {
        let what = AblateOptions { items: item_ids(shipped(true), 2), ..AblateOptions::default() };
        let mut report = ablate(&sources(shipped(true)), &options(160), &what, &mut |_| {}).expect("the ablation plays out");
        let html = report.html();
        assert_self_contained(&html);
        assert!(html.contains("<div class=\"headline\">") && html.contains("items tested at once, Holm-corrected"));
        assert!(html.contains("Effect on win share in points") && html.contains("<circle"), "a forest plot with dots");
        assert!(html.contains("available vs taken away from the affected seat"));
        assert!(html.contains("<h2>What the figures mean</h2>") && html.contains("Common random numbers"));
        let dir = scratch("effects");
        report.write_dir(&dir).expect("written");
        for file in ["report.json", "effects.csv", "effects.svg", "report.html"] {
            assert!(dir.join(file).is_file(), "{file} is written");
        }
        let _ = std::fs::remove_dir_all(&dir);
        // An item of few plays, its interval wide, is listed apart and leaves the axis alone.
        let axis = effects_axis(&report);
        let mut few = report.items[0].clone();
        (few.id, few.name, few.flag, few.effect) = (String::from("rare"), String::from("Rare"), Flag::FewPlays, [0.3, -0.6, 0.9]);
        report.items.push(few);
        assert_eq!(effects_axis(&report), axis);
        assert!(axis.1 < 0.5, "the axis {axis:?} is the informative items'");
        let html = report.html();
        assert!(html.contains("Few plays (fewer than") && html.contains(">Rare <span"));
    }

    #[test]
    fn the_effects_page_asks_a_table_item_its_own_question() {
        let what = AblateOptions { items: item_ids(shipped(false), 1), ..AblateOptions::default() };
        let report = ablate(&sources(shipped(false)), &options(6), &what, &mut |_| {}).expect("the ablation plays out");
        let html = report.html();
        assert_self_contained(&html);
        assert!(html.contains("1 items tested at once") || html.contains("0 items tested at once"));
        let shown = html.contains("alone of its kind vs left out") || html.contains("never in force") || html.contains("Not testable");
        assert!(shown, "the rule set is shown");
    }

    #[test]
    fn the_compare_page_says_what_moves_and_writes_both_reports() {
        let files = builtin::sources(shipped(true)).expect("kessel ships");
        let short: Vec<(&str, String)> = files.iter().map(|&(n, t)| (n, t.replace("round_limit = 200", "round_limit = 1"))).collect();
        let refs: Vec<(&str, &str)> = short.iter().map(|(n, t)| (*n, t.as_str())).collect();
        let b = Arc::new(Pack::from_sources(&refs).expect("the short pack loads"));
        let a = builtin::load(shipped(true)).expect("kessel ships");
        let report = compare(&a, &b, &options(20), &mut |_| {}).expect("both packs play out");
        let html = report.html();
        assert_self_contained(&html);
        assert!(html.contains("What B changes") && html.contains("the rounds a match lasts"), "one round a match moves the length");
        assert!(html.contains("class=\"moves\"") && html.contains("B − A in points"));
        let dir = scratch("compare");
        report.write_dir(&dir).expect("written");
        for file in ["compare.json", "compare.csv", "compare.html", "a/report.html", "b/report.html", "a/report.json"] {
            assert!(dir.join(file).is_file(), "{file} is written");
        }
        let csv = std::fs::read_to_string(dir.join("compare.csv")).expect("read");
        assert!(csv.starts_with("key,label,a,b,difference,lo,hi,moves\n") && csv.contains("\nrounds,"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
