//! Running an entry's `claims`: each claim's check on its ruleset (the engine's
//! `boardlore_engine::claims`), within a budget, cached by the ruleset's rules and the check
//! so warm builds only read the verdict back.
//!
//! Answers are kept in memory for the life of the process (every rebuild of `serve`) and as
//! small JSON files in the build cache (`<cache>/claims/<hash>.json`), keyed by the runner's
//! version, the budget, the ruleset's rules as JSON and the check as JSON.

use std::path::Path;
use std::sync::Arc;

use boardlore_engine::claims::{self, Budget, Report};

use crate::answer_cache::{key, AnswerCache};
use crate::content::CheckedGame;

/// Changes whenever the checks or the report's form change, so old verdicts are not reused.
const CACHE_VERSION: &str = concat!("boardlore-claims-3/", env!("CARGO_PKG_VERSION"));

/// The solver recurses once per ply: each claim runs on a thread with this much stack.
const STACK: usize = 256 << 20;

/// One claim with its verdict.
#[derive(Clone, Debug)]
pub struct ClaimRun {
    /// The claim's index in the entry's `claims`.
    pub index: usize,
    /// The verdict and its evidence.
    pub report: Arc<Report>,
}

/// The verdicts worked out so far, under `<cache>/claims/`.
static VERDICTS: AnswerCache<Report> = AnswerCache::new("claims");

/// Runs the claims of `game` (only the one with id `only`, when given) within `budget`,
/// reading and writing verdicts in `cache_dir` when there is one.
pub fn run_claims(
    game: &CheckedGame,
    only: Option<&str>,
    budget: Budget,
    cache_dir: Option<&Path>,
) -> Vec<ClaimRun> {
    let entry = &game.loaded.entry;
    entry
        .claims
        .iter()
        .enumerate()
        .filter(|(_, claim)| only.map_or(true, |id| claim.id == id))
        .map(|(index, claim)| {
            let position = entry
                .rulesets
                .iter()
                .position(|r| r.id == claim.check.ruleset());
            let report = position
                .and_then(|i| {
                    let raw = entry.rulesets[i].rules.as_ref()?;
                    let json = game.rulesets.get(i)?.rules_json.as_deref()?;
                    Some(run_one(raw, json, &claim.check, budget, cache_dir))
                })
                .unwrap_or_else(|| Arc::new(not_run("claim-finding-no-rules")));
            ClaimRun { index, report }
        })
        .collect()
}

fn run_one(
    raw: &crate::yaml::RawYaml,
    rules_json: &str,
    check: &claims::Check,
    budget: Budget,
    cache_dir: Option<&Path>,
) -> Arc<Report> {
    let check_json = serde_json::to_string(check).unwrap_or_default();
    let budget_text = format!("{}/{}", budget.positions, budget.games);
    let key = key(&[CACHE_VERSION, &budget_text, rules_json, &check_json]);
    VERDICTS
        .get_or_compute(key, cache_dir, || {
            let spec = raw.decode_rules().ok()?;
            let check = check.clone();
            std::thread::Builder::new()
                .stack_size(STACK)
                .spawn(move || claims::run(&spec, &check, budget))
                .ok()?
                .join()
                .ok()
        })
        .unwrap_or_else(|| Arc::new(not_run("claim-finding-not-started")))
}

/// A verdict for a claim whose check could not run, saying why (a message id).
fn not_run(why: &str) -> Report {
    Report {
        verdict: claims::Verdict::Undecided,
        summary: boardlore_engine::phrase::Phrase::new(why),
        value: None,
        table: Vec::new(),
        games: None,
        samples: Vec::new(),
        searched: 0,
    }
}
