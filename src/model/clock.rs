//! The one clock the library reads: std's monotonic `Instant` where the platform has one, and
//! no clock without `std` or on `wasm32-unknown-unknown`, whose std has none (a web host times
//! a run itself). Nothing a match plays depends on it: only search budgets given in
//! milliseconds and the timing lines of simulation reports.

/// A started stopwatch; [`Stopwatch::micros`] is `None` where there is no clock.
#[derive(Clone, Copy, Debug)]
pub struct Stopwatch {
    #[cfg(all(feature = "std", not(all(target_arch = "wasm32", target_os = "unknown"))))]
    start: std::time::Instant,
}

impl Stopwatch {
    /// A stopwatch started now.
    pub fn start() -> Stopwatch {
        Stopwatch {
            #[cfg(all(feature = "std", not(all(target_arch = "wasm32", target_os = "unknown"))))]
            start: std::time::Instant::now(),
        }
    }

    /// Microseconds since the start, or `None` where there is no clock.
    pub fn micros(&self) -> Option<u128> {
        #[cfg(all(feature = "std", not(all(target_arch = "wasm32", target_os = "unknown"))))]
        return Some(self.start.elapsed().as_micros());
        #[allow(unreachable_code)]
        None
    }

    /// Milliseconds since the start (0 where there is no clock).
    pub fn millis_f64(&self) -> f64 {
        self.micros().map_or(0.0, |us| us as f64 / 1e3)
    }
}
