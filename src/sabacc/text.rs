//! The sabacc family's words as messages of its catalogues (`messages/<tag>.ftl`): every event as
//! a line, the private sightings, the result, an action's plain description, what `check` says
//! of a pack and the rules' hand ladder (and, in `view`, the view, the menus and the details),
//! each for a reading seat and built from what that seat may see (the events delivered to it, its
//! observation). This module names message ids and passes their arguments; the catalogues hold
//! every word.

use alloc::string::{String, ToString};
use alloc::vec;
use alloc::vec::Vec;

use super::content::{CardFace, CardKind, SabaccRules};
use super::{Action, SabaccEvent, SabaccObservation};
use crate::content::vocab::{Common, Zone};
use crate::effects::Place;
use crate::model::{Arg, Localized, Msg, Person, Seat, SeatMask};
use crate::table::{Reader, Sighting};

/// The family's catalogues, English first.
pub(super) const CATALOGUES: &[(&str, &str)] =
    &[("en", include_str!("messages/en.ftl")), ("ru", include_str!("messages/ru.ftl")), ("pl", include_str!("messages/pl.ftl"))];

mod ids {
    crate::messages! {
        /// A seat's name inside a sentence.
        SEAT = "sabacc-seat" (seat);
        /// Seats as a list: nobody, one, or several joined by "and".
        SEATS = "sabacc-seats" (count, list, last);
        /// The Impostor's name.
        IMPOSTOR = "sabacc-impostor" ();
        /// The Sylop's name.
        SYLOP = "sabacc-sylop" ();
        /// A card: family and kind.
        CARD = "sabacc-card" (family, kind);
        /// A hand of two cards.
        HAND = "sabacc-hand" (first, second);
        /// A card with its archive card's text after it.
        CARD_WITH = "sabacc-card-with" (card, archived);
        /// A number of chips, as a subject.
        CHIPS = "sabacc-chips" (count);
        /// A number of chips, as an object.
        CHIPS_ACC = "sabacc-chips-acc" (count);
        /// The bank as a place.
        PLACE_BANK = "sabacc-place-bank" ();
        /// The house as a place.
        PLACE_HOUSE = "sabacc-place-house" ();
        /// A seat's stack as a place.
        PLACE_STACK = "sabacc-place-stack" (seat);
        /// A seat's pot as a place.
        PLACE_POT = "sabacc-place-pot" (seat);
        /// What a seat paid into the bank as a place.
        PLACE_PAID = "sabacc-place-paid" (seat);
        /// An archive card with its sign and tier.
        ARCHIVE_SHORT = "sabacc-archive-short" (name, sign, tier);
        /// An archive card with its sign and era.
        ARCHIVE_TRAITS = "sabacc-archive-traits" (name, sign, era);
        /// An archive card's ability.
        ABILITY = "sabacc-ability" (sign, light, tier, name, text);
        /// A place at the end of a match.
        ORDINAL = "sabacc-ordinal" (place);
        /// No tokens.
        NO_TOKENS = "sabacc-no-tokens" ();
        /// Who may spike next.
        SPIKE_RIGHT = "sabacc-spike-right" (seat, anyone);
        /// A planet and its rule.
        PLANET_LINE = "sabacc-planet-line" (planet, text, rolled, family);
        /// The planet in force, a line of its own.
        PLANET_HEADING = "sabacc-planet-heading" (line);
        /// What a token or card is played on.
        ON = "sabacc-on" (target);
        /// A round starts.
        ROUND_STARTED = "sabacc-round-started" (round, first);
        /// A hand dealt.
        DEALT = "sabacc-dealt" (seat, hand);
        /// A hand dealt, unseen.
        DEALT_HIDDEN = "sabacc-dealt-hidden" (seat);
        /// A hand changed after the deal.
        DEALT_AGAIN = "sabacc-dealt-again" (seat, hand);
        /// A discard pile starts.
        DISCARD_STARTED = "sabacc-discard-started" (family, card);
        /// A turn starts.
        TURN_STARTED = "sabacc-turn-started" (seat, circuit);
        /// A circuit ends.
        CIRCUIT_ENDED = "sabacc-circuit-ended" (circuit, all_stood);
        /// The round's ante.
        ANTE_SET = "sabacc-ante-set" (ante, multiplier);
        /// The multiplier changes.
        MULTIPLIER_SET = "sabacc-multiplier-set" (multiplier);
        /// Two planets, one after the other.
        PLANETS_THEN = "sabacc-planets-then" (first, second);
        /// Planets seen privately.
        PLANETS_SEEN = "sabacc-planets-seen" (seat, count, list);
        /// A token played.
        TOKEN_PLAYED = "sabacc-token-played" (seat, token, on, text);
        /// Dice rolled.
        DICE_ROLLED = "sabacc-dice-rolled" (seat, first, second);
        /// A die chosen.
        DIE_CHOSEN = "sabacc-die-chosen" (seat, value);
        /// What a draw cost.
        DREW_PRICE = "sabacc-drew-price" (price);
        /// The card drawn, when seen.
        DREW_SHOWN = "sabacc-drew-shown" (card);
        /// A card drawn.
        DREW = "sabacc-drew" (seat, family, from_discard, paid, shown);
        /// A card discarded.
        DISCARDED = "sabacc-discarded" (seat, card);
        /// A stand.
        STOOD = "sabacc-stood" (seat);
        /// Hands swapped.
        HANDS_SWAPPED = "sabacc-hands-swapped" (a, b);
        /// A hidden action.
        ACTED = "sabacc-acted" (seat);
        /// A seat exits the round.
        EXITED = "sabacc-exited" (seat);
        /// An option picked, by number.
        PICKED = "sabacc-picked" (seat, option);
        /// An option picked, by its label.
        PICKED_LABEL = "sabacc-picked-label" (seat, label);
        /// An effect cancelled.
        EFFECT_CANCELLED = "sabacc-effect-cancelled" (seat);
        /// A token returned.
        TOKEN_RETURNED = "sabacc-token-returned" (seat);
        /// Chips moved.
        CHIPS_MOVED = "sabacc-chips-moved" (amount, from, to);
        /// Chips taken from the bank.
        BANK_PAID = "sabacc-bank-paid" (seat, amount, amount_acc);
        /// A hand revealed.
        REVEALED = "sabacc-revealed" (seat, hand);
        /// An Impostor's value.
        IMPOSTOR_SET = "sabacc-impostor-set" (seat, family, value);
        /// The round's winners.
        ROUND_SETTLED = "sabacc-round-settled" (winners, count, you, inverted);
        /// A seat out of chips.
        ELIMINATED = "sabacc-eliminated" (seat);
        /// The match's winners.
        MATCH_OVER = "sabacc-match-over" (winners);
        /// A seat's place.
        PLACED = "sabacc-placed" (seat, place);
        /// A spike declared.
        SPIKED = "sabacc-spiked" (seat);
        /// A spike answered.
        SPIKE_ANSWERED = "sabacc-spike-answered" (seat, accepted);
        /// A spike accepted, the multiplier doubled.
        SPIKE_STANDS = "sabacc-spike-stands" (seat, multiplier);
        /// A spike nobody accepted.
        SPIKE_REFUSED = "sabacc-spike-refused" (multiplier);
        /// A claim.
        CLAIMED = "sabacc-claimed" (seat, family, kind, forced);
        /// A card shown to the table.
        CARD_SHOWN = "sabacc-card-shown" (seat, family, card);
        /// A claim challenged.
        CHALLENGED = "sabacc-challenged" (seat, target, truth, liar_chips, liar_acc);
        /// A claim paid.
        CLAIM_PAID = "sabacc-claim-paid" (seat, amount_chips, amount_acc);
        /// A card tossed.
        TOSSED = "sabacc-tossed" (seat, target, family, kind);
        /// A toss answered.
        TOSS_ANSWERED = "sabacc-toss-answered" (seat, answer, stake_chips, stake_acc);
        /// Cards exchanged.
        CARDS_EXCHANGED = "sabacc-cards-exchanged" (a, b, family);
        /// Cards passed left.
        CARDS_PASSED = "sabacc-cards-passed" (family);
        /// A card swapped with a discard or a deck.
        CARD_SWAPPED = "sabacc-card-swapped" (seat, family, from_discard, put, has_put);
        /// A card seen privately.
        CARD_SEEN = "sabacc-card-seen" (seat, reader, family, card);
        /// A hand seen privately.
        HAND_SEEN = "sabacc-hand-seen" (seat, reader, hand, tokens);
        /// An empty deck's top.
        DECK_EMPTY = "sabacc-deck-empty" (family);
        /// The decks' tops seen privately.
        DECKS_SEEN = "sabacc-decks-seen" (seat, first, second);
        /// A claim's truth learned privately.
        CLAIM_TESTED = "sabacc-claim-tested" (seat, reader, truth);
        /// A card drawn into an entourage.
        ENTOURAGE_DRAWN = "sabacc-entourage-drawn" (seat, card, known);
        /// Cards drawn into an entourage.
        ENTOURAGE_RUN = "sabacc-entourage-run" (seat, count, cards, known);
        /// An entourage card played.
        ENTOURAGE_PLAYED = "sabacc-entourage-played" (seat, card, on, ability);
        /// An entourage card passed on.
        ENTOURAGE_PASSED = "sabacc-entourage-passed" (from, to, card);
        /// A card pawned.
        PAWNED = "sabacc-pawned" (seat, card, chips, chips_acc);
        /// A card staked.
        STAKED = "sabacc-staked" (seat, card);
        /// A stake won.
        STAKE_WON = "sabacc-stake-won" (from, to, card);
        /// A seat's outcome at a bank table's reveal.
        SCORED_BANK = "sabacc-scored-bank" (seat, won, penalty, penalty_chips);
        /// A seat's outcome at a table of pots' reveal.
        SCORED_POTS = "sabacc-scored-pots" (seat, won, pot, pot_chips, pot_acc, penalty_chips);
        /// A seat's score at the reveal.
        SCORED = "sabacc-scored" (seat, first, second, tier, outcome);
        /// A bank table's round banner.
        ROUND_BANNER = "sabacc-round-banner" (ante, bank, multiplier, spike, has_spike);
        /// A private sighting in the full log, with who saw it.
        SEEN_BY = "sabacc-seen-by" (seat, line);
        /// What the reader saw privately this round: the heading.
        SIGHTINGS = "sabacc-sightings" ();
        /// A sighting with the play that showed it.
        SIGHTING_FROM = "sabacc-sighting-from" (source, line);
        /// A sighting on its own.
        SIGHTING = "sabacc-sighting" (line);
        /// An unfinished match.
        NOT_OVER = "sabacc-not-over" (seat);
        /// The result's first line.
        RESULT = "sabacc-result" (rounds, winners);
        /// The places' heading.
        PLACES = "sabacc-places" ();
        /// A place's seat: the reader's own.
        RESULT_YOU = "sabacc-result-you" (seat);
        /// A seat's place, chips and mark.
        RESULT_ROW = "sabacc-result-row" (place, who, chips, mark);
        /// A winner's mark.
        MARK_WINNER = "sabacc-mark-winner" ();
        /// An eliminated seat's mark.
        MARK_OUT = "sabacc-mark-out" (seat);
        /// What `check` says of a pack.
        SUMMARY = "sabacc-summary" (parts);
        /// What `check` says of a pack: one count.
        SUMMARY_PART = "sabacc-summary-part" (what, count);
        /// The hand ladder's heading.
        LADDER = "sabacc-ladder" ();
        /// A tier's penalty.
        LADDER_PAYS = "sabacc-ladder-pays" (penalty, fixed);
        /// A ladder tier.
        LADDER_TIER = "sabacc-ladder-tier" (rank, name, text, has_text, pays);
        /// Stand.
        ACT_STAND = "sabacc-act-stand" ();
        /// Draw.
        ACT_DRAW = "sabacc-act-draw" (family, from_discard);
        /// Keep the drawn card.
        ACT_KEEP_DRAWN = "sabacc-act-keep-drawn" ();
        /// Keep the held card.
        ACT_KEEP_HELD = "sabacc-act-keep-held" ();
        /// Choose a die.
        ACT_CHOOSE_DIE = "sabacc-act-choose-die" (option);
        /// Spike.
        ACT_SPIKE = "sabacc-act-spike" ();
        /// Exit.
        ACT_EXIT = "sabacc-act-exit" ();
        /// Answer a spike.
        ACT_ANSWER_SPIKE = "sabacc-act-answer-spike" (accept);
        /// Answer a toss.
        ACT_ANSWER_TOSS = "sabacc-act-answer-toss" (accept);
        /// Challenge a claim.
        ACT_CHALLENGE = "sabacc-act-challenge" (seat, forced);
        /// Claim a card.
        ACT_CLAIM = "sabacc-act-claim" (family, kind);
        /// Pick an option.
        ACT_PICK = "sabacc-act-pick" (option);
        /// Toss a card.
        ACT_TOSS = "sabacc-act-toss" (target, family, kind);
        /// Play an entourage card.
        ACT_ENTOURAGE = "sabacc-act-entourage" (slot, has_target, target);
        /// Pawn an entourage card.
        ACT_PAWN = "sabacc-act-pawn" (slot);
        /// Stake a collection card.
        ACT_STAKE = "sabacc-act-stake" (index);
        /// Play a token.
        ACT_TOKEN = "sabacc-act-token" (token, has_target, target);
    }
}

mod view;

pub(super) use ids::MESSAGES;
pub(super) use view::{detail_lines, menu, own_action_text, view_lines, MESSAGES as VIEW_MESSAGES};
// The module holds the message declarations only.
#[allow(clippy::wildcard_imports)]
use ids::*;

/// A yes/no as a message's number (`1`/`0`), for selectors.
fn flag(yes: bool) -> i64 {
    i64::from(yes)
}

/// A pack's text as an argument (`?` when missing).
fn text(t: Option<&Localized>) -> Arg {
    t.map_or_else(|| Arg::Plain(String::from("?")), |t| Arg::Text(t.clone()))
}

/// Nothing, as an argument.
fn none() -> Arg {
    Arg::Plain(String::new())
}

/// A message as an argument.
fn msg(m: Msg) -> Arg {
    Arg::Msg(alloc::boxed::Box::new(m))
}

/// The messages of one reader: the rules and, in play, the reader's seat.
pub(super) struct Says<'a> {
    rules: &'a SabaccRules,
    you: Option<Seat>,
}

impl<'a> Says<'a> {
    pub(super) fn new(rules: &'a SabaccRules, you: Option<Seat>) -> Says<'a> {
        Says { rules, you }
    }

    fn is_you(&self, seat: Seat) -> bool {
        self.you == Some(seat)
    }

    /// Whether the table has a common bank (Archeon) rather than pots (Kessel).
    fn bank(&self) -> bool {
        self.rules.economy.bank
    }

    /// `m` with seat `name` named for the reader: "you", or by number.
    fn seat(&self, m: Msg, name: &'static str, seat: Seat) -> Msg {
        m.person(name, seat, Person::of_many(seat, self.you))
    }

    /// A seat's name as an argument.
    fn seat_arg(&self, seat: Seat) -> Arg {
        msg(self.seat(SEAT.msg(), "seat", seat))
    }

    /// Seats as a list: `seat 0 and seat 2`, or nobody.
    fn seats(&self, mask: SeatMask) -> Arg {
        let mut names: Vec<Arg> = mask.iter().map(|s| self.seat_arg(s)).collect();
        let count = names.len();
        let last = names.pop().unwrap_or_else(none);
        msg(SEATS.msg().num("count", count as i64).arg("list", Arg::List(names)).arg("last", last))
    }

    /// A family's name.
    fn family(&self, family: u8) -> Arg {
        text(self.rules.families.get(usize::from(family)).map(|f| &f.name))
    }

    /// A card kind: `3`, `Impostor`, `Sylop`.
    fn kind(&self, kind: CardKind) -> Arg {
        match kind {
            CardKind::Value(v) => Arg::Plain(v.to_string()),
            CardKind::Impostor => msg(IMPOSTOR.msg()),
            CardKind::Sylop => msg(SYLOP.msg()),
        }
    }

    /// A claim's kind code: `3`, `Impostor`, `Sylop`.
    fn kind_code(&self, kind: u8) -> Arg {
        match kind {
            7 => self.kind(CardKind::Impostor),
            8 => self.kind(CardKind::Sylop),
            v => Arg::Plain(v.to_string()),
        }
    }

    /// A card: `Blood 3`.
    fn card(&self, face: CardFace) -> Arg {
        msg(CARD.msg().arg("family", self.family(face.family)).arg("kind", self.kind(face.kind)))
    }

    /// A hand: `Blood 3 + Sand 5`.
    fn hand(&self, hand: [CardFace; 2]) -> Arg {
        msg(HAND.msg().arg("first", self.card(hand[0])).arg("second", self.card(hand[1])))
    }

    /// A revealed hand with its archive cards' signs and eras.
    fn hand_traits(&self, hand: [CardFace; 2], archive: [Option<u16>; 2]) -> Arg {
        let one = |face: CardFace, card: Option<u16>| match card {
            Some(a) => msg(CARD_WITH.msg().arg("card", self.card(face)).arg("archived", self.archive_traits(a))),
            None => self.card(face),
        };
        msg(HAND.msg().arg("first", one(hand[0], archive[0])).arg("second", one(hand[1], archive[1])))
    }

    /// A card with its archive name, if any: `Sand 5 — Asajj Ventress`.
    fn card_named(&self, face: CardFace, archive: Option<u16>) -> Arg {
        match archive {
            Some(a) => msg(CARD_WITH.msg().arg("card", self.card(face)).arg("archived", self.archive_name(a))),
            None => self.card(face),
        }
    }

    /// A token's name by index.
    fn token(&self, token: u8) -> Arg {
        text(self.rules.tokens.get(usize::from(token)).map(|t| &t.name))
    }

    /// A number of chips, the subject of a sentence.
    fn chips(&self, n: u16) -> Arg {
        msg(CHIPS.msg().num("count", n))
    }

    /// A number of chips as an object.
    fn chips_acc(&self, n: u16) -> Arg {
        msg(CHIPS_ACC.msg().num("count", n))
    }

    fn place(&self, place: Place) -> Arg {
        let (seat, zone) = match place {
            Place::Common(Common::Bank) => return msg(PLACE_BANK.msg()),
            Place::Common(Common::House) => return msg(PLACE_HOUSE.msg()),
            Place::Seat(seat, zone) => (seat, zone),
        };
        let id = match zone {
            Zone::Stack => PLACE_STACK,
            Zone::Pot => PLACE_POT,
            Zone::Paid => PLACE_PAID,
        };
        msg(self.seat(id.msg(), "seat", seat))
    }

    /// A planet's name.
    fn planet(&self, planet: u8) -> Arg {
        text(self.rules.planets.get(usize::from(planet)).map(|p| &p.name))
    }

    /// `Planet: Ithor — …` (and the rolled family, if any).
    fn planet_heading(&self, planet: u8, family: Option<u8>) -> Msg {
        let text = self.rules.planets.get(usize::from(planet)).map_or_else(none, |p| Arg::Text(p.text.clone()));
        let line = PLANET_LINE
            .msg()
            .arg("planet", self.planet(planet))
            .arg("text", text)
            .num("rolled", flag(family.is_some()))
            .arg("family", family.map_or_else(none, |f| self.family(f)));
        PLANET_HEADING.msg().msg("line", line)
    }

    /// An archive card's name.
    fn archive_name(&self, card: u16) -> Arg {
        text(self.rules.archive.get(usize::from(card)).map(|c| &c.name))
    }

    fn sign_name(&self, sign: u8) -> Arg {
        text(self.rules.signs.get(usize::from(sign)).map(|s| &s.name))
    }

    fn era_name(&self, era: u8) -> Arg {
        text(self.rules.eras.get(usize::from(era)).map(|e| &e.name))
    }

    /// `Bakko (Facet, tier 3)` / `Aril Nunb (Chip, no ability)`.
    fn archive_short(&self, card: u16) -> Arg {
        let Some(c) = self.rules.archive.get(usize::from(card)) else { return Arg::Plain(String::from("?")) };
        msg(ARCHIVE_SHORT.msg().text("name", &c.name).arg("sign", self.sign_name(c.sign)).num("tier", c.tier))
    }

    /// `Bakko (Facet, Old Republic)`: a card's name with its sign and era.
    fn archive_traits(&self, card: u16) -> Arg {
        let Some(c) = self.rules.archive.get(usize::from(card)) else { return Arg::Plain(String::from("?")) };
        msg(ARCHIVE_TRAITS.msg().text("name", &c.name).arg("sign", self.sign_name(c.sign)).arg("era", self.era_name(c.era)))
    }

    /// The ability of an archive card: `Facet, tier 3, light side — Tuning: text`, or no ability.
    fn ability(&self, card: u16) -> Arg {
        let Some(c) = self.rules.archive.get(usize::from(card)) else { return Arg::Plain(String::from("?")) };
        let sign = self.rules.signs.get(usize::from(c.sign));
        let tier = (c.tier > 0).then(|| sign.and_then(|s| s.tiers.get(usize::from(c.tier) - 1))).flatten();
        let (tier_n, name, txt) = match tier {
            Some(t) => (i64::from(c.tier), Arg::Text(t.name.clone()), Arg::Text(t.text.clone())),
            None => (0, none(), none()),
        };
        msg(ABILITY
            .msg()
            .arg("sign", self.sign_name(c.sign))
            .num("light", flag(c.light))
            .num("tier", tier_n)
            .arg("name", name)
            .arg("text", txt))
    }

    /// The tokens of a set of token indices, by name.
    fn token_set(&self, set: u64) -> Arg {
        let names: Vec<Arg> = (0..64u8).filter(|&t| set & (1u64 << t) != 0).map(|t| self.token(t)).collect();
        if names.is_empty() {
            msg(NO_TOKENS.msg())
        } else {
            Arg::Joined(", ", names)
        }
    }

    /// Who may spike next: `anyone may spike`, `only seat 2 may spike`.
    fn spike_right(&self, right: Option<Seat>) -> Msg {
        match right {
            None => SPIKE_RIGHT.msg().num("anyone", 1).arg("seat", none()),
            Some(s) => self.seat(SPIKE_RIGHT.msg().num("anyone", 0), "seat", s),
        }
    }

    /// What a token or a card is played on (nothing without a target).
    fn on(&self, target: Option<Seat>) -> Arg {
        target.map_or_else(none, |t| msg(self.seat(ON.msg(), "target", t)))
    }

    /// `m` with its target seat, if any (`has_target` says whether).
    fn target(&self, m: Msg, target: Option<Seat>) -> Msg {
        match target {
            Some(t) => self.seat(m.num("has_target", 1), "target", t),
            None => m.num("has_target", 0).arg("target", none()),
        }
    }

    /// A one-seat message.
    fn of(&self, id: crate::model::MsgDef, seat: Seat) -> Msg {
        self.seat(id.msg(), "seat", seat)
    }
}

/// One event as a readable line.
pub(super) fn describe_event(says: &Says<'_>, event: &SabaccEvent) -> Msg {
    use SabaccEvent as E;
    let s = says;
    match *event {
        E::RoundStarted { round, first } => s.seat(ROUND_STARTED.msg().num("round", round), "first", first),
        E::Dealt { seat, hand: Some(hand) } => s.of(DEALT, seat).arg("hand", s.hand(hand)),
        E::Dealt { seat, hand: None } => s.of(DEALT_HIDDEN, seat),
        E::DiscardStarted { card } => DISCARD_STARTED.msg().arg("family", s.family(card.family)).arg("card", s.card(card)),
        E::TurnStarted { seat, circuit } => s.of(TURN_STARTED, seat).num("circuit", circuit),
        E::CircuitEnded { circuit, all_stood } => CIRCUIT_ENDED.msg().num("circuit", circuit).num("all_stood", flag(all_stood)),
        E::AnteSet { ante, multiplier } => ANTE_SET.msg().arg("ante", s.chips(ante)).num("multiplier", multiplier),
        E::MultiplierSet { multiplier } => MULTIPLIER_SET.msg().num("multiplier", multiplier),
        E::PlanetRevealed { planet, family } => s.planet_heading(planet, family),
        E::PlanetsSeen { seat, planets } => {
            let one = planets[0] == planets[1];
            let list = if one {
                s.planet(planets[0])
            } else {
                msg(PLANETS_THEN.msg().arg("first", s.planet(planets[0])).arg("second", s.planet(planets[1])))
            };
            s.of(PLANETS_SEEN, seat).num("count", if one { 1 } else { 2 }).arg("list", list)
        }
        E::TokenPlayed { seat, token, target } => {
            // Another seat's token comes with its text: the reader has never seen it.
            let txt = s.rules.tokens.get(usize::from(token)).map_or_else(none, |t| Arg::Text(t.text.clone()));
            s.of(TOKEN_PLAYED, seat).arg("token", s.token(token)).arg("on", s.on(target)).arg("text", txt)
        }
        E::DiceRolled { seat, dice } => s.of(DICE_ROLLED, seat).num("first", dice[0]).num("second", dice[1]),
        E::DieChosen { seat, value } => s.of(DIE_CHOSEN, seat).num("value", value),
        E::Drew { seat, family, from_discard, price, card } => s
            .of(DREW, seat)
            .arg("family", s.family(family))
            .num("from_discard", flag(from_discard))
            .arg("paid", msg(DREW_PRICE.msg().arg("price", if price == 0 { Arg::Num(0) } else { s.chips(price) })))
            .arg("shown", card.map_or_else(none, |c| msg(DREW_SHOWN.msg().arg("card", s.card(c))))),
        E::Discarded { seat, card } => s.of(DISCARDED, seat).arg("card", s.card(card)),
        E::Stood { seat } => s.of(STOOD, seat),
        E::HandsSwapped { a, b } => s.seat(s.seat(HANDS_SWAPPED.msg(), "a", a), "b", b),
        E::Acted { seat } => s.of(ACTED, seat),
        E::Exited { seat } => s.of(EXITED, seat),
        E::Picked { seat, option } => s.of(PICKED, seat).num("option", option),
        E::EffectCancelled { seat } => s.of(EFFECT_CANCELLED, seat),
        E::TokenReturned { seat } => s.of(TOKEN_RETURNED, seat),
        E::ChipsMoved { from, to, amount } => CHIPS_MOVED.msg().num("amount", amount).arg("from", s.place(from)).arg("to", s.place(to)),
        E::BankPaid { seat, amount } => s.of(BANK_PAID, seat).num("amount", amount).arg("amount_acc", s.chips_acc(amount)),
        E::Revealed { seat, hand, archive } => s.of(REVEALED, seat).arg("hand", s.hand_traits(hand, archive)),
        E::ImpostorSet { seat, family, value } => s.of(IMPOSTOR_SET, seat).arg("family", s.family(family)).num("value", value),
        E::RoundSettled { winners, inverted } => ROUND_SETTLED
            .msg()
            .arg("winners", s.seats(winners))
            .num("count", winners.iter().count() as i64)
            .num("you", flag(s.you.is_some_and(|y| winners.has(y))))
            .num("inverted", flag(inverted)),
        E::Eliminated { seat } => s.of(ELIMINATED, seat),
        E::MatchOver { winners } => MATCH_OVER.msg().arg("winners", s.seats(winners)),
        E::Placed { seat, place } => s.of(PLACED, seat).arg("place", msg(ORDINAL.msg().num("place", place))),
        E::Spiked { seat } => s.of(SPIKED, seat),
        E::SpikeAnswered { seat, accepted } => s.of(SPIKE_ANSWERED, seat).num("accepted", flag(accepted)),
        E::SpikeSettled { accepted: Some(seat), multiplier } => s.of(SPIKE_STANDS, seat).num("multiplier", multiplier),
        E::SpikeSettled { accepted: None, multiplier } => SPIKE_REFUSED.msg().num("multiplier", multiplier),
        E::Claimed { seat, family, kind, forced } => {
            s.of(CLAIMED, seat).arg("family", s.family(family)).arg("kind", s.kind_code(kind)).num("forced", flag(forced))
        }
        E::CardShown { seat, card, archive } => {
            s.of(CARD_SHOWN, seat).arg("family", s.family(card.family)).arg("card", s.card_named(card, archive))
        }
        E::Challenged { seat, target, truth } => {
            let liar = s.rules.talk.map_or(0, |t| u16::from(t.liar_pays));
            s.seat(s.of(CHALLENGED, seat), "target", target)
                .num("truth", flag(truth))
                .arg("liar_chips", s.chips(liar))
                .arg("liar_acc", s.chips_acc(liar))
        }
        E::ClaimPaid { seat, amount } => s.of(CLAIM_PAID, seat).arg("amount_chips", s.chips(amount)).arg("amount_acc", s.chips_acc(amount)),
        E::Tossed { seat, target, family, kind } => {
            s.seat(s.of(TOSSED, seat), "target", target).arg("family", s.family(family)).arg("kind", s.kind_code(kind))
        }
        E::TossAnswered { seat, accepted, truth } => {
            let stake = s.rules.talk.map_or(0, |t| u16::from(t.toss_stake));
            // 0: accepted; 1: a liar called, wrongly; 2: a liar called, rightly.
            let answer = match (accepted, truth) {
                (true, _) => 0,
                (false, Some(true)) => 1,
                (false, _) => 2,
            };
            s.of(TOSS_ANSWERED, seat).num("answer", answer).arg("stake_chips", s.chips(stake)).arg("stake_acc", s.chips_acc(stake))
        }
        E::CardsExchanged { a, b, family } => s.seat(s.seat(CARDS_EXCHANGED.msg(), "a", a), "b", b).arg("family", s.family(family)),
        E::CardsPassed { family } => CARDS_PASSED.msg().arg("family", s.family(family)),
        E::CardSwapped { seat, family, from_discard, card } => s
            .of(CARD_SWAPPED, seat)
            .arg("family", s.family(family))
            .num("from_discard", flag(from_discard))
            .arg("put", card.map_or_else(none, |c| s.card(c)))
            .num("has_put", flag(card.is_some())),
        E::CardSeen { seat, card, archive } => s
            .of(CARD_SEEN, seat)
            .num("reader", flag(s.you.is_some()))
            .arg("family", s.family(card.family))
            .arg("card", s.card_named(card, archive)),
        E::HandSeen { seat, hand, tokens } => {
            s.of(HAND_SEEN, seat).num("reader", flag(s.you.is_some())).arg("hand", s.hand(hand)).arg("tokens", s.token_set(tokens))
        }
        E::DecksSeen { seat, cards } => {
            let top = |f: usize| match cards[f] {
                Some(c) => s.card(c),
                None => msg(DECK_EMPTY.msg().arg("family", s.family(f as u8))),
            };
            s.of(DECKS_SEEN, seat).arg("first", top(0)).arg("second", top(1))
        }
        E::ClaimTested { seat, truth } => {
            let truth = match truth {
                Some(true) => 1,
                Some(false) => 0,
                None => 2,
            };
            s.of(CLAIM_TESTED, seat).num("reader", flag(s.you.is_some())).num("truth", truth)
        }
        E::EntourageDrawn { seat, card } => {
            s.of(ENTOURAGE_DRAWN, seat).num("known", flag(card.is_some())).arg("card", card.map_or_else(none, |c| s.archive_short(c)))
        }
        E::EntouragePlayed { seat, card, target } => {
            s.of(ENTOURAGE_PLAYED, seat).arg("card", s.archive_name(card)).arg("on", s.on(target)).arg("ability", s.ability(card))
        }
        E::EntouragePassed { from, to, card } => s.seat(s.seat(ENTOURAGE_PASSED.msg(), "from", from), "to", to).arg("card", s.archive_name(card)),
        E::Pawned { seat, card, chips } => s.of(PAWNED, seat).arg("card", s.archive_name(card)).arg("chips", s.chips(chips)).arg("chips_acc", s.chips_acc(chips)),
        E::Staked { seat, card } => s.of(STAKED, seat).arg("card", s.archive_traits(card)),
        E::StakeWon { from, to, card } => s.seat(s.seat(STAKE_WON.msg(), "from", from), "to", to).arg("card", s.archive_name(card)),
        E::Scored { seat, values, tier, won, penalty, pot } => scored_line(s, seat, values, tier, won, penalty, pot),
    }
}

/// A seat's score at the reveal: its values, its tier and what it won or lost.
fn scored_line(s: &Says<'_>, seat: Seat, values: [u8; 2], tier: u8, won: bool, penalty: u16, pot: u16) -> Msg {
    let tier_name = text(s.rules.ladder.get(usize::from(tier)).map(|t| &t.name));
    let outcome = if s.bank() {
        s.of(SCORED_BANK, seat).num("won", flag(won)).num("penalty", penalty).arg("penalty_chips", s.chips(penalty))
    } else {
        s.of(SCORED_POTS, seat)
            .num("won", flag(won))
            .num("pot", pot)
            .arg("pot_chips", s.chips(pot))
            .arg("pot_acc", s.chips_acc(pot))
            .arg("penalty_chips", s.chips(penalty))
    };
    s.of(SCORED, seat).num("first", values[0]).num("second", values[1]).arg("tier", tier_name).msg("outcome", outcome)
}

/// Whether an event of the full log is the copy to print: events with a card hidden from
/// some seats come twice (the owner's copy and the others'); the log keeps the owner's.
fn is_full_copy(to: SeatMask, event: &SabaccEvent) -> bool {
    match *event {
        SabaccEvent::Dealt { seat, .. } | SabaccEvent::Drew { seat, .. } | SabaccEvent::EntourageDrawn { seat, .. } => to.has(seat),
        _ => true,
    }
}

/// Whether an event is a private sighting (sent to one seat, which learns something hidden).
fn is_private(event: &SabaccEvent) -> bool {
    matches!(
        event,
        SabaccEvent::PlanetsSeen { .. }
            | SabaccEvent::CardSeen { .. }
            | SabaccEvent::HandSeen { .. }
            | SabaccEvent::DecksSeen { .. }
            | SabaccEvent::ClaimTested { .. }
            | SabaccEvent::Picked { .. }
    )
}

/// An empty line.
fn blank() -> Msg {
    Msg::literal("")
}

/// The lines of a run of events. `now` is the table right after them (the round banner reads
/// it); `picked` is the label of the option the reader just picked; `full` marks the full log
/// (every seat's view), where private sightings name who saw them.
fn batch_lines(says: &Says<'_>, events: &[(SeatMask, SabaccEvent)], now: Option<&SabaccObservation>, picked: Option<&str>, full: bool) -> Vec<Msg> {
    let mut lines = Vec::new();
    // After a round's banner, until its first turn: the planet and ante lines are in the banner.
    let mut bannered = false;
    // Between a round's start and its first turn: hands given then are the deal.
    let mut dealing = false;
    let mut i = 0;
    while i < events.len() {
        let (to, ev) = events[i];
        i += 1;
        match ev {
            SabaccEvent::RoundStarted { round, .. } if says.bank() => {
                dealing = true;
                lines.push(blank());
                lines.push(describe_event(says, &ev));
                bannered |= round_banner(says, round, now, &mut lines);
            }
            SabaccEvent::PlanetRevealed { .. } | SabaccEvent::AnteSet { .. } if bannered => {}
            // The chips of a claim's reward: the next line says it.
            SabaccEvent::ChipsMoved { from: Place::Common(Common::Bank), to: Place::Seat(s, Zone::Stack), amount } if matches!(events.get(i), Some((_, SabaccEvent::ClaimPaid { seat, amount: a })) if *seat == s && *a == amount) =>
                {}
            // A sighting repeated by the same play (a peek, then a choice of the same planets).
            SabaccEvent::PlanetsSeen { .. } if i >= 2 && events[i - 2].1 == ev => {}
            // On a bank table, a hand that changes after the deal (a pass, an exchange) is
            // the owner's news only.
            SabaccEvent::Dealt { seat, hand } if says.bank() && !dealing => {
                if let Some(hand) = hand {
                    lines.push(says.of(DEALT_AGAIN, seat).arg("hand", says.hand(hand)));
                }
            }
            SabaccEvent::TurnStarted { .. } => {
                bannered = false;
                dealing = false;
                lines.push(describe_event(says, &ev));
            }
            SabaccEvent::EntourageDrawn { seat, card } => {
                // A run of draws into one seat's entourage makes one line.
                let mut cards = vec![card];
                while let Some(&(_, SabaccEvent::EntourageDrawn { seat: s, card: c })) = events.get(i) {
                    if s != seat {
                        break;
                    }
                    cards.push(c);
                    i += 1;
                }
                lines.push(if cards.len() == 1 { describe_event(says, &ev) } else { entourage_run(says, seat, &cards) });
            }
            SabaccEvent::Picked { seat, .. } if picked.is_some() && (full || says.is_you(seat)) => {
                let line = says.of(PICKED_LABEL, seat).plain("label", picked.unwrap_or_default());
                lines.push(private_prefix(to, &ev, full, line));
            }
            _ => lines.push(private_prefix(to, &ev, full, describe_event(says, &ev))),
        }
    }
    lines
}

/// A bank table's round banner after its first line: the planet, then the ante, the bank, the
/// multiplier and who may spike, read from `now` when it is the same round. Whether it was
/// written (the planet and ante events that follow then say nothing more).
fn round_banner(says: &Says<'_>, round: u16, now: Option<&SabaccObservation>, lines: &mut Vec<Msg>) -> bool {
    let Some(table) = now.filter(|o| o.round == round).and_then(|o| o.table.as_ref()) else { return false };
    if let Some(p) = table.planet.as_deref().and_then(|id| says.rules.planet_index(id)) {
        lines.push(says.planet_heading(p as u8, table.planet_family));
    }
    let spiking = says.rules.economy.multiplier_ceiling > 1;
    lines.push(
        ROUND_BANNER
            .msg()
            .arg("ante", says.chips(table.ante))
            .arg("bank", says.chips(table.bank))
            .num("multiplier", table.multiplier)
            .arg("spike", if spiking { msg(says.spike_right(table.spike_right)) } else { none() })
            .num("has_spike", flag(spiking)),
    );
    true
}

/// One line for a run of cards drawn into a seat's entourage: the cards the reader may see, or
/// how many.
fn entourage_run(says: &Says<'_>, seat: Seat, cards: &[Option<u16>]) -> Msg {
    let known: Vec<Arg> = cards.iter().filter_map(|c| c.map(|c| says.archive_short(c))).collect();
    let n = cards.len();
    let all = known.len() == n;
    says.of(ENTOURAGE_RUN, seat).num("count", n as i64).arg("cards", Arg::Joined(", ", known)).num("known", flag(all))
}

/// In the full log, a private sighting names the seat that saw it.
fn private_prefix(to: SeatMask, event: &SabaccEvent, full: bool, line: Msg) -> Msg {
    if !full || !is_private(event) || to.count() != 1 {
        return line;
    }
    let seat = to.iter().next().unwrap_or(0);
    SEEN_BY.msg().num("seat", seat).msg("line", line)
}

/// The text of one event for `viewer` (`None`: the full log).
pub(super) fn event_text(rules: &SabaccRules, event: &SabaccEvent, viewer: Option<Seat>) -> Msg {
    describe_event(&Says::new(rules, viewer), event)
}

/// The lines of a run of events as the reader received them; in the full log (no viewer) an
/// event sent in two copies (the owner's with a card, the others' without) is written once.
pub(super) fn event_lines(rules: &SabaccRules, events: &[(SeatMask, SabaccEvent)], now: &SabaccObservation, reader: &Reader<'_>) -> Vec<Msg> {
    let says = Says::new(rules, reader.viewer);
    let full = reader.viewer.is_none();
    let kept: Vec<(SeatMask, SabaccEvent)> = events.iter().copied().filter(|(to, e)| !full || is_full_copy(*to, e)).collect();
    batch_lines(&says, &kept, Some(now), reader.picked, full)
}

/// What private effects showed the reader this round, each after the token or entourage card
/// that showed it, oldest first, under a heading (nothing when it saw nothing).
pub(super) fn sighting_lines(rules: &SabaccRules, recent: &mut dyn Iterator<Item = (SeatMask, SabaccEvent)>, reader: &Reader<'_>) -> Vec<Msg> {
    let Some(you) = reader.viewer else { return Vec::new() };
    let says = Says::new(rules, Some(you));
    // Walking back, a sighting waits for the play before it, which names its source.
    let (mut seen, mut unsourced): (Vec<Msg>, Vec<SabaccEvent>) = (Vec::new(), Vec::new());
    for (_, event) in recent {
        let source = match event {
            SabaccEvent::RoundStarted { .. } => Sighting::Start,
            SabaccEvent::Picked { .. } => Sighting::Other,
            ref e if is_private(e) => Sighting::Seen,
            SabaccEvent::TokenPlayed { seat, .. } | SabaccEvent::EntouragePlayed { seat, .. } if seat == you => {
                Sighting::Source(String::new())
            }
            _ => Sighting::Other,
        };
        match source {
            Sighting::Start => break,
            Sighting::Seen => unsourced.push(event),
            Sighting::Source(_) => {
                let name = match event {
                    SabaccEvent::TokenPlayed { token, .. } => says.token(token),
                    SabaccEvent::EntouragePlayed { card, .. } => says.archive_name(card),
                    _ => none(),
                };
                seen.extend(
                    unsourced.drain(..).map(|e| SIGHTING_FROM.msg().arg("source", name.clone()).msg("line", describe_event(&says, &e))),
                );
            }
            Sighting::Other => {}
        }
    }
    seen.extend(unsourced.drain(..).map(|e| SIGHTING.msg().msg("line", describe_event(&says, &e))));
    if !seen.is_empty() {
        seen.push(SIGHTINGS.msg());
    }
    seen.reverse();
    seen
}

impl Action {
    /// The action as plainly as the rules name it.
    pub(super) fn describe_msg(self, rules: &SabaccRules) -> Msg {
        let says = Says::new(rules, None);
        match self {
            Action::Stand => ACT_STAND.msg(),
            Action::Draw { family, from_discard } => ACT_DRAW.msg().arg("family", says.family(family)).num("from_discard", flag(from_discard)),
            Action::KeepDrawn => ACT_KEEP_DRAWN.msg(),
            Action::KeepHeld => ACT_KEEP_HELD.msg(),
            Action::ChooseDie(i) => ACT_CHOOSE_DIE.msg().num("option", i + 1),
            Action::Spike => ACT_SPIKE.msg(),
            Action::Exit => ACT_EXIT.msg(),
            Action::AnswerSpike(accept) => ACT_ANSWER_SPIKE.msg().num("accept", flag(accept)),
            Action::AnswerToss(accept) => ACT_ANSWER_TOSS.msg().num("accept", flag(accept)),
            Action::Challenge { seat, forced } => says.of(ACT_CHALLENGE, seat).num("forced", flag(forced)),
            Action::Claim { family, kind } => ACT_CLAIM.msg().arg("family", says.family(family)).arg("kind", says.kind_code(kind)),
            Action::Pick(option) => ACT_PICK.msg().num("option", option),
            Action::Toss { target, family, kind } => {
                says.seat(ACT_TOSS.msg(), "target", target).arg("family", says.family(family)).arg("kind", says.kind_code(kind))
            }
            Action::PlayEntourage { slot, target } => says.target(ACT_ENTOURAGE.msg().num("slot", slot + 1), target),
            Action::Pawn(slot) => ACT_PAWN.msg().num("slot", slot + 1),
            Action::Stake(i) => ACT_STAKE.msg().num("index", i + 1),
            Action::PlayToken { token, target } => says.target(ACT_TOKEN.msg().arg("token", says.token(token)), target),
        }
    }
}

/// What `check` says a sabacc pack holds.
pub(super) fn summary(rules: &SabaccRules) -> Msg {
    let counts = [
        ("cards", rules.cards.len()),
        ("tiers", rules.ladder.len()),
        ("tokens", rules.tokens.len()),
        ("planets", rules.planets.len()),
        ("signs", rules.signs.len()),
        ("eras", rules.eras.len()),
        ("archive_cards", rules.archive.len()),
        ("abilities", rules.signs.iter().map(|s| s.tiers.len()).sum()),
    ];
    let parts: Vec<Arg> = counts
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|&(what, n)| msg(SUMMARY_PART.msg().plain("what", what).num("count", n as i64)))
        .collect();
    SUMMARY.msg().arg("parts", Arg::Joined(", ", parts))
}

/// The keys whose values a sabacc pack's `[[help]]` lines may state as `{key}`.
pub(super) const HELP_KEYS: &[&str] =
    &["starting_chips", "circuits", "round_limit", "draw_price", "tokens_per_player", "tokens_per_turn", "lowest_value", "highest_value"];

/// The values of [`HELP_KEYS`], in its order.
fn help_values(rules: &SabaccRules) -> [(&'static str, String); 8] {
    let values = rules.cards.iter().filter_map(|c| match c.kind {
        CardKind::Value(v) => Some(v),
        _ => None,
    });
    let (lo, hi) = values.fold((u8::MAX, 0), |(lo, hi), v| (lo.min(v), hi.max(v)));
    let numbers = [
        u32::from(rules.starting_chips),
        u32::from(rules.circuits),
        u32::from(rules.round_limit),
        u32::from(rules.draw_price),
        u32::from(rules.tokens_per_player),
        u32::from(rules.tokens_per_turn),
        u32::from(lo),
        u32::from(hi),
    ];
    core::array::from_fn(|i| (HELP_KEYS[i], numbers[i].to_string()))
}

/// How a sabacc table is played and won, from the pack: its `[[help]]` lines, then the hand
/// ladder, strongest first, each tier with what makes it (its `text`) and what a loser pays.
pub(super) fn help_lines(rules: &SabaccRules) -> Vec<Msg> {
    let mut out = crate::content::help_messages(&rules.help, &help_values(rules));
    out.push(LADDER.msg());
    for (i, tier) in rules.ladder.iter().filter(|t| t.enabled).enumerate() {
        let pays = LADDER_PAYS.msg().num("fixed", flag(tier.penalty.is_some())).num("penalty", tier.penalty.unwrap_or(0));
        out.push(
            LADDER_TIER
                .msg()
                .num("rank", (i + 1) as i64)
                .text("name", &tier.name)
                .arg("text", tier.text.as_ref().map_or_else(none, |t| Arg::Text(t.clone())))
                .num("has_text", flag(tier.text.is_some()))
                .msg("pays", pays),
        );
    }
    out
}

/// The end of the match as the observing seat sees it (or, for an unfinished match, whose
/// decision is pending).
pub(super) fn result_lines(rules: &SabaccRules, obs: &SabaccObservation, reader: &Reader<'_>) -> Vec<Msg> {
    let says = Says::new(rules, reader.viewer);
    let Some(result) = obs.result else {
        return obs.pending.iter().map(|p| says.of(NOT_OVER, p.seat)).collect();
    };
    let mut out = vec![blank(), RESULT.msg().num("rounds", result.rounds).arg("winners", says.seats(result.winners))];
    if says.bank() {
        out.push(PLACES.msg());
    }
    let mut order: Vec<Seat> = (0..obs.seats).collect();
    order.sort_by_key(|&s| (result.places[usize::from(s)], s));
    for s in order {
        let i = usize::from(s);
        let gone = obs.players.get(i).is_some_and(|p| p.out);
        let mark = match (result.winners.has(s), gone) {
            (true, _) => msg(MARK_WINNER.msg()),
            (false, true) => msg(says.of(MARK_OUT, s)),
            _ => none(),
        };
        let who = if says.is_you(s) { msg(RESULT_YOU.msg().num("seat", s)) } else { says.seat_arg(s) };
        out.push(
            RESULT_ROW
                .msg()
                .num("place", result.places[i])
                .arg("who", Arg::Padded(alloc::boxed::Box::new(who), 16))
                .arg("chips", Arg::Plain(alloc::format!("{:>3}", result.chips[i])))
                .arg("mark", mark),
        );
    }
    out
}
