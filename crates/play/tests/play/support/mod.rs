//! Reads every ruleset of the real game entries in `content/games`, as the page receives them
//! (the `rules` mapping turned into JSON).
#![allow(dead_code)]

use std::path::PathBuf;

use boardlore_entry::content;

/// One ruleset of one game entry.
pub struct Ruleset {
    pub game: String,
    pub id: String,
    pub rules_json: String,
    /// Positions of the entry's figures drawn under this ruleset.
    pub figure_positions: Vec<String>,
}

/// Every playable ruleset (one with `rules`) of every entry, sorted by game then ruleset order.
pub fn all_rulesets() -> Vec<Ruleset> {
    let content = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content");
    let mut out = Vec::new();
    for game in content::game_ids(&content) {
        let found = content::playable_rulesets(&content, &game)
            .unwrap_or_else(|problems| panic!("{game}: {problems}"));
        // Rulesets without `rules` are not encoded for the engine yet: no board for them.
        for ruleset in found {
            let figure_positions = ruleset
                .entry()
                .figures
                .iter()
                .filter(|f| f.ruleset.as_deref() == Some(ruleset.id()))
                .filter_map(|f| f.position.clone())
                .collect();
            out.push(Ruleset {
                game: ruleset.entry().id.clone(),
                id: ruleset.id().to_string(),
                rules_json: ruleset.rules_json(),
                figure_positions,
            });
        }
    }
    out
}

/// The first ruleset of `game`.
pub fn first_ruleset(game: &str) -> Ruleset {
    all_rulesets()
        .into_iter()
        .find(|r| r.game == game)
        .unwrap_or_else(|| panic!("{game} has no ruleset"))
}
