//! Board links: a game kept in a page's URL hash, `#ruleset=main&position=<notation>&m=a1-a2`,
//! in the form the web board writes and reads (`theme/board/permalink.js`). The site writes
//! them (a divergence's common line) and reads the ones an author puts in an entry's Markdown,
//! so that the build can play them through before a reader clicks one. The board also writes
//! `tree=` (the whole record with its variations) when it holds more than the line shown; the
//! site neither writes nor checks it, and reading a link passes over it.

/// A game on the board: the ruleset, the start position when not the ruleset's own, and the
/// moves played from it, by name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct BoardLink {
    /// The ruleset id.
    pub ruleset: String,
    /// The start position in the game's notation, when not the ruleset's start.
    pub position: Option<String>,
    /// The moves, as the engine names them.
    pub moves: Vec<String>,
}

impl BoardLink {
    /// The link as a URL hash, with its leading `#`.
    pub fn to_hash(&self) -> String {
        let mut hash = format!("#ruleset={}", url_part(&self.ruleset));
        if let Some(position) = &self.position {
            hash.push_str("&position=");
            hash.push_str(&url_part(position));
        }
        for m in &self.moves {
            hash.push_str("&m=");
            hash.push_str(&url_part(m));
        }
        hash
    }

    /// Reads a link's target as the board would: `None` when it is no board link (not a hash,
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
            .any(|(key, _)| url_text(key).as_deref() == Ok("ruleset"))
        {
            return None;
        }
        Some(BoardLink::from_pairs(&pairs))
    }

    /// The link from its decoded pairs; the first `ruleset` counts, as in the board's reading.
    fn from_pairs(pairs: &[(&str, &str)]) -> Result<BoardLink, String> {
        let (mut ruleset, mut position, mut moves) = (None, None, Vec::new());
        for (key, value) in pairs {
            let value = url_text(value)?;
            match url_text(key)?.as_str() {
                "ruleset" => ruleset = ruleset.or(Some(value)),
                "position" => position = position.or(Some(value).filter(|p| !p.is_empty())),
                "m" => moves.push(value),
                _ => {}
            }
        }
        Ok(BoardLink {
            ruleset: ruleset.unwrap_or_default(),
            position,
            moves,
        })
    }
}

/// Percent-encodes everything but letters, digits and `-_.*`.
fn url_part(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-_.*".contains(&byte) {
            out.push(byte as char);
        } else {
            out.push_str(&format!("%{byte:02X}"));
        }
    }
    out
}

/// Decodes a part of a query as a browser's `URLSearchParams` does: `+` is a space and `%XX`
/// a byte; the bytes must make UTF-8.
fn url_text(part: &str) -> Result<String, String> {
    let mut bytes = Vec::with_capacity(part.len());
    let mut rest = part.bytes();
    while let Some(byte) = rest.next() {
        match byte {
            b'+' => bytes.push(b' '),
            b'%' => {
                let high = rest.next();
                let low = rest.next();
                let digits = [high, low].map(|d| d.and_then(|d| (d as char).to_digit(16)));
                match digits {
                    [Some(h), Some(l)] => bytes.push((h * 16 + l) as u8),
                    _ => return Err(format!("`{part}` has a `%` not followed by two hex digits")),
                }
            }
            other => bytes.push(other),
        }
    }
    String::from_utf8(bytes).map_err(|_| format!("`{part}` does not decode to UTF-8 text"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_reads_back_as_written() {
        let link = BoardLink {
            ruleset: "main".into(),
            position: Some("oooooo/6/6/6/6/xxxxxx x".into()),
            moves: vec!["a1-a2".into(), "xe6".into(), "h2+e2".into()],
        };
        assert_eq!(BoardLink::parse(&link.to_hash()), Some(Ok(link)));
    }

    #[test]
    fn a_hash_without_a_ruleset_is_no_board_link() {
        assert_eq!(BoardLink::parse("#commentary"), None);
        assert_eq!(BoardLink::parse("https://example.org/#ruleset=main"), None);
    }

    #[test]
    fn a_plus_is_a_space_and_a_broken_escape_is_reported() {
        let link = BoardLink::parse("#ruleset=main&position=8/8+w")
            .unwrap()
            .unwrap();
        assert_eq!(link.position.as_deref(), Some("8/8 w"));
        let broken = BoardLink::parse("#ruleset=main&m=a1%2")
            .unwrap()
            .unwrap_err();
        assert!(broken.contains("two hex digits"), "{broken}");
    }
}
