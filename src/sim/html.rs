//! The report's HTML page: one self-contained file, its plots inline SVG drawn by `plotters`.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;
use core::fmt::Write as _;

use plotters::prelude::*;

use super::report::{wilson, ItemFigures, Report};

const BLUE: RGBColor = RGBColor(52, 101, 164);
const GREY: RGBColor = RGBColor(136, 138, 133);
const RED: RGBColor = RGBColor(204, 0, 0);

/// Text made safe inside HTML.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// Draws into an SVG string of `size`; an empty string if plotting failed (the page then says so).
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

/// Win share by seat, with 95% intervals and the fair share.
pub fn win_share_svg(report: &Report) -> String {
    let t = &report.tally;
    let seats = t.wins.len();
    let shares: Vec<(f64, f64, f64)> = t.wins.iter().map(|&w| wilson(w, t.matches)).collect();
    let top = shares.iter().map(|s| s.2).fold(0.0, f64::max).max(1.0 / seats.max(1) as f64) * 1.25;
    svg((640, 360), |root| {
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption("Win share by seat (95% intervals; dashed: a fair share)", ("sans-serif", 18))
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(56)
            .build_cartesian_2d(-0.5f64..seats as f64 - 0.5, 0f64..top)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_x_mesh()
            .x_labels(seats)
            .x_label_formatter(&|x| alloc::format!("seat {}", x.round() as i64))
            .y_label_formatter(&|y| alloc::format!("{:.0}%", y * 100.0))
            .draw()
            .map_err(err)?;
        chart
            .draw_series(shares.iter().enumerate().map(|(s, &(p, _, _))| {
                let x = s as f64;
                Rectangle::new([(x - 0.3, 0.0), (x + 0.3, p)], BLUE.filled())
            }))
            .map_err(err)?;
        chart
            .draw_series(
                shares
                    .iter()
                    .enumerate()
                    .map(|(s, &(_, lo, hi))| PathElement::new(vec![(s as f64, lo), (s as f64, hi)], BLACK.stroke_width(2))),
            )
            .map_err(err)?;
        let fair = 1.0 / seats.max(1) as f64;
        chart.draw_series(DashedLineSeries::new([(-0.5, fair), (seats as f64 - 0.5, fair)], 6, 4, GREY.stroke_width(1))).map_err(err)?;
        root.present().map_err(err)
    })
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

/// Each seat-played item's lift: the win rate of the seats that played it minus that of the
/// seats that did not, with its 95% interval, items sorted by lift.
pub fn lift_svg(report: &Report) -> String {
    let mut items: Vec<ItemFigures> = report.item_figures().into_iter().filter(|f| f.by_seat && f.plays > 0).collect();
    if items.is_empty() {
        return String::from("<p>(no item of this table is played by a seat)</p>");
    }
    items.sort_by(|a, b| a.lift.0.total_cmp(&b.lift.0).then_with(|| a.id.cmp(&b.id)));
    let n = items.len();
    let lo = items.iter().map(|f| f.lift.1).fold(0.0, f64::min) - 0.02;
    let hi = items.iter().map(|f| f.lift.2).fold(0.0, f64::max) + 0.02;
    let labels: Vec<String> = items.iter().map(|f| alloc::format!("{} {}", f.kind, f.id)).collect();
    svg((760, 80 + 16 * n as u32), |root| {
        root.fill(&WHITE).map_err(err)?;
        let mut chart = ChartBuilder::on(&root)
            .caption("Win-rate lift of playing an item (played − not played, 95% intervals)", ("sans-serif", 18))
            .margin(12)
            .x_label_area_size(36)
            .y_label_area_size(230)
            .build_cartesian_2d(lo..hi, -0.5f64..n as f64 - 0.5)
            .map_err(err)?;
        chart
            .configure_mesh()
            .disable_y_mesh()
            .y_labels(n)
            .y_label_formatter(&|y| {
                let i = y.round();
                if (y - i).abs() < 1e-6 && i >= 0.0 {
                    labels.get(i as usize).cloned().unwrap_or_default()
                } else {
                    String::new()
                }
            })
            .x_label_formatter(&|x| alloc::format!("{:+.0} pts", x * 100.0))
            .draw()
            .map_err(err)?;
        chart
            .draw_series(core::iter::once(PathElement::new(vec![(0.0, -0.5), (0.0, n as f64 - 0.5)], GREY.stroke_width(1))))
            .map_err(err)?;
        chart
            .draw_series(
                items
                    .iter()
                    .enumerate()
                    .map(|(i, f)| PathElement::new(vec![(f.lift.1, i as f64), (f.lift.2, i as f64)], BLACK.stroke_width(2))),
            )
            .map_err(err)?;
        chart
            .draw_series(items.iter().enumerate().map(|(i, f)| {
                let colour = if f.lift.1 > 0.0 || f.lift.2 < 0.0 { RED } else { BLUE };
                Circle::new((f.lift.0, i as f64), 4, colour.filled())
            }))
            .map_err(err)?;
        root.present().map_err(err)
    })
}

/// The whole page.
pub fn page(report: &Report) -> String {
    let doc = report.to_json();
    let info = &report.info;
    let mut html = String::new();
    let title = alloc::format!("{} — {} matches, {} seats, {} bots", info.table, report.tally.matches, info.seats, info.bot);
    let _ = write!(
        html,
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{t}</title>\n<style>body{{font-family:sans-serif;max-width:980px;margin:2em auto;color:#222}}table{{border-collapse:collapse}}td,th{{border:1px solid #ccc;padding:2px 8px;text-align:right}}th{{background:#eee}}td:first-child,td:nth-child(2){{text-align:left}}.sig{{color:#c00;font-weight:bold}}</style></head><body>\n<h1>{t}</h1>\n<p>Table <b>{table}</b> (family {family}, content hash {hash}), bots <b>{bot}</b>, seeds {s0}..{s1}.</p>\n",
        t = escape(&title),
        table = escape(&info.table),
        family = escape(&info.family),
        hash = escape(&info.content_hash),
        bot = escape(&info.bot),
        s0 = info.seed.wrapping_add(info.range.0),
        s1 = info.seed.wrapping_add(info.range.1.saturating_sub(1)),
    );
    html.push_str("<h2>Summary</h2>\n<table>\n");
    let rows: [(&str, String); 8] = [
        ("matches", report.tally.matches.to_string()),
        ("actions per match", alloc::format!("{:.2}", doc["actions_per_match_mean"].as_f64().unwrap_or(0.0))),
        (
            "length (mean; p50 / p90 / p99)",
            alloc::format!(
                "{:.2}; {} / {} / {} {}",
                doc["rounds_mean"].as_f64().unwrap_or(0.0),
                doc["rounds_p50"],
                doc["rounds_p90"],
                doc["rounds_p99"],
                escape(&info.round_unit)
            ),
        ),
        ("draws", report.tally.draws.to_string()),
        ("ended at the action bound", report.tally.at_bound.to_string()),
        ("seat win-share spread", fmt_share(&doc["quality"]["seat_win_share_spread"])),
        ("forced-move share", fmt_share(&doc["quality"]["forced_move_share"])),
        ("winner was behind", fmt_share(&doc["quality"]["winner_was_behind_share"])),
    ];
    for (name, value) in rows {
        let _ = writeln!(html, "<tr><th>{name}</th><td>{value}</td></tr>");
    }
    let _ = writeln!(
        html,
        "<tr><th>winner led for good after</th><td>{} of the match</td></tr>",
        fmt_share(&doc["quality"]["winner_led_for_good_after"])
    );
    let _ = writeln!(html, "<tr><th>lead changes per match</th><td>{}</td></tr>", fmt_num(&doc["quality"]["lead_changes_mean"]));
    html.push_str("</table>\n<h2>Wins by seat</h2>\n");
    html.push_str(&win_share_svg(report));
    html.push_str("\n<h2>Match length</h2>\n");
    html.push_str(&lengths_svg(report));
    html.push_str("\n<h2>Content items</h2>\n<p>Lift: the win rate of the seats that played the item at least once in a match, minus that of the seats that did not (every seat of every match is one case); red where the 95% interval excludes 0.</p>\n");
    html.push_str(&lift_svg(report));
    html.push_str("\n<table>\n<tr><th>kind</th><th>id</th><th>plays</th><th>in matches</th><th>win rate played</th><th>not played</th><th>lift (95%)</th></tr>\n");
    for f in report.item_figures() {
        let pct = |t: (f64, f64, f64)| alloc::format!("{:.1}% [{:.1}, {:.1}]", t.0 * 100.0, t.1 * 100.0, t.2 * 100.0);
        let (played, not, lift) = if f.by_seat && f.plays > 0 {
            let sig = if f.lift.1 > 0.0 || f.lift.2 < 0.0 { " class=\"sig\"" } else { "" };
            (
                pct(f.played),
                pct(f.not_played),
                alloc::format!("<span{sig}>{:+.1} [{:+.1}, {:+.1}] pts</span>", f.lift.0 * 100.0, f.lift.1 * 100.0, f.lift.2 * 100.0),
            )
        } else {
            (String::from("—"), String::from("—"), String::from(if f.by_seat { "—" } else { "the table's" }))
        };
        let _ = writeln!(
            html,
            "<tr><td>{}</td><td>{}</td><td>{}</td><td>{:.1}%</td><td>{played}</td><td>{not}</td><td>{lift}</td></tr>",
            escape(&f.kind),
            escape(&f.id),
            f.plays,
            if report.tally.matches > 0 { f.matches as f64 * 100.0 / report.tally.matches as f64 } else { 0.0 }
        );
    }
    html.push_str("</table>\n</body></html>\n");
    html
}

fn fmt_share(v: &serde_json::Value) -> String {
    v.as_f64().map_or_else(|| String::from("—"), |x| alloc::format!("{:.1}%", x * 100.0))
}

fn fmt_num(v: &serde_json::Value) -> String {
    v.as_f64().map_or_else(|| String::from("—"), |x| alloc::format!("{x:.2}"))
}
