//! Checks a [`GoSpec`] and compiles it into a [`GoGame`], reporting every problem found.

use super::spec::*;
use super::{stone, GoGame, NEUTRAL};
use crate::board::{Board, PointId};
use crate::spec_problems::SpecError;
use crate::spec_problems::{build_board, Problems};

/// Collects problems so that every one is reported, not just the first.
pub(super) fn compile(spec: &GoSpec) -> Result<GoGame, Vec<SpecError>> {
    let board = build_board(&spec.board)?;
    let mut problems = Problems::default();
    let hint = "go-family games are for two players, e.g. `players: [Black, White]`";
    problems.player_count(spec.players.len(), 2, Some(hint));
    let mut start_cells = vec![0u8; board.len()];
    let owners = [
        ("first", &spec.start.first, stone(0)),
        ("second", &spec.start.second, stone(1)),
        ("neutral", &spec.start.neutral, NEUTRAL),
    ];
    for (field, items, colour) in owners {
        for p in points(&board, items, &format!("start.{field}"), &mut problems) {
            if start_cells[usize::from(p)] != 0 {
                problems.push(
                    format!("start.{field}"),
                    format!("point {} is given two stones", board.point(p).label),
                    None,
                );
            }
            start_cells[usize::from(p)] = colour;
        }
    }
    if spec.stones == Stones::Shared && spec.play == Play::Step {
        problems.push(
            "play",
            "shared stones cannot be stepped",
            Some("use `play: place` with `stones: shared`"),
        );
    }
    if spec.stones == Stones::Shared && spec.supply.is_none() {
        problems.push(
            "supply",
            "shared stones need a supply, the size of the common pool",
            Some("e.g. `supply: 12`"),
        );
    }
    if !spec.bonuses.is_empty() && spec.goal != Goal::Area {
        problems.push(
            "bonuses",
            "bonuses are only counted with `goal: area`",
            None,
        );
    }
    let bonuses = spec
        .bonuses
        .iter()
        .enumerate()
        .map(|(i, b)| {
            let at = format!("bonuses[{i}].points");
            (
                b.name.clone(),
                points(&board, &b.points, &at, &mut problems),
                b.value,
            )
        })
        .collect();
    let glyph = |key: &str| spec.glyphs.get(key).cloned().unwrap_or_default();
    for key in spec.glyphs.keys() {
        if key != "neutral" && key != "shared" {
            problems.push(
                format!("glyphs.{key}"),
                "unknown stone kind",
                Some("the kinds are `neutral` and `shared`"),
            );
        }
    }
    problems.check()?;
    let mut adjacent = Vec::new();
    let mut adjacent_at = vec![0];
    for p in 0..board.len() as PointId {
        for d in 0..board.directions().len() {
            if let Some(q) = board.step_along_line(p, d) {
                if !adjacent[adjacent_at[usize::from(p)]..].contains(&q) {
                    adjacent.push(q);
                }
            }
        }
        adjacent_at.push(adjacent.len());
    }
    let rows = board.rows_from_top();
    Ok(GoGame {
        players: [spec.players[0].clone(), spec.players[1].clone()],
        adjacent,
        adjacent_at,
        shared: spec.stones == Stones::Shared,
        start_cells,
        supply: spec.supply,
        play: spec.play,
        suicide: spec.suicide,
        ko: spec.ko,
        pass: spec.pass,
        goal: spec.goal,
        bonuses,
        move_limit: spec.move_limit,
        neutral_glyph: glyph("neutral"),
        shared_glyph: glyph("shared"),
        rows,
        board,
    })
}

/// Resolves point labels and region names, reporting the unknown ones.
fn points(board: &Board, items: &[String], path: &str, problems: &mut Problems) -> Vec<PointId> {
    let mut out = Vec::new();
    for (i, item) in items.iter().enumerate() {
        if let Some(region) = board.region(item) {
            out.extend_from_slice(region);
        } else if let Some(p) = board.find(item) {
            out.push(p);
        } else {
            problems.push(
                format!("{path}[{i}]"),
                format!("`{item}` is neither a point nor a region of the board"),
                Some("points are written like `c3`; regions are declared under `board.regions`"),
            );
        }
    }
    out
}
