//! Archeon for JavaScript and TypeScript: the session API over WebAssembly, through wasm-bindgen.
//!
//! `Pack` (a built-in table or a pack from `{path: text}` files), `Match` (pending, legal
//! actions, apply, observe, events, texts in any language, describe, save and load,
//! determinize) and the bots. Every refused call throws an `Error` whose `name` says what was
//! refused (`ContentError`, `SeatError`, `ActionError`, `SaveError`, `MatchError`, `ArgumentError`) with the
//! library's message, and changes nothing; a content error carries its file, line, column,
//! key path and suggestion. Views cross as plain objects (the observation's JSON parsed), so a
//! page holds only what the seat may see.
//!
//! Around a match: `sim` and `compare` (a run of bots over many seeds, with a progress
//! callback, on the calling thread: a page runs them in a Worker), `schemaKinds` and `schema`
//! (the JSON Schema of a kind of pack file, for an editor's completion), the built-in packs'
//! own files (`Pack.builtinFiles`, where a mod starts) and `randomPlayouts` (the speed test's
//! loop, the same as [`random_playouts`] natively).
//!
//! `archeon.js` wraps this module for hosts: `Error` subclasses and TypeScript types.

use std::sync::Arc;

use archeon::content::{builtin, ContentError, Pack};
use archeon::model::MatchRng;
use archeon::session::Reader;
use archeon::sim::{SimError, SimOptions};
use archeon::{ActionList, Lang, Seat, Setup};
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    #[wasm_bindgen(js_namespace = console, js_name = error)]
    fn console_error(message: &str);
}

/// On load: a panic (a bug of the library, never a refusal) writes its message to the console
/// before the module traps, so a host's bug report carries it.
#[wasm_bindgen(start)]
fn start() {
    std::panic::set_hook(Box::new(|info| console_error(&format!("archeon: {info}"))));
}

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

/// An `ArgumentError` for a built-in table `id` that is not one, naming the ones there are.
fn no_table(id: &str) -> JsValue {
    let id: String = id.chars().take(64).collect();
    error("ArgumentError", format!("no built-in table `{}`; the tables are {}", id.escape_debug(), builtin::IDS.join(", ")))
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
        builtin::load(id).map(|pack| JsPack { pack }).ok_or_else(|| no_table(id))
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

    /// A built-in table's own files, `{"table.toml": "...", ...}`: where a mod starts.
    #[wasm_bindgen(js_name = builtinFiles)]
    pub fn builtin_files(id: &str) -> Result<js_sys::Object, JsValue> {
        let sources = builtin::sources(id).ok_or_else(|| no_table(id))?;
        let files = js_sys::Object::new();
        for (name, text) in sources {
            set(&files, name, JsValue::from_str(text));
        }
        Ok(files)
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

/// The kinds of pack file a JSON Schema is offered for (`pots`, `fronts`...): a pack file names
/// its kind in its first line, `#:schema ../../schema/<kind>.schema.json`.
#[wasm_bindgen(js_name = schemaKinds)]
pub fn schema_kinds() -> Vec<String> {
    archeon::session::schema_kinds().map(String::from).collect()
}

/// The JSON Schema of the pack files of `kind` (one of `schemaKinds()`), as a plain object.
#[wasm_bindgen]
pub fn schema(kind: &str) -> Result<JsValue, JsValue> {
    let schema = archeon::session::json_schema(kind).ok_or_else(|| {
        let kind: String = kind.chars().take(64).collect();
        error("ArgumentError", format!("no kind of pack file `{}`; the kinds are {}", kind.escape_debug(), schema_kinds().join(", ")))
    })?;
    parsed(&serde_json::to_vec(&schema).map_err(|e| error("ArgumentError", e))?)
}

/// The most matches one `sim` or `compare` call plays (a page plays more in several calls).
pub const MAX_SIM_MATCHES: u64 = 1_000_000;

/// Reads a run's options from a plain object: `matches`, `seats`, `seed` (a number or a
/// BigInt), `bot` (default `heuristic`) and `check`.
fn sim_options(options: &JsValue) -> Result<SimOptions, JsValue> {
    let get = |key: &str| js_sys::Reflect::get(options, &JsValue::from_str(key)).unwrap_or(JsValue::UNDEFINED);
    let whole = |key: &str, default: u64, max: u64| -> Result<u64, JsValue> {
        let value = get(key);
        let n = if value.is_undefined() {
            Some(default)
        } else if value.is_bigint() {
            u64::try_from(value).ok()
        } else {
            value.as_f64().filter(|f| f.fract() == 0.0 && *f >= 0.0 && *f <= 9_007_199_254_740_991.0).map(|f| f as u64)
        };
        n.filter(|n| *n <= max).ok_or_else(|| error("ArgumentError", format!("`{key}` is a whole number from 0 to {max}")))
    };
    let bot = match get("bot").as_string() {
        Some(b) => b,
        None if get("bot").is_undefined() => SimOptions::default().bot,
        None => return Err(error("ArgumentError", "`bot` is one of the bots' names")),
    };
    Ok(SimOptions {
        matches: whole("matches", 100, MAX_SIM_MATCHES)?,
        seats: whole("seats", 2, u64::from(u8::MAX))? as u8,
        seed: whole("seed", 0, u64::MAX)?,
        bot,
        threads: 1,
        check: get("check").as_bool().unwrap_or(false),
        shard: None,
    })
}

/// A progress callback for a run: `progress(done, total)` when given (what it throws is
/// ignored: the run goes on).
fn progress_of(progress: Option<js_sys::Function>, total: u64) -> impl FnMut(u64) {
    move |done: u64| {
        if let Some(f) = &progress {
            let _ = f.call2(&JsValue::NULL, &JsValue::from(done as f64), &JsValue::from(total as f64));
        }
    }
}

/// A run's refusal as an `Error`: `ArgumentError` for the options, `MatchError` for a match.
fn sim_error(e: SimError) -> JsValue {
    match e {
        SimError::Match { .. } => error("MatchError", e),
        _ => error("ArgumentError", e),
    }
}

/// Runs `run` with `options` read from JavaScript and a progress callback, timed by
/// JavaScript's clock (the library has none in wasm): the report and its wall-clock ms.
fn run_timed<R>(
    options: &JsValue,
    progress: Option<js_sys::Function>,
    run: impl FnOnce(&SimOptions, &mut dyn FnMut(u64)) -> Result<R, SimError>,
) -> Result<(R, f64), JsValue> {
    let options = sim_options(options)?;
    let mut progress = progress_of(progress, options.matches);
    let start = js_sys::Date::now();
    let report = run(&options, &mut progress).map_err(sim_error)?;
    Ok((report, js_sys::Date::now() - start))
}

/// A report's JSON as a plain object.
fn report_object(json: &serde_json::Value) -> Result<JsValue, JsValue> {
    parsed(&serde_json::to_vec(json).map_err(|e| error("ArgumentError", e))?)
}

/// Plays `options.matches` matches of `pack` with bots on seeds `seed`, `seed + 1`... on the
/// calling thread (a page calls it in a Worker), calling `progress(done, total)` as it goes;
/// the report's JSON, as `archeon sim --report` writes it (a page draws its plots).
#[wasm_bindgen]
pub fn sim(pack: &JsPack, options: &JsValue, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
    let (mut report, ms) = run_timed(options, progress, |o, p| archeon::sim::run(&pack.pack, o, p))?;
    (report.timing.elapsed_ms, report.timing.cpu_ms) = (ms, ms);
    report_object(&report.to_json())
}

/// Plays the same seeds with `a` and `b` (two packs of one family: an edited pack against the
/// one it started from): the report's JSON, each measure's difference with its interval.
#[wasm_bindgen]
pub fn compare(a: &JsPack, b: &JsPack, options: &JsValue, progress: Option<js_sys::Function>) -> Result<JsValue, JsValue> {
    let (mut report, ms) = run_timed(options, progress, |o, p| archeon::sim::compare(&a.pack, &b.pack, o, p))?;
    (report.timing.elapsed_ms, report.timing.cpu_ms) = (ms, ms);
    report_object(&report.to_json())
}

/// The speed test's loop (see [`random_playouts`]) on `pack`: the actions taken (with `play`
/// false, only the matches' setups: what the loop spends besides its actions).
#[wasm_bindgen(js_name = randomPlayouts)]
pub fn js_random_playouts(pack: &JsPack, seats: u8, seed: u64, matches: u32, play: Option<bool>) -> Result<f64, JsValue> {
    random_playouts(&pack.pack, seats, seed, matches, play.unwrap_or(true)).map(|n| n as f64).map_err(|e| error("ArgumentError", e))
}

/// Sets up `matches` matches of `pack` at `seats` seats from seeds `seed`, `seed + 1`... and,
/// when `play`, plays each to its end, every action drawn uniformly from the legal ones by a
/// [`MatchRng`] of the match's seed, through a host's fast loop (`decision_into`, `step_into`:
/// no allocation per action); the actions taken. The same loop natively (`cargo run --profile
/// native --bin playout`) and in wasm gives the speed test's ratio; the loop without `play`
/// measures what the setups cost, to take out of the cost per action.
pub fn random_playouts(pack: &Arc<Pack>, seats: u8, seed: u64, matches: u32, play: bool) -> Result<u64, String> {
    let mut actions = 0u64;
    let mut legal = ActionList::default();
    for i in 0..u64::from(matches) {
        let mut m = archeon::Match::new(pack.clone(), seats, seed.wrapping_add(i), Setup::default()).map_err(|e| e.to_string())?;
        let mut rng = MatchRng::from_seed_u64(seed.wrapping_add(i) ^ 0x9e37_79b9_7f4a_7c15);
        let mut pending = m.decision_into(&mut legal);
        while let Some(p) = pending.filter(|_| play) {
            let pick = legal.as_slice()[rng.below(legal.len() as u32) as usize];
            pending = m.step_into(p.seat, pick, &mut legal).map_err(|e| e.to_string())?;
            actions += 1;
        }
    }
    Ok(actions)
}
