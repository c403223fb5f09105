//! Board links for the page: the engine's [`BoardLink`] as JSON, so the board writes and reads
//! its permalink with the same code the site uses.

use boardlore_engine::board_link::BoardLink;
use serde::{Deserialize, Serialize};

/// A board link as the page holds it: `{"ruleset": "main", "position": null, "moves": ["h2e2"],
/// "tree": null}`.
#[derive(Deserialize, Serialize)]
struct LinkJson {
    ruleset: String,
    #[serde(default)]
    position: Option<String>,
    #[serde(default)]
    moves: Vec<String>,
    #[serde(default)]
    tree: Option<String>,
}

/// The URL hash (with its `#`) of the link given as JSON; an error says what the JSON lacks.
pub fn encode(json: &str) -> Result<String, String> {
    let link: LinkJson = serde_json::from_str(json)
        .map_err(|e| format!("a board link must be {{ruleset, position, moves, tree}}: {e}"))?;
    Ok(BoardLink {
        ruleset: link.ruleset,
        position: link.position,
        moves: link.moves,
        tree: link.tree,
    }
    .to_hash())
}

/// The link a URL hash names, as JSON: `null` when the hash is no board link (empty, or without
/// a ruleset), `{"error": "..."}` when it is one that cannot be read. The leading `#` may be
/// left out.
pub fn decode(hash: &str) -> String {
    let hash = if hash.starts_with('#') {
        hash.to_string()
    } else {
        format!("#{hash}")
    };
    match BoardLink::parse(&hash) {
        None => "null".into(),
        Some(Err(why)) => serde_json::json!({ "error": why }).to_string(),
        Some(Ok(link)) if link.ruleset.is_empty() => "null".into(),
        Some(Ok(link)) => serde_json::to_string(&LinkJson {
            ruleset: link.ruleset,
            position: link.position,
            moves: link.moves,
            tree: link.tree,
        })
        .unwrap_or_else(|_| "null".into()),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_link_crosses_as_json_both_ways() {
        let json = r#"{"ruleset":"book","position":"x3/2xx o","moves":["d2-c2","x c3"],"tree":"d2-c2 (d2-d1) x c3"}"#;
        let hash = encode(json).unwrap();
        assert_eq!(
            hash,
            "#ruleset=book&position=x3%2F2xx+o&m=d2-c2&m=x+c3&tree=d2-c2+%28d2-d1%29+x+c3"
        );
        assert_eq!(decode(&hash), json);
        assert_eq!(decode(&hash[1..]), json, "the # may be left out");
    }

    #[test]
    fn no_link_is_null_and_a_broken_one_says_why() {
        assert_eq!(decode(""), "null");
        assert_eq!(decode("#figures"), "null");
        assert_eq!(decode("#ruleset="), "null");
        assert!(decode("#ruleset=main&m=%G1").starts_with(r#"{"error":"#));
        assert_eq!(
            encode(r#"{"ruleset":"main"}"#).unwrap(),
            "#ruleset=main",
            "position, moves and tree may be left out"
        );
        assert!(encode("[1]").unwrap_err().contains("ruleset"));
    }
}
