//! The halma family: races in which pieces step to a neighbouring point or leap over other
//! pieces, often in chains, to bring every piece into a goal area. Described as data by
//! [`HalmaSpec`] and played by [`HalmaGame`].
//!
//! # Turns
//!
//! A turn is one or more moves in the order of `turn` (Nine Elders Chess: a shared piece, then
//! one's own). A leap that can be followed by another is played as a chain of plies by the same
//! player: each ply is one leap, and `stop` (clicking the leaping piece again) ends the chain.
//! A move with nothing to move is skipped; when neither player can move the game is drawn.
//! Pieces set out before play are placed one at a time, the players taking turns, the first
//! player first; play then starts with the first player.
//!
//! # Position notation
//!
//! The points row by row from the top (the row with the highest grid y), each row left to
//! right, rows separated by `/`: a kind's letter in upper case for a first-player piece, in
//! lower case for a second-player piece, `*` for a shared piece, a number for that many empty
//! points. Then the player to move (`1` or `2`), then only when they matter: `part:2` (the
//! second move of the turn), `chain:c3` and `visited:a1,b2` (a leap chain under way and the
//! points it has stood on), `hand:5.5,0.0` (pieces still to set out, per player and kind),
//! `reply` (the second player's last turn), `ply:17`, `blocked`. Moves: `c1` ... `d2` are
//! written `c1-d2` for a step, `c1^e3` for a leap, `c1-c2>b5` for a step that drives the piece
//! on c2 off to b5, `square@b2` for a set-out placement, `stop` to end a chain.

mod compile;
mod game;
mod material;
mod notation;
mod rules;
mod shut_in;
mod spec;

pub use spec::*;

use crate::board::{Board, PointId};

/// Cell contents: nothing, a player's piece ([`stone`]) or one of the codes below.
pub(crate) use crate::board::{stone, EMPTY};
/// Occupant code of a shared piece.
pub(crate) const SHARED: u8 = 3;

/// A compiled halma ruleset.
#[derive(Clone, Debug)]
pub struct HalmaGame {
    pub(crate) board: Board,
    pub(crate) names: [String; 2],
    pub(crate) start: [Vec<PointId>; 2],
    pub(crate) set_out: [Vec<u8>; 2],
    /// Per player, the points its set-out pieces may go on.
    pub(crate) set_out_region: [Vec<bool>; 2],
    /// Per player, its goal.
    pub(crate) goal: [Vec<bool>; 2],
    /// Per player, the steps from each point to its goal (see `material`).
    pub(crate) goal_steps: [crate::board::GoalSteps; 2],
    /// Per player, how deep each point of its goal lies in it (see `material`).
    pub(crate) goal_depth: [crate::board::GoalSteps; 2],
    pub(crate) kinds: Vec<Kind>,
    pub(crate) leaps: LeapSpec,
    pub(crate) shared_start: Vec<PointId>,
    pub(crate) shared_glyph: String,
    pub(crate) shared_leaps: LeapSpec,
    pub(crate) turn: Vec<TurnPart>,
    pub(crate) chains: bool,
    pub(crate) drive_off: bool,
    pub(crate) reply: bool,
    pub(crate) move_limit: Option<u16>,
}

/// A compiled kind of piece.
#[derive(Clone, Debug)]
pub(crate) struct Kind {
    pub id: String,
    pub letter: char,
    pub glyphs: [String; 2],
}

/// A complete halma position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HalmaState {
    /// Per point: 0 empty, 1 first player, 2 second player, 3 shared.
    pub(crate) cells: Vec<u8>,
    /// Per point, the kind of the piece standing there (0 when empty).
    pub(crate) kinds: Vec<u8>,
    pub(crate) to_move: u8,
    /// Index of the current move in the turn.
    pub(crate) part: u8,
    /// The piece continuing a leap chain.
    pub(crate) chain: Option<PointId>,
    /// Bit per point: points the chaining piece has stood on during this move.
    pub(crate) visited: u64,
    /// Per player, pieces still to set out per kind.
    pub(crate) hand: [Vec<u8>; 2],
    /// The second player is playing the turn granted after the first player finished.
    pub(crate) reply: bool,
    /// Plies played after the set-out.
    pub(crate) ply: u16,
    /// Neither player can move.
    pub(crate) blocked: bool,
}

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum HalmaAction {
    /// Set out a piece of kind `extra` from the hand on `to`.
    Place,
    /// Step from `from` to the neighbouring empty point `to`.
    Step,
    /// Leap from `from` over one piece onto `to`.
    Leap,
    /// End a leap chain.
    Stop,
    /// Step from `from` onto `to`, held by an enemy piece, which goes to `extra`.
    Drive,
}

/// A halma move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HalmaMove {
    /// What the move does.
    pub action: HalmaAction,
    /// Start point.
    pub from: PointId,
    /// Target point.
    pub to: PointId,
    /// The kind set out (`Place`) or where the driven-off piece goes (`Drive`).
    pub extra: PointId,
}

crate::spec_problems::compile_entry!(HalmaSpec => HalmaGame);

impl HalmaGame {
    /// The name of player `p`.
    pub fn player_name(&self, p: u8) -> &str {
        &self.names[usize::from(p & 1)]
    }

    /// True when player `p` has pieces and every one of them stands in its goal.
    pub fn completed(&self, s: &HalmaState, p: u8) -> bool {
        let code = stone(p);
        let mut any = false;
        for (i, &c) in s.cells.iter().enumerate() {
            if c == code {
                if !self.goal[usize::from(p)][i] {
                    return false;
                }
                any = true;
            }
        }
        any && s.hand[usize::from(p)].iter().all(|&n| n == 0)
    }
}
