//! The take family: removal games in the family of Nim, played on a board full of pieces of
//! two colours (Mushroom Chess rules I to III), described as data by [`TakeSpec`] and played
//! by [`TakeGame`].
//!
//! # Turns
//!
//! Both players take from the same pieces: a turn takes one piece, or a straight run of
//! neighbouring pieces along a drawn line, under the ruleset's conditions (colours, hemmed-in
//! pieces, points a player may not take from, a die). A player who cannot take misses the turn
//! or loses, as the ruleset says; taking the last piece wins, or loses in the misère variant.
//!
//! # Move names and clicks
//!
//! `c1` takes one piece, `a1-a4` the run from one end to the other (in the order of the drawn line), `pass`
//! misses the turn. A person clicks the piece, or the two ends of the run.
//!
//! # Position notation
//!
//! One character per point in the board's point order: `1` or `2` for a piece of the first or
//! second colour, `.` for an empty point. Then the player to move (1 or 2), `p` when the last
//! move was a pass, and for dice games the throw to play as `dN` and the generator state in
//! hexadecimal. Example: `1111222211112222... 1`.

mod compile;
mod game;
mod notation;
mod rules;
mod spec;

pub use spec::*;

use crate::board::Board;

/// A compiled take ruleset.
#[derive(Clone, Debug)]
pub struct TakeGame {
    pub(crate) board: Board,
    /// Per player: name and glyph.
    pub(crate) players: Vec<(String, String)>,
    /// Per player: the points that player may not take from, as a mask.
    pub(crate) barred: Vec<u64>,
    /// Per point: its neighbouring points as a mask.
    pub(crate) neighbours: Vec<u64>,
    /// The drawn lines, each as points in order.
    pub(crate) lines: Vec<Vec<u16>>,
    /// The colour mask of the start position (bit set: the second colour).
    pub(crate) start_colours: u64,
    pub(crate) shape: TakeShape,
    pub(crate) most: u8,
    pub(crate) colours: ColourRule,
    pub(crate) hemmed_in: Option<u8>,
    /// Faces of the die and the lowest number a throw counts as.
    pub(crate) dice: Option<(u8, u8)>,
    pub(crate) stuck: Stuck,
    pub(crate) last_piece: LastPiece,
    pub(crate) seed: u64,
}

/// A complete take position: which points hold a piece and of which colour, whose turn, the
/// die thrown and the generator the next throws come from.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct TakeState {
    /// Points holding a piece.
    pub(crate) occupied: u64,
    /// Points holding a piece of the second colour.
    pub(crate) second: u64,
    /// The player to move.
    pub(crate) to_move: u8,
    /// True when the last move was a pass.
    pub(crate) passed: bool,
    /// The throw to play (dice games only, else 0).
    pub(crate) die: u8,
    /// State of the seeded generator for the next throws.
    pub(crate) generator: u64,
}

impl TakeState {
    /// Number of pieces left on the board.
    pub fn pieces_left(&self) -> u32 {
        self.occupied.count_ones()
    }

    /// The throw the player to move has to play (0 in games without a die).
    pub fn die(&self) -> u8 {
        self.die
    }
}

/// A take move: the points whose pieces are taken (none: the player misses the turn).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct TakeMove {
    /// The points taken, as a mask; 0 is a pass.
    pub taken: u64,
    /// The two end points of the run taken (the same point twice for one piece).
    pub ends: (u16, u16),
}

crate::spec_problems::compile_entry!(TakeSpec => TakeGame);

impl TakeGame {
    /// The start position with the generator seeded from `seed` instead of the ruleset's seed
    /// (self-play uses one seed per game).
    pub fn start_with_seed(&self, seed: u64) -> TakeState {
        rules::start(self, seed)
    }
}
