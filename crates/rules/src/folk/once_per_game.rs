//! A removal each player may make once in the game, on any turn of their choosing
//! (`once-per-game: { remove: 2 }`): instead of placing or moving, the player takes that many
//! enemy pieces of their choice, one click each, and the turn then passes. The position keeps
//! how many such turns each player has left (`once:1,0` in its text when one was used).

use serde::Deserialize;

use super::compile::Problems;
use super::state::{stone, FolkAction, FolkMove, FolkState, NO_CHAIN};
use super::FolkGame;
use crate::board::PointId;

/// `once-per-game`: a turn, once in the game, that removes enemy pieces of the player's choice.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct OncePerGameSpec {
    /// Enemy pieces that turn removes (at least 1).
    pub remove: u8,
}

/// Checks `once-per-game` and returns the pieces its turn removes (0 when there is none).
pub(crate) fn compile(spec: Option<&OncePerGameSpec>, problems: &mut Problems) -> u8 {
    let Some(spec) = spec else { return 0 };
    if spec.remove == 0 {
        problems.push(
            "once-per-game.remove",
            "expected a number of enemy pieces of at least 1, found 0",
            Some("leave `once-per-game` out when the players have no such turn"),
        );
    }
    spec.remove
}

impl FolkGame {
    /// The once-per-game turns each player starts with.
    pub(crate) fn start_once(&self, s: &mut FolkState) {
        s.marks.once = if self.once_remove > 0 { [1, 1] } else { [0, 0] };
    }

    /// True when the player to move may start their once-per-game removal now: they still
    /// have it and no other removal or capture chain is under way.
    fn once_open(&self, s: &FolkState) -> bool {
        let mover = usize::from(s.to_move);
        self.once_remove > 0
            && s.marks.once[mover] > 0
            && s.remove == 0
            && s.credit[mover] == 0
            && s.owe[mover] == 0
            && s.chain == NO_CHAIN
            && s.marks.opening == 0
    }

    /// Appends the first removals of the once-per-game turn: any enemy piece not protected.
    pub(crate) fn once_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) {
        if !self.once_open(s) {
            return;
        }
        let enemy = stone(s.to_move ^ 1);
        for p in 0..self.board.len() as PointId {
            if s.at(p) == enemy && !s.is_protected(p) {
                out.push(FolkMove::new(FolkAction::Remove, p, p));
            }
        }
    }

    /// True when `mv` starts the once-per-game removal.
    pub(crate) fn is_once_removal(&self, s: &FolkState, mv: FolkMove) -> bool {
        mv.action == FolkAction::Remove && self.once_open(s) && s.at(mv.to) == stone(s.to_move ^ 1)
    }

    /// Plays the first removal of the once-per-game turn (see [`Self::is_once_removal`]); the
    /// rest of its pieces are chosen as ordinary pending removals.
    pub(crate) fn play_once(&self, s: &mut FolkState, mv: FolkMove) {
        let mover = s.to_move;
        self.take(s, mv.to);
        s.marks.once[usize::from(mover)] -= 1;
        s.remove = self.once_remove - 1;
        self.settle(s, mover);
    }
}
