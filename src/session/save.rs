//! Saves: a JSON document with the format version, the content hash, the setup and the action log.
//!
//! Loading replays the log from the seed, so a save can only ever produce a state that legal
//! play reaches: a corrupt or forged save is refused, never trusted.

use alloc::string::String;
use alloc::sync::Arc;
use alloc::vec::Vec;
use serde::{Deserialize, Serialize};

use super::{ActionError, Match, SetupError};
use crate::content::Pack;
use crate::model::{echo, echo_message, ActionId, Seat};

/// The `format` field of every save.
pub const SAVE_FORMAT: &str = "archeon-save";
/// The save format version this library writes and reads.
pub const SAVE_VERSION: u32 = 1;

/// Most actions a save may hold (far above any finished match; bounds the work of a load).
pub const MAX_SAVED_ACTIONS: usize = 1 << 20;
/// Most bytes of a save (a save of the most actions fits; bounds the work of reading one).
pub const MAX_SAVE_BYTES: usize = 32 << 20;

#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct SaveDoc {
    format: String,
    version: u32,
    pack: String,
    content_hash: String,
    seats: u8,
    seed: u64,
    #[serde(default)]
    setup: super::Setup,
    actions: Vec<(Seat, ActionId)>,
}

/// A save document's head: what it is, its format version, and the content it was made with.
pub(crate) trait SaveHead {
    /// `(format, version, pack id, content hash)`.
    fn head(&self) -> (&str, u32, &str, &str);
}

impl SaveHead for SaveDoc {
    fn head(&self) -> (&str, u32, &str, &str) {
        (&self.format, self.version, &self.pack, &self.content_hash)
    }
}

/// Why a save document's head was refused (each kind of save maps it into its own error).
pub(crate) enum HeadError {
    Corrupt(String),
    Version(u32),
    ContentMismatch { pack: String, saved: String, loaded_pack: String, loaded: String },
}

/// Reads a save document of `format` and `version` made with `pack`: bounded in size first, then
/// parsed, then its head checked before anything of its body is used. Every echoed text is cut.
pub(crate) fn read_save<D: serde::de::DeserializeOwned + SaveHead>(
    bytes: &[u8],
    format: &str,
    version: u32,
    pack: &Pack,
) -> Result<D, HeadError> {
    if bytes.len() > MAX_SAVE_BYTES {
        return Err(HeadError::Corrupt(alloc::format!("a save is at most {MAX_SAVE_BYTES} bytes, found {}", bytes.len())));
    }
    let doc: D = serde_json::from_slice(bytes).map_err(|e| HeadError::Corrupt(echo_message(&alloc::format!("{e}"))))?;
    let (found_format, found_version, found_pack, found_hash) = doc.head();
    if found_format != format {
        return Err(HeadError::Corrupt(alloc::format!("format is `{}`, expected `{format}`", echo(found_format))));
    }
    if found_version != version {
        return Err(HeadError::Version(found_version));
    }
    if found_hash != pack.hash_hex() || found_pack != pack.id {
        return Err(HeadError::ContentMismatch {
            pack: echo(found_pack),
            saved: echo(found_hash),
            loaded_pack: pack.id.clone(),
            loaded: pack.hash_hex(),
        });
    }
    Ok(doc)
}

impl From<HeadError> for LoadError {
    fn from(e: HeadError) -> LoadError {
        match e {
            HeadError::Corrupt(m) => LoadError::Corrupt(m),
            HeadError::Version(found) => LoadError::Version { found },
            HeadError::ContentMismatch { pack, saved, loaded_pack, loaded } => {
                LoadError::ContentMismatch { pack, saved, loaded_pack, loaded }
            }
        }
    }
}

/// Why a save could not be loaded (or a log replayed). Nothing is created.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum LoadError {
    /// Not a readable save document.
    #[error("not an Archeon save: {0}")]
    Corrupt(String),
    /// A save of another format version.
    #[error("save format version {found} is not supported (this library reads version {SAVE_VERSION})")]
    Version {
        /// The version found.
        found: u32,
    },
    /// A save made with other content.
    #[error("this save was made with pack `{pack}` of content hash {saved}; the loaded pack `{loaded_pack}` has hash {loaded}")]
    ContentMismatch {
        /// The pack id in the save.
        pack: String,
        /// The hash in the save.
        saved: String,
        /// The pack id loaded.
        loaded_pack: String,
        /// The hash of the loaded pack.
        loaded: String,
    },
    /// The saved setup is not valid for this pack.
    #[error("the saved setup is invalid: {0}")]
    Setup(SetupError),
    /// An action of the log is not legal where it stands.
    #[error("action {index} of the log is refused: {error}")]
    Action {
        /// 0-based index in the log.
        index: usize,
        /// Why.
        error: ActionError,
    },
}

/// Why a match could not be saved.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum SaveError {
    /// A sample of `Match::determinize`: its seed and log do not replay to it.
    #[error("a determinized sample has no replayable history: save the match it was drawn from")]
    Sample,
}

impl Match {
    /// The match as save bytes (JSON). It holds the seed: it is for the host, never for a player.
    /// A sample of [`Match::determinize`] is refused.
    pub fn save(&self) -> Result<Vec<u8>, SaveError> {
        if self.sampled {
            return Err(SaveError::Sample);
        }
        let doc = SaveDoc {
            format: String::from(SAVE_FORMAT),
            version: SAVE_VERSION,
            pack: self.pack.id.clone(),
            content_hash: self.pack.hash_hex(),
            seats: self.seats,
            seed: self.seed,
            setup: self.setup.clone(),
            actions: self.log.clone(),
        };
        // Plain data (strings, numbers, a JSON object): serialising it cannot fail.
        Ok(serde_json::to_vec(&doc).unwrap_or_default())
    }

    /// Loads save bytes against `pack`; refuses saves of other content or format versions.
    pub fn load(pack: Arc<Pack>, bytes: &[u8]) -> Result<Match, LoadError> {
        let doc: SaveDoc = read_save(bytes, SAVE_FORMAT, SAVE_VERSION, &pack)?;
        if doc.actions.len() > MAX_SAVED_ACTIONS {
            return Err(LoadError::Corrupt(alloc::format!("{} actions is more than a save may hold", doc.actions.len())));
        }
        Match::replay(pack, doc.seats, doc.seed, doc.setup, &doc.actions)
    }
}
