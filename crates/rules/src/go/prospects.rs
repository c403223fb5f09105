//! How safe a player's groups stand, for the search, where taking stones decides: a group
//! short of liberties is one the opponent can close in on, and a group of the opponent's
//! short of them is a capture in the making. Without this the search sees nothing until a
//! capture lies inside its horizon, and in a stepping game it wanders until the opponent
//! blunders.

use super::{stone, GoGame, GoState, Goal, EMPTY};
use crate::board::PointId;
use crate::game::Player;

/// What a group with 1, 2 or 3 liberties costs its owner; four or more cost nothing. A group
/// in atari costs most: the opponent takes it next move unless it escapes.
const SHORT_OF_LIBERTIES: [i32; 4] = [0, 24, 8, 2];

impl GoGame {
    /// Minus what `player`'s groups short of liberties cost, where captures decide and stones
    /// are owned; `None` otherwise.
    pub fn prospects_of(&self, state: &GoState, player: Player) -> Option<i32> {
        if self.shared || self.goal == Goal::Area {
            return None;
        }
        let own = stone(player.0 & 1);
        let cells = &state.cells;
        let mut group_of = vec![u16::MAX; cells.len()];
        let mut liberty_seen = vec![u16::MAX; cells.len()];
        let mut stack: Vec<PointId> = Vec::new();
        let mut cost = 0;
        for start in 0..cells.len() {
            if cells[start] != own || group_of[start] != u16::MAX {
                continue;
            }
            let group = start as u16;
            group_of[start] = group;
            stack.push(start as PointId);
            let mut liberties = 0;
            while let Some(p) = stack.pop() {
                for &q in self.neighbours(p) {
                    let at = usize::from(q);
                    if cells[at] == EMPTY && liberty_seen[at] != group {
                        liberty_seen[at] = group;
                        liberties += 1;
                    } else if cells[at] == own && group_of[at] == u16::MAX {
                        group_of[at] = group;
                        stack.push(q);
                    }
                }
            }
            cost += SHORT_OF_LIBERTIES.get(liberties).copied().unwrap_or(0);
        }
        Some(-cost)
    }
}
