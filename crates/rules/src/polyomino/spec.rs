//! The polyomino-family ruleset as written in YAML (`rules: { family: polyomino, ... }`).
//!
//! Each piece covers several points at once: a polyomino given by its cells on a square grid
//! (turned in every quarter turn), or a triangle of three mutually joined points. Players
//! place their pieces in turn and, when the ruleset says so, then slide them whole.
//! [`PolyominoSpec::compile`](super::PolyominoSpec::compile) checks it and builds a
//! [`PolyominoGame`](super::PolyominoGame).

use serde::Deserialize;

use crate::board::BoardSpec;
use crate::spec_fields::read_by_kind;

/// The `rules` of a polyomino-family ruleset.
///
/// ```yaml
/// rules:
///   family: polyomino
///   board: { kind: square, files: 9, ranks: 9, style: cells }
///   piece: { kind: cells, cells: [[0, 0], [1, 0], [0, 1]] }
///   players: [{ name: Red, glyph: R, pieces: 8 }, { name: Blue, glyph: B, pieces: 8 }]
///   then: slide
///   slide: [n, e, s, w]
///   move-limit: 300
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PolyominoSpec {
    /// The board (at most 128 points).
    pub board: Box<BoardSpec>,
    /// The shape every piece has.
    pub piece: PieceShape,
    /// The two players in turn order, with the number of pieces each one places.
    pub players: Vec<PolyominoPlayerSpec>,
    /// What follows when every piece is placed.
    #[serde(default)]
    pub then: AfterPlacing,
    /// Directions a piece may slide in (board direction names), for `then: slide`.
    #[serde(default)]
    pub slide: Vec<String>,
    /// A draw after this many plies (sliding can go on for ever).
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub move_limit: Option<u32>,
}

/// The shape of the pieces.
///
/// Read as a flat set of fields checked against the `kind` (see `spec_fields`).
#[derive(Clone, Debug)]
pub enum PieceShape {
    /// A polyomino: its cells as grid offsets `[x, y]`, in every quarter turn (and mirrored
    /// when `mirror` is true).
    Cells {
        /// The cells of the piece in one orientation.
        cells: Vec<[i32; 2]>,
        /// Mirror images are allowed as well as turns.
        mirror: bool,
    },
    /// Three points each joined to the other two by a drawn line.
    Triangle,
}

read_by_kind! {
    PieceShape from ShapeFields, kind ShapeKind {
        /// The cells of a polyomino.
        cells: Vec<[i32; 2]>,
        /// Mirror images allowed.
        mirror: bool,
    }
    Cells = "cells" { cells: required, mirror: default },
    Triangle = "triangle" {},
}

/// One player of a polyomino game.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PolyominoPlayerSpec {
    /// The player's name, e.g. `Red`.
    pub name: String,
    /// The letter or character drawn on the player's pieces.
    pub glyph: String,
    /// Pieces the player has to place.
    #[serde(deserialize_with = "crate::spec_fields::at_least_one")]
    pub pieces: u8,
}

/// What follows the placing.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum AfterPlacing {
    /// Nothing: the game is placement only.
    #[default]
    Nothing,
    /// Players slide their own pieces one step, without turning them.
    Slide,
}
