//! The stalemated king's swap (`stalemate-swap`, a shatranj variation the seed cites from
//! Pritchard): a side with no legal move that is not in check may trade its king's square with
//! one of its own pieces, provided the king then stands out of check.

use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::tables::NONE;
use super::variant::Variant;

impl Variant {
    /// Appends the moves a side with no other legal move may still make (`no_moves`): the
    /// pass of `pass-when-stuck`, or the king's swaps (pseudo-legal: a swap leaving the king
    /// attacked is refused by the legality check).
    pub fn stuck_moves(&self, pos: &Position, no_moves: bool, out: &mut Vec<ChessMove>) {
        if let Some(pass) = self.stuck_pass(pos, no_moves) {
            out.push(pass);
        }
        let us = usize::from(pos.flags.side);
        let king = pos.flags.royal[us];
        if !self.stalemate_swap || !no_moves || king == NONE || self.in_check(pos, us) {
            return;
        }
        if pos.in_setup(self, us) || pos.in_setup(self, 1 - us) {
            return;
        }
        for sq in 0..self.n() as u8 {
            let code = pos.board[usize::from(sq)];
            if sq != king && code != 0 && Position::side_of(code) == us {
                out.push(ChessMove {
                    from: king,
                    to: sq,
                    promo: 0,
                    kind: MoveKind::Swap,
                });
            }
        }
    }

    /// Whether a side with no other legal move has a legal swap.
    pub(super) fn has_stuck_swap(&self, pos: &mut Position) -> bool {
        if !self.stalemate_swap {
            return false;
        }
        let mut list = Vec::new();
        self.stuck_moves(pos, true, &mut list);
        list.into_iter()
            .filter(|mv| mv.kind == MoveKind::Swap)
            .any(|mv| match self.try_move(pos, mv) {
                Some(undo) => {
                    self.unmake(pos, mv, undo);
                    true
                }
                None => false,
            })
    }

    /// Plays a swap: the king and the piece trade squares.
    pub(super) fn make_swap(&self, pos: &mut Position, us: usize, mv: ChessMove) {
        let (a, b) = (usize::from(mv.from), usize::from(mv.to));
        pos.board.swap(a, b);
        pos.flags.royal[us] = mv.to;
        pos.flags.gates &= !((1u128 << mv.from) | (1u128 << mv.to));
    }
}
