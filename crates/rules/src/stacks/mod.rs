//! The stacks family: points hold ordered piles of pieces, shared or owned, and moves lift
//! the top of a pile, count what they jump over, or carry a piece on top of another, described
//! as data by [`StacksSpec`] and played by [`StacksGame`].
//!
//! # Moves
//!
//! - `jump`: a lone piece (or the top of a pile) travels straight along a line over exactly N
//!   counted obstacles, counting pieces (`count: stones`) or occupied points
//!   (`count: stacks`), and lands on top of the next occupied point.
//! - `slide`: the top one or more pieces of a pile travel straight along a line any distance,
//!   over anything, onto an empty point or a pile.
//! - `walk`: an empty-handed owned piece walks exactly N steps along drawn lines over empty
//!   points; ending on a lone `pick-up` piece picks it up (it rides on top).
//! - `carry-step`: a loaded piece steps once to an empty point; on an `unload-in` point the
//!   player chooses to keep the load or deliver it there (the load stays on the point).
//!
//! A placement phase (`pool`) comes first when the ruleset has one: a turn puts one or more
//! pool pieces on a single point.
//!
//! # Move names
//!
//! `c1-a1` moves one piece (or walks, or steps), `c1*2-a1` lifts the top two of a pile,
//! `e4-e5=` steps and delivers, `+c1*3` places three pool pieces on c1, `pass` passes.
//!
//! # Position notation
//!
//! The points in board order (`a1`, `b1`, ... along the first rank, then the next rank): a
//! number is that many empty points, a letter one piece, a pile in brackets from the bottom
//! up, with a count after a letter for repeats (`(s3)`, `(Wg)`). Then the player to move (1 or
//! 2), and, where the ruleset uses them, `pool:N`, `delivered:A,B`, `carrying:A,B` (1 or 0)
//! and `ply:N`. Example, Stack Chess with one pile of three on a1: `(s3)2ssss... 1`.

pub mod canonical;
mod compile;
mod game;
mod notation;
mod rules;
mod spec;

pub use spec::*;

use crate::board::{Board, PointId};

/// Most pieces one pile can hold (two bits per piece in a `u128`).
pub(crate) const MAX_HEIGHT: u8 = 64;

/// A compiled stacks ruleset.
#[derive(Clone, Debug)]
pub struct StacksGame {
    pub(crate) board: Board,
    pub(crate) names: [String; 2],
    pub(crate) kinds: Vec<Kind>,
    pub(crate) start: StacksState,
    pub(crate) pool: Option<Pool>,
    /// Per point: pieces here never move.
    pub(crate) frozen: Vec<bool>,
    pub(crate) moves: Vec<MoveRule>,
    pub(crate) goal: Goal,
    pub(crate) move_limit: Option<u32>,
    /// The board symmetries the rules keep, found when the solver first asks.
    pub(crate) symmetries: std::sync::OnceLock<Vec<Vec<PointId>>>,
}

/// A compiled kind of piece.
#[derive(Clone, Debug)]
pub(crate) struct Kind {
    pub id: String,
    pub letter: char,
    pub glyph: String,
    pub owner: Option<u8>,
}

/// A compiled placement phase.
#[derive(Clone, Debug)]
pub(crate) struct Pool {
    pub kind: u8,
    pub not_on: Vec<bool>,
    pub same_player: bool,
}

/// A compiled move rule.
#[derive(Clone, Debug)]
pub(crate) enum MoveRule {
    Jump {
        dirs: Vec<usize>,
        lift: Lift,
        count: Count,
        over: u8,
    },
    Slide {
        dirs: Vec<usize>,
        lift: Lift,
    },
    Walk {
        kinds: Vec<u8>,
        steps: u8,
        pick_up: u8,
        not_from: Vec<bool>,
    },
    CarryStep {
        kinds: Vec<u8>,
        unload_in: Vec<bool>,
    },
}

/// A compiled goal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Goal {
    LastMove { last_mover_wins: bool },
    Deliveries { count: u8 },
}

/// One pile: its height and the kind of each piece, two bits each, bottom first.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pile {
    height: u8,
    kinds: u128,
}

impl Pile {
    /// Number of pieces.
    pub fn height(self) -> u8 {
        self.height
    }

    /// True when nothing stands here.
    pub fn is_empty(self) -> bool {
        self.height == 0
    }

    /// The kind of the piece at `level` (0 is the bottom).
    pub fn kind_at(self, level: u8) -> u8 {
        ((self.kinds >> (2 * u32::from(level))) & 3) as u8
    }

    /// The top piece's kind, if any.
    pub fn top(self) -> Option<u8> {
        self.height.checked_sub(1).map(|l| self.kind_at(l))
    }

    pub(crate) fn push(&mut self, kind: u8) {
        self.kinds |= u128::from(kind) << (2 * u32::from(self.height));
        self.height += 1;
    }

    /// Takes the top `count` pieces off, returning them as a pile of their own.
    pub(crate) fn lift(&mut self, count: u8) -> Pile {
        let keep = self.height - count;
        let shift = 2 * u32::from(keep);
        let lifted = Pile {
            height: count,
            kinds: self.kinds >> shift,
        };
        self.kinds &= if keep == 0 {
            0
        } else {
            u128::MAX >> (128 - shift)
        };
        self.height = keep;
        lifted
    }

    /// Takes the bottom piece out from under the rest.
    pub(crate) fn take_bottom(&mut self) -> u8 {
        let bottom = self.kind_at(0);
        self.kinds >>= 2;
        self.height -= 1;
        bottom
    }

    pub(crate) fn put_on(&mut self, other: Pile) {
        for level in 0..other.height {
            self.push(other.kind_at(level));
        }
    }
}

/// A complete stacks position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct StacksState {
    pub(crate) piles: Vec<Pile>,
    pub(crate) to_move: u8,
    pub(crate) pool: u8,
    pub(crate) delivered: [u8; 2],
    pub(crate) carrying: [bool; 2],
    pub(crate) ply: u32,
}

impl StacksState {
    /// The pile on `point`.
    pub fn pile(&self, point: PointId) -> Pile {
        self.piles[usize::from(point)]
    }

    /// Pieces still in the placement pool.
    pub fn pool(&self) -> u8 {
        self.pool
    }

    /// Loads `player` (0 or 1) has delivered.
    pub fn delivered(&self, player: u8) -> u8 {
        self.delivered[usize::from(player & 1)]
    }

    /// True while `player` carries a load.
    pub fn carrying(&self, player: u8) -> bool {
        self.carrying[usize::from(player & 1)]
    }
}

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum StacksAction {
    /// Put `count` pool pieces on `to`.
    Place,
    /// Lift the top `count` pieces of `from` onto `to` (jumps and slides).
    Lift,
    /// An empty-handed piece walks from `from` to `to`, picking up what lies there.
    Walk,
    /// A loaded piece steps to `to`, keeping its load.
    Step,
    /// A loaded piece steps to `to` and delivers its load there.
    StepAndUnload,
    /// No move is possible.
    Pass,
}

/// A stacks move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct StacksMove {
    /// What the move does.
    pub action: StacksAction,
    /// Where it starts (unused by placements and passes).
    pub from: PointId,
    /// Where it ends.
    pub to: PointId,
    /// Pieces lifted or placed.
    pub count: u8,
}

crate::spec_problems::compile_entry!(StacksSpec => StacksGame);

impl StacksGame {
    /// The name of player `p` (0 or 1).
    pub fn player_name(&self, p: u8) -> &str {
        &self.names[usize::from(p & 1)]
    }
}
