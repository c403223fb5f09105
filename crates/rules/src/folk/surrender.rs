//! Pieces a player gives up of their own choosing (Zhuan Ge Qi's cross: the capturer takes
//! one enemy piece, then the opponent removes one more of their own). The debt is paid at
//! the start of the owing player's next turn, before anything else, one piece per move.

use super::state::{stone, two_player_count, FolkAction, FolkMove, FolkState};
use super::FolkGame;
use crate::board::PointId;

impl FolkGame {
    /// Appends the player's own pieces they may give up; false when nothing is owed (or
    /// nothing is left to give).
    pub(crate) fn surrender_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) -> bool {
        let mover = s.to_move;
        if two_player_count(&s.owe, mover) == 0 {
            return false;
        }
        let own = stone(mover);
        let before = out.len();
        for p in 0..self.board.len() as PointId {
            if s.at(p) == own && !s.is_protected(p) {
                out.push(FolkMove::new(FolkAction::Remove, p, p));
            }
        }
        out.len() > before
    }

    /// The player to move gives up their own piece on `p`; their turn goes on.
    pub(crate) fn give_up(&self, s: &mut FolkState, p: PointId) {
        self.take(s, p);
        let owed = &mut s.owe[usize::from(s.to_move)];
        *owed = owed.saturating_sub(1);
    }
}
