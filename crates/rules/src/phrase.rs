//! Words the engine hands to readers as values rather than sentences: a [`Phrase`] names a
//! message of the site's catalogues (`i18n/<lang>/*.ftl`) and the values to fill in, so each
//! edition says a legend line, a claim's finding or a game's result in its own language.
//!
//! The engine writes no sentence itself. `Phrase::new("legend-slides").with("count", 3)`
//! is said by the English catalogue's `legend-slides` message and by the Chinese one's.

use serde::{Deserialize, Serialize};

/// A message id and the values of its variables.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Phrase {
    /// The message's id in the catalogues (`legend-…`, `claim-…`, `rule-…`).
    pub id: String,
    /// The message's variables, in the order given.
    pub args: Vec<(String, Arg)>,
}

/// The value of one variable of a [`Phrase`].
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Arg {
    /// A count, from which a message may choose a plural form (`1 piece`, `3 pieces`).
    Number(u64),
    /// Written alike in every language: a square (`e5`), a notation (`nN`), a pattern
    /// (`OOX`), a figure already formatted (`2,000,000`).
    Code(String),
    /// A name the ruleset gives (a piece, a region, a capture rule, a shape): said by the
    /// catalogue's `term-<name>` message where it has one, else as written with `-` and `_`
    /// read as spaces.
    Term(String),
    /// A name the ruleset writes for readers (a capture rule's `heart-taking`, a shape's
    /// `six-slash`): said by the catalogue's `term-<name>` message where it has one, else
    /// exactly as written.
    Name(String),
    /// A player's name from the ruleset (`Red`): said by the board's `board-player-<name>`
    /// message where the catalogue has one, else as written.
    Player(String),
    /// A phrase inside the sentence (an empty `Code` stands for a clause left out).
    Phrase(Phrase),
    /// Things listed in a sentence (`a, b and c`, `a、b和c`).
    List(Vec<Arg>),
}

impl Phrase {
    /// The message `id` with no variables yet.
    pub fn new(id: impl Into<String>) -> Phrase {
        Phrase {
            id: id.into(),
            args: Vec::new(),
        }
    }

    /// The phrase with variable `name` set to `value`.
    pub fn with(mut self, name: &str, value: impl Into<Arg>) -> Phrase {
        self.args.push((name.to_string(), value.into()));
        self
    }

    /// The value of variable `name`, if set.
    pub fn arg(&self, name: &str) -> Option<&Arg> {
        self.args.iter().find(|(n, _)| n == name).map(|(_, a)| a)
    }

    /// Whether this phrase or one inside it is message `id`: what tests ask of a legend.
    pub fn mentions(&self, id: &str) -> bool {
        self.id == id || self.args.iter().any(|(_, arg)| arg.mentions(id))
    }
}

impl Arg {
    /// A name the ruleset gives, said in the catalogue's words (see [`Arg::Term`]).
    pub fn term(name: impl Into<String>) -> Arg {
        Arg::Term(name.into())
    }

    /// A name the ruleset writes for readers (see [`Arg::Name`]).
    pub fn name(name: impl Into<String>) -> Arg {
        Arg::Name(name.into())
    }

    /// Names the ruleset writes for readers, listed.
    pub fn names<S: AsRef<str>>(names: impl IntoIterator<Item = S>) -> Arg {
        Arg::List(names.into_iter().map(|n| Arg::name(n.as_ref())).collect())
    }

    /// Text written alike in every language (see [`Arg::Code`]).
    pub fn code(text: impl Into<String>) -> Arg {
        Arg::Code(text.into())
    }

    /// A clause left out of a sentence: it says nothing.
    pub fn nothing() -> Arg {
        Arg::Code(String::new())
    }

    /// Names the ruleset gives, listed.
    pub fn terms<S: AsRef<str>>(names: impl IntoIterator<Item = S>) -> Arg {
        Arg::List(names.into_iter().map(|n| Arg::term(n.as_ref())).collect())
    }

    /// Texts written alike in every language, listed.
    pub fn codes<S: AsRef<str>>(texts: impl IntoIterator<Item = S>) -> Arg {
        Arg::List(texts.into_iter().map(|t| Arg::code(t.as_ref())).collect())
    }

    fn mentions(&self, id: &str) -> bool {
        match self {
            Arg::Phrase(p) => p.mentions(id),
            Arg::List(items) => items.iter().any(|a| a.mentions(id)),
            _ => false,
        }
    }
}

impl From<Phrase> for Arg {
    fn from(phrase: Phrase) -> Arg {
        Arg::Phrase(phrase)
    }
}

/// An optional clause: the phrase, or nothing.
impl From<Option<Phrase>> for Arg {
    fn from(phrase: Option<Phrase>) -> Arg {
        phrase.map_or_else(Arg::nothing, Arg::Phrase)
    }
}

macro_rules! number_args {
    ($($t:ty),*) => {$(
        impl From<$t> for Arg {
            fn from(n: $t) -> Arg {
                Arg::Number(n as u64)
            }
        }
    )*};
}
number_args!(u8, u16, u32, u64, usize);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_phrase_keeps_its_values_and_finds_a_message_inside_it() {
        let inner = Phrase::new("legend-directions-diagonal");
        let line = Phrase::new("legend-piece-moves")
            .with("count", 3usize)
            .with("directions", inner);
        assert_eq!(line.arg("count"), Some(&Arg::Number(3)));
        assert!(line.mentions("legend-directions-diagonal"));
        assert!(!line.mentions("legend-directions-all"));
    }
}
