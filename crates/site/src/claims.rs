//! Running an entry's `claims`: each claim's check on its ruleset (the engine's
//! `boardlore_engine::claims`), within a budget, cached by the ruleset's rules and the check
//! so warm builds only read the verdict back.
//!
//! Answers are kept in memory for the life of the process (every rebuild of `serve`) and as
//! small JSON files in the build cache (`<cache>/claims/<hash>.json`), keyed by the runner's
//! version, the budget, the ruleset's rules as JSON and the check as JSON.

use std::collections::HashMap;
use std::path::Path;
use std::sync::{Arc, Mutex, OnceLock};

use boardlore_engine::claims::{self, Budget, Report};

use crate::content::CheckedGame;

/// Changes whenever the checks or the report's form change, so old verdicts are not reused.
const CACHE_VERSION: &str = concat!("boardlore-claims-1/", env!("CARGO_PKG_VERSION"));

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

fn memory() -> &'static Mutex<HashMap<blake3::Hash, Arc<Report>>> {
    static MEMORY: OnceLock<Mutex<HashMap<blake3::Hash, Arc<Report>>>> = OnceLock::new();
    MEMORY.get_or_init(Default::default)
}

fn key(rules: &str, check: &str, budget: Budget) -> blake3::Hash {
    let mut hasher = blake3::Hasher::new();
    for part in [
        CACHE_VERSION,
        &format!("{}/{}", budget.positions, budget.games),
        rules,
        check,
    ] {
        hasher.update(&(part.len() as u64).to_le_bytes());
        hasher.update(part.as_bytes());
    }
    hasher.finalize()
}

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
                .unwrap_or_else(|| {
                    Arc::new(Report {
                        verdict: claims::Verdict::Undecided,
                        summary: "not run: the ruleset has no rules".into(),
                        value: None,
                        table: Vec::new(),
                        games: None,
                        samples: Vec::new(),
                        searched: 0,
                    })
                });
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
    let key = key(rules_json, &check_json, budget);
    let lock = || memory().lock().unwrap_or_else(|p| p.into_inner());
    if let Some(found) = lock().get(&key) {
        return Arc::clone(found);
    }
    let file = cache_dir.map(|dir| dir.join("claims").join(format!("{}.json", key.to_hex())));
    let read = file
        .as_ref()
        .and_then(|f| std::fs::read(f).ok())
        .and_then(|bytes| serde_json::from_slice::<Report>(&bytes).ok());
    let report = match read {
        Some(report) => report,
        None => {
            let report = match raw.decode_rules() {
                Ok(spec) => {
                    let check = check.clone();
                    std::thread::Builder::new()
                        .stack_size(STACK)
                        .spawn(move || claims::run(&spec, &check, budget))
                        .ok()
                        .and_then(|handle| handle.join().ok())
                }
                Err(_) => None,
            };
            let report = report.unwrap_or_else(|| Report {
                verdict: claims::Verdict::Undecided,
                summary: "not run: the check could not be started".into(),
                value: None,
                table: Vec::new(),
                games: None,
                samples: Vec::new(),
                searched: 0,
            });
            if let Some(file) = &file {
                store(file, &report);
            }
            report
        }
    };
    let report = Arc::new(report);
    lock().insert(key, Arc::clone(&report));
    report
}

/// Keeps a verdict for later builds; failing to write it never fails the build.
fn store(file: &Path, report: &Report) {
    let (Some(folder), Ok(json)) = (file.parent(), serde_json::to_vec(report)) else {
        return;
    };
    if std::fs::create_dir_all(folder).is_err() {
        return;
    }
    // Written under a unique name, then renamed: parallel builds never see half a file.
    let partial = file.with_extension(format!(
        "{}-{:?}.part",
        std::process::id(),
        std::thread::current().id()
    ));
    if std::fs::write(&partial, json).is_ok() && std::fs::rename(&partial, file).is_err() {
        let _ = std::fs::remove_file(&partial);
    }
}
