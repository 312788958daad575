//! A panic caught at the ABI boundary prints nothing to the host's stderr: its message, with
//! where it happened, goes to the caller's error instead; other panics of the process still
//! reach the hook the host installed. (Its own test binary: it installs a panic hook.)

use std::sync::atomic::{AtomicUsize, Ordering};

static PRINTED: AtomicUsize = AtomicUsize::new(0);

#[test]
fn a_caught_panic_is_kept_in_the_error_and_other_panics_reach_the_hosts_hook() {
    // The host's own hook, installed before the library's first call.
    std::panic::set_hook(Box::new(|_| {
        PRINTED.fetch_add(1, Ordering::SeqCst);
    }));
    let message = archeon_ffi::guarded_for_tests(|| panic!("boom")).expect_err("the panic is caught");
    assert!(message.contains("boom") && message.contains("quiet_panics.rs:"), "{message}");
    assert_eq!(PRINTED.load(Ordering::SeqCst), 0, "the caught panic reached the host's hook");
    // Nested guards stay quiet too, and the guard still works afterwards.
    let nested = archeon_ffi::guarded_for_tests(|| {
        let inner = archeon_ffi::guarded_for_tests(|| panic!("inner"));
        assert!(inner.is_err());
    });
    assert!(nested.is_ok());
    assert_eq!(PRINTED.load(Ordering::SeqCst), 0);
    // A panic of the host's own code still goes to the host's hook.
    let outside = std::panic::catch_unwind(|| panic!("the host's own"));
    assert!(outside.is_err());
    assert_eq!(PRINTED.load(Ordering::SeqCst), 1, "a panic outside the library reaches the host's hook");
}
