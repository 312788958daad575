//! Everything the API gives one seat, for the properties that compare two matches as one seat
//! sees them (no-leak, determinization).

#![allow(dead_code)] // each test file uses its own subset
use archeon::session::Reader;
use archeon::{Lang, Match, Seat};

/// What `seat` receives: its events from the start, as JSON.
pub fn seat_events_json(m: &Match, seat: Seat) -> Vec<u8> {
    let (events, _) = m.events_for(seat, 0).unwrap();
    serde_json::to_vec(&events).unwrap()
}

/// How many of a seat's latest events [`seat_texts`] renders.
const RECENT_EVENTS: usize = 12;

/// Every text the API gives `seat` as a viewer: its observation, its view and menu, the
/// descriptions of its legal actions, of the last action played and of ids across the action
/// space (another seat's moves included), the texts of
/// its latest events, its log's lines every eighth event and, at the end, its result lines — in both languages.
pub fn seat_texts(m: &Match, seat: Seat) -> Vec<String> {
    let mut out = vec![String::from_utf8(m.observe_json(seat).unwrap()).unwrap(), String::from_utf8(seat_events_json(m, seat)).unwrap()];
    for lang in [Lang::EN, Lang::RU] {
        out.extend(m.view_text(seat, lang).unwrap());
        out.push(format!("{:?}", m.menu(seat, lang).unwrap()));
        // The seat's own legal actions, the last action played, and 8 ids of the action space
        // picked by the log's length (the same for every match with this log): which ids another
        // seat may play now is not the viewer's to know, but any id's description is.
        let mut described: Vec<u32> = m.legal_actions(seat);
        described.extend(m.log().last().map(|&(_, a)| a));
        let mut pick = archeon::model::MatchRng::from_seed_u64(m.log().len() as u64);
        described.extend((0..8).map(|_| pick.below(m.num_actions())));
        for action in described {
            out.push(format!("{action:#x}: {:?}", m.describe(action, seat, lang).unwrap()));
        }
        // The texts of the seat's latest events (a test that calls this at every step reads each
        // event's text once it is new: rendering the whole log at every step made these tests
        // quadratic; the events themselves are compared whole, as JSON, above), and
        // the whole log's lines (whose cursor runs over every seat's events) every eighth event.
        let (events, _) = m.events_for(seat, 0).unwrap();
        let recent = events.len().saturating_sub(RECENT_EVENTS);
        for e in &events[recent..] {
            out.push(format!("{:?}", m.event_text(e, seat, lang).unwrap()));
        }
        let reader = Reader { viewer: Some(seat), lang, picked: None };
        if events.len() % 8 == 0 {
            out.extend(m.event_lines(0, &reader).unwrap().0);
        }
        out.extend(m.result_lines(&reader).unwrap());
    }
    out
}
