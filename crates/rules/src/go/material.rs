//! What a player has, for the search: under an area count, the player's stones on the board;
//! where taking stones decides, the stones the player has not lost. Either way a capture is
//! what lowers the opponent's count, so the search follows captures past its horizon and the
//! playouts take them first. Shared stones belong to no one, and give no count.

use super::{stone, GoGame, GoState, Goal};
use crate::game::Player;

impl GoGame {
    /// `player`'s material in `state`, or `None` with shared stones.
    pub fn material_of(&self, state: &GoState, player: Player) -> Option<i32> {
        if self.shared {
            return None;
        }
        let p = player.0 & 1;
        Some(match self.goal {
            Goal::Area => {
                let own = stone(p);
                state.cells.iter().filter(|&&c| c == own).count() as i32
            }
            Goal::Captures | Goal::FirstCapture => -i32::from(state.taken(p ^ 1)),
        })
    }
}
