//! The race family: two to four players race their pieces along their own paths, moving as far
//! as cowrie shells or dice say, described as data by [`RaceSpec`] and played by [`RaceGame`].
//!
//! # Turns and chance
//!
//! A position already holds the throw of the player to move, and the state of the seeded
//! generator the next throws come from (design decision 6: a game replays exactly). A move
//! names its throw, so `3:c1-f1` reads "threw 3, moved the piece on c1 to f1". When a throw
//! allows no move, the only legal move is to pass (`8:pass`). After each move the generator is
//! stirred with the move played and the next throw is made, by the same player when the throw
//! earns another one, otherwise by the next player.
//!
//! # Move names
//!
//! `4:+d1` brings a piece from the hand onto d1, `3:c1-f1` moves one piece, `3:c1xf1` moves one
//! piece and captures what stood on f1, `3:c1*2-f1` moves a double as one, `8:pass` passes.
//!
//! # Position notation
//!
//! One field per player in turn order, separated by `/`: the squares holding that player's
//! pieces, comma separated, a square written twice when it holds two pieces, `.` for none.
//! Pieces on the last square of their path are home; pieces not written are in hand. Then the
//! player to move (numbered from 1), the throw to play, and the generator state as hexadecimal;
//! then `ply:N` once a move has been played. Example, Ashtapada's first player about to enter:
//! `./././. 1 1 beeb8da1658eec67`.

mod compile;
mod game;
mod notation;
mod rules;
mod spec;
mod throws;

pub use spec::*;

use crate::board::{Board, PointId};

/// A compiled race ruleset.
#[derive(Clone, Debug)]
pub struct RaceGame {
    pub(crate) board: Board,
    pub(crate) players: Vec<RacePlayer>,
    pub(crate) throws: throws::Throws,
    /// Per point: a resting square.
    pub(crate) safe: Vec<bool>,
    pub(crate) share_safe: bool,
    pub(crate) stacking: Stacking,
    pub(crate) capture: bool,
    pub(crate) exact_finish: bool,
    pub(crate) extra_throws: Vec<u8>,
    pub(crate) enter_on: Option<Vec<u8>>,
    pub(crate) seed: u64,
    pub(crate) move_limit: Option<u32>,
}

/// One player's compiled path and pieces.
#[derive(Clone, Debug)]
pub(crate) struct RacePlayer {
    pub name: String,
    pub glyph: String,
    pub pieces: u8,
    /// The squares of the path in order; the last one is home.
    pub path: Vec<PointId>,
    /// Per point of the board, its step number on this player's path.
    pub step_of: Vec<Option<u8>>,
    /// Step numbers of the pieces on the board at the start.
    pub start: Vec<u8>,
}

impl RacePlayer {
    /// The step number of home (the last square of the path).
    pub(crate) fn home(&self) -> u8 {
        (self.path.len() - 1) as u8
    }
}

/// A complete race position: where every piece stands, whose turn, the throw to play and the
/// generator the next throws come from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct RaceState {
    /// Per player, per step of their path: pieces standing there (the last step is home).
    pub(crate) on_path: Vec<Vec<u8>>,
    /// Per player: pieces in hand, not yet entered or captured and sent back.
    pub(crate) hand: Vec<u8>,
    /// The player to move.
    pub(crate) to_move: u8,
    /// The throw the player to move has made.
    pub(crate) throw: u8,
    /// State of the seeded generator for the next throws.
    pub(crate) generator: u64,
    /// Plies played.
    pub(crate) ply: u32,
}

impl RaceState {
    /// The throw the player to move has to play.
    pub fn throw(&self) -> u8 {
        self.throw
    }

    /// Pieces `player` has home.
    pub fn home_count(&self, player: u8) -> u8 {
        let path = &self.on_path[usize::from(player)];
        path.last().copied().unwrap_or(0)
    }

    /// Pieces `player` has in hand.
    pub fn hand_count(&self, player: u8) -> u8 {
        self.hand[usize::from(player)]
    }
}

/// A race move: the throw it plays and what the player does with it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct RaceMove {
    /// The throw being played.
    pub throw: u8,
    /// What is moved.
    pub action: RaceAction,
}

/// What a race move does with its throw.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum RaceAction {
    /// Bring a piece from the hand onto the path, `throw` squares in (the first square for 1).
    Enter,
    /// Move `pieces` pieces (1, or 2 for a double) from step `from` of the mover's path.
    Advance {
        /// Step number on the mover's path.
        from: u8,
        /// Pieces moved together.
        pieces: u8,
    },
    /// The throw allows no move.
    Pass,
}

crate::spec_problems::compile_entry!(RaceSpec => RaceGame);

impl RaceGame {
    /// The name of player `p` as the ruleset gives it.
    pub fn player_name(&self, p: u8) -> &str {
        &self.players[usize::from(p)].name
    }

    /// The start position with the generator seeded from `seed` instead of the ruleset's seed
    /// (self-play uses one seed per game).
    pub fn start_with_seed(&self, seed: u64) -> RaceState {
        rules::start(self, seed)
    }

    /// Every result a throw can give, with its chance as `(result, ways, out of)`.
    pub fn throw_odds(&self) -> Vec<(u8, u64, u64)> {
        self.throws.odds()
    }

    /// The squares of player `p`'s path as labels, from entry to home.
    pub fn path_labels(&self, p: u8) -> Vec<&str> {
        self.players[usize::from(p)]
            .path
            .iter()
            .map(|&pt| self.board.point(pt).label.as_str())
            .collect()
    }
}
