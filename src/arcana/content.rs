//! The fronts family's content loader: table settings, fronts, the deck, spells and Aura
//! actions, compiled into [`ArcanaRules`].

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::words;
use crate::content::plays::{compile_play, Token};
use crate::content::vocab::{Op, Rule};
use crate::content::{compile_unique, read_id, read_localized, ContentError, Item, Section, Sections};
use crate::model::Localized;

use super::keys;

/// Most standing fronts (a temporary one may come on top).
pub const MAX_FRONTS: usize = 3;
/// Most cards in an arcana deck.
pub const MAX_DECK: usize = 64;
/// Most spells in a pack.
pub const MAX_SPELLS: usize = 32;
/// Most Aura actions in a pack.
pub const MAX_AURA: usize = 16;

/// A front of the table.
#[derive(Clone, Debug, Default)]
pub struct FrontDef {
    /// Id (snake case, unique in the pack).
    pub id: String,
    /// Display name.
    pub name: Localized,
}

/// What an arcana card is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ArcanaKind {
    /// A Minor Arcana: face up, its value counts.
    Minor(u8),
    /// A Hidden Arcana with a value: face down, its value counts.
    Hidden(u8),
    /// A Special Hidden Arcana: face down, counts 0, its spell happens at once.
    Special(u8),
    /// A Major Arcana: no value, no front; its spell changes the rules.
    Major(u8),
}

impl ArcanaKind {
    /// The printed value (0 for spells).
    pub fn value(self) -> u8 {
        match self {
            ArcanaKind::Minor(v) | ArcanaKind::Hidden(v) => v,
            ArcanaKind::Special(_) | ArcanaKind::Major(_) => 0,
        }
    }

    /// Whether it is played face down.
    pub fn face_down(self) -> bool {
        matches!(self, ArcanaKind::Hidden(_) | ArcanaKind::Special(_))
    }

    /// The spell it casts, if any.
    pub fn spell(self) -> Option<u8> {
        match self {
            ArcanaKind::Special(s) | ArcanaKind::Major(s) => Some(s),
            _ => None,
        }
    }
}

/// One card of the deck.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ArcanaCard {
    /// What it is.
    pub kind: ArcanaKind,
    /// Aura its player gains when it is played.
    pub aura: u8,
}

/// An Aura action: a play its player buys with Aura.
#[derive(Clone, Debug)]
pub struct AuraAction {
    /// The play (id, name, text, picks, rules).
    pub play: Token,
    /// Its price in Aura.
    pub cost: u8,
}

/// What the engine of fronts reads of a play's content once, at load, rather than on every
/// look at a state: where its picks stop depending on the table, and whether it replays.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct PlayShape {
    /// The first pick from which every pick can always be answered, whatever lies on the
    /// fronts: a front (unless a card picked earlier moves to it, which needs room), an adjacent
    /// front (a table has 2 fronts or more), a number or a sign. The picks before it need a
    /// search of the table; none after it does.
    pub free_from: u8,
    /// Whether the play runs the other player's last spell instead (`replay_effect`).
    pub replays: bool,
}

impl PlayShape {
    /// The shape of `play` (its rules in `rules`) at a table of `standing_fronts` fronts.
    pub fn of(play: &Token, rules: &[Rule], standing_fronts: usize) -> PlayShape {
        let mut card_picked = false;
        let mut free_from = 0;
        for (step, pick) in play.picks.iter().enumerate() {
            let free = match pick.kind {
                words::FRONT => !card_picked && standing_fronts >= 1,
                words::ADJACENT_FRONT => standing_fronts >= 2,
                words::OPPONENT_HIDDEN_CARD | words::OWN_PLAYED_CARD => {
                    card_picked = true;
                    false
                }
                _ => pick.is_number(),
            };
            if !free {
                free_from = step as u8 + 1;
            }
        }
        let replays = rules
            .get(usize::from(play.rules.start)..usize::from(play.rules.end))
            .is_some_and(|own| own.iter().any(|r| matches!(r.op, Op::Act(words::REPLAY_EFFECT, _))));
        PlayShape { free_from, replays }
    }
}

/// The compiled rules of an arcana pack (empty, by `Default`, in a pack of another family).
#[derive(Clone, Debug, Default)]
pub struct ArcanaRules {
    /// Cards dealt to each player.
    pub hand: u8,
    /// Whether each turn starts with a draw (while the deck lasts).
    pub draw: bool,
    /// Most cards of one player on one front.
    pub per_front: u8,
    /// Aura each player gains at the start of its turn.
    pub aura_per_turn: u8,
    /// Aura the other player pays to cancel a Special Hidden card, if reactions exist.
    pub cancel_price: Option<u8>,
    /// The standing fronts.
    pub fronts: Vec<FrontDef>,
    /// The temporary front `open_front` opens, if the table has one.
    pub temp_front: Option<FrontDef>,
    /// Every card of the deck by card id.
    pub cards: Vec<ArcanaCard>,
    /// The spells (Special Hidden and Major Arcana).
    pub spells: Vec<Token>,
    /// The Aura actions.
    pub aura: Vec<AuraAction>,
    /// Every play's rules, back to back.
    pub rules: Vec<Rule>,
    /// The shape of each play, by source: the spells, then the Aura actions (filled by
    /// [`compile`]; [`ArcanaRules::shape`] works it out for a play it lacks).
    pub shapes: Vec<PlayShape>,
    /// The rules summary a player is shown (`[[help]]`).
    pub help: Vec<crate::model::Localized>,
}

impl ArcanaRules {
    /// The spell with this id.
    pub fn spell_index(&self, id: &str) -> Option<usize> {
        self.spells.iter().position(|s| s.id == id)
    }

    /// The Aura action with this id.
    pub fn aura_index(&self, id: &str) -> Option<usize> {
        self.aura.iter().position(|a| a.play.id == id)
    }

    /// The shape of the spell (`index < spells.len()`) or Aura action (`spells.len() + i`) at `index`.
    pub fn shape(&self, index: usize, play: &Token) -> PlayShape {
        match self.shapes.get(index) {
            Some(&shape) if self.shapes.len() == self.spells.len() + self.aura.len() => shape,
            _ => PlayShape::of(play, &self.rules, self.fronts.len()),
        }
    }

    /// All fronts a match may have: the standing ones, then the temporary one.
    pub fn all_fronts(&self) -> impl Iterator<Item = &FrontDef> {
        self.fronts.iter().chain(self.temp_front.iter())
    }
}

/// The sections of a pack of fronts besides `[table]`.
pub const SECTIONS: &[Section] = &[
    Section::one("deck", "the deck, shuffled once per match", keys::DECK),
    Section::list("spell", MAX_SPELLS, "the spells Special Hidden and Major Arcana cast: plays owned by the card's player", keys::SPELL),
    Section::list("aura", MAX_AURA, "Aura actions: plays a player buys with Aura on its own turn", keys::AURA),
    crate::content::HELP_SECTION,
];

fn front_def(item: &Item<'_, '_>) -> Result<FrontDef, ContentError> {
    let node = item.table()?;
    let front = FrontDef { id: read_id(&node.req("id")?)?, name: read_localized(&node.req("name")?)? };
    node.finish()?;
    Ok(front)
}

/// Compiles a pack of fronts' rules from its sections.
pub fn compile(pack: &Sections<'_, '_>) -> Result<ArcanaRules, ContentError> {
    let table = pack.table();
    let deck_item = pack.one("deck").ok_or_else(|| table.error(String::from("a pack of fronts needs a [deck] section")))?;
    let (spell_items, aura_items) = (pack.list("spell"), pack.list("aura"));
    let seats = table.req("seats")?.table()?;
    let min = seats.req("min")?;
    let max = seats.req("max")?;
    if min.int(2, 2)? != 2 || max.int(2, 2)? != 2 {
        return Err(table.error(String::from("a table of fronts seats exactly 2")));
    }
    seats.finish()?;
    let hand = table.req("hand")?.int(1, 16)? as u8;
    let draw = match table.opt("draw") {
        Some(d) => d.value.as_bool().ok_or_else(|| d.error(String::from("expected true or false")))?,
        None => false,
    };
    let per_front = table.int_or("per_front", 1, 4, 4)? as u8;
    let aura_per_turn = table.int_or("aura_per_turn", 0, 20, 0)? as u8;
    let cancel_price = table.opt("cancel_price").map(|c| c.int(0, 100)).transpose()?.map(|n| n as u8);
    let fronts_item = table.req("fronts")?;
    let mut fronts = Vec::new();
    for f in fronts_item.array(MAX_FRONTS)? {
        fronts.push(front_def(&f)?);
    }
    if fronts.len() < 2 {
        return Err(fronts_item.error(String::from("a table of fronts needs at least 2 fronts")));
    }
    let temp_front = table.opt("temp_front").map(|t| front_def(&t)).transpose()?;
    let ids: Vec<&str> = fronts.iter().chain(temp_front.iter()).map(|f| f.id.as_str()).collect();
    if let Some(dup) = ids.iter().enumerate().find(|(i, id)| ids[..*i].contains(id)) {
        return Err(fronts_item.error(format!("front `{}` is defined twice", dup.1)));
    }

    let mut rules = Vec::new();
    if spell_items.len() > MAX_SPELLS {
        return Err(spell_items[MAX_SPELLS].error(format!("a pack may have at most {MAX_SPELLS} spells")));
    }
    if aura_items.len() > MAX_AURA {
        return Err(aura_items[MAX_AURA].error(format!("a pack may have at most {MAX_AURA} Aura actions")));
    }
    // Spells and Aura actions are read apart: each broken one is reported before the load stops.
    let spell = |item: &Item<'_, '_>| {
        let node = item.table()?;
        let kind_item = node.req("kind")?;
        let major = match kind_item.str()? {
            "special" => false,
            "major" => true,
            other => return Err(kind_item.unknown("spell kind", other, ["special", "major"])),
        };
        // The play's own keys are read by `compile_play`; `kind` was read here.
        Ok((compile_play(item, &mut rules, None, &words::FRONTS, &["kind"])?, major))
    };
    let spells = compile_unique(spell_items, "spell", spell, |(s, _)| &s.id);
    let aura = |item: &Item<'_, '_>| {
        let cost = item.table()?.req("cost")?.int(0, 100)? as u8;
        Ok(AuraAction { play: compile_play(item, &mut rules, None, &words::FRONTS, &["cost"])?, cost })
    };
    let aura = compile_unique(aura_items, "Aura action", aura, |a| &a.play.id);
    let (spells, aura) = (spells?, aura?);
    let (spells, spell_kinds): (Vec<Token>, Vec<bool>) = spells.into_iter().unzip(); // kinds: true for a major

    let deck = deck_item.table()?;
    let cards_item = deck.req("cards")?;
    let mut cards = Vec::new();
    for c in cards_item.array(MAX_DECK)? {
        let node = c.table()?;
        let kind_item = node.req("kind")?;
        let kind = match kind_item.str()? {
            "minor" => ArcanaKind::Minor(node.req("value")?.int(0, 20)? as u8),
            "hidden" => ArcanaKind::Hidden(node.req("value")?.int(0, 20)? as u8),
            k @ ("special" | "major") => {
                let spell_item = node.req("spell")?;
                let id = spell_item.str()?;
                let i = spells
                    .iter()
                    .position(|s| s.id == id)
                    .ok_or_else(|| spell_item.unknown("spell", id, spells.iter().map(|s| s.id.as_str())))?;
                if spell_kinds[i] != (k == "major") {
                    return Err(spell_item.error(format!("spell `{id}` is not a {k} spell")));
                }
                if k == "major" {
                    ArcanaKind::Major(i as u8)
                } else {
                    ArcanaKind::Special(i as u8)
                }
            }
            other => return Err(kind_item.unknown("card kind", other, ["minor", "hidden", "special", "major"])),
        };
        let copies = node.int_or("copies", 1, MAX_DECK as i64, 1)? as usize;
        let gain = node.int_or("aura", 0, 20, 0)? as u8;
        node.finish()?;
        for _ in 0..copies {
            cards.push(ArcanaCard { kind, aura: gain });
        }
    }
    deck.finish()?;
    if cards.len() > MAX_DECK {
        return Err(cards_item.error(format!("a deck holds at most {MAX_DECK} cards, found {}", cards.len())));
    }
    if cards.len() < 2 * usize::from(hand) {
        return Err(cards_item.error(format!("{} cards cannot deal {hand} to each player", cards.len())));
    }
    let room = usize::from(per_front) * (fronts.len() + usize::from(temp_front.is_some())) * 2;
    if !draw && cards.len() > room {
        return Err(cards_item.error(format!("{} cards do not fit on the fronts ({room} places)", cards.len())));
    }
    for (i, item) in spell_items.iter().enumerate() {
        if !cards.iter().any(|c| c.kind.spell() == Some(i as u8)) {
            item.warn(format!("no card of the deck casts spell `{}`: it can never act", spells[i].id));
        }
    }
    let help = crate::content::read_help(pack, &[])?;
    let plays = spells.iter().chain(aura.iter().map(|a| &a.play));
    let shapes = plays.map(|play| PlayShape::of(play, &rules, fronts.len())).collect();
    Ok(ArcanaRules { hand, draw, per_front, aura_per_turn, cancel_price, fronts, temp_front, cards, spells, aura, rules, shapes, help })
}
