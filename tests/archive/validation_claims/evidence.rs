//! The evidence behind `validated` claims: perft data files, engine test files, and the
//! solver and random self-play run on the spot.

use boardlore_engine::Compile;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use boardlore_engine::search::{
    prove_win, Prover, Rng, SolveError, Solver, Verdict, WholeGame, DEFAULT_SOLVE_BUDGET,
};
use boardlore_engine::{Game, Player, RulesSpec};
use boardlore_site::content::{LoadedEntry, Ruleset, Validation};

use super::{MAX_PLIES, SELFPLAY_GAMES};
use boardlore_engine::Hints;

/// Perft rows of one game and ruleset.
#[derive(Clone, Debug, Default)]
pub struct PerftRows {
    /// Rows from an outside engine's published counts.
    pub published: usize,
    /// Rows of the archive's own counts.
    pub own: usize,
    /// The files holding the published rows.
    pub published_files: Vec<String>,
    /// The files holding the own rows.
    pub own_files: Vec<String>,
}

/// What the repository holds that a claim can rest on.
pub struct Evidence {
    perft: BTreeMap<(String, String), PerftRows>,
    /// Engine test files with at least one `#[test]`: (file name, text).
    test_files: Vec<(String, String)>,
}

impl Evidence {
    /// Reads the engine's perft files (`crates/engine/tests/data`) and test files under the
    /// repository folder `root`.
    pub fn gather(root: &Path) -> Evidence {
        let tests = root.join("crates/engine/tests");
        let mut perft = BTreeMap::new();
        let data = tests.join("data");
        let mut files = vec![data.join("perft.tsv")];
        let mut families: Vec<_> = std::fs::read_dir(&data)
            .map(|dir| {
                dir.filter_map(Result::ok)
                    .map(|e| e.path().join("perft.tsv"))
                    .collect()
            })
            .unwrap_or_default();
        families.sort();
        files.extend(families.into_iter().filter(|p| p.is_file()));
        for file in files {
            let text = std::fs::read_to_string(&file).unwrap_or_default();
            let name = file
                .strip_prefix(root)
                .unwrap_or(&file)
                .display()
                .to_string();
            read_perft(&text, &name, &mut perft);
        }
        // The engine's rule tests are one test binary, its modules in `tests/rules/`; a file
        // holds tests when it has a `#[test]` or fills one of support/'s tables of tests.
        let rules = tests.join("rules");
        let makers: Vec<String> = rust_files(&rules.join("support"))
            .iter()
            .flat_map(|(_, text)| test_making_macros(text))
            .map(|name| format!("{name}! {{"))
            .collect();
        let mut test_files: Vec<(String, String)> = rust_files(&rules)
            .into_iter()
            .filter(|(_, text)| {
                text.contains("#[test]") || makers.iter().any(|call| text.contains(call))
            })
            .collect();
        test_files.sort();
        Evidence { perft, test_files }
    }

    /// The perft rows of `game` / `ruleset` (none when there are none).
    pub fn perft_rows(&self, game: &str, ruleset: &str) -> PerftRows {
        self.perft
            .get(&(game.to_string(), ruleset.to_string()))
            .cloned()
            .unwrap_or_default()
    }

    /// `game/ruleset` keys of perft rows that no playable ruleset of an entry matches.
    pub fn unknown_perft(&self, entries: &[LoadedEntry]) -> Vec<String> {
        let known: BTreeSet<(String, String)> = entries
            .iter()
            .flat_map(|e| {
                e.entry
                    .rulesets
                    .iter()
                    .filter(|r| r.rules.is_some())
                    .map(|r| (e.entry.id.clone(), r.id.clone()))
            })
            .collect();
        self.perft
            .keys()
            .filter(|key| !known.contains(*key))
            .map(|(game, ruleset)| format!("{game}/{ruleset}"))
            .collect()
    }

    /// The engine test files that name `game` (and `ruleset`, when `several` rulesets).
    fn tests_naming(&self, game: &str, ruleset: &str, several: bool) -> Vec<&str> {
        let game = format!("\"{game}\"");
        let ruleset = format!("\"{ruleset}\"");
        self.test_files
            .iter()
            .filter(|(_, text)| text.contains(&game) && (!several || text.contains(&ruleset)))
            .map(|(name, _)| name.as_str())
            .collect()
    }
}

/// The `.rs` files directly in `folder`: (file name, text).
fn rust_files(folder: &Path) -> Vec<(String, String)> {
    let Ok(dir) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    dir.filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|path| path.extension().is_some_and(|x| x == "rs"))
        .map(|path| {
            let name = path.file_name().unwrap_or_default().to_string_lossy();
            (
                name.into_owned(),
                std::fs::read_to_string(&path).unwrap_or_default(),
            )
        })
        .collect()
}

/// The names of the macros defined in `text` (`macro_rules! name {` up to the next line that
/// closes a block at the margin) whose expansion holds a `#[test]`.
fn test_making_macros(text: &str) -> Vec<&str> {
    text.split("macro_rules! ")
        .skip(1)
        .filter_map(|rest| {
            let name = rest
                .split(|c: char| !c.is_alphanumeric() && c != '_')
                .next()?;
            let body = rest.split("\n}").next().unwrap_or(rest);
            body.contains("#[test]").then_some(name)
        })
        .collect()
}

/// Adds the rows of one perft file: tab-separated, game and ruleset first. In a file, rows
/// after a comment line starting `# Published` are published counts, up to the next comment
/// line that is not a column header.
fn read_perft(text: &str, file: &str, into: &mut BTreeMap<(String, String), PerftRows>) {
    let mut published = false;
    for line in text.lines() {
        if let Some(comment) = line.strip_prefix('#') {
            let comment = comment.trim_start();
            if !comment.starts_with("game\t") {
                published = comment.starts_with("Published");
            }
            continue;
        }
        let mut fields = line.split('\t');
        let (Some(game), Some(ruleset)) = (fields.next(), fields.next()) else {
            continue;
        };
        if game.trim().is_empty() {
            continue;
        }
        let rows = into
            .entry((game.to_string(), ruleset.to_string()))
            .or_default();
        let (count, files) = if published {
            (&mut rows.published, &mut rows.published_files)
        } else {
            (&mut rows.own, &mut rows.own_files)
        };
        *count += 1;
        if !files.iter().any(|f| f == file) {
            files.push(file.to_string());
        }
    }
}

/// Whether the evidence supports `claim` for `ruleset` of `game`; the reason when it does not.
pub fn check_claim(
    claim: Validation,
    evidence: &Evidence,
    game: &str,
    ruleset: &Ruleset,
    several: bool,
    spec: &RulesSpec,
) -> Result<(), String> {
    let rows = evidence.perft_rows(game, &ruleset.id);
    match claim {
        Validation::PerftPublished if rows.published == 0 => Err(format!(
            "crates/engine/tests/data/perft.tsv has no published rows for {game}/{}",
            ruleset.id
        )),
        Validation::Perft if rows.own == 0 => Err(format!(
            "no crates/engine/tests/data/**/perft.tsv has rows of the archive's own counts for {game}/{}",
            ruleset.id
        )),
        Validation::PerftPublished | Validation::Perft => Ok(()),
        Validation::Tested => {
            if evidence.tests_naming(game, &ruleset.id, several).is_empty() {
                Err(format!(
                    "no crates/engine/tests/rules/*.rs with a #[test] names \"{game}\"{}",
                    if several {
                        format!(" together with \"{}\"", ruleset.id)
                    } else {
                        String::new()
                    }
                ))
            } else {
                Ok(())
            }
        }
        Validation::Solved => solves(spec),
        Validation::Selfplay => self_play(spec),
    }
}

/// The exact solver on the start position, on a thread with room for deep searches; where it
/// does not finish, proof-number search settling whether either side wins by force, or the
/// whole-game table (every reachable position valued at once, exact under the move limit
/// too), each within as many positions.
fn solves(spec: &RulesSpec) -> Result<(), String> {
    let RulesSpec::Folk(folk) = spec else {
        return Err("the exact solver handles the folk family only".into());
    };
    let game = folk
        .compile_typed()
        .map_err(|e| format!("the rules do not compile: {e:?}"))?;
    let search = move || {
        let mut solver = Solver::new(&game, DEFAULT_SOLVE_BUDGET);
        let error = match solver.solve(&game.start()) {
            Ok(_) => return Ok(()),
            Err(error @ (SolveError::TooLarge { .. } | SolveError::Repetition)) => error,
        };
        let keys = game
            .prover(1 << 12)
            .ok_or("the positions cannot be keyed")?;
        if settled_by_proof_numbers(&game, &*keys) {
            return Ok(());
        }
        match WholeGame::solve(
            &game,
            &*keys,
            &game.start(),
            DEFAULT_SOLVE_BUDGET,
            &mut || true,
        ) {
            Ok(_) => Ok(()),
            Err(whole) => Err(format!(
                "the solver does not finish: {error}; nor is the game solved whole ({whole:?})"
            )),
        }
    };
    std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(search)
        .map_err(|e| format!("cannot start the solver thread: {e}"))?
        .join()
        .map_err(|_| "the solver panicked".to_string())?
}

/// Whether proof-number search settles the start within the budget for each side: a forced
/// win proved for one side, or refuted for both (a draw).
fn settled_by_proof_numbers<G: Hints>(game: &G, keys: &dyn Prover<G>) -> bool {
    let start = game.start();
    let mut refuted = 0;
    for side in [Player(0), Player(1)] {
        match prove_win(game, keys, &start, side, DEFAULT_SOLVE_BUDGET, &mut || true) {
            Ok(proof) => match proof.verdict {
                Verdict::Wins { .. } => return true,
                Verdict::DoesNotWin => refuted += 1,
                Verdict::Unknown => return false,
            },
            Err(_) => return false,
        }
    }
    refuted == 2
}

/// Seeded random games through the run-time interface the site and web board use.
fn self_play(spec: &RulesSpec) -> Result<(), String> {
    let rules = spec
        .compile()
        .map_err(|e| format!("the rules do not compile: {e:?}"))?;
    for seed in 0..SELFPLAY_GAMES {
        let mut rng = Rng::new(seed);
        let mut game = rules
            .new_match(None)
            .map_err(|e| format!("no start position: {e}"))?;
        let mut plies = 0;
        while game.outcome().is_none() {
            if plies == MAX_PLIES {
                return Err(format!(
                    "random game {seed} has no result after {MAX_PLIES} plies (at {})",
                    game.position()
                ));
            }
            let moves = game.legal_moves();
            if moves.is_empty() {
                return Err(format!(
                    "random game {seed} stops without a result and without legal moves at {}",
                    game.position()
                ));
            }
            let chosen = &moves[rng.below(moves.len())].name;
            game.play(chosen).map_err(|e| {
                format!("random game {seed}: the legal move {chosen} is refused: {e}")
            })?;
            plies += 1;
        }
    }
    Ok(())
}
