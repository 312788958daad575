//! Access to a match's table state and a pack's rules for the tests that verify them (the
//! session gives them generically: `Match::state::<F>()`, `Pack::rules::<R>()`).
#![allow(dead_code)] // each test file uses its own subset

use archeon::arcana::{ArcanaRules, ArcanaState, Fronts};
use archeon::content::Pack;
use archeon::internals::Inspect;
use archeon::sabacc::{Sabacc, SabaccRules, SabaccState};
use archeon::Match;

/// A match's table state, by family.
pub trait TableOf {
    /// The sabacc state in the full layout, at a sabacc table.
    fn sabacc(&self) -> Option<SabaccState>;
    /// The state of a table of fronts.
    fn arcana(&self) -> Option<&ArcanaState>;
}

impl TableOf for Match {
    fn sabacc(&self) -> Option<SabaccState> {
        self.state::<Sabacc>().map(archeon::sabacc::SabaccTable::full)
    }

    fn arcana(&self) -> Option<&ArcanaState> {
        self.state::<Fronts>()
    }
}

/// A pack's rules, by family (the test knows which it loaded).
pub trait RulesOf {
    /// The sabacc rules of a sabacc pack.
    fn sabacc(&self) -> &SabaccRules;
    /// The rules of a pack of fronts.
    fn arcana(&self) -> &ArcanaRules;
}

impl RulesOf for Pack {
    fn sabacc(&self) -> &SabaccRules {
        self.rules::<SabaccRules>().expect("a sabacc pack")
    }

    fn arcana(&self) -> &ArcanaRules {
        self.rules::<ArcanaRules>().expect("a pack of fronts")
    }
}

#[path = "kinds.rs"]
mod kinds;
#[allow(unused_imports)] // each test file uses its own subset
pub use kinds::kind;
