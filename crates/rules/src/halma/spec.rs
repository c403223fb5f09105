//! The halma-family ruleset as written in YAML (`rules: { family: halma, ... }`).
//!
//! A vocabulary for races in which pieces step or leap over other pieces to reach a goal
//! area: chains of leaps that may not come back to a point, kinds of piece whose leaps depend
//! on kind and owner, a set-out phase, shared pieces moved as part of a turn, driving enemy
//! pieces out of the goal, and a reply granted to the second player.

use serde::Deserialize;

use crate::board::BoardSpec;

/// The `rules` of a halma-family ruleset.
///
/// ```yaml
/// rules:
///   family: halma
///   board: { kind: square, files: 3, ranks: 7, style: intersections, links: alquerque }
///   players:
///     - { name: Red, start: [a1, b1, c1], goal: blue-home }
///     - { name: Blue, start: [a7, b7, c7], goal: red-home }
///   shared: { start: [a4, b4, c4], leaps: { own: any, enemy: any, shared: any } }
///   leaps: { own: any, enemy: any, shared: none }
///   turn: [shared, own]
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct HalmaSpec {
    /// The board (at most 64 points).
    pub board: Box<BoardSpec>,
    /// Exactly two players; the first moves first.
    pub players: Vec<HalmaPlayerSpec>,
    /// Kinds of piece (shapes); one plain kind when absent.
    #[serde(default)]
    pub kinds: Vec<KindSpec>,
    /// What the players' pieces may leap over.
    #[serde(default)]
    pub leaps: LeapSpec,
    /// Pieces that belong to nobody and that either player moves.
    #[serde(default)]
    pub shared: Option<SharedSpec>,
    /// The moves of one turn, in order: `own` (a piece of the mover) or `shared`.
    #[serde(default = "own_only")]
    pub turn: Vec<TurnPart>,
    /// After a leap the same piece may leap again, never onto a point it has already stood on
    /// during the move, or stop.
    #[serde(default = "yes")]
    pub chains: bool,
    /// A step from outside its goal onto a goal point held by an enemy piece drives that piece
    /// off; the mover puts it on any empty point.
    #[serde(default)]
    pub drive_off: bool,
    /// When the first player completes its goal, the second player gets one more turn and
    /// draws by completing its own.
    #[serde(default)]
    pub reply: bool,
    /// A draw after this many moves (plies).
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub move_limit: Option<u16>,
}

fn own_only() -> Vec<TurnPart> {
    vec![TurnPart::Own]
}

fn yes() -> bool {
    true
}

/// One player.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct HalmaPlayerSpec {
    /// Name used in outcomes, e.g. `Red`.
    pub name: String,
    /// Points holding this player's pieces at the start (of the first kind).
    #[serde(default)]
    pub start: Vec<String>,
    /// A set-out: pieces in hand per kind (in the order of `kinds`), placed one at a time on
    /// the region `set-out-region` before play, the players taking turns, the first player
    /// first; play then starts with the first player.
    #[serde(default)]
    pub set_out: Vec<u8>,
    /// Where the set-out pieces go.
    #[serde(default)]
    pub set_out_region: Option<String>,
    /// The region every one of this player's pieces must stand in to win.
    pub goal: String,
}

/// A kind of piece.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct KindSpec {
    /// Piece id, e.g. `square`.
    pub id: String,
    /// One letter for the position notation (upper case for the first player's pieces).
    pub letter: char,
    /// Text drawn on the piece per player.
    pub glyphs: Vec<String>,
}

/// What a moving piece may leap over, by the owner of the piece leapt.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct LeapSpec {
    /// The mover's own pieces.
    #[serde(default)]
    pub own: LeapOver,
    /// The opponent's pieces.
    #[serde(default)]
    pub enemy: LeapOver,
    /// Shared pieces.
    #[serde(default)]
    pub shared: LeapOver,
}

impl Default for LeapSpec {
    fn default() -> Self {
        LeapSpec {
            own: LeapOver::Any,
            enemy: LeapOver::Any,
            shared: LeapOver::Any,
        }
    }
}

/// Which pieces of one owner may be leapt, compared with the leaping piece's kind.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum LeapOver {
    /// Any of them.
    #[default]
    Any,
    /// Only those of the leaping piece's kind.
    SameKind,
    /// Only those of another kind.
    OtherKind,
    /// None of them.
    None,
}

/// Shared pieces.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct SharedSpec {
    /// Where they start.
    pub start: Vec<String>,
    /// Text drawn on them.
    #[serde(default)]
    pub glyph: Option<String>,
    /// What a shared piece may leap over (`own` and `enemy` are the mover's and the
    /// opponent's pieces).
    #[serde(default)]
    pub leaps: LeapSpec,
}

/// One move of a turn.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum TurnPart {
    /// One of the mover's pieces.
    Own,
    /// A shared piece.
    Shared,
}
