//! Finds one ruleset of one game entry by id: what the command-line verbs (`moves`, `perft`,
//! `solve`, ...), the rule tests and the examples read. The entry is read by [`load_entry`],
//! as a build reads it, so a problem in it is reported with the same file, line and column.

use boardlore_engine::Compile;
use std::path::Path;
use std::sync::Arc;

use boardlore_engine::{Rules, RulesSpec};

use super::load::{load_entry, LoadedEntry};
use super::rules_cache::RULES_KEYS_HINT;
use super::validate::{is_id, join_path};
use super::{Entry, Ruleset};
use crate::problem::{Problem, Problems};

/// One ruleset of a game entry, its `rules` decoded.
#[derive(Clone, Debug)]
pub struct FoundRuleset {
    /// The entry, with its file and the places of its fields.
    pub loaded: LoadedEntry,
    /// The ruleset's index in the entry's `rulesets`.
    pub index: usize,
    /// The ruleset's `rules`.
    pub spec: RulesSpec,
}

impl FoundRuleset {
    /// The entry.
    pub fn entry(&self) -> &Entry {
        &self.loaded.entry
    }

    /// The entry's file.
    pub fn file(&self) -> &Path {
        &self.loaded.file
    }

    /// The ruleset as written.
    pub fn ruleset(&self) -> &Ruleset {
        &self.loaded.entry.rulesets[self.index]
    }

    /// The ruleset's id.
    pub fn id(&self) -> &str {
        &self.ruleset().id
    }

    /// The `rules` as JSON text, as a board page receives them.
    pub fn rules_json(&self) -> String {
        let raw = self.ruleset().rules.as_ref();
        raw.map_or_else(String::new, |raw| raw.to_json().to_string())
    }

    /// The compiled rules, or the problems `compile` finds, each placed in the entry.
    pub fn compile(&self) -> Result<Arc<dyn Rules>, Problems> {
        self.spec.compile().map_err(|errors| {
            let base = format!("rulesets[{}].rules", self.index);
            Problems(
                errors
                    .into_iter()
                    .map(|error| {
                        let mut problem =
                            self.problem(&join_path(&base, &error.path), error.message);
                        problem.hint = error.hint;
                        problem
                    })
                    .collect(),
            )
        })
    }

    /// The `position` of the entry's figure `figure`.
    pub fn figure_position(&self, figure: &str) -> Result<&str, Problems> {
        let figures = &self.entry().figures;
        let Some(index) = figures.iter().position(|f| f.id == figure) else {
            let names: Vec<&str> = figures.iter().map(|f| f.id.as_str()).collect();
            let problem = self
                .problem("figures", format!("has no figure `{figure}`"))
                .with_hint(format!("the figures are: {}", list_or_none(&names)));
            return Err(Problems(vec![problem]));
        };
        figures[index].position.as_deref().ok_or_else(|| {
            Problems(vec![self.problem(
                &format!("figures[{index}]"),
                format!("figure `{figure}` has no `position` (it shows the start)"),
            )])
        })
    }

    fn problem(&self, field: &str, message: String) -> Problem {
        Problem::new(&self.loaded.file, field, message).at(self.loaded.spans.locate(field))
    }
}

/// Reads the entry of game `game` in `content/games` as a build reads it.
pub fn read_game(content: &Path, game: &str) -> Result<LoadedEntry, Problems> {
    let games = content.join("games");
    let file = games.join(format!("{game}.yaml"));
    if !is_id(game) {
        return Err(Problems(vec![Problem::new(
            &file,
            "",
            format!("`{game}` is not a game id"),
        )
        .with_hint(
            "ids are lowercase letters, digits and dashes, e.g. xiangqi",
        )]));
    }
    if !file.exists() {
        return Err(Problems(vec![Problem::new(
            &file,
            "",
            format!("unknown game `{game}`: the file does not exist"),
        )
        .with_hint(format!("`ls {}` lists the games", games.display()))]));
    }
    load_entry(&file).map_err(Problems)
}

/// Finds ruleset `ruleset` of game `game` (the entry's first ruleset with `rules` when `None`)
/// and decodes its `rules`; a missing ruleset is reported with the list of those that exist.
pub fn find_ruleset(
    content: &Path,
    game: &str,
    ruleset: Option<&str>,
) -> Result<FoundRuleset, Problems> {
    pick(read_game(content, game)?, game, ruleset)
}

/// Every ruleset of game `game` that has `rules`, decoded, in the entry's order.
pub fn playable_rulesets(content: &Path, game: &str) -> Result<Vec<FoundRuleset>, Problems> {
    let loaded = read_game(content, game)?;
    let ids = loaded.entry.rulesets.iter().filter(|r| r.rules.is_some());
    ids.map(|r| pick(loaded.clone(), game, Some(&r.id)))
        .collect()
}

fn pick(loaded: LoadedEntry, game: &str, ruleset: Option<&str>) -> Result<FoundRuleset, Problems> {
    let rulesets = &loaded.entry.rulesets;
    let found = match ruleset {
        Some(id) => rulesets.iter().position(|r| r.id == id),
        None => rulesets.iter().position(|r| r.rules.is_some()),
    };
    let refuse = |field: &str, message: String, hint: String| {
        let problem = Problem::new(&loaded.file, field, message)
            .at(loaded.spans.locate(field))
            .with_hint(hint);
        Problems(vec![problem])
    };
    let Some(index) = found else {
        let names: Vec<&str> = rulesets.iter().map(|r| r.id.as_str()).collect();
        let message = match ruleset {
            Some(id) => format!("{game} has no ruleset `{id}`"),
            None => format!("{game} has no playable ruleset yet"),
        };
        let hint = match ruleset {
            Some(_) => format!("the rulesets are: {}", list_or_none(&names)),
            None => "no ruleset has machine-readable `rules`".to_string(),
        };
        return Err(refuse("rulesets", message, hint));
    };
    let field = format!("rulesets[{index}].rules");
    let Some(raw) = &rulesets[index].rules else {
        return Err(refuse(
            &format!("rulesets[{index}]"),
            format!(
                "ruleset `{}` of {game} is not playable yet",
                rulesets[index].id
            ),
            "it has no machine-readable `rules`; its `unmodelled` list says what the engine lacks"
                .to_string(),
        ));
    };
    let spec = raw.decode_rules().map_err(|(path, message)| {
        refuse(
            &join_path(&field, &path),
            message,
            RULES_KEYS_HINT.to_string(),
        )
    })?;
    Ok(FoundRuleset {
        loaded,
        index,
        spec,
    })
}

/// The ids of the games in `content/games`, sorted.
pub fn game_ids(content: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(content.join("games"))
        .into_iter()
        .flatten()
        .filter_map(Result::ok)
        .map(|found| found.path())
        .filter(|path| path.extension().is_some_and(|x| x == "yaml"))
        .filter_map(|path| Some(path.file_stem()?.to_str()?.to_string()))
        .collect();
    ids.sort();
    ids
}

fn list_or_none(names: &[&str]) -> String {
    if names.is_empty() {
        "(none)".to_string()
    } else {
        names.join(", ")
    }
}
