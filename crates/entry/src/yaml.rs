//! The one module of the project that names its YAML library: the CLI, the engine and play
//! tests and the build all read YAML through the functions and types here.
//!
//! Entries are deserialized with `serde_yaml`; because its values carry no positions, the same
//! text is first read as an event stream with `yaml-rust2`, in one linear pass
//! (`places`) that gives every node's line and column and refuses, before the slower
//! reader sees them, syntax errors, nesting past the limit and anchors and aliases that
//! expand into a huge tree ("billion laughs"). [`Spans`] maps field paths such as
//! `rulesets[1].follows[0]` to those places, so a problem found after deserializing can still
//! point at the line it comes from.

mod messages;
mod places;

use std::path::Path;
use std::sync::Arc;

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};

use crate::problem::{Location, Problem};

pub use crate::limits::{MAX_EXPANDED_BYTES, MAX_EXPANDED_NODES, MAX_YAML_DEPTH};
pub use messages::serde_hint;
use messages::{strip_location, strip_path, tidy};

/// Places of the nodes of one YAML file, by field path.
#[derive(Clone, Debug, Default)]
pub struct Spans {
    places: Arc<places::Places>,
}

impl Spans {
    /// The place of `path`, or of its nearest enclosing field that exists in the file.
    pub fn locate(&self, path: &str) -> Option<Location> {
        self.places.locate(path)
    }

    /// The place of `path` itself, if the file has that field.
    pub fn exact(&self, path: &str) -> Option<Location> {
        self.places.exact(path)
    }
}

/// A YAML value of any shape (the library's own type, under the name the project uses).
pub type Value = serde_yaml::Value;

/// A YAML mapping (the library's own type, under the name the project uses).
pub type Mapping = serde_yaml::Mapping;

/// A piece of YAML kept as it was written, to be decoded later (a ruleset's `rules`). Two
/// pieces are equal, and hash alike, when their values read the same.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq, Hash)]
#[serde(transparent)]
pub struct RawYaml(Value);

impl From<Value> for RawYaml {
    fn from(value: Value) -> Self {
        RawYaml(value)
    }
}

impl RawYaml {
    /// Decodes the raw value; on failure gives the field path inside it and the message.
    pub fn decode<T: DeserializeOwned>(&self) -> Result<T, (String, String)> {
        serde_path_to_error::deserialize(&self.0).map_err(|error| {
            let path = error.path().to_string();
            let path = if path == "." { String::new() } else { path };
            (path, tidy(&error.into_inner().to_string()))
        })
    }

    /// Decodes a ruleset's `rules`. Their `family` key picks the reader; an error inside
    /// them is located by reading again with that family's reader directly, since serde's
    /// reading of a tagged enum loses the path (`rules.board.files`, not just `rules`).
    pub fn decode_rules(&self) -> Result<boardlore_engine::RulesSpec, (String, String)> {
        let error = match self.decode::<boardlore_engine::RulesSpec>() {
            Ok(spec) => return Ok(spec),
            Err(error) => error,
        };
        let Some(map) = self.0.as_mapping().filter(|_| error.0.is_empty()) else {
            return Err(error);
        };
        let Some(family) = map.get("family").and_then(serde_yaml::Value::as_str) else {
            return Err(error);
        };
        let mut rest = map.clone();
        rest.remove("family");
        let mut track = serde_path_to_error::Track::new();
        let deserializer =
            serde_path_to_error::Deserializer::new(serde_yaml::Value::Mapping(rest), &mut track);
        match boardlore_engine::RulesSpec::read_family(family, deserializer) {
            Ok(spec) => Ok(spec),
            Err(inner) => {
                let path = track.path().to_string();
                let path = if path == "." { String::new() } else { path };
                Err((path, tidy(&inner.to_string())))
            }
        }
    }

    /// The value as written (compared and hashed to share work between equal values).
    pub fn value(&self) -> &serde_yaml::Value {
        &self.0
    }

    /// The value as JSON, for embedding in a page.
    pub fn to_json(&self) -> serde_json::Value {
        serde_json::to_value(&self.0).unwrap_or(serde_json::Value::Null)
    }
}

/// Reads `text` (the contents of `file`) into `T`, with the places of its fields.
pub fn parse<T: DeserializeOwned>(text: &str, file: &Path) -> Result<(T, Spans), Problem> {
    // The linear pass comes first: whatever it refuses never reaches serde_yaml, whose
    // scanner takes time growing with the square of the nesting depth.
    let places = places::scan(text).map_err(|error| {
        Problem::new(file, "", error.message)
            .at(Some(error.at))
            .with_hint(error.hint)
    })?;
    let spans = Spans {
        places: Arc::new(places),
    };
    // Most files are valid: read them directly, and only on failure read again while
    // tracking the field path for the report.
    if let Ok(value) = serde_yaml::from_str::<T>(text) {
        return Ok((value, spans));
    }
    let deserializer = serde_yaml::Deserializer::from_str(text);
    match serde_path_to_error::deserialize::<_, T>(deserializer) {
        Ok(value) => Ok((value, spans)),
        Err(error) => {
            let path = error.path().to_string();
            let path = if path == "." { String::new() } else { path };
            let inner = error.into_inner();
            // serde_yaml places some errors at the start of the file, or nowhere; the field's
            // own place is then the better one.
            let location = inner
                .location()
                .map(|l| Location {
                    line: l.line(),
                    column: l.column(),
                })
                .filter(|at| at.line > 1 || at.column > 1 || path.is_empty())
                .or_else(|| spans.locate(&path))
                .or(Some(Location { line: 1, column: 1 }));
            let message = tidy(&strip_path(&strip_location(&inner.to_string()), &path));
            let hint = serde_hint(&message);
            let mut problem = Problem::new(file, path, message).at(location);
            problem.hint = hint;
            Err(problem)
        }
    }
}

/// Reads a YAML text that is not a content file (a snippet written in a test, a mutated
/// value): the value, or the library's message.
pub fn from_str<T: DeserializeOwned>(text: &str) -> Result<T, String> {
    serde_yaml::from_str(text).map_err(|error| error.to_string())
}

/// Reads a ruleset's `rules` written as a YAML text, with the same reader as an entry's
/// `rules`; an error names the field path inside them.
pub fn ruleset_from_str(text: &str) -> Result<boardlore_engine::RulesSpec, String> {
    from_str::<RawYaml>(text)?
        .decode_rules()
        .map_err(|(path, message)| match path.is_empty() {
            true => message,
            false => format!("{path}: {message}"),
        })
}

/// Writes `value` as YAML (used by `boardlore new`).
pub fn to_string<T: Serialize>(value: &T) -> String {
    serde_yaml::to_string(value).unwrap_or_default()
}
