//! The checks of one ruleset: the witnesses it follows, the checks it claims, and its board
//! and rules, compiled once for each distinct text.

use std::collections::HashSet;
use std::sync::Arc;

use super::entry_check::{known_list, EntryCheck};
use super::rules_cache::RulesCache;
use super::validate::CheckedRuleset;
use super::Ruleset;

/// A ruleset's references (the witnesses it follows, its claims) checked and its board and
/// rules compiled through `cache`.
pub(super) fn check_ruleset(
    check: &mut EntryCheck<'_>,
    index: usize,
    ruleset: &Ruleset,
    witnesses: &HashSet<String>,
    cache: &RulesCache,
) -> CheckedRuleset {
    for (i, followed) in ruleset.follows.iter().enumerate() {
        if !witnesses.contains(followed) {
            check.report(
                &format!("rulesets[{index}].follows[{i}]"),
                format!("unknown witness `{followed}`"),
                Some(known_list(witnesses)),
            );
        }
    }
    check_claims(check, index, ruleset);
    let mut checked = CheckedRuleset {
        family: None,
        rules: None,
        board: None,
        start_position: None,
        start_view: None,
        rules_json: None,
        legend: None,
        players: Vec::new(),
    };
    if let Some(raw) = &ruleset.board {
        let base = format!("rulesets[{index}].board");
        match cache.board(raw).as_ref() {
            Ok(board) => checked.board = Some(Arc::clone(board)),
            Err(problems) => check.report_all(&base, problems),
        }
    }
    let Some(raw) = &ruleset.rules else {
        return checked;
    };
    let base = format!("rulesets[{index}].rules");
    match cache.rules(raw).as_ref() {
        Ok(compiled) => {
            checked.family = Some(compiled.family);
            checked.start_position = Some(compiled.start_position.clone());
            checked.start_view = Some(compiled.start_view.clone());
            checked.board = Some(Arc::clone(&compiled.board));
            checked.rules = Some(Arc::clone(&compiled.rules));
            checked.rules_json = Some(Arc::clone(&compiled.json));
            checked.legend = Some(Arc::clone(&compiled.legend));
            checked.players = compiled.players.clone();
        }
        Err(problems) => check.report_all(&base, problems),
    }
    checked
}

/// A `validated` list claims checks of compiled rules: each claim once, and only where there
/// are rules to check. Whether the evidence exists is `tests/archive/validation_claims.rs`'s job.
fn check_claims(check: &mut EntryCheck<'_>, index: usize, ruleset: &Ruleset) {
    let mut seen = HashSet::new();
    for (i, claim) in ruleset.validated.iter().enumerate() {
        let field = format!("rulesets[{index}].validated[{i}]");
        if ruleset.rules.is_none() {
            check.report(
                &field,
                format!(
                    "`{}` is claimed for a ruleset without `rules`: nothing is playable to check",
                    claim.name()
                ),
                Some("remove the claim, or write the ruleset's `rules` first".into()),
            );
        } else if !seen.insert(*claim) {
            check.report(
                &field,
                format!("`{}` is claimed twice", claim.name()),
                Some("list each claim once".into()),
            );
        }
    }
}
