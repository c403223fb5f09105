//! How far each player still has to go, for the search: the steps each of the player's pieces
//! needs to reach its goal on an empty board, summed and negated, so that more is better as
//! with material in the capture families. A piece not yet set out counts one step more than
//! the farthest point. Leaps make the real race shorter; the count only has to say which side
//! is ahead.

use super::{stone, HalmaGame, HalmaState};
use crate::board::{Board, GoalSteps};
use crate::game::Player;

/// Steps from every point of `board` to `goal`, one step being a move in one of the board's
/// directions.
pub(crate) fn steps_to_goal(board: &Board, goal: &[bool]) -> GoalSteps {
    GoalSteps::new(goal, |p, out| {
        let from = p as crate::board::PointId;
        let steps = (0..board.directions().len()).filter_map(|d| board.step(from, d));
        out.extend(steps.map(usize::from));
    })
}

impl HalmaGame {
    /// Minus the steps `player`'s pieces still need, or `None` when a player has no goal.
    pub(crate) fn material_of(&self, state: &HalmaState, player: Player) -> Option<i32> {
        let p = usize::from(player.0 & 1);
        let goal = &self.goal_steps[p];
        let on_board = goal.left(&state.cells, stone(player.0 & 1))?;
        let in_hand: i32 = state.hand[p].iter().map(|&n| i32::from(n)).sum();
        Some(-(on_board + in_hand * goal.beyond()?))
    }
}
