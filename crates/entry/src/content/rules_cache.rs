//! Compiled rules shared between the entries of one build.
//!
//! An archive holds many rulesets written alike (variants of one family, entries made from a
//! template): compiling each distinct `rules` (or `board`) once and sharing the result gives
//! the same checks and the same pages as compiling every copy. The key is the YAML value as
//! written, so two rulesets share a compilation only when their texts read the same; every
//! distinct one is still decoded, compiled and set up at its start position.

use boardlore_engine::Compile;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

use boardlore_engine::board::{Board, BoardSpec};
use boardlore_engine::legend::Legend;
use boardlore_engine::{PlayerInfo, PositionView, Rules, RulesSpec, SpecError};

use crate::yaml::RawYaml;

/// A ruleset's `rules`, compiled and set up at the start.
pub struct CompiledRules {
    /// The family the rules are written in (`chess`, `folk`, ...).
    pub family: &'static str,
    /// The compiled rules.
    pub rules: Arc<dyn Rules>,
    /// Their board.
    pub board: Arc<Board>,
    /// The start position in the game's notation.
    pub start_position: String,
    /// What the start position looks like.
    pub start_view: PositionView,
    /// The `rules` as JSON text, for embedding in a page.
    pub json: Arc<str>,
    /// How the pieces move and what the rules ask, read from the compiled rules.
    pub legend: Arc<Legend>,
    /// The players' names and colours, in turn order.
    pub players: Vec<PlayerInfo>,
}

/// What became of one distinct `rules` value: compiled, or the problems found in it.
pub type RulesOutcome = Arc<Result<CompiledRules, Vec<SpecError>>>;

/// What became of one distinct `board` value: the board, or the problems found in it.
pub type BoardOutcome = Arc<Result<Arc<Board>, Vec<SpecError>>>;

/// Outcomes by the YAML value they come from.
type ByValue<T> = Mutex<HashMap<RawYaml, T>>;

/// The rules of one build, by the YAML value of their `rules`, and the boards of rulesets
/// that have only a `board`.
#[derive(Default)]
pub struct RulesCache {
    rules: ByValue<RulesOutcome>,
    boards: ByValue<BoardOutcome>,
}

/// What a hint says when `rules` do not decode.
pub(crate) const RULES_KEYS_HINT: &str =
    "the keys each `family` accepts are listed in docs/rules.md";

impl RulesCache {
    /// The compiled `rules`, or the problems found decoding, compiling or starting them.
    pub fn rules(&self, raw: &RawYaml) -> RulesOutcome {
        once_per_value(&self.rules, raw, compile_rules)
    }

    /// The board a `board` value describes, or the problems found in it.
    pub fn board(&self, raw: &RawYaml) -> BoardOutcome {
        once_per_value(&self.boards, raw, build_board)
    }
}

/// The outcome `make` gives for `raw`, made on the first call for that value and shared after.
fn once_per_value<T>(
    cache: &ByValue<Arc<T>>,
    raw: &RawYaml,
    make: impl FnOnce(&RawYaml) -> T,
) -> Arc<T> {
    if let Some(found) = lock(cache).get(raw) {
        return Arc::clone(found);
    }
    // Made outside the lock: two workers meeting a new text at once both make it (the
    // results are the same), and neither waits on the other.
    let made = Arc::new(make(raw));
    lock(cache).entry(raw.clone()).or_insert(made).clone()
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn compile_rules(raw: &RawYaml) -> Result<CompiledRules, Vec<SpecError>> {
    let spec: RulesSpec = raw.decode_rules().map_err(|(path, message)| {
        vec![SpecError::new(path, message).with_hint(RULES_KEYS_HINT)]
    })?;
    let rules = spec.compile()?;
    let start = rules.new_match(None).map_err(|error| {
        vec![SpecError::new(
            "",
            format!("the start position is unreadable: {error}"),
        )]
    })?;
    // Read from the rules just compiled: it cannot fail where `compile` did not.
    let legend = Arc::new(spec.legend().unwrap_or_default());
    Ok(CompiledRules {
        family: spec.family(),
        legend,
        players: spec.players(),
        board: Arc::new(rules.board().clone()),
        start_position: start.position(),
        start_view: start.view(),
        json: Arc::from(serde_json::to_string(&raw.to_json()).unwrap_or_else(|_| "null".into())),
        rules,
    })
}

fn build_board(raw: &RawYaml) -> Result<Arc<Board>, Vec<SpecError>> {
    let spec: BoardSpec = raw
        .decode()
        .map_err(|(path, message)| vec![SpecError::new(path, message)])?;
    spec.build()
        .map(Arc::new)
        .map_err(|errors| errors.into_iter().map(SpecError::from).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const SEVEN_BY_SEVEN: &str = r#"
family: folk
board: { kind: square, files: 7, ranks: 7, style: intersections }
players:
  - { name: Black, glyph: "●", start: [a1, b1, c1, d1, e1, f1, g1] }
  - { name: White, glyph: "○", start: [a7, b7, c7, d7, e7, f7, g7] }
movement: { kind: slide, directions: straight-forward }
"#;

    fn raw(text: &str) -> RawYaml {
        crate::yaml::from_str(text).expect("test YAML reads")
    }

    #[test]
    fn rules_written_alike_share_one_compilation() {
        let cache = RulesCache::default();
        let first = cache.rules(&raw(SEVEN_BY_SEVEN));
        // The same rules with the keys in another order and another layout.
        let again = cache.rules(&raw(&format!(
            "movement: {{ kind: slide, directions: straight-forward }}\n{}",
            SEVEN_BY_SEVEN.replace(
                "movement: { kind: slide, directions: straight-forward }",
                ""
            )
        )));
        assert!(Arc::ptr_eq(&first, &again));
        let compiled = first.as_ref().as_ref().expect("the rules compile");
        assert_eq!(compiled.start_position, compiled.rules.start_position());
    }

    #[test]
    fn different_rules_are_each_compiled() {
        let cache = RulesCache::default();
        let seven = cache.rules(&raw(SEVEN_BY_SEVEN));
        let five = cache.rules(&raw(&SEVEN_BY_SEVEN
            .replace("files: 7, ranks: 7", "files: 5, ranks: 5")
            .replace(", f1, g1", "")
            .replace("a7, b7, c7, d7, e7, f7, g7", "a5, b5, c5, d5, e5")));
        assert!(!Arc::ptr_eq(&seven, &five));
        let (seven, five) = (seven.as_ref().as_ref(), five.as_ref().as_ref());
        assert_ne!(
            seven.map(|c| c.start_position.clone()).ok(),
            five.map(|c| c.start_position.clone()).ok()
        );
    }

    #[test]
    fn problems_in_shared_rules_are_given_to_every_ruleset_using_them() {
        let cache = RulesCache::default();
        let bad = raw(&SEVEN_BY_SEVEN.replace("files: 7", "files: 7, flies: 3"));
        for _ in 0..2 {
            let outcome = cache.rules(&bad);
            let problems = outcome
                .as_ref()
                .as_ref()
                .err()
                .expect("an unknown key is a problem");
            assert!(
                problems.iter().any(|p| p.message.contains("flies")),
                "{problems:?}"
            );
        }
    }
}
