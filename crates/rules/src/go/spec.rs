//! The go-family ruleset as written in YAML (`rules: { family: go, ... }`).
//!
//! A go-family game puts stones on the points of a board (or steps them along its lines) and
//! takes every group of stones left without a free neighbouring point. The vocabulary covers
//! stones owned by the players as in Go, and stones shared by both players whose placer is
//! credited with what they enclose, as in Enclosure Chess.

use std::collections::BTreeMap;

use serde::Deserialize;

use crate::board::BoardSpec;

/// The `rules` of a go-family ruleset.
///
/// ```yaml
/// rules:
///   family: go
///   board: { kind: square, files: 17, ranks: 17, style: intersections }
///   players: [White, Black]
///   start: { first: [g3, o3], second: [c3, k3] }
///   ko: tibetan
///   goal: area
///   bonuses: [{ name: all four corners, points: [a1, q1, a17, q17], value: 20 }]
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct GoSpec {
    /// The board; stones stand on its points and neighbours are points joined by a drawn line.
    pub board: Box<BoardSpec>,
    /// The players' names in turn order (the first one moves first).
    #[serde(default = "default_players")]
    pub players: Vec<String>,
    /// Whose the placed stones are: each player's own (`owned`) or both players' (`shared`).
    #[serde(default)]
    pub stones: Stones,
    /// Stones on the board before the first move: point labels or region names per owner.
    #[serde(default)]
    pub start: StartSpec,
    /// Stones available for placing: one common pool when stones are shared, otherwise each
    /// player's own; unlimited when absent.
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub supply: Option<u16>,
    /// What a move is.
    #[serde(default)]
    pub play: Play,
    /// A player may make a move that leaves their own group without a free point (taking
    /// nothing); the group is then removed. Forbidden by default.
    #[serde(default)]
    pub suicide: bool,
    /// Which points are closed to a player just after a capture.
    #[serde(default)]
    pub ko: Ko,
    /// When a player may pass.
    #[serde(default)]
    pub pass: Pass,
    /// How the game is won.
    pub goal: Goal,
    /// Extra points for controlling every point of a set at the end (area goal only).
    #[serde(default)]
    pub bonuses: Vec<BonusSpec>,
    /// The game ends after this many plies and is decided by the goal as it then stands.
    #[serde(
        default,
        deserialize_with = "crate::spec_fields::optional_at_least_one"
    )]
    pub move_limit: Option<u32>,
    /// The text drawn on shared and neutral stones, e.g. `{ neutral: 黑 }`.
    #[serde(default)]
    pub glyphs: BTreeMap<String, String>,
}

fn default_players() -> Vec<String> {
    vec!["Black".to_string(), "White".to_string()]
}

/// Whose the placed stones are.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Stones {
    /// Each player places stones of their own colour; groups of the opponent are taken.
    #[default]
    Owned,
    /// Both players place stones of one shared colour; neutral stones left without a free
    /// neighbour are taken and credited to the player who placed the closing stone.
    Shared,
}

/// The stones standing on the board at the start.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct StartSpec {
    /// The first player's stones.
    #[serde(default)]
    pub first: Vec<String>,
    /// The second player's stones.
    #[serde(default)]
    pub second: Vec<String>,
    /// Stones that belong to nobody: targets when stones are shared, walls otherwise.
    #[serde(default)]
    pub neutral: Vec<String>,
}

/// What a move is.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Play {
    /// Put a stone from the supply on an empty point.
    #[default]
    Place,
    /// Move one of one's stones to a neighbouring empty point along a line.
    Step,
}

/// Which points are closed to a player just after a capture.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Ko {
    /// No restriction.
    None,
    /// The basic ko: a single stone that has just taken a single stone may not be retaken at
    /// once.
    #[default]
    Simple,
    /// The Tibetan rule: no stone may be placed on any point from which stones were removed
    /// by the move just made.
    Tibetan,
}

/// When a player may pass.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Pass {
    /// At any turn; two passes in a row end the game.
    #[default]
    Always,
    /// Only when no other move is legal; two passes in a row end the game.
    WhenBlocked,
    /// Never; a player without a legal move ends the game.
    Never,
}

/// How the game is won.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Goal {
    /// Area count: own stones on the board plus empty points bordered only by one's own
    /// stones, plus bonuses; more wins.
    Area,
    /// More stones taken wins.
    Captures,
    /// The first player to take a stone wins; otherwise a draw.
    FirstCapture,
}

/// Extra points for controlling a set of points at the end.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct BonusSpec {
    /// What the bonus is for, in a reader's words.
    pub name: String,
    /// The points (labels or region names); a player controls a point holding their stone or
    /// lying in their territory.
    pub points: Vec<String>,
    /// Points added to the score of the player who controls all of them.
    pub value: i32,
}
