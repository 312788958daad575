//! Campaign handles: create, load, save, the pending decision and its legal choices, apply,
//! observe, events, and the current match (read through the match functions, played through
//! `archeon_campaign_play`).

use alloc::boxed::Box;
use alloc::format;
use alloc::string::String;

use super::matches::lang_of;
use super::{arg, arg_mut, bytes, guard, guard_new, out_slice, write_ids, ArcheonContent, ArcheonMatch, ArcheonStatus, Fail, OutBuf, Res};
use archeon_core::session::{ActionError, Campaign, CampaignDecision, CampaignLoadError, ChoiceError, PlayError};

/// The kind of campaign decision pending, written by `archeon_campaign_pending` (a `uint32_t` in C).
#[repr(u32)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ArcheonCampaignDecision {
    /// No decision: the campaign is over.
    None = 0,
    /// Between events: enter one, or go to the shop or the deck.
    Hub = 1,
    /// The shop: buy, sell, leave.
    Shop = 2,
    /// Build the side deck.
    Deck = 3,
    /// In an event between matches: start the next match, change the deck, leave.
    NextMatch = 4,
    /// The stake of the next match.
    Wager = 5,
    /// A match is being played: read it with `archeon_campaign_match`, play it with
    /// `archeon_campaign_play`.
    Play = 6,
}

// The shipped campaign declares its kinds of decision with these values (checked by a test).

/// One campaign, with its event cursor, the current match as a match handle, and the last error
/// message. Opaque.
///
/// Created by `archeon_campaign_new` or `archeon_campaign_load`; released by
/// `archeon_campaign_free`.
///
/// Thread-safety: a campaign is used by one thread at a time (calls on one handle, and on the
/// match handle it lends, must not overlap). Different campaigns may be used on different
/// threads at once, even when they share content.
///
/// Errors: when a call fails, its message is kept in the handle until the next failure and is
/// read with `archeon_campaign_last_error`. A call that panicked (a library bug) poisons the
/// handle: every later call but `archeon_campaign_last_error` and `archeon_campaign_free`
/// returns `ARCHEON_STATUS_POISONED`.
pub struct ArcheonCampaign {
    inner: Campaign,
    /// The current match as a match handle (its event cursors kept while it is the same match).
    mirror: Option<ArcheonMatch>,
    /// The next campaign event to pull.
    cursor: usize,
    last_error: String,
    poisoned: bool,
}

impl ArcheonCampaign {
    fn wrap(inner: Campaign) -> ArcheonCampaign {
        let mut c = ArcheonCampaign { inner, mirror: None, cursor: 0, last_error: String::new(), poisoned: false };
        c.refresh();
        c
    }

    /// Brings the lent match handle up to the campaign's current match: the same match keeps its
    /// event cursors, a new one starts them afresh.
    fn refresh(&mut self) {
        let Some(m) = self.inner.current_match() else {
            self.mirror = None;
            return;
        };
        match &mut self.mirror {
            // The same match, not moved on (a campaign choice between matches): nothing to copy,
            // so that a choice costs the same however long the campaign has gone on.
            Some(mirror) if mirror.inner.seed() == m.seed() && mirror.inner.log() == m.log() && mirror.inner.setup() == m.setup() => {}
            Some(mirror)
                if mirror.inner.seed() == m.seed() && m.log().starts_with(mirror.inner.log()) && mirror.inner.setup() == m.setup() =>
            {
                mirror.inner = m.clone();
            }
            _ => self.mirror = Some(ArcheonMatch::wrap(m.clone())),
        }
    }
}

fn campaign_out<'a>(out: *mut *mut ArcheonCampaign) -> Res<&'a mut *mut ArcheonCampaign> {
    let out = arg_mut(out, "out_campaign")?;
    *out = core::ptr::null_mut();
    Ok(out)
}

fn give(out: &mut *mut ArcheonCampaign, c: ArcheonCampaign) {
    *out = Box::into_raw(Box::new(c));
}

/// The panic guard of every call on a campaign handle: failures set the handle's last error; a
/// panic poisons it.
fn with_campaign(c: *mut ArcheonCampaign, f: impl FnOnce(&mut ArcheonCampaign) -> Res) -> ArcheonStatus {
    let c = match arg_mut(c, "c") {
        Ok(c) => c,
        Err(fail) => return fail.status,
    };
    if c.poisoned {
        return ArcheonStatus::Poisoned;
    }
    let fail = match std::panic::catch_unwind(core::panic::AssertUnwindSafe(|| f(&mut *c))) {
        Ok(Ok(())) => return ArcheonStatus::Ok,
        Ok(Err(fail)) => fail,
        Err(_) => {
            c.poisoned = true;
            Fail::new(ArcheonStatus::Panic, "the library panicked (a bug, please report it)")
        }
    };
    c.last_error = fail.message;
    fail.status
}

/// Starts a campaign of `content` from `seed`.
///
/// On success writes a new handle to `*out_campaign` (free it with `archeon_campaign_free`). On
/// failure writes NULL there and the message to `err_buf` as for `archeon_content_builtin`.
/// Statuses: `ARCHEON_STATUS_INVALID_ARGUMENT` (the pack has no campaign), `NULL_ARGUMENT`.
///
/// Ownership: the campaign keeps its own reference to the content; `content` stays the caller's.
/// Thread-safety: any thread; `content` may be in use by other threads.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_new(
    content: *const ArcheonContent,
    seed: u64,
    out_campaign: *mut *mut ArcheonCampaign,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = campaign_out(out_campaign)?;
        let content = arg(content, "content")?;
        let c = Campaign::new(content.pack.clone(), seed).map_err(|e| Fail::new(ArcheonStatus::InvalidArgument, format!("{e}")))?;
        give(out, ArcheonCampaign::wrap(c));
        Ok(())
    })
}

/// Loads a campaign from save bytes (as written by `archeon_campaign_save`) against `content`.
/// The save's log is replayed, so a corrupt or forged save is refused, never trusted. The event
/// cursor starts at the beginning of the campaign.
///
/// Ownership and errors as for `archeon_campaign_new`. Statuses: `ARCHEON_STATUS_SAVE_CORRUPT`,
/// `SAVE_VERSION`, `SAVE_CONTENT_MISMATCH`, `INVALID_ARGUMENT` (no campaign), `NULL_ARGUMENT`.
/// Thread-safety: any thread.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_load(
    content: *const ArcheonContent,
    save: *const u8,
    save_len: usize,
    out_campaign: *mut *mut ArcheonCampaign,
    err_buf: *mut u8,
    err_cap: usize,
    err_len: *mut usize,
) -> ArcheonStatus {
    guard_new(err_buf, err_cap, err_len, || {
        let out = campaign_out(out_campaign)?;
        let content = arg(content, "content")?;
        let save = bytes(save, save_len, "save")?;
        let c = Campaign::load(content.pack.clone(), save).map_err(|e| {
            let status = match e {
                CampaignLoadError::Version { .. } => ArcheonStatus::SaveVersion,
                CampaignLoadError::ContentMismatch { .. } => ArcheonStatus::SaveContentMismatch,
                CampaignLoadError::Start(_) => ArcheonStatus::InvalidArgument,
                // `Corrupt`, `Step`, and a kind of refusal a later library adds: a save this one
                // cannot take.
                _ => ArcheonStatus::SaveCorrupt,
            };
            Fail::new(status, format!("{e}"))
        })?;
        give(out, ArcheonCampaign::wrap(c));
        Ok(())
    })
}

/// Releases a campaign (and the match handle it lends). NULL is accepted and ignored; a poisoned
/// campaign is released too.
///
/// Ownership: `c` must come from an `archeon_campaign_*` constructor and must not be used again,
/// nor the match handle it lent. Thread-safety: no other thread may be using this handle.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_free(c: *mut ArcheonCampaign) {
    let _ = guard(|| {
        if !c.is_null() {
            // SAFETY: a non-NULL handle came from `Box::into_raw` in a constructor and the caller
            // gives it up here.
            drop(unsafe { Box::from_raw(c) });
        }
        Ok(())
    });
}

/// Copies the message of the last failed call on this campaign (UTF-8, no NUL; empty if none
/// failed yet) to `buf` (`cap` bytes; NULL if `cap` is 0) and its length to `*out_len`. Too small
/// a buffer: `ARCHEON_STATUS_BUFFER_TOO_SMALL`, the needed length in `*out_len`, nothing written.
/// Works on a poisoned campaign.
///
/// Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_last_error(
    c: *const ArcheonCampaign,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    guard(|| {
        let c = arg(c, "c")?;
        OutBuf::new(buf, cap, out_len)?.put(c.last_error.as_bytes())
    })
}

/// Copies the campaign as save bytes (a JSON document with the format version, the pack and its
/// content hash, the seed and the log of choices and match actions) to `buf` (`cap` bytes, NULL
/// if 0) and the length to `*out_len`. The save holds the seed: keep it on the host.
///
/// Statuses: `ARCHEON_STATUS_BUFFER_TOO_SMALL` (needed length in `*out_len`, nothing written),
/// `NULL_ARGUMENT`. Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_save(c: *mut ArcheonCampaign, buf: *mut u8, cap: usize, out_len: *mut usize) -> ArcheonStatus {
    with_campaign(c, |c| {
        let out = OutBuf::new(buf, cap, out_len)?;
        out.put(&c.inner.save())
    })
}

/// Writes the kind of decision pending (an `ArcheonCampaignDecision`) to `*out_kind`;
/// `ARCHEON_CAMPAIGN_DECISION_NONE` when the campaign is over (status OK).
///
/// Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_pending(c: *mut ArcheonCampaign, out_kind: *mut u32) -> ArcheonStatus {
    with_campaign(c, |c| {
        *arg_mut(out_kind, "out_kind")? = c.inner.pending().map_or(ArcheonCampaignDecision::None as u32, |k: CampaignDecision| k.id());
        Ok(())
    })
}

/// Writes the legal choice ids to `out` (room for `cap` ids; NULL if `cap` is 0) and their count
/// to `*out_len`: none while a match is played or once the campaign is over. The ids are stable
/// integers (the family's campaign documents them). Too small a buffer:
/// `ARCHEON_STATUS_BUFFER_TOO_SMALL`, the needed count in `*out_len`, nothing written.
///
/// Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_legal(c: *mut ArcheonCampaign, out: *mut u32, cap: usize, out_len: *mut usize) -> ArcheonStatus {
    with_campaign(c, |c| {
        let len = arg_mut(out_len, "out_len")?;
        let dest = out_slice(out, cap, "out")?;
        write_ids(&c.inner.legal(), dest, len)
    })
}

/// Copies a readable description of choice id `choice`, in language `lang` (a NUL-terminated
/// BCP 47 tag, NULL for English: as for `archeon_match_describe`),
/// to `buf` (UTF-8, no NUL; `cap` bytes, NULL if 0) and its length to `*out_len`.
///
/// Statuses: `ARCHEON_STATUS_UNKNOWN_ACTION` (no such choice), `INVALID_ARGUMENT` (lang),
/// `BUFFER_TOO_SMALL`, `NULL_ARGUMENT`. Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_describe(
    c: *mut ArcheonCampaign,
    choice: u32,
    lang: *const core::ffi::c_char,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_campaign(c, |c| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let lang = lang_of(lang)?;
        let text = c
            .inner
            .describe(choice, lang)
            .ok_or_else(|| Fail::new(ArcheonStatus::UnknownAction, format!("choice id {choice:#x} names no choice of this campaign")))?;
        out.put(text.as_bytes())
    })
}

/// Applies choice `choice`. A choice that starts a match opens it (and plays the other seats up
/// to the player's first decision). On any failure the campaign is unchanged.
///
/// Statuses: `ARCHEON_STATUS_OK`, `MATCH_OVER` (the campaign is over), `NOT_YOUR_TURN` (a match is
/// being played: play it), `UNKNOWN_ACTION` (no such choice), `ILLEGAL_ACTION` (not legal now: too
/// few credits, a closed event, an illegal side deck...). Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_apply(c: *mut ArcheonCampaign, choice: u32) -> ArcheonStatus {
    with_campaign(c, |c| {
        c.inner.apply(choice).map_err(|e| {
            let status = match e {
                ChoiceError::Over => ArcheonStatus::MatchOver,
                ChoiceError::InMatch => ArcheonStatus::NotYourTurn,
                ChoiceError::Unknown(_) => ArcheonStatus::UnknownAction,
                ChoiceError::Illegal(_) => ArcheonStatus::IllegalAction,
                // A kind of refusal a later library adds: the argument was refused.
                _ => ArcheonStatus::InvalidArgument,
            };
            Fail::new(status, format!("{e}"))
        })?;
        c.refresh();
        Ok(())
    })
}

/// Writes the current match to `*out_match` (NULL when none has been played yet) and the seat the
/// host plays in it to `*out_seat`. The match is the one being played, or the last one played
/// until the next starts. It is lent, not given: the campaign owns it — never free it; it stays
/// valid until the next `archeon_campaign_apply`, `archeon_campaign_play` or
/// `archeon_campaign_free` on `c`, and keeps its event cursors from one call to the next while it
/// is the same match. Read it with the `archeon_match_*` functions (pending, legal actions,
/// describe, observe, next event, result); play the player's seat with `archeon_campaign_play`
/// (an action applied to the lent handle directly is undone at the next refresh).
///
/// Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_match(
    c: *mut ArcheonCampaign,
    out_match: *mut *mut ArcheonMatch,
    out_seat: *mut u32,
) -> ArcheonStatus {
    if let Ok(out) = arg_mut(out_match, "out_match") {
        *out = core::ptr::null_mut();
    }
    with_campaign(c, |c| {
        let out = arg_mut(out_match, "out_match")?;
        let seat = arg_mut(out_seat, "out_seat")?;
        *seat = u32::from(c.inner.player());
        if let Some(m) = c.mirror.as_mut() {
            *out = std::ptr::from_mut::<ArcheonMatch>(m);
        }
        Ok(())
    })
}

/// Applies the player's action `action` in the match being played, then the other seats' moves
/// up to the player's next decision; when the match ends its result goes to the campaign. On any
/// failure nothing changes.
///
/// Statuses: `ARCHEON_STATUS_OK`, `MATCH_OVER` (no match is being played), `UNKNOWN_ACTION`,
/// `ILLEGAL_ACTION`, `NOT_YOUR_TURN`. Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_play(c: *mut ArcheonCampaign, action: u32) -> ArcheonStatus {
    with_campaign(c, |c| {
        c.inner.play(action).map_err(|e| {
            let status = match e {
                PlayError::NoMatch | PlayError::Action(ActionError::MatchOver) => ArcheonStatus::MatchOver,
                PlayError::Action(ActionError::NotYourTurn { .. }) => ArcheonStatus::NotYourTurn,
                PlayError::Action(ActionError::UnknownAction(_)) => ArcheonStatus::UnknownAction,
                PlayError::Action(ActionError::Illegal(_)) => ArcheonStatus::IllegalAction,
                // A kind of refusal a later library adds: the argument was refused.
                _ => ArcheonStatus::InvalidArgument,
            };
            Fail::new(status, format!("{e}"))
        })?;
        c.refresh();
        Ok(())
    })
}

/// Copies what the player sees of the campaign, as a JSON document (credits, collection, side
/// deck, medals, the tournaments, the standing in the one being played, the shop's prices; its
/// `"family"` field names the family), to `buf` (`cap` bytes, NULL if 0) and its length to
/// `*out_len`.
///
/// Statuses: `ARCHEON_STATUS_BUFFER_TOO_SMALL` (needed length in `*out_len`, nothing written),
/// `NULL_ARGUMENT`. Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_observe(c: *mut ArcheonCampaign, buf: *mut u8, cap: usize, out_len: *mut usize) -> ArcheonStatus {
    with_campaign(c, |c| {
        let out = OutBuf::new(buf, cap, out_len)?;
        out.put(&c.inner.observe_json())
    })
}

/// Copies the campaign's screen for the pending decision, in language `lang`, as lines of UTF-8
/// text separated by `\n`, to `buf` (`cap` bytes, NULL if 0) and its length to `*out_len`.
///
/// Statuses: `ARCHEON_STATUS_INVALID_ARGUMENT` (lang), `BUFFER_TOO_SMALL`, `NULL_ARGUMENT`.
/// Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_view(
    c: *mut ArcheonCampaign,
    lang: *const core::ffi::c_char,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_campaign(c, |c| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let lang = lang_of(lang)?;
        out.put(c.inner.view_text(lang).join("\n").as_bytes())
    })
}

/// Pulls the next campaign event as a JSON document (`{"type": "...", ...}`) into `buf` (`cap`
/// bytes, NULL if 0), its length to `*out_len`, and moves the handle's cursor past it. Call until
/// `ARCHEON_STATUS_NO_EVENT` after every apply and play. (The current match's events are pulled
/// from its match handle.)
///
/// Statuses: `ARCHEON_STATUS_OK`, `NO_EVENT` (nothing waiting; `*out_len` is 0),
/// `BUFFER_TOO_SMALL` (needed length in `*out_len`, nothing written, cursor not moved),
/// `NULL_ARGUMENT`. Thread-safety: as for every call on `c`.
#[no_mangle]
pub unsafe extern "C" fn archeon_campaign_next_event(
    c: *mut ArcheonCampaign,
    buf: *mut u8,
    cap: usize,
    out_len: *mut usize,
) -> ArcheonStatus {
    with_campaign(c, |c| {
        let out = OutBuf::new(buf, cap, out_len)?;
        let Some(json) = c.inner.event_json(c.cursor) else {
            *out.len = 0;
            return Err(Fail::new(ArcheonStatus::NoEvent, "no campaign event is waiting"));
        };
        out.put(&json)?;
        c.cursor += 1;
        Ok(())
    })
}

#[cfg(test)]
mod tests {
    use super::super::*;
    use super::*;

    /// The first shipped pack that offers a campaign, as a content handle.
    unsafe fn campaign_content() -> *mut ArcheonContent {
        let id = archeon_core::content::builtin::IDS
            .iter()
            .find(|id| archeon_core::content::builtin::load(id).is_some_and(|p| Campaign::offered(&p)))
            .expect("a shipped pack has a campaign");
        let mut content: *mut ArcheonContent = core::ptr::null_mut();
        let null = core::ptr::null_mut();
        // SAFETY: valid pointers and lengths.
        let status = unsafe { archeon_content_builtin(id.as_ptr(), id.len(), &raw mut content, null, 0, core::ptr::null_mut()) };
        assert_eq!(status, ArcheonStatus::Ok);
        content
    }

    unsafe fn text(f: impl Fn(*mut u8, usize, *mut usize) -> ArcheonStatus) -> (ArcheonStatus, String) {
        let mut buf = vec![0u8; 1 << 16];
        let mut len = 0usize;
        let status = f(buf.as_mut_ptr(), buf.len(), &raw mut len);
        buf.truncate(if status == ArcheonStatus::Ok { len } else { 0 });
        (status, String::from_utf8(buf).unwrap())
    }

    unsafe fn legal(c: *mut ArcheonCampaign) -> Vec<u32> {
        let mut ids = vec![0u32; 512];
        let mut len = 0usize;
        // SAFETY: a buffer of 512 ids.
        assert_eq!(unsafe { archeon_campaign_legal(c, ids.as_mut_ptr(), ids.len(), &raw mut len) }, ArcheonStatus::Ok);
        ids.truncate(len);
        ids
    }

    unsafe fn pending(c: *mut ArcheonCampaign) -> u32 {
        let mut kind = 99u32;
        // SAFETY: valid pointers.
        assert_eq!(unsafe { archeon_campaign_pending(c, &raw mut kind) }, ArcheonStatus::Ok);
        kind
    }

    #[test]
    fn a_campaign_is_played_through_the_c_abi() {
        // SAFETY: every pointer passed is valid or NULL, every buffer as long as its length says.
        unsafe {
            let content = campaign_content();
            let mut c: *mut ArcheonCampaign = core::ptr::null_mut();
            assert_eq!(archeon_campaign_new(content, 5, &raw mut c, core::ptr::null_mut(), 0, core::ptr::null_mut()), ArcheonStatus::Ok);
            assert_eq!(pending(c), ArcheonCampaignDecision::Hub as u32);
            let (status, json) = text(|b, n, l| archeon_campaign_observe(c, b, n, l));
            assert_eq!(status, ArcheonStatus::Ok);
            let obs: serde_json::Value = serde_json::from_str(&json).unwrap();
            let start = obs["credits"].as_u64().unwrap();
            assert!(start > 0);
            // The first event: the start.
            let (status, ev) = text(|b, n, l| archeon_campaign_next_event(c, b, n, l));
            assert_eq!(status, ArcheonStatus::Ok);
            assert!(ev.contains("\"started\""), "{ev}");
            // Enter the first tournament: the first legal choice.
            let first = legal(c)[0];
            let (status, label) = text(|b, n, l| archeon_campaign_describe(c, first, c"ru".as_ptr(), b, n, l));
            assert_eq!(status, ArcheonStatus::Ok);
            assert!(!label.is_empty());
            assert_eq!(archeon_campaign_apply(c, first), ArcheonStatus::Ok);
            assert_eq!(pending(c), ArcheonCampaignDecision::NextMatch as u32);
            // No match yet: the lent handle is NULL.
            let mut m: *mut ArcheonMatch = core::ptr::dangling_mut::<ArcheonMatch>();
            let mut seat = 9u32;
            assert_eq!(archeon_campaign_match(c, &raw mut m, &raw mut seat), ArcheonStatus::Ok);
            assert!(m.is_null());
            assert_eq!(seat, 0);
            // Start the next match and wager; then play it with the first legal action.
            let next = legal(c).iter().copied().find(|&id| id == 0x04).expect("the next match");
            assert_eq!(archeon_campaign_apply(c, next), ArcheonStatus::Ok);
            let wager = legal(c)[0];
            assert_eq!(archeon_campaign_apply(c, wager), ArcheonStatus::Ok);
            assert_eq!(pending(c), ArcheonCampaignDecision::Play as u32);
            // Choices wait while a match is played.
            assert_eq!(archeon_campaign_apply(c, 0x01), ArcheonStatus::NotYourTurn);
            let mut events = 0;
            while pending(c) == ArcheonCampaignDecision::Play as u32 {
                assert_eq!(archeon_campaign_match(c, &raw mut m, &raw mut seat), ArcheonStatus::Ok);
                assert!(!m.is_null());
                let mut ids = [0u32; ARCHEON_MAX_ACTIONS];
                let mut len = 0usize;
                assert_eq!(archeon_match_legal_actions(m, seat, ids.as_mut_ptr(), ids.len(), &raw mut len), ArcheonStatus::Ok);
                assert!(len > 0);
                // The lent handle keeps its event cursor from call to call.
                while text(|b, n, l| archeon_match_next_event(m, seat, b, n, l)).0 == ArcheonStatus::Ok {
                    events += 1;
                }
                assert_eq!(archeon_campaign_play(c, ids[0]), ArcheonStatus::Ok);
            }
            assert!(events > 0);
            // The finished match is still lent, with its result.
            assert_eq!(archeon_campaign_match(c, &raw mut m, &raw mut seat), ArcheonStatus::Ok);
            assert_eq!(text(|b, n, l| archeon_match_result(m, b, n, l)).0, ArcheonStatus::Ok);
            assert_eq!(archeon_campaign_play(c, 0x01), ArcheonStatus::MatchOver);
            // The screen, in both languages.
            let (status, view) = text(|b, n, l| archeon_campaign_view(c, c"en".as_ptr(), b, n, l));
            assert_eq!(status, ArcheonStatus::Ok);
            assert!(view.lines().count() >= 2, "{view}");
            assert_eq!(text(|b, n, l| archeon_campaign_view(c, c"not a tag".as_ptr(), b, n, l)).0, ArcheonStatus::InvalidArgument);
            // Save and load: the same campaign.
            let (status, save) = text(|b, n, l| archeon_campaign_save(c, b, n, l));
            assert_eq!(status, ArcheonStatus::Ok);
            let mut d: *mut ArcheonCampaign = core::ptr::null_mut();
            assert_eq!(
                archeon_campaign_load(content, save.as_ptr(), save.len(), &raw mut d, core::ptr::null_mut(), 0, core::ptr::null_mut()),
                ArcheonStatus::Ok
            );
            assert_eq!(text(|b, n, l| archeon_campaign_observe(d, b, n, l)).1, text(|b, n, l| archeon_campaign_observe(c, b, n, l)).1);
            // A save of other content is refused with its status and message, NULL out.
            let forged = save.replace("\"content_hash\":\"", "\"content_hash\":\"00");
            let mut e: *mut ArcheonCampaign = core::ptr::dangling_mut::<ArcheonCampaign>();
            let mut err = [0u8; 256];
            let mut err_len = 0usize;
            assert_eq!(
                archeon_campaign_load(content, forged.as_ptr(), forged.len(), &raw mut e, err.as_mut_ptr(), err.len(), &raw mut err_len),
                ArcheonStatus::SaveContentMismatch
            );
            assert!(e.is_null());
            assert!(core::str::from_utf8(&err[..err_len]).unwrap().contains("content hash"));
            archeon_campaign_free(d);
            archeon_campaign_free(c);
            archeon_content_free(content);
        }
    }

    #[test]
    fn bad_calls_are_refused_with_their_status_and_change_nothing() {
        // SAFETY: as above; NULL where the test says so.
        unsafe {
            let content = campaign_content();
            let mut c: *mut ArcheonCampaign = core::ptr::null_mut();
            assert_eq!(archeon_campaign_new(content, 1, &raw mut c, core::ptr::null_mut(), 0, core::ptr::null_mut()), ArcheonStatus::Ok);
            let before = text(|b, n, l| archeon_campaign_save(c, b, n, l)).1;
            assert_eq!(archeon_campaign_apply(c, 0x7777), ArcheonStatus::UnknownAction);
            assert_eq!(archeon_campaign_apply(c, 0x106), ArcheonStatus::IllegalAction);
            assert_eq!(text(|b, n, l| archeon_campaign_save(c, b, n, l)).1, before, "refusals change nothing");
            let (status, message) = text(|b, n, l| archeon_campaign_last_error(c, b, n, l));
            assert_eq!(status, ArcheonStatus::Ok);
            assert!(message.contains("not legal now"), "{message}");
            // Too small a buffer: the needed length, nothing written.
            let mut small = [0u8; 2];
            let mut len = 0usize;
            assert_eq!(archeon_campaign_observe(c, small.as_mut_ptr(), small.len(), &raw mut len), ArcheonStatus::BufferTooSmall);
            assert!(len > 2);
            assert_eq!(small, [0, 0]);
            let mut one = [0u32; 1];
            assert_eq!(archeon_campaign_legal(c, one.as_mut_ptr(), one.len(), &raw mut len), ArcheonStatus::BufferTooSmall);
            assert!(len > 1);
            // NULL handles and out-pointers.
            assert_eq!(archeon_campaign_apply(core::ptr::null_mut(), 1), ArcheonStatus::NullArgument);
            assert_eq!(archeon_campaign_pending(c, core::ptr::null_mut()), ArcheonStatus::NullArgument);
            assert_eq!(
                archeon_campaign_new(content, 1, core::ptr::null_mut(), core::ptr::null_mut(), 0, core::ptr::null_mut()),
                ArcheonStatus::NullArgument
            );
            assert_eq!(
                archeon_campaign_describe(c, 0x7777, core::ptr::null(), small.as_mut_ptr(), 2, &raw mut len),
                ArcheonStatus::UnknownAction
            );
            // A panicking call poisons the handle.
            assert_eq!(with_campaign(c, |_| panic!("boom")), ArcheonStatus::Panic);
            assert_eq!(archeon_campaign_apply(c, 1), ArcheonStatus::Poisoned);
            let (status, message) = text(|b, n, l| archeon_campaign_last_error(c, b, n, l));
            assert_eq!(status, ArcheonStatus::Ok);
            assert!(message.contains("panicked"), "{message}");
            archeon_campaign_free(c);
            archeon_campaign_free(core::ptr::null_mut());
            // A pack without a campaign.
            let id = b"kessel";
            let mut k: *mut ArcheonContent = core::ptr::null_mut();
            assert_eq!(
                archeon_content_builtin(id.as_ptr(), id.len(), &raw mut k, core::ptr::null_mut(), 0, core::ptr::null_mut()),
                ArcheonStatus::Ok
            );
            let mut err = [0u8; 256];
            let mut err_len = 0usize;
            let mut none: *mut ArcheonCampaign = core::ptr::dangling_mut::<ArcheonCampaign>();
            assert_eq!(
                archeon_campaign_new(k, 1, &raw mut none, err.as_mut_ptr(), err.len(), &raw mut err_len),
                ArcheonStatus::InvalidArgument
            );
            assert!(none.is_null());
            assert!(core::str::from_utf8(&err[..err_len]).unwrap().contains("has no campaign"));
            archeon_content_free(k);
            archeon_content_free(content);
        }
    }
}
