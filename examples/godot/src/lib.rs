//! A Godot 4 GDExtension over Archeon: the `ArcheonMatch` class (a `RefCounted`) drives one
//! match from GDScript and emits the `event` signal once per event and seat after each action.
//!
//! ```gdscript
//! var m := ArcheonMatch.new()
//! m.event.connect(func(seat, json): print(seat, " ", json))
//! if not m.open("kessel", 2, 42, ""):
//!     push_error(m.last_error())
//! while m.pending_seat() >= 0:
//!     var legal := m.legal_actions(m.pending_seat())
//!     m.apply(m.pending_seat(), legal[0])
//! print(m.result())
//! ```
//!
//! The logic lives in [`session`] (plain Rust, unit-tested without Godot); this file only
//! converts between Godot types and it.

pub mod session;

use godot::prelude::*;
use session::Session;

struct ArcheonExtension;

#[gdextension]
unsafe impl ExtensionLibrary for ArcheonExtension {}

/// One Archeon match. Failed calls return `false` (or an empty value) and keep a message for
/// `last_error()`.
#[derive(GodotClass)]
#[class(base = RefCounted, init)]
pub struct ArcheonMatch {
    base: Base<RefCounted>,
    session: Option<Session>,
    last_error: String,
}

#[godot_api]
impl ArcheonMatch {
    /// Emitted after `apply` (and `open`/`load_save`), once per event per seat that may see it.
    #[signal]
    fn event(seat: i64, json: GString);

    /// Opens a match of a pack (a built-in id such as "kessel", or a globalized folder path).
    #[func]
    fn open(&mut self, pack: GString, seats: i64, seed: i64, setup_json: GString) -> bool {
        let opened = Session::open(&pack.to_string(), seats, seed, &setup_json.to_string());
        self.start(opened)
    }

    /// Loads save bytes made by `save()` against the same pack.
    #[func]
    fn load_save(&mut self, pack: GString, save: PackedByteArray) -> bool {
        let loaded = Session::load(&pack.to_string(), save.as_slice());
        self.start(loaded)
    }

    /// The seat whose decision is pending, or -1 when the match is over (or not open).
    #[func]
    fn pending_seat(&self) -> i64 {
        self.session.as_ref().map_or(-1, Session::pending_seat)
    }

    /// "main", "keep", "token_die", "impostor", "pick", "spike_answer", "toss_answer",
    /// "forced_claim", "react", or "" when the match is over.
    #[func]
    fn pending_kind(&self) -> GString {
        GString::from(self.session.as_ref().map(Session::pending_kind).unwrap_or_default().as_str())
    }

    #[func]
    fn legal_actions(&mut self, seat: i64) -> PackedInt64Array {
        let got = self.with(|s| s.legal_actions(seat));
        got.map(|ids| PackedInt64Array::from(ids.as_slice())).unwrap_or_default()
    }

    /// The text of action `id` as seat `viewer` may read it.
    #[func]
    fn describe(&mut self, id: i64, viewer: i64, russian: bool) -> GString {
        self.with(|s| s.describe(id, viewer, russian)).map(|t| GString::from(t.as_str())).unwrap_or_default()
    }

    /// Applies an action; emits `event` for what happened. Returns false when refused.
    #[func]
    fn apply(&mut self, seat: i64, id: i64) -> bool {
        let Some(session) = self.session.as_mut() else {
            self.last_error = String::from("no match is open");
            return false;
        };
        match session.apply(seat, id) {
            Ok(events) => {
                self.emit(events);
                true
            }
            Err(e) => {
                self.last_error = e;
                false
            }
        }
    }

    /// What `seat` may see, as JSON ("" on error).
    #[func]
    fn observe(&mut self, seat: i64) -> GString {
        self.with(|s| s.observe(seat)).map(|t| GString::from(t.as_str())).unwrap_or_default()
    }

    /// The result as JSON once the match is over, else "".
    #[func]
    fn result(&self) -> GString {
        GString::from(self.session.as_ref().map(Session::result).unwrap_or_default().as_str())
    }

    #[func]
    fn save(&self) -> PackedByteArray {
        self.session.as_ref().map(|s| PackedByteArray::from(s.save().as_slice())).unwrap_or_default()
    }

    #[func]
    fn last_error(&self) -> GString {
        GString::from(self.last_error.as_str())
    }
}

impl ArcheonMatch {
    fn start(&mut self, session: Result<Session, String>) -> bool {
        match session {
            Ok(mut s) => {
                let events = s.drain_events();
                self.session = Some(s);
                self.emit(events);
                true
            }
            Err(e) => {
                self.last_error = e;
                false
            }
        }
    }

    fn with<T>(&mut self, f: impl FnOnce(&Session) -> Result<T, String>) -> Option<T> {
        let result = match self.session.as_ref() {
            Some(s) => f(s),
            None => Err(String::from("no match is open")),
        };
        result.map_err(|e| self.last_error = e).ok()
    }

    fn emit(&mut self, events: Vec<(u8, String)>) {
        for (seat, json) in events {
            self.base_mut().emit_signal("event", &[i64::from(seat).to_variant(), GString::from(json.as_str()).to_variant()]);
        }
    }
}
