//! Board links: a game kept in a page's URL hash, the one form the web board writes and reads
//! and the site writes and checks:
//!
//! ```text
//! #ruleset=main&position=<notation>&m=h2e2&m=h9g7&tree=h2e2+h9g7+%28h8e8%29+h0g2
//! ```
//!
//! `ruleset` names the ruleset; `position`, the start position in the game's notation when it is
//! not the ruleset's own; each `m`, a move of the line shown, in order, as the engine names it;
//! `tree`, when the record holds more than that line (moves past the one shown, variations), the
//! whole record as move names with variations in parentheses (see [`crate::record`]).
//!
//! Values are written as a form's query is (what a browser's `URLSearchParams` writes): letters,
//! digits and `-_.*` as they are, a space as `+`, every other byte as `%XX`. Reading takes `+`
//! and `%20` both as a space, so links written by any earlier board read the same. Parameters
//! of other names are passed over; of a name given twice, the first counts (`m` excepted).

/// A game on the board: the ruleset, the start position when not the ruleset's own, the moves
/// of the line shown and, when there is more, the whole record as text.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct BoardLink {
    /// The ruleset id.
    pub ruleset: String,
    /// The start position in the game's notation, when not the ruleset's start.
    pub position: Option<String>,
    /// The moves of the line shown, as the engine names them.
    pub moves: Vec<String>,
    /// The whole record (moves and variations in parentheses) when it holds more than `moves`.
    pub tree: Option<String>,
}

impl BoardLink {
    /// A link to the line `moves` from the start of ruleset `ruleset`.
    pub fn line(ruleset: &str, moves: &[String]) -> BoardLink {
        BoardLink {
            ruleset: ruleset.to_string(),
            moves: moves.to_vec(),
            ..BoardLink::default()
        }
    }

    /// The link as a URL hash, with its leading `#`.
    pub fn to_hash(&self) -> String {
        let mut hash = format!("#ruleset={}", encode(&self.ruleset));
        if let Some(position) = self.position.as_deref().filter(|p| !p.is_empty()) {
            hash.push_str("&position=");
            hash.push_str(&encode(position));
        }
        for m in &self.moves {
            hash.push_str("&m=");
            hash.push_str(&encode(m));
        }
        if let Some(tree) = self.tree.as_deref().filter(|t| !t.is_empty()) {
            hash.push_str("&tree=");
            hash.push_str(&encode(tree));
        }
        hash
    }

    /// Reads a link's target as the board does: `None` when it is no board link (not a hash,
    /// or a hash without `ruleset`), else the link or what cannot be read in it.
    pub fn parse(href: &str) -> Option<Result<BoardLink, String>> {
        let query = href.strip_prefix('#')?;
        let pairs: Vec<(&str, &str)> = query
            .split('&')
            .filter(|p| !p.is_empty())
            .map(|p| p.split_once('=').unwrap_or((p, "")))
            .collect();
        if !pairs
            .iter()
            .any(|(key, _)| decode(key).as_deref() == Ok("ruleset"))
        {
            return None;
        }
        Some(BoardLink::from_pairs(&pairs))
    }

    /// The link from its pairs, still encoded.
    fn from_pairs(pairs: &[(&str, &str)]) -> Result<BoardLink, String> {
        let mut link = BoardLink::default();
        let (mut ruleset, mut position, mut tree) = (None, None, None);
        for (key, value) in pairs {
            let value = decode(value)?;
            match decode(key)?.as_str() {
                "ruleset" => ruleset = ruleset.or(Some(value)),
                "position" => position = position.or(Some(value)),
                "tree" => tree = tree.or(Some(value)),
                "m" => link.moves.push(value),
                _ => {}
            }
        }
        link.ruleset = ruleset.unwrap_or_default();
        link.position = position.filter(|p| !p.is_empty());
        link.tree = tree.filter(|t| !t.is_empty());
        Ok(link)
    }
}

/// Encodes a value as a form's query does: letters, digits and `-_.*` as they are, a space as
/// `+`, every other byte of the UTF-8 text as `%XX`.
pub fn encode(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.*".contains(&byte) {
            out.push(byte as char);
        } else if byte == b' ' {
            out.push('+');
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Decodes a part of a query: `+` is a space and `%XX` a byte (either case of hex digit); the
/// bytes must make UTF-8 text. A `%` without two hex digits after it is an error.
pub fn decode(part: &str) -> Result<String, String> {
    let mut bytes = Vec::with_capacity(part.len());
    let mut rest = part.bytes();
    while let Some(byte) = rest.next() {
        match byte {
            b'+' => bytes.push(b' '),
            b'%' => {
                let digits =
                    [rest.next(), rest.next()].map(|d| d.and_then(|d| char::from(d).to_digit(16)));
                match digits {
                    [Some(high), Some(low)] => bytes.push((high * 16 + low) as u8),
                    _ => {
                        return Err(format!(
                            "`{}` has a `%` not followed by two hex digits",
                            shorten(part)
                        ))
                    }
                }
            }
            other => bytes.push(other),
        }
    }
    String::from_utf8(bytes)
        .map_err(|_| format!("`{}` does not decode to UTF-8 text", shorten(part)))
}

/// A part quoted in a message: its first 60 characters.
fn shorten(part: &str) -> String {
    match part.char_indices().nth(60) {
        Some((at, _)) => format!("{}...", &part[..at]),
        None => part.to_string(),
    }
}

#[cfg(test)]
mod tests;
