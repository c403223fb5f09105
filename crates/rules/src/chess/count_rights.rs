//! Who keeps the board's honour count, and what that side may do with it
//! (`weaker-side-counts`, makruk as the seed gives it): once no pawns are left, the side at a
//! disadvantage counts; its count stops when it captures or when it chooses to stop (a move of
//! its own, `stop-counting`, after which it still makes its move); a mate it delivers while its
//! count runs is a draw. A stopped count starts again only after the other side captures.
//! The pieces' honour count against a bare king is kept by the bare king and is not changed.

use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::spec::CountingRule;
use super::variant::Variant;
use crate::game::Outcome;
use crate::phrase::Phrase;
use crate::spec_problems::SpecError;

/// `Flags::counter` when no side keeps a board count.
pub const NO_COUNTER: u8 = 2;

/// The name of the move that stops a count, and its label on the board.
pub const STOP_COUNTING: (&str, &str) = ("stop-counting", "Stop counting");

impl Variant {
    /// Checks that `weaker-side-counts` has a board honour count to keep, and prices the
    /// piece types for judging who is at a disadvantage.
    pub(super) fn prepare_count_rights(&mut self) -> Result<(), Vec<SpecError>> {
        let board_count = matches!(
            self.counting,
            Some(CountingRule::Makruk | CountingRule::Cambodian)
        );
        if self.weaker_side_counts && !board_count {
            return Err(vec![SpecError::new(
                "weaker-side-counts",
                "only a board honour count has a side that keeps it",
            )
            .with_hint("use it with `counting: makruk` or `counting: cambodian`")]);
        }
        if self.weaker_side_counts {
            let n = self.n() as u8;
            self.type_worth = (0..self.pieces.len())
                .map(|t| (0..n).map(|sq| self.reach(0, t, sq)).sum::<f64>() / f64::from(n))
                .collect();
        }
        Ok(())
    }

    /// What a piece is worth for judging a disadvantage: the mean of what it reaches from each
    /// square of an empty board (the evaluation's measure); royal pieces count nothing.
    fn worth(&self, pos: &Position, side: usize) -> f64 {
        (0..self.pieces.len())
            .filter(|&t| !self.pieces[t].royal)
            .map(|t| f64::from(pos.counts[side][t]) * self.type_worth[t])
            .sum()
    }

    /// The side with less material, if the two differ.
    fn weaker_side(&self, pos: &Position) -> Option<u8> {
        let (white, black) = (self.worth(pos, 0), self.worth(pos, 1));
        if (white - black).abs() < 1e-9 {
            None
        } else {
            Some(u8::from(black < white))
        }
    }

    /// A board count runs (neither side is down to its king).
    fn board_count_runs(&self, pos: &Position) -> bool {
        pos.flags.count_limit != 0 && pos.army(self, 0) > 0 && pos.army(self, 1) > 0
    }

    fn end_count(pos: &mut Position, waive: bool) {
        let f = &mut pos.flags;
        f.count_limit = 0;
        f.count_ply = 0;
        f.counter = NO_COUNTER;
        f.count_waived = waive;
    }

    /// After `update_count`: gives a new board count to the weaker side (or none when neither
    /// is weaker or its counting was waived), stops it when its keeper captured, and lets a
    /// capture by the other side end the waiver. `was_running`: a count ran before the move.
    pub(super) fn settle_counter(&self, pos: &mut Position, was_running: bool, captured: bool) {
        let mover = 1 - pos.flags.side;
        if captured && pos.flags.counter != mover {
            pos.flags.count_waived = false;
        }
        if pos.flags.count_limit == 0 {
            pos.flags.counter = NO_COUNTER;
            return;
        }
        if !self.board_count_runs(pos) {
            // The pieces' honour count: the bare king keeps it.
            pos.flags.counter = u8::from(pos.army(self, 1) == 0);
            return;
        }
        if was_running && captured && pos.flags.counter == mover {
            Self::end_count(pos, true);
        } else if !was_running || pos.flags.counter == NO_COUNTER {
            match self.weaker_side(pos) {
                Some(side) if !pos.flags.count_waived => pos.flags.counter = side,
                _ => Self::end_count(pos, pos.flags.count_waived),
            }
        }
    }

    /// The move that stops the side to move's board count, when it keeps one.
    pub(super) fn stop_count_move(&self, pos: &Position) -> Option<ChessMove> {
        let us = pos.flags.side;
        let king = pos.flags.royal[usize::from(us)];
        (self.weaker_side_counts && pos.flags.counter == us && self.board_count_runs(pos))
            .then_some(ChessMove {
                from: king,
                to: king,
                promo: 0,
                kind: MoveKind::StopCount,
            })
    }

    /// Plays the stop: the count ends and is waived; the same side moves next.
    pub(super) fn stop_count(pos: &mut Position) {
        Self::end_count(pos, true);
    }

    /// A mate by the side keeping a board count, while the count runs, is a draw.
    pub(super) fn counted_mate(&self, pos: &Position, outcome: Outcome) -> Outcome {
        let keeper_won = outcome.winner.is_some_and(|p| p.0 == pos.flags.counter);
        if self.weaker_side_counts && keeper_won && self.board_count_runs(pos) {
            Outcome {
                winner: None,
                rule: Phrase::new("board-rule-counted-mate").with("rule", outcome.rule),
                scores: outcome.scores,
            }
        } else {
            outcome
        }
    }
}
