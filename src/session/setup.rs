//! A match's setup: a JSON object that the table's family reads into its own typed setup.

use alloc::string::{String, ToString};
use serde::{Deserialize, Serialize};

use crate::model::echo_message;
use crate::table::SetupError;

/// Most bytes of a setup document (far above any real setup; bounds the work of reading one).
pub const MAX_SETUP_BYTES: usize = 64 * 1024;

/// How a match is set up beyond its seat count and seed: a JSON object whose fields each family
/// documents (at a sabacc table `tokens`, `deal`, `support`, `collections`; at a table of fronts
/// `deal`). Every field is optional; a field the family does not know is refused when the match
/// is opened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(transparent)]
pub struct Setup(serde_json::Value);

impl Default for Setup {
    fn default() -> Self {
        Setup(serde_json::Value::Object(serde_json::Map::new()))
    }
}

impl Setup {
    /// A setup from a family's typed setup (each family documents its own).
    pub fn of(typed: &impl Serialize) -> Setup {
        // A typed setup is a struct of strings, numbers and lists: it always serialises.
        Setup(serde_json::to_value(typed).unwrap_or_else(|_| serde_json::Value::Object(serde_json::Map::new())))
    }

    /// A setup from JSON text: it must be a JSON object of at most [`MAX_SETUP_BYTES`] bytes.
    pub fn from_json(text: &[u8]) -> Result<Setup, SetupError> {
        if text.len() > MAX_SETUP_BYTES {
            return Err(SetupError::invalid("", alloc::format!("a setup is at most {MAX_SETUP_BYTES} bytes, found {}", text.len())));
        }
        let value: serde_json::Value = serde_json::from_slice(text)
            .map_err(|e| SetupError::invalid("", alloc::format!("not a JSON document: {}", echo_message(&e.to_string()))))?;
        if !value.is_object() {
            return Err(not_an_object());
        }
        Ok(Setup(value))
    }

    /// The setup as JSON.
    pub fn json(&self) -> &serde_json::Value {
        &self.0
    }

    /// Whether the setup gives nothing.
    pub fn is_empty(&self) -> bool {
        self.0.as_object().is_some_and(serde_json::Map::is_empty)
    }
}

fn not_an_object() -> SetupError {
    SetupError::invalid("", String::from("a setup is a JSON object (`{}` for none)"))
}

/// Reads a family's typed setup from a setup document: it must be a JSON object, every field
/// one the family knows, every value of the right type.
pub(crate) fn parse<T: serde::de::DeserializeOwned>(setup: &serde_json::Value) -> Result<T, SetupError> {
    if !setup.is_object() {
        return Err(not_an_object());
    }
    T::deserialize(setup).map_err(|e| SetupError::invalid("", echo_message(&e.to_string())))
}
