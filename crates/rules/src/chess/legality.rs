//! Legality built on making and taking back moves: a move is legal when it leaves its own
//! royal piece unattacked and, where the rules say so, passes the checks that look at the
//! opponent's replies.

use super::movegen::{ChessMove, MoveKind, Undo};
use super::position::Position;
use super::spec::{PromotionRule, StalemateRule};
use super::tables::NONE;
use super::variant::Variant;

impl Variant {
    /// Makes `mv` if it is legal and returns its undo; otherwise leaves `pos` unchanged.
    pub fn try_move(&self, pos: &mut Position, mv: ChessMove) -> Option<Undo> {
        self.try_move_with(pos, mv, true)
    }

    /// As [`Variant::try_move`]; `lookahead` false skips the rules that examine the opponent's
    /// replies (used inside those very rules, so they do not recurse without end).
    pub(super) fn try_move_with(
        &self,
        pos: &mut Position,
        mv: ChessMove,
        lookahead: bool,
    ) -> Option<Undo> {
        let us = usize::from(pos.flags.side);
        let pre_bikjang = pos.flags.bikjang;
        let (pre_count, pre_royal) = (pos.flags.royal_count[us], pos.flags.royal[us]);
        let undo = self.make(pos, mv);
        // A promotion to a second royal piece (sho-shogi's crown prince) must still leave the
        // king it joins unattacked, as in Fairy-Stockfish: the pair shields each other only
        // from the next move on.
        let joined = mv.promo != 0 && pre_count == 1 && pos.flags.royal_count[us] == 2;
        let ok = if (mv.kind == MoveKind::Pass && pre_bikjang) || mv.kind == MoveKind::StopCount {
            true
        } else {
            self.royal_safe(pos, us)
                && !(joined && self.attacked(pos, pre_royal, 1 - us))
                && !(pre_bikjang && self.kings_face(pos))
                && (!lookahead || self.special_legality(pos, us, mv))
        };
        if ok {
            Some(undo)
        } else {
            self.unmake(pos, mv, undo);
            None
        }
    }

    /// After a move by `us`: its royal piece is not attacked and the kings do not face.
    #[inline]
    pub(super) fn royal_safe(&self, pos: &Position, us: usize) -> bool {
        if pos.flags.royal_count[us] != 1 {
            return true;
        }
        let facing = self.flying_general && self.kings_face(pos);
        !facing && !self.attacked(pos, pos.flags.royal[us], 1 - us)
    }

    /// Rules that look one move further: drop mate, forbidden stalemate, sittuyin promotion
    /// checks, shatar's horse mate.
    pub(super) fn special_legality(&self, pos: &mut Position, us: usize, mv: ChessMove) -> bool {
        if !self.lookahead {
            return true;
        }
        let them = 1 - us;
        let info = match mv.kind {
            MoveKind::Drop => &self.pieces[usize::from(mv.from)],
            MoveKind::Pass | MoveKind::Arrange | MoveKind::StopCount => return true,
            _ => &self.pieces[usize::from(Position::kind(pos.board[usize::from(mv.to)]))],
        };
        // A sittuyin promotion may not give check; in Daou's rule only one made with a step.
        let sittuyin_promo = mv.promo != 0
            && info.promotion.is_none()
            && match self.in_place_promotion {
                Some(PromotionRule::InPlaceOrStep) => true,
                Some(PromotionRule::InPlaceOrAnyStep) => mv.kind != MoveKind::PromoteInPlace,
                _ => false,
            };
        let drop_mate = mv.kind == MoveKind::Drop && info.no_drop_mate;
        let cannot_mate = info.cannot_mate && mv.kind != MoveKind::Drop;
        let forbid_stalemate = self.stalemate == StalemateRule::Forbidden;
        if !(sittuyin_promo || drop_mate || cannot_mate || forbid_stalemate) {
            return true;
        }
        let check = self.in_check(pos, them);
        if sittuyin_promo && check {
            return false;
        }
        if (drop_mate || cannot_mate) && check && !self.has_move(pos, false) {
            return false;
        }
        if forbid_stalemate && !check && !pos.in_setup(self, them) && !self.has_move(pos, false) {
            return false;
        }
        true
    }

    /// Whether the side to move has any legal move.
    pub fn has_legal_move(&self, pos: &mut Position) -> bool {
        self.has_move(pos, true)
    }

    /// Whether the side to move has a move passing the legality check (with or without the
    /// rules that look at replies).
    pub(super) fn has_move(&self, pos: &mut Position, lookahead: bool) -> bool {
        let mut list = Vec::with_capacity(128);
        self.generate(pos, &mut list);
        let any = list
            .into_iter()
            .any(|mv| match self.try_move_with(pos, mv, lookahead) {
                Some(undo) => {
                    self.unmake(pos, mv, undo);
                    true
                }
                None => false,
            });
        any || self.stuck_pass(pos, true).is_some() || self.has_stuck_swap(pos)
    }

    /// Appends the legal moves of the side to move (ignoring game-ending rules).
    pub fn legal_moves_into(&self, pos: &mut Position, out: &mut Vec<ChessMove>) {
        let start = out.len();
        self.generate(pos, out);
        let mut j = start;
        while j < out.len() {
            let mv = out[j];
            match self.try_move(pos, mv) {
                Some(undo) => {
                    self.unmake(pos, mv, undo);
                    j += 1;
                }
                None => {
                    out.swap_remove(j);
                }
            }
        }
        if out.len() == start {
            self.stuck_moves(pos, true, out);
            out.retain(|&mv| {
                mv.kind != MoveKind::Swap
                    || self.try_move(pos, mv).is_some_and(|undo| {
                        self.unmake(pos, mv, undo);
                        true
                    })
            });
        }
        if out.len() > start {
            out.extend(self.stop_count_move(pos));
        }
    }

    /// The pass allowed to a side with no legal move that is not in check, when the rules
    /// allow it (`pass-when-stuck`).
    pub fn stuck_pass(&self, pos: &Position, no_moves: bool) -> Option<ChessMove> {
        let us = usize::from(pos.flags.side);
        let king = pos.flags.royal[us];
        (self.pass_when_stuck && no_moves && king != NONE && !self.in_check(pos, us)).then_some(
            ChessMove {
                from: king,
                to: king,
                promo: 0,
                kind: MoveKind::Pass,
            },
        )
    }
}
