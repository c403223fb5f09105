//! The polyomino family: pieces that cover several points at once (L-Corner Chess's
//! L-trominoes, Mushroom Chess's triangles), described as data by [`PolyominoSpec`] and played
//! by [`PolyominoGame`].
//!
//! # Turns
//!
//! Players place one piece per turn on free points in any orientation until every piece is
//! placed; then, when the ruleset says so, a turn slides one of the mover's pieces one step,
//! keeping its orientation, onto points that are free or its own. A player with no legal
//! move on their turn loses.
//!
//! # Move names and clicks
//!
//! A placement names its points, `a1,b1,a2`, in the order a person clicks them: first the
//! point joined to most of the others (the corner of an L), then the rest by point order. A
//! slide names the piece's first point and where that point goes, `a1-a2`.
//!
//! # Position notation
//!
//! One field per player, separated by `/`: that player's pieces, comma separated, each as
//! its points joined by `.` (`-` for none). Then the player to move (1 or 2), the pieces
//! still in hand as `N,N`, and the plies played. Example: `a1.b1.a2/- 2 7,8 1`.

mod closing;
mod compile;
mod game;
mod notation;
mod rules;
mod spec;

pub use spec::*;

use crate::board::Board;

/// A compiled polyomino ruleset.
#[derive(Clone, Debug)]
pub struct PolyominoGame {
    pub(crate) board: Board,
    /// Per player: name, glyph and pieces to place.
    pub(crate) players: Vec<(String, String, u8)>,
    /// Every way to lay a piece on the board: its points in click order.
    pub(crate) placements: Vec<Vec<u16>>,
    /// The points of each placement as a mask.
    pub(crate) masks: Vec<u128>,
    /// `steps[i]`: the placements placement `i` reaches by sliding one step in each slide
    /// direction that stays on the board (in the order of the directions), each with the
    /// points the slide newly covers, which must be free.
    pub(crate) steps: Vec<Vec<(u32, u128)>>,
    pub(crate) then: AfterPlacing,
    pub(crate) move_limit: Option<u32>,
}

/// A complete position: the pieces on the board, the pieces in hand, whose turn.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PolyominoState {
    /// Pieces on the board: owner and placement.
    pub(crate) pieces: Vec<(u8, u32)>,
    /// Points covered by a piece.
    pub(crate) covered: u128,
    /// Per player: pieces still to place.
    pub(crate) hand: [u8; 2],
    /// The player to move.
    pub(crate) to_move: u8,
    /// Plies played.
    pub(crate) ply: u32,
}

impl PolyominoState {
    /// Pieces on the board.
    pub fn pieces_on_board(&self) -> usize {
        self.pieces.len()
    }
}

/// A polyomino move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum PolyominoMove {
    /// Lay a piece from the hand as placement number `n`.
    Place(u32),
    /// Slide the piece at index `piece` of the position to placement `to`.
    Slide {
        /// Index of the piece in the position.
        piece: u8,
        /// The placement it moves to.
        to: u32,
    },
}

crate::spec_problems::compile_entry!(PolyominoSpec => PolyominoGame);

impl PolyominoGame {
    /// Number of different ways a piece can lie on the empty board.
    pub fn placement_count(&self) -> usize {
        self.placements.len()
    }
}
