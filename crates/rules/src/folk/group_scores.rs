//! Scoring connected groups (`goals.group-scores`) and ending the game once neither player
//! can move (`goals.neither-moves`).
//!
//! A group is a set of one player's pieces joined to each other along drawn lines; a group of
//! `n` pieces scores `points[n - 1]`, and a group longer than the list scores the last entry
//! plus `each-more` for every piece beyond it. The scores add to the shape points of a
//! `most-points` decision. `neither-moves` ends the game when no piece is left in hand, no
//! removal or chain is under way and neither player has a move of the movement rules; moves
//! outside them that a player still holds (a once-per-game removal) lapse.

use serde::Deserialize;

use super::compile::Problems;
use super::state::{FolkState, NO_CHAIN};
use super::FolkGame;
use crate::board::PointId;
use crate::game::Outcome;
use crate::phrase::Phrase;

/// `goals.group-scores`: points per connected group, by its number of pieces.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct GroupScoresSpec {
    /// Points of a group of 1, 2, 3, ... pieces, in that order.
    pub points: Vec<i32>,
    /// Points added for each piece of a group beyond the last size listed.
    #[serde(default)]
    pub each_more: i32,
}

/// The compiled table.
#[derive(Clone, Debug)]
pub(crate) struct GroupScores {
    points: Vec<i32>,
    each_more: i32,
}

impl GroupScores {
    /// The points of a group of `size` pieces.
    pub(crate) fn of(&self, size: usize) -> i32 {
        if size == 0 {
            return 0;
        }
        if let Some(&p) = self.points.get(size - 1) {
            return p;
        }
        let beyond = i32::try_from(size - self.points.len()).unwrap_or(i32::MAX);
        let last = self.points.last().copied().unwrap_or(0);
        last.saturating_add(self.each_more.saturating_mul(beyond))
    }
}

/// Checks `goals.group-scores`.
pub(crate) fn compile(
    spec: Option<&GroupScoresSpec>,
    problems: &mut Problems,
) -> Option<GroupScores> {
    let spec = spec?;
    if spec.points.is_empty() {
        problems.push(
            "goals.group-scores.points",
            "expected the points of groups of 1, 2, 3, ... pieces, found an empty list",
            Some("e.g. `points: [0, 0, 10, 20]` for nothing below three pieces, 10 for three, 20 for four"),
        );
    }
    Some(GroupScores {
        points: spec.points.clone(),
        each_more: spec.each_more,
    })
}

impl FolkGame {
    /// Each player's total of group scores (zero without `group-scores`).
    pub fn group_points(&self, s: &FolkState) -> [i32; 2] {
        let mut totals = [0, 0];
        let Some(table) = &self.goals.group_scores else {
            return totals;
        };
        let mut seen = vec![false; s.cells.len()];
        for start in 0..s.cells.len() {
            let code = s.cells[start];
            let owner = usize::from(code.wrapping_sub(1));
            if seen[start] || owner > 1 {
                continue;
            }
            seen[start] = true;
            let (mut stack, mut size) = (vec![start as PointId], 0);
            while let Some(p) = stack.pop() {
                size += 1;
                for d in 0..self.board.directions().len() {
                    if let Some(q) = self.board.step_along_line(p, d) {
                        if !seen[usize::from(q)] && s.at(q) == code {
                            seen[usize::from(q)] = true;
                            stack.push(q);
                        }
                    }
                }
            }
            totals[owner] = totals[owner].saturating_add(table.of(size));
        }
        totals
    }

    /// The `neither-moves` ending: the decision once no one has anything left to place and
    /// neither player has a move of the movement rules.
    pub(crate) fn neither_moves_outcome(&self, s: &FolkState) -> Option<Outcome> {
        let result = self.goals.neither_moves?;
        let settled = s.hand == [0, 0]
            && s.remove == 0
            && s.credit == [0, 0]
            && s.owe == [0, 0]
            && s.chain == NO_CHAIN;
        if !settled {
            return None;
        }
        let mut side = s.clone();
        for p in 0..2u8 {
            side.to_move = p;
            let mut moves = Vec::new();
            self.movement_moves(&side, &mut moves);
            if !moves.is_empty() {
                return None;
            }
        }
        let why = Phrase::new("board-rule-neither-moves");
        Some(self.count_result(s, result, why))
    }
}
