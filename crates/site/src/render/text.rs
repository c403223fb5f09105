//! Text for the pages: game names with `<ruby>` pinyin, and Markdown snippets flattened to
//! one line of plain text (cut to a length for cards and descriptions).

use serde::Serialize;

/// A game's names as the `name` macro of `templates/macros.html` shows them: English, then
/// the Chinese name with its pinyin as ruby text.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct NameView {
    /// The English name.
    en: String,
    /// The Chinese name, when the game has one.
    zh: Option<String>,
    /// The Chinese name in ruby pieces, each with the reading written over it: a syllable a
    /// character when the counts match, else the whole reading over the whole name; empty when
    /// no pinyin is given.
    ruby: Vec<RubyPiece>,
}

/// Characters and the pinyin written over them.
#[derive(Clone, Debug, PartialEq, Serialize)]
struct RubyPiece {
    text: String,
    reading: String,
}

impl NameView {
    /// The names of a game.
    pub fn of(names: &crate::content::Names) -> NameView {
        let ruby = match (&names.zh, names.pinyin.as_deref()) {
            (Some(zh), Some(pinyin)) => ruby(zh, pinyin),
            _ => Vec::new(),
        };
        NameView {
            en: names.en.clone(),
            zh: names.zh.clone(),
            ruby,
        }
    }
}

/// Pairs characters with pinyin: syllable by character when the counts match, otherwise the
/// whole reading over the whole name.
fn ruby(zh: &str, pinyin: &str) -> Vec<RubyPiece> {
    let chars: Vec<char> = zh.chars().filter(|c| !c.is_whitespace()).collect();
    let syllables: Vec<&str> = pinyin.split_whitespace().collect();
    if chars.len() == syllables.len() && chars.len() > 1 {
        chars
            .iter()
            .zip(&syllables)
            .map(|(c, s)| RubyPiece {
                text: c.to_string(),
                reading: s.to_string(),
            })
            .collect()
    } else {
        vec![RubyPiece {
            text: zh.to_string(),
            reading: pinyin.to_string(),
        }]
    }
}

/// The text of a Markdown snippet on one line, cut to at most `limit` characters.
pub(crate) fn plain_text(markdown: &str, limit: usize) -> String {
    shorten(&collapsed_text(markdown), limit)
}

/// The text of a Markdown snippet on one line: markup dropped, runs of white space made one
/// space.
pub(crate) fn collapsed_text(markdown: &str) -> String {
    let mut text = String::new();
    for event in pulldown_cmark::Parser::new(markdown) {
        if let pulldown_cmark::Event::Text(t) | pulldown_cmark::Event::Code(t) = event {
            text.push_str(&t);
            text.push(' ');
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` cut to at most `limit` characters, with an ellipsis when it was cut.
pub(crate) fn shorten(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}…", text[..cut].trim_end()),
    }
}
