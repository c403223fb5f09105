//! The one module of the project that names its YAML library: the CLI, the engine and play
//! tests and the build all read YAML through the functions and types here.
//!
//! Entries are deserialized with `serde_yaml`; because its values carry no positions, the same
//! text is also read as an event stream with `yaml-rust2`, which gives every node's line and
//! column. [`Spans`] maps field paths such as `rulesets[1].follows[0]` to those places, so a
//! problem found after deserializing can still point at the line it comes from. The event pass
//! also refuses documents whose anchors and aliases expand into a huge tree ("billion laughs").

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, OnceLock};

use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::Marker;

use crate::problem::{Location, Problem};

pub use crate::limits::{MAX_EXPANDED_BYTES, MAX_EXPANDED_NODES};
/// Deepest nesting accepted.
const MAX_DEPTH: usize = 64;

/// Places of the nodes of one YAML file, by field path. Computed from the text on first use,
/// so files without problems never pay for it.
#[derive(Clone, Debug, Default)]
pub struct Spans {
    text: Arc<str>,
    places: OnceLock<HashMap<String, Location>>,
}

impl Spans {
    fn places(&self) -> &HashMap<String, Location> {
        self.places
            .get_or_init(|| scan(&self.text).unwrap_or_default())
    }

    /// The place of `path`, or of its nearest enclosing field that exists in the file.
    pub fn locate(&self, path: &str) -> Option<Location> {
        let mut current = path;
        loop {
            if let Some(at) = self.places().get(current) {
                return Some(*at);
            }
            let cut = current.rfind(['.', '['])?;
            current = &current[..cut];
            if current.is_empty() {
                return self.places().get("").copied();
            }
        }
    }

    /// The place of `path` itself, if the file has that field.
    pub fn exact(&self, path: &str) -> Option<Location> {
        self.places().get(path).copied()
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
            (path, error.into_inner().to_string())
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
                Err((path, inner.to_string()))
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
    let spans = Spans {
        text: Arc::from(text),
        places: OnceLock::new(),
    };
    // Aliases need an anchor (`&name`); only a text with `&` can expand, so only such a text
    // is walked before deserializing. Others are walked only if a problem needs a place.
    if text.contains('&') {
        let places =
            scan(text).map_err(|(message, at)| Problem::new(file, "", message).at(Some(at)))?;
        let _ = spans.places.set(places);
    }
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
            let location = inner
                .location()
                .map(|l| Location {
                    line: l.line(),
                    column: l.column(),
                })
                .or_else(|| spans.locate(&path));
            let message = strip_path(&strip_location(&inner.to_string()), &path);
            // serde_yaml places some errors (duplicate keys, …) at the start of the file;
            // the event walk finds the exact place.
            if location.map_or(true, |at| at.line == 1 && at.column == 1) {
                if let Err((message, at)) = scan(text) {
                    return Err(Problem::new(file, "", message).at(Some(at)));
                }
            }
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

/// serde_yaml appends " at line L column C" to messages; the report prints the place first.
fn strip_location(message: &str) -> String {
    match message.find(" at line ") {
        Some(cut) => message[..cut].to_string(),
        None => message.to_string(),
    }
}

/// serde_yaml starts messages with the path of the enclosing node; the report prints the
/// field already.
fn strip_path(message: &str, path: &str) -> String {
    match message.split_once(": ") {
        Some((prefix, rest)) if !prefix.contains(' ') && path.starts_with(prefix) => {
            rest.to_string()
        }
        _ => message.to_string(),
    }
}

/// A hint for one of serde's messages, where there is one to give.
pub fn serde_hint(message: &str) -> Option<String> {
    if message.starts_with("missing field") {
        Some(
            "the place given is the start of the mapping that lacks the field; add it there".into(),
        )
    } else if message.starts_with("unknown field") {
        Some("check the spelling against the schema in README.md".into())
    } else if message.contains("untagged enum Reading") {
        Some(
            "a reading is a text, or `{ reading: \"...\", quote: \"...\" }` with the phrase of \
             the witness that states it"
                .into(),
        )
    } else if message.starts_with("unknown variant") {
        Some("use one of the values listed".into())
    } else {
        None
    }
}

/// Reads the event stream once: records the place of every node and counts the nodes that
/// aliases would expand to.
fn scan(text: &str) -> Result<HashMap<String, Location>, WalkError> {
    let mut parser = Parser::new_from_str(text);
    let mut events = Vec::new();
    loop {
        match parser.next_token() {
            Ok((Event::StreamEnd, _)) => break,
            Ok(event) => events.push(event),
            Err(error) => {
                return Err((
                    format!("not valid YAML: {}", error.info()),
                    location(error.marker()),
                ));
            }
        }
    }
    let mut walker = Walker {
        events: &events,
        next: 0,
        places: HashMap::new(),
        anchors: HashMap::new(),
        expanded: 0,
        expanded_bytes: 0,
    };
    while walker.next < events.len() {
        match &events[walker.next].0 {
            Event::StreamStart | Event::DocumentStart | Event::DocumentEnd | Event::Nothing => {
                walker.next += 1;
            }
            _ => {
                walker.node(String::new(), 0)?;
            }
        }
    }
    Ok(walker.places)
}

fn location(marker: &Marker) -> Location {
    Location {
        line: marker.line(),
        column: marker.col() + 1,
    }
}

struct Walker<'e> {
    events: &'e [(Event, Marker)],
    next: usize,
    places: HashMap<String, Location>,
    /// Expanded size (nodes, scalar bytes) of each anchored node.
    anchors: HashMap<usize, (u64, u64)>,
    expanded: u64,
    expanded_bytes: u64,
}

type WalkError = (String, Location);

fn add(total: &mut (u64, u64), part: (u64, u64)) {
    total.0 = total.0.saturating_add(part.0);
    total.1 = total.1.saturating_add(part.1);
}

impl<'e> Walker<'e> {
    fn take(&mut self) -> Option<&'e (Event, Marker)> {
        let events: &'e [(Event, Marker)] = self.events;
        let event = events.get(self.next);
        self.next += 1;
        event
    }

    /// Walks one node at `path`; returns how many nodes and scalar bytes it expands to.
    fn node(&mut self, path: String, depth: usize) -> Result<(u64, u64), WalkError> {
        let Some((event, marker)) = self.take() else {
            return Ok((0, 0));
        };
        let at = location(marker);
        if depth > MAX_DEPTH {
            return Err((format!("nesting deeper than {MAX_DEPTH} levels"), at));
        }
        self.places.entry(path.clone()).or_insert(at);
        let size = match event.clone() {
            Event::Scalar(value, _, anchor, _) => {
                let bytes = value.len() as u64;
                self.count(0, bytes, at)?;
                self.anchor(anchor, (1, bytes))
            }
            Event::Alias(id) => {
                let size = self.anchors.get(&id).copied().unwrap_or((1, 0));
                self.count(size.0, size.1, at)?;
                return Ok(size);
            }
            Event::SequenceStart(anchor, _) => {
                let mut size = (1, 0);
                let mut index = 0;
                while !matches!(
                    self.events.get(self.next),
                    Some((Event::SequenceEnd, _)) | None
                ) {
                    add(&mut size, self.node(format!("{path}[{index}]"), depth + 1)?);
                    index += 1;
                }
                self.next += 1;
                self.anchor(anchor, size)
            }
            Event::MappingStart(anchor, _) => {
                let mut size = (1, 0);
                let mut keys = std::collections::HashSet::new();
                while !matches!(
                    self.events.get(self.next),
                    Some((Event::MappingEnd, _)) | None
                ) {
                    let key = match &self.events[self.next] {
                        (Event::Scalar(key, ..), key_at) => {
                            if !keys.insert(key.clone()) {
                                return Err((
                                    format!("the key `{key}` appears twice in one mapping"),
                                    location(key_at),
                                ));
                            }
                            let key = key.clone();
                            self.next += 1;
                            Some(key)
                        }
                        _ => {
                            add(&mut size, self.node(format!("{path}.?"), depth + 1)?);
                            None
                        }
                    };
                    let child = match key {
                        Some(key) if path.is_empty() => key,
                        Some(key) => format!("{path}.{key}"),
                        None => format!("{path}.?"),
                    };
                    size.0 += 1;
                    add(&mut size, self.node(child, depth + 1)?);
                }
                self.next += 1;
                self.anchor(anchor, size)
            }
            _ => (0, 0),
        };
        self.count(1, 0, at)?;
        Ok(size)
    }

    fn anchor(&mut self, anchor: usize, size: (u64, u64)) -> (u64, u64) {
        if anchor > 0 {
            self.anchors.insert(anchor, size);
        }
        size
    }

    fn count(&mut self, nodes: u64, bytes: u64, at: Location) -> Result<(), WalkError> {
        self.expanded = self.expanded.saturating_add(nodes);
        self.expanded_bytes = self.expanded_bytes.saturating_add(bytes);
        if self.expanded_bytes > MAX_EXPANDED_BYTES {
            return Err((
                format!(
                    "the file expands to more than {MAX_EXPANDED_BYTES} bytes of text through anchors and aliases (`&name` / `*name`); refusing to read it"
                ),
                at,
            ));
        }
        if self.expanded > MAX_EXPANDED_NODES {
            return Err((
                format!(
                    "the file expands to more than {MAX_EXPANDED_NODES} YAML nodes through anchors and aliases (`&name` / `*name`); refusing to read it"
                ),
                at,
            ));
        }
        Ok(())
    }
}
