//! One linear pass over a YAML file's events, made before any other reader sees the text: it
//! refuses nesting deeper than [`MAX_YAML_DEPTH`] (the YAML library's scanner slows down with
//! the square of the depth, so a file of nested `[` would take hours), syntax errors and
//! anchors and aliases that expand into a huge tree ("billion laughs"), and records where
//! every node starts.
//!
//! Places are kept as a tree (each node under its parent, by key or index) rather than by
//! path text, so the work and memory stay proportional to the file: a path is only spelled
//! out when a problem is looked up.

use std::collections::{HashMap, HashSet};

use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::scanner::Marker;

use crate::limits::{MAX_EXPANDED_BYTES, MAX_EXPANDED_NODES, MAX_YAML_DEPTH};
use crate::problem::Location;

/// A problem met while walking: what is wrong, where, and how to fix it.
pub(super) struct WalkError {
    pub(super) message: String,
    pub(super) at: Location,
    pub(super) hint: &'static str,
}

/// How a node hangs from its parent.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Step {
    Key(Box<str>),
    Index(usize),
}

/// The places of one file's nodes, as a tree rooted at node 0.
#[derive(Debug, Default)]
pub(super) struct Places {
    starts: Vec<Location>,
    children: HashMap<(usize, Step), usize>,
}

impl Places {
    /// The node reached by following `path` (`rulesets[1].follows[0]`) as far as the file
    /// has it, and whether the whole path was found.
    fn descend(&self, path: &str) -> Option<(usize, bool)> {
        self.starts.first()?;
        let mut node = 0;
        for step in steps(path) {
            match self.children.get(&(node, step)) {
                Some(&child) => node = child,
                None => return Some((node, false)),
            }
        }
        Some((node, true))
    }

    /// The place of `path`, or of its nearest enclosing field that the file has.
    pub(super) fn locate(&self, path: &str) -> Option<Location> {
        self.descend(path).map(|(node, _)| self.starts[node])
    }

    /// The place of `path` itself, if the file has that field.
    pub(super) fn exact(&self, path: &str) -> Option<Location> {
        match self.descend(path)? {
            (node, true) => Some(self.starts[node]),
            _ => None,
        }
    }
}

/// The steps of a field path as serde writes it: keys joined by `.`, indices as `[n]`.
fn steps(path: &str) -> Vec<Step> {
    let mut found = Vec::new();
    for part in path.split('.').filter(|p| !p.is_empty()) {
        let (key, mut rest) = match part.find('[') {
            Some(cut) => (&part[..cut], &part[cut..]),
            None => (part, ""),
        };
        if !key.is_empty() {
            found.push(Step::Key(key.into()));
        }
        while let Some(inner) = rest.strip_prefix('[') {
            let Some((number, after)) = inner.split_once(']') else {
                break;
            };
            match number.parse() {
                Ok(index) => found.push(Step::Index(index)),
                Err(_) => break,
            }
            rest = after;
        }
    }
    found
}

/// Walks the events of `text` once, in order, never holding more than the current branch.
pub(super) fn scan(text: &str) -> Result<Places, WalkError> {
    let mut walker = Walker {
        parser: Parser::new_from_str(text),
        places: Places::default(),
        anchors: HashMap::new(),
        expanded: (0, 0),
        aliased: false,
    };
    loop {
        let (event, marker) = walker.pull()?;
        match event {
            Event::StreamEnd => return Ok(walker.places),
            Event::StreamStart | Event::DocumentStart | Event::DocumentEnd | Event::Nothing => {}
            event => {
                // Later documents are not read by the deserializer; only the first is placed.
                let slot = walker.places.starts.is_empty().then_some(None);
                walker.node(event, &marker, slot, 0)?;
            }
        }
    }
}

fn location(marker: &Marker) -> Location {
    Location {
        line: marker.line(),
        column: marker.col() + 1,
    }
}

/// Where a node goes in the tree: nowhere (a complex key, a later document), the root
/// (`Some(None)`) or under a parent.
type Slot = Option<Option<(usize, Step)>>;

struct Walker<'t> {
    parser: Parser<std::str::Chars<'t>>,
    places: Places,
    /// Expanded size (nodes, scalar bytes) of each anchored node.
    anchors: HashMap<usize, (u64, u64)>,
    /// Expanded size of the file so far.
    expanded: (u64, u64),
    /// Whether an alias was met: without one, the file's size bounds its tree already.
    aliased: bool,
}

impl Walker<'_> {
    fn pull(&mut self) -> Result<(Event, Marker), WalkError> {
        self.parser.next_token().map_err(|error| {
            if error.info() == "recursion limit exceeded" {
                return too_deep(location(error.marker()));
            }
            WalkError {
                message: format!("not valid YAML: {}", error.info()),
                at: location(error.marker()),
                hint: "look at this place and just before it: a bracket or quote left open, \
                   indentation that does not line up, a tab used to indent, or a text \
                   holding `: ` or starting with `[`, `{`, `&`, `*`, `!`, `|`, `>`, `%`, `@` \
                   or a backquote that needs quotes",
            }
        })
    }

    fn place(&mut self, slot: Slot, at: Location) -> Option<usize> {
        let slot = slot?;
        let id = self.places.starts.len();
        self.places.starts.push(at);
        if let Some(key) = slot {
            self.places.children.entry(key).or_insert(id);
        }
        Some(id)
    }

    /// Walks the node that starts with `event`; returns how many nodes and scalar bytes it
    /// expands to.
    fn node(
        &mut self,
        event: Event,
        marker: &Marker,
        slot: Slot,
        depth: usize,
    ) -> Result<(u64, u64), WalkError> {
        let at = location(marker);
        let id = self.place(slot, at);
        let size = match event {
            Event::Scalar(value, _, anchor, _) => {
                let size = (1, value.len() as u64);
                self.count(size, at)?;
                self.anchor(anchor, size)
            }
            Event::Alias(anchor) => {
                self.aliased = true;
                let size = self.anchors.get(&anchor).copied().unwrap_or((1, 0));
                self.count(size, at)?;
                size
            }
            Event::SequenceStart(anchor, _) => {
                self.deep_enough(depth, at)?;
                self.count((1, 0), at)?;
                let mut size = (1, 0);
                let mut index = 0;
                loop {
                    let (event, marker) = self.pull()?;
                    if matches!(event, Event::SequenceEnd | Event::StreamEnd) {
                        break;
                    }
                    let slot = id.map(|id| Some((id, Step::Index(index))));
                    add(&mut size, self.node(event, &marker, slot, depth + 1)?);
                    index += 1;
                }
                self.anchor(anchor, size)
            }
            Event::MappingStart(anchor, _) => {
                self.deep_enough(depth, at)?;
                self.count((1, 0), at)?;
                let size = self.mapping(id, depth)?;
                self.anchor(anchor, size)
            }
            _ => (0, 0),
        };
        Ok(size)
    }

    /// Walks the entries of a mapping whose start was just read.
    fn mapping(&mut self, id: Option<usize>, depth: usize) -> Result<(u64, u64), WalkError> {
        let mut size = (1, 0);
        let mut keys = HashSet::new();
        let mut first = true;
        loop {
            let (key, key_marker) = self.pull()?;
            if std::mem::take(&mut first) {
                self.start_at_first_key(id, location(&key_marker));
            }
            let slot = match key {
                Event::MappingEnd | Event::StreamEnd => return Ok(size),
                Event::Scalar(key, ..) => {
                    if !keys.insert(key.clone()) {
                        return Err(WalkError {
                            message: format!("the key `{key}` appears twice in one mapping"),
                            at: location(&key_marker),
                            hint: "keep one of them: a later key would silently replace the \
                                   earlier one",
                        });
                    }
                    add(&mut size, (1, key.len() as u64));
                    self.count((1, key.len() as u64), location(&key_marker))?;
                    id.map(|id| Some((id, Step::Key(key.into_boxed_str()))))
                }
                complex => {
                    add(&mut size, self.node(complex, &key_marker, None, depth + 1)?);
                    None
                }
            };
            let (value, marker) = self.pull()?;
            if matches!(value, Event::MappingEnd | Event::StreamEnd) {
                return Ok(size);
            }
            add(&mut size, self.node(value, &marker, slot, depth + 1)?);
        }
    }

    /// The parser marks a block mapping one column past its first key (`a: 1` starts at
    /// column 2); a mapping is placed at its `{` or its first key, whichever comes first.
    fn start_at_first_key(&mut self, id: Option<usize>, key: Location) {
        if let Some(start) = id.and_then(|id| self.places.starts.get_mut(id)) {
            if (key.line, key.column) < (start.line, start.column) {
                *start = key;
            }
        }
    }

    fn deep_enough(&self, depth: usize, at: Location) -> Result<(), WalkError> {
        match depth < MAX_YAML_DEPTH {
            true => Ok(()),
            false => Err(too_deep(at)),
        }
    }

    fn anchor(&mut self, anchor: usize, size: (u64, u64)) -> (u64, u64) {
        if anchor > 0 {
            self.anchors.insert(anchor, size);
        }
        size
    }

    fn count(&mut self, part: (u64, u64), at: Location) -> Result<(), WalkError> {
        add(&mut self.expanded, part);
        let (nodes, bytes) = self.expanded;
        if !self.aliased {
            return Ok(());
        }
        let hint = "write the repeated part out, or shorten it; anchors (`&name`) and \
                    aliases (`*name`) may not multiply the file's size";
        if bytes > MAX_EXPANDED_BYTES {
            return Err(WalkError {
                message: format!(
                    "the file expands to more than {MAX_EXPANDED_BYTES} bytes of text through \
                     anchors and aliases (`&name` / `*name`); refusing to read it"
                ),
                at,
                hint,
            });
        }
        if nodes > MAX_EXPANDED_NODES {
            return Err(WalkError {
                message: format!(
                    "the file expands to more than {MAX_EXPANDED_NODES} YAML nodes through \
                     anchors and aliases (`&name` / `*name`); refusing to read it"
                ),
                at,
                hint,
            });
        }
        Ok(())
    }
}

/// Nesting past [`MAX_YAML_DEPTH`] (the YAML reader's own limit is met first when the
/// brackets are opened on one line and never closed).
fn too_deep(at: Location) -> WalkError {
    WalkError {
        message: format!(
            "lists and mappings are nested deeper than {MAX_YAML_DEPTH} levels; refusing to \
             read the file"
        ),
        at,
        hint: "no entry needs this depth: look for brackets `[` or `{` opened and never closed",
    }
}

fn add(total: &mut (u64, u64), part: (u64, u64)) {
    total.0 = total.0.saturating_add(part.0);
    total.1 = total.1.saturating_add(part.1);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_is_found_down_to_its_deepest_field_in_the_file() {
        let places = scan("a:\n  b: [x, { c: 1 }]\n").ok().expect("valid YAML");
        let at = |line, column| Some(Location { line, column });
        assert_eq!(places.exact("a.b[1].c"), at(2, 15));
        assert_eq!(places.locate("a.b[1].d"), at(2, 10));
        assert_eq!(places.exact("a.b[1].d"), None);
        assert_eq!(places.locate(""), at(1, 1));
        let block = scan("a:\n  b:\n    c: 1\n- x\n").ok();
        assert!(block.is_none(), "a list after a mapping is not YAML");
        let block = scan("- x\n- y: 1\n  z: 2\n").ok().expect("valid YAML");
        assert_eq!(
            block.exact("[1]"),
            at(2, 3),
            "a block mapping is at its first key"
        );
        assert_eq!(block.exact("[1].z"), at(3, 6));
    }

    #[test]
    fn nesting_past_the_limit_is_refused_quickly_however_long_the_file() {
        let text = format!("names: {}", "[".repeat(1_000_000));
        let started = std::time::Instant::now();
        let error = scan(&text).expect_err("refused");
        assert!(error.message.contains("nested deeper"), "{}", error.message);
        assert!(started.elapsed() < std::time::Duration::from_secs(2));
    }

    #[test]
    fn nesting_at_the_limit_is_read() {
        let depth = MAX_YAML_DEPTH;
        let text = format!("{}{}", "[".repeat(depth), "]".repeat(depth));
        assert!(scan(&text).is_ok());
        let text = format!("{}{}", "[".repeat(depth + 1), "]".repeat(depth + 1));
        assert!(scan(&text).is_err());
    }
}
