//! The bounds of every number a Python call takes, and the one panic boundary: an integer out of
//! its range is refused with an `ArcheonError` (never an `OverflowError`), a size or count past
//! its documented bound before anything is allocated, and a panic becomes an `ArcheonError`.

use std::cell::Cell;
use std::panic::{self, AssertUnwindSafe};

use pyo3::exceptions::PyOverflowError;
use pyo3::prelude::*;
use pyo3::Borrowed;

use crate::{ArcheonError, IllegalActionError, SeatError, SetupError};

/// The longest observation tensor (`observation_tensor(seat, size)`): 1 Mi entries, 4 MiB.
pub const MAX_TENSOR_SIZE: usize = 1 << 20;
/// The most matches a `VecMatch` holds. Its arrays take about `num_actions + 1,100` bytes a match
/// (Kessel: 5.4 KB; 16,384 matches: 89 MB) and every match its own state.
pub const MAX_VEC_MATCHES: usize = 1 << 14;
/// The most entries of a batch's masks (`n × num_actions`): 2^28 bools, 256 MiB.
pub const MAX_BATCH_MASK: usize = 1 << 28;
/// The most entries of a batch's observation tensors (`n × size`): 2^26 float32, 256 MiB.
pub const MAX_BATCH_TENSOR: usize = 1 << 26;
/// The most worker threads a simulation may ask for (0: one per core).
pub const MAX_THREADS: usize = 1024;
/// The most parts a simulation may be cut into (`shard=(k, n)`).
pub const MAX_SHARDS: u64 = 1 << 20;

/// Reads an integer argument in `lo..=hi`; a Python int out of it (any size) raises `err` naming
/// `what` and the range. A non-integer stays a TypeError (PyO3's, naming the argument).
fn int_in(obj: Borrowed<'_, '_, PyAny>, what: &str, lo: i128, hi: i128, err: fn(String) -> PyErr) -> PyResult<i128> {
    let refuse = |shown: &str| err(format!("{what} is {lo} to {hi}, not {shown}"));
    let overflow = |e: &PyErr| e.is_instance_of::<PyOverflowError>(obj.py());
    // i64 first (the fast path of every call), then u64 for what is above i64::MAX.
    let v = match obj.extract::<i64>() {
        Ok(v) => i128::from(v),
        Err(e) if overflow(&e) => match obj.extract::<u64>() {
            Ok(v) => i128::from(v),
            Err(e) if overflow(&e) => return Err(refuse("an integer beyond 64 bits")),
            Err(e) => return Err(e),
        },
        Err(e) => return Err(e),
    };
    if (lo..=hi).contains(&v) {
        Ok(v)
    } else {
        Err(refuse(&v.to_string()))
    }
}

/// Declares an integer argument type: its range and the error that refuses it.
macro_rules! int_arg {
    ($(#[$doc:meta])* $name:ident($t:ty), $what:literal, $lo:expr, $hi:expr, $err:path) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug)]
        pub struct $name(pub $t);

        impl<'a, 'py> FromPyObject<'a, 'py> for $name {
            type Error = PyErr;
            fn extract(obj: Borrowed<'a, 'py, PyAny>) -> PyResult<Self> {
                let v = int_in(obj, $what, $lo as i128, $hi as i128, |m| <$err>::new_err(m))?;
                // In range, so it fits.
                Ok($name(v as $t))
            }
        }
    };
}

int_arg!(
    /// A seat (the match then checks that it is one of its seats).
    SeatArg(u8), "a seat", 0, u8::MAX, SeatError
);
int_arg!(
    /// A number of seats (the pack then checks its own range).
    SeatsArg(u8), "a number of seats", 0, u8::MAX, SetupError
);
int_arg!(
    /// A seed: any 64-bit unsigned integer.
    Seed(u64), "a seed", 0, u64::MAX, ArcheonError
);
int_arg!(
    /// An action id (the match then checks that it is legal).
    ActionArg(u32), "an action id", 0, u32::MAX, IllegalActionError
);
int_arg!(
    /// A campaign's choice id (the campaign then checks that it is legal).
    ChoiceArg(u32), "a choice id", 0, u32::MAX, IllegalActionError
);
int_arg!(
    /// The length of an observation tensor.
    TensorSize(usize), "an observation tensor's size", 1, MAX_TENSOR_SIZE, ArcheonError
);
int_arg!(
    /// A position in a match's event log (past its end: nothing more to read).
    Cursor(usize), "an event cursor", 0, u64::MAX, ArcheonError
);
int_arg!(
    /// The number of matches of a `VecMatch`.
    BatchSize(usize), "a VecMatch's number of matches", 1, MAX_VEC_MATCHES, ArcheonError
);
int_arg!(
    /// An index into a batch (the batch then checks it).
    Index(usize), "an index", 0, u64::MAX, ArcheonError
);
int_arg!(
    /// A count the library only records (a run's parallelism).
    Count(u64), "a count", 0, u64::MAX, ArcheonError
);
int_arg!(
    /// A number of simulation threads.
    Threads(usize), "a number of threads", 0, MAX_THREADS, ArcheonError
);
int_arg!(
    /// A number of simulated matches.
    Matches(u64), "a number of matches", 1, crate::sim::MAX_SIM_MATCHES, crate::SimError
);
int_arg!(
    /// One number of a shard `(k, n)` (the library checks that k is 1 to n).
    ShardPart(u64), "a shard's number", 0, MAX_SHARDS, crate::SimError
);

thread_local! {
    /// Whether this thread is inside [`guard`] (its panics are reported as errors, not printed).
    static GUARDED: Cell<bool> = const { Cell::new(false) };
}

/// Installs the panic hook once, at import: a panic inside [`guard`] prints nothing (its message
/// becomes the ArcheonError's); any other panic goes to the hook there was before.
pub fn install_hook() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| {
        let before = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if !GUARDED.with(Cell::get) {
                before(info);
            }
        }));
    });
}

/// The one panic boundary of the module: runs `f`, and a panic in it (a bug of the library, never
/// expected) becomes an `ArcheonError` with its message, not a `PanicException`.
pub fn guard<T>(f: impl FnOnce() -> PyResult<T>) -> PyResult<T> {
    let outer = GUARDED.with(|g| g.replace(true));
    let out = panic::catch_unwind(AssertUnwindSafe(f));
    GUARDED.with(|g| g.set(outer));
    out.unwrap_or_else(|payload| {
        let what = payload
            .downcast_ref::<&str>()
            .map(|s| s.to_string())
            .or_else(|| payload.downcast_ref::<String>().cloned())
            .unwrap_or_else(|| String::from("no message"));
        Err(ArcheonError::new_err(format!("internal error of the library (a bug; please report it): {}", archeon::model::echo(&what))))
    })
}
