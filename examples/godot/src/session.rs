//! The engine-free part of the extension: a match with one event cursor per seat, and every
//! conversion the Godot class needs. Plain Rust, so `cargo test` runs it without a Godot binary.

use std::sync::Arc;

use archeon::content::{builtin, Pack};
use archeon::session::DecisionKind;
use archeon::{Lang, Match, Setup};

/// A match as the Godot class holds it.
#[derive(Debug)]
pub struct Session {
    pack: Arc<Pack>,
    inner: Match,
    cursors: Vec<usize>,
}

/// Loads a pack: a built-in id (`"kessel"`), or a folder (`res://` paths must be globalized by
/// the caller, see `ProjectSettings.globalize_path`).
pub fn load_pack(pack: &str) -> Result<Arc<Pack>, String> {
    if let Some(p) = builtin::load(pack) {
        return Ok(p);
    }
    let path = std::path::Path::new(pack);
    if path.is_dir() {
        return Pack::load_dir(path).map(Arc::new).map_err(|e| e.to_string());
    }
    Err(format!("`{pack}` is neither a built-in pack ({}) nor a folder", builtin::IDS.join(", ")))
}

/// The snake_case name of a decision kind, as GDScript sees it (the library's own serde name);
/// `""` when the match is over.
pub fn kind_name(kind: Option<DecisionKind>) -> String {
    kind.and_then(|k| serde_json::to_value(k).ok()).and_then(|v| v.as_str().map(String::from)).unwrap_or_default()
}

/// A seat number from GDScript's int, checked against the table.
pub fn seat_of(seat: i64, seats: u8) -> Result<u8, String> {
    u8::try_from(seat).ok().filter(|s| *s < seats).ok_or_else(|| format!("seat {seat} is not a seat of this match ({seats} seats)"))
}

/// An action id from GDScript's int (ids are u32).
pub fn action_of(id: i64) -> Result<u32, String> {
    u32::try_from(id).map_err(|_| format!("{id} is not an action id"))
}

impl Session {
    /// Opens a match. `setup_json` may be empty.
    pub fn open(pack: &str, seats: i64, seed: i64, setup_json: &str) -> Result<Session, String> {
        let pack = load_pack(pack)?;
        let setup: Setup = if setup_json.trim().is_empty() {
            Setup::default()
        } else {
            Setup::from_json(setup_json.as_bytes()).map_err(|e| format!("setup JSON: {e}"))?
        };
        let seats = u8::try_from(seats).map_err(|_| format!("{seats} seats is not a seat count"))?;
        let inner = Match::new(pack.clone(), seats, seed as u64, setup).map_err(|e| e.to_string())?;
        Ok(Session { pack, inner, cursors: vec![0; usize::from(seats)] })
    }

    /// Loads save bytes against a pack.
    pub fn load(pack: &str, save: &[u8]) -> Result<Session, String> {
        let pack = load_pack(pack)?;
        let inner = Match::load(pack.clone(), save).map_err(|e| e.to_string())?;
        let seats = usize::from(inner.seats());
        Ok(Session { pack, inner, cursors: vec![0; seats] })
    }

    pub fn seats(&self) -> u8 {
        self.inner.seats()
    }

    pub fn pack_id(&self) -> &str {
        &self.pack.id
    }

    /// The pending seat, or -1 when the match is over.
    pub fn pending_seat(&self) -> i64 {
        self.inner.pending().map_or(-1, |p| i64::from(p.seat))
    }

    pub fn pending_kind(&self) -> String {
        kind_name(self.inner.pending().map(|p| p.kind))
    }

    pub fn legal_actions(&self, seat: i64) -> Result<Vec<i64>, String> {
        let seat = seat_of(seat, self.seats())?;
        Ok(self.inner.legal_actions(seat).into_iter().map(i64::from).collect())
    }

    /// The text of an action as seat `viewer` may read it.
    pub fn describe(&self, id: i64, viewer: i64, russian: bool) -> Result<String, String> {
        let id = action_of(id)?;
        let viewer = seat_of(viewer, self.seats())?;
        self.inner
            .describe(id, viewer, if russian { Lang::Ru } else { Lang::En })
            .map_err(|e| e.to_string())?
            .ok_or_else(|| format!("{id:#x} names no action"))
    }

    /// Applies an action; on success returns the new events as (seat, JSON) pairs, each seat's
    /// in order, ready to be emitted as signals.
    pub fn apply(&mut self, seat: i64, id: i64) -> Result<Vec<(u8, String)>, String> {
        let seat = seat_of(seat, self.seats())?;
        let id = action_of(id)?;
        self.inner.apply(seat, id).map_err(|e| e.to_string())?;
        Ok(self.drain_events())
    }

    /// Every event not yet handed out, for every seat, advancing the cursors.
    pub fn drain_events(&mut self) -> Vec<(u8, String)> {
        let mut out = Vec::new();
        for seat in 0..self.seats() {
            let mut cursor = self.cursors[usize::from(seat)];
            while let Ok(Some((event, next))) = self.inner.next_event(seat, cursor) {
                out.push((seat, serde_json::to_string(event).unwrap_or_default()));
                cursor = next;
            }
            self.cursors[usize::from(seat)] = self.inner.all_events().len();
        }
        out
    }

    pub fn observe(&self, seat: i64) -> Result<String, String> {
        let seat = seat_of(seat, self.seats())?;
        let json = self.inner.observe_json(seat).map_err(|e| e.to_string())?;
        String::from_utf8(json).map_err(|e| e.to_string())
    }

    /// The result as JSON, or `""` while the match goes on.
    pub fn result(&self) -> String {
        self.inner.result().map(|r| serde_json::to_string(&r).unwrap_or_default()).unwrap_or_default()
    }

    pub fn save(&self) -> Vec<u8> {
        // A session is never a determinized sample, the one match a save refuses.
        self.inner.save().unwrap_or_default()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn chips(json: &str) -> i64 {
        let v: serde_json::Value = serde_json::from_str(json).unwrap();
        v["players"].as_array().unwrap().iter().map(|p| p["chips"].as_i64().unwrap() + p["pot"].as_i64().unwrap()).sum()
    }

    #[test]
    fn plays_whole_matches_and_hands_out_events() {
        for seed in 0..10i64 {
            let seats = 2 + seed % 3;
            let mut s = Session::open("kessel", seats, seed, "").unwrap();
            let start = chips(&s.observe(0).unwrap());
            let mut house = 0i64;
            let mut first = s.drain_events();
            assert!(first.iter().any(|(_, e)| e.contains("round_started")));
            first.clear();
            let mut steps = 0i64;
            while s.pending_seat() >= 0 {
                let seat = s.pending_seat();
                assert!(!s.pending_kind().is_empty());
                let legal = s.legal_actions(seat).unwrap();
                assert!(!legal.is_empty());
                let id = legal[(steps * 7 + seed) as usize % legal.len()];
                assert!(!s.describe(id, seat, steps % 2 == 0).unwrap().is_empty());
                for (to, e) in s.apply(seat, id).unwrap() {
                    let v: serde_json::Value = serde_json::from_str(&e).unwrap();
                    assert!(v["to"].as_u64().unwrap() & (1 << to) != 0, "an event goes only to seats that may see it");
                    if to == 0 && v["body"]["type"] == "scored" && v["body"]["won"] == false {
                        house += v["body"]["penalty"].as_i64().unwrap() + v["body"]["pot"].as_i64().unwrap();
                    }
                }
                assert_eq!(chips(&s.observe(0).unwrap()) + house, start);
                steps += 1;
                assert!(steps < 100_000);
            }
            assert_eq!(s.pending_kind(), "");
            let result: serde_json::Value = serde_json::from_str(&s.result()).unwrap();
            assert!(result["winners"].as_u64().unwrap() > 0);
            let again = Session::load("kessel", &s.save()).unwrap();
            assert_eq!(again.result(), s.result());
        }
    }

    #[test]
    fn bad_input_is_refused_with_a_message() {
        assert!(Session::open("nope", 2, 0, "").unwrap_err().contains("neither"));
        assert!(Session::open("kessel", 1, 0, "").is_err());
        assert!(Session::open("kessel", 300, 0, "").is_err());
        assert!(Session::open("kessel", 2, 0, "{bad").unwrap_err().contains("setup JSON"));
        let mut s = Session::open("kessel", 2, 0, "").unwrap();
        assert!(s.legal_actions(5).is_err());
        assert!(s.legal_actions(-1).is_err());
        assert!(s.apply(s.pending_seat(), -3).is_err());
        assert!(s.apply(s.pending_seat(), 0xdead_beef).is_err());
        assert!(s.apply(1 - s.pending_seat(), 1).is_err());
        assert!(s.describe(0xdead_beef, 0, false).is_err());
        assert!(s.describe(1, 9, false).is_err());
        assert!(s.observe(2).is_err());
        assert_eq!(s.result(), "");
        let save = s.save();
        assert!(Session::load("kessel", &save[..save.len() / 2]).is_err());
        assert_eq!(s.pack_id(), "kessel");
    }

    #[test]
    fn loads_a_pack_from_a_folder() {
        let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/../../content/kessel");
        let from_dir = load_pack(dir).unwrap();
        assert_eq!(from_dir.hash, load_pack("kessel").unwrap().hash);
    }
}
