//! Checks a [`TakeSpec`] and compiles it into a [`TakeGame`], reporting every problem found.

use super::spec::*;
use super::TakeGame;
use crate::board::Board;
use crate::spec_problems::SpecError;
use crate::spec_problems::{build_board, Problems};

/// Points of the board named by a label or a region name, as a mask.
fn points_named(board: &Board, name: &str) -> Option<u64> {
    if let Some(points) = board.region(name) {
        return Some(points.iter().fold(0, |m, &p| m | 1 << p));
    }
    board.find(name).map(|p| 1u64 << p)
}

pub(super) fn compile(spec: &TakeSpec) -> Result<TakeGame, Vec<SpecError>> {
    let board = build_board(&spec.board)?;
    let mut problems = Problems::default();
    if !problems.board_within(&board, 64, "take") {
        return Err(problems.0);
    }
    let hint = "the two players are also the two colours of the pieces";
    problems.player_count(spec.players.len(), 2, Some(hint));
    let mut barred = Vec::new();
    for (i, player) in spec.players.iter().enumerate() {
        let mut mask = 0;
        for (j, name) in player.barred.iter().enumerate() {
            match points_named(&board, name) {
                Some(m) => mask |= m,
                None => problems.push(
                    format!("players[{i}].barred[{j}]"),
                    format!("`{name}` is neither a point of the board nor one of its regions"),
                    Some("use a label such as a1, or a region name"),
                ),
            }
        }
        barred.push(mask);
    }
    if spec.fill.block == 0 {
        problems.push(
            "fill.block",
            "a block of 0 points",
            Some("1 alternates colours point by point"),
        );
    }
    if spec.take.most == Some(0) {
        problems.push(
            "take.most",
            "a turn that may take 0 pieces takes nothing",
            None,
        );
    }
    if let Some(dice) = &spec.dice {
        if !(2..=20).contains(&dice.sides) {
            problems.push("dice.sides", "expected 2 to 20 sides", None);
        }
        if spec.take.shape != TakeShape::Single {
            problems.push(
                "dice",
                "a die decides which single piece may be taken",
                Some("use `take: { shape: single }` with dice"),
            );
        }
    }
    problems.check()?;
    let mut neighbours = vec![0u64; board.len()];
    let lines: Vec<Vec<u16>> = board.lines().iter().map(|l| l.points.clone()).collect();
    for line in &lines {
        for pair in line.windows(2) {
            neighbours[usize::from(pair[0])] |= 1 << pair[1];
            neighbours[usize::from(pair[1])] |= 1 << pair[0];
        }
    }
    let block = usize::from(spec.fill.block.max(1));
    let start_colours = (0..board.len())
        .filter(|p| (p / block) % 2 == 1)
        .fold(0u64, |m, p| m | 1 << p);
    Ok(TakeGame {
        players: spec
            .players
            .iter()
            .map(|p| (p.name.clone(), p.glyph.clone()))
            .collect(),
        barred,
        neighbours,
        lines,
        start_colours,
        shape: spec.take.shape,
        most: spec.take.most.unwrap_or(u8::MAX),
        colours: spec.take.colours,
        hemmed_in: spec.hemmed_in,
        dice: spec.dice.as_ref().map(|d| (d.sides, d.least)),
        stuck: spec.stuck,
        last_piece: spec.last_piece,
        seed: spec.seed,
        board,
    })
}
