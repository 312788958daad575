//! The run's workers: match indices handed out in chunks to threads, each adding its matches into
//! its own total, the totals merged at the end — so a run gives the same totals on any number of
//! threads when every total is a sum of integers.

use alloc::string::String;
use alloc::vec::Vec;
use core::sync::atomic::{AtomicBool, AtomicU64, Ordering};

use crate::model::clock::Stopwatch;

/// How many matches a worker takes at a time.
const CHUNK: u64 = 16;

/// What a worker adds its matches into; two totals of the same run merge by adding.
pub(crate) trait Total: Send {
    /// Adds `other` into `self`.
    fn absorb(&mut self, other: Self) -> Result<(), String>;
}

/// What the workers of a run gave back.
pub(crate) struct Pooled<T> {
    /// The merged totals.
    pub total: T,
    /// The run's wall clock, the workers' busy time summed, and the worker threads.
    pub timing: super::Timing,
}

/// Whether the platform runs threads: `wasm32-unknown-unknown` has none (a web host runs a
/// simulation in a Worker, on the calling thread).
const HAS_THREADS: bool = !cfg!(all(target_arch = "wasm32", target_os = "unknown"));

/// Threads for a run of `matches` matches: `asked`, or one per core when 0, at most one per match;
/// one where the platform has no threads.
fn thread_count(asked: usize, matches: u64) -> usize {
    let threads = match asked {
        _ if !HAS_THREADS => 1,
        0 => std::thread::available_parallelism().map_or(1, usize::from),
        n => n,
    };
    threads.min(usize::try_from(matches).unwrap_or(usize::MAX).max(1))
}

/// Plays the match indices of `range` on `threads` threads (see [`thread_count`]): each worker
/// makes its scratch with `scratch` and its total with `empty`, and `play` adds one match. On a
/// failure the run stops and the failure of the lowest index is returned (its index, and what
/// went wrong). `progress` is called on the calling thread with the matches done. One thread
/// plays on the calling thread itself, reporting progress after every chunk.
pub(crate) fn run<T, S>(
    range: core::ops::Range<u64>,
    threads: usize,
    empty: impl Fn() -> T + Sync,
    scratch: impl Fn() -> S + Sync,
    play: impl Fn(u64, &mut S, &mut T) -> Result<(), String> + Sync,
    progress: &mut dyn FnMut(u64),
) -> Result<Pooled<T>, (u64, String)>
where
    T: Total,
{
    let threads = thread_count(threads, range.end.saturating_sub(range.start));
    let next = AtomicU64::new(range.start);
    let stop = AtomicBool::new(false);
    let done = AtomicU64::new(0);
    let end = range.end;
    let work = |after_chunk: &mut dyn FnMut(u64)| -> Result<(T, f64), (u64, String)> {
        let began = Stopwatch::start();
        let mut total = empty();
        let mut s = scratch();
        while !stop.load(Ordering::Relaxed) {
            let from = next.fetch_add(CHUNK, Ordering::Relaxed);
            if from >= end {
                break;
            }
            let to = from.saturating_add(CHUNK).min(end);
            for index in from..to {
                if let Err(message) = play(index, &mut s, &mut total) {
                    stop.store(true, Ordering::Relaxed);
                    return Err((index, message));
                }
            }
            let done_now = done.fetch_add(to - from, Ordering::Relaxed) + (to - from);
            after_chunk(done_now);
        }
        Ok((total, began.millis_f64()))
    };
    let start = Stopwatch::start();
    let outcomes: Vec<Result<(T, f64), (u64, String)>> = if threads == 1 {
        alloc::vec![work(&mut *progress)]
    } else {
        let caller = std::thread::current();
        let worker = || {
            // The caller waits in `park_timeout`: a finished worker wakes it at once.
            let _wake = Wake(&caller);
            work(&mut |_| {})
        };
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|_| scope.spawn(worker)).collect();
            while handles.iter().any(|h| !h.is_finished()) {
                progress(done.load(Ordering::Relaxed));
                std::thread::park_timeout(core::time::Duration::from_millis(100));
            }
            handles.into_iter().map(|h| h.join().unwrap_or_else(|_| Err((u64::MAX, String::from("a worker thread panicked"))))).collect()
        })
    };
    progress(done.load(Ordering::Relaxed));
    let elapsed_ms = start.millis_f64();
    let mut total = empty();
    let mut busy_ms = 0.0;
    let mut failure: Option<(u64, String)> = None;
    for outcome in outcomes {
        match outcome {
            Ok((part, busy)) => {
                busy_ms += busy;
                total.absorb(part).map_err(|message| (range.start, message))?;
            }
            Err(e) => {
                if failure.as_ref().is_none_or(|f| e.0 < f.0) {
                    failure = Some(e);
                }
            }
        }
    }
    if let Some(f) = failure {
        return Err(f);
    }
    let rounded = |ms: f64| (ms * 1e3).round() / 1e3;
    Ok(Pooled { total, timing: super::Timing { elapsed_ms: rounded(elapsed_ms), cpu_ms: rounded(busy_ms), threads: threads as u64 } })
}

/// Wakes a parked thread when dropped (a worker's end, however it ends).
struct Wake<'a>(&'a std::thread::Thread);

impl Drop for Wake<'_> {
    fn drop(&mut self) {
        self.0.unpark();
    }
}
