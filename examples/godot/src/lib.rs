//! A Godot 4 GDExtension over Archeon (the addon `addons/archeon/`): `ArcheonPack` loads the
//! rules (a built-in pack, or a mod's TOML files through `FileAccess`, so from `res://` inside
//! an exported game or from `user://`), and `ArcheonMatch` drives one match from GDScript with
//! views, events and results as `Dictionary`/`Array` values and an `event` signal per event and
//! seat after each action.
//!
//! ```gdscript
//! var pack := ArcheonPack.new()
//! if not pack.load_builtin("kessel"):      # or pack.load_folder("res://mods/my_pack")
//!     push_error(pack.last_error())
//! var m := ArcheonMatch.new()
//! m.event.connect(func(seat: int, event: Dictionary): print(seat, " ", event["body"]["type"]))
//! if not m.open(pack, 2, 42, {}):
//!     push_error(m.last_error())
//! while not m.is_over():
//!     var seat := m.pending_seat()
//!     var id := m.bot_choice(seat, ArcheonMatch.BOT_EASY, 7)
//!     print(m.describe(id, seat, "en"))
//!     m.apply(seat, id)
//! print(m.result()["winners"])
//! ```
//!
//! The logic lives in [`session`] (plain Rust, unit-tested without Godot); this file only
//! converts between Godot types and it.

pub mod session;

use std::sync::Arc;

use archeon::content::Pack;
use godot::classes::{DirAccess, FileAccess, Json};
use godot::prelude::*;
use serde_json::Value;
use session::Session;

struct ArcheonExtension;

#[gdextension]
unsafe impl ExtensionLibrary for ArcheonExtension {}

/// A JSON value as the Variant GDScript reads: objects as `Dictionary`, arrays as `Array`,
/// whole numbers as `int`, others as `float`, `null` as `null`.
fn variant_of(value: &Value) -> Variant {
    match value {
        Value::Null => Variant::nil(),
        Value::Bool(b) => b.to_variant(),
        Value::Number(n) => match n.as_i64() {
            Some(i) => i.to_variant(),
            None => n.as_f64().unwrap_or(f64::NAN).to_variant(),
        },
        Value::String(s) => GString::from(s.as_str()).to_variant(),
        Value::Array(items) => {
            let mut array = VarArray::new();
            for item in items {
                array.push(&variant_of(item));
            }
            array.to_variant()
        }
        Value::Object(fields) => dictionary_of_map(fields).to_variant(),
    }
}

fn dictionary_of_map(fields: &serde_json::Map<String, Value>) -> VarDictionary {
    let mut dict = VarDictionary::new();
    for (key, value) in fields {
        dict.set(&GString::from(key.as_str()).to_variant(), &variant_of(value));
    }
    dict
}

/// A JSON object as a `Dictionary` (anything else as an empty one).
fn dictionary_of(value: &Value) -> VarDictionary {
    match value {
        Value::Object(fields) => dictionary_of_map(fields),
        _ => VarDictionary::new(),
    }
}

/// A GDScript `Dictionary` as a JSON value (through Godot's own JSON writer).
fn value_of(dict: &VarDictionary) -> Result<Value, String> {
    if dict.is_empty() {
        return Ok(Value::Null);
    }
    let text = Json::stringify(&dict.to_variant()).to_string();
    serde_json::from_str(&text).map_err(|e| format!("setup: {e}"))
}

/// The rules of one table: a built-in pack, or a pack's TOML files read through Godot.
/// Failed loads return `false` and keep a message for `last_error()`.
#[derive(GodotClass)]
#[class(base = RefCounted, init)]
pub struct ArcheonPack {
    base: Base<RefCounted>,
    pack: Option<Arc<Pack>>,
    last_error: String,
}

#[godot_api]
impl ArcheonPack {
    /// Loads a pack shipped inside the library by id ("kessel", "archeon", "arcana", ...).
    #[func]
    fn load_builtin(&mut self, id: GString) -> bool {
        let loaded = session::builtin_pack(&id.to_string());
        self.keep(loaded)
    }

    /// Loads every `*.toml` and `*.ftl` file of a folder through `DirAccess` and `FileAccess`: `res://`
    /// (inside an exported game too: add `*.toml` to the export preset's non-resource filter)
    /// or `user://` (mods the player installed). Same files, same content hash as anywhere else.
    #[func]
    fn load_folder(&mut self, path: GString) -> bool {
        let loaded = read_folder(&path.to_string()).and_then(|files| session::pack_from_files(&files));
        self.keep(loaded)
    }

    /// Loads a pack from files' names and texts you read yourself (`names[i]` holds `texts[i]`).
    #[func]
    fn load_texts(&mut self, names: PackedStringArray, texts: PackedStringArray) -> bool {
        if names.len() != texts.len() {
            self.last_error = format!("{} names but {} texts", names.len(), texts.len());
            return false;
        }
        let files: Vec<(String, String)> =
            names.as_slice().iter().zip(texts.as_slice()).map(|(n, t)| (n.to_string(), t.to_string())).collect();
        let loaded = session::pack_from_files(&files);
        self.keep(loaded)
    }

    /// Whether a pack is loaded.
    #[func]
    fn is_loaded(&self) -> bool {
        self.pack.is_some()
    }

    /// The pack's id ("" before a load).
    #[func]
    fn id(&self) -> GString {
        GString::from(self.pack.as_ref().map_or("", |p| p.id.as_str()))
    }

    /// The content hash saves record, as 16 hex digits ("" before a load).
    #[func]
    fn content_hash(&self) -> GString {
        GString::from(self.pack.as_ref().map(|p| p.hash_hex()).unwrap_or_default().as_str())
    }

    /// The fewest seats a match of this pack takes (0 before a load).
    #[func]
    fn min_seats(&self) -> i64 {
        self.pack.as_ref().map_or(0, |p| i64::from(p.seat_range().0))
    }

    /// The most seats a match of this pack takes (0 before a load).
    #[func]
    fn max_seats(&self) -> i64 {
        self.pack.as_ref().map_or(0, |p| i64::from(p.seat_range().1))
    }

    /// The message of the last failed load.
    #[func]
    fn last_error(&self) -> GString {
        GString::from(self.last_error.as_str())
    }
}

impl ArcheonPack {
    fn keep(&mut self, loaded: Result<Arc<Pack>, String>) -> bool {
        match loaded {
            Ok(pack) => {
                self.pack = Some(pack);
                true
            }
            Err(e) => {
                self.last_error = e;
                false
            }
        }
    }
}

/// The `*.toml` and `*.ftl` files of a Godot folder (`res://`, `user://` or an absolute path), sorted by name.
fn read_folder(path: &str) -> Result<Vec<(String, String)>, String> {
    let dir = DirAccess::open(path).ok_or_else(|| format!("cannot open the folder `{path}`"))?;
    let mut names: Vec<String> =
        dir.get_files().as_slice().iter().map(|n| n.to_string()).filter(|n| n.ends_with(".toml") || n.ends_with(".ftl")).collect();
    names.sort();
    let mut files = Vec::with_capacity(names.len());
    for name in names {
        let file_path = format!("{}/{name}", path.trim_end_matches('/'));
        if !FileAccess::file_exists(file_path.as_str()) {
            return Err(format!("cannot read `{file_path}`"));
        }
        files.push((name, FileAccess::get_file_as_string(file_path.as_str()).to_string()));
    }
    Ok(files)
}

/// One Archeon match. Failed calls return `false` (or an empty value, or -1) and keep a message
/// for `last_error()`.
#[derive(GodotClass)]
#[class(base = RefCounted, init)]
pub struct ArcheonMatch {
    base: Base<RefCounted>,
    session: Option<Session>,
    last_error: String,
}

#[godot_api]
impl ArcheonMatch {
    /// `bot_choice`: a uniformly random legal action.
    #[constant]
    const BOT_RANDOM: i64 = 0;
    /// `bot_choice`: the heuristic bot (fast).
    #[constant]
    const BOT_EASY: i64 = 1;
    /// `bot_choice`: the search bot, 200 iterations a decision.
    #[constant]
    const BOT_MEDIUM: i64 = 2;
    /// `bot_choice`: the search bot, 1,000 iterations a decision.
    #[constant]
    const BOT_HARD: i64 = 3;

    /// Emitted after `apply` (and `open`/`load_save`), once per event per seat that may see it:
    /// the event as a Dictionary `{"to": seat mask, "body": {"type": ..., ...}}`.
    #[signal]
    fn event(seat: i64, event: VarDictionary);

    /// Opens a match of `pack` with `seats` seats from `seed`; `setup` is the per-seat setup
    /// (`{"tokens": [["<token id>", ...], ...]}`; `{}` for none).
    #[func]
    fn open(&mut self, pack: Gd<ArcheonPack>, seats: i64, seed: i64, setup: VarDictionary) -> bool {
        let opened = match (pack.bind().pack.clone(), value_of(&setup)) {
            (Some(p), Ok(setup)) => Session::open(p, seats, seed, &setup),
            (None, _) => Err(String::from("the pack is not loaded")),
            (_, Err(e)) => Err(e),
        };
        self.start(opened)
    }

    /// Loads save bytes made by `save()` against the same pack.
    #[func]
    fn load_save(&mut self, pack: Gd<ArcheonPack>, save: PackedByteArray) -> bool {
        let loaded = match pack.bind().pack.clone() {
            Some(p) => Session::load(p, save.as_slice()),
            None => Err(String::from("the pack is not loaded")),
        };
        self.start(loaded)
    }

    /// An independent copy of the match, event cursors included (null when none is open). It
    /// is exact, hidden cards and future draws included: for undo and replays, not for a bot's
    /// search (which must not know what its seat cannot see).
    #[func(rename = clone)]
    fn clone_match(&self) -> Option<Gd<ArcheonMatch>> {
        let session = self.session.clone()?;
        Some(Gd::from_init_fn(|base| ArcheonMatch { base, session: Some(session), last_error: String::new() }))
    }

    /// The number of seats (0 when no match is open).
    #[func]
    fn seats(&self) -> i64 {
        self.session.as_ref().map_or(0, |s| i64::from(s.seats()))
    }

    /// Whether the match is over (or none is open).
    #[func]
    fn is_over(&self) -> bool {
        self.pending_seat() < 0
    }

    /// The seat whose decision is pending, or -1 when the match is over (or not open).
    #[func]
    fn pending_seat(&self) -> i64 {
        self.session.as_ref().map_or(-1, Session::pending_seat)
    }

    /// "main", "keep", "token_die", "impostor", "pick", "spike_answer", "toss_answer",
    /// "forced_claim", "react", "bet", "discard", "draw", or "" when the match is over.
    #[func]
    fn pending_kind(&self) -> GString {
        GString::from(self.session.as_ref().map(Session::pending_kind).unwrap_or_default().as_str())
    }

    /// `seat`'s legal action ids (empty when it is not its decision).
    #[func]
    fn legal_actions(&mut self, seat: i64) -> PackedInt64Array {
        let got = self.with(|s| s.legal_actions(seat));
        got.map(|ids| PackedInt64Array::from(ids.as_slice())).unwrap_or_default()
    }

    /// The text of action `id` as seat `viewer` may read it, in `lang`: a BCP 47 tag (`"en"`,
    /// `"ru"`, `"pl"`; one of `languages()`, or any other, read as its fallback).
    #[func]
    fn describe(&mut self, id: i64, viewer: i64, lang: GString) -> GString {
        let lang = lang.to_string();
        self.with(|s| s.describe(id, viewer, &lang)).map(|t| GString::from(t.as_str())).unwrap_or_default()
    }

    /// The languages the pack's texts are offered in (`"en"`, `"ru"`..., and the pseudo-locale
    /// `"en-XA"`).
    #[func]
    fn languages(&mut self) -> PackedStringArray {
        let got = self.with(|s| Ok(s.languages()));
        got.map(|tags| tags.iter().map(|t| GString::from(t.as_str())).collect()).unwrap_or_default()
    }

    /// The library bot's move for `seat` at `level` (`BOT_RANDOM` .. `BOT_HARD`), decided from
    /// that seat's view only; -1 when refused. Apply it with `apply`.
    #[func]
    fn bot_choice(&mut self, seat: i64, level: i64, seed: i64) -> i64 {
        self.with(|s| s.bot_choice(seat, level, seed)).unwrap_or(-1)
    }

    /// Applies an action; emits `event` for what happened. Returns false when refused (the
    /// match unchanged).
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

    /// What `seat` may see now, as a Dictionary (empty on error); its `"family"` names the table.
    #[func]
    fn observe(&mut self, seat: i64) -> VarDictionary {
        self.with(|s| s.observe(seat)).map(|v| dictionary_of(&v)).unwrap_or_default()
    }

    /// The result once the match is over (`winners` as a seat mask, `chips`, `places`,
    /// `rounds`, `at_bound`), else an empty Dictionary.
    #[func]
    fn result(&self) -> VarDictionary {
        self.session.as_ref().and_then(Session::result).map(|v| dictionary_of(&v)).unwrap_or_default()
    }

    /// The match as save bytes (they hold the seed: keep them from the player).
    #[func]
    fn save(&self) -> PackedByteArray {
        self.session.as_ref().map(|s| PackedByteArray::from(s.save().as_slice())).unwrap_or_default()
    }

    /// The message of the last failed call.
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

    fn emit(&mut self, events: Vec<(u8, Value)>) {
        for (seat, event) in events {
            self.base_mut().emit_signal("event", &[i64::from(seat).to_variant(), dictionary_of(&event).to_variant()]);
        }
    }
}
