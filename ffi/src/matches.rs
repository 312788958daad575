//! Match handles: create, drive, observe, pull events, save, load, clone.

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use super::{
    arg, arg_mut, bytes, cold_fail, guard, guard_new, out_slice, text, with_match, write_ids, ArcheonContent, ArcheonStatus, Fail, OutBuf,
    Res, ARCHEON_MAX_ACTIONS,
};
use archeon_core::model::{ActionList, Lang, Seat, MAX_SEATS};
use archeon_core::session::{ActionError, LoadError, Match, Setup};
use archeon_core::table::Pending;

/// The kind of decision pending, written by `archeon_match_pending` (a `uint32_t` in C).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArcheonDecision {
    /// No decision: the match is over.
    None = 0,
    /// A turn's main decision: play a token, draw or stand.
    Main = 1,
    /// Keep the drawn card or the held one.
    Keep = 2,
    /// Choose one of two dice for a token.
    TokenDie = 3,
    /// Choose one of two dice for an Impostor at the reveal.
    Impostor = 4,
    /// A further pick of a play (a card, a player, a number).
    Pick = 5,
    /// Accept a spike or exit the round.
    SpikeAnswer = 6,
    /// Accept a toss's blind exchange or call the tosser a liar.
    TossAnswer = 7,
    /// Claim one of your cards, as a table rule or an ability orders.
    ForcedClaim = 8,
    /// Cancel the other player's spell for Aura, or let it be (tables of fronts).
    React = 9,
    /// A betting decision: check, bet, call, raise, fold or all in.
    Bet = 10,
    /// Choose a card to discard (a shift).
    Discard = 11,
    /// The drawing stage: draw a card, discard one, or pass.
    Draw = 12,
}

// The shipped families declare their kinds of decision with these values (`decision_ids_match_the_header`
// below checks each); a family outside the crate declares its own, read by name with
// `archeon_match_decision_name`.

/// One match of one table, with one event cursor per seat and the last error message. Opaque.
///
/// Created by `archeon_match_new`, `archeon_match_load` or `archeon_match_clone`; released by
/// `archeon_match_free`.
///
/// Thread-safety: a match is used by one thread at a time (calls on one handle must not
/// overlap; the caller serialises them). Different matches may be used on different threads
/// at once, even when they share content.
///
/// Errors: when a call on a match fails, its message is kept in the handle until the next
/// failure and is read with `archeon_match_last_error`. A call that panicked (a library bug)
/// poisons the handle: every later call but `archeon_match_last_error` and
/// `archeon_match_free` returns `ARCHEON_STATUS_POISONED`.
pub struct ArcheonMatch {
    pub(crate) inner: Match,
    cursors: [usize; MAX_SEATS],
    pub(crate) last_error: String,
    pub(crate) poisoned: bool,
    /// The buffer `archeon_match_legal_actions` lists into: kept, so that a call neither
    /// allocates nor clears a fresh 1 KiB list.
    legal: ActionList,
}

impl ArcheonMatch {
    pub(crate) fn wrap(inner: Match) -> ArcheonMatch {
        ArcheonMatch { inner, cursors: [0; MAX_SEATS], last_error: String::new(), poisoned: false, legal: ActionList::default() }
    }

    /// Lists `seat`'s legal actions into `dest` and their count into `len`; too small a
    /// `dest` writes the needed count only.
    #[inline(always)]
    fn list_legal(&mut self, seat: Seat, dest: &mut [u32], len: &mut usize) -> Res {
        self.inner.legal_actions_into(seat, &mut self.legal);
        write_ids(self.legal.as_slice(), dest, len)
    }

    fn seat(&self, seat: u32) -> Res<Seat> {
        match u8::try_from(seat) {
            Ok(s) if s < self.inner.seats() => Ok(s),
            _ => Err(Fail::new(
                ArcheonStatus::InvalidSeat,
                format!("seat {seat} is not a seat of this match (it has {} seats)", self.inner.seats()),
            )),
        }
    }
}

/// The failure of a refused action: cold and out of line, so that `archeon_match_apply`'s
/// own work stays a few instructions.
#[cold]
#[inline(never)]
fn refused(e: ActionError) -> Fail {
    let status = match e {
        ActionError::MatchOver => ArcheonStatus::MatchOver,
        ActionError::NotYourTurn { .. } => ArcheonStatus::NotYourTurn,
        ActionError::UnknownAction(_) => ArcheonStatus::UnknownAction,
        ActionError::Illegal(_) => ArcheonStatus::IllegalAction,
        // A kind of refusal a later library adds: the argument was refused.
        _ => ArcheonStatus::InvalidArgument,
    };
    Fail::new(status, format!("{e}"))
}

fn match_out<'a>(out: *mut *mut ArcheonMatch) -> Res<&'a mut *mut ArcheonMatch> {
    let out = arg_mut(out, "out_match")?;
    *out = core::ptr::null_mut();
    Ok(out)
}

fn give(out: &mut *mut ArcheonMatch, m: ArcheonMatch) {
    *out = Box::into_raw(Box::new(m));
}

/// Opens a match of `content` with `seats` seats from `seed`.
///
/// `setup_json` (`setup_len` bytes of UTF-8; NULL with length 0 for none) is the per-seat
/// setup: `{"tokens": [["<token id>", "<token id>"], ...]}` gives each seat its own shift tokens by
/// id (one list per seat); without it tokens are dealt at random.
///
/// On success writes a new handle to `*out_match` (free it with `archeon_match_free`). On
/// failure writes NULL there and the message to `err_buf` as for `archeon_content_builtin`.
/// Statuses: `ARCHEON_STATUS_INVALID_SETUP` (seat count, setup JSON), `NULL_ARGUMENT`,
/// `INVALID_UTF8`.
///
/// Ownership: the match keeps its own reference to the content; `content` stays the
/// caller's. Thread-safety: any thread; `content` may be in use by other threads.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_new(
    content: *const ArcheonContent,
    seats: u32,
    seed: u64,
    setup_json: *const u8,
    setup_len: usize,
    out_match: *mut *mut ArcheonMatch,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = match_out(out_match)?;
        let content = arg(content, "content")?;
        let setup_text = text(setup_json, setup_len, "setup_json")?;
        let setup: Setup = if setup_text.trim().is_empty() {
            Setup::default()
        } else {
            Setup::from_json(setup_text.as_bytes()).map_err(|e| Fail::new(ArcheonStatus::InvalidSetup, format!("{e}")))?
        };
        let seats = u8::try_from(seats)
            .map_err(|_| Fail::new(ArcheonStatus::InvalidSetup, format!("{seats} seats is more than any table seats")))?;
        let m = Match::new(content.pack.clone(), seats, seed, setup).map_err(|e| Fail::new(ArcheonStatus::InvalidSetup, format!("{e}")))?;
        give(out, ArcheonMatch::wrap(m));
        Ok(())
    })
}

/// Loads a match from save bytes (as written by `archeon_match_save`) against `content`. The
/// save's log is replayed, so a corrupt or forged save is refused, never trusted. Event cursors
/// start at the beginning of the match.
///
/// Ownership and errors as for `archeon_match_new`. Statuses: `ARCHEON_STATUS_SAVE_CORRUPT`,
/// `SAVE_VERSION`, `SAVE_CONTENT_MISMATCH`, `NULL_ARGUMENT`. Thread-safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_load(
    content: *const ArcheonContent,
    save: *const u8,
    save_len: usize,
    out_match: *mut *mut ArcheonMatch,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = match_out(out_match)?;
        let content = arg(content, "content")?;
        let save = bytes(save, save_len, "save")?;
        let m = Match::load(content.pack.clone(), save).map_err(|e| {
            let status = match e {
                LoadError::Version { .. } => ArcheonStatus::SaveVersion,
                LoadError::ContentMismatch { .. } => ArcheonStatus::SaveContentMismatch,
                // `Corrupt`, `Setup`, `Action`, and a kind of refusal a later library adds: a save
                // this one cannot take.
                _ => ArcheonStatus::SaveCorrupt,
            };
            Fail::new(status, format!("{e}"))
        })?;
        give(out, ArcheonMatch::wrap(m));
        Ok(())
    })
}

/// Starts `m` again from `seed`: the same content, seats and setup, dealt as `archeon_match_new`
/// would deal them with that seed, in the memory `m` holds (its event and log buffers keep their
/// capacity), so a host or a search that plays many matches allocates nothing per match once
/// warm. Event cursors start at the beginning of the new match. On failure `m` is unchanged.
///
/// Statuses: `ARCHEON_STATUS_INVALID_SETUP` (the setup cannot be dealt with this seed),
/// `NULL_ARGUMENT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_reset(m: *mut ArcheonMatch, seed: u64) -> ArcheonStatus {
    with_match(m, |m| {
        m.inner.reset(seed).map_err(|e| Fail::new(ArcheonStatus::InvalidSetup, format!("{e}")))?;
        m.cursors = [0; MAX_SEATS];
        Ok(())
    })
}

/// Copies a match, event cursors included, into a new handle written to `*out_match` (NULL on
/// failure). The copy is independent: for search, what-if previews, undo stacks.
///
/// Ownership: free the copy with `archeon_match_free`. Thread-safety: as for every call on
/// `m`; the copy may then move to another thread.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_clone(m: *mut ArcheonMatch, out_match: *mut *mut ArcheonMatch) -> ArcheonStatus {
    // NULL goes to `*out_match` first, whatever happens next (a NULL or poisoned `m` included).
    if let Err(fail) = match_out(out_match) {
        return fail.status;
    }
    with_match(m, |m| {
        let out = match_out(out_match)?;
        give(out, ArcheonMatch { cursors: m.cursors, ..ArcheonMatch::wrap(m.inner.clone()) });
        Ok(())
    })
}

/// Draws a sample of the match for `seat` into a new handle written to `*out_match` (NULL on
/// failure): a match that agrees with everything `seat` has seen — its observation, events and
/// legal actions are the same — with everything else drawn again from `seed` (the other seats'
/// hidden cards and holdings, the order of what is face down, the RNG of future chance). What a
/// host's own search must use: a clone is exact, so it knows the hidden state and the future.
/// The sample holds only `seat`'s events (its cursors start over) and cannot be saved
/// (`archeon_match_save` refuses it with `ARCHEON_STATUS_INVALID_ARGUMENT`).
///
/// Statuses: `ARCHEON_STATUS_INVALID_SEAT`, `NULL_ARGUMENT`. Ownership: free the sample with
/// `archeon_match_free`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_determinize(
    m: *mut ArcheonMatch,
    seat: u32,
    seed: u64,
    out_match: *mut *mut ArcheonMatch,
) -> ArcheonStatus {
    if let Err(fail) = match_out(out_match) {
        return fail.status;
    }
    with_match(m, |m| {
        let out = match_out(out_match)?;
        let seat = m.seat(seat)?;
        let mut rng = archeon_core::model::MatchRng::from_seed_u64(seed);
        let sample = m.inner.determinize(seat, &mut rng).map_err(|e| Fail::new(ArcheonStatus::InvalidSeat, format!("{e}")))?;
        give(out, ArcheonMatch::wrap(sample));
        Ok(())
    })
}

/// A bot level for `archeon_match_bot_choice` (passed as `uint32_t`; other values are refused
/// with `ARCHEON_STATUS_INVALID_ARGUMENT`).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArcheonBot {
    /// A uniformly random legal action.
    Random = 0,
    /// The heuristic bot (fast; each family's judgement).
    Easy = 1,
    /// The search bot with 200 iterations a decision.
    Medium = 2,
    /// The search bot with 1,000 iterations a decision and heuristic playouts.
    Hard = 3,
}

/// Asks the library's bot of `level` (an `ArcheonBot`) for `seat`'s move, written to
/// `*out_action`. The bot decides from `seat`'s view only (never the hidden state); the same
/// match, seat, level and `seed` give the same move. The match is not changed: apply the move
/// with `archeon_match_apply`.
///
/// Statuses: `ARCHEON_STATUS_INVALID_SEAT`, `INVALID_ARGUMENT` (level), `NOT_YOUR_TURN` (`seat`
/// has no decision now), `MATCH_OVER`, `NULL_ARGUMENT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_bot_choice(
    m: *mut ArcheonMatch,
    seat: u32,
    level: u32,
    seed: u64,
    out_action: *mut u32,
) -> ArcheonStatus {
    with_match(m, |m| {
        let out = arg_mut(out_action, "out_action")?;
        let seat = m.seat(seat)?;
        let name = match level {
            0 => "random",
            1 => "easy",
            2 => "medium",
            3 => "hard",
            _ => return Err(Fail::new(ArcheonStatus::InvalidArgument, format!("bot level {level} is not an ArcheonBot value"))),
        };
        let pending = m.inner.pending().ok_or_else(|| Fail::new(ArcheonStatus::MatchOver, String::from("the match is over")))?;
        if pending.seat != seat {
            return Err(Fail::new(ArcheonStatus::NotYourTurn, format!("it is seat {}'s decision, not seat {seat}'s", pending.seat)));
        }
        let mut bot = archeon_core::bots::by_name(name, seed)
            .ok_or_else(|| Fail::new(ArcheonStatus::InvalidArgument, format!("no bot named {name}")))?;
        let action = bot.choose(&m.inner, seat).ok_or_else(|| Fail::new(ArcheonStatus::NotYourTurn, String::from("no legal action")))?;
        *out = action;
        Ok(())
    })
}

/// Releases a match. NULL is accepted and ignored; a poisoned match is released too.
///
/// Ownership: `m` must come from an `archeon_match_*` constructor and must not be used
/// again. Thread-safety: no other thread may be using this handle during the call.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_free(m: *mut ArcheonMatch) {
    let _ = guard(|| {
        if !m.is_null() {
            // SAFETY: a non-NULL handle came from `Box::into_raw` in a constructor and the
            // caller gives it up here.
            drop(unsafe { Box::from_raw(m) });
        }
        Ok(())
    });
}

/// Copies the message of the last failed call on this match (UTF-8, no NUL; empty if none
/// failed yet) to `buf` (`cap` bytes; NULL if `cap` is 0) and its length to `*out_len`. Too
/// small a buffer: `ARCHEON_STATUS_BUFFER_TOO_SMALL`, the needed length in `*out_len`, nothing
/// written, and the kept message is unchanged. Works on a poisoned match (its message says
/// why).
///
/// Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_last_error(m: *const ArcheonMatch, buf: *mut u8, cap: usize, out_len: *mut usize) -> ArcheonStatus {
    guard(|| {
        let m = arg(m, "m")?;
        OutBuf::new(buf, cap, out_len)?.put(m.last_error.as_bytes())
    })
}

/// Writes the number of seats of the match to `*out_seats`. Seats are numbered `0..seats`.
///
/// Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_seats(m: *mut ArcheonMatch, out_seats: *mut u32) -> ArcheonStatus {
    with_match(m, |m| {
        *arg_mut(out_seats, "out_seats")? = u32::from(m.inner.seats());
        Ok(())
    })
}

/// Writes the number of distinct action ids of the match's table to `*out_count`: every legal
/// action id is below it, so a host or a learning agent can size an action mask by it.
///
/// Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_num_actions(m: *mut ArcheonMatch, out_count: *mut u32) -> ArcheonStatus {
    with_match(m, |m| {
        *arg_mut(out_count, "out_count")? = m.inner.num_actions();
        Ok(())
    })
}

/// Writes whose decision is pending to `*out_seat` and its kind (an `ArcheonDecision`) to
/// `*out_kind`. When the match is over: `ARCHEON_DECISION_NONE` and seat `UINT32_MAX`, status
/// OK.
///
/// Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_pending(m: *mut ArcheonMatch, out_seat: *mut u32, out_kind: *mut u32) -> ArcheonStatus {
    with_match(m, |m| {
        let seat = arg_mut(out_seat, "out_seat")?;
        let kind = arg_mut(out_kind, "out_kind")?;
        (*seat, *kind) = decision_code(m.inner.pending());
        Ok(())
    })
}

/// Writes `seat`'s legal action ids to `out` (room for `cap` ids; NULL if `cap` is 0) and
/// their count to `*out_len`: none when it is not `seat`'s decision or the match is over. The
/// ids are stable integers (each table documents its encoding); no table offers more than
/// `ARCHEON_MAX_ACTIONS` at once, so a buffer that large always suffices. Too small a buffer:
/// `ARCHEON_STATUS_BUFFER_TOO_SMALL`, the needed count in `*out_len`, nothing written.
///
/// Statuses: `ARCHEON_STATUS_INVALID_SEAT`, `NULL_ARGUMENT`, `BUFFER_TOO_SMALL`.
/// Never allocates. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_legal_actions(
    m: *mut ArcheonMatch,
    seat: u32,
    out: *mut u32,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_match(m, |m| {
        let len = arg_mut(out_len, "out_len")?;
        let seat = m.seat(seat)?;
        let dest = out_slice(out, cap, "out")?;
        m.list_legal(seat, dest, len)
    })
}

/// Writes the decision pending (as `archeon_match_pending`: its seat to `*out_seat`, its kind
/// to `*out_kind`) and that seat's legal action ids (as `archeon_match_legal_actions`: to `out`,
/// their count to `*out_len`) in one call. `out` must have room for `ARCHEON_MAX_ACTIONS` ids
/// (`cap` at least that), so that every decision's list fits: a smaller `cap` is
/// `ARCHEON_STATUS_BUFFER_TOO_SMALL`, with `ARCHEON_MAX_ACTIONS` in `*out_len` and nothing else
/// written. When the match is over: `ARCHEON_DECISION_NONE`, seat `UINT32_MAX`, no ids, status
/// OK. With `archeon_match_step`, a host's loop makes one call per action.
///
/// Statuses: `ARCHEON_STATUS_NULL_ARGUMENT`, `BUFFER_TOO_SMALL`, `INVALID_ARGUMENT` (`out` not
/// aligned). Never allocates. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_decision(
    m: *mut ArcheonMatch,
    out_seat: *mut u32,
    out_kind: *mut u32,
    out: *mut u32,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_match(m, |m| {
        let out = DecisionOut::new(out_seat, out_kind, out, cap, out_len)?;
        let next = m.inner.decision_into(&mut m.legal);
        write_listed(next, &m.legal, out);
        Ok(())
    })
}

/// Applies `seat`'s action `action` (as `archeon_match_apply`), then writes the decision now
/// pending and its seat's legal action ids (as `archeon_match_decision`, whose buffer rule this
/// follows: room for `ARCHEON_MAX_ACTIONS` ids in `out`). A host's loop makes one call per
/// action: `archeon_match_decision` once, then `archeon_match_step` with the move picked from
/// the ids it wrote, until the kind is `ARCHEON_DECISION_NONE`. Each call crossing the ABI has a
/// fixed cost, largest from a managed host (a C# P/Invoke); this is the cheapest way to drive
/// a match.
///
/// On any failure the match is unchanged and nothing is written but, for too small a buffer,
/// `*out_len`: the arguments are checked before the action is applied.
///
/// Statuses: `ARCHEON_STATUS_OK`, `MATCH_OVER`, `NOT_YOUR_TURN`, `UNKNOWN_ACTION`,
/// `ILLEGAL_ACTION`, `INVALID_SEAT`, `NULL_ARGUMENT`, `BUFFER_TOO_SMALL`, `INVALID_ARGUMENT`.
/// Never allocates once warm. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_step(
    m: *mut ArcheonMatch,
    seat: u32,
    action: u32,
    out_seat: *mut u32,
    out_kind: *mut u32,
    out: *mut u32,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_match(m, |m| {
        let out = DecisionOut::new(out_seat, out_kind, out, cap, out_len)?;
        let seat = m.seat(seat)?;
        let next = m.inner.step_into(seat, action, &mut m.legal).map_err(refused)?;
        write_listed(next, &m.legal, out);
        Ok(())
    })
}

/// A pending decision as the C ABI writes it: its seat and kind (an `ArcheonDecision`);
/// `UINT32_MAX` and `ARCHEON_DECISION_NONE` when the match is over.
#[inline(always)]
fn decision_code(next: Option<Pending>) -> (u32, u32) {
    match next {
        Some(p) => (u32::from(p.seat), p.kind.id()),
        None => (u32::MAX, ArcheonDecision::None as u32),
    }
}

/// Writes decision `next` and its listed legal actions `list` to checked out-pointers.
#[inline(always)]
fn write_listed(next: Option<Pending>, list: &ActionList, out: DecisionOut<'_>) {
    (*out.seat, *out.kind) = decision_code(next);
    // The buffer holds ARCHEON_MAX_ACTIONS ids, more than any decision offers: this cannot fail.
    let _ = write_ids(list.as_slice(), out.ids, out.len);
}

/// The out-pointers of `archeon_match_decision` and `archeon_match_step`, checked.
struct DecisionOut<'a> {
    seat: &'a mut u32,
    kind: &'a mut u32,
    ids: &'a mut [u32],
    len: &'a mut usize,
}

impl<'a> DecisionOut<'a> {
    /// Checks every pointer and that the buffer holds any decision's list.
    #[inline(always)]
    fn new(seat: *mut u32, kind: *mut u32, out: *mut u32, cap: usize, out_len: *mut usize) -> Res<DecisionOut<'a>> {
        let len = arg_mut(out_len, "out_len")?;
        if cap < ARCHEON_MAX_ACTIONS {
            *len = ARCHEON_MAX_ACTIONS;
            return Err(cold_fail(ArcheonStatus::BufferTooSmall, || {
                format!("the buffer holds {cap} ids; a decision needs room for ARCHEON_MAX_ACTIONS ({ARCHEON_MAX_ACTIONS})")
            }));
        }
        Ok(DecisionOut { seat: arg_mut(seat, "out_seat")?, kind: arg_mut(kind, "out_kind")?, ids: out_slice(out, cap, "out")?, len })
    }
}

/// Copies a readable description of action id `action`, as seat `viewer` may read it, in
/// language `lang` (a NUL-terminated BCP 47 tag such as `"en"`, `"ru"` or `"pt-BR"`; NULL for
/// English; a language the pack's catalogues lack reads as its fallback, finally English), to
/// `buf` (UTF-8, no NUL; `cap` bytes, NULL if 0) and its
/// length to `*out_len`. The text is built from what `viewer` may see: the viewer's own pending
/// move is described in full (the cards, the price), another seat's only as far as the
/// viewer's view shows it (so labelling an opponent's move never names its hidden cards). Any
/// id of the table can be described, legal now or not.
///
/// Statuses: `ARCHEON_STATUS_UNKNOWN_ACTION`, `INVALID_SEAT` (viewer), `INVALID_ARGUMENT`
/// (lang is no language tag), `INVALID_UTF8` (lang), `BUFFER_TOO_SMALL` (needed length in `*out_len`, nothing written), `NULL_ARGUMENT`.
/// Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_describe(
    m: *mut ArcheonMatch,
    action: u32,
    viewer: u32,
    lang: *const core::ffi::c_char,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_match(m, |m| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let viewer = m.seat(viewer)?;
        let lang = lang_of(lang)?;
        let text = m
            .inner
            .describe(action, viewer, lang)
            .map_err(|e| Fail::new(ArcheonStatus::InvalidSeat, format!("{e}")))?
            .ok_or_else(|| Fail::new(ArcheonStatus::UnknownAction, format!("action id {action:#x} names no action of this table")))?;
        out.put(text.as_bytes())
    })
}

/// Copies the snake-case name of the kind of decision numbered `kind` at this match's table (as
/// `archeon_match_pending` writes it: `"main"`, `"spike_answer"`) to `buf` (UTF-8, no NUL; `cap`
/// bytes, NULL if 0) and its length to `*out_len`. Each family declares its own kinds: the
/// shipped ones keep the values `ArcheonDecision` lists, and a family added by a studio names
/// its own, which this reads.
///
/// Statuses: `ARCHEON_STATUS_INVALID_ARGUMENT` (no kind of this table has that number),
/// `BUFFER_TOO_SMALL` (needed length in `*out_len`, nothing written), `NULL_ARGUMENT`.
/// Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_decision_name(
    m: *mut ArcheonMatch,
    kind: u32,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_match(m, |m| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let (kinds, _) = archeon_core::session::decision_kinds(m.inner.pack());
        let found = kinds
            .iter()
            .find(|k| k.id() == kind)
            .ok_or_else(|| Fail::new(ArcheonStatus::InvalidArgument, format!("no kind of decision of this table is numbered {kind}")))?;
        out.put(found.name().as_bytes())
    })
}

/// The longest language argument read, in bytes, looking for its NUL.
const LANG_ARG_MAX: usize = 64;

/// A language argument: a NUL-terminated BCP 47 tag (`"en"`, `"pl"`, `"pt-BR"`, `"en-XA"`), NULL
/// for English. At most [`LANG_ARG_MAX`] bytes are read.
pub(crate) fn lang_of(lang: *const core::ffi::c_char) -> Res<Lang> {
    if lang.is_null() {
        return Ok(Lang::EN);
    }
    let mut bytes = Vec::with_capacity(8);
    // SAFETY: the caller passes a NUL-terminated string; no byte past its NUL, nor past
    // LANG_ARG_MAX, is read.
    while let Some(&b) = (bytes.len() < LANG_ARG_MAX).then(|| unsafe { &*lang.add(bytes.len()).cast::<u8>() }) {
        if b == 0 {
            let tag = core::str::from_utf8(&bytes)
                .map_err(|e| Fail::new(ArcheonStatus::InvalidUtf8, format!("`lang` is not valid UTF-8: {e}")))?;
            return Lang::parse(tag).map_err(|e| Fail::new(ArcheonStatus::InvalidArgument, format!("{e}")));
        }
        bytes.push(b);
    }
    Err(Fail::new(
        ArcheonStatus::InvalidArgument,
        format!("`lang` has no NUL in its first {LANG_ARG_MAX} bytes: a language tag is short (`en`, `pt-BR`)"),
    ))
}

/// Applies `seat`'s action `action`. On any failure the match is unchanged.
///
/// Statuses: `ARCHEON_STATUS_OK`, `MATCH_OVER`, `NOT_YOUR_TURN`, `UNKNOWN_ACTION`,
/// `ILLEGAL_ACTION`, `INVALID_SEAT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_apply(m: *mut ArcheonMatch, seat: u32, action: u32) -> ArcheonStatus {
    with_match(m, |m| {
        let seat = m.seat(seat)?;
        m.inner.apply(seat, action).map_err(refused)
    })
}

/// Checks the match's conservation promise now: every chip and every card the table started
/// with is still somewhere (stacks, pots, a bank, the house; hands, decks, discards), as the
/// table family counts them. A host's or a modder's self-test after each action: it reads the
/// hidden state, so its message may name hidden cards (show it to developers, not players).
///
/// Statuses: `ARCHEON_STATUS_OK`, `INVARIANT_BROKEN` (the message in `archeon_match_last_error`
/// says what was created or lost), `NULL_ARGUMENT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_check_conservation(m: *mut ArcheonMatch) -> ArcheonStatus {
    with_match(m, |m| m.inner.check_conservation().map_err(|e| Fail::new(ArcheonStatus::InvariantBroken, e.message)))
}

/// Copies what `seat` may see now, as a JSON document, to `buf` (`cap` bytes, NULL if 0) and
/// its length to `*out_len`. The document carries nothing the seat may not know: its own hand
/// and tokens, every seat's chips and pot, discard tops, pile sizes, effects in force, the
/// pending decision, and `winners` once the match is over. Its `"family"` field names the
/// table family; the fields are documented in the crate docs (`archeon::tables`, one module per family).
///
/// Statuses: `ARCHEON_STATUS_INVALID_SEAT`, `BUFFER_TOO_SMALL` (needed length in `*out_len`,
/// nothing written), `NULL_ARGUMENT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_observe(
    m: *mut ArcheonMatch,
    seat: u32,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_match(m, |m| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let seat = m.seat(seat)?;
        let json = m.inner.observe_json(seat).map_err(|e| Fail::new(ArcheonStatus::InvalidSeat, format!("{e}")))?;
        out.put(&json)
    })
}

/// Pulls the next event `seat` may see, as a JSON document `{"to": <seat mask>, "body":
/// {"type": "...", ...}}`, into `buf` (`cap` bytes, NULL if 0), its length to `*out_len`, and
/// moves the seat's cursor past it. Each seat has its own cursor in the handle; call until
/// `ARCHEON_STATUS_NO_EVENT` after every `archeon_match_apply` to animate what happened.
///
/// Statuses: `ARCHEON_STATUS_OK`, `NO_EVENT` (nothing waiting; `*out_len` is 0),
/// `BUFFER_TOO_SMALL` (needed length in `*out_len`, nothing written, cursor not moved),
/// `INVALID_SEAT`, `NULL_ARGUMENT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_next_event(
    m: *mut ArcheonMatch,
    seat: u32,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_match(m, |m| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let seat = m.seat(seat)?;
        let cursor = m.cursors[usize::from(seat)];
        let found = m.inner.next_event(seat, cursor).map_err(|e| Fail::new(ArcheonStatus::InvalidSeat, format!("{e}")))?;
        let Some((event, next)) = found else {
            *out.len = 0;
            m.cursors[usize::from(seat)] = m.inner.event_count();
            return Err(Fail::new(ArcheonStatus::NoEvent, format!("no event is waiting for seat {seat}")));
        };
        let json = serde_json::to_vec(&event).map_err(|e| Fail::new(ArcheonStatus::Panic, format!("an event did not serialise: {e}")))?;
        out.put(&json)?;
        m.cursors[usize::from(seat)] = next;
        Ok(())
    })
}

/// Copies the result of a finished match as JSON `{"winners": <seat mask>, "chips": [...],
/// "places": [...], "rounds": n, "at_bound": false}` (arrays have one entry per seat; `chips`
/// is each seat's final score: chips, or fronts or sets taken; `at_bound` says the match was
/// ended by its rules' action bound) to `buf` (`cap` bytes, NULL if 0) and its length to
/// `*out_len`.
///
/// Statuses: `ARCHEON_STATUS_MATCH_NOT_OVER`, `BUFFER_TOO_SMALL` (needed length in
/// `*out_len`, nothing written), `NULL_ARGUMENT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_result(m: *mut ArcheonMatch, buf: *mut u8, cap: usize, out_len: *mut usize) -> ArcheonStatus {
    with_match(m, |m| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let result = m.inner.result().ok_or_else(|| Fail::new(ArcheonStatus::MatchNotOver, "the match is not over"))?;
        let json =
            serde_json::to_vec(&result).map_err(|e| Fail::new(ArcheonStatus::Panic, format!("the result did not serialise: {e}")))?;
        out.put(&json)
    })
}

/// Copies the match as save bytes (a JSON document with the format version, the content hash,
/// the seed, the setup and the action log) to `buf` (`cap` bytes, NULL if 0) and the length to
/// `*out_len`. The save holds the seed: keep it on the host, never show it to a player.
///
/// Statuses: `ARCHEON_STATUS_BUFFER_TOO_SMALL` (needed length in `*out_len`, nothing
/// written), `NULL_ARGUMENT`. Thread-safety: as for every call on `m`.
#[no_mangle]
pub unsafe extern "C" fn archeon_match_save(m: *mut ArcheonMatch, buf: *mut u8, cap: usize, out_len: *mut usize) -> ArcheonStatus {
    with_match(m, |m| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let bytes = m.inner.save().map_err(|e| Fail::new(ArcheonStatus::InvalidArgument, e.to_string()))?;
        out.put(&bytes)
    })
}
