//! Game records as text: the one format the web board exports and imports and
//! `boardlore arena --record` writes, PGN's form with the engine's move names:
//!
//! ```text
//! [Game "xiangqi"]
//! [Ruleset "main"]
//! [FEN "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1"]
//!
//! 1. h3e3 h10g8 (1... b10c8 2. h1g3) 2. b1c3 *
//! ```
//!
//! Headers come first, one a line, `[Name "value"]` (`\"` and `\\` inside a value stand for `"`
//! and `\`). `Game` and `Ruleset` name the entry and its ruleset; the start position is under
//! `FEN` for the chess family (Fairy-Stockfish's FEN) and under `Position` for the others (the
//! family's own notation); other headers are kept and mean nothing to the reader. The moves
//! follow, each as the engine names it, numbered by rounds (`1.`, and `1...` where a round is
//! entered in the middle); a variation stands in parentheses after the move it replaces and may
//! hold variations of its own. Reading passes over move numbers, results (`1-0`, `0-1`,
//! `1/2-1/2`, `*`), annotation glyphs (`$1`) and comments in braces. A file may hold several
//! games: a header after moves starts the next.

mod read;
mod tree;
mod write;

#[cfg(test)]
mod tests;

pub use read::{read_games, read_record, RecordError, MAX_VARIATION_DEPTH};
pub use tree::{MoveTree, NodeId};
pub use write::write_record;

/// One game's record: its headers in the order written, and its tree of moves.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Record {
    /// The headers, `(name, value)`, in order.
    pub headers: Vec<(String, String)>,
    /// The moves, variations included.
    pub tree: MoveTree,
}

impl Record {
    /// The value of the first header named `name`.
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, v)| v.as_str())
    }

    /// The game id (`Game`).
    pub fn game(&self) -> Option<&str> {
        self.header("Game").filter(|g| !g.trim().is_empty())
    }

    /// The ruleset id (`Ruleset`).
    pub fn ruleset(&self) -> Option<&str> {
        self.header("Ruleset").filter(|r| !r.trim().is_empty())
    }

    /// The start position (`FEN` or `Position`), when the record gives one.
    pub fn position(&self) -> Option<&str> {
        self.header("FEN")
            .or_else(|| self.header("Position"))
            .map(str::trim)
            .filter(|p| !p.is_empty())
    }

    /// The record of one line of moves, each with the player (numbered from 0) who made it.
    pub fn line(headers: Vec<(String, String)>, moves: &[(String, u8)]) -> Record {
        let mut tree = MoveTree::default();
        let mut at = MoveTree::START;
        for (name, mover) in moves {
            at = tree.add(at, name, *mover);
        }
        Record { headers, tree }
    }
}
