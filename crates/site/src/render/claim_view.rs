//! An entry's claims on its page: each claim run (crate::claims) and set out as data for
//! `templates/partials/claim.html`: its verdict, who makes it, the statement, how it was
//! checked and the evidence (the value, the table as a small grid, the draw rate with the games
//! and the strength, the positions searched).

use std::path::Path;

use boardlore_engine::claims::thousands;
use boardlore_engine::claims::{
    Budget, Check, EquivalenceCheck, Report, SelfplayCheck, SolveCheck,
};
use serde::Serialize;

use crate::claims::ClaimRun;
use crate::content::CheckedGame;
use crate::markdown::to_html;

/// One claim, ready for the page. Text is plain (the template escapes it) except
/// `statement_html`, the entry's Markdown already made HTML.
#[derive(Serialize)]
pub(super) struct ClaimView {
    /// The claim's id (`id="claim-<id>"`).
    pub(super) id: String,
    /// `confirmed`, `refuted` or `undecided` (`data-verdict`).
    pub(super) verdict: &'static str,
    /// The id of the witness that makes the claim.
    witness: String,
    /// Who makes it: the witness's author with its id, or the id alone.
    who: String,
    statement_html: String,
    check: CheckView,
    /// What the run found, in a sentence starting with a capital.
    summary: String,
    /// The table found (table checks), top row first.
    table: Vec<Vec<CellView>>,
    /// The games played (self-play checks).
    games: Option<boardlore_engine::claims::Games>,
    /// The positions compared (equivalence checks).
    samples: Vec<SampleView>,
    /// Distinct positions searched, and the count with thousands separated.
    searched: usize,
    searched_text: String,
}

/// How a claim was checked.
#[derive(Serialize)]
struct CheckView {
    /// The ruleset's id.
    ruleset: String,
    /// `solve`, `table`, `selfplay` or `equivalence`.
    kind: &'static str,
    /// The position solved from, when not the start (solve).
    position: Option<String>,
    /// The value or draw rate claimed, in words (solve, selfplay).
    expect: String,
    /// Games to play and how strongly (selfplay).
    games: usize,
    strength: String,
    /// The formula compared and on how many random positions (equivalence).
    formula: &'static str,
    positions: usize,
}

/// One cell of a table: its value (`1`, `0` or `=`) and its class (`win`, `loss`, `draw`).
#[derive(Serialize)]
struct CellView {
    value: String,
    class: &'static str,
}

/// One position compared with the formula, and the two values.
#[derive(Serialize)]
struct SampleView {
    position: String,
    solver: &'static str,
    formula: &'static str,
}

/// The claims of `game`, run within the build's budget.
pub(super) fn run_claims(game: &CheckedGame, cache_dir: Option<&Path>) -> Vec<ClaimRun> {
    crate::claims::run_claims(game, None, Budget::BUILD, cache_dir)
}

/// The claims of `game` with the verdicts of their `runs`, for the page.
pub(super) fn claim_views(
    game: &CheckedGame,
    runs: &[ClaimRun],
    words: crate::i18n::Words<'_>,
) -> Vec<ClaimView> {
    let entry = &game.loaded.entry;
    runs.iter()
        .filter_map(|run| {
            let claim = entry.claims.get(run.index)?;
            let witness = entry.witnesses.iter().find(|w| w.id == claim.witness);
            let who = witness.and_then(|w| w.author.clone()).map_or_else(
                || claim.witness.clone(),
                |a| format!("{a} ({})", claim.witness),
            );
            let report = &run.report;
            Some(ClaimView {
                id: claim.id.clone(),
                verdict: report.verdict.word(),
                witness: claim.witness.clone(),
                who,
                statement_html: to_html(&claim.statement),
                check: check_view(&claim.check, words),
                summary: capitalised(&words.phrase(&report.summary)),
                table: table(report),
                games: report.games.clone(),
                samples: report
                    .samples
                    .iter()
                    .map(|sample| SampleView {
                        position: sample.position.clone(),
                        solver: sample.solver.word(),
                        formula: sample.formula.word(),
                    })
                    .collect(),
                searched: report.searched,
                searched_text: thousands(report.searched),
            })
        })
        .collect()
}

/// How the claim was checked, as data.
fn check_view(check: &Check, words: crate::i18n::Words<'_>) -> CheckView {
    let mut view = CheckView {
        ruleset: check.ruleset().to_string(),
        kind: "table",
        position: None,
        expect: String::new(),
        games: 0,
        strength: String::new(),
        formula: "",
        positions: 0,
    };
    match check {
        Check::Solve(SolveCheck {
            position, expect, ..
        }) => {
            view.kind = "solve";
            view.position = position.clone();
            view.expect = expect.word().to_string();
        }
        Check::Table(_) => {}
        Check::Selfplay(SelfplayCheck {
            games,
            strength,
            expect,
            ..
        }) => {
            view.kind = "selfplay";
            view.games = *games;
            view.strength = words.phrase(&strength.phrase());
            view.expect = words.phrase(&expect.phrase());
        }
        Check::Equivalence(EquivalenceCheck {
            formula, positions, ..
        }) => {
            view.kind = "equivalence";
            view.formula = formula.name();
            view.positions = *positions;
        }
    }
    view
}

/// The table found, each cell with its class.
fn table(report: &Report) -> Vec<Vec<CellView>> {
    report
        .table
        .iter()
        .map(|row| {
            row.iter()
                .map(|cell| CellView {
                    value: cell.clone(),
                    class: match cell.as_str() {
                        "1" => "win",
                        "0" => "loss",
                        _ => "draw",
                    },
                })
                .collect()
        })
        .collect()
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
