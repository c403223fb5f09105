//! Reads every ruleset of the real game entries in `content/games`, as the page receives them
//! (the `rules` mapping turned into JSON).
#![allow(dead_code)]

use std::path::PathBuf;

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
    let dir = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content/games");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("content/games exists")
        .map(|e| e.expect("readable entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "yaml"))
        .collect();
    paths.sort();
    let mut out = Vec::new();
    for path in paths {
        let text = std::fs::read_to_string(&path).expect("readable game entry");
        let entry: serde_yaml::Value = serde_yaml::from_str(&text).expect("entry is YAML");
        let game = entry["id"].as_str().expect("entry has an id").to_string();
        for ruleset in entry["rulesets"].as_sequence().into_iter().flatten() {
            let id = ruleset["id"].as_str().expect("ruleset id").to_string();
            if ruleset["rules"].is_null() {
                continue; // not encoded for the engine yet: the page shows no board for it
            }
            let rules: serde_json::Value =
                serde_yaml::from_value(ruleset["rules"].clone()).expect("rules convert to JSON");
            let figure_positions = entry["figures"]
                .as_sequence()
                .into_iter()
                .flatten()
                .filter(|f| f["ruleset"].as_str() == Some(id.as_str()))
                .filter_map(|f| f["position"].as_str().map(str::to_string))
                .collect();
            out.push(Ruleset {
                game: game.clone(),
                id,
                rules_json: rules.to_string(),
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
