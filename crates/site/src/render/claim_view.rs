//! An entry's claims on its page: each claim run (crate::claims) and written as HTML with its
//! verdict, who makes it, the statement and the evidence (the value, the table as a small
//! grid, the draw rate with the games and the strength, the positions searched).

use std::fmt::Write;
use std::path::Path;

use boardlore_engine::claims::thousands;
use boardlore_engine::claims::{
    Budget, Check, EquivalenceCheck, Report, SelfplayCheck, SolveCheck,
};
use serde::Serialize;

use crate::claims::ClaimRun;
use crate::content::CheckedGame;
use crate::markdown::{escape as esc, to_html};

/// One claim, ready for the page.
#[derive(Serialize)]
pub(super) struct ClaimView {
    /// The claim's id (`id="claim-<id>"`).
    pub(super) id: String,
    /// `confirmed`, `refuted` or `undecided` (`data-verdict`).
    pub(super) verdict: &'static str,
    /// Everything inside the claim's element.
    pub(super) html: String,
}

/// The claims of `game`, run within the build's budget.
pub(super) fn run_claims(game: &CheckedGame, cache_dir: Option<&Path>) -> Vec<ClaimRun> {
    crate::claims::run_claims(game, None, Budget::BUILD, cache_dir)
}

/// The claims of `game` with the verdicts of their `runs`, for the page.
pub(super) fn claim_views(game: &CheckedGame, runs: &[ClaimRun]) -> Vec<ClaimView> {
    let entry = &game.loaded.entry;
    runs.iter()
        .filter_map(|run| {
            let claim = entry.claims.get(run.index)?;
            let witness = entry.witnesses.iter().find(|w| w.id == claim.witness);
            let who = witness
                .and_then(|w| w.author.clone())
                .map_or_else(|| claim.witness.clone(), |a| format!("{a} ({})", claim.witness));
            let mut html = String::new();
            let verdict = run.report.verdict.word();
            let _ = write!(
                html,
                "<p class=\"claim-head\"><span class=\"verdict verdict-{verdict}\">{verdict}</span> \
                 <a href=\"#witness-{}\">{}</a> claims:</p>\n<div class=\"claim-statement\">{}</div>\n",
                esc(&claim.witness),
                esc(&who),
                to_html(&claim.statement)
            );
            html.push_str(&check_line(&claim.check));
            evidence(&mut html, &run.report);
            Some(ClaimView {
                id: claim.id.clone(),
                verdict,
                html,
            })
        })
        .collect()
}

/// How the claim was checked, in words.
fn check_line(check: &Check) -> String {
    let what = match check {
        Check::Solve(SolveCheck {
            position, expect, ..
        }) => format!(
            "exact solver from {}, claimed value for the player to move: {}",
            position.as_deref().map_or_else(
                || "the start".to_string(),
                |p| format!("<code>{}</code>", esc(p))
            ),
            expect.word()
        ),
        Check::Table(_) => "exact solver with the lone piece on every point".into(),
        Check::Selfplay(SelfplayCheck {
            games,
            strength,
            expect,
            ..
        }) => format!(
            "{games} self-play games, {strength}, claimed draw rate {}",
            expect.describe()
        ),
        Check::Equivalence(EquivalenceCheck {
            formula, positions, ..
        }) => format!(
            "exact solver against the formula <code>{}</code> on {positions} random positions",
            formula.name()
        ),
    };
    format!(
        "<p class=\"claim-check\">Checked on ruleset <a href=\"#ruleset-{0}\">{0}</a>: {what}.</p>\n",
        esc(check.ruleset())
    )
}

fn evidence(html: &mut String, report: &Report) {
    let _ = writeln!(
        html,
        "<p class=\"claim-evidence\">{}.</p>",
        esc(&capitalised(&report.summary))
    );
    if !report.table.is_empty() {
        html.push_str("<table class=\"claim-table\" aria-label=\"Values found, top row first: 1 the player to move wins, 0 loses, = a draw\"><tbody>");
        for row in &report.table {
            html.push_str("<tr>");
            for cell in row {
                let class = match cell.as_str() {
                    "1" => "win",
                    "0" => "loss",
                    _ => "draw",
                };
                let _ = write!(html, "<td class=\"{class}\">{}</td>", esc(cell));
            }
            html.push_str("</tr>");
        }
        html.push_str("</tbody></table>\n");
    }
    if let Some(games) = &report.games {
        let _ = writeln!(
            html,
            "<p class=\"claim-games\" data-games=\"{}\" data-draws=\"{}\">Draws {} of {} games; the first player won {}, the second {}{}; strength: {}.</p>",
            games.games,
            games.draws,
            games.draws,
            games.games,
            games.first_wins,
            games.second_wins,
            if games.unfinished > 0 {
                format!(", {} cut off", games.unfinished)
            } else {
                String::new()
            },
            esc(&games.strength)
        );
    }
    if !report.samples.is_empty() {
        html.push_str("<details class=\"claim-samples\"><summary>Positions compared</summary><ul>");
        for sample in &report.samples {
            let _ = write!(
                html,
                "<li><code>{}</code>: solver {}, formula {}</li>",
                esc(&sample.position),
                sample.solver.word(),
                sample.formula.word()
            );
        }
        html.push_str("</ul></details>\n");
    }
    if report.searched > 0 {
        let _ = writeln!(
            html,
            "<p class=\"claim-searched\" data-searched=\"{}\">Positions searched: {}.</p>",
            report.searched,
            thousands(report.searched)
        );
    }
}

fn capitalised(text: &str) -> String {
    let mut chars = text.chars();
    chars.next().map_or_else(String::new, |first| {
        first.to_uppercase().chain(chars).collect()
    })
}
