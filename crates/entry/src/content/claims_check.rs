//! What serde cannot check in an entry's `claims`: ids, the witness that makes each claim,
//! the ruleset its check runs on, and the sizes it asks for.

use std::collections::HashSet;

use boardlore_engine::claims::{Check, DrawRate, EquivalenceCheck, SelfplayCheck, TableCheck};

use super::Entry;

/// One problem: the field path, what is wrong and a hint.
pub(super) type ClaimProblem = (String, String, Option<String>);

/// Most games or random positions a claim may ask for.
pub const MAX_CLAIM_RUNS: usize = 1_000;

/// Problems in `entry.claims`; `playable` says which ruleset ids have rules.
pub(super) fn check_claims(entry: &Entry, playable: &HashSet<&str>) -> Vec<ClaimProblem> {
    let mut out = Vec::new();
    let witnesses: Vec<&str> = entry.witnesses.iter().map(|w| w.id.as_str()).collect();
    let mut seen = HashSet::new();
    for (index, claim) in entry.claims.iter().enumerate() {
        let at = |field: &str| format!("claims[{index}].{field}");
        if !super::is_id(&claim.id) {
            out.push((
                at("id"),
                format!("`{}` is not an id", claim.id),
                Some("use lowercase letters, digits and dashes".into()),
            ));
        } else if !seen.insert(claim.id.as_str()) {
            out.push((
                at("id"),
                format!("duplicate id `{}` in `claims`", claim.id),
                Some("ids must be unique within the list".into()),
            ));
        }
        if !witnesses.contains(&claim.witness.as_str()) {
            out.push((
                at("witness"),
                format!("unknown witness `{}`", claim.witness),
                Some(format!("expected one of: {}", witnesses.join(", "))),
            ));
        }
        let kind = claim.check.kind();
        let ruleset = claim.check.ruleset();
        if !playable.contains(ruleset) {
            let mut known: Vec<&str> = playable.iter().copied().collect();
            known.sort_unstable();
            out.push((
                at(&format!("check.{kind}.ruleset")),
                format!("`{ruleset}` is not a ruleset of this entry with rules"),
                Some(format!("expected one of: {}", known.join(", "))),
            ));
        }
        let count = match &claim.check {
            Check::Selfplay(SelfplayCheck { games, .. }) => Some(("games", *games)),
            Check::Equivalence(EquivalenceCheck { positions, .. }) => {
                Some(("positions", *positions))
            }
            _ => None,
        };
        if let Some((field, n)) = count {
            if !(1..=MAX_CLAIM_RUNS).contains(&n) {
                out.push((
                    at(&format!("check.{kind}.{field}")),
                    format!("{n} {field}: expected 1 to {MAX_CLAIM_RUNS}"),
                    Some("a claim is run by every build; keep it small".into()),
                ));
            }
        }
        if let Check::Selfplay(SelfplayCheck { expect, .. }) = &claim.check {
            let (name, rate) = match expect {
                DrawRate::AtLeast(x) => ("draw-rate-at-least", *x),
                DrawRate::AtMost(x) => ("draw-rate-at-most", *x),
            };
            if !(0.0..=1.0).contains(&rate) {
                out.push((
                    at(&format!("check.selfplay.expect.{name}")),
                    format!("{rate} is not a share of games"),
                    Some("expected a number from 0 to 1, such as 0.5".into()),
                ));
            }
        }
        if let Check::Table(TableCheck { expect, .. }) = &claim.check {
            for (row, text) in expect.iter().enumerate() {
                if let Some(bad) = text
                    .split_whitespace()
                    .find(|cell| !matches!(*cell, "0" | "1" | "="))
                {
                    out.push((
                        at(&format!("check.table.expect[{row}]")),
                        format!("`{bad}` is not a value"),
                        Some("write each point as 1 (win), 0 (loss) or = (draw), separated by spaces".into()),
                    ));
                }
            }
        }
    }
    out
}
