//! `VecMatch`: batched stepping, `n` matches of one table stepped together with numpy arrays,
//! optionally an agent against the library's bots (which then play inside, in Rust).
//!
//! A step is all or nothing: every action is checked against the legal lists the engine gave
//! (a copy Python never sees) before any is applied. The arrays handed to Python are read-only
//! views of the batch's own, so a policy cannot write into them by mistake, and nothing it
//! writes could make an illegal action pass.

use std::sync::Arc;

use archeon::bots::{self, Bot};
use archeon::content::Pack;
use archeon::model::{Seat, MAX_ACTIONS};
use archeon::session::Setup;
use archeon::{ActionList, Match};
use numpy::{Element, PyArray, PyArray1, PyArray2, PyArrayDescrMethods, PyArrayMethods, PyUntypedArray, PyUntypedArrayMethods};
use pyo3::prelude::*;

use crate::args::{guard, BatchSize, Index, SeatArg, SeatsArg, Seed, TensorSize, MAX_BATCH_MASK, MAX_BATCH_TENSOR};
use crate::{features, seat_rewards, ArcheonError, IllegalActionError, PyMatch, SeatError, SetupError, TENSOR_SIZE};

/// The batch's arrays: the writable ones it keeps, or the read-only views it hands out.
struct Arrays {
    mask: Py<PyArray2<bool>>,
    legal: Py<PyArray2<i32>>,
    num_legal: Py<PyArray1<i32>>,
    seat: Py<PyArray1<i32>>,
    rewards: Py<PyArray2<f32>>,
    dones: Py<PyArray1<bool>>,
}

/// A read-only view of `array` (it shows what the batch writes into `array`).
fn read_only<T: Element, D: numpy::ndarray::Dimension>(py: Python<'_>, array: &Py<PyArray<T, D>>) -> PyResult<Py<PyArray<T, D>>> {
    let view = array.bind(py).call_method0("view")?;
    view.call_method1("setflags", (false,))?;
    Ok(view.cast_into::<PyArray<T, D>>()?.unbind())
}

impl Arrays {
    fn zeros(py: Python<'_>, n: usize, actions: usize, seats: usize) -> Arrays {
        Arrays {
            mask: PyArray2::zeros(py, [n, actions], false).unbind(),
            legal: PyArray2::zeros(py, [n, MAX_ACTIONS], false).unbind(),
            num_legal: PyArray1::zeros(py, n, false).unbind(),
            seat: PyArray1::zeros(py, n, false).unbind(),
            rewards: PyArray2::zeros(py, [n, seats], false).unbind(),
            dones: PyArray1::zeros(py, n, false).unbind(),
        }
    }

    fn views(&self, py: Python<'_>) -> PyResult<Arrays> {
        Ok(Arrays {
            mask: read_only(py, &self.mask)?,
            legal: read_only(py, &self.legal)?,
            num_legal: read_only(py, &self.num_legal)?,
            seat: read_only(py, &self.seat)?,
            rewards: read_only(py, &self.rewards)?,
            dones: read_only(py, &self.dones)?,
        })
    }
}

/// `n` matches of one table stepped together: one action per match per call, masks, rewards
/// and done flags as numpy arrays (read-only). A finished match is replaced at once by a new one
/// (the next seed), so every row always has a decision pending. `n` is 1 to `MAX_VEC_MATCHES`.
#[pyclass(name = "VecMatch", module = "archeon")]
pub struct PyVecMatch {
    pack: Arc<Pack>,
    seats: u8,
    next_seed: u64,
    matches: Vec<Match>,
    list: ActionList,
    /// Each match's legal ids as the engine gave them, `MAX_ACTIONS` a row (Python never sees it).
    own: Vec<u32>,
    own_len: Vec<u32>,
    /// The actions of the step being checked.
    chosen: Vec<u32>,
    arrays: Arrays,
    views: Arrays,
    finished: u64,
    /// The bots of the seats no agent plays, when the batch was given opponents.
    opponents: Option<Opponents>,
    /// The scratch of the observation tensors.
    tensor: features::Tensor,
}

/// How many matches in a row may end before an agent seat decides, when a row is replaced, before
/// the batch gives up (a table where the bots always finish without the agent is an error).
const MAX_SKIPPED: u32 = 64;

/// The library's bots at the seats no agent plays, one set per row: they play inside `step`
/// until an agent seat decides or the match ends.
struct Opponents {
    kind: &'static str,
    /// Whether each seat is an agent's.
    agent: Vec<bool>,
    /// Row `i`'s bot of seat `s` at `i * seats + s` (None at an agent seat).
    bots: Vec<Option<Box<dyn Bot + Send + Sync>>>,
    /// The pack's bound on one match's actions.
    bound: u64,
}

impl Opponents {
    fn new(kind: &str, agent_seats: Option<Vec<SeatArg>>, n: usize, pack: &Pack, seats: u8) -> PyResult<Opponents> {
        let kind = *bots::BOT_NAMES.iter().find(|&&k| k == kind).ok_or_else(|| {
            ArcheonError::new_err(format!(
                "opponents is one of {} (archeon.BOT_NAMES), not `{}`",
                bots::BOT_NAMES.join(", "),
                crate::shown(kind)
            ))
        })?;
        let mut agent = vec![false; usize::from(seats)];
        let chosen = agent_seats.unwrap_or_else(|| vec![SeatArg(0)]);
        if chosen.is_empty() {
            return Err(ArcheonError::new_err("agent_seats names at least one seat (the agent's)"));
        }
        for s in chosen {
            let slot = agent.get_mut(usize::from(s.0)).ok_or_else(|| {
                SeatError::new_err(format!("agent seat {} is not a seat of a {seats}-seat match (0 to {})", s.0, seats - 1))
            })?;
            *slot = true;
        }
        let mut bots = Vec::with_capacity(n * usize::from(seats));
        for _ in 0..n {
            // Each is reset to its match's seed before it plays.
            bots.extend(agent.iter().map(|&a| if a { None } else { bots::by_name_threadsafe(kind, 0) }));
        }
        Ok(Opponents { kind, agent, bots, bound: archeon::session::action_bound(pack, seats) })
    }

    /// Row `i` starts a match of seed `seed`: each of its bots plays as a new bot seeded with
    /// `bot_seed(seed, seat)` would (what `archeon play` and `sim` seed a seat's bot with).
    fn reset_row(&mut self, i: usize, seed: u64) {
        let seats = self.agent.len();
        for (s, bot) in self.bots[i * seats..(i + 1) * seats].iter_mut().enumerate() {
            if let Some(bot) = bot {
                bot.reset(archeon::sim::bot_seed(seed, s as Seat));
            }
        }
    }

    /// Row `i`'s bots play `m` until an agent seat decides or the match ends.
    fn play(&mut self, i: usize, m: &mut Match) -> PyResult<()> {
        let seats = self.agent.len();
        while let Some(p) = m.pending() {
            let seat = usize::from(p.seat);
            if self.agent[seat] {
                return Ok(());
            }
            if m.log().len() as u64 >= self.bound {
                return Err(ArcheonError::new_err(format!("match {i} went on past the pack's bound of {} actions", self.bound)));
            }
            let Some(bot) = self.bots[i * seats + seat].as_mut() else { return Ok(()) };
            let refused = |what: String| ArcheonError::new_err(format!("match {i}: the {} bot of seat {seat} {what}", self.kind));
            let choice = bot.choose(m, p.seat).ok_or_else(|| refused("chose nothing".into()))?;
            m.apply(p.seat, choice).map_err(|e| refused(format!("chose action {choice}, which was refused: {e}")))?;
        }
        Ok(())
    }

    /// Row `i` starts the match `m` (just dealt from `seed`): its bots play until an agent seat
    /// decides. A match that ends before that is replaced by the next seed (not reported: no
    /// agent took part), at most `MAX_SKIPPED` times.
    fn start(&mut self, i: usize, m: &mut Match, mut seed: u64, next_seed: &mut u64) -> PyResult<()> {
        for _ in 0..MAX_SKIPPED {
            self.reset_row(i, seed);
            self.play(i, m)?;
            if m.pending().is_some() {
                return Ok(());
            }
            seed = *next_seed;
            *next_seed = seed.wrapping_add(1);
            m.reset(seed).map_err(|e| SetupError::new_err(e.to_string()))?;
        }
        Err(ArcheonError::new_err(format!("match {i}: {MAX_SKIPPED} matches in a row ended before an agent seat decided")))
    }
}

/// Writes row `i` of the batch: the seat to act and its legal actions.
struct Rows<'a> {
    mask: &'a mut [bool],
    legal: &'a mut [i32],
    num_legal: &'a mut [i32],
    seat: &'a mut [i32],
    own: &'a mut [u32],
    own_len: &'a mut [u32],
    actions: usize,
}

impl Rows<'_> {
    fn fill(&mut self, i: usize, m: &Match, list: &mut ActionList) {
        let a = self.actions;
        let mask = &mut self.mask[i * a..(i + 1) * a];
        let own = &mut self.own[i * MAX_ACTIONS..(i + 1) * MAX_ACTIONS];
        // Clear the row's last legal actions only (a row is thousands of ids wide, a decision
        // has a few): the mask holds exactly the ids of the legal list.
        for &id in &own[..self.own_len[i] as usize] {
            if let Some(bit) = mask.get_mut(id as usize) {
                *bit = false;
            }
        }
        self.own_len[i] = 0;
        self.num_legal[i] = 0;
        let Some(p) = m.pending() else {
            self.seat[i] = -1;
            return;
        };
        self.seat[i] = i32::from(p.seat);
        m.legal_actions_into(p.seat, list);
        let row = &mut self.legal[i * MAX_ACTIONS..(i + 1) * MAX_ACTIONS];
        let mut len: u32 = 0;
        for ((slot, mine), &id) in row.iter_mut().zip(own.iter_mut()).zip(list.as_slice()) {
            (*slot, *mine) = (id as i32, id);
            if let Some(bit) = mask.get_mut(id as usize) {
                *bit = true;
            }
            len += 1;
        }
        self.own_len[i] = len;
        // At most MAX_ACTIONS (255).
        self.num_legal[i] = len as i32;
    }
}

/// The contiguous slice of a writable array of the batch (they are all made contiguous).
macro_rules! slice_of {
    ($rw:expr) => {
        $rw.as_slice_mut().map_err(|e| ArcheonError::new_err(e.to_string()))?
    };
}

/// The actions as unsigned ids, one per match, from a 1-D array of any integer dtype.
trait TakeActions {
    fn take_as<T: Element + Copy + std::fmt::Display>(&mut self, a: &Bound<'_, PyAny>) -> PyResult<bool>
    where
        u32: TryFrom<T>;
}

impl TakeActions for Vec<u32> {
    fn take_as<T: Element + Copy + std::fmt::Display>(&mut self, a: &Bound<'_, PyAny>) -> PyResult<bool>
    where
        u32: TryFrom<T>,
    {
        let Ok(array) = a.cast::<PyArray1<T>>() else { return Ok(false) };
        let view = array.try_readonly().map_err(|e| ArcheonError::new_err(e.to_string()))?;
        for (i, (&x, slot)) in view.as_array().iter().zip(self.iter_mut()).enumerate() {
            *slot = u32::try_from(x)
                .map_err(|_| IllegalActionError::new_err(format!("match {i}: {x} is not an action id (no match was changed)")))?;
        }
        Ok(true)
    }
}

#[pymethods]
impl PyVecMatch {
    /// `n` matches (1 to `MAX_VEC_MATCHES`) of `pack` (a Pack or a table name), `seats` seats
    /// each (default: the fewest); match `i` starts from seed `seed + i`, and each replacement
    /// takes the next unused seed.
    ///
    /// `opponents` (one of `archeon.BOT_NAMES`) makes it an agent against the library's bots:
    /// every seat but `agent_seats` (default: seat 0 only) is played inside by a bot of that
    /// kind, one per row and seat, seeded for each match of seed `m` with
    /// `m ^ (0x9E3779B97F4A7C15 * (seat + 1) mod 2**64)` (what `archeon play` and `sim` use); so
    /// the seat to act in every row is always an agent seat. A new match the bots finish before an
    /// agent seat decides is skipped (the next seed is taken).
    #[new]
    #[pyo3(signature = (pack, n, seed = Seed(0), seats = None, opponents = None, agent_seats = None))]
    #[allow(clippy::too_many_arguments)]
    fn new(
        py: Python<'_>,
        pack: &Bound<'_, PyAny>,
        n: BatchSize,
        seed: Seed,
        seats: Option<SeatsArg>,
        opponents: Option<&str>,
        agent_seats: Option<Vec<SeatArg>>,
    ) -> PyResult<PyVecMatch> {
        let (pack, n) = (crate::pack_of(pack)?, n.0);
        let seats = seats.map_or(pack.seat_range().0, |s| s.0);
        let actions = pack.action_space() as usize;
        if n.saturating_mul(actions) > MAX_BATCH_MASK {
            let most = MAX_BATCH_MASK / actions.max(1);
            return Err(ArcheonError::new_err(format!(
                "a VecMatch of this table holds at most {most} matches (its masks are {actions} wide), not {n}"
            )));
        }
        // The first match checks the seats before anything large is made.
        let first = Match::new(pack.clone(), seats, seed.0, Setup::default()).map_err(|e| SetupError::new_err(e.to_string()))?;
        let opponents = match (opponents, agent_seats) {
            (Some(kind), agent_seats) => Some(Opponents::new(kind, agent_seats, n, &pack, seats)?),
            (None, Some(_)) => return Err(ArcheonError::new_err("agent_seats is for a batch with opponents (opponents=...)")),
            (None, None) => None,
        };
        let arrays = Arrays::zeros(py, n, actions, usize::from(seats));
        let mut v = PyVecMatch {
            views: arrays.views(py)?,
            arrays,
            matches: Vec::with_capacity(n),
            next_seed: seed.0.wrapping_add(1),
            seats,
            list: ActionList::default(),
            own: vec![0; n * MAX_ACTIONS],
            own_len: vec![0; n],
            chosen: vec![0; n],
            pack,
            finished: 0,
            opponents,
            tensor: features::Tensor::default(),
        };
        v.matches.push(first);
        while v.matches.len() < n {
            let m = v.fresh()?;
            v.matches.push(m);
        }
        if let Some(o) = v.opponents.as_mut() {
            let next_seed = &mut v.next_seed;
            guard(|| {
                for (i, m) in v.matches.iter_mut().enumerate() {
                    let seed = m.seed();
                    o.start(i, m, seed, next_seed)?;
                }
                Ok(())
            })?;
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
    /// The bots' kind at the seats no agent plays, or None (every seat is Python's).
    #[getter]
    fn opponents(&self) -> Option<&'static str> {
        self.opponents.as_ref().map(|o| o.kind)
    }
    /// The seats Python plays: every seat without opponents, else the agent seats.
    #[getter]
    fn agent_seats(&self) -> Vec<u32> {
        (0..self.seats).filter(|&s| self.opponents.as_ref().is_none_or(|o| o.agent[usize::from(s)])).map(u32::from).collect()
    }
    /// The legal masks, `(n, num_actions)` bool, of the seat to act in each match. Like every
    /// array of the batch it is a read-only view of the batch's own, overwritten by each step.
    #[getter]
    fn mask<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<bool>> {
        self.views.mask.bind(py).clone()
    }
    /// The seat to act in each match, `(n,)` int32.
    #[getter]
    fn seat<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i32>> {
        self.views.seat.bind(py).clone()
    }
    /// The legal actions of each match as lists, `(n, 255)` int32: row `i` holds `num_legal[i]`
    /// ids, the rest of the row is stale. For a random policy without a pass over the mask:
    /// `legal[np.arange(n), (rng.random(n) * num_legal).astype(int)]`.
    #[getter]
    fn legal<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray2<i32>> {
        self.views.legal.bind(py).clone()
    }
    /// How many legal actions each match has, `(n,)` int32.
    #[getter]
    fn num_legal<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<i32>> {
        self.views.num_legal.bind(py).clone()
    }

    /// Applies one action per match (`actions`: `n` integers of any integer dtype, a numpy array
    /// or a sequence, for the seat to act in each). Returns `(mask, rewards, dones, seat)`: the
    /// next masks, `(n, seats)` float32 rewards (+1 each winner, −1 each other seat, 0 in a drawn
    /// match; 0 while a match goes on), `(n,)` bool done flags (the match ended with this action
    /// and was replaced), and the seats to act next. With opponents, the bots then play their
    /// seats until an agent seat decides or the match ends (its rewards and done flag are this
    /// step's), and a replacement's bots play until an agent seat decides. The arrays are read-only views of the
    /// batch's own, overwritten by the next step. An action that is not legal in its match (by
    /// the engine, whatever the arrays hold) raises IllegalActionError naming the match, and no
    /// match is changed; so does anything but `n` integers (ArcheonError).
    #[allow(clippy::type_complexity)]
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: &Bound<'py, PyAny>,
    ) -> PyResult<(Bound<'py, PyArray2<bool>>, Bound<'py, PyArray2<f32>>, Bound<'py, PyArray1<bool>>, Bound<'py, PyArray1<i32>>)> {
        self.read_actions(actions)?;
        self.check_actions()?;
        guard(|| self.apply_actions(py))?;
        let v = &self.views;
        Ok((v.mask.bind(py).clone(), v.rewards.bind(py).clone(), v.dones.bind(py).clone(), v.seat.bind(py).clone()))
    }

    /// Each match's observation tensor for its seat to act, `(n, size)` float32 (`n × size` at
    /// most `MAX_BATCH_TENSOR`).
    #[pyo3(signature = (size = TensorSize(TENSOR_SIZE)))]
    fn observation_tensors<'py>(&mut self, py: Python<'py>, size: TensorSize) -> PyResult<Bound<'py, PyArray2<f32>>> {
        let (n, size) = (self.matches.len(), size.0);
        if n * size > MAX_BATCH_TENSOR {
            return Err(ArcheonError::new_err(format!(
                "{n} tensors of {size} entries are more than MAX_BATCH_TENSOR ({MAX_BATCH_TENSOR}): use a size of at most {}",
                MAX_BATCH_TENSOR / n
            )));
        }
        let mut out = vec![0f32; n * size];
        let tensor = &mut self.tensor;
        guard(|| {
            for (m, row) in self.matches.iter().zip(out.chunks_mut(size)) {
                if let Some(p) = m.pending() {
                    let obs = m.observe(p.seat).map_err(|e| SeatError::new_err(e.to_string()))?;
                    tensor.hash_into(&obs, row).map_err(|e| ArcheonError::new_err(e.to_string()))?;
                }
            }
            Ok(())
        })?;
        PyArray1::from_vec(py, out).reshape([n, size])
    }

    /// A copy of match `i` as it stands.
    fn get(&self, i: Index) -> PyResult<PyMatch> {
        let m = self.matches.get(i.0).ok_or_else(|| {
            ArcheonError::new_err(format!(
                "the batch has {} matches (0 to {}), not match {}",
                self.matches.len(),
                self.matches.len() - 1,
                i.0
            ))
        })?;
        Ok(PyMatch::wrap(m.clone()))
    }
}

impl PyVecMatch {
    fn fresh(&mut self) -> PyResult<Match> {
        let seed = self.next_seed;
        self.next_seed = self.next_seed.wrapping_add(1);
        Match::new(self.pack.clone(), self.seats, seed, Setup::default()).map_err(|e| SetupError::new_err(e.to_string()))
    }

    /// Reads `actions` into `chosen`: `n` integers of any integer dtype (a sequence is taken as
    /// numpy takes it). Anything else is refused; nothing is changed.
    fn read_actions(&mut self, actions: &Bound<'_, PyAny>) -> PyResult<()> {
        let n = self.matches.len();
        let array = match actions.cast::<PyUntypedArray>() {
            Ok(a) => a.clone(),
            Err(_) => actions.py().import("numpy")?.call_method1("asarray", (actions,))?.cast_into::<PyUntypedArray>()?,
        };
        if array.ndim() != 1 || array.len() != n {
            return Err(ArcheonError::new_err(format!(
                "step takes {n} actions, one per match, as a 1-D array; not an array of shape {:?}",
                array.shape()
            )));
        }
        let kind = array.dtype().kind();
        if kind != b'i' && kind != b'u' {
            return Err(ArcheonError::new_err(format!("the actions are integers (any integer dtype), not {}", array.dtype())));
        }
        let a = array.as_any();
        let chosen = &mut self.chosen;
        let taken = chosen.take_as::<i64>(a)?
            || chosen.take_as::<i32>(a)?
            || chosen.take_as::<u32>(a)?
            || chosen.take_as::<u64>(a)?
            || chosen.take_as::<i16>(a)?
            || chosen.take_as::<u16>(a)?
            || chosen.take_as::<i8>(a)?
            || chosen.take_as::<u8>(a)?;
        if !taken {
            // Another name of an integer type (longlong, intc...): as 64 bits.
            let wide = a.call_method1("astype", (if kind == b'i' { "int64" } else { "uint64" },))?;
            if !(chosen.take_as::<i64>(&wide)? || chosen.take_as::<u64>(&wide)?) {
                return Err(ArcheonError::new_err(format!("the actions' dtype {} is not one this batch reads", array.dtype())));
            }
        }
        Ok(())
    }

    /// Checks every chosen action against its match's legal list, before any is applied.
    fn check_actions(&self) -> PyResult<()> {
        for (i, &a) in self.chosen.iter().enumerate() {
            let legal = &self.own[i * MAX_ACTIONS..i * MAX_ACTIONS + self.own_len[i] as usize];
            if !legal.contains(&a) {
                return Err(IllegalActionError::new_err(format!("match {i}: action {a} is not legal now (no match was changed)")));
            }
        }
        Ok(())
    }

    /// Applies the checked actions, replaces the finished matches and rewrites the arrays.
    fn apply_actions(&mut self, py: Python<'_>) -> PyResult<()> {
        let a = &self.arrays;
        let (mask, legal, num_legal, seat) = (a.mask.bind(py), a.legal.bind(py), a.num_legal.bind(py), a.seat.bind(py));
        let (rewards, dones) = (a.rewards.bind(py), a.dones.bind(py));
        let (mut mask_rw, mut legal_rw, mut num_rw, mut seat_rw) =
            (mask.readwrite(), legal.readwrite(), num_legal.readwrite(), seat.readwrite());
        let (mut rew_rw, mut done_rw) = (rewards.readwrite(), dones.readwrite());
        let mut rows = Rows {
            mask: slice_of!(mask_rw),
            legal: slice_of!(legal_rw),
            num_legal: slice_of!(num_rw),
            seat: slice_of!(seat_rw),
            own: &mut self.own,
            own_len: &mut self.own_len,
            actions: self.pack.action_space() as usize,
        };
        let (rew, done) = (slice_of!(rew_rw), slice_of!(done_rw));
        let seats = usize::from(self.seats);
        for (i, m) in self.matches.iter_mut().enumerate() {
            let who = m.pending().map(|p| p.seat).ok_or_else(|| ArcheonError::new_err(format!("match {i} has no decision pending")))?;
            m.apply(who, self.chosen[i]).map_err(|e| IllegalActionError::new_err(format!("match {i}: {e}")))?;
            if let Some(o) = self.opponents.as_mut() {
                o.play(i, m)?;
            }
            let row = &mut rew[i * seats..(i + 1) * seats];
            match m.pending().map_or_else(|| m.result(), |_| None) {
                Some(result) => {
                    seat_rewards(&result, row);
                    done[i] = true;
                    self.finished += 1;
                    let seed = self.next_seed;
                    self.next_seed = seed.wrapping_add(1);
                    m.reset(seed).map_err(|e| SetupError::new_err(e.to_string()))?;
                    if let Some(o) = self.opponents.as_mut() {
                        o.start(i, m, seed, &mut self.next_seed)?;
                    }
                }
                None => {
                    row.fill(0.0);
                    done[i] = false;
                }
            }
            rows.fill(i, m, &mut self.list);
        }
        Ok(())
    }

    fn refill(&mut self, py: Python<'_>) -> PyResult<()> {
        let a = &self.arrays;
        let (mask, legal, num_legal, seat) = (a.mask.bind(py), a.legal.bind(py), a.num_legal.bind(py), a.seat.bind(py));
        let (mut m_rw, mut l_rw, mut n_rw, mut s_rw) = (mask.readwrite(), legal.readwrite(), num_legal.readwrite(), seat.readwrite());
        let mut rows = Rows {
            mask: slice_of!(m_rw),
            legal: slice_of!(l_rw),
            num_legal: slice_of!(n_rw),
            seat: slice_of!(s_rw),
            own: &mut self.own,
            own_len: &mut self.own_len,
            actions: self.pack.action_space() as usize,
        };
        for (i, m) in self.matches.iter().enumerate() {
            rows.fill(i, m, &mut self.list);
        }
        Ok(())
    }
}
