//! Running a claim's check on its ruleset within a budget.

use std::hash::Hash;

use super::{
    Budget, Check, DrawRate, EquivalenceCheck, Formula, Games, Outcome, Report, Sample,
    SelfplayCheck, SolveCheck, Strength, TableCheck, Verdict,
};
use crate::compile::{Compile, GameVisitor};
use crate::search::Hints;
use crate::search::{self, Mcts, Rng, SolveError, Solver};
use boardlore_rules::folk::FolkGame;
use boardlore_rules::phrase::{Arg, Phrase};
use boardlore_rules::{Game, Presentation, RulesSpec};

/// Equivalence samples kept in a report (all are compared; the first ones are listed).
const LISTED_SAMPLES: usize = 12;

/// Runs `check` on the ruleset `spec` within `budget`. The solver recurses once per ply:
/// run deep games on a thread with a roomy stack.
pub fn run(spec: &RulesSpec, check: &Check, budget: Budget) -> Report {
    match check {
        Check::Solve(SolveCheck {
            position, expect, ..
        }) => match spec {
            #[cfg(feature = "folk")]
            RulesSpec::Folk(folk) => match folk.compile_typed() {
                Ok(game) => solve(&game, position.as_deref(), *expect, budget),
                Err(_) => not_compiled(),
            },
            #[cfg(feature = "stacks")]
            RulesSpec::Stacks(stacks) => match stacks.compile_typed() {
                Ok(game) => solve(&game, position.as_deref(), *expect, budget),
                Err(_) => not_compiled(),
            },
            _ => unsupported("solve"),
        },
        Check::Table(TableCheck {
            position, expect, ..
        }) => match spec {
            #[cfg(feature = "folk")]
            RulesSpec::Folk(folk) => match folk.compile_typed() {
                Ok(game) => table(&game, position.as_deref(), expect, budget),
                Err(_) => not_compiled(),
            },
            _ => unsupported("table"),
        },
        Check::Selfplay(SelfplayCheck {
            games,
            strength,
            max_plies,
            expect,
            ..
        }) => {
            if *games > budget.games {
                return Report::undecided(
                    Phrase::new("claim-finding-over-budget")
                        .with("games", *games)
                        .with("budget", budget.games),
                    0,
                );
            }
            let visitor = Selfplay {
                games: *games,
                strength: *strength,
                max_plies: (*max_plies).clamp(1, boardlore_rules::limits::MAX_PLAYOUT_PLIES),
            };
            match spec.visit_typed(visitor) {
                Ok(played) => selfplay_report(played, *expect),
                Err(_) => not_compiled(),
            }
        }
        Check::Equivalence(EquivalenceCheck {
            formula,
            positions,
            seed,
            ..
        }) => match spec {
            #[cfg(feature = "folk")]
            RulesSpec::Folk(folk) => match folk.compile_typed() {
                Ok(game) => equivalence(&game, *formula, *positions, *seed, budget),
                Err(_) => not_compiled(),
            },
            _ => unsupported("equivalence"),
        },
    }
}

fn not_compiled() -> Report {
    Report::undecided(Phrase::new("claim-finding-not-compiled"), 0)
}

/// A check of `kind` (`solve`, `table`, `equivalence`) asked of another family.
fn unsupported(kind: &str) -> Report {
    let finding = Phrase::new("claim-finding-needs-folk").with("kind", Arg::code(kind));
    Report::undecided(finding, 0)
}

/// The position a claim gives, refused with `error`.
fn bad_position(error: impl std::fmt::Display) -> Report {
    let finding =
        Phrase::new("claim-finding-bad-position").with("error", Arg::code(error.to_string()));
    Report::undecided(finding, 0)
}

fn gave_up(error: &SolveError, searched: usize) -> Report {
    let summary = match error {
        SolveError::TooLarge { budget } => Phrase::new("claim-finding-gave-up-budget")
            .with("positions", Arg::code(thousands(*budget))),
        SolveError::Repetition => Phrase::new("claim-finding-gave-up-repetition"),
    };
    Report::undecided(summary, searched)
}

fn solve<G: Hints>(game: &G, position: Option<&str>, expect: Outcome, budget: Budget) -> Report
where
    G::State: Hash + Eq,
{
    let state = match position {
        Some(text) => match game.parse_position(text) {
            Ok(state) => state,
            Err(e) => return bad_position(e),
        },
        None => game.start(),
    };
    let mut solver = Solver::new(game, budget.positions);
    let value = match solver.value(&state) {
        Ok(value) => Outcome::of_result(value.result),
        Err(e) => return gave_up(&e, solver.searched()),
    };
    let searched = solver.searched();
    let verdict = if value == expect {
        Verdict::Confirmed
    } else {
        Verdict::Refuted
    };
    Report {
        verdict,
        summary: Phrase::new("claim-finding-solved")
            .with(
                "value",
                Phrase::new(format!("claim-value-{}", value.word())),
            )
            .with("positions", Arg::code(thousands(searched))),
        value: Some(value),
        table: Vec::new(),
        games: None,
        samples: Vec::new(),
        searched,
    }
}

fn table(game: &FolkGame, position: Option<&str>, expect: &[String], budget: Budget) -> Report {
    let state = match position {
        Some(text) => match game.parse_position(text) {
            Ok(state) => state,
            Err(e) => return bad_position(e),
        },
        None => game.start(),
    };
    let view = game.view(&state);
    let [piece] = view.pieces.as_slice() else {
        let finding = Phrase::new("claim-finding-table-needs-one").with("count", view.pieces.len());
        return Report::undecided(finding, 0);
    };
    let who = piece.owner.map_or(2, |p| p.0);
    let mut solver = Solver::new(game, budget.positions);
    let mut rows = Vec::new();
    for row in game.rows() {
        let mut cells = Vec::new();
        for p in row {
            let placed = game.with_pieces(&state, &[(p, who)]);
            match solver.value(&placed) {
                Ok(v) => cells.push(match v.result {
                    1 => "1".to_string(),
                    -1 => "0".to_string(),
                    _ => "=".to_string(),
                }),
                Err(e) => return gave_up(&e, solver.searched()),
            }
        }
        rows.push(cells);
    }
    let searched = solver.searched();
    let claimed: Vec<Vec<String>> = expect
        .iter()
        .map(|r| r.split_whitespace().map(str::to_string).collect())
        .collect();
    let differing: usize = if claimed.len() == rows.len() {
        rows.iter()
            .zip(&claimed)
            .map(|(a, b)| {
                a.len().abs_diff(b.len()) + a.iter().zip(b).filter(|(x, y)| x != y).count()
            })
            .sum()
    } else {
        usize::MAX
    };
    let points: usize = rows.iter().map(Vec::len).sum();
    let solved = |id: &str| {
        Phrase::new(id)
            .with("points", points)
            .with("positions", Arg::code(thousands(searched)))
    };
    let (verdict, summary) = match differing {
        0 => (Verdict::Confirmed, solved("claim-finding-table-same")),
        usize::MAX => (
            Verdict::Refuted,
            Phrase::new("claim-finding-table-rows")
                .with("claimed", claimed.len())
                .with("rows", rows.len()),
        ),
        n => (
            Verdict::Refuted,
            solved("claim-finding-table-differs").with("count", n),
        ),
    };
    Report {
        verdict,
        summary,
        value: None,
        table: rows,
        games: None,
        samples: Vec::new(),
        searched,
    }
}

struct Selfplay {
    games: usize,
    strength: Strength,
    max_plies: usize,
}

impl GameVisitor for Selfplay {
    type Output = (search::SelfplayStats, Strength);

    fn visit<G: Hints>(self, game: G) -> Self::Output {
        let stats = match self.strength {
            Strength::Random => search::random_selfplay(&game, self.games, 1, self.max_plies),
            Strength::Playouts(iterations) => {
                let mcts = Mcts {
                    iterations,
                    ..Mcts::default()
                };
                search::mcts_selfplay(&game, self.games, 1, &mcts, self.max_plies)
            }
        };
        (stats, self.strength)
    }
}

fn selfplay_report(
    (stats, strength): (search::SelfplayStats, Strength),
    expect: DrawRate,
) -> Report {
    let games = stats.finished + stats.unfinished;
    let rate = stats.draws as f64 / games.max(1) as f64;
    let holds = match expect {
        DrawRate::AtLeast(x) => rate >= x,
        DrawRate::AtMost(x) => rate <= x,
    };
    let cut_off = (stats.unfinished > 0)
        .then(|| Phrase::new("claim-finding-cut-off").with("count", stats.unfinished));
    let summary = Phrase::new("claim-finding-selfplay")
        .with("draws", stats.draws)
        .with("games", games)
        .with("percent", Arg::code(format!("{:.0}", rate * 100.0)))
        .with("claimed", expect.phrase())
        .with("strength", strength.phrase())
        .with("cut-off", cut_off);
    Report {
        verdict: if holds {
            Verdict::Confirmed
        } else {
            Verdict::Refuted
        },
        summary,
        value: None,
        table: Vec::new(),
        games: Some(Games {
            games,
            draws: stats.draws,
            first_wins: stats.first_wins,
            second_wins: stats.second_wins,
            unfinished: stats.unfinished,
            strength: strength.phrase(),
        }),
        samples: Vec::new(),
        searched: 0,
    }
}

fn equivalence(
    game: &FolkGame,
    formula: Formula,
    positions: usize,
    seed: u64,
    budget: Budget,
) -> Report {
    let start = game.start();
    let mut rng = Rng::new(seed);
    let mut solver = Solver::new(game, budget.positions);
    let mut samples = Vec::new();
    let mut disagree = 0usize;
    for checked in 0..positions.min(1_000) {
        let Some((state, expected)) = formula.sample(game, &start, &mut rng) else {
            let finding = Phrase::new("claim-finding-formula-unsuited")
                .with("formula", Arg::code(formula.name()));
            return Report::undecided(finding, 0);
        };
        let found = match solver.value(&state) {
            Ok(v) => Outcome::of_result(v.result),
            Err(e) => {
                let mut report = gave_up(&e, solver.searched());
                report.summary = Phrase::new("claim-finding-gave-up-after-agreeing")
                    .with("finding", report.summary)
                    .with("count", checked);
                if disagree > 0 {
                    report.verdict = Verdict::Refuted;
                }
                report.samples = samples;
                return report;
            }
        };
        if found != expected {
            disagree += 1;
        }
        if samples.len() < LISTED_SAMPLES || found != expected {
            samples.push(Sample {
                position: game.write_position(&state),
                solver: found,
                formula: expected,
            });
        }
    }
    let searched = solver.searched();
    let compared = positions.min(1_000);
    let (verdict, summary) = if disagree == 0 {
        (
            Verdict::Confirmed,
            Phrase::new("claim-finding-formula-equal")
                .with("compared", compared)
                .with("formula", Arg::code(formula.name()))
                .with("positions", Arg::code(thousands(searched))),
        )
    } else {
        (
            Verdict::Refuted,
            Phrase::new("claim-finding-formula-differs")
                .with("count", disagree)
                .with("compared", compared)
                .with("formula", Arg::code(formula.name())),
        )
    };
    Report {
        verdict,
        summary,
        value: None,
        table: Vec::new(),
        games: None,
        samples,
        searched,
    }
}

/// `2000000` as `2,000,000`.
pub fn thousands(n: usize) -> String {
    let digits = n.to_string();
    let mut out = String::new();
    for (i, ch) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            out.push(',');
        }
        out.push(ch);
    }
    out
}
