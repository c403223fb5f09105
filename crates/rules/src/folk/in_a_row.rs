//! The n-in-a-row goal (`goals.in-a-row`): a player who has `length` stones in an unbroken
//! row along any of the board's directions (by grid geometry, drawn line or not) wins. Shared
//! stones may count for either player, as long as the row holds at least one stone of the
//! player's own; longer rows count unless the goal asks for exactly `length`.
//!
//! Rows are found where a stone was just placed, so the check costs a few steps per move even
//! on a 27 x 27 board; the state remembers who made a row. When one stone completes rows for
//! both players (a shared stone can), the player who placed it wins.

use serde::Deserialize;

use super::compile::Problems;
use super::state::{stone, FolkAction, FolkMove, FolkState, SHARED};
use super::FolkGame;
use crate::board::PointId;
use crate::game::{Outcome, Player};
use crate::phrase::{Arg, Phrase};

/// `goals.in-a-row`: the first to make a row of `length` wins.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct InARowSpec {
    /// Stones needed in the row.
    pub length: u8,
    /// Shared stones count in either player's row.
    #[serde(default)]
    pub shared_count: bool,
    /// Only a row of exactly `length` wins (longer rows do not).
    #[serde(default)]
    pub exact: bool,
}

/// The compiled goal: the length, the rule and one direction per axis of the board.
#[derive(Clone, Debug)]
pub(crate) struct InARow {
    length: usize,
    shared_count: bool,
    exact: bool,
    /// Per point, per axis, the next point each way by grid geometry (drawn line or not).
    steps: Vec<Vec<[Option<PointId>; 2]>>,
}

/// Checks the goal and finds the board's axes.
pub(crate) fn compile(
    board: &crate::board::Board,
    spec: &InARowSpec,
    problems: &mut Problems,
) -> InARow {
    if spec.length < 2 {
        problems.push(
            "goals.in-a-row.length",
            "a row needs at least 2 stones",
            None,
        );
    }
    let mut axes: Vec<(i32, i32)> = Vec::new();
    for d in board.directions() {
        let (dx, dy) = (i32::from(d.dx), i32::from(d.dy));
        if !axes.contains(&(-dx, -dy)) && !axes.contains(&(dx, dy)) {
            axes.push((dx, dy));
        }
    }
    let at: std::collections::HashMap<(i32, i32), PointId> = (0..board.len() as PointId)
        .map(|p| (board.grid(p), p))
        .collect();
    let steps = (0..board.len() as PointId)
        .map(|p| {
            let (x, y) = board.grid(p);
            axes.iter()
                .map(|&(dx, dy)| {
                    [
                        at.get(&(x + dx, y + dy)).copied(),
                        at.get(&(x - dx, y - dy)).copied(),
                    ]
                })
                .collect()
        })
        .collect();
    InARow {
        length: usize::from(spec.length),
        shared_count: spec.shared_count,
        exact: spec.exact,
        steps,
    }
}

impl InARow {
    /// Every run of `length` consecutive points along one of the board's axes.
    pub(crate) fn runs(&self) -> Vec<Vec<PointId>> {
        let mut runs = Vec::new();
        for (start, axes) in self.steps.iter().enumerate() {
            for axis in 0..axes.len() {
                let mut run = vec![start as PointId];
                while run.len() < self.length {
                    let last = usize::from(run[run.len() - 1]);
                    match self.steps[last][axis][0] {
                        Some(next) => run.push(next),
                        None => break,
                    }
                }
                if run.len() == self.length {
                    runs.push(run);
                }
            }
        }
        runs
    }

    /// Whether shared stones count in either player's row.
    pub(crate) fn shared_count(&self) -> bool {
        self.shared_count
    }
}

impl FolkGame {
    /// True when a row of `player`'s through `p` satisfies the goal.
    fn row_through(&self, goal: &InARow, cells: &[u8], p: PointId, player: u8) -> bool {
        let own = stone(player);
        let counts = |c: u8| c == own || (goal.shared_count && c == SHARED);
        if !counts(cells[usize::from(p)]) {
            return false;
        }
        (0..goal.steps[usize::from(p)].len()).any(|axis| {
            let mut length = 1;
            let mut owns = usize::from(cells[usize::from(p)] == own);
            for way in 0..2 {
                let mut at = p;
                while let Some(q) = goal.steps[usize::from(at)][axis][way] {
                    let c = cells[usize::from(q)];
                    if !counts(c) {
                        break;
                    }
                    length += 1;
                    owns += usize::from(c == own);
                    at = q;
                }
            }
            owns > 0
                && if goal.exact {
                    length == goal.length
                } else {
                    length >= goal.length
                }
        })
    }

    /// After `mover` played `mv`: remembers a winning row through the stones just placed.
    pub(crate) fn note_rows(&self, s: &mut FolkState, mover: u8, mv: FolkMove) {
        let Some(goal) = &self.in_a_row else { return };
        if s.turn.row_winner != 0 || mv.action != FolkAction::Place {
            return;
        }
        for p in [mv.to, mv.from] {
            for player in [mover, mover ^ 1] {
                if self.row_through(goal, &s.cells, p, player) {
                    s.turn.row_winner = player + 1;
                    return;
                }
            }
        }
    }

    /// Finds a winning row anywhere on the board (positions read from text), the player who
    /// moved last first.
    pub(crate) fn recount_rows(&self, s: &mut FolkState) {
        let Some(goal) = &self.in_a_row else { return };
        s.turn.row_winner = 0;
        for player in [s.to_move ^ 1, s.to_move] {
            for p in 0..self.board.len() as PointId {
                if self.row_through(goal, &s.cells, p, player) {
                    s.turn.row_winner = player + 1;
                    return;
                }
            }
        }
    }

    /// The win by a row, once one has been made.
    pub(crate) fn row_outcome(&self, s: &FolkState) -> Option<Outcome> {
        let goal = self.in_a_row.as_ref()?;
        let winner = s.turn.row_winner.checked_sub(1)?;
        Some(Outcome {
            winner: Some(Player(winner)),
            rule: Phrase::new("board-rule-in-a-row")
                .with("player", Arg::Player(self.player_name(winner).into()))
                .with("length", goal.length),
            scores: None,
        })
    }
}
