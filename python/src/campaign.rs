//! `Campaign`: the library's campaign session for Python — the pending decision, its legal
//! choices, the match it orders (played as the player's seat), views, events, saves.

use archeon::session::Campaign;
use pyo3::prelude::*;
use pyo3::types::PyBytes;

use crate::args::{guard, ActionArg, ChoiceArg, Cursor, Seed};
use crate::{from_json, pack_of, shown, CampaignError, IllegalActionError, LoadError, PyMatch, PyPack};

/// One campaign of a pack that offers one (`Campaign.offered(pack)`): choices between matches
/// (`legal()`, `choose(id)`), and the matches it orders, played as `player` (`legal_actions()`,
/// `play(id)`; the other seats are played by the library). A refused call raises a subclass of
/// ArcheonError and changes nothing. `save()` holds the seed: it is the host's, not a player's.
#[pyclass(name = "Campaign", module = "archeon")]
#[derive(Clone)]
pub struct PyCampaign {
    c: Campaign,
}

#[pymethods]
impl PyCampaign {
    /// A new campaign of `pack` (a Pack or a table name) from `seed`.
    #[new]
    #[pyo3(signature = (pack, seed = Seed(0)))]
    fn new(pack: &Bound<'_, PyAny>, seed: Seed) -> PyResult<PyCampaign> {
        let pack = pack_of(pack)?;
        let c = guard(|| Campaign::new(pack, seed.0).map_err(|e| CampaignError::new_err(e.to_string())))?;
        Ok(PyCampaign { c })
    }

    /// Whether `pack` (a Pack or a table name) holds a campaign.
    #[staticmethod]
    fn offered(pack: &Bound<'_, PyAny>) -> PyResult<bool> {
        let pack = pack_of(pack)?;
        Ok(Campaign::offered(&pack))
    }

    /// The pack.
    #[getter]
    fn pack(&self) -> PyPack {
        PyPack { inner: self.c.pack().clone() }
    }
    /// The number of steps so far (choices and the player's match actions).
    #[getter]
    fn steps(&self) -> usize {
        self.c.log().len()
    }
    /// The pending decision's kind (`hub`, `shop`, `deck`, `next_match`, `wager`, `play`), or
    /// None when the campaign is over.
    #[getter]
    fn pending(&self) -> Option<String> {
        self.c.pending().map(|d| d.name().to_string())
    }
    /// Whether the campaign is over.
    #[getter]
    fn is_over(&self) -> bool {
        self.c.is_over()
    }
    /// The seat the player plays in the current match.
    #[getter]
    fn player(&self) -> u8 {
        self.c.player()
    }

    /// The legal choice ids now (none while a match is played: see `legal_actions`).
    fn legal(&self) -> PyResult<Vec<u32>> {
        guard(|| Ok(self.c.legal()))
    }
    /// A readable text of choice `choice` (None if no choice has this id).
    #[pyo3(signature = (choice, lang = "en"))]
    fn describe(&self, choice: ChoiceArg, lang: &str) -> PyResult<Option<String>> {
        let lang = crate::lang(lang)?;
        guard(|| Ok(self.c.describe(choice.0, lang)))
    }
    /// Makes choice `choice`. One that is not legal now raises IllegalActionError, changing nothing.
    fn choose(&mut self, choice: ChoiceArg) -> PyResult<()> {
        guard(|| self.c.apply(choice.0).map_err(|e| IllegalActionError::new_err(e.to_string())))
    }

    /// The current match (a copy), or None before the first.
    fn current_match(&self) -> Option<PyMatch> {
        self.c.current_match().map(|m| PyMatch::wrap(m.clone()))
    }
    /// The player's legal actions in the match being played (empty when none is).
    fn legal_actions(&self) -> PyResult<Vec<u32>> {
        guard(|| {
            let playing = self.c.current_match().filter(|m| m.pending().is_some_and(|p| p.seat == self.c.player()));
            Ok(playing.map(|m| m.legal_actions(self.c.player())).unwrap_or_default())
        })
    }
    /// Plays the player's action `action` in the match being played; the other seats then play
    /// up to the player's next decision. A refused action raises IllegalActionError, changing nothing.
    fn play(&mut self, action: ActionArg) -> PyResult<()> {
        guard(|| self.c.play(action.0).map_err(|e| IllegalActionError::new_err(e.to_string())))
    }

    /// What the player sees (credits, collection, standings...), as a dict.
    fn observe<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyAny>> {
        let json = guard(|| Ok(self.c.observe_json()))?;
        from_json(py, &json)
    }
    /// The campaign's screen for the pending decision, as lines of text.
    #[pyo3(signature = (lang = "en"))]
    fn view_text(&self, lang: &str) -> PyResult<Vec<String>> {
        let lang = crate::lang(lang)?;
        guard(|| Ok(self.c.view_text(lang)))
    }
    /// The text of the campaign's events from `cursor` on, with the next cursor.
    #[pyo3(signature = (cursor = Cursor(0), lang = "en"))]
    fn event_lines(&self, cursor: Cursor, lang: &str) -> PyResult<(Vec<String>, usize)> {
        let lang = crate::lang(lang)?;
        guard(|| Ok(self.c.event_lines(cursor.0, lang)))
    }

    /// The save (JSON bytes: format, pack, content hash, seed, the log).
    fn save<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = guard(|| Ok(self.c.save()))?;
        Ok(PyBytes::new(py, &bytes))
    }
    /// A campaign from its save, replayed on `pack` (a Pack or a table name); a save of other
    /// content, corrupt or forged raises LoadError.
    #[staticmethod]
    fn load(pack: &Bound<'_, PyAny>, data: &[u8]) -> PyResult<PyCampaign> {
        let pack = pack_of(pack)?;
        let c = guard(|| Campaign::load(pack, data).map_err(|e| LoadError::new_err(e.to_string())))?;
        Ok(PyCampaign { c })
    }
    /// Whether two campaigns are in the same state.
    fn same_state(&self, other: &PyCampaign) -> bool {
        self.c.same_state(&other.c)
    }
    /// An exact copy.
    fn clone(&self) -> PyCampaign {
        Clone::clone(self)
    }
    fn __repr__(&self) -> String {
        let pending = self.pending().map_or_else(|| String::from("None"), |p| format!("'{p}'"));
        format!("Campaign('{}', steps={}, pending={pending})", shown(&self.c.pack().id), self.c.log().len())
    }
}
