//! The goal of enclosing every enemy piece (`goals.enclose-all`): a player none of whose
//! pieces has an empty point joined to it by a drawn line is enclosed, and loses.
//!
//! Checked after every move, first for the player to move (the move just made enclosed them),
//! then for the player who moved (who walked into an enclosure of their own making).

use super::state::{stone, FolkState, EMPTY};
use super::FolkGame;
use crate::game::{Outcome, Player};
use crate::phrase::{Arg, Phrase};

impl FolkGame {
    /// True when `player` has pieces on the board and none of them has an empty neighbour.
    pub(crate) fn all_enclosed(&self, s: &FolkState, player: u8) -> bool {
        let code = stone(player);
        let mut pieces = (0..self.board.len())
            .filter(|&p| s.cells[p] == code)
            .peekable();
        pieces.peek().is_some()
            && pieces.all(|p| {
                self.line_neighbours(p as crate::board::PointId)
                    .all(|q| s.at(q) != EMPTY)
            })
    }

    /// The result of the enclosure goal, when the ruleset has it and a side is enclosed.
    pub(super) fn enclosure_outcome(&self, s: &FolkState) -> Option<Outcome> {
        if !self.goals.enclose_all || s.hand.iter().any(|&h| h > 0) {
            return None;
        }
        let to_move = s.to_move;
        let loser = [to_move, to_move ^ 1]
            .into_iter()
            .find(|&p| self.all_enclosed(s, p))?;
        let winner = loser ^ 1;
        Some(Outcome {
            winner: Some(Player(winner)),
            rule: Phrase::new("board-rule-enclosed-all")
                .with("player", Arg::Player(self.player_name(winner).into()))
                .with("other", Arg::Player(self.player_name(loser).into())),
            scores: None,
        })
    }
}
