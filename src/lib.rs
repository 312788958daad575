//! # Archeon — an embeddable card-game rules library
//!
//! A game links Archeon, loads content, opens a match, asks whose decision is pending and
//! which actions are legal, applies the player's choice, shows each player only what that
//! player may see, and animates the events that come out. Modders change the rules by
//! editing TOML; rules designers check them with property tests and mass simulation.
//!
//! ## Map of the crate (data flows down, never back up)
//!
//! | layer | module | owns |
//! | --- | --- | --- |
//! | model | [`model`] | seats, seat sets, the match RNG, action lists, event sinks, localized text |
//! | content | [`content`] | TOML packs → validated, compiled [`content::Pack`]s; the effect vocabulary |
//! | effects | `effects` (private) | the one engine that runs content rules at a table's hooks |
//! | interface | [`table`] | the one table interface ([`table::Family`]) every engine implements |
//! | tables | `sabacc` (private) | the sabacc state machine: Kessel Sabacc and Sabacc Archeon, two packs of one engine |
//! | tables | `arcana` (private) | the engine of fronts: Arcana and ProF-Arcana, two packs of one engine |
//! | tables | `corellian` (private) | classic Corellian sabacc: 76 cards, two pots, betting, shifts; six packs |
//! | tables | `pazaak` (private) | the pazaak engine (KOTOR 2 rules, gold cards) and its tournament campaign |
//! | words | `messages` (std) | renders the tables' messages from Fluent catalogues in any language, with fallback |
//! | session | [`session`] | [`Match`]: one API over every table — actions, views, events, saves, replays |
//! | around | [`bots`] | bots behind one trait, for play and simulation |
//! | around | [`audit`] | the promises checked while a match is played (`soak`, `sim --check`, tests) |
//! | around | `sim` (std) | mass simulation on every core: per-item statistics, measures of a game's shape, reports, shards and their merge |
//! | around | `testkit` (std) | the promise checks every family passes, shipped or a studio's own |
//!
//! A family is one folder behind the table interface, private to the crate: a host reaches
//! every table through [`Match`], and a studio adds its own family through [`table::Family`]
//! and [`session::register`]. The `internals` feature makes the families' modules public, with
//! `internals::Inspect` (a match's family state), for the crate's rule tests and tools; none of
//! it is part of the public API, which `api/archeon.txt` lists and CI diffs.
//!
//! The `std` feature (default) adds loading packs from folders and the `archeon` CLI.
//! Without it the crate is `no_std` + `alloc`.
//!
//! ## Driving a match
//!
//! ```
//! use archeon::{content, Match, Setup};
//!
//! // The shipped packs are the folders of `content/`, sorted by id: Arcana, Sabacc Archeon,
//! // the six classic Corellian packs, Kessel Sabacc, Pazaak, ProF-Arcana.
//! for id in content::builtin::IDS {
//!     let pack = content::builtin::load(id).expect("shipped pack");
//!     let (seats, _) = pack.seat_range();
//!     let mut m = Match::new(pack, seats, 42, Setup::default()).expect("valid setup");
//!     while let Some(p) = m.pending() {
//!         let legal = m.legal_actions(p.seat);
//!         m.apply(p.seat, legal[0]).expect("a legal action is accepted");
//!     }
//!     assert!(m.result().is_some());
//! }
//! ```
//!
//! ## Promises
//!
//! Same content, seed and actions give the same bytes; observations and events carry nothing
//! a seat may not see; chips and cards are conserved; every match ends; bad input is refused
//! with an error and changes nothing. `tests/` checks each with property tests.

#![no_std]
#![forbid(unsafe_code)]

extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

pub mod audit;
pub mod bots;
#[cfg(feature = "cli")]
pub mod cli;
pub mod content;
#[cfg(feature = "std")]
pub mod messages;
pub mod model;
pub mod session;
#[cfg(feature = "std")]
pub mod sim;
pub mod table;
#[cfg(feature = "std")]
pub mod testkit;

/// Declares the modules behind the public surface: public with the `internals` feature (for
/// the crate's own rule tests, fuzzing and family-specific tools, with no stability promise),
/// private without it.
macro_rules! internal_modules {
    ($($name:ident;)+) => {$(
        #[cfg(feature = "internals")]
        pub mod $name;
        #[cfg(not(feature = "internals"))]
        mod $name;
    )+};
}

// The four shipped families (one folder each) and the effect engine they share.
internal_modules! {
    arcana;
    corellian;
    effects;
    pazaak;
    sabacc;
}

#[cfg(feature = "internals")]
pub mod internals;

/// What each shipped table shows a host and takes from it, by family: the types behind the
/// JSON of its observations ([`Observation`]), its events ([`session::EventBody`]) and its
/// setups ([`Setup`]). The families themselves are private; these are their public faces.
pub mod tables {
    /// Kessel Sabacc and Sabacc Archeon.
    pub mod sabacc {
        pub use crate::sabacc::content::{CardFace, CardKind};
        pub use crate::sabacc::{
            ArchiveView, ClaimView, Deal, EffectView, PendingView, PlayerView, SabaccEvent, SabaccObservation, SabaccSetup, TableView,
        };
    }
    /// Arcana and ProF-Arcana, the tables of fronts.
    pub mod arcana {
        pub use crate::arcana::{
            ArcanaEvent, ArcanaObservation, CardView, EffectView, FrontView, FrontsDeal, FrontsSetup, PendingView, SideView,
        };
    }
    /// Classic Corellian sabacc.
    pub mod corellian {
        pub use crate::corellian::{
            CallReason, CardList, CorellianDeal, CorellianEvent, CorellianObservation, CorellianSetup, HandClass, SeatView,
        };
    }
    /// Pazaak and its tournament campaign.
    pub mod pazaak {
        pub use crate::pazaak::campaign::{CampaignEvent, CampaignObservation, OwnedView, PriceView, StandingView, TournamentView};
        pub use crate::pazaak::{
            CardView, HandCard, PazaakDeal, PazaakEvent, PazaakObservation, PazaakSetup, PendingView, PlayOption, SetEnd, SetView,
            TableView,
        };
    }
}

pub use model::{ActionId, ActionList, Lang, Seat, SeatMask};

/// The Rust examples of README.md, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
pub use session::{Match, Observation, Pending, Setup};
