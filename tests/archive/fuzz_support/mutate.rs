//! Mutations: of text (bytes flipped, tokens a YAML or notation reader may trip on inserted,
//! ranges cut or repeated, brackets nested deep) and of structure (a node of a YAML value
//! replaced, removed or repeated), so the shipped entries are bent in every direction the
//! readers must survive.

use boardlore_site::yaml::{Mapping, Value};

use super::Rng;

/// Tokens that readers treat specially.
const TOKENS: &[&str] = &[
    "&a ",
    "*a",
    "<<: *a",
    ": ",
    "- ",
    "{",
    "}",
    "[",
    "]",
    "\"",
    "'",
    "\n",
    "\t",
    "#",
    "!!str ",
    "!!binary ",
    "|",
    ">",
    "---\n",
    "...\n",
    "\u{feff}",
    "\0",
    "\u{7}",
    "%YAML 1.1\n",
    "?",
    "<!--",
    "</script>",
    "javascript:alert(1)",
    "99",
    "-1",
    "0",
    "255",
    "256",
    "65536",
    "4294967296",
    "18446744073709551616",
    "1e309",
    ".nan",
    ".inf",
    "-0",
    "~",
    "null",
    "true",
    "/",
    "@",
    "+",
    "*",
    "10",
    "w",
    "b",
    "K",
    "k",
    "x",
    "/9/",
    "1/1",
    " - 0 1",
    "[-]",
    "é",
    "帥",
    "🀄",
];

/// A random index below `n` (0 when `n` is 0).
fn below(rng: &mut Rng, n: usize) -> usize {
    if n == 0 {
        0
    } else {
        rng.below(n)
    }
}

/// `text` changed in one to four places.
pub fn text(rng: &mut Rng, text: &str) -> String {
    let mut bytes = text.as_bytes().to_vec();
    for _ in 0..=below(rng, 4) {
        let at = below(rng, bytes.len() + 1);
        match rng.below(8) {
            0 if at < bytes.len() => bytes[at] ^= 1 << rng.below(8),
            1 => {
                let token = TOKENS[rng.below(TOKENS.len())];
                bytes.splice(at..at, token.bytes());
            }
            2 if at < bytes.len() => {
                let end = (at + 1 + below(rng, 40)).min(bytes.len());
                bytes.drain(at..end);
            }
            3 if at < bytes.len() => {
                let end = (at + 1 + below(rng, 200)).min(bytes.len());
                let copy = bytes[at..end].to_vec();
                for _ in 0..=below(rng, 3) {
                    bytes.splice(at..at, copy.iter().copied());
                }
            }
            4 => bytes.insert(at, rng.below(256) as u8),
            // Brackets opened and never closed, up to a whole file's worth: the YAML readers
            // must refuse deep nesting before any work grows with the square of the depth.
            7 => {
                let opener: &[u8] = if rng.below(2) == 0 { b"[" } else { b"{ a: " };
                let deep = opener.repeat(1 + below(rng, 200_000));
                bytes.splice(at..at, deep);
            }
            5 => bytes.truncate(at),
            _ => {
                let token = TOKENS[rng.below(TOKENS.len())];
                let end = (at + token.len()).min(bytes.len());
                bytes.splice(at..end, token.bytes());
            }
        }
    }
    String::from_utf8_lossy(&bytes).into_owned()
}

/// A small random value, often one a reader finds awkward.
pub fn value(rng: &mut Rng, depth: u32) -> Value {
    match rng.below(if depth > 2 { 6 } else { 8 }) {
        0 => Value::Null,
        1 => Value::Bool(rng.below(2) == 0),
        2 => {
            let numbers: [i64; 12] = [0, 1, -1, 2, 3, 9, 13, 26, 99, 255, 65_536, i64::MAX];
            Value::from(numbers[rng.below(numbers.len())])
        }
        3 => Value::from([0.5, -2.5, f64::NAN, f64::INFINITY, 1e300][rng.below(5)]),
        4 | 5 => Value::from(TOKENS[rng.below(TOKENS.len())].trim().to_string()),
        6 => Value::Sequence((0..below(rng, 4)).map(|_| value(rng, depth + 1)).collect()),
        _ => {
            let mut map = Mapping::new();
            for _ in 0..below(rng, 3) {
                let key = ["kind", "files", "ranks", "id", "betza", "max-steps", "x"][rng.below(7)]
                    .to_string();
                map.insert(Value::from(key), value(rng, depth + 1));
            }
            Value::Mapping(map)
        }
    }
}

/// `value` with one to three nodes replaced, removed, repeated or changed in kind.
pub fn structure(rng: &mut Rng, value: &Value) -> Value {
    let mut value = value.clone();
    for _ in 0..=below(rng, 3) {
        let count = count_nodes(&value);
        let target = below(rng, count);
        let mut seen = 0;
        change(rng, &mut value, target, &mut seen);
    }
    value
}

fn count_nodes(value: &Value) -> usize {
    1 + match value {
        Value::Sequence(items) => items.iter().map(count_nodes).sum(),
        Value::Mapping(map) => map.values().map(count_nodes).sum(),
        Value::Tagged(tagged) => count_nodes(&tagged.value),
        _ => 0,
    }
}

/// Changes the node numbered `target` in a depth-first walk; true once done.
fn change(rng: &mut Rng, node: &mut Value, target: usize, seen: &mut usize) -> bool {
    if *seen == target {
        match rng.below(6) {
            0 => *node = value(rng, 0),
            1 => nudge(rng, node),
            2 => match node {
                Value::Sequence(items) if !items.is_empty() => {
                    let at = rng.below(items.len());
                    if rng.below(2) == 0 {
                        items.remove(at);
                    } else {
                        let copy = items[at].clone();
                        items.insert(at, copy);
                    }
                }
                Value::Mapping(map) if !map.is_empty() => {
                    let key = map.keys().nth(rng.below(map.len())).cloned();
                    if let Some(key) = key {
                        map.remove(&key);
                    }
                }
                _ => *node = value(rng, 0),
            },
            3 => *node = Value::Sequence(vec![node.clone()]),
            4 => {
                if let Value::Mapping(map) = node {
                    map.insert(value(rng, 2), value(rng, 1));
                } else {
                    nudge(rng, node);
                }
            }
            _ => nudge(rng, node),
        }
        return true;
    }
    *seen += 1;
    match node {
        Value::Sequence(items) => items.iter_mut().any(|v| change(rng, v, target, seen)),
        Value::Mapping(map) => map.values_mut().any(|v| change(rng, v, target, seen)),
        Value::Tagged(tagged) => change(rng, &mut tagged.value, target, seen),
        _ => false,
    }
}

/// A scalar moved a little: a number up or down (or far), a string mutated as text.
fn nudge(rng: &mut Rng, node: &mut Value) {
    match node {
        Value::Number(n) => {
            let base = n.as_i64().unwrap_or(0);
            let deltas: [i64; 8] = [1, -1, 2, -2, 10, 90, 1_000, -1_000];
            *node = Value::from(base.saturating_add(deltas[rng.below(deltas.len())]));
        }
        Value::String(s) => *s = text(rng, s),
        Value::Bool(b) => *b = !*b,
        _ => *node = value(rng, 1),
    }
}
