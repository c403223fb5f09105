//! How far each player still has to go, for the search: the steps each of the player's pieces
//! needs to reach its goal on an empty board, summed and negated, so that more is better as
//! with material in the capture families. A piece not yet set out counts one step more than
//! the farthest point. Leaps make the real race shorter; the count only has to say which side
//! is ahead.
//!
//! Inside the goal a piece counts better the deeper it stands: one step for each point it
//! would have to pass to leave the goal, beyond the first. Counted only up to the goal's
//! edge, a goal fills from its mouth: pieces stop there, and those behind find no way in.
//!
//! A straggler, the rearmost piece while it still stands on the two rows farthest from the
//! goal, counts its steps [`STRAGGLER_WEIGHT`] times more once every piece is set out. Those
//! rows are the tip of its home, the rival's goal: left there while the others run, it is
//! walled in by the rival's pieces as they arrive, and the race ends in the move limit
//! (Fangyuan Tiao Qi, rules I, level 4 against greedy, 100 games: 16 draws became 1, and
//! 63 wins 81).

use super::{stone, HalmaGame, HalmaState};
use crate::board::{Board, GoalSteps};
use crate::game::Player;

/// How many times more a straggler's steps count (see the module).
const STRAGGLER_WEIGHT: i32 = 2;
/// The rows of a home, counted from its tip, where the rearmost piece is a straggler; the
/// farthest point is one step short of `GoalSteps::beyond`.
const BACK_ROWS: i32 = 2;

/// Steps from every point of `board` to `goal`, one step being a move in one of the board's
/// directions.
pub(crate) fn steps_to_goal(board: &Board, goal: &[bool]) -> GoalSteps {
    GoalSteps::new(goal, |p, out| {
        let from = p as crate::board::PointId;
        let steps = (0..board.directions().len()).filter_map(|d| board.step(from, d));
        out.extend(steps.map(usize::from));
    })
}

/// Steps from every point of `goal` out of it (0 outside): how deep in the goal a point lies.
pub(crate) fn depth_in_goal(board: &Board, goal: &[bool]) -> GoalSteps {
    let outside: Vec<bool> = goal.iter().map(|&g| !g).collect();
    steps_to_goal(board, &outside)
}

impl HalmaGame {
    /// Minus the steps `player`'s pieces still need, less what they stand deep in the goal,
    /// or `None` when a player has no goal.
    pub fn material_of(&self, state: &HalmaState, player: Player) -> Option<i32> {
        let p = usize::from(player.0 & 1);
        let own = stone(player.0 & 1);
        let (steps, depth, goal) = (&self.goal_steps[p], &self.goal_depth[p], &self.goal[p]);
        let beyond = steps.beyond()?;
        // One pass over the board: this is the search's count at every position it values.
        let mut left = 0;
        let mut rear = 0;
        for (i, _) in state.cells.iter().enumerate().filter(|&(_, &c)| c == own) {
            let to_go = i32::from(steps.steps_at(i)).min(beyond);
            left += to_go;
            rear = rear.max(to_go);
            let deep = depth.steps_at(i);
            if goal[i] && deep != u16::MAX {
                left -= i32::from(deep) - 1;
            }
        }
        let in_hand: i32 = state.hand[p].iter().map(|&n| i32::from(n)).sum();
        if in_hand == 0 && rear >= beyond - BACK_ROWS {
            left += STRAGGLER_WEIGHT * rear;
        }
        Some(-(left + in_hand * beyond))
    }
}
