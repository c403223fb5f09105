//! Pieces shut in a player's goal: an opponent's pieces still at home, walled in so that no
//! run of steps and leaps, each nearer the piece's own goal, leads out while the board stays as
//! it is (a racer does not go backwards to find a gap). The player cannot fill the goal while
//! such a piece stays, and a race that ends this way runs into the move limit: the search
//! charges the pieces to the player they block, so that the computer leaves them a way out
//! (a racing opponent takes it, and a random one stumbles on it sooner).
//!
//! A piece walled in deep counts once for every piece standing in the way of its nearest way
//! out: the charge then falls with each wall piece the computer moves aside, and a way that
//! takes several moves to open is opened one move at a time.

use std::collections::VecDeque;

use super::{stone, HalmaGame, HalmaState, EMPTY};
use crate::board::PointId;
use crate::game::Player;

impl HalmaGame {
    /// The opponent's pieces shut in `player`'s goal, each counted as many times as pieces
    /// stand in the way of its nearest way out (see the module).
    pub fn shut_in_of(&self, state: &HalmaState, player: Player) -> Option<i32> {
        let goal = &self.goal[usize::from(player.0 & 1)];
        let theirs = stone(player.0 & 1 ^ 1);
        let walls = (0..state.cells.len())
            .filter(|&p| state.cells[p] == theirs && goal[p])
            .map(|p| self.walls_in_the_way(state, p as PointId, goal))
            .sum::<usize>();
        Some(walls as i32)
    }

    /// The fewest pieces that stand in the way of the piece on `start` getting out of
    /// `region` by steps and leaps of its own, each nearer its own goal, were those pieces
    /// gone and every other piece where it is: 0 when a way out is open.
    fn walls_in_the_way(&self, state: &HalmaState, start: PointId, region: &[bool]) -> usize {
        let mover = state.cells[usize::from(start)];
        let owner = mover - 1;
        let nearer = &self.goal_steps[usize::from(owner & 1)];
        let free = |p: PointId| p == start || state.cells[usize::from(p)] == EMPTY;
        let gains = |from: PointId, to: PointId| {
            nearer.steps_at(usize::from(to)) < nearer.steps_at(usize::from(from))
        };
        // Fewest walls passed to reach each point: a breadth-first search in which stepping
        // onto a held point costs one and a step or leap onto a free point costs nothing.
        let mut walls = vec![usize::MAX; state.cells.len()];
        walls[usize::from(start)] = 0;
        let mut queue = VecDeque::from([start]);
        while let Some(at) = queue.pop_front() {
            let here = walls[usize::from(at)];
            if !region[usize::from(at)] {
                return here;
            }
            for d in 0..self.board.directions().len() {
                let Some(next) = self.board.step_along_line(at, d) else {
                    continue;
                };
                let leap = (!free(next))
                    .then(|| self.board.step_along_line(next, d))
                    .flatten()
                    .filter(|&beyond| free(beyond))
                    .filter(|_| self.may_leap_as(state, start, mover, owner, next))
                    .map(|beyond| (beyond, here));
                let onto = (next, if free(next) { here } else { here + 1 });
                for (to, cost) in [Some(onto), leap].into_iter().flatten() {
                    if !gains(at, to) || cost >= walls[usize::from(to)] {
                        continue;
                    }
                    walls[usize::from(to)] = cost;
                    if cost == here {
                        queue.push_front(to);
                    } else {
                        queue.push_back(to);
                    }
                }
            }
        }
        // No run of moves nearer home leads out even through the walls: shut in all the same.
        1
    }
}
