//! The effect vocabulary that content is written in: hooks, selectors, conditions, durations and operations.
//!
//! Each enum lists its TOML names in one table (`NAMES`), which the loader reads and which
//! `content/README.md` documents; each hook, op, condition and duration also has its row of
//! properties there ([`HookInfo`], [`WordInfo`]: which kinds of table run it, whether it is a
//! trigger or a number, table-wide, per front, per card, read at the reveal). The effect engine
//! (`crate::effects`) gives them meaning.

use super::error::ContentError;
use super::reader::Item;

macro_rules! named_enum {
    // A word list whose every word has a row of properties: `Word = "name" => ROW,`. The rows
    // are one exhaustive `match`: a new word does not compile without its row.
    ($(#[$meta:meta])* $name:ident: $info:ty { $($(#[doc = $doc:literal])* $variant:ident = $text:literal => $row:expr),+ $(,)? }) => {
        named_enum! { $(#[$meta])* $name { $($(#[doc = $doc])* $variant = $text),+ } }

        impl $name {
            /// The word's properties (its row of the vocabulary's table).
            pub const fn info(self) -> $info {
                match self { $($name::$variant => $row),+ }
            }

            /// Reads the word; a misspelt one gets a suggestion only among the words that the
            /// kind of table `table` (a bit of [`tables`]) runs.
            pub(crate) fn read_at(item: &Item<'_, '_>, what: &str, table: u8) -> Result<$name, ContentError> {
                let text = item.str()?;
                match Self::NAMES.iter().find(|(n, _)| *n == text) {
                    Some((_, v)) => Ok(*v),
                    None => Err(item.unknown(
                        what,
                        text,
                        Self::NAMES.iter().filter(|(_, v)| v.info().tables & table != 0).map(|(n, _)| *n),
                    )),
                }
            }
        }
    };
    ($(#[$meta:meta])* $name:ident { $($(#[doc = $doc:literal])* $variant:ident = $text:literal),+ $(,)? }) => {
        $(#[$meta])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum $name { $($(#[doc = $doc])* $variant),+ }

        impl $name {
            /// Every value with its TOML name, in declaration order.
            pub const NAMES: &'static [(&'static str, $name)] = &[$(($text, $name::$variant)),+];

            /// Every TOML name with its doc line, in the order of [`Self::NAMES`] (what the
            /// schema gives editors).
            pub const WORDS: &'static [(&'static str, &'static str)] = &[$(($text, concat!($($doc, "\n"),*))),+];

            /// The TOML name.
            pub fn name(self) -> &'static str {
                match self { $($name::$variant => $text),+ }
            }

            #[allow(dead_code)] // Zone and Party are read as one `party.zone` string instead.
            pub(crate) fn read(item: &Item<'_, '_>, what: &str) -> Result<$name, ContentError> {
                let text = item.str()?;
                Self::NAMES
                    .iter()
                    .find(|(n, _)| *n == text)
                    .map(|(_, v)| *v)
                    .ok_or_else(|| item.unknown(what, text, Self::NAMES.iter().map(|(n, _)| *n)))
            }
        }
    };
}

named_enum! {
    /// A named point in a table's flow where rules are consulted.
    Hook: HookInfo {
        /// At once, when the token is played.
        Now = "now" => HookInfo { tables: EVERY.tables, ..HookInfo::TRIGGER },
        /// At the end of every circuit while the rule lives (a trigger).
        CircuitEnd = "circuit_end" => HookInfo { tables: SABACC.tables, ..HookInfo::TRIGGER },
        /// The chips a draw costs the subject (number; base: the table's `draw_price`).
        DrawPrice = "draw_price" => HookInfo { tables: SABACC.tables, ..HookInfo::NUMBER },
        /// Whether the subject may draw (number, 1 = yes, 0 = no; base 1).
        MayDraw = "may_draw" => HookInfo { tables: SABACC.tables, ..HookInfo::NUMBER },
        /// Whether the subject's main action must be Stand (number, 1 = it must; base 0): no
        /// draw, spike, exit, challenge or toss, while free actions (tokens, entourage, claims,
        /// stakes) stay open.
        MustStand = "must_stand" => HookInfo { tables: SABACC.tables, ..HookInfo::NUMBER },
        /// The value the subject's Impostors take at the reveal (number; base 0 = rolled by dice).
        ImpostorValue = "impostor_value" => HookInfo { tables: SABACC.tables, at_reveal: true, ..HookInfo::NUMBER },
        /// The value the subject's Sylop takes beside another card (number; base -1 = copies it).
        SylopValue = "sylop_value" => HookInfo { tables: SABACC.tables, at_reveal: true, ..HookInfo::NUMBER },
        /// The value whose pair ranks in the ladder's `prime` tiers (table number; base 0 = none).
        PrimeValue = "prime_value" => HookInfo { tables: SABACC.tables, table_wide: true, at_reveal: true, ..HookInfo::NUMBER },
        /// Whether the hand order is inverted, worst hand winning (table number; base 0, odd = inverted).
        RankInvert = "rank_invert" => HookInfo { tables: SABACC.tables, table_wide: true, at_reveal: true, ..HookInfo::NUMBER },
        /// Whether other players' tokens pass the subject by (number; base 0, 1 = immune).
        Immunity = "immune" => HookInfo { tables: SABACC.tables, ..HookInfo::NUMBER },
        /// At the start of a round, after the ante and the deal (a trigger).
        RoundStart = "round_start" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::TRIGGER },
        /// At the first step of the reveal (a trigger).
        BeforeReveal = "before_reveal" => HookInfo { tables: BANK_ONLY.tables, at_reveal: true, ..HookInfo::TRIGGER },
        /// At settlement, after the bank is paid out (a trigger).
        AfterPayout = "after_payout" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::TRIGGER },
        /// When the owner leaves the round by Exit (a trigger).
        OnExit = "on_exit" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::TRIGGER },
        /// The chips a Stand costs the subject, paid to the bank (number; base 0).
        StandPrice = "stand_price" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::NUMBER },
        /// Whether the subject may play shift tokens (number; base 1).
        MayPlayTokens = "may_play_tokens" => HookInfo { tables: SABACC.tables, ..HookInfo::NUMBER },
        /// Whether the subject may play the entourage card asked about (number; base 1).
        MayPlayEntourage = "may_play_entourage" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::NUMBER },
        /// A card's value at the reveal, after Impostors and Sylops (number, per card).
        CardValue = "card_value" => HookInfo { tables: BANK_AND_FRONTS.tables, per_card: true, at_reveal: true, ..HookInfo::NUMBER },
        /// A card's sign at the reveal (per card; only `copy_other`).
        CardSign = "card_sign" => HookInfo { tables: BANK_ONLY.tables, per_card: true, at_reveal: true, ..HookInfo::NUMBER },
        /// A card's era at the reveal (per card; only `copy_other`).
        CardEra = "card_era" => HookInfo { tables: BANK_ONLY.tables, per_card: true, at_reveal: true, ..HookInfo::NUMBER },
        /// Tiers the subject's hand rises at the reveal (number; base 0).
        TierRaise = "tier_raise" => HookInfo { tables: BANK_ONLY.tables, at_reveal: true, ..HookInfo::NUMBER },
        /// A loser's penalty (number; base: the tier's penalty times the multiplier).
        Penalty = "penalty" => HookInfo { tables: SABACC.tables, ..HookInfo::NUMBER },
        /// Chips a penalty must leave the subject (number; base 0).
        PenaltyFloor = "penalty_floor" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::NUMBER },
        /// What the subject's unchallenged claim pays (number; base: the table's claim reward).
        ClaimReward = "claim_reward" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::NUMBER },
        /// Whether the subject's claims cannot be challenged (number; base 0).
        ClaimProtected = "claim_protected" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::NUMBER },
        /// Whether the subject's played entourage cards go to the left neighbour (number; base 0).
        EntourageToLeft = "entourage_to_left" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::NUMBER },
        /// The value a pair ranks by within its tier (table number; base: the pair's value).
        PairRank = "pair_rank" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, at_reveal: true, ..HookInfo::NUMBER },
        /// Circuits this round (table number; base: the table's `circuits`).
        Circuits = "circuits" => HookInfo { tables: SABACC.tables, table_wide: true, ..HookInfo::NUMBER },
        /// The ante this round (table number; base: the ante ladder's step).
        Ante = "ante" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Tokens a player may play in one turn (table number; base: the table's `tokens_per_turn`).
        TokensPerTurn = "tokens_per_turn" => HookInfo { tables: SABACC.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Whether the multiplier is fixed (table number; base 0).
        MultiplierLocked = "multiplier_locked" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// The bank is multiplied by this at payout, the extra from the house (table number; base 1).
        BankMultiplier = "bank_multiplier" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Chips of the bank that leave the game before payout (table number; base 0).
        WinnerCommission = "winner_commission" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Chips from the house each winner gets per loser (table number; base 0).
        BonusPerLoser = "bonus_per_loser" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Whether the bank is shared among winners and players who exited (table number; base 0).
        ShareWithNonLosers = "share_with_non_losers" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Whether draw fees go to the bank rather than leave the game (table number; base 0).
        DrawFeesToBank = "draw_fees_to_bank" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Whether opponents' draws, stands and stacks are hidden until the reveal (table number; base 0).
        HideActions = "hide_actions" => HookInfo { tables: BANK_ONLY.tables, table_wide: true, ..HookInfo::NUMBER },
        /// Whether the subject's draw takes one card of each family for one price (number; base 0).
        DrawBoth = "draw_both" => HookInfo { tables: BANK_ONLY.tables, ..HookInfo::NUMBER },
        /// Whether the subject may play the card asked about onto the front asked about (number, per
        /// front; base 1). Front tables.
        MayPlayOnFront = "may_play_on_front" => HookInfo { tables: FRONTS_ONLY.tables, per_front: true, ..HookInfo::NUMBER },
        /// Points a viewer other than the rule's owner sees added to the owner's sum on a front,
        /// in that viewer's observation only (number, per front; base 0). Front tables.
        FrontShownBonus = "front_shown_bonus" => HookInfo { tables: FRONTS_ONLY.tables, per_front: true, ..HookInfo::NUMBER },
        /// Whether each player's cards on a front are hidden from the other (number, per front; base 0).
        FrontVeiled = "front_veiled" => HookInfo { tables: FRONTS_ONLY.tables, per_front: true, ..HookInfo::NUMBER },
        /// Whether the smaller sum takes a front (number, per front; base 0).
        FrontInverted = "front_inverted" => HookInfo { tables: FRONTS_ONLY.tables, per_front: true, ..HookInfo::NUMBER },
        /// Whether an exact tie on a front goes to the rule's owner instead of burning (number, per front; base 0).
        /// At a pazaak table: whether a set whose totals are equal goes to the subject, when the
        /// other player's number is 0 (both nonzero: the set is drawn).
        TieWins = "tie_wins" => HookInfo { tables: FRONTS_AND_PAZAAK.tables, per_front: true, ..HookInfo::NUMBER },
        /// Whether a front and the next one share one score (number, per front; base 0).
        FrontLink = "front_link" => HookInfo { tables: FRONTS_ONLY.tables, per_front: true, ..HookInfo::NUMBER },
    }
}

/// A hook's row of the vocabulary's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HookInfo {
    /// The kinds of table that consult it (bits of [`tables`]).
    pub tables: u8,
    /// Its rules are actions run when it fires (`now`, `circuit_end`...), not modifiers of a
    /// number the table asks for.
    pub trigger: bool,
    /// It is one number for the whole table rather than one per seat (`who = "table"`).
    pub table_wide: bool,
    /// It asks about one front of a front table (its rules may name a `front`).
    pub per_front: bool,
    /// It asks about one card (its rules may name a `card`).
    pub per_card: bool,
    /// It is consulted at the reveal (what `cancel_effect` may remove).
    pub at_reveal: bool,
}

impl HookInfo {
    /// A number a table asks for.
    pub const NUMBER: HookInfo =
        HookInfo { tables: 0, trigger: false, table_wide: false, per_front: false, per_card: false, at_reveal: false };
    /// A point where installed actions run.
    pub const TRIGGER: HookInfo = HookInfo { trigger: true, ..HookInfo::NUMBER };
}

// Installed rules keep the hooks they act at as bits of a 64-bit mask (`crate::effects`).
const _: () = assert!(Hook::NAMES.len() <= 64, "the hook set must fit its bit mask");

impl Hook {
    /// Whether rules at this hook are actions run when the hook fires.
    pub const fn is_trigger(self) -> bool {
        self.info().trigger
    }

    /// Whether the hook asks about one front of a front table.
    pub const fn is_per_front(self) -> bool {
        self.info().per_front
    }

    /// Whether the hook is one number for the whole table rather than one per seat.
    pub const fn is_table_wide(self) -> bool {
        self.info().table_wide
    }

    /// The kinds of table that consult the hook (bits of [`tables`]).
    pub const fn runs_on(self) -> u8 {
        self.info().tables
    }

    /// Whether the hook asks about one card.
    pub const fn is_per_card(self) -> bool {
        self.info().per_card
    }

    /// Whether the hook is consulted at the reveal.
    pub const fn acts_at_reveal(self) -> bool {
        self.info().at_reveal
    }
}

/// An op's, a condition's or a duration's row of the vocabulary's table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WordInfo {
    /// The kinds of table that run it (bits of [`tables`]).
    pub tables: u8,
}

/// Run by every kind of table.
const EVERY: WordInfo = WordInfo { tables: tables::POTS | tables::BANK | tables::FRONTS | tables::PAZAAK };
/// Run by both kinds of sabacc table.
const SABACC: WordInfo = WordInfo { tables: tables::POTS | tables::BANK };
/// Run by a bank table and a table of fronts.
const BANK_AND_FRONTS: WordInfo = WordInfo { tables: tables::BANK | tables::FRONTS };
/// Run by a bank table only.
const BANK_ONLY: WordInfo = WordInfo { tables: tables::BANK };
/// Run by a table of fronts only.
const FRONTS_ONLY: WordInfo = WordInfo { tables: tables::FRONTS };
/// Run by both kinds of sabacc table and a pazaak table (words of rounds: a set is a round).
const SABACC_AND_PAZAAK: WordInfo = WordInfo { tables: tables::POTS | tables::BANK | tables::PAZAAK };
/// Run by a table of fronts and a pazaak table.
const FRONTS_AND_PAZAAK: WordInfo = WordInfo { tables: tables::FRONTS | tables::PAZAAK };
/// Run by a pazaak table only.
const PAZAAK_ONLY: WordInfo = WordInfo { tables: tables::PAZAAK };

named_enum! {
    /// Whom a rule applies to, seen from the player who played it (its owner).
    Who {
        /// The owner.
        Owner = "self",
        /// The player the owner chose when playing (the token's `target`).
        Target = "target",
        /// The second player the owner chose (a `choose = ["opponent"]` pick).
        Target2 = "target2",
        /// Every player still in the round.
        Each = "each",
        /// Every player still in the round but the owner.
        EachOther = "each_other",
        /// The player whose turn comes next after the owner's.
        Next = "next",
        /// The table as a whole (for table-wide hooks).
        Table = "table",
    }
}

named_enum! {
    /// A condition a rule checks on its subject before it applies.
    Cond: WordInfo {
        /// Always applies.
        Always = "always" => EVERY,
        /// The subject's action in this circuit was Stand.
        StoodThisCircuit = "stood_this_circuit" => SABACC,
        /// The subject drew a card in this circuit (so far, or at `circuit_end` in the whole circuit).
        DrewThisCircuit = "drew_this_circuit" => SABACC,
        /// The draw being priced is from a face-down deck.
        FromDeck = "from_deck" => SABACC,
        /// The draw being priced is from a face-up discard pile.
        FromDiscard = "from_discard" => SABACC,
        /// The subject has drawn fewer than `n` times this round.
        DrawsFewerThan = "draws_fewer_than" => BANK_ONLY,
        /// The subject has drawn `n` times or more this round.
        DrawsAtLeast = "draws_at_least" => BANK_ONLY,
        /// The number being asked equals `n`.
        NumberIs = "number_is" => SABACC,
        /// The number being asked is `n` or less.
        NumberAtMost = "number_at_most" => SABACC,
        /// The subject's two cards share a sign.
        SameSign = "same_sign" => BANK_ONLY,
        /// The card being asked about is of the light side.
        CardLight = "card_light" => BANK_ONLY,
        /// The card being asked about is of the dark side.
        CardDark = "card_dark" => BANK_ONLY,
        /// The rule's owner won this round (at settlement).
        OwnerWon = "owner_won" => BANK_ONLY,
        /// The subject holds more chips than the owner.
        RicherThanOwner = "richer_than_owner" => SABACC,
        /// The card asked about is a hidden card with a printed value (front tables).
        CardHidden = "card_hidden" => FRONTS_ONLY,
        /// The value of the card asked about is odd (front tables).
        ValueOdd = "value_odd" => FRONTS_ONLY,
        /// The value of the card asked about is above `n` (front tables).
        ValueAbove = "value_above" => FRONTS_ONLY,
        /// The front asked about is inverted (front tables).
        WhileInverted = "while_inverted" => FRONTS_ONLY,
    }
}

named_enum! {
    /// How long an installed rule lives.
    Until: WordInfo {
        /// Until the end of the current turn.
        TurnEnd = "turn_end" => SABACC,
        /// Until the end of the current circuit.
        CircuitEnd = "circuit_end" => SABACC,
        /// Until the end of the round (a set at a pazaak table; the default but at front tables).
        RoundEnd = "round_end" => SABACC_AND_PAZAAK,
        /// Until the end of the subject's next turn (with `who = "next"` or `"target"`).
        SubjectTurnEnd = "subject_turn_end" => SABACC,
        /// Through this round; fired (if a `round_start` trigger) and removed at the next round's start.
        NextRound = "next_round" => BANK_ONLY,
        /// Until the owner's next turn starts.
        OwnerTurnStart = "owner_turn_start" => BANK_ONLY,
        /// Until the owner's next draw is paid.
        OwnerDraw = "owner_draw" => SABACC,
        /// For `n` turns, counting the turns of every player (front tables).
        Turns = "turns" => FRONTS_ONLY,
        /// Until the match ends (front and pazaak tables; the default at front tables).
        MatchEnd = "match_end" => FRONTS_AND_PAZAAK,
    }
}

named_enum! {
    /// The operation names of `op = "..."`.
    OpName: WordInfo {
        /// Replace the number with `value`.
        Set = "set" => EVERY,
        /// Add `value` to the number.
        Add = "add" => EVERY,
        /// Multiply the number by `value`.
        Mul = "mul" => EVERY,
        /// Flip the number between 0 and 1.
        Toggle = "toggle" => EVERY,
        /// Move up to `amount` chips `from` one place `to` another (never more than the source holds).
        Move = "move" => SABACC,
        /// The subject discards their hand face up and gets one new card of each family from the decks.
        RedealHand = "redeal_hand" => SABACC,
        /// The owner and the subject swap hands.
        SwapHands = "swap_hands" => SABACC,
        /// The owner rolls two dice and chooses one; later effects of the same token use it as `"choice"`.
        RollChoose = "roll_choose" => SABACC,
        /// Cap the number at `value`.
        Min = "min" => EVERY,
        /// Raise the number to at least `value`.
        Max = "max" => EVERY,
        /// Take the other card's value, sign or era (for `card_value`, only within `n` of it).
        CopyOther = "copy_other" => BANK_ONLY,
        /// The reveal comes right after this turn.
        EndRoundAfterTurn = "end_round_after_turn" => BANK_ONLY,
        /// Multiply the round multiplier by `value`, up to its ceiling, unless it is locked.
        MultiplyMultiplier = "multiply_multiplier" => BANK_ONLY,
        /// Replace the current planet with the next one of the planet deck.
        NextPlanet = "next_planet" => BANK_ONLY,
        /// The owner privately sees the next `value` planets.
        PeekPlanets = "peek_planets" => BANK_ONLY,
        /// The owner chooses which of the next two planets comes next.
        AskNextPlanet = "ask_next_planet" => BANK_ONLY,
        /// The owner privately sees the top card of both draw decks.
        PeekDecks = "peek_decks" => BANK_ONLY,
        /// The owner privately sees the chosen card.
        ShowCard = "show_card" => BANK_ONLY,
        /// The owner privately sees the subject's hand and tokens.
        ShowHand = "show_hand" => BANK_ONLY,
        /// The owner privately learns whether the subject's claim is true.
        TestClaim = "test_claim" => BANK_ONLY,
        /// The subject must claim one of their cards now (a forced claim, never paid).
        ForceClaim = "force_claim" => BANK_ONLY,
        /// The subject draws `value` more support cards into their entourage.
        DrawSupport = "draw_support" => BANK_ONLY,
        /// The subject takes back their last discarded entourage card.
        RecallEntourage = "recall_entourage" => BANK_ONLY,
        /// The subject's last spent token comes back to their hand.
        ReturnToken = "return_token" => BANK_ONLY,
        /// Play again, as the owner's, the last token another player (`of = "others"`) or anyone played this round.
        ReplayToken = "replay_token" => BANK_ONLY,
        /// Remove the installed rule picked by the `reveal_effect` choice.
        CancelEffect = "cancel_effect" => BANK_ONLY,
        /// Every subject passes their card of family `value` to the left neighbour in the round.
        PassLeft = "pass_left" => BANK_ONLY,
        /// The subject's chosen card swaps with the top of its family's discard pile.
        SwapWithDiscard = "swap_with_discard" => BANK_ONLY,
        /// The subject's chosen card swaps with a blind card of its family's deck.
        SwapWithDeck = "swap_with_deck" => BANK_ONLY,
        /// The chosen card swaps with its discard pile's top (`value` 0) or a blind deck card (1).
        SwapCard = "swap_card" => BANK_ONLY,
        /// The chosen hidden card is turned face up for everyone (front tables).
        RevealCard = "reveal_card" => FRONTS_ONLY,
        /// The subject's strongest face-up card on the chosen front leaves the table (front tables).
        RemoveStrongest = "remove_strongest" => FRONTS_ONLY,
        /// The owner privately sees the next `value` cards of the deck (front tables).
        PeekDeck = "peek_deck" => FRONTS_ONLY,
        /// A temporary extra front opens for `value` turns; its cards are discarded when it closes (front tables).
        OpenFront = "open_front" => FRONTS_ONLY,
        /// The play applies again, as the owner's, the last spell the other player played (front tables).
        ReplayEffect = "replay_effect" => FRONTS_ONLY,
        /// `value` points are added to the subject's sum on the chosen front (negative: taken off; front tables).
        FrontAdd = "front_add" => FRONTS_ONLY,
        /// The chosen card of the owner moves to the second chosen front (front tables).
        MoveCard = "move_card" => FRONTS_ONLY,
        /// `value` points of the owner's sum move from the chosen front to the second chosen front (front tables).
        MovePoints = "move_points" => FRONTS_ONLY,
        /// The subject gains `value` Aura (front tables).
        GainAura = "gain_aura" => FRONTS_ONLY,
        /// The subject draws `value` cards (1 to 8) from the deck into their hand, as many as
        /// the deck and the hand's room allow (front tables).
        DrawCards = "draw_cards" => FRONTS_ONLY,
        /// The chosen cards (`card`) of the subject's table count `value` (pazaak tables).
        CardSet = "card_set" => PAZAAK_ONLY,
        /// What the chosen cards (`card`) of the subject's table count is multiplied by `value`
        /// (pazaak tables).
        CardMul = "card_mul" => PAZAAK_ONLY,
        /// What the chosen cards (`card`) of the subject's table count is divided by `value`,
        /// rounding toward zero; a `value` of 0 leaves them (pazaak tables).
        CardDiv = "card_div" => PAZAAK_ONLY,
        /// The chosen cards (`card`) of the subject's table that count `value` or minus `value`
        /// (any, with `value = 0`) change sign; with the table's flip-once switch, a card whose
        /// sign changed once keeps it (pazaak tables).
        CardFlip = "card_flip" => PAZAAK_ONLY,
    }
}

impl OpName {
    /// The kinds of table that run it (bits of [`tables`]).
    pub const fn runs_on(self) -> u8 {
        self.info().tables
    }
}

impl Cond {
    /// The kinds of table that run it (bits of [`tables`]).
    pub const fn runs_on(self) -> u8 {
        self.info().tables
    }
}

impl Until {
    /// The kinds of table that run it (bits of [`tables`]).
    pub const fn runs_on(self) -> u8 {
        self.info().tables
    }
}

/// The kinds of table, as bits: which parts of the vocabulary each runs.
pub mod tables {
    /// A sabacc table where each player pays into its own pot (Kessel).
    pub const POTS: u8 = 1;
    /// A sabacc table with a common bank (Archeon).
    pub const BANK: u8 = 2;
    /// A table of fronts (the fronts family's packs).
    pub const FRONTS: u8 = 4;
    /// A pazaak table: two players, each with a table of cards counting toward a target total.
    pub const PAZAAK: u8 = 8;

    /// A kind's name for messages.
    pub fn name(kind: u8) -> &'static str {
        match kind {
            POTS => "a table of pots (`economy = \"pots\"`)",
            BANK => "a bank table (`economy = \"bank\"`)",
            PAZAAK => "a pazaak table",
            _ => "a table of fronts",
        }
    }
}

named_enum! {
    /// A player's chip place, for `move`.
    Zone {
        /// Chips in front of the player.
        Stack = "stack",
        /// Chips the player put in this round.
        Pot = "pot",
        /// Chips the player paid into the bank this round (taking them back takes them out of the bank).
        Paid = "paid",
    }
}

named_enum! {
    /// Whose chip place a `move` names: `self.stack`, `subject.pot`...
    Party {
        /// The owner of the rule.
        Owner = "self",
        /// The seat the rule is applied to (see `who`).
        Subject = "subject",
    }
}

named_enum! {
    /// A chip place of nobody in particular, for `move`.
    Common {
        /// The common bank of the round.
        Bank = "bank",
        /// The house: chips that enter or leave the game.
        House = "house",
    }
}

named_enum! {
    /// Whom a token asks its player to choose when it is played.
    TargetKind {
        /// Nobody.
        None = "none",
        /// One opponent still in the round and not immune.
        Opponent = "opponent",
        /// What the replayed token asks for (with `replay_token`).
        AsReplayed = "as_replayed",
    }
}

named_enum! {
    /// Which card a per-card rule changes.
    CardSel {
        /// Each card of the subject.
        Each = "each",
        /// The subject's first-family card (Blood).
        First = "blood",
        /// The subject's second-family card (Sand).
        Second = "sand",
        /// The card picked by the play's first card choice.
        Chosen = "chosen",
        /// The card picked by the play's second card choice.
        Chosen2 = "chosen2",
        /// The side card being played (pazaak tables; the default there). At a pazaak table,
        /// `each` is every card of the subject's table but the one being played.
        Played = "played",
        /// The last card of the subject's table before the one being played (pazaak tables).
        Last = "last",
    }
}

named_enum! {
    /// A further pick a play asks its player for, named in `choose = [...]`.
    PickKind {
        /// Another opponent still in the round (read by `who = "target2"`).
        Opponent = "opponent",
        /// One of the player's own cards.
        OwnCard = "own_card",
        /// Any card of any player in the round.
        AnyCard = "any_card",
        /// A card of another player in the round.
        OpponentCard = "opponent_card",
        /// +1 or -1.
        Sign = "sign",
        /// One installed rule that acts at the reveal.
        RevealEffect = "reveal_effect",
        /// A number in a range (written `{ number = [lo, hi] }`).
        Number = "number",
        /// A front of the table (front tables; rules: `front = "chosen"`, a second one `"chosen2"`).
        Front = "front",
        /// A front next to the front picked before (front tables).
        AdjacentFront = "adjacent_front",
        /// A face-down card of the other player on the table (front tables; rules: `card = "chosen"`).
        OpponentHiddenCard = "opponent_hidden_card",
        /// One of the player's own cards on the table (front tables; rules: `card = "chosen"`).
        OwnPlayedCard = "own_played_card",
    }
}

named_enum! {
    /// Which front a per-front rule or a front op acts on.
    FrontSel {
        /// Every front.
        Any = "any",
        /// The front picked by the play's first front pick.
        Chosen = "chosen",
        /// The front picked by the play's second front pick.
        Chosen2 = "chosen2",
    }
}

/// A number in an operation: a constant, or the die chosen by `roll_choose`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A constant.
    Const(i16),
    /// The value chosen by the token's `roll_choose` or `choose` pick (a die, a number, a sign, a family).
    Choice,
    /// The value of the play's second number or sign pick.
    Choice2,
    /// Half of what the subject paid into the bank this round, rounded down.
    HalfPaid,
}

/// A chip place: a party's zone, or a common place.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ChipRef {
    /// A seat's place.
    Seat {
        /// Whose.
        party: Party,
        /// Which place.
        zone: Zone,
    },
    /// The bank or the house.
    Common(Common),
}

/// A compiled operation.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Op {
    /// Replace the number.
    Set(Value),
    /// Add to the number.
    Add(Value),
    /// Multiply the number.
    Mul(Value),
    /// Flip the number between 0 and 1.
    Toggle,
    /// Move chips.
    Move {
        /// How many at most.
        amount: Value,
        /// From where.
        from: ChipRef,
        /// To where.
        to: ChipRef,
    },
    /// Discard the subject's hand and deal a new one.
    RedealHand,
    /// Swap the owner's and the subject's hands.
    SwapHands,
    /// Roll two dice; the owner chooses one.
    RollChoose,
    /// Cap the number.
    Min(Value),
    /// Floor the number.
    Max(Value),
    /// Take the other card's trait (for values: only within `n`, 0 = any).
    CopyOther,
    /// Any action op that takes at most one number (see [`OpName`]): `value` when it has one.
    Act(OpName, Value),
}

/// One compiled rule: at `hook`, for `who`, when `cond`, do `op`; installed rules live `until`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Rule {
    /// Where in the flow it acts.
    pub hook: Hook,
    /// Whom it applies to.
    pub who: Who,
    /// What must hold for the subject.
    pub cond: Cond,
    /// How long it lives once installed (unused for `now`).
    pub until: Until,
    /// What it does.
    pub op: Op,
    /// The parameter `n` of a condition or of `copy_other` (0 when not given).
    pub n: u8,
    /// Number rules of one hook apply in priority order (0 first), then in play order.
    pub priority: u8,
    /// For per-card hooks and card ops: which card.
    pub card: CardSel,
    /// For `replay_token`: whether the owner's own tokens count.
    pub of_anyone: bool,
    /// For a `penalty` rule: the increase it makes is paid to its owner rather than the bank.
    pub extra_to_owner: bool,
    /// For `front_add` and `move_points` (`limit = "held"`): points taken off a sum are at most
    /// what that sum holds, so that it never goes below 0 through this rule.
    pub up_to_held: bool,
    /// For per-front hooks and front ops: which front.
    pub front: FrontSel,
    /// For `until = "turns"`: how many turns after this one the rule lives.
    pub turns: u8,
}

/// Hand conditions a ladder tier can require.
pub mod hand {
    /// Both cards are Sylops.
    pub const TWO_SYLOPS: u8 = 1;
    /// Both final values are equal.
    pub const PAIR: u8 = 2;
    /// The pair's value is the table's `prime_value`.
    pub const PRIME: u8 = 4;
    /// The two cards share a sign (after `card_sign` rules).
    pub const SAME_SIGN: u8 = 8;
    /// The two cards share an era (after `card_era` rules).
    pub const SAME_ERA: u8 = 16;
    /// A Sylop beside a 2 (the idiot's array).
    pub const SYLOP_AND_TWO: u8 = 32;
    /// Every combination of conditions is below this.
    pub const COMBINATIONS: usize = 64;
    /// The TOML names of the conditions with their doc lines: the condition at index `i` is
    /// the bit `1 << i`.
    pub const WORDS: &[(&str, &str)] = &[
        ("two_sylops", "both cards are Sylops"),
        ("pair", "both final values are equal"),
        ("prime", "a pair whose value is the table's `prime_value`"),
        ("same_sign", "both cards are archive cards of one sign (after `card_sign` rules)"),
        ("same_era", "both cards are archive cards of one era (after `card_era` rules)"),
        ("sylop_and_two", "a Sylop beside a 2 (the idiot's array)"),
    ];

    /// The bit of the condition named `name`.
    pub fn bit(name: &str) -> Option<u8> {
        WORDS.iter().position(|(n, _)| *n == name).map(|i| 1 << i)
    }

    const _: () = assert!(
        TWO_SYLOPS == 1 << 0 && PAIR == 1 << 1 && PRIME == 1 << 2 && SAME_SIGN == 1 << 3 && SAME_ERA == 1 << 4 && SYLOP_AND_TWO == 1 << 5,
        "each condition's bit is its index in WORDS"
    );
}

named_enum! {
    /// How hands of one ladder tier are ordered among themselves.
    TierOrder {
        /// All equal.
        None = "none",
        /// The lower pair value is stronger.
        LowValue = "low_value",
        /// The smaller difference is stronger, then the smaller sum.
        DifferenceThenSum = "difference_then_sum",
    }
}
