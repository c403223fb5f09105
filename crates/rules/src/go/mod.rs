//! The go family: stones placed on points (or stepped along lines) and groups taken when
//! their last free neighbouring point is filled, described as data by [`GoSpec`] and played
//! by [`GoGame`].
//!
//! # Stones
//!
//! Neighbours are points joined by a drawn line. A group is a set of stones of one colour
//! joined through neighbours; its liberties are the empty points next to it. With `owned`
//! stones (Go) a placement first takes every enemy group left without a liberty, then its own
//! group if that has none (only when `suicide` allows such a move). With `shared` stones
//! (Enclosure Chess) every placed stone has the one shared colour and the targets are the
//! neutral stones set out at the start: the placer is credited with each neutral group the
//! stone closes in.
//!
//! # Move names
//!
//! `e5` places a stone on e5, `c2-c3` steps a stone, `pass` passes.
//!
//! # Position notation
//!
//! The board row by row from the top, rows separated by `/`, each from the left: `.` empty,
//! `x` a stone of the first player, `o` of the second, `#` neutral, `+` shared. Then the player
//! to move (1 or 2), the stones each player has taken (`0,0`), the supply (`-` when unlimited,
//! one number for a shared pool, `a,b` per player), the passes made in a row, the points closed
//! by the ko rule (`-` for none, else comma separated), and the ply count. Example, Enclosure
//! Chess on five lines at the start: `.#.#./#.#.#/.#.#./#.#.#/.#.#. 1 0,0 12 0 - 0`.

mod compile;
mod game;
mod groups;
mod material;
mod notation;
mod prospects;
mod rules;
mod spec;

pub use spec::*;

use crate::board::{Board, PointId};

/// Cell contents: nothing, a player's piece ([`stone`]) or one of the codes below.
pub(crate) use crate::board::{stone, EMPTY};
/// A neutral stone (belongs to nobody).
pub(crate) const NEUTRAL: u8 = 3;
/// A shared stone (placed by either player).
pub(crate) const SHARED: u8 = 4;

/// A compiled go-family ruleset.
#[derive(Clone, Debug)]
pub struct GoGame {
    pub(crate) board: Board,
    /// Line neighbours of each point, flattened: `adjacent[adjacent_at[p]..adjacent_at[p + 1]]`.
    pub(crate) adjacent: Vec<PointId>,
    pub(crate) adjacent_at: Vec<usize>,
    pub(crate) players: [String; 2],
    pub(crate) shared: bool,
    pub(crate) start_cells: Vec<u8>,
    pub(crate) supply: Option<u16>,
    pub(crate) play: Play,
    pub(crate) suicide: bool,
    pub(crate) ko: Ko,
    pub(crate) pass: Pass,
    pub(crate) goal: Goal,
    /// Name, points and value of each bonus.
    pub(crate) bonuses: Vec<(String, Vec<PointId>, i32)>,
    pub(crate) move_limit: Option<u32>,
    pub(crate) neutral_glyph: String,
    pub(crate) shared_glyph: String,
    /// Points in notation order, row by row from the top.
    pub(crate) rows: Vec<Vec<PointId>>,
}

/// A complete go-family position.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct GoState {
    /// Per point: `EMPTY`, a player's stone, `NEUTRAL` or `SHARED`.
    pub(crate) cells: Vec<u8>,
    pub(crate) to_move: u8,
    /// Stones taken (credited) per player.
    pub(crate) taken: [u16; 2],
    /// Stones left to place: the pool in `[0]` when shared, per player when owned.
    pub(crate) supply: [u16; 2],
    /// Passes made in a row.
    pub(crate) passes: u8,
    /// Points the player to move may not play on (ko).
    pub(crate) closed: Vec<PointId>,
    pub(crate) ply: u32,
}

impl GoState {
    /// Stones player `p` has taken (or been credited with).
    pub fn taken(&self, p: u8) -> u16 {
        self.taken[usize::from(p & 1)]
    }
}

/// A go-family move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GoMove {
    /// Put a stone on an empty point.
    Place(PointId),
    /// Move a stone to a neighbouring empty point.
    Step(PointId, PointId),
    /// Give up the turn.
    Pass,
}

crate::spec_problems::compile_entry!(GoSpec => GoGame);

impl GoGame {
    /// The name of player `p` as the ruleset gives it.
    pub fn player_name(&self, p: u8) -> &str {
        &self.players[usize::from(p & 1)]
    }

    /// The points joined to `p` by a drawn line.
    pub(crate) fn neighbours(&self, p: PointId) -> &[PointId] {
        let p = usize::from(p);
        &self.adjacent[self.adjacent_at[p]..self.adjacent_at[p + 1]]
    }

    /// The score of each player if the game ended now, by the ruleset's goal.
    pub fn scores(&self, state: &GoState) -> [i32; 2] {
        match self.goal {
            Goal::Area => self.area_scores(state),
            Goal::Captures | Goal::FirstCapture => state.taken.map(i32::from),
        }
    }
}
