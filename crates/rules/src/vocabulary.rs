//! The ruleset vocabulary, listed from the readers themselves: every family with its keys and
//! keywords, nested as they are written.
//!
//! The list is not written down anywhere: it is gathered by handing the spec readers a
//! [`Deserializer`](serde::Deserializer) that holds no text and only notes what they ask for (as serde_reflection
//! does): a struct's field names, an enum's variant names, and the keywords of a value read
//! either as a number or a word (serde's own "expected one of" list, taken from the error the
//! reader raises on a word it does not know). Each pass offers one field of every struct and
//! one variant of every enum; passes repeat until every field and variant has been offered,
//! so a reader that stops at its first problem still shows all it reads.

mod tracer;

pub use tracer::{TraceError, Tracer};

use crate::ruleset::{RulesSpec, FAMILIES};

/// The words that may be written at one place of a ruleset: the keys of a mapping (each with
/// what may be written under it) and the keywords of a value.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Words {
    /// The keys, in the order the reader lists them, each with the words of its value.
    pub keys: Vec<(&'static str, Words)>,
    /// The keywords a value may be, in the reader's order.
    pub keywords: Vec<&'static str>,
}

impl Words {
    /// Every key and keyword at this place and below, each with the key path above it
    /// (`board`, `board.regions`), in reading order.
    pub fn flatten(&self) -> Vec<(String, Word)> {
        let mut out = Vec::new();
        self.flatten_into("", &mut out);
        out
    }

    fn flatten_into(&self, path: &str, out: &mut Vec<(String, Word)>) {
        for keyword in &self.keywords {
            out.push((path.to_string(), Word::Keyword(keyword)));
        }
        for (key, words) in &self.keys {
            out.push((path.to_string(), Word::Key(key)));
            let below = if path.is_empty() {
                key.to_string()
            } else {
                format!("{path}.{key}")
            };
            words.flatten_into(&below, out);
        }
    }
}

/// One word of the vocabulary.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Word {
    /// A key of a mapping, e.g. `board`.
    Key(&'static str),
    /// A keyword value, e.g. `square`.
    Keyword(&'static str),
}

/// The whole vocabulary: each family (its `family:` value) with the words of its rules.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Vocabulary {
    /// The families, in the order [`FAMILIES`] lists them.
    pub families: Vec<(&'static str, Words)>,
}

/// The vocabulary every family's reader accepts.
pub fn vocabulary() -> Vocabulary {
    let families = FAMILIES
        .iter()
        .map(|&family| {
            let words = tracer::trace(|deserializer| {
                RulesSpec::read_family(family, deserializer).map(drop)
            });
            (family, words)
        })
        .collect();
    Vocabulary { families }
}

/// The words a reader asks for, gathered by running `read` on a deserializer that holds no
/// text (how [`vocabulary`] lists the families; other layers list their own readers with it).
pub fn words_read_by(read: impl Fn(Tracer<'_>) -> Result<(), TraceError>) -> Words {
    tracer::trace(read)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn keys(words: &Words) -> Vec<&'static str> {
        words.keys.iter().map(|(key, _)| *key).collect()
    }

    fn under<'a>(words: &'a Words, key: &str) -> &'a Words {
        &words.keys.iter().find(|(k, _)| *k == key).unwrap().1
    }

    #[test]
    fn every_family_is_listed_with_its_board_kinds_and_their_keys() {
        let vocabulary = vocabulary();
        let names: Vec<&str> = vocabulary.families.iter().map(|(n, _)| *n).collect();
        assert_eq!(names, FAMILIES);
        let (_, go) = &vocabulary.families[3];
        let board = under(go, "board");
        let kinds = &under(board, "kind").keywords;
        assert_eq!(
            kinds,
            &["square", "hexagonal", "triangular", "track", "explicit"]
        );
        assert!(keys(board).contains(&"files"), "{board:?}");
        assert_eq!(
            under(board, "links").keywords,
            ["orthogonal", "all", "alquerque"]
        );
    }

    #[test]
    fn keywords_read_as_a_number_or_a_word_are_listed_too() {
        let vocabulary = vocabulary();
        let (_, folk) = &vocabulary.families[1];
        let words: Vec<String> = folk
            .flatten()
            .into_iter()
            .filter_map(|(_, word)| match word {
                Word::Keyword(k) => Some(k.to_string()),
                Word::Key(_) => None,
            })
            .collect();
        for keyword in ["orthogonal", "straight-forward", "mover", "most-captures"] {
            assert!(words.iter().any(|w| w == keyword), "{keyword}: {words:?}");
        }
    }
}
