//! The engine's [`Phrase`]s said in one language: each message looked up in the catalogue
//! with its values filled in, a phrase inside a phrase said first, lists joined by the
//! language's own `list-*` messages, and the ruleset's names by its `term-*` messages.

use boardlore_engine::phrase::{Arg, Phrase};
use fluent_bundle::FluentArgs;

use super::{slug, Words};

/// The message naming a term of a ruleset (`palace`, `pawn-promoted`): `term-` and its slug.
pub fn term_id(name: &str) -> String {
    format!("term-{}", slug(name))
}

/// The board's message naming a player (`Red`): `board-player-` and its slug, as
/// `theme/board/messages.js` looks it up.
pub fn player_id(name: &str) -> String {
    format!("board-player-{}", slug(name))
}

impl Words<'_> {
    /// `phrase` in this language. A message or variable the catalogue lacks (a defect the
    /// catalogue tests catch) shows as the message's id rather than stopping the build.
    pub fn phrase(&self, phrase: &Phrase) -> String {
        self.try_phrase(phrase)
            .unwrap_or_else(|_| phrase.id.clone())
    }

    /// `phrase` in this language, or what the catalogue lacks to say it.
    pub fn try_phrase(&self, phrase: &Phrase) -> Result<String, String> {
        let mut args = FluentArgs::new();
        for (name, arg) in &phrase.args {
            match arg {
                Arg::Number(n) => args.set(name.as_str(), *n),
                other => args.set(name.as_str(), self.try_arg(other)?),
            }
        }
        self.catalogue.format(self.lang, &phrase.id, Some(&args))
    }

    /// One value of a phrase in this language.
    fn try_arg(&self, arg: &Arg) -> Result<String, String> {
        Ok(match arg {
            Arg::Number(n) => n.to_string(),
            Arg::Code(text) => text.clone(),
            Arg::Term(name) => self.term(name),
            Arg::Name(name) => self.try_get(&term_id(name)).unwrap_or_else(|| name.clone()),
            Arg::Player(name) => self
                .try_get(&player_id(name))
                .unwrap_or_else(|| name.clone()),
            Arg::Phrase(inner) => self.try_phrase(inner)?,
            Arg::List(items) => {
                let said = items
                    .iter()
                    .map(|item| self.try_arg(item))
                    .collect::<Result<Vec<_>, _>>()?;
                self.list(&said)
            }
        })
    }

    /// A ruleset's name for something in this language: its `term-*` message where the
    /// catalogue has one, else as written with `-` and `_` read as spaces.
    pub fn term(&self, name: &str) -> String {
        self.try_get(&term_id(name))
            .unwrap_or_else(|| name.replace(['-', '_'], " "))
    }

    /// Items listed as a sentence lists them: `a`, `a and b`, `a, b and c` in English,
    /// joined by `list-more` and the last by `list-and`.
    pub fn list(&self, items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [first, middle @ .., last] => {
                let head = middle.iter().fold(first.clone(), |list, item| {
                    self.with("list-more", &[("list", &list), ("item", item)])
                });
                self.with("list-and", &[("list", &head), ("item", last)])
            }
        }
    }
}
