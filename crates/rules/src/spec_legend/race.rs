//! The race family's legend: the throws, entering, resting squares, captures and the finish
//! (`legend-race-*` in `i18n/<lang>/legend-others.ftl`).

use super::others::{draw, item, limit};
use crate::legend::{Arg, Legend, Phrase};
use crate::race::{RaceSpec, Stacking, ThrowSpec};

/// Throws (`2`, `3`) as figures, listed.
fn throws(values: &[u8]) -> Arg {
    Arg::codes(values.iter().map(u8::to_string))
}

/// The scores for 0, 1, 2... mouths up in a row (`8, 1, 2, 3, 4`): each joined to the
/// ones before by `legend-race-score-more`, with no `and`.
fn score_row(scores: &[u8]) -> Arg {
    let mut said = scores.iter().map(|s| Arg::code(s.to_string()));
    let first = said.next().unwrap_or_else(Arg::nothing);
    said.fold(first, |row, score| {
        Phrase::new("legend-race-score-more")
            .with("scores", row)
            .with("score", score)
            .into()
    })
}

/// Race games: the throws, entering, resting squares, captures and the finish.
pub fn race(spec: &RaceSpec) -> Legend {
    let mut moves = vec![match &spec.throws {
        ThrowSpec::Cowries { shells, scores } => Phrase::new("legend-race-cowries")
            .with("count", *shells)
            .with("scores", score_row(scores)),
        ThrowSpec::Dice { count, sides } => Phrase::new("legend-race-dice")
            .with("count", *count)
            .with("sides", *sides),
    }];
    for p in &spec.players {
        moves.push(
            Phrase::new("legend-race-path")
                .with("player", Arg::Player(p.name.clone()))
                .with("count", p.pieces)
                .with("squares", p.path.len()),
        );
    }
    if let Some(enter) = &spec.enter_on {
        moves.push(Phrase::new("legend-race-enter").with("throws", throws(enter)));
    }
    if !spec.extra_throws.is_empty() {
        moves.push(
            Phrase::new("legend-race-extra-throw").with("throws", throws(&spec.extra_throws)),
        );
    }
    let mut captures = Vec::new();
    if spec.capture {
        captures.push(Phrase::new("legend-race-capture"));
    }
    if !spec.safe.is_empty() {
        captures.push(Phrase::new("legend-race-safe").with("squares", Arg::terms(&spec.safe)));
    }
    match spec.stacking {
        Stacking::Free => {}
        Stacking::None => captures.push(Phrase::new("legend-race-no-stacking")),
        Stacking::Doubles => captures.push(Phrase::new("legend-race-doubles")),
    }
    let mut goal = vec![Phrase::new(if spec.exact_finish {
        "legend-race-goal-exact"
    } else {
        "legend-race-goal"
    })];
    limit(&mut goal, spec.move_limit, draw());
    Legend {
        items: vec![
            item("moves", moves),
            item("captures", captures),
            item("goal", goal),
        ],
    }
}
