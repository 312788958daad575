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
//! | effects | [`effects`] | the one engine that runs content rules at a table's hooks |
//! | interface | [`table`] | the one table interface ([`table::Family`]) every engine implements |
//! | tables | [`sabacc`] | the sabacc state machine: Kessel Sabacc and Sabacc Archeon, two packs of one engine |
//! | tables | [`arcana`] | the engine of fronts: Arcana and ProF-Arcana, two packs of one engine |
//! | tables | [`corellian`] | classic Corellian sabacc: 76 cards, two pots, betting, shifts; six packs |
//! | tables | [`pazaak`] | the pazaak engine (KOTOR 2 rules, gold cards) and its tournament campaign |
//! | session | [`session`] | [`Match`]: one API over every table — actions, views, events, saves, replays |
//! | around | [`bots`] | bots behind one trait, for play and simulation |
//! | around | [`audit`] | the promises checked while a match is played (`soak`, `sim --check`, tests) |
//! | around | `sim` (std) | mass simulation on every core: per-item statistics, measures of a game's shape, reports, shards and their merge |
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

pub mod arcana;
pub mod audit;
pub mod bots;
#[cfg(feature = "cli")]
pub mod cli;
pub mod content;
pub mod corellian;
pub mod effects;
pub mod model;
pub mod pazaak;
pub mod sabacc;
pub mod session;
#[cfg(feature = "std")]
pub mod sim;
pub mod table;
#[cfg(feature = "std")]
pub mod testkit;

pub use model::{ActionId, ActionList, Lang, Seat, SeatMask};

/// The Rust examples of README.md, compiled and run as doc tests.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;
pub use session::{Match, Observation, Pending, Setup};
