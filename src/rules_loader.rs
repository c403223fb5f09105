//! Finds a game's ruleset in `content/games/<id>.yaml` and compiles it, for the engine verbs
//! (`moves`, `perft`, `bench`, `solve`, `selfplay`). Reads only the `rulesets` of an entry.

use std::path::Path;
use std::sync::Arc;

use anyhow::{bail, Context};
use boardlore_engine::{Rules, RulesSpec};
use serde::Deserialize;

/// The part of a game entry the engine verbs need.
#[derive(Deserialize)]
struct EntryRulesets {
    #[serde(default)]
    rulesets: Vec<NamedRuleset>,
}

#[derive(Deserialize)]
struct NamedRuleset {
    id: String,
    /// Absent while the engine cannot express the reading yet.
    #[serde(default)]
    rules: Option<serde_yaml::Value>,
}

/// Loads and compiles ruleset `ruleset` (the entry's first ruleset when `None`) of `game`.
pub fn load_rules(
    content: &Path,
    game: &str,
    ruleset: Option<&str>,
) -> anyhow::Result<Arc<dyn Rules>> {
    let (spec, path, id) = load_spec(content, game, ruleset)?;
    spec.compile().map_err(|errors| {
        let list: Vec<String> = errors.iter().map(|e| format!("  {e}")).collect();
        anyhow::anyhow!(
            "{}: ruleset `{}` does not compile:\n{}",
            path.display(),
            id,
            list.join("\n")
        )
    })
}

/// Reads ruleset `ruleset` (the entry's first when `None`) of `game` without compiling it, for
/// verbs that need the typed game (`solve`); returns the spec, the entry's path and the
/// ruleset id.
pub fn load_spec(
    content: &Path,
    game: &str,
    ruleset: Option<&str>,
) -> anyhow::Result<(RulesSpec, std::path::PathBuf, String)> {
    if game.is_empty()
        || !game
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
    {
        bail!("`{game}` is not a game id (ids are lowercase letters, digits and dashes, e.g. xiangqi)");
    }
    let path = content.join("games").join(format!("{game}.yaml"));
    if !path.exists() {
        bail!(
            "unknown game `{game}`: {} does not exist (hint: `ls {}`)",
            path.display(),
            content.join("games").display()
        );
    }
    let entry: EntryRulesets = boardlore_site::content::read_yaml_file(&path)
        .map_err(|problem| anyhow::anyhow!("not a valid game entry: {problem}"))?;
    let names: Vec<&str> = entry.rulesets.iter().map(|r| r.id.as_str()).collect();
    let chosen = match ruleset {
        Some(id) => entry
            .rulesets
            .iter()
            .find(|r| r.id == id)
            .with_context(|| {
                format!(
                    "{game} has no ruleset `{id}` (it has: {})",
                    names.join(", ")
                )
            })?,
        None => entry
            .rulesets
            .iter()
            .find(|r| r.rules.is_some())
            .with_context(|| {
                format!(
                    "{game} has no playable ruleset yet (no ruleset has machine-readable `rules`)"
                )
            })?,
    };
    let Some(rules) = &chosen.rules else {
        bail!(
            "ruleset `{}` of {game} is not playable yet: it has no machine-readable `rules` \
             (its `unmodelled` list says what the engine lacks)",
            chosen.id
        );
    };
    let spec: RulesSpec = serde_yaml::from_value(rules.clone()).with_context(|| {
        format!(
            "{}: rulesets `{}`: rules are not valid",
            path.display(),
            chosen.id
        )
    })?;
    Ok((spec, path, chosen.id.clone()))
}
