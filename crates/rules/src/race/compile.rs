//! Checks a [`RaceSpec`] and compiles it into a [`RaceGame`], reporting every problem found.

use super::spec::*;
use super::throws::Throws;
use super::{RaceGame, RacePlayer};
use crate::board::{Board, PointId};
use crate::spec_problems::SpecError;
use crate::spec_problems::{build_board, Problems};

/// Collects problems so that every one is reported, not just the first.
/// Longest path a player may have (steps are stored in a byte).
const MAX_PATH: usize = 255;

pub(super) fn compile(spec: &RaceSpec) -> Result<RaceGame, Vec<SpecError>> {
    let mut board = build_board(&spec.board)?;
    let mut problems = Problems::default();
    problems.player_count(spec.players.len(), 4, None);
    let throws = compile_throws(&spec.throws, &mut problems);
    let players: Vec<RacePlayer> = spec
        .players
        .iter()
        .enumerate()
        .map(|(i, p)| compile_player(&board, spec.stacking, i, p, &mut problems))
        .collect();
    let mut safe = vec![false; board.len()];
    for p in problems.points_of(&board, &spec.safe, "safe", false) {
        safe[usize::from(p)] = true;
    }
    // A race board is drawn plain, its resting squares marked, as the texts describe it.
    let marked = (0..board.len() as PointId)
        .filter(|&p| safe[usize::from(p)])
        .collect();
    let drawing = board.drawing_mut();
    drawing.marked = marked;
    drawing.plain_cells = true;
    if let Some(throws) = &throws {
        let results = throws.results();
        let mut check_results = |field: &str, values: &[u8]| {
            for (i, v) in values.iter().enumerate() {
                if !results.contains(v) {
                    problems.push(
                        format!("{field}[{i}]"),
                        format!("a throw of {v} never happens (throws give {results:?})"),
                        None,
                    );
                }
            }
        };
        check_results("extra-throws", &spec.extra_throws);
        if let Some(enter) = &spec.enter_on {
            check_results("enter-on", enter);
        }
        if !spec.extra_throws.is_empty() && results.iter().all(|r| spec.extra_throws.contains(r)) {
            problems.push(
                "extra-throws",
                "every throw earns another throw, so no turn would ever end",
                None,
            );
        }
    }
    problems.move_limit(spec.move_limit);
    problems.check()?;
    match throws {
        Some(throws) => Ok(RaceGame {
            board,
            players,
            throws,
            safe,
            share_safe: spec.share_safe,
            stacking: spec.stacking,
            capture: spec.capture,
            exact_finish: spec.exact_finish,
            extra_throws: spec.extra_throws.clone(),
            enter_on: spec.enter_on.clone(),
            seed: spec.seed,
            move_limit: spec.move_limit,
        }),
        // A missing throw table was reported among the problems.
        None => Err(problems.0),
    }
}

fn compile_throws(spec: &ThrowSpec, problems: &mut Problems) -> Option<Throws> {
    match spec {
        ThrowSpec::Cowries { shells, scores } => {
            let mut ok = true;
            if !(1..=16).contains(shells) {
                problems.push(
                    "throws.shells",
                    format!("{shells} shells: expected 1 to 16"),
                    None,
                );
                ok = false;
            } else if scores.len() != usize::from(*shells) + 1 {
                problems.push(
                    "throws.scores",
                    format!(
                        "{} scores for {shells} shells: expected {} (one for each number of mouths up, from 0 to {shells})",
                        scores.len(),
                        usize::from(*shells) + 1
                    ),
                    None,
                );
                ok = false;
            }
            if let Some(i) = scores.iter().position(|&s| s == 0) {
                problems.push(
                    format!("throws.scores[{i}]"),
                    "a throw must move at least one square",
                    None,
                );
                ok = false;
            }
            ok.then(|| Throws::Cowries {
                shells: *shells,
                scores: scores.clone(),
            })
        }
        ThrowSpec::Dice { count, sides } => {
            if !(1..=8).contains(count) || !(2..=30).contains(sides) {
                problems.push(
                    "throws",
                    format!("{count} dice of {sides} sides: expected 1 to 8 dice of 2 to 30 sides"),
                    None,
                );
                return None;
            }
            Some(Throws::Dice {
                count: *count,
                sides: *sides,
            })
        }
    }
}

fn compile_player(
    board: &Board,
    stacking: Stacking,
    index: usize,
    spec: &RacePlayerSpec,
    problems: &mut Problems,
) -> RacePlayer {
    let at = |field: &str| format!("players[{index}].{field}");
    if spec.pieces == 0 {
        problems.push(at("pieces"), "a player needs at least one piece", None);
    }
    if spec.path.len() < 2 || spec.path.len() > MAX_PATH {
        problems.push(
            at("path"),
            format!(
                "a path of {} squares: expected 2 to {MAX_PATH}",
                spec.path.len()
            ),
            None,
        );
    }
    let mut path: Vec<PointId> = Vec::new();
    let mut step_of = vec![None; board.len()];
    for (i, label) in spec.path.iter().enumerate().take(MAX_PATH) {
        let Some(p) = board.find(label) else {
            problems.push(
                at(&format!("path[{i}]")),
                format!("`{label}` is not a point of this board"),
                None,
            );
            continue;
        };
        if let Some(earlier) = step_of[usize::from(p)] {
            problems.push(
                at(&format!("path[{i}]")),
                format!(
                    "`{label}` is already step {} of this path",
                    earlier as usize + 1
                ),
                Some("a path visits each square once"),
            );
            continue;
        }
        step_of[usize::from(p)] = Some(path.len() as u8);
        path.push(p);
    }
    let mut start = Vec::new();
    for (i, label) in spec.start.iter().enumerate() {
        match board.find(label).and_then(|p| step_of[usize::from(p)]) {
            Some(step) => start.push(step),
            None => problems.push(
                at(&format!("start[{i}]")),
                format!("`{label}` is not on this player's path"),
                None,
            ),
        }
    }
    if start.len() > usize::from(spec.pieces) {
        problems.push(
            at("start"),
            format!(
                "{} pieces on the board but only {} in all",
                start.len(),
                spec.pieces
            ),
            None,
        );
    }
    let cap = match stacking {
        Stacking::Free => usize::MAX,
        Stacking::None => 1,
        Stacking::Doubles => 2,
    };
    let home = path.len().saturating_sub(1) as u8;
    for &step in &start {
        let here = start.iter().filter(|&&s| s == step).count();
        if step != home && here > cap {
            problems.push(
                at("start"),
                format!(
                    "{here} pieces start on {}, more than one square may hold",
                    board.point(path[usize::from(step)]).label
                ),
                None,
            );
            break;
        }
    }
    RacePlayer {
        name: spec.name.clone(),
        glyph: spec
            .glyph
            .clone()
            .unwrap_or_else(|| spec.name.chars().next().unwrap_or('?').to_string()),
        pieces: spec.pieces,
        path,
        step_of,
        start,
    }
}
