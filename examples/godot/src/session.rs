//! The engine-free part of the extension: packs from built-in ids or from files' texts, a match
//! with one event cursor per seat, and every value the Godot classes hand to GDScript as a
//! `serde_json::Value` tree (which `lib.rs` turns into `Dictionary`/`Array`). Plain Rust, so
//! `cargo test` runs it without a Godot binary.

use std::sync::Arc;

use archeon::content::{builtin, Pack};
use archeon::session::DecisionKind;
use archeon::{Lang, Match, Setup};
use serde_json::Value;

/// The bot levels of `bot_choice`, as GDScript passes them (`ArcheonMatch.BOT_RANDOM` ...).
pub const BOTS: [(i64, &str); 4] = [(0, "random"), (1, "easy"), (2, "medium"), (3, "hard")];

/// A built-in pack by id (`"kessel"`).
pub fn builtin_pack(id: &str) -> Result<Arc<Pack>, String> {
    builtin::load(id).ok_or_else(|| format!("`{id}` is not a built-in pack ({})", builtin::IDS.join(", ")))
}

/// A pack from its files' names and texts, as read through Godot's `FileAccess` (so from
/// `res://` inside an exported game's PCK, or from `user://` for mods). The same names and
/// texts give the same pack and content hash as the folder would.
pub fn pack_from_files(files: &[(String, String)]) -> Result<Arc<Pack>, String> {
    if files.is_empty() {
        return Err(String::from("no *.toml file was given"));
    }
    let borrowed: Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Pack::from_sources(&borrowed).map(Arc::new).map_err(|e| e.to_string())
}

/// The snake_case name of a decision kind, as GDScript sees it (the library's own serde name);
/// `""` when the match is over.
pub fn kind_name(kind: Option<DecisionKind>) -> String {
    kind.map(|k| String::from(k.name())).unwrap_or_default()
}

/// A seat number from GDScript's int, checked against the table.
pub fn seat_of(seat: i64, seats: u8) -> Result<u8, String> {
    u8::try_from(seat).ok().filter(|s| *s < seats).ok_or_else(|| format!("seat {seat} is not a seat of this match ({seats} seats)"))
}

/// An action id from GDScript's int (ids are u32).
pub fn action_of(id: i64) -> Result<u32, String> {
    u32::try_from(id).map_err(|_| format!("{id} is not an action id"))
}

/// A language from GDScript's tag (`"en"`, `"pt-BR"`).
pub fn lang_of(lang: &str) -> Result<Lang, String> {
    Lang::parse(lang).map_err(|e| e.to_string())
}

/// A match as the Godot class holds it.
#[derive(Debug, Clone)]
pub struct Session {
    pack: Arc<Pack>,
    inner: Match,
    cursors: Vec<usize>,
}

impl Session {
    /// Opens a match. `setup` is the per-seat setup as GDScript gives it (a Dictionary as a
    /// JSON value; `Null` or an empty object for none).
    pub fn open(pack: Arc<Pack>, seats: i64, seed: i64, setup: &Value) -> Result<Session, String> {
        let setup: Setup = match setup {
            Value::Null => Setup::default(),
            Value::Object(o) if o.is_empty() => Setup::default(),
            other => Setup::from_json(other.to_string().as_bytes()).map_err(|e| format!("setup: {e}"))?,
        };
        let seats = u8::try_from(seats).map_err(|_| format!("{seats} seats is not a seat count"))?;
        let inner = Match::new(pack.clone(), seats, seed as u64, setup).map_err(|e| e.to_string())?;
        Ok(Session { pack, inner, cursors: vec![0; usize::from(seats)] })
    }

    /// Loads save bytes against a pack.
    pub fn load(pack: Arc<Pack>, save: &[u8]) -> Result<Session, String> {
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

    /// The languages the pack's texts are offered in, as tags.
    pub fn languages(&self) -> Vec<String> {
        self.inner.languages().iter().map(ToString::to_string).collect()
    }

    /// The text of an action as seat `viewer` may read it, in `lang` (a BCP 47 tag).
    pub fn describe(&self, id: i64, viewer: i64, lang: &str) -> Result<String, String> {
        let id = action_of(id)?;
        let viewer = seat_of(viewer, self.seats())?;
        let lang = lang_of(lang)?;
        self.inner.describe(id, viewer, lang).map_err(|e| e.to_string())?.ok_or_else(|| format!("{id:#x} names no action"))
    }

    /// The library bot's move for `seat` at `level` (`BOT_RANDOM` .. `BOT_HARD`), from that
    /// seat's view only; the match is not changed.
    pub fn bot_choice(&self, seat: i64, level: i64, seed: i64) -> Result<i64, String> {
        let seat = seat_of(seat, self.seats())?;
        let name =
            BOTS.iter().find(|(n, _)| *n == level).map(|(_, name)| *name).ok_or_else(|| format!("{level} is not a bot level (0 to 3)"))?;
        match self.inner.pending() {
            Some(p) if p.seat == seat => {}
            Some(p) => return Err(format!("it is seat {}'s decision, not seat {seat}'s", p.seat)),
            None => return Err(String::from("the match is over")),
        }
        let mut bot = archeon::bots::by_name(name, seed as u64).ok_or_else(|| format!("no bot named {name}"))?;
        bot.choose(&self.inner, seat).map(i64::from).ok_or_else(|| String::from("no legal action"))
    }

    /// Applies an action; on success returns the new events as (seat, event) pairs, each
    /// seat's in order, ready to be emitted as signals.
    pub fn apply(&mut self, seat: i64, id: i64) -> Result<Vec<(u8, Value)>, String> {
        let seat = seat_of(seat, self.seats())?;
        let id = action_of(id)?;
        self.inner.apply(seat, id).map_err(|e| e.to_string())?;
        Ok(self.drain_events())
    }

    /// Every event not yet handed out, for every seat, advancing the cursors: each as the
    /// library serialises it (`{"to": mask, "body": {"type": ...}}`).
    pub fn drain_events(&mut self) -> Vec<(u8, Value)> {
        let mut out = Vec::new();
        for seat in 0..self.seats() {
            let mut cursor = self.cursors[usize::from(seat)];
            while let Ok(Some((event, next))) = self.inner.next_event(seat, cursor) {
                out.push((seat, serde_json::to_value(event).unwrap_or(Value::Null)));
                cursor = next;
            }
            self.cursors[usize::from(seat)] = self.inner.event_count();
        }
        out
    }

    /// What `seat` may see now.
    pub fn observe(&self, seat: i64) -> Result<Value, String> {
        let seat = seat_of(seat, self.seats())?;
        let view = self.inner.observe(seat).map_err(|e| e.to_string())?;
        serde_json::to_value(view).map_err(|e| e.to_string())
    }

    /// The result once the match is over (`winners` as a seat mask, `chips`, `places`, ...).
    pub fn result(&self) -> Option<Value> {
        self.inner.result().and_then(|r| serde_json::to_value(r).ok())
    }

    pub fn save(&self) -> Vec<u8> {
        // A session is never a determinized sample, the one match a save refuses.
        self.inner.save().unwrap_or_default()
    }

    /// The library's conservation self-check (for tests and modders: it reads hidden state).
    pub fn check_conservation(&self) -> Result<(), String> {
        self.inner.check_conservation().map_err(|e| e.message)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kessel() -> Arc<Pack> {
        builtin_pack("kessel").unwrap()
    }

    #[test]
    fn plays_whole_matches_and_hands_out_events_as_values() {
        for seed in 0..10i64 {
            let seats = 2 + seed % 3;
            let mut s = Session::open(kessel(), seats, seed, &Value::Null).unwrap();
            let first = s.drain_events();
            assert!(first.iter().any(|(_, e)| e["body"]["type"] == "round_started"), "{first:?}");
            let mut steps = 0i64;
            while s.pending_seat() >= 0 {
                let seat = s.pending_seat();
                assert!(!s.pending_kind().is_empty());
                let legal = s.legal_actions(seat).unwrap();
                assert!(!legal.is_empty());
                let id =
                    if steps % 2 == 0 { legal[(steps * 7 + seed) as usize % legal.len()] } else { s.bot_choice(seat, 1, steps).unwrap() };
                assert!(legal.contains(&id));
                assert!(!s.describe(id, seat, ["en", "ru"][(steps % 2) as usize]).unwrap().is_empty());
                for (to, e) in s.apply(seat, id).unwrap() {
                    assert!(e["to"].as_u64().unwrap() & (1 << to) != 0, "an event goes only to seats that may see it");
                    assert!(e["body"]["type"].is_string());
                }
                s.check_conservation().unwrap();
                let view = s.observe(seat).unwrap();
                assert_eq!(view["seat"], seat);
                steps += 1;
                assert!(steps < 100_000);
            }
            assert_eq!(s.pending_kind(), "");
            let result = s.result().unwrap();
            assert!(result["winners"].as_u64().unwrap() > 0);
            assert_eq!(result["places"].as_array().unwrap().len(), seats as usize);
            let again = Session::load(kessel(), &s.save()).unwrap();
            assert_eq!(again.result(), s.result());
        }
    }

    #[test]
    fn a_clone_is_independent_and_plays_on_alike() {
        let mut s = Session::open(kessel(), 3, 5, &Value::Null).unwrap();
        s.drain_events();
        let mut copy = s.clone();
        let seat = s.pending_seat();
        let id = s.bot_choice(seat, 1, 9).unwrap();
        let a = s.apply(seat, id).unwrap();
        assert_eq!(copy.pending_seat(), seat, "the clone did not move");
        let b = copy.apply(seat, id).unwrap();
        assert_eq!(a, b, "the same action gives the same events");
        assert_eq!(s.save(), copy.save());
    }

    #[test]
    fn every_family_plays_through_the_session() {
        for id in ["archeon", "arcana", "corellian", "pazaak"] {
            let pack = builtin_pack(id).unwrap();
            let (min, _) = pack.seat_range();
            let mut s = Session::open(pack, i64::from(min), 3, &Value::Null).unwrap();
            let mut steps = 0;
            while s.pending_seat() >= 0 && steps < 20_000 {
                let seat = s.pending_seat();
                let id = s.bot_choice(seat, 1, steps).unwrap();
                s.apply(seat, id).unwrap();
                steps += 1;
            }
            assert!(s.result().is_some(), "{id}: the match ended");
        }
    }

    #[test]
    fn bad_input_is_refused_with_a_message() {
        assert!(builtin_pack("nope").unwrap_err().contains("not a built-in pack"));
        assert!(Session::open(kessel(), 1, 0, &Value::Null).is_err());
        assert!(Session::open(kessel(), 300, 0, &Value::Null).is_err());
        let bad_setup = Session::open(kessel(), 2, 0, &serde_json::json!({"tokens": 3})).unwrap_err();
        assert!(bad_setup.contains("expected"), "{bad_setup}");
        let mut s = Session::open(kessel(), 2, 0, &Value::Null).unwrap();
        assert!(s.legal_actions(5).is_err());
        assert!(s.legal_actions(-1).is_err());
        assert!(s.apply(s.pending_seat(), -3).is_err());
        assert!(s.apply(s.pending_seat(), 0xdead_beef).is_err());
        assert!(s.apply(1 - s.pending_seat(), 1).is_err());
        assert!(s.describe(0xdead_beef, 0, "en").is_err());
        assert!(s.describe(1, 9, "en").is_err());
        assert!(s.describe(1, 0, "english!").unwrap_err().contains("not a language tag"));
        assert_eq!(s.languages().first().map(String::as_str), Some("en"));
        assert!(s.bot_choice(s.pending_seat(), 9, 0).unwrap_err().contains("bot level"));
        assert!(s.bot_choice(1 - s.pending_seat(), 1, 0).unwrap_err().contains("decision"));
        assert!(s.observe(2).is_err());
        assert!(s.result().is_none());
        let save = s.save();
        assert!(Session::load(kessel(), &save[..save.len() / 2]).is_err());
        assert_eq!(s.pack_id(), "kessel");
    }

    #[test]
    fn a_pack_from_its_files_texts_is_the_folders_pack() {
        let dir = std::path::Path::new(concat!(env!("CARGO_MANIFEST_DIR"), "/../../content/kessel"));
        let mut files: Vec<(String, String)> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|e| e == "toml" || e == "ftl"))
            .map(|p| (p.file_name().unwrap().to_string_lossy().into_owned(), std::fs::read_to_string(&p).unwrap()))
            .collect();
        files.sort();
        assert_eq!(pack_from_files(&files).unwrap().hash, kessel().hash);
        assert!(pack_from_files(&[]).unwrap_err().contains("no *.toml"));
        files[0].1.push_str("\n[[nonsense\n");
        assert!(pack_from_files(&files).is_err());
    }
}
