//! The registry of table families: the one place outside a family's folder that names it.
//!
//! Adding a family is one line in [`families_list`] (and its `pub mod` in `lib.rs`): the macros
//! below generate from that list the match state ([`AnyTable`]), the event and observation
//! enums, the pack loaders and the dispatch of every [`crate::Match`] method, all by static
//! dispatch (a `match` on the family, which a match of one family always takes the same way).

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use serde::{Serialize, Serializer};

use crate::content::{Compiled, ContentError, Loader, Pack, Sections};
use crate::model::SeatMask;
use crate::table::Family;

/// The families, one line each: `Variant => path::to::FamilyType`. This is the registry.
macro_rules! families_list {
    ($callback:ident ! ( $($args:tt)* )) => {
        $callback! { ( $($args)* )
            Sabacc => crate::sabacc::Sabacc,
            Fronts => crate::arcana::Fronts,
            Corellian => crate::corellian::Corellian,
            Pazaak => crate::pazaak::Pazaak,
            Outside => crate::session::Outside,
        }
    };
}

/// Runs `$body` for the family of a match's table, with `$F` the family type, `$rules` its rules
/// (`&Arc<F::Rules>`), `$state` its state and, in the four-name form, `$events` its event log
/// (`Vec<(SeatMask, F::Event)>`).
macro_rules! dispatch {
    ($table:expr, |$F:ident, $rules:ident, $state:ident| $body:expr) => {
        families_list!(dispatch_arms!($table, $F, $rules, $state, _, $body))
    };
    ($table:expr, |$F:ident, $rules:ident, $state:ident, $events:ident| $body:expr) => {
        families_list!(dispatch_arms!($table, $F, $rules, $state, $events, $body))
    };
}

macro_rules! dispatch_arms {
    (($table:expr, $F:ident, $rules:ident, $state:ident, $events:tt, $body:expr) $($variant:ident => $family:path,)+) => {
        match $table {
            $(AnyTable::$variant($rules, $state, $events) => {
                #[allow(dead_code)]
                type $F = $family;
                $body
            })+
        }
    };
}

macro_rules! define_families {
    (() $($variant:ident => $family:path,)+) => {
        /// A match's table: its family's rules (shared with the pack), state and event log, each
        /// event with the seats it is for (the registry's, not for hosts). The log is typed by
        /// family, so that a family whose events are plain data clears it without visiting them.
        #[doc(hidden)]
        #[allow(clippy::large_enum_variant)] // each state is kept inline so that a match clones by copying
        // An explicit tag, read by one compare: without it the family is encoded in a niche of a
        // family's state, and every dispatch decodes it.
        #[repr(u8)]
        #[derive(Clone)]
        pub enum AnyTable {
            $(
                #[allow(missing_docs)]
                $variant(Arc<<$family as Family>::Rules>, <$family as Family>::State, EventLog<<$family as Family>::Event>),
            )+
        }

        /// What the heuristic bot keeps between decisions, one slot per family.
        #[allow(non_snake_case)]
        #[derive(Default)]
        pub struct Brains {
            $($variant: Option<<$family as Family>::Brain>,)+
        }

        impl Brains {
            /// A new match begins: each family's brain forgets the last one (but keeps what it
            /// computed from the rules).
            pub fn new_match(&mut self) {
                $(if let Some(b) = &mut self.$variant {
                    crate::table::Brain::new_match(b);
                })+
            }

            /// Forgets everything (another pack).
            pub fn clear(&mut self) {
                *self = Brains::default();
            }
        }

        /// What happened at a table, by family. Serialised as the family's event itself.
        #[derive(Clone, Debug, PartialEq, Eq)]
        #[non_exhaustive]
        pub enum EventBody {
            $(
                #[allow(missing_docs)]
                $variant(<$family as Family>::Event),
            )+
        }

        impl Serialize for EventBody {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(EventBody::$variant(e) => e.serialize(s),)+
                }
            }
        }

        /// What one seat may see, by family. Serialised as the family's observation with a
        /// `family` field naming the family first.
        // An observation is built once per request and handed over whole; boxing a variant
        // would only add an allocation.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug, PartialEq)]
        #[non_exhaustive]
        pub enum Observation {
            $(
                #[allow(missing_docs)]
                $variant(<$family as Family>::Observation),
            )+
        }

        impl Serialize for Observation {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                match self {
                    $(Observation::$variant(o) => Tagged { family: <$family as Family>::observation_family(o), inner: o }.serialize(s),)+
                }
            }
        }

        $(
            impl From<<$family as Family>::Event> for EventBody {
                #[inline(always)]
                fn from(e: <$family as Family>::Event) -> EventBody {
                    EventBody::$variant(e)
                }
            }

            impl From<<$family as Family>::Observation> for Observation {
                fn from(o: <$family as Family>::Observation) -> Observation {
                    Observation::$variant(o)
                }
            }

            impl Registered for $family {
                #[allow(unreachable_patterns)]
                fn state_of(table: &AnyTable) -> Option<&<$family as Family>::State> {
                    match table {
                        AnyTable::$variant(_, state, _) => Some(state),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn log_of(table: &AnyTable) -> Option<&[(SeatMask, <$family as Family>::Event)]> {
                    match table {
                        AnyTable::$variant(_, _, log) => Some(&log.events),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn parts_mut(table: &mut AnyTable) -> Option<(&mut Arc<<$family as Family>::Rules>, &mut <$family as Family>::State)> {
                    match table {
                        AnyTable::$variant(rules, state, _) => Some((rules, state)),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn event_of(body: &EventBody) -> Option<&<$family as Family>::Event> {
                    match body {
                        EventBody::$variant(e) => Some(e),
                        _ => None,
                    }
                }

                #[allow(unreachable_patterns)]
                fn observation_of(obs: &Observation) -> Option<&<$family as Family>::Observation> {
                    match obs {
                        Observation::$variant(o) => Some(o),
                        _ => None,
                    }
                }

                fn table(
                    rules: Arc<<$family as Family>::Rules>,
                    state: <$family as Family>::State,
                    events: Vec<(SeatMask, <$family as Family>::Event)>,
                ) -> AnyTable {
                    AnyTable::$variant(rules, state, EventLog { events, spare: Vec::new() })
                }

                fn brain(brains: &mut Brains) -> &mut <$family as Family>::Brain {
                    brains.$variant.get_or_insert_with(Default::default)
                }
            }
        )+

        /// Every shipped family's pack loader (those registered at run time are added by
        /// [`loaders`]).
        const SHIPPED: &[Loader] = &[$(loader::<$family>(),)+];

        /// What the pack holds, in a line (for `check`), as a message.
        pub fn summary_msg(pack: &Pack) -> crate::model::Msg {
            $(
                if let Some(rules) = pack.rules::<<$family as Family>::Rules>() {
                    return <$family as Family>::summary(rules);
                }
            )+
            crate::model::Msg::literal("")
        }

        /// The pack's hard bound on the actions of one match of `seats` seats (0 for a seat count
        /// it does not seat).
        pub fn action_bound(pack: &Pack, seats: u8) -> u64 {
            let (lo, hi) = pack.seat_range();
            if seats < lo || seats > hi {
                return 0;
            }
            $(
                if let Some(rules) = pack.rules::<<$family as Family>::Rules>() {
                    return <$family as Family>::action_bound(rules, seats);
                }
            )+
            0
        }

        /// The pack's compact action space at a table of `seats` seats: every action id that can
        /// ever be legal there, ascending and unique, each below the pack's action space (empty
        /// for a seat count it does not seat). A policy's output `i` is the id `ids[i]`.
        pub fn action_ids(pack: &Pack, seats: u8) -> alloc::vec::Vec<crate::model::ActionId> {
            let mut ids = alloc::vec::Vec::new();
            let (lo, hi) = pack.seat_range();
            if seats < lo || seats > hi {
                return ids;
            }
            $(
                if let Some(rules) = pack.rules::<<$family as Family>::Rules>() {
                    <$family as Family>::action_ids(rules, seats, &mut ids);
                    return ids;
                }
            )+
            ids
        }

        /// The kinds of decision the pack's family declares, and those of its campaign (none but
        /// the campaign's own when the family has no campaign): what a host may meet in
        /// [`crate::Pending::kind`] and [`crate::session::Campaign::pending`].
        pub fn decision_kinds(pack: &Pack) -> (&'static [crate::table::DecisionKind], &'static [crate::table::DecisionKind]) {
            $(
                if let Some(rules) = pack.rules::<<$family as Family>::Rules>() {
                    return (
                        <$family as Family>::decisions_of(rules),
                        <<$family as Family>::Campaign as crate::table::Campaign<$family>>::DECISIONS,
                    );
                }
            )+
            (&[], &[])
        }

        /// What the pack's family calls the unit of [`crate::table::MatchResult::rounds`] (`rounds`, `turns`).
        pub fn rounds_word(pack: &Pack) -> &'static str {
            $(
                if let Some(rules) = pack.rules::<<$family as Family>::Rules>() {
                    return <$family as Family>::rounds_of(rules);
                }
            )+
            "rounds"
        }

        /// How the pack's table is played and won, for a newcomer, as messages.
        pub fn help_msgs(pack: &Pack) -> alloc::vec::Vec<crate::model::Msg> {
            $(
                if let Some(rules) = pack.rules::<<$family as Family>::Rules>() {
                    return <$family as Family>::help_lines(rules);
                }
            )+
            alloc::vec::Vec::new()
        }

        /// Opens a table of `pack`'s family: the family's typed setup is read from `setup`.
        pub(crate) fn open(
            pack: &Pack,
            seats: u8,
            seed: u64,
            setup: &serde_json::Value,
        ) -> Result<AnyTable, crate::table::SetupError> {
            $(
                if pack.rules::<<$family as Family>::Rules>().is_some() {
                    return open_family::<$family>(pack, seats, seed, setup);
                }
            )+
            Err(crate::table::SetupError::invalid("", alloc::format!("no family `{}` is registered", pack.family)))
        }
    };
}

/// A table's events, typed by family, each with the seats it is for; it reads as the list of
/// them. [`crate::Match::reset`] deals into the spare buffer and swaps it in once the deal
/// succeeds, so that a failed deal leaves the log as it was and a warm reset allocates nothing.
#[doc(hidden)]
#[derive(Clone, Debug)]
pub struct EventLog<E> {
    pub(super) events: Vec<(SeatMask, E)>,
    pub(super) spare: Vec<(SeatMask, E)>,
}

impl<E> core::ops::Deref for EventLog<E> {
    type Target = Vec<(SeatMask, E)>;
    fn deref(&self) -> &Vec<(SeatMask, E)> {
        &self.events
    }
}

impl<E> crate::model::EventSink<E> for EventLog<E> {
    #[inline(always)]
    fn push(&mut self, to: SeatMask, event: E) {
        self.events.push((to, event));
    }
}

/// A family's observation with its `family` name first.
#[derive(Serialize)]
struct Tagged<'a, T: Serialize> {
    family: &'static str,
    #[serde(flatten)]
    inner: &'a T,
}

/// What the registry knows of each family, for the generic accessors of [`crate::Match`]:
/// where its state, events and observations sit in the enums above.
pub trait Registered: Family<Event: Into<EventBody>, Observation: Into<Observation>> {
    /// The state of a table of this family.
    #[doc(hidden)]
    fn state_of(table: &AnyTable) -> Option<&Self::State>;
    /// The event log of a table of this family.
    #[doc(hidden)]
    fn log_of(table: &AnyTable) -> Option<&[(SeatMask, Self::Event)]>;
    /// The rules and state of a table of this family, to write into.
    #[doc(hidden)]
    fn parts_mut(table: &mut AnyTable) -> Option<(&mut Arc<Self::Rules>, &mut Self::State)>;
    /// An event of this family.
    fn event_of(body: &EventBody) -> Option<&Self::Event>;
    /// An observation of this family.
    fn observation_of(obs: &Observation) -> Option<&Self::Observation>;
    /// A table of this family, with its event log.
    #[doc(hidden)]
    fn table(rules: Arc<Self::Rules>, state: Self::State, events: Vec<(SeatMask, Self::Event)>) -> AnyTable;
    /// This family's slot of `brains`.
    #[doc(hidden)]
    fn brain(brains: &mut Brains) -> &mut Self::Brain;
}

/// The loader of family `F`, for [`Pack::compile`].
const fn loader<F: Family>() -> Loader {
    loader_compiling::<F>(compile_family::<F>)
}

/// The loader of family `F` whose rules `compile` makes (a shipped family's own, or a run-time
/// family's kept behind its functions).
pub(crate) const fn loader_compiling<F: Family>(compile: fn(&Sections<'_, '_>) -> Result<Compiled, ContentError>) -> Loader {
    Loader {
        family: F::NAME,
        sections: F::SECTIONS,
        table: F::TABLE,
        compile,
        kinds: F::KINDS,
        words: crate::content::FamilyWords { catalogues: F::CATALOGUES, messages: F::MESSAGES },
    }
}

fn compile_family<F: Family>(sections: &Sections<'_, '_>) -> Result<Compiled, ContentError> {
    let rules = F::compile(sections)?;
    let seats = F::seat_range(&rules);
    let action_space = F::action_space(&rules);
    Ok(Compiled { rules: Arc::new(rules), seats, action_space })
}

fn open_family<F: Family + Registered>(
    pack: &Pack,
    seats: u8,
    seed: u64,
    setup: &serde_json::Value,
) -> Result<AnyTable, crate::table::SetupError> {
    let rules = pack
        .rules_arc::<F::Rules>()
        .ok_or_else(|| crate::table::SetupError::invalid("", String::from("the pack's rules are not of its family")))?;
    let typed: F::Setup = super::setup::parse(setup)?;
    let mut events = Vec::new();
    let state = F::open(&rules, seats, seed, &typed, &mut events)?;
    Ok(F::table(rules, state, events))
}

families_list!(define_families!());

/// Every family a pack may name: the shipped ones, then those registered at run time.
pub(crate) fn loaders() -> alloc::vec::Vec<Loader> {
    // The registry's stand-in for the run-time families is no family a pack names.
    let shipped = SHIPPED.iter().filter(|l| l.family != <super::outside::Outside as Family>::NAME).copied();
    #[cfg(feature = "std")]
    let loaders = shipped.chain(registered::loaders()).collect();
    #[cfg(not(feature = "std"))]
    let loaders = shipped.collect();
    loaders
}

impl Pack {
    /// Loads a pack from `(file name, text)` pairs: its `[table]` names its family, whose
    /// loader reads the rest.
    pub fn from_sources(files: &[(&str, &str)]) -> Result<Pack, ContentError> {
        let pack = Pack::compile(files, &loaders())?;
        #[cfg(feature = "std")]
        crate::messages::check_pack(&pack)?;
        Ok(pack)
    }

    /// Loads a pack like [`Pack::from_sources`], or gives every problem found (`archeon check`
    /// prints them all): each broken entry of a list, in file and line order.
    pub fn check_sources(files: &[(&str, &str)]) -> Result<Pack, alloc::vec::Vec<ContentError>> {
        let pack = Pack::compile_all(files, &loaders())?;
        #[cfg(feature = "std")]
        crate::messages::check_pack(&pack).map_err(|e| alloc::vec![e])?;
        Ok(pack)
    }

    /// Loads every `*.toml` file (and `<tag>.ftl` catalogue) of a folder as one pack (regular files only, each read through a
    /// bounded reader).
    #[cfg(feature = "std")]
    pub fn load_dir(dir: &std::path::Path) -> Result<Pack, ContentError> {
        let files = crate::content::read_dir_sources(dir)?;
        let refs: alloc::vec::Vec<(&str, &str)> = files.iter().map(|(n, t)| (n.as_str(), t.as_str())).collect();
        Pack::from_sources(&refs)
    }
}

/// The names of the families a pack may name: the shipped ones, then those registered.
pub fn family_names() -> impl Iterator<Item = &'static str> {
    loaders().into_iter().map(|l| l.family)
}

/// The kinds of table the families' packs make (`pots`, `bank`, `fronts`...), by name: what
/// [`json_schema`] takes.
pub fn schema_kinds() -> impl Iterator<Item = &'static str> {
    loaders().into_iter().flat_map(|l| l.kinds.iter().map(|(name, _)| *name))
}

/// The kinds of table of the registered families, each with the words it runs (its
/// vocabulary): what the modder's guide documents.
pub fn vocabularies() -> impl Iterator<Item = (&'static str, &'static crate::content::vocab::Vocabulary)> {
    loaders().into_iter().flat_map(|l| l.kinds.iter().copied())
}

/// The JSON Schema of a pack file of the kind of table named `kind` (one of [`schema_kinds`]),
/// for editors: see [`crate::content::schema`].
pub fn json_schema(kind: &str) -> Option<serde_json::Value> {
    let loaders = loaders();
    let known: alloc::vec::Vec<_> = loaders.iter().flat_map(|l| l.kinds.iter().map(|(_, v)| *v)).collect();
    loaders.iter().find_map(|l| {
        let &(name, vocab) = l.kinds.iter().find(|(n, _)| *n == kind)?;
        Some(crate::content::schema::json_schema(l, name, vocab, &known))
    })
}

/// Why a family could not be registered. Nothing changed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum RegisterError {
    /// Another family already has the name (a pack's `[table] family` must name one family).
    #[error("a family named `{0}` is already registered")]
    NameTaken(&'static str),
    /// A kind of table of the family has the name of another family's kind (`archeon schema
    /// --kind` must name one).
    #[error("a kind of table named `{0}` is already registered")]
    KindTaken(&'static str),
    /// The family declares two kinds of decision with one id.
    #[error("family `{family}` declares two kinds of decision numbered {id}")]
    DecisionIds {
        /// The family's name.
        family: &'static str,
        /// The id declared twice.
        id: u32,
    },
}

/// Registers family `F` for the rest of the process: a pack whose `[table] family` names it
/// loads ([`Pack::from_sources`], [`Pack::load_dir`], the C ABI's content functions, the CLI's
/// commands when the host's binary runs [`crate::cli`]) and plays through [`crate::Match`],
/// the bots and `sim` like a shipped family's. Registering the same family again does nothing;
/// a family whose name, or one of whose kinds of table, another family has is refused.
#[cfg(feature = "std")]
pub fn register<F: Family>() -> Result<(), RegisterError> {
    registered::register::<F>()
}

/// The families registered at run time (a process-wide list, behind a lock).
#[cfg(feature = "std")]
mod registered {
    use super::{Family, Loader, RegisterError};
    use core::any::TypeId;
    use std::sync::RwLock;
    use std::vec::Vec;

    static REGISTERED: RwLock<Vec<(TypeId, Loader)>> = RwLock::new(Vec::new());

    /// The registered families' loaders, in the order they were registered.
    pub(super) fn loaders() -> Vec<Loader> {
        // A writer that panicked left the list as it was (one push): it is still whole.
        let list = REGISTERED.read().unwrap_or_else(std::sync::PoisonError::into_inner);
        list.iter().map(|(_, l)| *l).collect()
    }

    pub(super) fn register<F: Family>() -> Result<(), RegisterError> {
        let id = TypeId::of::<F>();
        if REGISTERED.read().unwrap_or_else(std::sync::PoisonError::into_inner).iter().any(|(t, _)| *t == id) {
            return Ok(());
        }
        let mut ids: Vec<u32> = F::DECISIONS.iter().map(|k| k.id()).collect();
        ids.sort_unstable();
        if let Some(w) = ids.windows(2).find(|w| w[0] == w[1]) {
            return Err(RegisterError::DecisionIds { family: F::NAME, id: w[0] });
        }
        let mut list = REGISTERED.write().unwrap_or_else(std::sync::PoisonError::into_inner);
        if list.iter().any(|(t, _)| *t == id) {
            return Ok(());
        }
        let known = loaders_now(&list);
        if known.iter().any(|l| l.family == F::NAME) {
            return Err(RegisterError::NameTaken(F::NAME));
        }
        if let Some(&(kind, _)) = F::KINDS.iter().find(|(k, _)| known.iter().any(|l| l.kinds.iter().any(|(n, _)| n == k))) {
            return Err(RegisterError::KindTaken(kind));
        }
        list.push((id, crate::session::outside::loader::<F>()));
        Ok(())
    }

    /// Every loader, while the list is held for writing.
    fn loaders_now(list: &[(TypeId, Loader)]) -> Vec<Loader> {
        let shipped = super::SHIPPED.iter().copied();
        shipped.chain(list.iter().map(|(_, l)| *l)).collect()
    }
}
