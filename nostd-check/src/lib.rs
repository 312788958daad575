//! A `#![no_std]` staticlib that uses archeon without its `std` feature. If any dependency
//! linked std, this crate would fail to build with a duplicate `panic_impl` lang item.

#![no_std]

extern crate alloc;

use core::alloc::{GlobalAlloc, Layout};

/// A bump allocator over a static arena: enough to load a pack and play a match.
struct Arena;

const ARENA_BYTES: usize = 1 << 22;
static mut ARENA: [u8; ARENA_BYTES] = [0; ARENA_BYTES];
static NEXT: core::sync::atomic::AtomicUsize = core::sync::atomic::AtomicUsize::new(0);

unsafe impl GlobalAlloc for Arena {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        use core::sync::atomic::Ordering;
        let mut start = 0;
        let claimed = NEXT.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |next| {
            start = (next + layout.align() - 1) & !(layout.align() - 1);
            let end = start.checked_add(layout.size())?;
            (end <= ARENA_BYTES).then_some(end)
        });
        match claimed {
            Ok(_) => core::ptr::addr_of_mut!(ARENA).cast::<u8>().add(start),
            Err(_) => core::ptr::null_mut(),
        }
    }

    unsafe fn dealloc(&self, _ptr: *mut u8, _layout: Layout) {}
}

#[global_allocator]
static ALLOCATOR: Arena = Arena;

#[panic_handler]
fn panic(_info: &core::panic::PanicInfo) -> ! {
    loop {}
}

/// Plays one Kessel match from the shipped content and returns the number of actions.
#[no_mangle]
pub extern "C" fn archeon_nostd_play(seed: u64) -> u32 {
    let Some(pack) = archeon::content::builtin::load("kessel") else { return 0 };
    let Ok(mut m) = archeon::Match::new(pack, 4, seed, archeon::Setup::default()) else { return 0 };
    let mut list = archeon::ActionList::default();
    let mut n = 0u32;
    while let Some(p) = m.pending() {
        m.legal_actions_into(p.seat, &mut list);
        let Some(&a) = list.as_slice().first() else { return n };
        if m.apply(p.seat, a).is_err() {
            return n;
        }
        n += 1;
    }
    n
}
