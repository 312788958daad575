//! Archeon for JavaScript and TypeScript: the session API over WebAssembly, through wasm-bindgen.
//!
//! `Pack` (a built-in table or a pack from `{path: text}` files), `Match` (pending, legal
//! actions, apply, observe, events, texts in any language, describe, save and load,
//! determinize) and the bots. Every refused call throws an `Error` whose `name` says what was
//! refused (`ContentError`, `SeatError`, `ActionError`, `SaveError`, `ArgumentError`) with the
//! library's message, and changes nothing; a content error carries its file, line, column,
//! key path and suggestion. Views cross as plain objects (the observation's JSON parsed), so a
//! page holds only what the seat may see.
//!
//! (A first cut, on the `web` branch: issue 32. The JS layer of `Error` subclasses, the
//! TypeScript types, sim and the schema come next.)

use std::sync::Arc;

use archeon::content::{builtin, ContentError, Pack};
use archeon::model::MatchRng;
use archeon::session::Reader;
use archeon::{Lang, Seat, Setup};
use wasm_bindgen::prelude::*;

/// An `Error` named `name` with `message`.
fn error(name: &str, message: impl std::fmt::Display) -> JsValue {
    let e = js_sys::Error::new(&message.to_string());
    e.set_name(name);
    e.into()
}

/// Sets `key` of `object` to `value` (a fresh object's own property: cannot fail).
fn set(object: &JsValue, key: &str, value: JsValue) {
    let _ = js_sys::Reflect::set(object, &JsValue::from_str(key), &value);
}

/// A content error as a thrown `Error` named `ContentError`: its message, file, line, column,
/// key path, suggestion, kind, and the other problems of the load (`more`, plain objects).
fn content_error(e: &ContentError) -> JsValue {
    let thrown = error("ContentError", e);
    describe_problem(&thrown, e);
    let more = js_sys::Array::new();
    for other in e.more.iter() {
        let o: JsValue = js_sys::Object::new().into();
        set(&o, "message", JsValue::from_str(&other.to_string()));
        describe_problem(&o, other);
        more.push(&o);
    }
    set(&thrown, "more", more.into());
    thrown
}

/// The place and kind of one content problem, as properties of `o`.
fn describe_problem(o: &JsValue, e: &ContentError) {
    set(o, "file", JsValue::from_str(&e.file));
    set(o, "line", JsValue::from(e.line));
    set(o, "column", JsValue::from(e.column));
    set(o, "path", JsValue::from_str(&e.path));
    set(o, "kind", JsValue::from_str(&format!("{:?}", e.kind)));
    set(o, "suggestion", e.suggestion.as_deref().map_or(JsValue::NULL, JsValue::from_str));
}

/// A language tag, or an `ArgumentError` naming it.
fn lang(tag: Option<String>) -> Result<Lang, JsValue> {
    let tag = tag.unwrap_or_else(|| String::from("en"));
    Lang::parse(&tag).map_err(|e| error("ArgumentError", e))
}

/// A JSON text as a plain object.
fn parsed(json: &[u8]) -> Result<JsValue, JsValue> {
    let text = std::str::from_utf8(json).map_err(|e| error("ArgumentError", e))?;
    js_sys::JSON::parse(text)
}

/// The ids of the built-in tables (`kessel`, `archeon`, `pazaak`...).
#[wasm_bindgen(js_name = builtinTables)]
pub fn builtin_tables() -> Vec<String> {
    builtin::IDS.iter().map(|id| (*id).to_string()).collect()
}

/// The names of the bots, weakest first (`random` ... `lookahead`).
#[wasm_bindgen(js_name = botNames)]
pub fn bot_names() -> Vec<String> {
    archeon::bots::BOT_NAMES.iter().map(|n| (*n).to_string()).collect()
}

/// A pack: a table's rules and words.
#[wasm_bindgen(js_name = Pack)]
pub struct JsPack {
    pack: Arc<Pack>,
}

#[wasm_bindgen(js_class = Pack)]
impl JsPack {
    /// A built-in table by id; an `ArgumentError` naming the ids for another.
    pub fn builtin(id: &str) -> Result<JsPack, JsValue> {
        builtin::load(id).map(|pack| JsPack { pack }).ok_or_else(|| {
            error("ArgumentError", format!("no built-in table `{}`; the tables are {}", id.escape_debug(), builtin::IDS.join(", ")))
        })
    }

    /// A pack from its files, `{"table.toml": "...", "pl.ftl": "..."}`; a `ContentError` at the
    /// first problem's place (the others in `more`).
    #[wasm_bindgen(js_name = fromFiles)]
    pub fn from_files(files: &js_sys::Object) -> Result<JsPack, JsValue> {
        let mut owned: Vec<(String, String)> = Vec::new();
        for entry in js_sys::Object::entries(files).iter() {
            let pair = js_sys::Array::from(&entry);
            let (name, text) = (pair.get(0).as_string(), pair.get(1).as_string());
            match (name, text) {
                (Some(n), Some(t)) => owned.push((n, t)),
                _ => return Err(error("ArgumentError", "a pack's files are an object of file names to texts")),
            }
        }
        let refs: Vec<(&str, &str)> = owned.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Pack::check_sources(&refs).map(|pack| JsPack { pack: Arc::new(pack) }).map_err(|errors| {
            let mut first = errors[0].clone();
            first.more = errors[1..].to_vec().into_boxed_slice();
            content_error(&first)
        })
    }

    /// Its id.
    #[wasm_bindgen(getter)]
    pub fn id(&self) -> String {
        self.pack.id.to_string()
    }

    /// Its family (`sabacc`, `fronts`...).
    #[wasm_bindgen(getter)]
    pub fn family(&self) -> String {
        self.pack.family.to_string()
    }

    /// The fewest and the most seats it takes.
    #[wasm_bindgen(js_name = seatRange)]
    pub fn seat_range(&self) -> Vec<u8> {
        let (lo, hi) = self.pack.seat_range();
        vec![lo, hi]
    }

    /// The languages its texts are offered in (BCP 47 tags, English first).
    pub fn languages(&self) -> Vec<String> {
        archeon::session::languages(&self.pack).iter().map(ToString::to_string).collect()
    }
}

/// A match: the whole state, hidden cards included. A page keeps it inside the package and
/// shows a seat only what `observe`, `view` and `events` give that seat.
#[wasm_bindgen(js_name = Match)]
pub struct JsMatch {
    m: archeon::Match,
}

#[wasm_bindgen(js_class = Match)]
impl JsMatch {
    /// A new match of `pack` at `seats` seats from `seed`.
    #[wasm_bindgen(constructor)]
    pub fn new(pack: &JsPack, seats: u8, seed: u64) -> Result<JsMatch, JsValue> {
        archeon::Match::new(pack.pack.clone(), seats, seed, Setup::default()).map(|m| JsMatch { m }).map_err(|e| error("ArgumentError", e))
    }

    /// The pending decision, `{seat, kind}`, or `undefined` when the match is over.
    pub fn pending(&self) -> JsValue {
        self.m.pending().map_or(JsValue::UNDEFINED, |p| {
            let o: JsValue = js_sys::Object::new().into();
            set(&o, "seat", JsValue::from(p.seat));
            set(&o, "kind", JsValue::from_str(p.kind.name()));
            o
        })
    }

    /// Whether the match is over.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.m.is_over()
    }

    /// The actions `seat` may take now (empty when it is not to act).
    #[wasm_bindgen(js_name = legalActions)]
    pub fn legal_actions(&self, seat: Seat) -> Result<Vec<u32>, JsValue> {
        self.seat(seat)?;
        Ok(self.m.legal_actions(seat))
    }

    /// Takes `action` for `seat`; an `ActionError` (or `SeatError`) changes nothing.
    pub fn apply(&mut self, seat: Seat, action: u32) -> Result<(), JsValue> {
        self.m.apply(seat, action).map_err(|e| error("ActionError", e))
    }

    /// What `seat` may see, as a plain object.
    pub fn observe(&self, seat: Seat) -> Result<JsValue, JsValue> {
        parsed(&self.m.observe_json(seat).map_err(|e| error("SeatError", e))?)
    }

    /// The events `seat` received from `cursor` on, `{events, cursor}` (pass the cursor back).
    pub fn events(&self, seat: Seat, cursor: usize) -> Result<JsValue, JsValue> {
        let (events, next) = self.m.events_for(seat, cursor).map_err(|e| error("SeatError", e))?;
        let json = serde_json::to_vec(&events).map_err(|e| error("ArgumentError", e))?;
        let o: JsValue = js_sys::Object::new().into();
        set(&o, "events", parsed(&json)?);
        set(&o, "cursor", JsValue::from(next));
        Ok(o)
    }

    /// The log's lines `seat` may read from `cursor` on, in `lang`, `{lines, cursor}`.
    #[wasm_bindgen(js_name = eventLines)]
    pub fn event_lines(&self, seat: Seat, cursor: usize, lang: Option<String>) -> Result<JsValue, JsValue> {
        let reader = self.reader(seat, lang)?;
        let (lines, next) = self.m.event_lines(cursor, &reader).map_err(|e| error("SeatError", e))?;
        let o: JsValue = js_sys::Object::new().into();
        set(&o, "lines", lines.into_iter().map(JsValue::from).collect::<js_sys::Array>().into());
        set(&o, "cursor", JsValue::from(next));
        Ok(o)
    }

    /// `seat`'s view of the table as lines of text in `lang`.
    pub fn view(&self, seat: Seat, lang: Option<String>) -> Result<Vec<String>, JsValue> {
        self.m.view_text(seat, self::lang(lang)?).map_err(|e| error("SeatError", e))
    }

    /// `action` as `viewer` may read it in `lang` (another seat's move only as far as the
    /// viewer sees it); `undefined` for an id the table does not have.
    pub fn describe(&self, action: u32, viewer: Seat, lang: Option<String>) -> Result<Option<String>, JsValue> {
        self.m.describe(action, viewer, self::lang(lang)?).map_err(|e| error("SeatError", e))
    }

    /// The table's rules summary and hand ladder in `lang`.
    #[wasm_bindgen(js_name = helpLines)]
    pub fn help_lines(&self, lang: Option<String>) -> Result<Vec<String>, JsValue> {
        Ok(self.m.help_lines(self::lang(lang)?))
    }

    /// The result's lines for `seat` in `lang` (empty while the match goes on).
    #[wasm_bindgen(js_name = resultLines)]
    pub fn result_lines(&self, seat: Seat, lang: Option<String>) -> Result<Vec<String>, JsValue> {
        let reader = self.reader(seat, lang)?;
        self.m.result_lines(&reader).map_err(|e| error("SeatError", e))
    }

    /// The save: it holds the seed (keep it from players).
    pub fn save(&self) -> Result<Vec<u8>, JsValue> {
        self.m.save().map_err(|e| error("SaveError", e))
    }

    /// A match from a save of `pack`; a `SaveError` for a save that is not one of it.
    pub fn load(pack: &JsPack, bytes: &[u8]) -> Result<JsMatch, JsValue> {
        archeon::Match::load(pack.pack.clone(), bytes).map(|m| JsMatch { m }).map_err(|e| error("SaveError", e))
    }

    /// A sample of the match as `seat` knows it, the hidden parts drawn from `seed`: what a
    /// search plays on.
    pub fn determinize(&self, seat: Seat, seed: u64) -> Result<JsMatch, JsValue> {
        let mut rng = MatchRng::from_seed_u64(seed);
        self.m.determinize(seat, &mut rng).map(|m| JsMatch { m }).map_err(|e| error("SeatError", e))
    }

    /// The choice of bot `kind` (one of `botNames()`) seeded with `seed` for `seat`, from what
    /// `seat` may see; `undefined` when `seat` is not to act.
    #[wasm_bindgen(js_name = botChoice)]
    pub fn bot_choice(&self, seat: Seat, kind: &str, seed: u64) -> Result<Option<u32>, JsValue> {
        self.seat(seat)?;
        let mut bot = archeon::bots::by_name(kind, seed).ok_or_else(|| {
            error("ArgumentError", format!("a bot is one of {}, not `{}`", archeon::bots::BOT_NAMES.join(", "), kind.escape_debug()))
        })?;
        Ok(bot.choose(&self.m, seat))
    }

    /// `seat` reading in `lang`.
    fn reader(&self, seat: Seat, lang: Option<String>) -> Result<Reader<'static>, JsValue> {
        Ok(Reader { viewer: Some(self.seat(seat)?), lang: self::lang(lang)?, picked: None })
    }

    fn seat(&self, seat: Seat) -> Result<Seat, JsValue> {
        self.m.check_seat(seat).map_err(|e| error("SeatError", e))
    }
}
