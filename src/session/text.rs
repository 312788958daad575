//! A match's and a campaign's texts in a reader's language: the families' messages rendered
//! from their pack's catalogues ([`crate::messages`]).

use alloc::string::String;
use alloc::vec::Vec;

use super::{Campaign, Event, Match, SeatError};
use crate::content::Pack;
use crate::messages;
use crate::model::{ActionId, Lang, Msg, Seat};
use crate::table::{ChoiceId, MenuGroup, Reader};

impl Match {
    /// A readable description of an action id for the viewing seat `viewer`, in `lang`, from what
    /// that seat may see: the viewer's own move in full, another seat's only as far as the
    /// viewer's view shows it. `None` if the id names no action of this table.
    pub fn describe(&self, action: ActionId, viewer: Seat, lang: Lang) -> Result<Option<String>, SeatError> {
        self.describe_for(action, viewer, &Reader { viewer: Some(viewer), lang, picked: None })
    }

    /// [`Match::describe`] from `seat`'s view for a `reader` who may be no seat (the full log of
    /// a replay, for servers and replays, never for a player).
    pub fn describe_for(&self, action: ActionId, seat: Seat, reader: &Reader<'_>) -> Result<Option<String>, SeatError> {
        Ok(self.describe_msg(action, seat, reader)?.map(|m| self.render(&m, reader.lang)))
    }

    /// The table as `seat` sees it, as lines of text in `lang`, with what private effects showed
    /// it that is still of use.
    pub fn view_text(&self, seat: Seat, lang: Lang) -> Result<Vec<String>, SeatError> {
        Ok(self.render_all(&self.view_msgs(seat)?, lang))
    }

    /// The full texts behind the names of `seat`'s view (its tokens, abilities and spells, what is
    /// in force), in `lang`: what a player asks for when the view is not enough.
    pub fn detail_lines(&self, seat: Seat, lang: Lang) -> Result<Vec<String>, SeatError> {
        Ok(self.render_all(&self.detail_msgs(seat)?, lang))
    }

    /// `seat`'s legal actions as a menu of labelled groups, in `lang`, for a player.
    pub fn menu(&self, seat: Seat, lang: Lang) -> Result<Vec<MenuGroup>, SeatError> {
        let catalogue = messages::catalogue(self.pack());
        Ok(self.menu_msgs(seat)?.into_iter().map(|g| g.map(|m| catalogue.render(&m, lang))).collect())
    }

    /// The text of the events `reader.viewer` may see from `cursor` on (every event when the
    /// reader has no seat: the full log), in `reader.lang`, with the cursor to pass next time.
    pub fn event_lines(&self, cursor: usize, reader: &Reader<'_>) -> Result<(Vec<String>, usize), SeatError> {
        let (msgs, next) = self.event_msgs(cursor, reader)?;
        Ok((self.render_all(&msgs, reader.lang), next))
    }

    /// The text of one event for `viewer` (who must be among the seats it went to), in `lang`.
    pub fn event_text(&self, event: &Event, viewer: Seat, lang: Lang) -> Result<Option<String>, SeatError> {
        Ok(self.event_msg(event, viewer)?.map(|m| self.render(&m, lang)))
    }

    /// The end of the match as `reader.viewer` sees it (every seat named by number when the reader
    /// has no seat), as lines of text in `reader.lang`.
    pub fn result_lines(&self, reader: &Reader<'_>) -> Result<Vec<String>, SeatError> {
        Ok(self.render_all(&self.result_msgs(reader)?, reader.lang))
    }

    /// How the table is played and won, from the pack, for a newcomer, in `lang`.
    pub fn help_lines(&self, lang: Lang) -> Vec<String> {
        self.render_all(&self.help_msgs(), lang)
    }

    /// The languages this match's texts are offered in ([`languages`]).
    pub fn languages(&self) -> Vec<Lang> {
        languages(self.pack())
    }

    /// `msg` in `lang`, from the pack's catalogues.
    pub fn render(&self, msg: &Msg, lang: Lang) -> String {
        messages::render(self.pack(), msg, lang)
    }

    fn render_all(&self, msgs: &[Msg], lang: Lang) -> Vec<String> {
        messages::render_all(self.pack(), msgs, lang)
    }
}

impl Campaign {
    /// A readable text of a choice in `lang` (`None`: no choice has this id).
    pub fn describe(&self, choice: ChoiceId, lang: Lang) -> Option<String> {
        self.describe_msg(choice).map(|m| messages::render(self.pack(), &m, lang))
    }

    /// The legal choices as a menu of labelled groups, in `lang`, for a player.
    pub fn menu(&self, lang: Lang) -> Vec<MenuGroup> {
        let catalogue = messages::catalogue(self.pack());
        self.menu_msgs().into_iter().map(|g| g.map(|m| catalogue.render(&m, lang))).collect()
    }

    /// The campaign's screen for the pending decision, as lines of text in `lang`.
    pub fn view_text(&self, lang: Lang) -> Vec<String> {
        messages::render_all(self.pack(), &self.view_msgs(), lang)
    }

    /// How the campaign is played and won, for a newcomer, in `lang`.
    pub fn help_lines(&self, lang: Lang) -> Vec<String> {
        messages::render_all(self.pack(), &self.help_msgs(), lang)
    }

    /// The text of the campaign events from `cursor` on, in `lang`, with the cursor to pass next
    /// time.
    pub fn event_lines(&self, cursor: usize, lang: Lang) -> (Vec<String>, usize) {
        let (msgs, next) = self.event_msgs(cursor);
        (messages::render_all(self.pack(), &msgs, lang), next)
    }
}

/// What the pack holds, in a line of `lang` (for `check`).
pub fn summary(pack: &Pack, lang: Lang) -> String {
    messages::render(pack, &super::summary_msg(pack), lang)
}

/// How the pack's table is played and won, for a newcomer, in `lang`.
pub fn help_lines(pack: &Pack, lang: Lang) -> Vec<String> {
    messages::render_all(pack, &super::help_msgs(pack), lang)
}

/// The languages `pack`'s texts are offered in: those its family's and its own catalogues give,
/// English first, and the pseudo-locale `en-XA`. Any other tag is read along its fallback chain
/// ([`Lang::chain`]).
pub fn languages(pack: &Pack) -> Vec<Lang> {
    messages::languages(pack)
}
