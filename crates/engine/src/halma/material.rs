//! How far each player still has to go, for the search: the steps each of the player's pieces
//! needs to reach its goal on an empty board, summed and negated, so that more is better as
//! with material in the capture families. A piece not yet set out counts one step more than
//! the farthest point. Leaps make the real race shorter; the count only has to say which side
//! is ahead.

use std::collections::VecDeque;

use super::{stone, HalmaGame, HalmaState};
use crate::board::{Board, PointId};
use crate::game::Player;

/// Steps from every point of `board` to the nearest point of `goal` (`u16::MAX` where the goal
/// cannot be reached).
pub(crate) fn steps_to_goal(board: &Board, goal: &[bool]) -> Vec<u16> {
    let mut steps = vec![u16::MAX; board.len()];
    let mut queue = VecDeque::new();
    for (i, _) in goal.iter().enumerate().filter(|(_, &in_goal)| in_goal) {
        steps[i] = 0;
        queue.push_back(i as PointId);
    }
    while let Some(p) = queue.pop_front() {
        let next = steps[usize::from(p)] + 1;
        for d in 0..board.directions().len() {
            if let Some(q) = board.step(p, d) {
                if steps[usize::from(q)] == u16::MAX {
                    steps[usize::from(q)] = next;
                    queue.push_back(q);
                }
            }
        }
    }
    steps
}

impl HalmaGame {
    /// Minus the steps `player`'s pieces still need, or `None` when a player has no goal.
    pub(crate) fn material_of(&self, state: &HalmaState, player: Player) -> Option<i32> {
        let p = usize::from(player.0 & 1);
        let steps = &self.goal_steps[p];
        let farthest = steps.iter().filter(|&&s| s != u16::MAX).max().copied()?;
        let own = stone(player.0 & 1);
        let on_board: i32 = state
            .cells
            .iter()
            .zip(steps)
            .filter(|(&c, _)| c == own)
            .map(|(_, &s)| i32::from(s.min(farthest + 1)))
            .sum();
        let in_hand: i32 = state.hand[p].iter().map(|&n| i32::from(n)).sum();
        Some(-(on_board + in_hand * (i32::from(farthest) + 1)))
    }
}
