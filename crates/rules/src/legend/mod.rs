//! How the pieces move and what the rules ask, derived from a compiled ruleset for readers:
//! the legend of a game page. Nothing here is written per game; every family has one function
//! that turns its compiled rules into [`LegendItem`]s.
//!
//! - Chess family ([`crate::chess::Variant::legend`]): one item per piece kind, with its Betza
//!   notation and a [`MovePicture`] per region it moves differently in (the destinations from a
//!   representative square of an otherwise empty board, with a screen for hops and a blocker
//!   for lame leaps), plus confinement, promotion and drops in words.
//! - Other families (`crate::spec_legend`): movement, captures (line patterns as
//!   [`LinePattern`]s), phases and goals from the compiled spec.
//!
//! The words are [`Phrase`]s: message ids and values that each edition's catalogue says in
//! its language (`i18n/<lang>/legend*.ftl`).

mod board;
pub(crate) mod words;

pub use crate::phrase::{Arg, Phrase};
pub(crate) use board::passages;

/// A square of a rectangular board as (file, rank), both from 0 at the first player's
/// bottom left.
pub type Cell = (u8, u8);

/// Everything a reader is shown about one ruleset's pieces and rules.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Legend {
    /// The items in the order the ruleset lists its pieces, then the rules of play.
    pub items: Vec<LegendItem>,
}

/// One piece kind, or one part of the rules (movement, captures, goal).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LegendItem {
    /// The piece's id in the ruleset, when the item is a piece.
    pub id: Option<String>,
    /// The piece's name (`legend-piece-name` with the piece's id as a term) or the part's
    /// (`legend-part-captures`).
    pub name: Phrase,
    /// The text drawn on the first player's piece, when the item is a piece.
    pub glyph: Option<String>,
    /// The moves in the ruleset's own notation (Betza for the chess family).
    pub notation: Option<String>,
    /// Sentences, each complete.
    pub lines: Vec<Phrase>,
    /// The moves drawn on small boards.
    pub pictures: Vec<MovePicture>,
    /// Line patterns drawn as rows of stones (folk captures).
    pub patterns: Vec<LinePattern>,
    /// The signs drawn on the board that this item explains (passage arrows, walls).
    pub signs: Vec<BoardSign>,
}

/// A sign drawn on the board itself, shown in the legend beside its meaning.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BoardSign {
    /// A two-headed arrow: a passage moves go through both ways.
    TwoWayArrow,
    /// A one-headed arrow: a passage moves go through one way only.
    OneWayArrow,
    /// A thick line between two cells: no move crosses it.
    Wall,
}

/// A piece's moves from one square of an otherwise empty board, drawn on a crop of it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MovePicture {
    /// Where on the board the moves hold (`outside home`), for the caption; `None` anywhere.
    pub caption: Option<Phrase>,
    /// The moves drawn, in the ruleset's notation.
    pub notation: Option<String>,
    /// Files and ranks of the whole board.
    pub size: (u8, u8),
    /// Pieces stand in cells (true) or on intersections (false).
    pub cells: bool,
    /// The square the piece stands on.
    pub from: Cell,
    /// Its name (`e5`).
    pub from_label: String,
    /// Every destination.
    pub reach: Vec<Reach>,
    /// Pieces placed to show a hop: the piece hops over one of them.
    pub screens: Vec<Cell>,
    /// A piece placed on a leap's path to show what it blocks.
    pub blockers: Vec<Cell>,
    /// The squares of the region the piece stays in or these moves hold in (shaded).
    pub zone: Vec<Cell>,
    /// The figure the piece is drawn as instead of its glyph, if the ruleset gives one.
    pub figure: Option<crate::board::Figure>,
}

/// One destination of a [`MovePicture`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reach {
    /// The square.
    pub at: Cell,
    /// Its name (`f7`).
    pub label: String,
    /// The piece may move there when it is empty.
    pub moves: bool,
    /// The piece may capture an enemy piece there.
    pub captures: bool,
    /// Reached by hopping over one of the picture's screens.
    pub hop: bool,
    /// Squares that must be empty for the leap (the horse's leg, the elephant's eye).
    pub legs: Vec<Cell>,
}

impl Reach {
    /// Whether a piece on one of `blockers` stops this leap.
    pub fn blocked_by(&self, blockers: &[Cell]) -> bool {
        self.legs.iter().any(|leg| blockers.contains(leg))
    }
}

/// A line pattern of a folk capture, e.g. `OOX`: `O` the mover's stone, `X` an enemy stone,
/// `.` an empty point.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LinePattern {
    /// The pattern as written.
    pub cells: String,
    /// Positions where the piece just moved may stand.
    pub moved: Vec<usize>,
    /// Positions captured.
    pub captured: Vec<usize>,
}
