//! Reading records: headers, then moves with their numbers, results, glyphs and comments
//! passed over, variations in parentheses.

use std::fmt;

use super::{MoveTree, NodeId, Record};

/// The deepest a variation may nest inside others.
pub const MAX_VARIATION_DEPTH: usize = 64;

/// What is wrong in a record's text, and on which line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RecordError {
    /// The line, from 1.
    pub line: usize,
    /// What is wrong there.
    pub message: String,
}

impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "line {}: {}", self.line, self.message)
    }
}

impl std::error::Error for RecordError {}

/// Reads the one game of a record's text (a text of several games gives the first); an error
/// says what is wrong and where. Moves are taken as made by two players in turn.
pub fn read_record(text: &str) -> Result<Record, RecordError> {
    Ok(read_games(text)?.into_iter().next().unwrap_or_default())
}

/// Reads every game of a record's text: a header after moves starts the next game. A text
/// with no header and no move gives no game.
pub fn read_games(text: &str) -> Result<Vec<Record>, RecordError> {
    let text = without_comments(text)?;
    let mut games = Vec::new();
    let mut game = GameReader::default();
    for (index, raw) in text.lines().enumerate() {
        let line = raw.trim();
        let number = index + 1;
        let fail = |message: String| RecordError {
            line: number,
            message,
        };
        if line.is_empty() {
            continue;
        }
        if line.starts_with('[') {
            let header = header(line).ok_or_else(|| {
                fail(format!(
                    "a header is written [Name \"value\"], found `{}`",
                    short(line)
                ))
            })?;
            if game.has_moves {
                games.push(std::mem::take(&mut game).finish().map_err(fail)?);
            }
            game.record.headers.push(header);
            continue;
        }
        for word in split_words(line) {
            game.word(word).map_err(fail)?;
        }
    }
    let last_line = text.lines().count().max(1);
    if game.has_moves || !game.record.headers.is_empty() {
        let last = game.finish().map_err(|message| RecordError {
            line: last_line,
            message,
        })?;
        games.push(last);
    }
    Ok(games)
}

/// One game being read: the tree so far and where the next move goes.
#[derive(Default)]
struct GameReader {
    record: Record,
    has_moves: bool,
    /// The node the next move is played from, and the last move read.
    parent: NodeId,
    last: Option<NodeId>,
    /// For each open variation: where the line it left stood.
    open: Vec<(NodeId, Option<NodeId>)>,
}

impl GameReader {
    fn word(&mut self, word: &str) -> Result<(), String> {
        let tree = &mut self.record.tree;
        match word {
            "(" => {
                let Some(last) = self.last else {
                    return Err("a variation `(` must follow the move it replaces".into());
                };
                if self.open.len() >= super::MAX_VARIATION_DEPTH {
                    return Err(format!(
                        "variations nest more than {} deep",
                        super::MAX_VARIATION_DEPTH
                    ));
                }
                self.open.push((self.parent, self.last));
                self.parent = tree.parent(last);
                self.last = None;
            }
            ")" => {
                let Some((parent, last)) = self.open.pop() else {
                    return Err("`)` closes no variation".into());
                };
                if self.last.is_none() {
                    return Err("a variation `( )` holds no move".into());
                }
                (self.parent, self.last) = (parent, last);
            }
            _ if skipped(word) => {}
            _ => {
                let name = without_number(word);
                let mover = if self.parent == MoveTree::START {
                    0
                } else {
                    1 - tree.mover(self.parent).min(1)
                };
                let node = tree.add(self.parent, name, mover);
                (self.parent, self.last) = (node, Some(node));
                self.has_moves = true;
            }
        }
        Ok(())
    }

    fn finish(self) -> Result<Record, String> {
        match self.open.len() {
            0 => Ok(self.record),
            1 => Err("a variation is not closed with `)`".into()),
            n => Err(format!("{n} variations are not closed with `)`")),
        }
    }
}

/// The text with every comment in braces made spaces, its line breaks kept.
fn without_comments(text: &str) -> Result<String, RecordError> {
    let mut out = String::with_capacity(text.len());
    let mut opened = None;
    let mut line = 1;
    for c in text.chars() {
        match (c, opened) {
            ('{', None) => opened = Some(line),
            ('}', Some(_)) => opened = None,
            (c, None) => out.push(c),
            ('\n', Some(_)) => out.push('\n'),
            _ => {}
        }
        if c == '\n' {
            line += 1;
        }
    }
    match opened {
        Some(line) => Err(RecordError {
            line,
            message: "a comment opened with `{` is not closed with `}`".into(),
        }),
        None => Ok(out),
    }
}

/// A header line `[Name "value"]` as `(name, value)`, escapes undone.
fn header(line: &str) -> Option<(String, String)> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (name, rest) = inner.split_once(|c: char| c.is_whitespace())?;
    if name.is_empty() || !name.chars().all(|c| c.is_ascii_alphanumeric() || c == '_') {
        return None;
    }
    let quoted = rest.trim().strip_prefix('"')?.strip_suffix('"')?;
    let mut value = String::with_capacity(quoted.len());
    let mut chars = quoted.chars();
    while let Some(c) = chars.next() {
        match c {
            '\\' => value.push(chars.next()?),
            '"' => return None,
            c => value.push(c),
        }
    }
    Some((name.to_string(), value))
}

/// Words of a line of moves, parentheses as words of their own.
fn split_words(line: &str) -> impl Iterator<Item = &str> {
    line.split_whitespace().flat_map(|word| {
        let mut parts = Vec::new();
        let mut start = 0;
        for (at, c) in word.char_indices() {
            if c == '(' || c == ')' {
                parts.push(&word[start..at]);
                parts.push(&word[at..at + 1]);
                start = at + 1;
            }
        }
        parts.push(&word[start..]);
        parts.into_iter().filter(|p| !p.is_empty())
    })
}

/// Whether a word says nothing about the moves: a move number (`12.`, `12...`, `12…`), a
/// result or an annotation glyph (`$1`).
fn skipped(word: &str) -> bool {
    let digits = word.trim_start_matches(|c: char| c.is_ascii_digit());
    let numbered = digits.len() < word.len();
    let glyph = word
        .strip_prefix('$')
        .is_some_and(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()));
    let dots = !digits.is_empty() && digits.chars().all(|c| c == '.');
    (numbered && (dots || digits == "…"))
        || matches!(word, "*" | "1-0" | "0-1" | "1/2-1/2")
        || glyph
}

/// A move with its number written against it (`1.h3e3`, `3...b8b9`) without the number.
fn without_number(word: &str) -> &str {
    let rest = word.trim_start_matches(|c: char| c.is_ascii_digit());
    if rest.len() == word.len() {
        return word;
    }
    let after = ["...", "…", "."]
        .iter()
        .find_map(|dots| rest.strip_prefix(dots));
    match after {
        Some(name) if name.starts_with(|c: char| !c.is_ascii_digit()) => name,
        _ => word,
    }
}

/// A line quoted in a message: its first 60 characters.
fn short(line: &str) -> String {
    match line.char_indices().nth(60) {
        Some((at, _)) => format!("{}...", &line[..at]),
        None => line.to_string(),
    }
}
