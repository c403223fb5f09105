//! The chess family's own search: alpha-beta with a transposition table, move ordering and
//! an evaluation read out of the compiled rules, the repetition trail of the line searched,
//! and the [`Hints`] that hand the family's move choice to it.

mod alphabeta;
mod eval;
mod ordering;
mod table;
mod trail;

pub use alphabeta::{AlphaBeta, Found, Limits, MATE};
pub use eval::{eval_of, Eval};

use boardlore_rules::chess::{ChessGame, ChessMove, Position};

use crate::search::{Hints, Level, Searches};

impl Hints for ChessGame {
    /// Alpha-beta of its own answers every position.
    const SEARCHES: Searches = Searches {
        whole: false,
        material: false,
        mcts: false,
    };

    fn search_move(
        &self,
        state: &Position,
        level: Level,
        seed: u64,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<(Option<ChessMove>, usize)> {
        let found = AlphaBeta::new(self, seed, keep_going).search(state, Limits::level(level));
        Some((found.best, found.nodes as usize))
    }

    fn evaluate(&self, state: &Position) -> Option<i32> {
        Some(eval_of(self).evaluate(self.variant(), state))
    }
}
