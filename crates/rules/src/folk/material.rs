//! What a player has, for the search: pieces on the board, pieces in hand and boxes claimed,
//! less the captures the opponent has earned and not yet taken, where the goals make captures decide (capturing every enemy piece, a capture count, the
//! most captures or pieces at the move limit) and no goal rewards being left without a move;
//! in a race home (`all-home`), minus the steps along the drawn lines its pieces still need.
//! So the computer searches by material exactly where the rules are about it.

use super::moves::compile::LimitResult;
use super::spec::EndResult;
use super::state::{stone, two_player_count, FolkState};
use super::{FolkGame, NoMoves};
use crate::board::GoalSteps;
use crate::game::Player;

impl FolkGame {
    /// `player`'s material in `state`, or `None` when captures do not decide the game.
    pub fn material_of(&self, state: &FolkState, player: Player) -> Option<i32> {
        let by_count = self.moves.counts_captures
            || self.moves.at_move_limit == LimitResult::Count(EndResult::MostPieces);
        if self.goals.no_moves == NoMoves::Win {
            return None;
        }
        if !(self.goals.capture_all || by_count) {
            return self.steps_left(state, player);
        }
        let own = stone(player.0);
        let on_board = state.cells.iter().filter(|&&c| c == own).count();
        let in_hand = state.hand.get(usize::from(player.0)).copied().unwrap_or(0);
        let boxes = state.boxes.iter().filter(|&&b| b == player.0 + 1).count();
        // A capture already earned counts as made: pieces the opponent is still to remove
        // this turn or is owed, and pieces this player must still give up.
        let other = player.0 ^ 1;
        let to_remove = if state.to_move == other {
            state.remove
        } else {
            0
        };
        let lost = to_remove
            + two_player_count(&state.credit, other)
            + two_player_count(&state.owe, player.0);
        Some((on_board + usize::from(in_hand) + boxes) as i32 - i32::from(lost))
    }

    /// Minus the steps `player`'s pieces still need to stand all in their home region, or
    /// `None` when the game is not a race home.
    fn steps_left(&self, state: &FolkState, player: Player) -> Option<i32> {
        let home = self.moves.all_home.as_ref()?;
        let steps = self.home_steps.get_or_init(|| {
            home.iter()
                .map(|region| GoalSteps::new(region, |p, out| self.along_lines(p, out)))
                .collect()
        });
        let left = steps
            .get(usize::from(player.0))?
            .left(&state.cells, stone(player.0))?;
        Some(-left)
    }

    /// Pushes the points one step from `p` along the drawn lines.
    fn along_lines(&self, p: usize, out: &mut Vec<usize>) {
        for &(line, at) in &self.lines_through[p] {
            let points = &self.board.lines()[line].points;
            let around = [at.checked_sub(1), Some(at + 1)];
            out.extend(
                around
                    .into_iter()
                    .flatten()
                    .filter_map(|i| points.get(i))
                    .map(|&q| usize::from(q)),
            );
        }
    }
}
