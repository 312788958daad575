//! The sabacc family's content loader: table settings, economy, deck skeleton, hand ladder,
//! shift tokens, planets, signs, eras and the archive, compiled into [`SabaccRules`].

use super::words;
use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use crate::content::vocab::{Rule, TargetKind};
use crate::content::{compile_unique, read_id, read_localized, ContentError, Item, Node, Section, Sections, MAX_EFFECTS_PER_TOKEN};
pub use crate::content::{Pick, Token};
use crate::model::Localized;

use super::keys;

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

crate::named_enum! {
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

/// Most seats of a sabacc table (the state keeps fixed arrays of this size).
pub const MAX_SEATS: usize = 6;

/// Most cards in one family of the deck (the state keeps fixed arrays of this size).
pub const MAX_FAMILY_CARDS: usize = 24;
/// Most circuits a round can have, whatever rules (`circuits`) ask: the number is capped here.
pub const MAX_CIRCUITS: u8 = 16;
/// Most tokens a player can play in one turn, whatever rules (`tokens_per_turn`) ask.
pub const MAX_TOKENS_PER_TURN: u8 = 8;

/// Most shift tokens in a pack (a seat's tokens are a 64-bit set).
pub const MAX_TOKENS: usize = 64;
/// Most ladder tiers.
pub const MAX_TIERS: usize = 16;

/// What a card is, apart from its family.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum CardKind {
    /// A numbered card, 1 to 6.
    Value(u8),
    /// Takes a die's value at the reveal.
    Impostor,
    /// Takes the other card's value.
    Sylop,
}

/// A card's face: family and kind. Copies of one face are indistinguishable.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct CardFace {
    /// Which of the pack's card families, by its index in the order the pack declares them.
    pub family: u8,
    /// The kind.
    pub kind: CardKind,
}

/// One family of the deck (Blood, Sand).
#[derive(Clone, Debug, Default)]
pub struct DeckFamily {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
}

/// One tier of the hand ladder; the ladder is strongest first.
#[derive(Clone, Debug)]
pub struct Tier {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// The hand conditions it needs (bits of [`hand`]).
    pub when: u8,
    /// How hands of this tier compare among themselves.
    pub order: TierOrder,
    /// A loser's penalty with such a hand: `Some(n)` chips, or `None` for the difference of the values.
    pub penalty: Option<u8>,
    /// Whether hands can reach this tier (`enabled = false`: a content switch left off).
    pub enabled: bool,
    /// What makes a hand of this tier, for players (`text`; empty when the pack gives none).
    pub text: Option<Localized>,
}

/// A planet: rules for one whole round, owned by the table.
#[derive(Clone, Debug)]
pub struct Planet {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Rules text.
    pub text: Localized,
    /// Whether a die picks a family at round start (read as `"choice"`).
    pub roll_family: bool,
    /// Its rules, a range of [`SabaccRules::rules`].
    pub rules: core::ops::Range<u16>,
}

/// An entourage sign and its ability at tiers 1 to 3.
#[derive(Clone, Debug)]
pub struct Sign {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// The ability's name.
    pub ability: Localized,
    /// What the ability does in general, if given.
    pub text: Option<Localized>,
    /// The ability at tier 1, 2 and 3.
    pub tiers: Vec<Token>,
}

/// An era of the archive.
#[derive(Clone, Debug)]
pub struct Era {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
}

/// One card of the archive pool: a named card that can fill a deck slot of its face, or serve
/// in a support deck.
#[derive(Clone, Debug)]
pub struct ArchiveCard {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
    /// Family and kind.
    pub face: CardFace,
    /// 0 common, 1 rare, 2 epic, 3 legendary.
    pub rarity: u8,
    /// Index into [`SabaccRules::signs`].
    pub sign: u8,
    /// Index into [`SabaccRules::eras`].
    pub era: u8,
    /// Light side (`false`: dark).
    pub light: bool,
    /// Ability tier 1 to 3, or 0 for none.
    pub tier: u8,
}

/// The fields of an [`ArchiveCard`] that play reads, packed (see
/// [`SabaccRules::archive_traits`]).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct CardTraits {
    /// Index into [`SabaccRules::signs`].
    pub sign: u8,
    /// Index into [`SabaccRules::eras`].
    pub era: u8,
    /// Ability tier 1 to 3, or 0 for none.
    pub tier: u8,
    /// Light side (`false`: dark).
    pub light: bool,
}

impl CardTraits {
    fn of(card: &ArchiveCard) -> CardTraits {
        CardTraits { sign: card.sign, era: card.era, tier: card.tier, light: card.light }
    }
}

/// The rarities of the archive, in order.
pub const RARITIES: [&str; 4] = ["common", "rare", "epic", "legendary"];

/// Table talk: claims, challenges, tosses.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Talk {
    /// What an unchallenged claim pays at the reveal.
    pub claim_reward: u8,
    /// What a challenge costs (to the bank).
    pub challenge_fee: u8,
    /// What a caught liar pays the challenger.
    pub liar_pays: u8,
    /// What whoever is wrong about a toss pays.
    pub toss_stake: u8,
}

/// The entourage: support decks and the cards in hand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EntourageRules {
    /// Cards in the entourage after each refill.
    pub size: u8,
    /// Cards in a support deck.
    pub support: u8,
    /// Chips a pawned card brings (from the house).
    pub pawn: u8,
    /// Weight of each rarity when support decks are built.
    pub rarity_weights: [u8; 4],
}

/// How chips flow in a round.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Economy {
    /// A common bank (`true`) or each player's own pot (`false`, Kessel).
    pub bank: bool,
    /// The ante of rounds 1, 2, ...; 0 entries: no ante.
    pub ante: Vec<u16>,
    /// After the listed rounds the ante is multiplied by this every round.
    pub ante_growth: u16,
    /// The draw price is the round's ante (`true`) or the table's `draw_price`.
    pub draw_price_is_ante: bool,
    /// The spike ceiling of the multiplier; 0: no spike.
    pub multiplier_ceiling: u8,
    /// Whether players may leave a round by Exit.
    pub exit: bool,
    /// The range card values are kept in after corrections at the reveal.
    pub card_values: [u8; 2],
}

/// The ladder tier of each combination of hand conditions (bits of [`hand`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TierOf(pub [u8; hand::COMBINATIONS]);

impl Default for TierOf {
    fn default() -> Self {
        TierOf([0; hand::COMBINATIONS])
    }
}

impl core::ops::Index<usize> for TierOf {
    type Output = u8;
    #[inline(always)]
    fn index(&self, i: usize) -> &u8 {
        &self.0[i]
    }
}

/// The compiled rules of a sabacc pack (empty, by `Default`, in a pack of another family).
#[derive(Clone, Debug, Default)]
pub struct SabaccRules {
    /// Fewest seats.
    pub min_seats: u8,
    /// Most seats.
    pub max_seats: u8,
    /// Chips each player starts with.
    pub starting_chips: u16,
    /// Circuits (turns per player) in a round.
    pub circuits: u8,
    /// After this many rounds the match ends and the most chips win (the termination bound).
    pub round_limit: u16,
    /// Base price of a draw.
    pub draw_price: u8,
    /// Shift tokens each player gets at the start of the match.
    pub tokens_per_player: u8,
    /// Tokens a player may play in one turn.
    pub tokens_per_turn: u8,
    /// The two families.
    pub families: [DeckFamily; 2],
    /// Every card of the deck by card id; cards of family `f` are a contiguous run.
    pub cards: Vec<CardFace>,
    /// Where each family's cards start in `cards`, and how many there are.
    pub family_cards: [(u8, u8); 2],
    /// Each family's card ids in order, as a full deck array (a new round copies it).
    pub deck_template: [[u8; MAX_FAMILY_CARDS]; 2],
    /// The hand ladder, strongest first.
    pub ladder: Vec<Tier>,
    /// The ladder tier of each combination of hand conditions (bits of [`hand`]).
    pub tier_of: TierOf,
    /// The shift tokens.
    pub tokens: Vec<Token>,
    /// The economy: bank or pots, ante, spike, exit.
    pub economy: Economy,
    /// Table talk, when the table has it.
    pub talk: Option<Talk>,
    /// The entourage, when the table has it.
    pub entourage: Option<EntourageRules>,
    /// The planets (none: no planet rules).
    pub planets: Vec<Planet>,
    /// The entourage signs.
    pub signs: Vec<Sign>,
    /// The eras of the archive.
    pub eras: Vec<Era>,
    /// The archive pool (none: cards are plain faces).
    pub archive: Vec<ArchiveCard>,
    /// Each archive card's fields that play reads (sign, era, ability tier, side), 4 bytes a
    /// card apart from its names (derived at load: the whole pool's fit in a few cache lines,
    /// where each card's full entry takes more than one).
    pub archive_traits: Vec<CardTraits>,
    /// The archive's indices grouped by face, ascending within a face: deck slot `j` takes a
    /// card of `archive_by_face[slot_candidates[j].start..slot_candidates[j].end]` (derived at
    /// load, so that opening a match neither scans the pool per slot nor allocates).
    pub archive_by_face: Vec<u16>,
    /// Each deck slot's cards to choose from (empty without an archive).
    pub slot_candidates: Vec<SlotCandidates>,
    /// Each archive card's weight in a support-deck draw (its rarity's, from the entourage's
    /// `rarity_weights`; empty without an entourage).
    pub support_weights: Vec<u32>,
    /// The same weights summed by blocks of [`SUPPORT_BLOCK`] cards in the pool's order, so
    /// that a draw walks the blocks and then one block, not the whole pool.
    pub support_blocks: Vec<u32>,
    /// The tokens that take a target, as a set of token indices.
    pub targeted: u64,
    /// The tokens that need a check of their own before play: with picks (`choose`), or replaying another.
    pub special: u64,
    /// The most rules any one token installs (its `lasting`).
    pub most_lasting: u8,
    /// Every token's rules, back to back.
    pub rules: Vec<Rule>,
    /// [`SabaccRules::action_bound`] for each seat count (index: seats).
    pub action_bounds: [u64; MAX_SEATS + 1],
    /// The rules summary a player is shown (`[[help]]`), before the ladder.
    pub help: Vec<Localized>,
    /// [`SabaccRules::lean`], decided once when the rules are compiled (every match opening asks).
    lean: bool,
}

impl SabaccRules {
    /// Whether a match of these rules may use the lean state layout ([`crate::sabacc::Lean`]):
    /// a table of pots without spike, exit, talk, entourage, planets or archive cards (so it
    /// never changes a bank table's extras), whose plays pick at most one number besides their
    /// target (so that an installed rule needs no more than rule, owner, subject and choice).
    #[inline]
    pub fn lean(&self) -> bool {
        self.lean
    }

    /// [`SabaccRules::lean`] worked out from the rules.
    fn fits_lean_layout(&self) -> bool {
        let narrow_play = |picks: &[Pick]| picks.iter().all(Pick::is_number) && picks.len() <= 1;
        !self.economy.bank
            && self.economy.multiplier_ceiling == 0
            && !self.economy.exit
            && self.talk.is_none()
            && self.entourage.is_none()
            && self.planets.is_empty()
            && self.signs.is_empty()
            && self.archive.is_empty()
            && self.tokens.iter().all(|t| narrow_play(&t.picks))
            && self.rules.iter().all(|r| words::POTS.has_until(r.until))
    }

    /// The most a table-wide number at `hook` can reach from `base` under the pack's rules: `base`
    /// when no rule can raise it, `cap` when one can (a rule may be installed again and again).
    fn table_number_most(&self, hook: crate::content::vocab::Hook, base: u8, cap: u8) -> u8 {
        use crate::content::vocab::{Op, Value};
        let raises = |op: Op| match op {
            Op::Set(Value::Const(v)) | Op::Max(Value::Const(v)) => i32::from(v) > i32::from(base),
            Op::Add(Value::Const(v)) => v > 0,
            Op::Mul(Value::Const(v)) => !(0..=1).contains(&v),
            Op::Min(_) => false,
            _ => true,
        };
        if self.rules.iter().any(|r| r.hook == hook && raises(r.op)) {
            cap
        } else {
            base.min(cap)
        }
    }

    /// The most circuits a round of these rules can have.
    pub fn circuits_most(&self) -> u8 {
        self.table_number_most(words::CIRCUITS, self.circuits, MAX_CIRCUITS)
    }

    /// The most tokens a player can play in one turn at a table of these rules.
    pub fn tokens_per_turn_most(&self) -> u8 {
        self.table_number_most(words::TOKENS_PER_TURN, self.tokens_per_turn, MAX_TOKENS_PER_TURN)
    }

    /// A hard bound on the actions of one match of `seats` seats, derived from the rules: at most
    /// `round_limit` rounds; per round at most [`SabaccRules::circuits_most`] circuits of one turn
    /// per seat, and a forced claim and two Impostor choices per seat; per turn at most
    /// [`SabaccRules::tokens_per_turn_most`] token plays and one entourage play (each with its
    /// picks, its two-option questions and a forced claim per seat), a voluntary claim, a stake and
    /// one main action (a draw and two keeps, or a spike and every other seat's answer). The
    /// match ends when it is reached (it never is by the shipped packs).
    pub fn action_bound(&self, seats: u8) -> u64 {
        use crate::content::vocab::Op;
        let n = u64::from(seats);
        let forces = self.rules.iter().any(|r| matches!(r.op, Op::Act(words::FORCE_CLAIM, _)));
        let play = |t: &Token| -> u64 {
            let rules = &self.rules[usize::from(t.rules.start)..usize::from(t.rules.end)];
            let questions = rules.iter().filter(|r| matches!(r.op, Op::Act(words::ROLL_CHOOSE | words::ASK_NEXT_PLANET, _))).count();
            1 + t.picks.len() as u64 + questions as u64 + if forces { n } else { 0 }
        };
        let token = self.tokens.iter().map(play).max().unwrap_or(0);
        let ability = self.signs.iter().flat_map(|s| s.tiers.iter()).map(play).max().unwrap_or(0);
        let entourage = if self.entourage.is_some() { ability.max(1) } else { 0 };
        let talk = if self.talk.is_some() { 2 } else { 0 };
        let stake = u64::from(!self.archive.is_empty());
        let main = 3u64.max(1 + n);
        let turn = u64::from(self.tokens_per_turn_most()) * token + entourage + talk + stake + main;
        let round = u64::from(self.circuits_most()) * n * turn + 3 * n;
        u64::from(self.round_limit) * round + 1
    }

    /// The token with this id.
    pub fn token_index(&self, id: &str) -> Option<usize> {
        self.tokens.iter().position(|t| t.id == id)
    }

    /// The planet with this id.
    pub fn planet_index(&self, id: &str) -> Option<usize> {
        self.planets.iter().position(|p| p.id == id)
    }

    /// The archive card with this id.
    pub fn archive_index(&self, id: &str) -> Option<usize> {
        self.archive.iter().position(|c| c.id == id)
    }

    /// The sign with this id.
    pub fn sign_index(&self, id: &str) -> Option<usize> {
        self.signs.iter().position(|c| c.id == id)
    }

    /// The ante of a round (1-based), before planets change it.
    pub fn ante_step(&self, round: u16) -> u16 {
        let ladder = &self.economy.ante;
        let Some(&last) = ladder.last() else { return 0 };
        let i = usize::from(round.max(1)) - 1;
        if i < ladder.len() {
            return ladder[i];
        }
        let mut a = u32::from(last);
        for _ in ladder.len()..=i {
            a = a.saturating_mul(u32::from(self.economy.ante_growth));
            if a >= u32::from(u16::MAX) {
                return u16::MAX;
            }
        }
        a as u16
    }
}

/// Most planets in a pack.
pub const MAX_PLANETS: usize = 64;
/// Most signs in a pack.
pub const MAX_SIGNS: usize = 32;
/// Most eras in a pack.
pub const MAX_ERAS: usize = 32;
/// Most archive cards in a pack.
pub const MAX_ARCHIVE: usize = 4000;
/// The cards of a block of [`SabaccRules::support_blocks`].
pub const SUPPORT_BLOCK: usize = 16;

/// The vocabulary of a sabacc pack's economy.
fn table_kind(bank: bool) -> &'static crate::content::vocab::Vocabulary {
    if bank {
        &words::BANK
    } else {
        &words::POTS
    }
}

/// The sections of a sabacc pack besides `[table]`.
pub const SECTIONS: &[Section] = &[
    Section::one("deck", "the deck: its two families and the cards of one family", keys::DECK),
    Section::one("talk", "table talk: claims, challenges and tosses (bank tables)", keys::TALK),
    Section::one("entourage", "each player's hand of archive cards beside the table (bank tables; needs `[[card]]`)", keys::ENTOURAGE),
    Section::list("ladder", MAX_TIERS, "the hand ladder, strongest first; the last tier has no `when`", keys::LADDER),
    Section::list("token", MAX_TOKENS, "shift tokens: plays a player spends, at most `tokens_per_turn` a turn", keys::TOKEN),
    Section::list("planet", MAX_PLANETS, "planets: rules of one round each, owned by the table (bank tables)", keys::PLANET),
    Section::list("sign", MAX_SIGNS, "the signs of archive cards and the entourage ability each gives", keys::SIGN),
    Section::list("era", MAX_ERAS, "the eras of the archive", keys::ERA),
    Section::list("card", MAX_ARCHIVE, "the archive pool: named cards that fill the deck's slots and the support decks", keys::CARD),
    crate::content::HELP_SECTION,
];

/// Compiles a sabacc pack's rules from its sections.
pub fn compile(pack: &Sections<'_, '_>) -> Result<SabaccRules, ContentError> {
    let table = pack.table();
    let deck = pack.one("deck").ok_or_else(|| table.error(String::from("a sabacc pack needs a [deck] section")))?;
    let (ladder, tokens) = (pack.list("ladder"), pack.list("token"));
    let sections = Loaded {
        talk: pack.one("talk"),
        entourage: pack.one("entourage"),
        planets: pack.list("planet"),
        signs: pack.list("sign"),
        eras: pack.list("era"),
        cards: pack.list("card"),
    };
    let (min_seats, max_seats) = read_seats(table)?;
    let starting_chips = table.req("starting_chips")?.int(1, 1000)? as u16;
    let circuits = table.int_or("circuits", 1, 8, 3)? as u8;
    let round_limit = table.int_or("round_limit", 1, 1000, 200)? as u16;
    let (draw_price, draw_price_is_ante) = read_draw_price(table)?;
    let economy = compile_economy(table, draw_price_is_ante)?;
    let talk = sections.talk.map(compile_talk).transpose()?;
    let entourage = sections.entourage.map(compile_entourage).transpose()?;
    check_bank_sections(&sections, economy.bank)?;
    let tokens_per_turn = table.int_or("tokens_per_turn", 0, 4, 1)? as u8;
    let tokens_item = table.opt("tokens_per_player");
    let tokens_per_player = match &tokens_item {
        Some(item) => item.int(0, 16)? as u8,
        None => 3,
    };

    if tokens.len() > MAX_TOKENS {
        return Err(tokens[MAX_TOKENS].error(format!("a pack may have at most {MAX_TOKENS} tokens in all its files")));
    }
    if ladder.len() > MAX_TIERS {
        return Err(ladder[MAX_TIERS].error(format!("a pack may have at most {MAX_TIERS} ladder tiers in all its files")));
    }
    let (families, cards, family_cards) = compile_deck(deck)?;
    let ladder = compile_ladder(ladder)?;
    let mut rules = Vec::new();
    // Tokens, signs and planets are read apart: each broken one is reported before the load stops.
    let compiled_tokens = compile_unique(
        tokens,
        "token",
        |item| crate::content::plays::compile_play(item, &mut rules, None, table_kind(economy.bank), &[]),
        |e| &e.id,
    );
    if sections.signs.len() > MAX_SIGNS {
        return Err(sections.signs[MAX_SIGNS].error(format!("a pack may have at most {MAX_SIGNS} signs")));
    }
    let signs = compile_unique(sections.signs, "sign", |item| compile_sign(item, &mut rules, table_kind(economy.bank)), |e| &e.id);
    if sections.planets.len() > MAX_PLANETS {
        return Err(sections.planets[MAX_PLANETS].error(format!("a pack may have at most {MAX_PLANETS} planets")));
    }
    let planets = compile_unique(sections.planets, "planet", |item| compile_planet(item, &mut rules, table_kind(economy.bank)), |e| &e.id);
    let (compiled_tokens, signs, planets) = (compiled_tokens?, signs?, planets?);
    if usize::from(tokens_per_player) * usize::from(max_seats) > compiled_tokens.len() {
        let e = format!(
            "{tokens_per_player} tokens for each of {max_seats} seats need {} distinct tokens; the pack has {}",
            usize::from(tokens_per_player) * usize::from(max_seats),
            compiled_tokens.len()
        );
        return Err(match tokens_item {
            Some(item) => item.error(e),
            None => table.error(e),
        });
    }
    let eras = compile_eras(sections.eras)?;
    let archive = compile_archive(sections.cards, &families, &signs, &eras)?;
    if !archive.is_empty() {
        check_archive_covers_deck(&archive, &cards, sections.cards)?;
    }
    for (i, item) in sections.signs.iter().enumerate() {
        if !archive.iter().any(|c| usize::from(c.sign) == i) {
            item.warn(format!("no archive card carries sign `{}`: its abilities can never act", signs[i].id));
        }
    }
    if entourage.is_some() && archive.is_empty() {
        return Err(sections
            .entourage
            .map(|e| e.error(String::from("an entourage needs an archive pool ([[card]])")))
            .unwrap_or_else(|| table.error(String::new())));
    }
    let mut compiled = SabaccRules {
        targeted: token_mask(&compiled_tokens, |t| t.target != TargetKind::None),
        special: token_mask(&compiled_tokens, |t| !t.picks.is_empty() || t.target == TargetKind::AsReplayed),
        most_lasting: compiled_tokens.iter().map(|t| t.lasting).max().unwrap_or(0),
        deck_template: deck_template(&family_cards),
        tier_of: tier_of(&ladder),
        min_seats,
        max_seats,
        starting_chips,
        circuits,
        round_limit,
        draw_price,
        tokens_per_player,
        tokens_per_turn,
        families,
        cards,
        family_cards,
        ladder,
        tokens: compiled_tokens,
        rules,
        economy,
        talk,
        entourage,
        planets,
        signs,
        eras,
        archive_traits: Vec::new(),
        archive_by_face: Vec::new(),
        slot_candidates: Vec::new(),
        support_weights: Vec::new(),
        support_blocks: Vec::new(),
        archive,
        action_bounds: [0; MAX_SEATS + 1],
        help: crate::content::read_help(pack, super::text::HELP_KEYS)?,
        lean: false,
    };
    derive_tables(&mut compiled);
    Ok(compiled)
}

/// `[table.seats]`: the fewest and most seats, the most at least the fewest.
fn read_seats(table: &Node<'_, '_>) -> Result<(u8, u8), ContentError> {
    let seats = table.req("seats")?.table()?;
    let min_seats = seats.req("min")?.int(2, MAX_SEATS as i64)? as u8;
    let max_item = seats.req("max")?;
    let max_seats = max_item.int(2, MAX_SEATS as i64)? as u8;
    if max_seats < min_seats {
        return Err(max_item.error(format!("max ({max_seats}) is below min ({min_seats})")));
    }
    seats.finish()?;
    Ok((min_seats, max_seats))
}

/// `draw_price`: chips a draw costs (1 by default), or `"ante"` (the draw is paid as an ante).
fn read_draw_price(table: &Node<'_, '_>) -> Result<(u8, bool), ContentError> {
    Ok(match table.opt("draw_price") {
        Some(item) if item.value.as_str().is_some() => match item.str()? {
            "ante" => (0, true),
            other => return Err(item.unknown("draw price", other, ["ante"])),
        },
        Some(item) => (item.int(0, 100)? as u8, false),
        None => (1, false),
    })
}

/// Talk, an entourage, planets, signs and archive cards need a bank table.
fn check_bank_sections(sections: &Loaded<'_, '_, '_>, bank: bool) -> Result<(), ContentError> {
    if bank {
        return Ok(());
    }
    let first = [sections.talk, sections.entourage]
        .into_iter()
        .flatten()
        .chain(sections.planets.first())
        .chain(sections.signs.first())
        .chain(sections.cards.first())
        .next();
    match first {
        Some(item) => Err(item
            .error(String::from("talk, entourage, planets, signs and archive cards need a bank table (`economy = \"bank\"` in [table])"))),
        None => Ok(()),
    }
}

/// The archive's eras, each id once, at most `MAX_ERAS`.
fn compile_eras(items: &[Item<'_, '_>]) -> Result<Vec<Era>, ContentError> {
    let mut eras: Vec<Era> = Vec::new();
    for item in items.iter().take(MAX_ERAS + 1) {
        if eras.len() == MAX_ERAS {
            return Err(item.error(format!("a pack may have at most {MAX_ERAS} eras")));
        }
        let node = item.table()?;
        let era = Era { id: read_id(&node.req("id")?)?, name: read_localized(&node.req("name")?)? };
        node.finish()?;
        if eras.iter().any(|e| e.id == era.id) {
            return Err(item.error(format!("era `{}` is defined twice", era.id)));
        }
        eras.push(era);
    }
    Ok(eras)
}

/// The ladder tier of every set of hand facts: the first enabled tier whose facts it has.
fn tier_of(ladder: &[Tier]) -> TierOf {
    let mut tier_of = TierOf::default();
    for (facts, slot) in tier_of.0.iter_mut().enumerate() {
        let facts = facts as u8;
        *slot = ladder.iter().position(|t| t.enabled && t.when & facts == t.when).unwrap_or(ladder.len() - 1) as u8;
    }
    tier_of
}

/// Each family's cards in deck order, for a fresh deck.
fn deck_template(family_cards: &[(u8, u8); 2]) -> [[u8; MAX_FAMILY_CARDS]; 2] {
    let mut deck_template = [[0u8; MAX_FAMILY_CARDS]; 2];
    for (f, &(start, count)) in family_cards.iter().enumerate() {
        for i in 0..count {
            deck_template[f][usize::from(i)] = start + i;
        }
    }
    deck_template
}

/// The bit of each token that `keep` keeps.
fn token_mask(tokens: &[Token], keep: impl Fn(&Token) -> bool) -> u64 {
    tokens.iter().enumerate().filter(|(_, t)| keep(t)).fold(0u64, |m, (i, _)| m | 1u64 << i)
}

/// The tables derived from the compiled rules: the archive's traits and faces, the support
/// decks' weights, the action bounds and whether the lean layout fits.
fn derive_tables(compiled: &mut SabaccRules) {
    compiled.archive_traits = compiled.archive.iter().map(CardTraits::of).collect();
    (compiled.archive_by_face, compiled.slot_candidates) = group_archive_by_face(&compiled.archive, &compiled.cards);
    if let Some(ent) = compiled.entourage {
        compiled.support_weights = compiled.archive.iter().map(|c| u32::from(ent.rarity_weights[usize::from(c.rarity) & 3])).collect();
        compiled.support_blocks = compiled.support_weights.chunks(SUPPORT_BLOCK).map(|b| b.iter().sum()).collect();
    }
    for seats in 0..=MAX_SEATS {
        compiled.action_bounds[seats] = compiled.action_bound(seats as u8);
    }
    compiled.lean = compiled.fits_lean_layout();
}

/// A deck slot's cards to choose from: a range of [`SabaccRules::archive_by_face`] (the cards of
/// its face), of which the earlier slots of that face have taken one each.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SlotCandidates {
    /// Where the range of the slot's face in [`SabaccRules::archive_by_face`] starts.
    pub start: u16,
    /// Where it ends (exclusive).
    pub end: u16,
    /// How many of them are left to it (the range's length less the earlier slots of its face;
    /// 0 when the archive has too few cards of the face).
    pub free: u16,
}

/// The archive's indices grouped by the deck's faces, and each deck slot's range of them.
fn group_archive_by_face(archive: &[ArchiveCard], deck: &[CardFace]) -> (Vec<u16>, Vec<SlotCandidates>) {
    if archive.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let mut by_face = Vec::with_capacity(archive.len());
    let mut ranges: Vec<(CardFace, (u16, u16))> = Vec::new();
    let mut slots = Vec::with_capacity(deck.len());
    for face in deck {
        let range = match ranges.iter().find(|(f, _)| f == face) {
            Some((_, range)) => *range,
            None => {
                let start = by_face.len() as u16;
                by_face.extend((0..archive.len()).filter(|&i| archive[i].face == *face).map(|i| i as u16));
                let range = (start, by_face.len() as u16);
                ranges.push((*face, range));
                range
            }
        };
        let earlier = slots.iter().filter(|s: &&SlotCandidates| (s.start, s.end) == range).count();
        let free = usize::from(range.1 - range.0).saturating_sub(earlier) as u16;
        slots.push(SlotCandidates { start: range.0, end: range.1, free });
    }
    (by_face, slots)
}

/// The optional sections of a sabacc pack.
struct Loaded<'a, 's, 'i> {
    talk: Option<&'a Item<'s, 'i>>,
    entourage: Option<&'a Item<'s, 'i>>,
    planets: &'a [Item<'s, 'i>],
    signs: &'a [Item<'s, 'i>],
    eras: &'a [Item<'s, 'i>],
    cards: &'a [Item<'s, 'i>],
}

fn compile_economy(table: &Node<'_, '_>, draw_price_is_ante: bool) -> Result<Economy, ContentError> {
    let bank = match table.opt("economy") {
        Some(item) => match item.str()? {
            "bank" => true,
            "pots" => false,
            other => return Err(item.unknown("economy", other, ["bank", "pots"])),
        },
        None => false,
    };
    let mut ante = Vec::new();
    if let Some(item) = table.opt("ante") {
        for step in item.array(64)? {
            ante.push(step.int(0, 1000)? as u16);
        }
    }
    if draw_price_is_ante && ante.is_empty() {
        return Err(table.error(String::from("`draw_price = \"ante\"` needs an `ante` ladder")));
    }
    let ante_growth = table.int_or("ante_growth", 1, 10, 1)? as u16;
    let multiplier_ceiling = table.int_or("multiplier_ceiling", 0, 64, 0)? as u8;
    let exit = match table.opt("exit") {
        Some(item) => item.value.as_bool().ok_or_else(|| item.error(String::from("expected true or false")))?,
        None => false,
    };
    let card_values = match table.opt("card_values") {
        Some(item) => {
            let pair = item.array(2)?;
            if pair.len() != 2 {
                return Err(item.error(String::from("expected [lowest, highest]")));
            }
            let lo = pair[0].int(0, 15)? as u8;
            let hi = pair[1].int(i64::from(lo), 15)? as u8;
            [lo, hi]
        }
        None => [0, 15],
    };
    if !bank && (multiplier_ceiling > 0 || exit) {
        return Err(table.error(String::from("spike (`multiplier_ceiling`) and `exit` need `economy = \"bank\"`")));
    }
    Ok(Economy { bank, ante, ante_growth, draw_price_is_ante, multiplier_ceiling, exit, card_values })
}

fn compile_talk(item: &Item<'_, '_>) -> Result<Talk, ContentError> {
    let node = item.table()?;
    let talk = Talk {
        claim_reward: node.int_or("claim_reward", 0, 100, 1)? as u8,
        challenge_fee: node.int_or("challenge_fee", 0, 100, 1)? as u8,
        liar_pays: node.int_or("liar_pays", 0, 100, 3)? as u8,
        toss_stake: node.int_or("toss_stake", 0, 100, 3)? as u8,
    };
    node.finish()?;
    Ok(talk)
}

fn compile_entourage(item: &Item<'_, '_>) -> Result<EntourageRules, ContentError> {
    let node = item.table()?;
    let size = node.int_or("size", 1, 8, 5)? as u8;
    let support_item = node.opt("support");
    let support = node.int_or("support", 1, 24, 14)? as u8;
    if support < size {
        return Err(support_item
            .map(|i| i.error(format!("a support deck of {support} cannot fill an entourage of {size}")))
            .unwrap_or_else(|| node.error(String::new())));
    }
    let pawn = node.int_or("pawn", 0, 100, 3)? as u8;
    let mut rarity_weights = [8, 4, 2, 1];
    if let Some(w) = node.opt("rarity_weights") {
        let wn = w.table()?;
        for (i, key) in RARITIES.into_iter().enumerate() {
            rarity_weights[i] = wn.int_or(key, 0, 100, i64::from(rarity_weights[i]))? as u8;
        }
        wn.finish()?;
    }
    node.finish()?;
    Ok(EntourageRules { size, support, pawn, rarity_weights })
}

fn compile_planet(
    item: &Item<'_, '_>,
    rules: &mut Vec<Rule>,
    table: &'static crate::content::vocab::Vocabulary,
) -> Result<Planet, ContentError> {
    let node = item.table()?;
    let id = read_id(&node.req("id")?)?;
    let name = read_localized(&node.req("name")?)?;
    let text = read_localized(&node.req("text")?)?;
    let roll_family = match node.opt("roll") {
        Some(r) => match r.str()? {
            "family" => true,
            other => return Err(r.unknown("roll", other, ["family"])),
        },
        None => false,
    };
    let start = rules.len() as u16;
    let effects = node.req("effect")?;
    let list = effects.array(MAX_EFFECTS_PER_TOKEN)?;
    if list.is_empty() {
        return Err(effects.error(String::from("a planet needs at least one effect")));
    }
    let ctx = crate::content::plays::PlayCtx {
        target: TargetKind::None,
        picks: &[],
        has_choice: roll_family,
        number_picks: 0,
        planet: true,
        vocab: table,
    };
    for e in &list {
        rules.push(crate::content::plays::compile_rule(e, &ctx)?);
    }
    node.finish()?;
    Ok(Planet { id, name, text, roll_family, rules: start..rules.len() as u16 })
}

fn compile_sign(
    item: &Item<'_, '_>,
    rules: &mut Vec<Rule>,
    table: &'static crate::content::vocab::Vocabulary,
) -> Result<Sign, ContentError> {
    let node = item.table()?;
    let id = read_id(&node.req("id")?)?;
    let name = read_localized(&node.req("name")?)?;
    let ability = read_localized(&node.req("ability")?)?;
    let text = node.opt("text").map(|t| read_localized(&t)).transpose()?;
    let tiers_item = node.req("tiers")?;
    let items = tiers_item.array(3)?;
    if items.len() != 3 {
        return Err(tiers_item.error(format!("a sign has exactly 3 tiers, found {}", items.len())));
    }
    let mut tiers = Vec::new();
    for (i, t) in items.iter().enumerate() {
        tiers.push(crate::content::plays::compile_play(t, rules, Some((format!("{id}:{}", i + 1), ability.clone())), table, &[])?);
    }
    node.finish()?;
    Ok(Sign { id, name, ability, text, tiers })
}

fn compile_archive(
    items: &[Item<'_, '_>],
    families: &[DeckFamily; 2],
    signs: &[Sign],
    eras: &[Era],
) -> Result<Vec<ArchiveCard>, ContentError> {
    if items.len() > MAX_ARCHIVE {
        return Err(items[MAX_ARCHIVE].error(format!("a pack may have at most {MAX_ARCHIVE} archive cards")));
    }
    let mut out: Vec<ArchiveCard> = Vec::with_capacity(items.len());
    for item in items {
        let node = item.table()?;
        let id = read_id(&node.req("id")?)?;
        let name = read_localized(&node.req("name")?)?;
        let fam_item = node.req("family")?;
        let fam_text = fam_item.str()?;
        let family = families
            .iter()
            .position(|f| f.id == fam_text)
            .ok_or_else(|| fam_item.unknown("family", fam_text, families.iter().map(|f| f.id.as_str())))? as u8;
        let kind = read_kind(&node)?;
        let pick = |key: &'static str, what: &str, ids: &mut dyn Iterator<Item = &str>| -> Result<u8, ContentError> {
            let it = node.req(key)?;
            let text = it.str()?;
            let all: Vec<&str> = ids.collect();
            all.iter().position(|i| *i == text).map(|i| i as u8).ok_or_else(|| it.unknown(what, text, all.iter().copied()))
        };
        let rarity = node.req("rarity")?.word_of("rarity", &super::keys::RARITY_WORDS, [0, 1, 2, 3])?;
        let sign = pick("sign", "sign", &mut signs.iter().map(|s| s.id.as_str()))?;
        let era = pick("era", "era", &mut eras.iter().map(|e| e.id.as_str()))?;
        let light = node.req("side")?.word_of("side", &super::keys::SIDE_WORDS, [true, false])?;
        let tier = node.opt("tier").map(|t| t.int(1, 3)).transpose()?.unwrap_or(0) as u8;
        node.finish()?;
        if out.iter().any(|c| c.id == id) {
            return Err(item.error(format!("archive card `{id}` is defined twice")));
        }
        out.push(ArchiveCard { id, name, face: CardFace { family, kind }, rarity, sign, era, light, tier });
    }
    Ok(out)
}

/// Every deck slot must be fillable: the pool needs at least as many cards of each face as the deck.
fn check_archive_covers_deck(archive: &[ArchiveCard], deck: &[CardFace], items: &[Item<'_, '_>]) -> Result<(), ContentError> {
    for face in deck {
        let need = deck.iter().filter(|f| *f == face).count();
        let have = archive.iter().filter(|c| c.face == *face).count();
        if have < need {
            let e = format!("the archive has {have} cards of family {} `{}`; the deck needs {need}", face.family, face.kind);
            return Err(items.last().map(|i| i.error(e.clone())).unwrap_or_else(|| ContentError::new("<pack>", 0, 0, "card", e)));
        }
    }
    Ok(())
}

fn read_kind(node: &Node<'_, '_>) -> Result<CardKind, ContentError> {
    let kind_item = node.req("kind")?;
    Ok(match kind_item.str()? {
        "value" => CardKind::Value(node.req("value")?.int(1, 6)? as u8),
        "impostor" => CardKind::Impostor,
        "sylop" => CardKind::Sylop,
        other => return Err(kind_item.unknown("card kind", other, ["value", "impostor", "sylop"])),
    })
}

type Deck = ([DeckFamily; 2], Vec<CardFace>, [(u8, u8); 2]);

fn compile_deck(item: &Item<'_, '_>) -> Result<Deck, ContentError> {
    let deck = item.table()?;
    let fam_item = deck.req("families")?;
    let fam_items = fam_item.array(2)?;
    if fam_items.len() != 2 {
        return Err(fam_item.error(format!("a sabacc deck has exactly 2 families, found {}", fam_items.len())));
    }
    let mut families = Vec::new();
    for f in &fam_items {
        let node = f.table()?;
        let id_item = node.req("id")?;
        let id = read_id(&id_item)?;
        if families.iter().any(|known: &DeckFamily| known.id == id) {
            return Err(id_item.error(format!("family `{id}` is defined twice")));
        }
        families.push(DeckFamily { id, name: read_localized(&node.req("name")?)? });
        node.finish()?;
    }
    let cards_item = deck.req("cards")?;
    let mut faces: Vec<CardKind> = Vec::new();
    for c in cards_item.array(16)? {
        let node = c.table()?;
        let kind = read_kind(&node)?;
        let copies = node.req("copies")?.int(1, MAX_FAMILY_CARDS as i64)? as usize;
        node.finish()?;
        faces.extend(core::iter::repeat_n(kind, copies));
    }
    if faces.len() > MAX_FAMILY_CARDS || faces.len() < MAX_SEATS + 4 {
        return Err(cards_item.error(format!(
            "each family needs from {} to {MAX_FAMILY_CARDS} cards, found {}",
            MAX_SEATS + 4,
            faces.len()
        )));
    }
    deck.finish()?;
    let n = faces.len() as u8;
    let mut cards = Vec::with_capacity(faces.len() * 2);
    for family in 0..2u8 {
        cards.extend(faces.iter().map(|&kind| CardFace { family, kind }));
    }
    let second = families.pop().expect("two families");
    let first = families.pop().expect("two families");
    Ok(([first, second], cards, [(0, n), (n, n)]))
}

fn compile_ladder(items: &[Item<'_, '_>]) -> Result<Vec<Tier>, ContentError> {
    let mut ladder: Vec<Tier> = Vec::new();
    for item in items {
        let node = item.table()?;
        let id = read_id(&node.req("id")?)?;
        let name = read_localized(&node.req("name")?)?;
        let mut when = 0u8;
        if let Some(list) = node.opt("when") {
            for c in list.array(hand::WORDS.len())? {
                let text = c.str()?;
                let bit = hand::bit(text).ok_or_else(|| c.unknown("hand condition", text, hand::WORDS.iter().map(|(n, _)| *n)))?;
                when |= bit;
            }
        }
        let order = match node.opt("order") {
            Some(o) => TierOrder::read(&o, "tier order")?,
            None => TierOrder::None,
        };
        let enabled = match node.opt("enabled") {
            Some(e) => e.value.as_bool().ok_or_else(|| e.error(String::from("expected true or false")))?,
            None => true,
        };
        let pen_item = node.req("penalty")?;
        let penalty = match pen_item.value.as_str() {
            Some("difference") => None,
            Some(other) => return Err(pen_item.unknown("penalty", other, ["difference"])),
            None => Some(pen_item.int(0, 100)? as u8),
        };
        let text = node.opt("text").map(|t| read_localized(&t)).transpose()?;
        node.finish()?;
        if ladder.iter().any(|t| t.id == id) {
            return Err(item.error(format!("tier `{id}` is defined twice")));
        }
        ladder.push(Tier { id, name, when, order, penalty, enabled, text });
    }
    match ladder.last() {
        Some(t) if t.when == 0 => Ok(ladder),
        _ => Err(items
            .last()
            .map(|i| i.error(String::from("the last ladder tier must have no `when`, so that every hand has a tier")))
            .unwrap_or_else(|| ContentError::new("<pack>", 0, 0, "ladder", String::from("a sabacc pack needs a [[ladder]]")))),
    }
}

impl CardKind {
    /// The name a setup's deal gives this kind: `1` to `6`, `impostor`, `sylop`.
    pub fn deal_name(self) -> alloc::string::String {
        match self {
            CardKind::Value(v) => alloc::format!("{v}"),
            CardKind::Impostor => alloc::string::String::from("impostor"),
            CardKind::Sylop => alloc::string::String::from("sylop"),
        }
    }
}

impl core::fmt::Display for CardKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        match self {
            CardKind::Value(v) => write!(f, "{v}"),
            CardKind::Impostor => f.write_str("Impostor"),
            CardKind::Sylop => f.write_str("Sylop"),
        }
    }
}
