//! Pieces shut in a player's goal: an opponent's pieces still at home, walled in so that no
//! run of steps and leaps, each nearer the piece's own goal, leads out while the board stays as
//! it is (a racer does not go backwards to find a gap). The player cannot fill the goal while
//! such a piece stays, and a race that ends this way runs into the move limit: the search
//! charges the pieces to the player they block, so that the computer leaves them a way out
//! (a racing opponent takes it, and a random one stumbles on it sooner).

use super::{stone, HalmaGame, HalmaState, EMPTY};
use crate::board::PointId;
use crate::game::Player;

impl HalmaGame {
    /// The opponent's pieces shut in `player`'s goal (see the module).
    pub(crate) fn shut_in_of(&self, state: &HalmaState, player: Player) -> Option<i32> {
        let goal = &self.goal[usize::from(player.0 & 1)];
        let theirs = stone(player.0 & 1 ^ 1);
        let shut = (0..state.cells.len())
            .filter(|&p| state.cells[p] == theirs && goal[p])
            .filter(|&p| !self.way_out(state, p as PointId, goal))
            .count();
        Some(shut as i32)
    }

    /// Whether the piece on `start` can get out of `region` by steps and leaps of its own,
    /// each nearer its own goal, while every other piece stays where it is.
    fn way_out(&self, state: &HalmaState, start: PointId, region: &[bool]) -> bool {
        let mover = state.cells[usize::from(start)];
        let owner = mover - 1;
        let nearer = &self.goal_steps[usize::from(owner & 1)];
        let free = |p: PointId| p == start || state.cells[usize::from(p)] == EMPTY;
        let mut seen = vec![false; state.cells.len()];
        seen[usize::from(start)] = true;
        let mut frontier = vec![start];
        while let Some(at) = frontier.pop() {
            for d in 0..self.board.directions().len() {
                let Some(next) = self.board.step_along_line(at, d) else {
                    continue;
                };
                let to = if free(next) {
                    Some(next)
                } else {
                    self.board
                        .step_along_line(next, d)
                        .filter(|&beyond| free(beyond))
                        .filter(|_| self.may_leap_as(state, start, mover, owner, next))
                };
                let gains = |to: PointId| {
                    nearer.steps_at(usize::from(to)) < nearer.steps_at(usize::from(at))
                };
                let Some(to) = to.filter(|&to| !seen[usize::from(to)] && gains(to)) else {
                    continue;
                };
                if !region[usize::from(to)] {
                    return true;
                }
                seen[usize::from(to)] = true;
                frontier.push(to);
            }
        }
        false
    }
}
