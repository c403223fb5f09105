//! The chess family: pieces in Betza notation plus rule flags, compiled once into per-square
//! move tables, with Fairy-Stockfish FEN positions and UCI move names.
//!
//! - [`spec`]: the YAML vocabulary ([`ChessSpec`]); [`betza`]: the move notation.
//! - `compile` (with `compile_pieces`): the spec checked and compiled into a [`Variant`]
//!   (`variant`) with leap, ray and reverse-attack `tables`.
//! - The rules: `movegen` (piece moves), `specials` (king leap, castling, pass), `drops`
//!   (setups and drops), `attacks`, `make` and `legality`, and `rules` for the ends of games;
//!   `repetition`: the rules that look back over the game's history; `chase`: which moves of a
//!   repeated cycle chase an enemy piece; `facing`: janggi's rules on facing kings; `swap`: the
//!   stalemated king's swap; `count_rights`: who keeps makruk's board count; `arrange`: start
//!   arrangements chosen before play.
//! - `position` and `notation`: positions and their Fairy-Stockfish FEN; `fen_fields`: the
//!   fields after the board; `fen_material`: the pieces a position may hold.
//! - `move_notation`: moves named as the ruleset's `tradition` writes them (SAN, WXF and
//!   Chinese, Japanese and Western shogi, Korean janggi), in `notation_san`,
//!   `notation_xiangqi`, `notation_shogi` and `notation_janggi`.
//! - `legend` (with `legend_lines` and `legend_rules`): the legend of a game page, each
//!   piece's moves drawn and the rest as phrases said by `i18n/<lang>/legend-chess.ftl`.
//! - [`ChessGame`]: the [`Game`](crate::game::Game) contract, perft included.

mod arrange;
mod attacks;
pub mod betza;
mod chase;
mod chase_board;
mod compile;
mod compile_pieces;
mod count_rights;
mod counting;
mod drops;
mod facing;
mod fen_fields;
mod fen_material;
mod game;
mod keys;
mod legality;
mod legend;
mod legend_lines;
mod legend_rules;
mod make;
mod move_notation;
mod movegen;
mod notation;
mod notation_janggi;
mod notation_san;
mod notation_shogi;
mod notation_xiangqi;
mod position;
mod repetition;
mod rules;
pub mod spec;
mod specials;
mod swap;
mod tables;
mod values;
mod variant;

pub use game::ChessGame;
pub use keys::PositionKeys;
pub use movegen::{ChessMove, MoveKind, Undo};
pub use position::{History, Position, Seen, Step};
pub use spec::{ChessSpec, Tradition};
pub use tables::SquareSet;
pub use variant::Variant;

crate::spec_problems::compile_entry!(ChessSpec => ChessGame);
