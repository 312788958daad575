//! The `archeon._archeon` extension module: the Rust session API (`archeon::Match`) for Python,
//! batched stepping (`VecMatch`) and the simulator (`archeon::sim`). The Python package
//! `archeon` (python/archeon/) re-exports it and adds the PettingZoo, Gymnasium and OpenSpiel-
//! shaped adapters and the Ray backend of `archeon.sim.run`.
//!
//! Every number an argument carries is bounded (`args`): out of its range it is refused with an
//! `ArcheonError` before anything is done; and `args::guard` is the one panic boundary, so that
//! no `PanicException` reaches Python.

#![forbid(unsafe_code)]

mod args;
mod campaign;
mod features;
mod sim;
mod vec;

use std::path::Path;
use std::sync::{Arc, OnceLock};

use args::{guard, ActionArg, Cursor, SeatArg, SeatsArg, Seed, TensorSize};

use archeon::bots::{self, Bot};
use archeon::content::{self, Pack};
use archeon::model::MatchRng;
use archeon::session::{MatchResult, Setup};
use archeon::{ActionList, Lang, Match, Seat};
use numpy::PyArray1;
use pyo3::create_exception;
use pyo3::exceptions::PyException;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyString};

create_exception!(archeon, ArcheonError, PyException, "An error of the Archeon library; the message is the library's.");
create_exception!(archeon, ContentError, ArcheonError, "A pack could not be loaded: no such table, or its files are wrong.");
create_exception!(archeon, SetupError, ArcheonError, "A match could not be set up (the seat count, or the setup document).");
create_exception!(archeon, SeatError, ArcheonError, "A seat that is not a seat of the match.");
create_exception!(archeon, IllegalActionError, ArcheonError, "An action that is not legal now (the match is unchanged).");
create_exception!(archeon, SaveError, ArcheonError, "A match that cannot be saved (a determinized sample).");
create_exception!(archeon, LoadError, ArcheonError, "A save that cannot be loaded (other content, corrupt, forged).");
create_exception!(archeon, SimError, ArcheonError, "A simulation that failed, or reports that do not merge.");
create_exception!(archeon, CampaignError, ArcheonError, "A campaign that cannot start (the pack has none).");

/// The default length of an observation tensor.
const TENSOR_SIZE: usize = 512;

/// A language: a BCP 47 tag (`en`, `ru`, `pl`, `pt-BR`, `en-XA`); a tag the pack's catalogues
/// lack reads along its fallback chain, finally English.
fn lang(name: &str) -> PyResult<Lang> {
    Lang::parse(name).map_err(|e| ArcheonError::new_err(e.to_string()))
}

/// An input as an error message quotes it: the library's echo (cut to 64 characters, control and
/// other hidden characters escaped), so that no argument can flood or steer a message.
fn shown(text: &str) -> String {
    archeon::model::echo(text)
}

/// The built-in packs, each compiled on first use and shared after (a `Pack` is immutable), so
/// that `Match("kessel")` costs what `Match(load("kessel"))` does.
static BUILTIN: [OnceLock<Arc<Pack>>; content::builtin::IDS.len()] = [const { OnceLock::new() }; content::builtin::IDS.len()];

/// A built-in pack by its id (`-` may stand for `_`), from the cache.
fn builtin_pack(table: &str) -> Option<Arc<Pack>> {
    let same = |id: &str| id.len() == table.len() && id.bytes().zip(table.bytes()).all(|(a, b)| a == b || (a == b'_' && b == b'-'));
    let i = content::builtin::IDS.iter().position(|id| same(id))?;
    if let Some(pack) = BUILTIN[i].get() {
        return Some(pack.clone());
    }
    let pack = content::builtin::load(content::builtin::IDS[i])?;
    Some(BUILTIN[i].get_or_init(|| pack).clone())
}

/// The longest folder path tried (longer text is no folder: it is not looked up at all).
const MAX_PATH_BYTES: usize = 4096;

/// `table` as a folder, when it names one.
fn folder(table: &str) -> Option<&Path> {
    let path = Path::new(table);
    (table.len() <= MAX_PATH_BYTES && !table.contains('\0') && path.is_dir()).then_some(path)
}

/// Loads a pack: a built-in table's id (`-` may stand for `_`) or a folder of TOML files.
fn load_pack(table: &str) -> PyResult<Arc<Pack>> {
    if let Some(pack) = builtin_pack(table) {
        return Ok(pack);
    }
    if let Some(path) = folder(table) {
        return guard(|| Pack::load_dir(path).map(Arc::new).map_err(|e| ContentError::new_err(format!("{}: {e}", shown(table)))));
    }
    let hint =
        content::nearest_id(table, content::builtin::IDS.iter().copied()).map(|s| format!(", did you mean `{s}`?")).unwrap_or_default();
    Err(ContentError::new_err(format!(
        "no built-in table `{}` and no such folder (built in: {}){hint}",
        shown(table),
        content::builtin::IDS.join(", ")
    )))
}

/// A pack from a `Pack` or a table name / folder.
fn pack_of(obj: &Bound<'_, PyAny>) -> PyResult<Arc<Pack>> {
    if let Ok(pack) = obj.cast::<PyPack>() {
        return Ok(pack.get().inner.clone());
    }
    let name: String = obj.extract().map_err(|_| ArcheonError::new_err("a pack is a Pack, a built-in table's id or a folder"))?;
    load_pack(&name)
}

/// JSON text into Python objects.
fn from_json<'py>(py: Python<'py>, text: &[u8]) -> PyResult<Bound<'py, PyAny>> {
    py.import("json")?.call_method1("loads", (PyString::new(py, &String::from_utf8_lossy(text)),))
}

/// The rewards of a finished match, by seat: +1 for each winner, −1 for each other seat; 0 for
/// every seat of a drawn match.
fn seat_rewards(result: &MatchResult, out: &mut [f32]) {
    for (seat, r) in out.iter_mut().enumerate() {
        *r = if result.winners.is_empty() {
            0.0
        } else if result.winners.has(seat as Seat) {
            1.0
        } else {
            -1.0
        };
    }
}

/// A content pack: one table's rules, compiled and checked (immutable; shared by its matches).
#[pyclass(name = "Pack", module = "archeon", frozen)]
struct PyPack {
    inner: Arc<Pack>,
}

#[pymethods]
impl PyPack {
    /// The pack's id (`archeon`, `kessel`...).
    #[getter]
    fn id(&self) -> String {
        self.inner.id.clone()
    }
    /// Its family (`sabacc`, `fronts`, `corellian_sabacc`).
    #[getter]
    fn family(&self) -> &'static str {
        self.inner.family
    }
    /// Its display name in `lang`.
    #[pyo3(signature = (lang = "en"))]
    fn name(&self, lang: &str) -> PyResult<String> {
        Ok(archeon::messages::localized(&self.inner, &self.inner.name, self::lang(lang)?))
    }
    /// The languages its texts are offered in, as BCP 47 tags: English first, the pseudo-locale
    /// `en-XA` last.
    fn languages(&self) -> Vec<String> {
        archeon::session::languages(&self.inner).iter().map(ToString::to_string).collect()
    }
    /// The content hash, in hex.
    #[getter]
    fn content_hash(&self) -> String {
        self.inner.hash_hex()
    }
    /// The fewest and the most seats.
    #[getter]
    fn seat_range(&self) -> (u8, u8) {
        self.inner.seat_range()
    }
    /// The number of distinct action ids (every legal id is below it): the size of an action mask.
    #[getter]
    fn num_actions(&self) -> u32 {
        self.inner.action_space()
    }
    /// The pack's hard bound on the actions of one match of `seats` seats.
    fn action_bound(&self, seats: SeatsArg) -> PyResult<u64> {
        guard(|| Ok(archeon::session::action_bound(&self.inner, seats.0)))
    }
    /// The action ids that can ever be legal at a table of `seats` seats, ascending: the compact
    /// action space; index i of a policy's output is id action_ids[i]. Raises SetupError for a
    /// seat count outside the pack's seat range.
    fn action_ids(&self, seats: SeatsArg) -> PyResult<Vec<u32>> {
        let (lo, hi) = self.inner.seat_range();
        if seats.0 < lo || seats.0 > hi {
            let refused = archeon::session::SetupError::Seats { min: lo, max: hi, got: seats.0 };
            return Err(SetupError::new_err(refused.to_string()));
        }
        guard(|| Ok(archeon::session::action_ids(&self.inner, seats.0)))
    }
    fn __repr__(&self) -> String {
        format!("Pack('{}', family='{}', seats={:?})", self.inner.id, self.inner.family, self.inner.seat_range())
    }
}

/// Loads a pack: a built-in table's id or a folder of TOML files.
#[pyfunction]
fn load(table: &str) -> PyResult<PyPack> {
    Ok(PyPack { inner: load_pack(table)? })
}

/// The ids of the built-in tables.
#[pyfunction]
fn tables() -> Vec<&'static str> {
    content::builtin::IDS.to_vec()
}

/// One match of one table: the session API.
#[pyclass(name = "Match", module = "archeon")]
#[derive(Clone)]
struct PyMatch {
    m: Match,
    list: ActionList,
}

impl PyMatch {
    fn wrap(m: Match) -> PyMatch {
        PyMatch { m, list: ActionList::default() }
    }

    fn seat(&self, seat: Option<SeatArg>) -> PyResult<Seat> {
        match seat {
            Some(s) => self.m.check_seat(s.0).map_err(|e| SeatError::new_err(e.to_string())),
            None => self.m.pending().map(|p| p.seat).ok_or_else(|| ArcheonError::new_err("the match is over: no seat is to act")),
        }
    }
}

#[pymethods]
impl PyMatch {
    /// A match of `pack` (a Pack or a table name) with `seats` seats (default: the fewest) from
    /// `seed`; `setup` is the family's setup document (a dict or JSON text).
    #[new]
    #[pyo3(signature = (pack, seats = None, seed = Seed(0), setup = None))]
    fn new(pack: &Bound<'_, PyAny>, seats: Option<SeatsArg>, seed: Seed, setup: Option<&Bound<'_, PyAny>>) -> PyResult<PyMatch> {
        let pack = pack_of(pack)?;
        let seats = seats.map_or(pack.seat_range().0, |s| s.0);
        let setup = match setup {
            None => Setup::default(),
            Some(obj) => {
                let text: String = match obj.extract::<String>() {
                    Ok(text) => text,
                    Err(_) => obj.py().import("json")?.call_method1("dumps", (obj,))?.extract()?,
                };
                Setup::from_json(text.as_bytes()).map_err(|e| SetupError::new_err(e.to_string()))?
            }
        };
        let m = guard(|| Match::new(pack, seats, seed.0, setup).map_err(|e| SetupError::new_err(e.to_string())))?;
        Ok(PyMatch::wrap(m))
    }

    /// The pack.
    #[getter]
    fn pack(&self) -> PyPack {
        PyPack { inner: self.m.pack().clone() }
    }
    /// Seats at the table.
    #[getter]
    fn seats(&self) -> u8 {
        self.m.seats()
    }
    /// The seed.
    #[getter]
    fn seed(&self) -> u64 {
        self.m.seed()
    }
    /// The number of distinct action ids (the size of `legal_mask`).
    #[getter]
    fn num_actions(&self) -> u32 {
        self.m.num_actions()
    }
    /// The actions applied so far, as (seat, action) pairs.
    #[getter]
    fn log(&self) -> Vec<(u8, u32)> {
        self.m.log().to_vec()
    }

    /// The pending decision as (seat, kind), or None when the match is over.
    #[getter]
    fn pending(&self) -> Option<(u8, String)> {
        self.m.pending().map(|p| (p.seat, p.kind.name().to_string()))
    }
    /// The seat to act, or None when the match is over.
    #[getter]
    fn current_seat(&self) -> Option<u8> {
        self.m.pending().map(|p| p.seat)
    }
    /// Whether the match is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.m.is_over()
    }

    /// `seat`'s legal action ids (default: the seat to act); empty when it is not its decision.
    #[pyo3(signature = (seat = None))]
    fn legal_actions(&mut self, seat: Option<SeatArg>) -> PyResult<Vec<u32>> {
        let seat = match self.seat(seat) {
            Ok(s) => s,
            Err(_) if seat.is_none() => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        guard(|| {
            self.m.legal_actions_into(seat, &mut self.list);
            Ok(self.list.as_slice().to_vec())
        })
    }

    /// `seat`'s legal actions as a numpy bool array of `num_actions` entries (default: the seat
    /// to act; all false when the match is over or it is not its decision).
    #[pyo3(signature = (seat = None))]
    fn legal_mask<'py>(&mut self, py: Python<'py>, seat: Option<SeatArg>) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let mut mask = vec![false; self.m.num_actions() as usize];
        let seat = match self.seat(seat) {
            Ok(s) => Some(s),
            Err(_) if seat.is_none() => None,
            Err(e) => return Err(e),
        };
        if let Some(seat) = seat {
            guard(|| {
                self.m.legal_actions_into(seat, &mut self.list);
                Ok(())
            })?;
            for &a in self.list.as_slice() {
                if let Some(slot) = mask.get_mut(a as usize) {
                    *slot = true;
                }
            }
        }
        Ok(PyArray1::from_vec(py, mask))
    }

    /// Applies `seat`'s action. An illegal action or a wrong seat raises IllegalActionError
    /// and changes nothing.
    fn apply(&mut self, seat: SeatArg, action: ActionArg) -> PyResult<()> {
        guard(|| self.m.apply(seat.0, action.0).map_err(|e| IllegalActionError::new_err(e.to_string())))
    }

    /// Applies `action` for the seat to act.
    fn step(&mut self, action: ActionArg) -> PyResult<()> {
        let seat = self.seat(None)?;
        guard(|| self.m.apply(seat, action.0).map_err(|e| IllegalActionError::new_err(e.to_string())))
    }

    /// A readable text of `action` for the viewing seat `viewer` (None if the id names no action).
    #[pyo3(signature = (action, viewer, lang = "en"))]
    fn describe(&self, action: ActionArg, viewer: SeatArg, lang: &str) -> PyResult<Option<String>> {
        let lang = self::lang(lang)?;
        guard(|| self.m.describe(action.0, viewer.0, lang).map_err(|e| SeatError::new_err(e.to_string())))
    }

    /// What `seat` may see now, as a dict.
    fn observe<'py>(&self, py: Python<'py>, seat: SeatArg) -> PyResult<Bound<'py, PyAny>> {
        let json = guard(|| self.m.observe_json(seat.0).map_err(|e| SeatError::new_err(e.to_string())))?;
        from_json(py, &json)
    }

    /// What `seat` may see now as a float32 vector of `size` entries (1 to `MAX_TENSOR_SIZE`), by
    /// the generic scheme of `archeon.OBSERVATION_SCHEME` (feature hashing of the observation's
    /// JSON leaves).
    #[pyo3(signature = (seat, size = TensorSize(TENSOR_SIZE)))]
    fn observation_tensor<'py>(&self, py: Python<'py>, seat: SeatArg, size: TensorSize) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let seat = self.m.check_seat(seat.0).map_err(|e| SeatError::new_err(e.to_string()))?;
        let mut out = vec![0f32; size.0];
        self.observation_into(seat, &mut out)?;
        Ok(PyArray1::from_vec(py, out))
    }

    /// What `seat` may see now, flattened: each JSON leaf's path (`players.1.chips`; a string
    /// leaf as `path=value`) with its number (1 for a string or true).
    fn observe_flat(&self, seat: SeatArg) -> PyResult<Vec<(String, f64)>> {
        guard(|| {
            let obs = self.m.observe(seat.0).map_err(|e| SeatError::new_err(e.to_string()))?;
            let value = serde_json::to_value(&obs).map_err(|e| ArcheonError::new_err(e.to_string()))?;
            let mut out = Vec::new();
            features::flatten(&value, &mut String::new(), &mut |path, v| out.push((path.to_string(), v)));
            Ok(out)
        })
    }

    /// The table as `seat` sees it, as lines of text.
    #[pyo3(signature = (seat, lang = "en"))]
    fn view_text(&self, seat: SeatArg, lang: &str) -> PyResult<Vec<String>> {
        let lang = self::lang(lang)?;
        guard(|| self.m.view_text(seat.0, lang).map_err(|e| SeatError::new_err(e.to_string())))
    }

    /// The events `seat` may see from `cursor` on (each a dict `{"to": mask, "body": {...}}`),
    /// with the cursor to pass next time.
    #[pyo3(signature = (seat, cursor = Cursor(0)))]
    fn events<'py>(&self, py: Python<'py>, seat: SeatArg, cursor: Cursor) -> PyResult<(Bound<'py, PyAny>, usize)> {
        let (json, next) = guard(|| {
            let (events, next) = self.m.events_for(seat.0, cursor.0).map_err(|e| SeatError::new_err(e.to_string()))?;
            Ok((serde_json::to_vec(&events).map_err(|e| ArcheonError::new_err(e.to_string()))?, next))
        })?;
        Ok((from_json(py, &json)?, next))
    }

    /// The text of the events `seat` may see from `cursor` on, with the next cursor.
    #[pyo3(signature = (seat, cursor = Cursor(0), lang = "en"))]
    fn event_lines(&self, seat: SeatArg, cursor: Cursor, lang: &str) -> PyResult<(Vec<String>, usize)> {
        let reader = archeon::session::Reader { viewer: Some(seat.0), lang: self::lang(lang)?, picked: None };
        guard(|| self.m.event_lines(cursor.0, &reader).map_err(|e| SeatError::new_err(e.to_string())))
    }

    /// What `seat` may see now as compact JSON text (what `observe` parses): a key for a
    /// search's table of information states.
    fn observe_text(&self, seat: SeatArg) -> PyResult<String> {
        let json = guard(|| self.m.observe_json(seat.0).map_err(|e| SeatError::new_err(e.to_string())))?;
        Ok(String::from_utf8_lossy(&json).into_owned())
    }

    /// The events `seat` may see from the first on, as text: each event's compact JSON (what
    /// `events` parses) on a line of its own after `prefix`. With the seat's view of the deal and
    /// of now, it is the seat's perfect-recall history (`archeon.openspiel`).
    #[pyo3(signature = (seat, prefix = ""))]
    fn events_text(&self, seat: SeatArg, prefix: &str) -> PyResult<String> {
        guard(|| {
            let (events, _) = self.m.events_for(seat.0, 0).map_err(|e| SeatError::new_err(e.to_string()))?;
            let mut out = String::new();
            for event in events {
                out.push_str(prefix);
                out.push_str(&serde_json::to_string(&event).map_err(|e| ArcheonError::new_err(e.to_string()))?);
                out.push('\n');
            }
            Ok(out)
        })
    }

    /// The result once the match is over (a dict: winners as a list of seats, chips, places,
    /// rounds, at_bound), or None.
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        match guard(|| Ok(self.m.result()))? {
            None => Ok(None),
            Some(r) => {
                let mut doc = serde_json::to_value(r).map_err(|e| ArcheonError::new_err(e.to_string()))?;
                // The winners as a list of seats (the library's JSON has a seat mask).
                doc["winners"] = serde_json::json!(r.winners.iter().collect::<Vec<Seat>>());
                Ok(Some(from_json(py, doc.to_string().as_bytes())?))
            }
        }
    }

    /// The rewards by seat once the match is over (+1 a winner, −1 any other; 0 each in a drawn
    /// match), else None.
    fn rewards(&self) -> Option<Vec<f32>> {
        let result = self.m.result()?;
        let mut out = vec![0f32; usize::from(self.m.seats())];
        seat_rewards(&result, &mut out);
        Some(out)
    }

    /// The events `seat` may see from the first on, hashed into a float32 vector of `size`
    /// entries by the observation tensor's scheme over their JSON as one array (an event's
    /// leaves keyed by its index among the seat's events: `3.body.card`). The history part of
    /// an information-state tensor (`archeon.openspiel`).
    #[pyo3(signature = (seat, size = TensorSize(TENSOR_SIZE)))]
    fn events_tensor<'py>(&self, py: Python<'py>, seat: SeatArg, size: TensorSize) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let mut out = vec![0f32; size.0];
        guard(|| {
            let (events, _) = self.m.events_for(seat.0, 0).map_err(|e| SeatError::new_err(e.to_string()))?;
            features::Tensor::default().hash_into(&events, &mut out).map_err(|e| ArcheonError::new_err(e.to_string()))
        })?;
        Ok(PyArray1::from_vec(py, out))
    }

    /// Each seat's standing now: its share of what decides the match (the chips at a table of
    /// chips, the fronts it would take if scored now, its chance from the sets won), in 0..1 and
    /// summing to 1. It reads the whole state: a training signal (reward shaping) or a server's
    /// figure, never a player's view.
    fn standing(&self) -> Vec<f32> {
        self.m.standing()[..usize::from(self.m.seats())].to_vec()
    }

    /// An exact copy (it knows the hidden cards and the future draws: a search samples
    /// `determinize` instead).
    fn clone(&self) -> PyMatch {
        Clone::clone(self)
    }
    fn __copy__(&self) -> PyMatch {
        Clone::clone(self)
    }
    fn __deepcopy__(&self, _memo: &Bound<'_, PyAny>) -> PyMatch {
        Clone::clone(self)
    }

    /// A match that agrees with everything `seat` has seen and draws the rest again from `seed`.
    fn determinize(&self, seat: SeatArg, seed: Seed) -> PyResult<PyMatch> {
        let mut rng = MatchRng::from_seed_u64(seed.0);
        let m = guard(|| self.m.determinize(seat.0, &mut rng).map_err(|e| SeatError::new_err(e.to_string())))?;
        Ok(PyMatch::wrap(m))
    }

    /// The save (JSON bytes: format, content hash, seed, setup, the action log).
    fn save<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = guard(|| self.m.save().map_err(|e| SaveError::new_err(e.to_string())))?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// A match from its save, replayed on `pack` (a Pack or a table name).
    #[staticmethod]
    fn load(pack: &Bound<'_, PyAny>, data: &[u8]) -> PyResult<PyMatch> {
        let pack = pack_of(pack)?;
        let m = guard(|| Match::load(pack, data).map_err(|e| LoadError::new_err(e.to_string())))?;
        Ok(PyMatch::wrap(m))
    }

    /// Whether two matches are in the same state.
    fn same_state(&self, other: &PyMatch) -> bool {
        self.m.same_state(&other.m)
    }

    fn __repr__(&self) -> String {
        format!(
            "Match('{}', seats={}, seed={}, actions={}, pending={:?})",
            self.m.pack().id,
            self.m.seats(),
            self.m.seed(),
            self.m.log().len(),
            self.pending()
        )
    }
}

impl PyMatch {
    fn observation_into(&self, seat: Seat, out: &mut [f32]) -> PyResult<()> {
        guard(|| {
            let obs = self.m.observe(seat).map_err(|e| SeatError::new_err(e.to_string()))?;
            features::Tensor::default().hash_into(&obs, out).map_err(|e| ArcheonError::new_err(e.to_string()))
        })
    }
}

/// One of the library's bots (`archeon.BOT_NAMES`): `random`, `heuristic`, `easy` (the
/// heuristic), the search bot's `medium` and `hard`, and `lookahead` (the heuristic looking one
/// decision ahead over determinized samples). It decides from its seat's view only.
#[pyclass(name = "Bot", module = "archeon", unsendable)]
struct PyBot {
    bot: Box<dyn Bot>,
}

#[pymethods]
impl PyBot {
    /// A bot of kind `kind` (one of `archeon.BOT_NAMES`) seeded with `seed`.
    #[new]
    #[pyo3(signature = (kind = "heuristic", seed = Seed(0)))]
    fn new(kind: &str, seed: Seed) -> PyResult<PyBot> {
        let bot = bots::by_name(kind, seed.0)
            .ok_or_else(|| ArcheonError::new_err(format!("a bot is one of {}, not `{}`", bots::BOT_NAMES.join(", "), shown(kind))))?;
        Ok(PyBot { bot })
    }
    /// Its kind.
    #[getter]
    fn kind(&self) -> String {
        self.bot.name().to_string()
    }
    /// Its choice for `seat` in `m`: None when the match is over or `seat` is not to act; a seat
    /// the match does not have raises SeatError.
    fn choose(&mut self, m: &PyMatch, seat: SeatArg) -> PyResult<Option<u32>> {
        let seat = m.m.check_seat(seat.0).map_err(|e| SeatError::new_err(e.to_string()))?;
        guard(|| Ok(self.bot.choose(&m.m, seat)))
    }
    /// Plays as a new bot seeded with `seed` would.
    fn reset(&mut self, seed: Seed) {
        self.bot.reset(seed.0)
    }
}

/// The `archeon._archeon` module.
#[pymodule]
fn _archeon(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<PyPack>()?;
    m.add_class::<PyMatch>()?;
    m.add_class::<PyBot>()?;
    m.add_class::<vec::PyVecMatch>()?;
    m.add_class::<campaign::PyCampaign>()?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(tables, m)?)?;
    m.add_function(wrap_pyfunction!(sim::sim_run, m)?)?;
    m.add_function(wrap_pyfunction!(sim::sim_merge, m)?)?;
    m.add_function(wrap_pyfunction!(sim::sim_write, m)?)?;
    m.add_function(wrap_pyfunction!(sim::sim_timing_fields, m)?)?;
    m.add_function(wrap_pyfunction!(sim::sim_ablate, m)?)?;
    m.add_function(wrap_pyfunction!(sim::sim_ablate_items, m)?)?;
    m.add_function(wrap_pyfunction!(sim::sim_compare, m)?)?;
    m.add("FEW_PLAYS", archeon::sim::FEW_PLAYS)?;
    m.add("MAX_SIM_MATCHES", sim::MAX_SIM_MATCHES)?;
    m.add("MAX_TENSOR_SIZE", args::MAX_TENSOR_SIZE)?;
    m.add("MAX_VEC_MATCHES", args::MAX_VEC_MATCHES)?;
    m.add("MAX_BATCH_TENSOR", args::MAX_BATCH_TENSOR)?;
    m.add("MAX_THREADS", args::MAX_THREADS)?;
    m.add("BOT_NAMES", pyo3::types::PyTuple::new(py, bots::BOT_NAMES)?)?;
    m.add("ArcheonError", py.get_type::<ArcheonError>())?;
    m.add("ContentError", py.get_type::<ContentError>())?;
    m.add("SetupError", py.get_type::<SetupError>())?;
    m.add("SeatError", py.get_type::<SeatError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("SaveError", py.get_type::<SaveError>())?;
    m.add("LoadError", py.get_type::<LoadError>())?;
    m.add("SimError", py.get_type::<SimError>())?;
    m.add("CampaignError", py.get_type::<CampaignError>())?;
    m.add("MAX_ACTIONS", archeon::model::MAX_ACTIONS)?;
    m.add("TENSOR_SIZE", TENSOR_SIZE)?;
    m.add("OBSERVATION_SCHEME", features::SCHEME)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    args::install_hook();
    Ok(())
}
