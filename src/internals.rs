//! What the `internals` feature opens: a match's family state, for the crate's own rule tests,
//! fuzzing and family-specific tools.
//!
//! With the feature, the families' modules (`sabacc`, `arcana`, `corellian`, `pazaak`) and the
//! effect engine (`effects`) are public too. None of it is part of the public API (the listing
//! in `api/archeon.txt` is made without the feature): it changes with the rules, without notice.
//! A host never needs it: everything a seat may know comes through [`crate::Match`].

use crate::session::{Campaign, CampaignFamily, Match, Registered};

/// A look inside a match: its family's state, which holds everything hidden (hands, the deck
/// order, the RNG of future draws). For tools that verify or search, never for a player.
pub trait Inspect {
    /// The state of the match's table, when the table is of family `F`.
    fn state<F: Registered>(&self) -> Option<&F::State>;
}

impl Inspect for Match {
    fn state<F: Registered>(&self) -> Option<&F::State> {
        self.family_state::<F>()
    }
}

/// A look inside a campaign: its family's campaign state (the whole tournament, its RNG
/// included). For tools that verify, never for a player.
pub trait InspectCampaign {
    /// The campaign state, when the campaign is of family `F`.
    fn state<F: CampaignFamily>(&self) -> Option<&F::Campaign>;
}

impl InspectCampaign for Campaign {
    fn state<F: CampaignFamily>(&self) -> Option<&F::Campaign> {
        self.family_state::<F>()
    }
}
