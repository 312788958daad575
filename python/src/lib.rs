//! The `archeon._archeon` extension module: the Rust session API (`archeon::Match`) for Python,
//! batched stepping (`VecMatch`) and the simulator (`archeon::sim`). The Python package
//! `archeon` (python/archeon/) re-exports it and adds the PettingZoo, Gymnasium and OpenSpiel-
//! shaped adapters and the Ray backend of `archeon.sim.run`.

#![forbid(unsafe_code)]

mod features;

use std::path::Path;
use std::sync::Arc;

use archeon::bots::{self, Bot};
use archeon::content::{self, Pack};
use archeon::model::MatchRng;
use archeon::session::{MatchResult, Setup};
use archeon::{ActionList, Lang, Match, Seat};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
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

/// The default length of an observation tensor.
const TENSOR_SIZE: usize = 512;

fn lang(name: &str) -> PyResult<Lang> {
    match name {
        "en" => Ok(Lang::En),
        "ru" => Ok(Lang::Ru),
        other => Err(ArcheonError::new_err(format!("the language is `en` or `ru`, not `{other}`"))),
    }
}

/// Loads a pack: a built-in table's id (`-` may stand for `_`) or a folder of TOML files.
fn load_pack(table: &str) -> PyResult<Arc<Pack>> {
    if let Some(pack) = content::builtin::load(table).or_else(|| content::builtin::load(&table.replace('-', "_"))) {
        return Ok(pack);
    }
    let path = Path::new(table);
    if path.is_dir() {
        return Pack::load_dir(path).map(Arc::new).map_err(|e| ContentError::new_err(format!("{table}: {e}")));
    }
    let hint =
        content::nearest_id(table, content::builtin::IDS.iter().copied()).map(|s| format!(", did you mean `{s}`?")).unwrap_or_default();
    Err(ContentError::new_err(format!(
        "no built-in table `{table}` and no such folder (built in: {}){hint}",
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
        Ok(self.inner.name.get(self::lang(lang)?).to_string())
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
    fn action_bound(&self, seats: u8) -> u64 {
        archeon::session::action_bound(&self.inner, seats)
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

    fn seat(&self, seat: Option<u8>) -> PyResult<Seat> {
        match seat {
            Some(s) => self.m.check_seat(s).map_err(|e| SeatError::new_err(e.to_string())),
            None => self.m.pending().map(|p| p.seat).ok_or_else(|| ArcheonError::new_err("the match is over: no seat is to act")),
        }
    }
}

#[pymethods]
impl PyMatch {
    /// A match of `pack` (a Pack or a table name) with `seats` seats (default: the fewest) from
    /// `seed`; `setup` is the family's setup document (a dict or JSON text).
    #[new]
    #[pyo3(signature = (pack, seats = None, seed = 0, setup = None))]
    fn new(pack: &Bound<'_, PyAny>, seats: Option<u8>, seed: u64, setup: Option<&Bound<'_, PyAny>>) -> PyResult<PyMatch> {
        let pack = pack_of(pack)?;
        let seats = seats.unwrap_or(pack.seat_range().0);
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
        let m = Match::new(pack, seats, seed, setup).map_err(|e| SetupError::new_err(e.to_string()))?;
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
        self.m.pending().map(|p| (p.seat, format!("{:?}", p.kind).to_lowercase()))
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
    fn legal_actions(&mut self, seat: Option<u8>) -> PyResult<Vec<u32>> {
        let seat = match self.seat(seat) {
            Ok(s) => s,
            Err(_) if seat.is_none() => return Ok(Vec::new()),
            Err(e) => return Err(e),
        };
        self.m.legal_actions_into(seat, &mut self.list);
        Ok(self.list.as_slice().to_vec())
    }

    /// `seat`'s legal actions as a numpy bool array of `num_actions` entries (default: the seat
    /// to act; all false when the match is over or it is not its decision).
    #[pyo3(signature = (seat = None))]
    fn legal_mask<'py>(&mut self, py: Python<'py>, seat: Option<u8>) -> PyResult<Bound<'py, PyArray1<bool>>> {
        let mut mask = vec![false; self.m.num_actions() as usize];
        let seat = match self.seat(seat) {
            Ok(s) => Some(s),
            Err(_) if seat.is_none() => None,
            Err(e) => return Err(e),
        };
        if let Some(seat) = seat {
            self.m.legal_actions_into(seat, &mut self.list);
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
    fn apply(&mut self, seat: u8, action: u32) -> PyResult<()> {
        self.m.apply(seat, action).map_err(|e| IllegalActionError::new_err(e.to_string()))
    }

    /// Applies `action` for the seat to act.
    fn step(&mut self, action: u32) -> PyResult<()> {
        let seat = self.seat(None)?;
        self.m.apply(seat, action).map_err(|e| IllegalActionError::new_err(e.to_string()))
    }

    /// A readable text of `action` for the viewing seat `viewer` (None if the id names no action).
    #[pyo3(signature = (action, viewer, lang = "en"))]
    fn describe(&self, action: u32, viewer: u8, lang: &str) -> PyResult<Option<String>> {
        self.m.describe(action, viewer, self::lang(lang)?).map_err(|e| SeatError::new_err(e.to_string()))
    }

    /// What `seat` may see now, as a dict.
    fn observe<'py>(&self, py: Python<'py>, seat: u8) -> PyResult<Bound<'py, PyAny>> {
        let json = self.m.observe_json(seat).map_err(|e| SeatError::new_err(e.to_string()))?;
        from_json(py, &json)
    }

    /// What `seat` may see now as a float32 vector of `size` entries, by the generic scheme of
    /// `archeon.OBSERVATION_SCHEME` (feature hashing of the observation's JSON leaves).
    #[pyo3(signature = (seat, size = TENSOR_SIZE))]
    fn observation_tensor<'py>(&self, py: Python<'py>, seat: u8, size: usize) -> PyResult<Bound<'py, PyArray1<f32>>> {
        let mut out = vec![0f32; size.max(1)];
        self.observation_into(seat, &mut out)?;
        Ok(PyArray1::from_vec(py, out))
    }

    /// What `seat` may see now, flattened: each JSON leaf's path (`players.1.chips`; a string
    /// leaf as `path=value`) with its number (1 for a string or true).
    fn observe_flat(&self, seat: u8) -> PyResult<Vec<(String, f64)>> {
        let obs = self.m.observe(seat).map_err(|e| SeatError::new_err(e.to_string()))?;
        let value = serde_json::to_value(&obs).map_err(|e| ArcheonError::new_err(e.to_string()))?;
        let mut out = Vec::new();
        features::flatten(&value, &mut String::new(), &mut |path, v| out.push((path.to_string(), v)));
        Ok(out)
    }

    /// The table as `seat` sees it, as lines of text.
    #[pyo3(signature = (seat, lang = "en"))]
    fn view_text(&self, seat: u8, lang: &str) -> PyResult<Vec<String>> {
        self.m.view_text(seat, self::lang(lang)?).map_err(|e| SeatError::new_err(e.to_string()))
    }

    /// The events `seat` may see from `cursor` on (each a dict `{"to": mask, "body": {...}}`),
    /// with the cursor to pass next time.
    #[pyo3(signature = (seat, cursor = 0))]
    fn events<'py>(&self, py: Python<'py>, seat: u8, cursor: usize) -> PyResult<(Bound<'py, PyAny>, usize)> {
        let (events, next) = self.m.events_for(seat, cursor).map_err(|e| SeatError::new_err(e.to_string()))?;
        let json = serde_json::to_vec(&events).map_err(|e| ArcheonError::new_err(e.to_string()))?;
        Ok((from_json(py, &json)?, next))
    }

    /// The text of the events `seat` may see from `cursor` on, with the next cursor.
    #[pyo3(signature = (seat, cursor = 0, lang = "en"))]
    fn event_lines(&self, seat: u8, cursor: usize, lang: &str) -> PyResult<(Vec<String>, usize)> {
        let reader = archeon::session::Reader { viewer: Some(seat), lang: self::lang(lang)?, picked: None };
        self.m.event_lines(cursor, &reader).map_err(|e| SeatError::new_err(e.to_string()))
    }

    /// The result once the match is over (a dict: winners as a list of seats, chips, places,
    /// rounds, at_bound), or None.
    fn result<'py>(&self, py: Python<'py>) -> PyResult<Option<Bound<'py, PyAny>>> {
        match self.m.result() {
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
    fn determinize(&self, seat: u8, seed: u64) -> PyResult<PyMatch> {
        let mut rng = MatchRng::from_seed_u64(seed);
        let m = self.m.determinize(seat, &mut rng).map_err(|e| SeatError::new_err(e.to_string()))?;
        Ok(PyMatch::wrap(m))
    }

    /// The save (JSON bytes: format, content hash, seed, setup, the action log).
    fn save<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = self.m.save().map_err(|e| SaveError::new_err(e.to_string()))?;
        Ok(PyBytes::new(py, &bytes))
    }

    /// A match from its save, replayed on `pack` (a Pack or a table name).
    #[staticmethod]
    fn load(pack: &Bound<'_, PyAny>, data: &[u8]) -> PyResult<PyMatch> {
        let m = Match::load(pack_of(pack)?, data).map_err(|e| LoadError::new_err(e.to_string()))?;
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
    fn observation_into(&self, seat: u8, out: &mut [f32]) -> PyResult<()> {
        let obs = self.m.observe(seat).map_err(|e| SeatError::new_err(e.to_string()))?;
        let value = serde_json::to_value(&obs).map_err(|e| ArcheonError::new_err(e.to_string()))?;
        features::hash_into(&value, out);
        Ok(())
    }
}

/// One of the library's bots (`random`, `heuristic`): it decides from its seat's view only.
#[pyclass(name = "Bot", module = "archeon", unsendable)]
struct PyBot {
    bot: Box<dyn Bot>,
}

#[pymethods]
impl PyBot {
    /// A bot of kind `kind` seeded with `seed`: `random`, `heuristic` (also `easy`), or the
    /// search bot's `medium` and `hard`.
    #[new]
    #[pyo3(signature = (kind = "heuristic", seed = 0))]
    fn new(kind: &str, seed: u64) -> PyResult<PyBot> {
        let bot = bots::by_name(kind, seed)
            .ok_or_else(|| ArcheonError::new_err(format!("a bot is one of {}, not `{kind}`", bots::BOT_NAMES.join(", "))))?;
        Ok(PyBot { bot })
    }
    /// Its kind.
    #[getter]
    fn kind(&self) -> String {
        self.bot.name().to_string()
    }
    /// Its choice for `seat` in `m` (None when `seat` is not to act).
    fn choose(&mut self, m: &PyMatch, seat: u8) -> Option<u32> {
        self.bot.choose(&m.m, seat)
    }
    /// Plays as a new bot seeded with `seed` would.
    fn reset(&mut self, seed: u64) {
        self.bot.reset(seed)
    }
}

/// `n` matches of one table stepped together: one action per match per call, masks, rewards
/// and done flags as numpy arrays. A finished match is replaced at once by a new one (the next
/// seed), so every row always has a decision pending.
#[pyclass(name = "VecMatch", module = "archeon")]
struct PyVecMatch {
    pack: Arc<Pack>,
    seats: u8,
    next_seed: u64,
    matches: Vec<Match>,
    list: ActionList,
    mask: Py<PyArray2<bool>>,
    legal: Py<PyArray2<i32>>,
    num_legal: Py<PyArray1<i32>>,
    seat: Py<PyArray1<i32>>,
    rewards: Py<PyArray2<f32>>,
    dones: Py<PyArray1<bool>>,
    finished: u64,
}

/// Writes row `i` of the batch: the seat to act and its legal actions.
struct Rows<'a> {
    mask: &'a mut [bool],
    legal: &'a mut [i32],
    num_legal: &'a mut [i32],
    seat: &'a mut [i32],
    actions: usize,
}

impl Rows<'_> {
    fn fill(&mut self, i: usize, m: &Match, list: &mut ActionList) {
        let a = self.actions;
        let mask = &mut self.mask[i * a..(i + 1) * a];
        let row = &mut self.legal[i * archeon::model::MAX_ACTIONS..(i + 1) * archeon::model::MAX_ACTIONS];
        // Clear the row's last legal actions only (a row is thousands of ids wide, a decision
        // has a few): the mask holds exactly the ids of the legal list.
        let old = usize::try_from(self.num_legal[i]).unwrap_or(0).min(row.len());
        for &id in &row[..old] {
            if let Some(bit) = usize::try_from(id).ok().and_then(|id| mask.get_mut(id)) {
                *bit = false;
            }
        }
        let Some(p) = m.pending() else {
            self.seat[i] = -1;
            self.num_legal[i] = 0;
            return;
        };
        self.seat[i] = i32::from(p.seat);
        m.legal_actions_into(p.seat, list);
        for (slot, &id) in row.iter_mut().zip(list.as_slice()) {
            *slot = id as i32;
            if let Some(bit) = mask.get_mut(id as usize) {
                *bit = true;
            }
        }
        self.num_legal[i] = list.len() as i32;
    }
}

#[pymethods]
impl PyVecMatch {
    /// `n` matches of `pack` (a Pack or a table name), `seats` seats each (default: the fewest);
    /// match `i` starts from seed `seed + i`, and each replacement takes the next unused seed.
    #[new]
    #[pyo3(signature = (pack, n, seed = 0, seats = None))]
    fn new(py: Python<'_>, pack: &Bound<'_, PyAny>, n: usize, seed: u64, seats: Option<u8>) -> PyResult<PyVecMatch> {
        let pack = pack_of(pack)?;
        if n == 0 {
            return Err(ArcheonError::new_err("a VecMatch holds at least one match"));
        }
        let seats = seats.unwrap_or(pack.seat_range().0);
        let actions = pack.action_space() as usize;
        let mut v = PyVecMatch {
            matches: Vec::with_capacity(n),
            next_seed: seed,
            seats,
            list: ActionList::default(),
            mask: PyArray2::zeros(py, [n, actions], false).unbind(),
            legal: PyArray2::zeros(py, [n, archeon::model::MAX_ACTIONS], false).unbind(),
            num_legal: PyArray1::zeros(py, n, false).unbind(),
            seat: PyArray1::zeros(py, n, false).unbind(),
            rewards: PyArray2::zeros(py, [n, usize::from(seats)], false).unbind(),
            dones: PyArray1::zeros(py, n, false).unbind(),
            pack,
            finished: 0,
        };
        for _ in 0..n {
            let m = v.fresh()?;
            v.matches.push(m);
        }
        v.refill(py)?;
        Ok(v)
    }

    /// Matches in the batch.
    #[getter]
    fn n(&self) -> usize {
        self.matches.len()
    }
    /// Seats of each match.
    #[getter]
    fn seats(&self) -> u8 {
        self.seats
    }
    /// The number of distinct action ids (the width of the mask).
    #[getter]
    fn num_actions(&self) -> u32 {
        self.pack.action_space()
    }
    /// Matches finished so far.
    #[getter]
    fn finished(&self) -> u64 {
        self.finished
    }
    /// The legal masks, `(n, num_actions)` bool, of the seat to act in each match. Like every
    /// array of the batch it is the batch's own: read it, do not write it.
    #[getter]
    fn mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<bool>> {
        self.mask.bind(py).clone()
    }
    /// The seat to act in each match, `(n,)` int32.
    #[getter]
    fn seat<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i32>> {
        self.seat.bind(py).clone()
    }
    /// The legal actions of each match as lists, `(n, 255)` int32: row `i` holds `num_legal[i]`
    /// ids, the rest of the row is stale. For a random policy without a pass over the mask:
    /// `legal[np.arange(n), (rng.random(n) * num_legal).astype(int)]`.
    #[getter]
    fn legal<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i32>> {
        self.legal.bind(py).clone()
    }
    /// How many legal actions each match has, `(n,)` int32.
    #[getter]
    fn num_legal<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i32>> {
        self.num_legal.bind(py).clone()
    }

    /// Applies one action per match (`actions`, `(n,)` integers, for the seat to act in each).
    /// Returns `(mask, rewards, dones, seat)`: the next masks, `(n, seats)` float32 rewards (+1
    /// each winner, −1 each other seat, 0 in a drawn match; 0 while a match goes on), `(n,)`
    /// bool done flags (the match ended with this action and was replaced), and the seats to act
    /// next. The arrays are the batch's own, overwritten by the next step. An illegal action
    /// anywhere raises IllegalActionError and changes no match.
    #[allow(clippy::type_complexity)]
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<(Bound<'py, PyArray2<bool>>, Bound<'py, PyArray2<f32>>, Bound<'py, PyArray1<bool>>, Bound<'py, PyArray1<i32>>)> {
        let n = self.matches.len();
        let actions = actions.as_slice().map_err(|e| ArcheonError::new_err(e.to_string()))?;
        if actions.len() != n {
            return Err(ArcheonError::new_err(format!("step takes {n} actions, one per match, not {}", actions.len())));
        }
        let width = self.pack.action_space() as usize;
        // Owned handles, so that `self` stays free to replace finished matches.
        let mask = self.mask.clone_ref(py).into_bound(py);
        let mut mask_rw = mask.readwrite();
        let mask_s = mask_rw.as_slice_mut().map_err(|e| ArcheonError::new_err(e.to_string()))?;
        // Every action is checked before any is applied.
        for (i, &a) in actions.iter().enumerate() {
            let legal = usize::try_from(a).ok().filter(|&a| a < width).is_some_and(|a| mask_s[i * width + a]);
            if !legal {
                return Err(IllegalActionError::new_err(format!("match {i}: action {a} is not legal now (no match was changed)")));
            }
        }
        let (legal, num_legal, seat) =
            (self.legal.clone_ref(py).into_bound(py), self.num_legal.clone_ref(py).into_bound(py), self.seat.clone_ref(py).into_bound(py));
        let (rewards, dones) = (self.rewards.clone_ref(py).into_bound(py), self.dones.clone_ref(py).into_bound(py));
        let (mut legal_rw, mut num_rw, mut seat_rw, mut rew_rw, mut done_rw) =
            (legal.readwrite(), num_legal.readwrite(), seat.readwrite(), rewards.readwrite(), dones.readwrite());
        let not_contiguous = |e: numpy::NotContiguousError| ArcheonError::new_err(e.to_string());
        let mut rows = Rows {
            mask: mask_s,
            legal: legal_rw.as_slice_mut().map_err(not_contiguous)?,
            num_legal: num_rw.as_slice_mut().map_err(not_contiguous)?,
            seat: seat_rw.as_slice_mut().map_err(not_contiguous)?,
            actions: width,
        };
        let rew = rew_rw.as_slice_mut().map_err(not_contiguous)?;
        let done = done_rw.as_slice_mut().map_err(not_contiguous)?;
        let seats = usize::from(self.seats);
        for (i, &a) in actions.iter().enumerate() {
            let who = rows.seat[i] as Seat;
            self.matches[i].apply(who, a as u32).map_err(|e| IllegalActionError::new_err(format!("match {i}: {e}")))?;
            let row = &mut rew[i * seats..(i + 1) * seats];
            match self.matches[i].pending().map_or_else(|| self.matches[i].result(), |_| None) {
                Some(result) => {
                    seat_rewards(&result, row);
                    done[i] = true;
                    self.finished += 1;
                    let seed = self.next_seed;
                    self.next_seed = seed.wrapping_add(1);
                    self.matches[i].reset(seed).map_err(|e| SetupError::new_err(e.to_string()))?;
                }
                None => {
                    row.fill(0.0);
                    done[i] = false;
                }
            }
            rows.fill(i, &self.matches[i], &mut self.list);
        }
        drop((legal_rw, num_rw, seat_rw, rew_rw, done_rw, mask_rw));
        Ok((mask, rewards, dones, seat))
    }

    /// Each match's observation tensor for its seat to act, `(n, size)` float32.
    #[pyo3(signature = (size = TENSOR_SIZE))]
    fn observation_tensors<'py>(&self, py: Python<'py>, size: usize) -> PyResult<Bound<'py, PyArray2<f32>>> {
        let size = size.max(1);
        let mut out = vec![0f32; self.matches.len() * size];
        for (m, row) in self.matches.iter().zip(out.chunks_mut(size)) {
            if let Some(p) = m.pending() {
                let obs = m.observe(p.seat).map_err(|e| SeatError::new_err(e.to_string()))?;
                let value = serde_json::to_value(&obs).map_err(|e| ArcheonError::new_err(e.to_string()))?;
                features::hash_into(&value, row);
            }
        }
        PyArray1::from_vec(py, out).reshape([self.matches.len(), size])
    }

    /// A copy of match `i` as it stands.
    fn get(&self, i: usize) -> PyResult<PyMatch> {
        let m = self
            .matches
            .get(i)
            .ok_or_else(|| ArcheonError::new_err(format!("the batch has {} matches, not {}", self.matches.len(), i + 1)))?;
        Ok(PyMatch::wrap(m.clone()))
    }
}

impl PyVecMatch {
    fn fresh(&mut self) -> PyResult<Match> {
        let seed = self.next_seed;
        self.next_seed = self.next_seed.wrapping_add(1);
        Match::new(self.pack.clone(), self.seats, seed, Setup::default()).map_err(|e| SetupError::new_err(e.to_string()))
    }

    fn refill(&mut self, py: Python<'_>) -> PyResult<()> {
        let (mask, legal, num_legal, seat) = (self.mask.bind(py), self.legal.bind(py), self.num_legal.bind(py), self.seat.bind(py));
        let (mut m_rw, mut l_rw, mut n_rw, mut s_rw) = (mask.readwrite(), legal.readwrite(), num_legal.readwrite(), seat.readwrite());
        let not_contiguous = |e: numpy::NotContiguousError| ArcheonError::new_err(e.to_string());
        let mut rows = Rows {
            mask: m_rw.as_slice_mut().map_err(not_contiguous)?,
            legal: l_rw.as_slice_mut().map_err(not_contiguous)?,
            num_legal: n_rw.as_slice_mut().map_err(not_contiguous)?,
            seat: s_rw.as_slice_mut().map_err(not_contiguous)?,
            actions: self.pack.action_space() as usize,
        };
        for (i, m) in self.matches.iter().enumerate() {
            rows.fill(i, m, &mut self.list);
        }
        Ok(())
    }
}

/// Runs the simulator (`archeon sim`) and returns its report as JSON text: `shard` is `(k, n)`,
/// the k-th (from 1) of n parts of the run's seeds. Releases the GIL while it runs.
#[pyfunction]
#[pyo3(signature = (pack, matches, seed, seats = None, bot = "heuristic", threads = 0, check = false, shard = None))]
#[allow(clippy::too_many_arguments)]
fn sim_run(
    py: Python<'_>,
    pack: &Bound<'_, PyAny>,
    matches: u64,
    seed: u64,
    seats: Option<u8>,
    bot: &str,
    threads: usize,
    check: bool,
    shard: Option<(u64, u64)>,
) -> PyResult<String> {
    let pack = pack_of(pack)?;
    let shard = match shard {
        Some((index, count)) => Some(archeon::sim::Shard::parse(&format!("{index}/{count}")).map_err(SimError::new_err)?),
        None => None,
    };
    let seats = seats.unwrap_or(pack.seat_range().0);
    let options = archeon::sim::SimOptions { matches, seed, seats, bot: bot.to_string(), threads, check, shard };
    let report = py.detach(|| archeon::sim::run(&pack, &options, &mut |_| {})).map_err(|e| match e {
        archeon::sim::SimError::Setup(e) => SetupError::new_err(e.to_string()),
        other => SimError::new_err(other.to_string()),
    })?;
    Ok(report.to_json().to_string())
}

fn report_of(text: &str) -> PyResult<archeon::sim::Report> {
    let doc: serde_json::Value = serde_json::from_str(text).map_err(|e| SimError::new_err(format!("a report is JSON: {e}")))?;
    archeon::sim::Report::from_json(&doc).map_err(SimError::new_err)
}

/// Merges the JSON reports of parts of one run into the run's report (JSON text). The parts must
/// cover the whole run unless `partial`; `elapsed_ms` and `threads`, when given, are the wall
/// clock and the parallelism of whoever ran the parts (the report's rates follow them; without
/// them `elapsed_ms` is the longest part's, a lower bound).
#[pyfunction]
#[pyo3(signature = (reports, partial = false, elapsed_ms = None, threads = None))]
fn sim_merge(reports: Vec<String>, partial: bool, elapsed_ms: Option<f64>, threads: Option<u64>) -> PyResult<String> {
    let parts = reports.iter().map(|r| report_of(r)).collect::<PyResult<Vec<_>>>()?;
    let mut whole = archeon::sim::merge_partial(parts).map_err(SimError::new_err)?;
    if let Some(missing) = whole.info.uncovered().filter(|_| !partial) {
        return Err(SimError::new_err(format!("{missing}; pass partial=True to merge them anyway")));
    }
    if let Some(ms) = elapsed_ms {
        whole.timing.elapsed_ms = (ms * 1e3).round() / 1e3;
    }
    if let Some(n) = threads {
        whole.timing.threads = n;
    }
    Ok(whole.to_json().to_string())
}

/// Writes a JSON report's folder (report.json, CSV files, report.html).
#[pyfunction]
fn sim_write(report: &str, dir: &str) -> PyResult<()> {
    report_of(report)?.write_dir(Path::new(dir)).map_err(|e| SimError::new_err(format!("cannot write the report into {dir}: {e}")))
}

/// The names of the fields of a report that hold timings.
#[pyfunction]
fn sim_timing_fields() -> Vec<&'static str> {
    archeon::sim::TIMING_FIELDS.to_vec()
}

/// The most matches `sim_ablate` and `sim_compare` take (more is refused, not run).
const MAX_SIM_MATCHES: u64 = 1_000_000_000;

/// Refuses 0 matches and more than [`MAX_SIM_MATCHES`].
fn bounded_matches(matches: u64) -> PyResult<u64> {
    if matches == 0 || matches > MAX_SIM_MATCHES {
        return Err(SimError::new_err(format!("matches is 1 to {MAX_SIM_MATCHES}, not {matches}")));
    }
    Ok(matches)
}

/// A simulator error as the Python exception of its kind.
fn sim_error(e: archeon::sim::SimError) -> PyErr {
    match e {
        archeon::sim::SimError::Setup(e) => SetupError::new_err(e.to_string()),
        other => SimError::new_err(other.to_string()),
    }
}

/// A pack's files, found as `load_pack` finds the pack: a built-in table's id (`-` for `_`), or a
/// folder of TOML files; a `Pack` by its id, when it is that built-in table (a `Pack` of a folder
/// cannot give its files back: pass the folder).
fn sources_of(table: &Bound<'_, PyAny>) -> PyResult<Vec<(String, String)>> {
    let owned = |files: &[(&str, &str)]| files.iter().map(|&(n, t)| (n.to_string(), t.to_string())).collect::<Vec<_>>();
    let builtin = |id: &str| content::builtin::sources(id).or_else(|| content::builtin::sources(&id.replace('-', "_")));
    if let Ok(pack) = table.cast::<PyPack>() {
        let pack = &pack.get().inner;
        return match builtin(&pack.id) {
            Some(files) if content::content_hash_of(files) == pack.hash => Ok(owned(files)),
            _ => Err(ContentError::new_err(format!(
                "the Pack `{}` is not a built-in table (its files are not kept): pass its folder instead",
                pack.id
            ))),
        };
    }
    let name: String = table.extract().map_err(|_| ArcheonError::new_err("a pack is a Pack, a built-in table's id or a folder"))?;
    if let Some(files) = builtin(&name) {
        return Ok(owned(files));
    }
    let path = Path::new(&name);
    if path.is_dir() {
        return content::read_dir_sources(path).map_err(|e| ContentError::new_err(format!("{name}: {e}")));
    }
    // Neither: `load_pack` says why, with its suggestion.
    Err(load_pack(&name).err().unwrap_or_else(|| ContentError::new_err(format!("no built-in table `{name}` and no such folder"))))
}

/// The items an ablation of `wanted` measures (`kind:id`, in the pack's order), or `None` when a
/// name matches no item (the ablation itself then says which, with a suggestion).
fn selected_items(sources: &[(String, String)], seats: u8, seed: u64, wanted: &[String]) -> PyResult<Option<Vec<String>>> {
    let refs: Vec<(&str, &str)> = sources.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    let pack = Pack::from_sources(&refs).map_err(|e| ContentError::new_err(e.to_string()))?;
    let probe = Match::new(Arc::new(pack), seats, seed, Setup::default()).map_err(|e| SetupError::new_err(e.to_string()))?;
    let items: Vec<(String, String)> = probe.content_items().iter().map(|i| (i.kind.to_string(), i.id.to_string())).collect();
    let names: Vec<&str> = wanted.iter().map(|w| w.trim()).filter(|w| !w.is_empty() && *w != "all").collect();
    let mut chosen: Vec<usize> = Vec::new();
    if names.is_empty() {
        chosen = (0..items.len()).collect();
    }
    for name in names {
        let hits: Vec<usize> = (0..items.len())
            .filter(|&i| name == items[i].1 || name.split_once(':').is_some_and(|(k, v)| k == items[i].0 && v == items[i].1))
            .collect();
        if hits.is_empty() {
            return Ok(None);
        }
        chosen.extend(hits.into_iter().filter(|h| !chosen.contains(h)).collect::<Vec<_>>());
    }
    chosen.sort_unstable();
    Ok(Some(chosen.into_iter().map(|i| format!("{}:{}", items[i].0, items[i].1)).collect()))
}

/// The items `sim_ablate` would measure, as `kind:id` in the pack's order (`items`: ids or
/// `kind:id`; None or `["all"]` for every item). A name that matches no item raises SimError.
#[pyfunction]
#[pyo3(signature = (table, seats = None, items = None, seed = 0))]
fn sim_ablate_items(table: &Bound<'_, PyAny>, seats: Option<u8>, items: Option<Vec<String>>, seed: u64) -> PyResult<Vec<String>> {
    let sources = sources_of(table)?;
    let seats = match seats {
        Some(s) => s,
        None => load_pack_of_sources(&sources)?.seat_range().0,
    };
    let wanted = items.unwrap_or_default();
    match selected_items(&sources, seats, seed, &wanted)? {
        Some(names) => Ok(names),
        None => {
            // Let the library name the item and suggest one (it refuses before playing).
            let options =
                archeon::sim::SimOptions { matches: 0, seed, seats, bot: "random".to_string(), threads: 1, check: false, shard: None };
            let what = archeon::sim::AblateOptions { items: wanted, ..Default::default() };
            archeon::sim::ablate(&sources, &options, &what, &mut |_| {}).map_err(sim_error)?;
            Err(SimError::new_err("an item name matches no item of this pack"))
        }
    }
}

fn load_pack_of_sources(sources: &[(String, String)]) -> PyResult<Pack> {
    let refs: Vec<(&str, &str)> = sources.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
    Pack::from_sources(&refs).map_err(|e| ContentError::new_err(e.to_string()))
}

/// Measures each content item's effect (`archeon sim --ablate`) and returns the effects report
/// as JSON text (`archeon-effects/1`). `table` is a built-in id, a folder or a built-in `Pack`;
/// `items` ids or `kind:id` (None or `["all"]`: every item); `shard` `(k, n)` measures the k-th
/// of n contiguous parts of the selected items (over every match: its p-values are the part's,
/// its Holm adjustment only over the part — `archeon.sim` adjusts the joined parts again).
/// `report` writes the report's folder too (report.json, effects.csv, effects.svg, report.html);
/// `table_bot` names the bots of the table items' plays (default: `bot`). Releases the GIL while
/// it runs.
#[pyfunction]
#[pyo3(signature = (table, matches, seed, seats = None, bot = "lookahead", threads = 0, items = None, lang = "en", shard = None, report = None, table_bot = None))]
#[allow(clippy::too_many_arguments)]
fn sim_ablate(
    py: Python<'_>,
    table: &Bound<'_, PyAny>,
    matches: u64,
    seed: u64,
    seats: Option<u8>,
    bot: &str,
    threads: usize,
    items: Option<Vec<String>>,
    lang: &str,
    shard: Option<(u64, u64)>,
    report: Option<std::path::PathBuf>,
    table_bot: Option<String>,
) -> PyResult<String> {
    let matches = bounded_matches(matches)?;
    let lang = self::lang(lang)?;
    let sources = sources_of(table)?;
    let seats = match seats {
        Some(s) => s,
        None => load_pack_of_sources(&sources)?.seat_range().0,
    };
    let mut wanted = items.unwrap_or_default();
    if let Some((index, count)) = shard {
        let part = archeon::sim::Shard::parse(&format!("{index}/{count}")).map_err(SimError::new_err)?;
        // A name that matches nothing is left to the library, which says which.
        if let Some(all) = selected_items(&sources, seats, seed, &wanted)? {
            let range = part.range(all.len() as u64);
            if range.is_empty() && !all.is_empty() {
                let n = all.len();
                return Err(SimError::new_err(format!("shard {part} of {n} selected items holds none: use at most {n} shards")));
            }
            wanted = all[range.start as usize..range.end as usize].to_vec();
        }
    }
    let options = archeon::sim::SimOptions { matches, seed, seats, bot: bot.to_string(), threads, check: false, shard: None };
    let what = archeon::sim::AblateOptions { items: wanted, lang, threshold_points: 0.0, table_bot };
    let effects = py.detach(|| archeon::sim::ablate(&sources, &options, &what, &mut |_| {})).map_err(sim_error)?;
    if let Some(dir) = report {
        effects.write_dir(&dir).map_err(|e| SimError::new_err(format!("cannot write the report into {}: {e}", dir.display())))?;
    }
    Ok(effects.to_json().to_string())
}

/// Plays `matches` matches of pack A (`table_a`) and of pack B (`table_b`, same family) on the
/// same seeds (`archeon sim --compare`) and returns the comparison as JSON text
/// (`archeon-compare/1`). A comparison does not split into shards: its paired intervals need
/// every pair's differences, which its JSON does not keep. `report` writes its folder too
/// (compare.json, compare.csv, compare.svg, compare.html, and each pack's report in a/ and b/).
/// Releases the GIL while it runs.
#[pyfunction]
#[pyo3(signature = (table_a, table_b, matches, seed, seats = None, bot = "heuristic", threads = 0, report = None))]
#[allow(clippy::too_many_arguments)]
fn sim_compare(
    py: Python<'_>,
    table_a: &Bound<'_, PyAny>,
    table_b: &Bound<'_, PyAny>,
    matches: u64,
    seed: u64,
    seats: Option<u8>,
    bot: &str,
    threads: usize,
    report: Option<std::path::PathBuf>,
) -> PyResult<String> {
    let matches = bounded_matches(matches)?;
    let (pack_a, pack_b) = (pack_of(table_a)?, pack_of(table_b)?);
    let seats = seats.unwrap_or(pack_a.seat_range().0);
    let options = archeon::sim::SimOptions { matches, seed, seats, bot: bot.to_string(), threads, check: false, shard: None };
    let compared = py.detach(|| archeon::sim::compare(&pack_a, &pack_b, &options, &mut |_| {})).map_err(sim_error)?;
    if let Some(dir) = report {
        compared.write_dir(&dir).map_err(|e| SimError::new_err(format!("cannot write the report into {}: {e}", dir.display())))?;
    }
    Ok(compared.to_json().to_string())
}

/// The `archeon._archeon` module.
#[pymodule]
fn _archeon(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add_class::<PyPack>()?;
    m.add_class::<PyMatch>()?;
    m.add_class::<PyBot>()?;
    m.add_class::<PyVecMatch>()?;
    m.add_function(wrap_pyfunction!(load, m)?)?;
    m.add_function(wrap_pyfunction!(tables, m)?)?;
    m.add_function(wrap_pyfunction!(sim_run, m)?)?;
    m.add_function(wrap_pyfunction!(sim_merge, m)?)?;
    m.add_function(wrap_pyfunction!(sim_write, m)?)?;
    m.add_function(wrap_pyfunction!(sim_timing_fields, m)?)?;
    m.add_function(wrap_pyfunction!(sim_ablate, m)?)?;
    m.add_function(wrap_pyfunction!(sim_ablate_items, m)?)?;
    m.add_function(wrap_pyfunction!(sim_compare, m)?)?;
    m.add("FEW_PLAYS", archeon::sim::FEW_PLAYS)?;
    m.add("MAX_SIM_MATCHES", MAX_SIM_MATCHES)?;
    m.add("ArcheonError", py.get_type::<ArcheonError>())?;
    m.add("ContentError", py.get_type::<ContentError>())?;
    m.add("SetupError", py.get_type::<SetupError>())?;
    m.add("SeatError", py.get_type::<SeatError>())?;
    m.add("IllegalActionError", py.get_type::<IllegalActionError>())?;
    m.add("SaveError", py.get_type::<SaveError>())?;
    m.add("LoadError", py.get_type::<LoadError>())?;
    m.add("SimError", py.get_type::<SimError>())?;
    m.add("MAX_ACTIONS", archeon::model::MAX_ACTIONS)?;
    m.add("TENSOR_SIZE", TENSOR_SIZE)?;
    m.add("OBSERVATION_SCHEME", features::SCHEME)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
