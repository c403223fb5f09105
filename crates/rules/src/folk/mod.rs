//! The folk family: placement, line and shape captures, races, connections, shared pieces and
//! edge-drawing games, all described as data by [`FolkSpec`] and played by [`FolkGame`].
//!
//! # Position notation
//!
//! Board games with pieces write the points row by row from the top row (the second player's
//! side) down, rows separated by `/`, each row left to right: `x` a first-player piece, `o` a
//! second-player piece (`y` and `z` the third and fourth players' where a ruleset has more
//! seats, see `seats.rs`), `s` a shared piece, a number for that many empty points. Irregular
//! boards group their points by drawn row the same way. Then the side to move (`x`, `o`, ...),
//! then optional fields only when they matter: `hand:13,12` (pieces in hand), `credit:2,1`
//! (captures owed after placement), `remove:2` (enemy pieces the side to move still chooses),
//! `owe:0,1` (own pieces each player still gives up of their own choice), `once:0,1`
//! (once-per-game turns left, written once one is used),
//! `chain:d4` or `chain:any` (a capture chain under way), `protect:a1,b2` (pieces in a scored
//! shape), `ply:17`, `quiet:3`, `last:x` (who moved last, for shared pieces). Example, the
//! Er Chi Yi start: `ooooo/5/5/5/xxxxx x`. Turns of several stones add `turn:1,1` (own and
//! shared stones left in the turn), `openers:2` (opening turns to come) and `tokens:5,5`.
//!
//! Edge games (Modianqi, Ten-Point) write every edge in order (the horizontal edges row by row
//! from the bottom, each row from the left, then the vertical edges in the same order) as `.` undrawn, `x`
//! or `o` for who drew it; then the boxes row by row from the bottom (`.`, `x`, `o` for the
//! owner); then the side to move. Moves are `a1-a2` (a step, or an edge between two dots), `c3`
//! (a placement), `xc3` (removing the enemy piece on c3) and `pass` (ending a chain).

mod boxes;
pub mod canonical;
mod captures;
mod compile;
mod enclose_all;
mod enclosure;
mod endings;
mod game;
mod goals;
mod group_scores;
mod in_a_row;
mod material;
mod moves;
mod notation;
mod once_per_game;
mod pairs;
mod paths;
mod piece_marks;
mod placement_order;
mod prospects;
pub mod reachable;
mod rim;
mod rules;
mod seats;
mod shape_captures;
mod shapes;
mod spec;
mod state;
mod surrender;
mod turn_plan;

pub use group_scores::GroupScoresSpec;
pub use in_a_row::InARowSpec;
pub use moves::spec::*;
pub use once_per_game::OncePerGameSpec;
pub use paths::{PathChain, PathSpec};
pub use shape_captures::{ShapeCaptureSpec, ShapeTake, ShapeTrigger};
pub use spec::*;
pub use state::{FolkAction, FolkMove, FolkState};
pub use turn_plan::{TurnSpec, TurnsSpec};

use crate::board::{Board, PointId};

/// A compiled folk ruleset.
#[derive(Clone, Debug)]
pub struct FolkGame {
    pub(crate) board: Board,
    /// Per seat, in turn order: two, or more where a reading needs them (see `seats.rs`).
    pub(crate) players: Vec<PlayerRules>,
    pub(crate) shared: Option<(String, Vec<PointId>)>,
    /// Per player, the points a piece may be placed on.
    pub(crate) placement: [Vec<bool>; 2],
    /// Directions of a two-stone placement, when a turn places a pair.
    pub(crate) pair: Option<Vec<usize>>,
    /// The placing ends once a turn leaves the board full; pieces still in hand are put aside.
    pub(crate) until_full: bool,
    pub(crate) movement: Option<Movement>,
    pub(crate) captures: Vec<Capture>,
    pub(crate) patterns: Option<Patterns>,
    pub(crate) chain: Option<Chain>,
    pub(crate) boxes: Option<boxes::Boxes>,
    pub(crate) goals: Goals,
    /// Per point, the drawn lines through it and its index on each.
    pub(crate) lines_through: Vec<Vec<(usize, usize)>>,
    /// Per drawn line, whether it is a row or column (not a diagonal).
    pub(crate) line_is_orthogonal: Vec<bool>,
    /// Hops, jumps, promotion, replacement, royal pieces, rotation and their goals.
    pub(crate) moves: moves::compile::MoveRules,
    /// Turns of several stones, with tokens (Connect-8).
    pub(crate) turns: Option<turn_plan::TurnPlan>,
    /// The n-in-a-row goal.
    pub(crate) in_a_row: Option<in_a_row::InARow>,
    /// Captures of the pieces making a shape (radish, spear rack).
    pub(crate) shape_captures: Vec<shape_captures::ShapeCapture>,
    /// Moves made of several steps and jumps (`path`).
    pub(crate) path: Option<paths::Path>,
    /// The symmetries the board and the rules share, found when the solver first asks.
    pub(crate) symmetries: std::sync::OnceLock<Vec<canonical::StateMap>>,
    /// Per seat, the steps along the drawn lines from each point to its home region (a race
    /// home's count for the search), found when the search first asks.
    pub(crate) home_steps: std::sync::OnceLock<Vec<crate::board::GoalSteps>>,
    /// Where the rewarded lines may stand (the search's prospects), found when it first asks.
    pub(crate) places: std::sync::OnceLock<prospects::Places>,
    /// Regions that open for placing in turn, and onward movement through them.
    pub(crate) order: Option<placement_order::PlacementOrder>,
    /// Enemy pieces of the once-per-game removal (0: no such turn).
    pub(crate) once_remove: u8,
}

#[derive(Clone, Debug)]
pub(crate) struct PlayerRules {
    pub name: String,
    pub glyph: String,
    pub start: Vec<PointId>,
    pub reserve: u8,
    pub directions: Vec<usize>,
}

#[derive(Clone, Debug)]
pub(crate) struct Movement {
    pub kind: MoveKindSpec,
    pub max_steps: u8,
    pub along_lines: bool,
    pub lone_piece: Option<MoveKindSpec>,
    pub fly_at: Option<u8>,
}

/// One symbol of a line pattern.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Sym {
    Own,
    Enemy,
    Empty,
}

#[derive(Clone, Debug)]
pub(crate) enum Capture {
    Line {
        name: String,
        pattern: Vec<Sym>,
        moved: Vec<usize>,
        capture: Vec<usize>,
        exact_line: bool,
        lines: LineClass,
    },
    FullLine {
        name: String,
        pieces: usize,
        remove: u8,
        lines: LineClass,
    },
    Withdrawal {
        name: String,
        /// A player whose pulls starting in the region take nothing.
        not_from: Option<(u8, Vec<bool>)>,
        /// A player whose pulls cannot take a piece standing in the region.
        not_taking_in: Option<(u8, Vec<bool>)>,
    },
    Enclosed {
        name: String,
        group: bool,
    },
    EdgeRun {
        name: String,
        /// The rim's points in order round the board (a closed loop).
        rim: Vec<PointId>,
        /// Per point, its index on the rim.
        rim_index: Vec<Option<usize>>,
        /// Per rim index, whether the rim turns there (a corner).
        corner: Vec<bool>,
    },
}

#[derive(Clone, Debug)]
pub(crate) struct Patterns {
    /// Every placed instance of every shape: shape index and its points.
    pub instances: Vec<(usize, Vec<PointId>)>,
    /// Per point, the instances that contain it.
    pub through: Vec<Vec<usize>>,
    pub names: Vec<String>,
    pub values: Vec<u8>,
    /// Per shape, the points it is worth (scoring games).
    pub points: Vec<u8>,
    /// Per shape, the pieces the opponent then gives up of their own choice.
    pub surrenders: Vec<u8>,
    pub protect: bool,
    pub defer_during_placement: bool,
    pub none_formed: u8,
}

#[derive(Clone, Debug)]
pub(crate) struct Chain {
    pub same_piece: bool,
    pub optional: bool,
    /// Per player, continuation directions.
    pub directions: [Vec<usize>; 2],
    /// Indexes into `captures` a continuation may use.
    pub captures: Vec<usize>,
}

#[derive(Clone, Debug)]
pub(crate) struct Goals {
    pub no_moves: NoMoves,
    pub capture_all: bool,
    /// Player (None: whoever moved last) and target points.
    pub reach: Option<(Option<u8>, Vec<bool>)>,
    pub connect: Vec<Vec<bool>>,
    pub lone_pieces_draw: bool,
    pub move_limit: Option<u16>,
    pub quiet_limit: Option<u16>,
    /// A player whose pieces all lack an empty neighbour loses.
    pub enclose_all: bool,
    /// Board-full, move-limit, capture-count and shape-forming endings.
    pub endings: endings::Endings,
    /// Points of connected groups, by size.
    pub group_scores: Option<group_scores::GroupScores>,
    /// The decision once neither player can move.
    pub neither_moves: Option<EndResult>,
}

crate::spec_problems::compile_entry!(FolkSpec => FolkGame);

impl FolkGame {
    /// Plies left before the ruleset's move limit ends the game in `state`, if it has one.
    pub fn plies_left(&self, state: &FolkState) -> Option<u16> {
        (self.goals.move_limit).map(|limit| limit.saturating_sub(state.ply))
    }

    /// The name of player `p` as the ruleset gives it.
    pub fn player_name(&self, p: u8) -> &str {
        &self.players[usize::from(p) % self.players.len()].name
    }

    /// True when `player` has one connected group touching every region of the connection
    /// goal (Santong Qi); false when the ruleset has no connection goal.
    pub fn connects_all(&self, state: &FolkState, player: u8) -> bool {
        goals::connects(self, state, player)
    }

    /// The state with the pieces of the start position replaced: one `(point, occupant)` pair
    /// per piece, occupant the seat (0 for the first player) or, from the number of seats up
    /// (2 in a two-player game), a shared piece.
    pub fn with_pieces(&self, state: &FolkState, pieces: &[(PointId, u8)]) -> FolkState {
        let mut next = state.clone();
        next.cells.iter_mut().for_each(|c| *c = state::EMPTY);
        for &(p, who) in pieces {
            if usize::from(p) < next.cells.len() {
                next.cells[usize::from(p)] = if who >= self.seats() {
                    state::SHARED
                } else {
                    state::stone(who)
                };
            }
        }
        next
    }
}
