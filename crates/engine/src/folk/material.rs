//! What a player has left, for the search: pieces on the board, pieces in hand and boxes
//! claimed. It is offered only where the goals make captures decide (capturing every enemy
//! piece, a capture count, the most captures or pieces at the move limit) and no goal rewards
//! being left without a move, so the computer searches by material exactly where the rules
//! are about it.

use super::moves::compile::LimitResult;
use super::spec::EndResult;
use super::state::{stone, FolkState};
use super::{FolkGame, NoMoves};
use crate::game::Player;

impl FolkGame {
    /// `player`'s material in `state`, or `None` when captures do not decide the game.
    pub(crate) fn material_of(&self, state: &FolkState, player: Player) -> Option<i32> {
        let by_count = self.moves.counts_captures
            || self.moves.at_move_limit == LimitResult::Count(EndResult::MostPieces);
        if self.goals.no_moves == NoMoves::Win || !(self.goals.capture_all || by_count) {
            return None;
        }
        let own = stone(player.0);
        let on_board = state.cells.iter().filter(|&&c| c == own).count();
        let in_hand = state.hand.get(usize::from(player.0)).copied().unwrap_or(0);
        let boxes = state.boxes.iter().filter(|&&b| b == player.0 + 1).count();
        Some((on_board + usize::from(in_hand) + boxes) as i32)
    }
}
