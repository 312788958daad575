//! A seat-count sweep's index page (`archeon sim --seats K..N --report DIR`): per seat count, the
//! win share by seat and by turn order, and whether the first player is favoured.

use alloc::string::String;
use core::fmt::Write as _;

use super::html::escape;
use super::report::{wilson, Report};

/// The page: one section a seat count, linking to that count's full report.
pub fn sweep_html(reports: &[Report]) -> String {
    let mut html = String::from(
        "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Seat-count sweep</title>\n<style>body{font-family:sans-serif;max-width:980px;margin:2em auto;color:#222}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 8px;text-align:right}th{background:#eee}</style></head><body>\n",
    );
    if let Some(first) = reports.first() {
        let _ = writeln!(
            html,
            "<h1>{} — seat counts {}..{}</h1>",
            escape(&first.info.table),
            first.info.seats,
            reports.last().map_or(0, |r| r.info.seats)
        );
        let _ = writeln!(
            html,
            "<p>Bots <b>{}</b>, seeds from {}, {} matches a seat count.</p>",
            escape(&first.info.bot),
            first.info.seed,
            first.tally.matches
        );
    }
    html.push_str("<h2>Is the first player favoured?</h2>\n<ul>\n");
    for r in reports {
        let _ = writeln!(html, "<li><b>{} seats:</b> {}</li>", r.info.seats, escape(&r.first_player_answer()));
    }
    html.push_str("</ul>\n");
    for r in reports {
        let _ = writeln!(html, "<h2>{} seats (<a href=\"seats_{}/report.html\">full report</a>)</h2>", r.info.seats, r.info.seats);
        html.push_str("<table><tr><th>place or seat</th><th>match wins by first-round turn order</th><th>match wins by seat</th></tr>\n");
        let order = r.first_order();
        for (i, &w) in r.tally.wins.iter().enumerate() {
            let by_order = order.get(i).map_or_else(String::new, |o| pct(o.3));
            let _ = writeln!(html, "<tr><td>{}</td><td>{by_order}</td><td>{}</td></tr>", i + 1, pct(wilson(w, r.tally.matches)));
        }
        html.push_str("</table>\n");
    }
    html.push_str("<p>Turn order: the seats in the order they first decided in the match's first round (1: the first to act). Intervals: 95% Wilson score intervals.</p>\n</body></html>\n");
    html
}

fn pct(t: (f64, f64, f64)) -> String {
    alloc::format!("{:.1}% [{:.1}, {:.1}]", t.0 * 100.0, t.1 * 100.0, t.2 * 100.0)
}
