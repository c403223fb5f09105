//! Captures of the pieces that make a shape (Zhaqiang Che Luobo's radish and spear rack),
//! checked after every placement on the board as it stands once the piece is down.
//!
//! A rule names a shape (any shape of [`super::ShapeSpec`]: cells, a line, steps, regions)
//! and how the placed piece relates to one of its instances:
//! - `when: surround`: the piece completes the shape and every other point of it holds an
//!   enemy piece; those enemy pieces are taken (the radish: three enemy corners of a small
//!   square, taken by placing on the fourth);
//! - `when: own`: the piece completes the shape with the mover's own pieces;
//! - `when: stab`: the piece lands on the drawn line of a line shape (outside it) whose points
//!   all hold enemy pieces.
//!
//! `take: shape` takes the enemy pieces of the instance, `take: line` every enemy piece on the
//! drawn line the instance lies on (the spear rack's row). With `refill: true` each taken
//! piece is replaced by one of the captor's (from a supply apart from the pieces in hand).
//! Every rule is judged on the same board; refilled pieces do not set off further captures.

use serde::Deserialize;

use super::compile::Problems;
use super::state::{stone, FolkState};
use super::{shapes, FolkGame, ShapeSpec};
use crate::board::{Board, PointId};

/// How the placed piece meets the shape.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum ShapeTrigger {
    /// The piece completes the shape; the rest of it is enemy pieces.
    Surround,
    /// The piece completes the shape with the mover's own pieces.
    Own,
    /// The piece lands on the line of an enemy line shape, outside it.
    Stab,
}

/// What a shape capture takes.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum ShapeTake {
    /// The enemy pieces of the shape.
    Shape,
    /// Every enemy piece on the drawn line the shape lies on.
    Line,
}

/// One rule of `shape-captures`.
///
/// ```yaml
/// shape-captures:
///   - { shape: { name: radish, cells: [[0,0],[1,0],[0,1],[1,1]] }, when: surround, take: shape, refill: true }
///   - { shape: { name: spear rack, line: orthogonal, length: 3 }, when: own, take: line }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct ShapeCaptureSpec {
    /// The shape; its `name` is what readers see.
    pub shape: ShapeSpec,
    /// How the placed piece meets the shape.
    pub when: ShapeTrigger,
    /// What is taken.
    pub take: ShapeTake,
    /// Taken pieces are replaced by the captor's own.
    #[serde(default)]
    pub refill: bool,
}

/// A compiled shape capture: per instance its points and the drawn line it lies on.
#[derive(Clone, Debug)]
pub(crate) struct ShapeCapture {
    when: ShapeTrigger,
    take: ShapeTake,
    refill: bool,
    /// Instance points and, for line shapes, the whole drawn line.
    instances: Vec<(Vec<PointId>, Vec<PointId>)>,
    /// Per point, the instances it can trigger (in or, for `stab`, on the line of).
    through: Vec<Vec<usize>>,
}

/// The drawn line holding every point of `points`, if one does.
fn line_of(board: &Board, points: &[PointId]) -> Option<Vec<PointId>> {
    board
        .lines()
        .iter()
        .find(|l| points.iter().all(|p| l.points.contains(p)))
        .map(|l| l.points.clone())
}

/// Checks and compiles the shape captures.
pub(crate) fn compile(
    board: &Board,
    specs: &[ShapeCaptureSpec],
    problems: &mut Problems,
) -> Vec<ShapeCapture> {
    let mut out = Vec::new();
    for (i, spec) in specs.iter().enumerate() {
        let path = format!("shape-captures[{i}]");
        let found = match shapes::instances(board, &spec.shape, &format!("{path}.shape")) {
            Ok(found) => found,
            Err(problem) => {
                problems.0.push(problem);
                continue;
            }
        };
        if spec.when == ShapeTrigger::Own && spec.take == ShapeTake::Shape {
            problems.push(
                format!("{path}.take"),
                "a shape of the mover's own pieces holds nothing to take",
                Some("use take: line, or when: surround"),
            );
        }
        let needs_line = spec.take == ShapeTake::Line || spec.when == ShapeTrigger::Stab;
        let mut instances = Vec::new();
        let mut through = vec![Vec::new(); board.len()];
        for points in found {
            let line = line_of(board, &points).unwrap_or_default();
            if needs_line && line.is_empty() {
                problems.push(
                    format!("{path}.shape"),
                    format!("`{}` does not lie on one drawn line", spec.shape.name),
                    Some("take: line and when: stab need a line shape, e.g. { line: orthogonal, length: 3 }"),
                );
                break;
            }
            let triggers = if spec.when == ShapeTrigger::Stab {
                line.iter()
                    .filter(|p| !points.contains(p))
                    .copied()
                    .collect()
            } else {
                points.clone()
            };
            for p in triggers {
                through[usize::from(p)].push(instances.len());
            }
            instances.push((points, line));
        }
        out.push(ShapeCapture {
            when: spec.when,
            take: spec.take,
            refill: spec.refill,
            instances,
            through,
        });
    }
    out
}

impl FolkGame {
    /// Applies the shape captures of the mover's piece just placed on `at`; true when
    /// something was taken.
    pub(crate) fn take_shapes(&self, s: &mut FolkState, mover: u8, at: PointId) -> bool {
        let (own, enemy) = (stone(mover), stone(mover ^ 1));
        let mut taken: Vec<(PointId, bool)> = Vec::new();
        for rule in &self.shape_captures {
            for &i in &rule.through[usize::from(at)] {
                let (points, line) = &rule.instances[i];
                let formed = match rule.when {
                    ShapeTrigger::Surround => {
                        points
                            .iter()
                            .all(|&p| if p == at { true } else { s.at(p) == enemy })
                    }
                    ShapeTrigger::Own => points.iter().all(|&p| s.at(p) == own),
                    ShapeTrigger::Stab => points.iter().all(|&p| s.at(p) == enemy),
                };
                if !formed {
                    continue;
                }
                let victims = match rule.take {
                    ShapeTake::Shape => points,
                    ShapeTake::Line => line,
                };
                for &p in victims {
                    if s.at(p) == enemy && !s.is_protected(p) && !taken.iter().any(|t| t.0 == p) {
                        taken.push((p, rule.refill));
                    }
                }
            }
        }
        for &(p, refill) in &taken {
            self.take(s, p);
            if refill {
                s.cells[usize::from(p)] = own;
            }
        }
        !taken.is_empty()
    }
}
