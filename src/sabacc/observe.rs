//! What one seat may see of a sabacc table: its own hand and tokens, and everything public.

use super::words;
use alloc::string::String;
use alloc::vec::Vec;
use serde::Serialize;

use super::content::MAX_SEATS;
use super::content::{CardFace, SabaccRules};
use super::{Layout, Phase, SabaccState, SIGN_SOURCES};
use crate::effects::NO_SEAT;
use crate::model::Seat;
use crate::table::MatchResult;

/// The pending decision as a seat sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PendingView {
    /// Who must decide.
    pub seat: Seat,
    /// `main`, `keep`, `token_die`, `impostor`.
    pub kind: &'static str,
    /// Dice to choose from, for `token_die` and `impostor` (public).
    pub dice: Option<[u8; 2]>,
    /// For `keep`: the drawn card, only in the drawer's own view.
    pub drawn: Option<CardFace>,
    /// For `keep` and `impostor`: the family of the card decided on; for `toss_answer`: the
    /// family of the card offered.
    pub family: Option<u8>,
    /// For `toss_answer`: the kind the tosser claims the card is (1 to 6, 7 Impostor, 8 Sylop).
    pub claimed: Option<u8>,
    /// For `toss_answer`: who tossed; for `spike_answer`: who declared the spike.
    pub by: Option<Seat>,
    /// For `pick` and `token_die`: the id of the play being made (a token, a sign's tier
    /// `sign:tier`, or a planet), public since the play was announced.
    pub play: Option<String>,
    /// For `pick`: which of the play's picks is asked (0-based).
    pub step: Option<u8>,
    /// For `token_die`: whether the two options are the next two planets rather than dice
    /// (then `dice` holds their indices, shown to the chooser only).
    pub planets: bool,
}

/// One seat as everyone sees it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct PlayerView {
    /// The seat.
    pub seat: Seat,
    /// Chips in front of the player (while a table hides stacks: as they stood after the ante).
    pub chips: u16,
    /// Chips put in this round.
    pub pot: u16,
    /// Out of the match.
    pub out: bool,
    /// Has acted in this circuit.
    pub acted: bool,
    /// Left the round by Exit.
    pub exited: bool,
    /// Paid into the bank this round (bank tables; while stacks are hidden: as of the ante).
    pub paid: u16,
    /// Cards in the entourage (which ones is private).
    pub entourage: u8,
    /// Its final place, once out of the match (bank tables).
    pub place: Option<u8>,
    /// Stood in this circuit.
    pub stood: bool,
    /// How many shift tokens the player still holds (which ones is private).
    pub tokens_held: u32,
}

/// An installed effect, as everyone sees it: a token's, an entourage ability's or the planet's.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct EffectView {
    /// Its place in the store of installed rules (what a `reveal_effect` pick names).
    pub index: u8,
    /// `token`, `ability` (a sign's tier) or `planet`.
    pub source: &'static str,
    /// The id of the token, the sign's tier (`sign:tier`) or the planet.
    pub id: String,
    /// Who played it (`None`: the table, for a planet).
    pub owner: Option<Seat>,
    /// The seat it names, if any.
    pub subject: Option<Seat>,
    /// The value chosen for it by a die (Prime Sabacc's value), if any.
    pub value: Option<i8>,
}

/// Everything one seat may know of a sabacc match, and nothing more.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SabaccObservation {
    /// The seat observing.
    pub seat: Seat,
    /// Seats at the table.
    pub seats: u8,
    /// 1-based round.
    pub round: u16,
    /// 0-based circuit of the round.
    pub circuit: u8,
    /// Circuits in a round.
    pub circuits: u8,
    /// The round's first player.
    pub first: Seat,
    /// The pending decision, or `None` when the match is over.
    pub pending: Option<PendingView>,
    /// Every seat's public standing.
    pub players: Vec<PlayerView>,
    /// The observer's own hand (by family), unless out.
    pub hand: Option<[CardFace; 2]>,
    /// The observer's own tokens, by id.
    pub tokens: Vec<String>,
    /// During the reveal: every hand still in the round, face up.
    pub revealed: Vec<(Seat, [CardFace; 2])>,
    /// Top card of each discard pile.
    pub discard_tops: [Option<CardFace>; 2],
    /// Cards in each draw deck.
    pub deck_sizes: [u8; 2],
    /// Cards in each discard pile.
    pub discard_sizes: [u8; 2],
    /// Effects in force (tokens, entourage abilities, the planet), each once per play.
    pub effects: Vec<EffectView>,
    /// For the observer's main decision: the price of a draw from a deck and from a discard
    /// pile (`None` when the observer may not draw).
    pub draw_prices: Option<[u16; 2]>,
    /// The winners, once the match is over.
    pub winners: Option<Vec<Seat>>,
    /// The result, once the match is over.
    pub result: Option<MatchResult>,
    /// What a bank table adds (bank, planet, multiplier, talk, entourage), or `None`.
    pub table: Option<TableView>,
}

/// A claim as everyone heard it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ClaimView {
    /// Who claimed.
    pub seat: Seat,
    /// The family.
    pub family: u8,
    /// The kind code (1 to 6, 7 Impostor, 8 Sylop).
    pub kind: u8,
    /// Forced (never paid).
    pub forced: bool,
    /// Challenged already.
    pub challenged: bool,
}

/// An archive card as its viewer may see it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ArchiveView {
    /// The archive card's index in the pack.
    pub index: u16,
    /// Its id.
    pub id: String,
    /// Its sign's id.
    pub sign: String,
    /// Its ability tier (0: none, can only be pawned).
    pub tier: u8,
    /// Light side.
    pub light: bool,
}

/// What a bank table adds to an observation.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TableView {
    /// The common bank.
    pub bank: u16,
    /// This round's ante.
    pub ante: u16,
    /// The round multiplier.
    pub multiplier: u8,
    /// Who may declare the next spike (`None`: anyone).
    pub spike_right: Option<Seat>,
    /// The current planet's id, if any.
    pub planet: Option<String>,
    /// The family the planet rolled, if it rolls one.
    pub planet_family: Option<u8>,
    /// Every claim of the round.
    pub claims: Vec<ClaimView>,
    /// Cards shown to the whole table and still in their hands: (seat, card).
    pub shown: Vec<(Seat, CardFace)>,
    /// The observer's own cards as archive cards (by family), when the table has an archive.
    pub hand_archive: Option<[ArchiveView; 2]>,
    /// The discard piles' top cards as archive cards (face up, so public).
    pub discard_archive: [Option<ArchiveView>; 2],
    /// During the reveal: every hand still in the round as archive cards (public then).
    pub revealed_archive: Vec<(Seat, [Option<ArchiveView>; 2])>,
    /// The observer's entourage.
    pub entourage: Vec<ArchiveView>,
    /// The observer may still play or pawn an entourage card this turn.
    pub entourage_ready: bool,
    /// The observer's collection (archive card indices).
    pub collection: Vec<u16>,
    /// Staked cards this round: (seat, archive card index).
    pub stakes: Vec<(Seat, u16)>,
    /// Whether other seats' draws, stands and stacks are hidden this round.
    pub hidden: bool,
}

impl<L: Layout> SabaccState<L> {
    /// What `seat` may see. Carries no hidden information of other seats, the decks or the RNG.
    pub fn observe(&self, rules: &SabaccRules, seat: Seat) -> SabaccObservation {
        let face = |c: u8| rules.cards[usize::from(c)];
        let live = self.in_round();
        let me = usize::from(seat).min(MAX_SEATS - 1);
        let pending = self.to_act().map(|turn| {
            let (claimed, by) = match self.phase {
                Phase::TossAnswer { kind, tosser, .. } => (Some(kind), Some(tosser)),
                Phase::SpikeAnswer { declarer, .. } => (None, Some(declarer)),
                _ => (None, None),
            };
            let (play, step, planets) = match self.phase {
                Phase::Pick { source, step, .. } => (Some(source), Some(step), false),
                Phase::TokenDie { source, planets, .. } => (Some(source), None, planets),
                _ => (None, None, false),
            };
            let play = play.and_then(|source| SabaccState::<L>::play_def(rules, source)).map(|d| d.id.clone());
            let (kind, dice, drawn, family) = match self.phase {
                Phase::Main | Phase::Pick { .. } | Phase::SpikeAnswer { .. } | Phase::ForcedClaim { .. } => {
                    (self.phase_name(), None, None, None)
                }
                Phase::TossAnswer { family, .. } => ("toss_answer", None, None, Some(family)),
                Phase::Keep { drawn, family } => ("keep", None, (turn == seat).then(|| face(drawn)), Some(family)),
                // A choice between the next planets shows them to the chooser only.
                Phase::TokenDie { dice, planets, .. } => ("token_die", (!planets || turn == seat).then_some(dice), None, None),
                Phase::Impostor { dice, family } => ("impostor", Some(dice), None, Some(family)),
                Phase::Over => ("over", None, None, None),
            };
            PendingView { seat: turn, kind, dice, drawn, family, claimed, by, play, step, planets }
        });
        let revealing = matches!(self.phase, Phase::Impostor { .. });
        let tokens_of = |s: usize| self.tokens[s];
        SabaccObservation {
            seat,
            seats: self.seats,
            round: self.round,
            circuit: self.circuit,
            circuits: self.circuits(rules),
            first: self.first,
            pending,
            players: (0..self.seats)
                .map(|s| {
                    let i = usize::from(s);
                    let hidden = s != seat && self.actions_hidden(rules);
                    PlayerView {
                        seat: s,
                        chips: if hidden { self.x.get().stacks_at_start[i] } else { self.chips[i] },
                        pot: self.pot[i],
                        out: self.out.has(s),
                        acted: self.acted.has(s) && !hidden,
                        exited: self.x.get().exited.has(s),
                        paid: if hidden { self.x.get().paid_at_start[i] } else { self.x.get().paid[i] },
                        entourage: self.x.get().entourage_len[i],
                        place: (self.x.get().places[i] > 0).then_some(self.x.get().places[i]),
                        stood: self.stood.has(s) && !hidden,
                        tokens_held: tokens_of(i).count_ones(),
                    }
                })
                .collect(),
            hand: (seat < self.seats && live.has(seat)).then(|| [face(self.hands[me][0]), face(self.hands[me][1])]),
            tokens: if seat < self.seats {
                (0..rules.tokens.len()).filter(|&t| tokens_of(me) & (1u64 << t) != 0).map(|t| rules.tokens[t].id.clone()).collect()
            } else {
                Vec::new()
            },
            revealed: if revealing {
                live.iter().map(|s| (s, [face(self.hands[usize::from(s)][0]), face(self.hands[usize::from(s)][1])])).collect()
            } else {
                Vec::new()
            },
            discard_tops: [self.discards[0].top().map(face), self.discards[1].top().map(face)],
            deck_sizes: [self.decks[0].len, self.decks[1].len],
            discard_sizes: [self.discards[0].len, self.discards[1].len],
            effects: self.effect_views(rules),
            draw_prices: (self.to_act() == Some(seat) && matches!(self.phase, Phase::Main))
                .then(|| self.draw_prices(rules, seat))
                .flatten(),
            winners: self.result().map(|r| r.winners.iter().collect()),
            result: self.result(),
            table: (L::BANK && rules.economy.bank).then(|| self.table_view(rules, seat)),
        }
    }

    /// The installed effects, one entry per play (a play's several rules are one effect).
    fn effect_views(&self, rules: &SabaccRules) -> Vec<EffectView> {
        let mut out: Vec<EffectView> = Vec::new();
        let mut last: Option<(&'static str, String, u8, u8)> = None;
        for (i, a) in self.effects.iter().enumerate() {
            let Some((source, id)) = effect_source(rules, a.rule) else { continue };
            let key = (source, id.clone(), a.owner, a.subject);
            // The rules of one play lie side by side in the store: show the play once.
            if last.as_ref() == Some(&key) {
                continue;
            }
            last = Some(key);
            out.push(EffectView {
                index: i as u8,
                source,
                id,
                owner: (a.owner != crate::effects::TABLE_OWNER).then_some(a.owner),
                subject: (a.subject != NO_SEAT).then_some(a.subject),
                value: (a.choice != 0).then_some(a.choice),
            });
        }
        out
    }

    /// Whether other seats' draws, stands and stacks are hidden now (until the reveal).
    pub fn actions_hidden(&self, rules: &SabaccRules) -> bool {
        self.effects.uses(words::HIDE_ACTIONS)
            && self.effects.table_number(&rules.rules, words::HIDE_ACTIONS, 0) != 0
            && !matches!(self.phase, Phase::Impostor { .. } | Phase::Over)
    }

    fn archive_view(rules: &SabaccRules, index: u16) -> Option<ArchiveView> {
        let c = rules.archive.get(usize::from(index))?;
        Some(ArchiveView {
            index,
            id: c.id.clone(),
            sign: rules.signs.get(usize::from(c.sign)).map(|s| s.id.clone()).unwrap_or_default(),
            tier: c.tier,
            light: c.light,
        })
    }

    fn table_view(&self, rules: &SabaccRules, seat: Seat) -> TableView {
        let x = self.x.get();
        let me = usize::from(seat).min(MAX_SEATS - 1);
        let mine = seat < self.seats;
        let face = |c: u8| rules.cards[usize::from(c)];
        let mut claims = Vec::new();
        for s in 0..self.seats {
            for (claim, forced) in [(x.claims[usize::from(s)], false), (x.forced_claims[usize::from(s)], true)] {
                if claim.made() {
                    claims.push(ClaimView { seat: s, family: claim.family, kind: claim.kind, forced, challenged: claim.challenged });
                }
            }
        }
        let mut shown = Vec::new();
        for s in 0..self.seats {
            for f in 0..2 {
                let c = x.shown[usize::from(s)][f];
                if c != NO_SEAT && self.hands[usize::from(s)][f] == c {
                    shown.push((s, face(c)));
                }
            }
        }
        let hand_archive = (mine && self.in_round().has(seat) && !rules.archive.is_empty()).then(|| {
            let h = self.hands[me];
            [
                SabaccState::<L>::archive_view(rules, x.deck_cards[usize::from(h[0])]),
                SabaccState::<L>::archive_view(rules, x.deck_cards[usize::from(h[1])]),
            ]
        });
        let archive_of = |card: u8| x.deck_cards.get(usize::from(card)).and_then(|&c| SabaccState::<L>::archive_view(rules, c));
        let revealing = matches!(self.phase, Phase::Impostor { .. });
        TableView {
            discard_archive: [self.discards[0].top().and_then(archive_of), self.discards[1].top().and_then(archive_of)],
            revealed_archive: if revealing {
                self.in_round()
                    .iter()
                    .map(|s| (s, [archive_of(self.hands[usize::from(s)][0]), archive_of(self.hands[usize::from(s)][1])]))
                    .collect()
            } else {
                Vec::new()
            },
            bank: x.bank,
            ante: x.ante,
            multiplier: x.multiplier,
            spike_right: (x.spike_right != NO_SEAT).then_some(x.spike_right),
            planet: rules.planets.get(usize::from(x.planet)).map(|p| p.id.clone()),
            planet_family: rules.planets.get(usize::from(x.planet)).filter(|p| p.roll_family).map(|_| x.planet_roll as u8),
            claims,
            shown,
            hand_archive: hand_archive.and_then(|[a, b]| Some([a?, b?])),
            entourage: if mine {
                x.entourage_of(me).iter().filter_map(|&c| SabaccState::<L>::archive_view(rules, c)).collect()
            } else {
                Vec::new()
            },
            entourage_ready: mine && !x.entourage_used && self.turn == seat,
            collection: if mine { x.collection_of(me).to_vec() } else { Vec::new() },
            stakes: (0..self.seats)
                .filter_map(|s| {
                    let i = x.stake[usize::from(s)];
                    (i != NO_SEAT).then(|| (s, x.collection[usize::from(s)][usize::from(i)]))
                })
                .collect(),
            hidden: self.actions_hidden(rules),
        }
    }
}

/// Where a rule of the pack comes from: a token, a sign's tier (`ability`) or a planet, with its id.
pub(super) fn effect_source(rules: &SabaccRules, rule: u16) -> Option<(&'static str, String)> {
    if let Some(t) = rules.tokens.iter().find(|t| t.rules.contains(&rule)) {
        return Some(("token", t.id.clone()));
    }
    for sign in &rules.signs {
        if let Some(t) = sign.tiers.iter().find(|t| t.rules.contains(&rule)) {
            return Some(("ability", t.id.clone()));
        }
    }
    rules.planets.iter().find(|p| p.rules.contains(&rule)).map(|p| ("planet", p.id.clone()))
}

/// The play with this id: a token or a sign's tier (`sign:tier`).
pub fn play_by_id<'r>(rules: &'r SabaccRules, id: &str) -> Option<(u8, &'r crate::content::Token)> {
    if let Some(t) = rules.token_index(id) {
        return Some((t as u8, &rules.tokens[t]));
    }
    rules
        .signs
        .iter()
        .enumerate()
        .find_map(|(si, s)| s.tiers.iter().enumerate().find(|(_, t)| t.id == id).map(|(ti, t)| (SIGN_SOURCES + (si * 3 + ti) as u8, t)))
}
