//! The coverage page (`/coverage/`): every game with how far the archive has got with it
//! (entry, diagrams, playable rulesets, how each is checked) and a list of what is left.

use serde::Serialize;

use crate::i18n::Words;

use super::{push, GameHeading, Sink};
use crate::content::{CheckedGame, Status, Validation};
use crate::markdown::to_inline_html;
use crate::problem::Problem;

/// A validation claim as pages show it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(crate) struct ClaimView {
    /// The name as written in YAML (`perft-published`).
    pub(super) name: &'static str,
    /// What it means, in a sentence fragment.
    pub(super) meaning: String,
}

/// The claims of a ruleset in the order pages list them (strongest first).
/// What a way of checking a ruleset means, in the edition's words (`validation-<name>`).
fn meaning(claim: Validation, words: Words<'_>) -> String {
    words.get(&format!("validation-{}", claim.name()))
}

pub(crate) fn claim_views(claims: &[Validation], words: Words<'_>) -> Vec<ClaimView> {
    Validation::ALL
        .into_iter()
        .filter(|claim| claims.contains(claim))
        .map(|claim| ClaimView {
            name: claim.name(),
            meaning: meaning(claim, words),
        })
        .collect()
}

#[derive(PartialEq, Serialize)]
struct RulesetCell {
    id: String,
    /// The ruleset's name, as its page shows it.
    name: String,
    status: &'static str,
    playable: bool,
    unmodelled: usize,
    validated: Vec<ClaimView>,
}

#[derive(PartialEq, Serialize)]
pub(super) struct GameRow {
    #[serde(flatten)]
    heading: GameHeading,
    witnesses: usize,
    variances: usize,
    start_drawn: bool,
    figures: usize,
    playable: usize,
    rulesets: Vec<RulesetCell>,
    /// Playable rulesets with at least one validation claim.
    validated: usize,
    /// The game appears in the list of what is left.
    left: bool,
}

/// One thing left to do for a game.
#[derive(PartialEq, Serialize)]
struct LeftItem {
    /// The ruleset it concerns, with its name.
    ruleset: Option<super::labels::LinkView>,
    /// `unplayable`, `unmodelled`, `unchecked`, `no-rulesets` or `no-diagram`.
    kind: &'static str,
    html: String,
}

#[derive(PartialEq, Serialize)]
pub(super) struct GameLeft {
    #[serde(flatten)]
    heading: GameHeading,
    items: Vec<LeftItem>,
}

#[derive(Serialize, Default)]
struct Totals {
    games: usize,
    games_playable: usize,
    games_drawn: usize,
    games_validated: usize,
    rulesets: usize,
    rulesets_playable: usize,
    rulesets_validated: usize,
    figures: usize,
    unmodelled: usize,
    /// Rulesets per status, in the order of [`STATUSES`].
    by_status: Vec<(&'static str, usize)>,
    /// Playable rulesets per claim, in the order of [`Validation::ALL`].
    by_claim: Vec<ClaimCount>,
}

#[derive(Serialize)]
struct ClaimCount {
    name: &'static str,
    meaning: String,
    rulesets: usize,
}

const STATUSES: [Status; 4] = [
    Status::Faithful,
    Status::Interpreted,
    Status::Reconstructed,
    Status::Reference,
];

/// Renders `coverage/index.html` from the games' index data; returns the problems met.
pub(super) fn render(
    games: &[super::GameIndex],
    index: usize,
    edition: &super::edition::Edition,
    sink: &dyn Sink,
) -> Vec<Problem> {
    let (templates, base) = (&edition.templates, &edition.base);
    let rows: Vec<&GameRow> = games.iter().map(|g| &g.rows[index]).collect();
    let left: Vec<&GameLeft> = games
        .iter()
        .map(|g| &g.lefts[index])
        .filter(|g| !g.items.is_empty())
        .collect();
    let unmodelled = games.iter().map(|g| g.unmodelled).sum();
    let totals = totals(&rows, unmodelled, edition.words());
    let mut page = base.clone();
    page.insert("totals", &totals);
    page.insert("rows", &rows);
    page.insert("left", &left);
    page.insert("page_path", "coverage/");
    let mut problems = Vec::new();
    push(
        sink,
        &mut problems,
        templates,
        "coverage.html",
        &edition.path("coverage/index.html"),
        &page,
    );
    problems
}

/// A game's row in the coverage table and its list of what is left (empty when nothing is).
pub(super) fn row_and_left(game: &CheckedGame, words: Words<'_>) -> (GameRow, GameLeft) {
    let mut row = row(game, words);
    let left = left_for(game, words);
    row.left = !left.items.is_empty();
    (row, left)
}

fn row(game: &CheckedGame, words: Words<'_>) -> GameRow {
    let entry = &game.loaded.entry;
    let rulesets: Vec<RulesetCell> = entry
        .rulesets
        .iter()
        .zip(&game.rulesets)
        .map(|(ruleset, compiled)| RulesetCell {
            id: ruleset.id.clone(),
            name: super::labels::ruleset_label_in(ruleset, words.lang),
            status: ruleset.status.name(),
            playable: compiled.rules.is_some(),
            unmodelled: ruleset.unmodelled.len(),
            validated: claim_views(&ruleset.validated, words),
        })
        .collect();
    GameRow {
        heading: GameHeading::of(entry),
        witnesses: entry.witnesses.len(),
        variances: entry.variances.len(),
        start_drawn: game.rulesets.iter().any(|r| r.board.is_some()),
        figures: game.figures.iter().filter(|f| f.board.is_some()).count(),
        playable: rulesets.iter().filter(|r| r.playable).count(),
        validated: rulesets
            .iter()
            .filter(|r| r.playable && !r.validated.is_empty())
            .count(),
        left: false,
        rulesets,
    }
}

fn totals(rows: &[&GameRow], unmodelled: usize, words: Words<'_>) -> Totals {
    let cells = || rows.iter().flat_map(|r| &r.rulesets);
    let by_status = STATUSES
        .into_iter()
        .map(|status| {
            let count = cells().filter(|c| c.status == status.name()).count();
            (status.name(), count)
        })
        .filter(|(_, count)| *count > 0)
        .collect();
    let by_claim = Validation::ALL
        .into_iter()
        .map(|claim| ClaimCount {
            name: claim.name(),
            meaning: meaning(claim, words),
            rulesets: cells()
                .filter(|c| c.playable && c.validated.iter().any(|v| v.name == claim.name()))
                .count(),
        })
        .collect();
    Totals {
        games: rows.len(),
        games_playable: rows.iter().filter(|r| r.playable > 0).count(),
        games_drawn: rows.iter().filter(|r| r.start_drawn).count(),
        games_validated: rows.iter().filter(|r| r.validated > 0).count(),
        rulesets: cells().count(),
        rulesets_playable: cells().filter(|c| c.playable).count(),
        rulesets_validated: rows.iter().map(|r| r.validated).sum(),
        figures: rows.iter().map(|r| r.figures).sum(),
        unmodelled,
        by_status,
        by_claim,
    }
}

/// Everything still missing for one game: rulesets without rules, rules the engine does not
/// enforce, playable rulesets nothing checks, and a missing diagram.
fn left_for(game: &CheckedGame, words: Words<'_>) -> GameLeft {
    let entry = &game.loaded.entry;
    let mut items = Vec::new();
    if entry.rulesets.is_empty() {
        items.push(LeftItem {
            ruleset: None,
            kind: "no-rulesets",
            html: words.get("left-no-rulesets"),
        });
    } else if game.rulesets.iter().all(|r| r.board.is_none()) {
        items.push(LeftItem {
            ruleset: None,
            kind: "no-diagram",
            html: words.get("left-no-diagram"),
        });
    }
    for (ruleset, compiled) in entry.rulesets.iter().zip(&game.rulesets) {
        let id = Some(super::labels::LinkView {
            id: ruleset.id.clone(),
            label: super::labels::ruleset_label_in(ruleset, words.lang),
        });
        if compiled.rules.is_none() {
            items.push(LeftItem {
                ruleset: id.clone(),
                kind: "unplayable",
                html: words.get("left-unplayable"),
            });
        } else if ruleset.validated.is_empty() {
            items.push(LeftItem {
                ruleset: id.clone(),
                kind: "unchecked",
                html: words.get("left-unchecked"),
            });
        }
        for text in &ruleset.unmodelled {
            items.push(LeftItem {
                ruleset: id.clone(),
                kind: "unmodelled",
                html: to_inline_html(text.shown(words.lang).text),
            });
        }
    }
    GameLeft {
        heading: GameHeading::of(entry),
        items,
    }
}
