//! Making and taking back moves (legality, built on them, is in `legality.rs`).

use super::movegen::{ChessMove, MoveKind, Undo};
use super::position::Position;
use super::tables::NONE;
use super::variant::Variant;

impl Variant {
    /// Plays `mv` (pseudo-legal) and returns what is needed to take it back.
    pub fn make(&self, pos: &mut Position, mv: ChessMove) -> Undo {
        let us = usize::from(pos.flags.side);
        let them = 1 - us;
        let mut undo = Undo {
            flags: pos.flags,
            captured: 0,
            moved: 0,
            rook: (NONE, NONE),
        };
        if mv.kind == MoveKind::StopCount {
            Self::stop_count(pos);
            return undo;
        }
        let faced_before = self.facing_forfeits_win && self.kings_face(pos);
        let f = &mut pos.flags;
        f.prev_bikjang = f.bikjang;
        f.prev_passed = f.passed;
        f.passed = false;
        f.plies = f.plies.saturating_add(1);
        f.halfmove = f.halfmove.saturating_add(1);
        f.displaced = false;
        f.dropped_mate_loser =
            mv.kind == MoveKind::Drop && self.pieces[usize::from(mv.from)].drop_mate_loses;
        let mut captured_any = false;
        let mut irreversible = mv.kind == MoveKind::Drop || mv.promo != 0;
        match mv.kind {
            MoveKind::Pass => pos.flags.passed = true,
            MoveKind::Swap => self.make_swap(pos, us, mv),
            MoveKind::Arrange => {
                self.swap_arranged(pos, us, mv);
                pos.flags.arranging = pos.flags.arranging.saturating_sub(1);
            }
            MoveKind::Drop => {
                let ty = mv.from;
                let displaced = pos.board[usize::from(mv.to)];
                if displaced != 0 {
                    // A setup drop on a start piece's square: it goes back to the hand.
                    undo.captured = displaced;
                    let k = usize::from(Position::kind(displaced));
                    pos.counts[us][k] -= 1;
                    pos.hands[us][k] += 1;
                    pos.flags.displaced = true;
                }
                pos.hands[us][usize::from(ty)] -= 1;
                pos.board[usize::from(mv.to)] = Position::code(us, ty);
                pos.counts[us][usize::from(ty)] += 1;
                if self.pieces[usize::from(ty)].royal {
                    self.add_royal(pos, us, mv.to);
                }
            }
            _ => {
                let code = pos.board[usize::from(mv.from)];
                undo.moved = code;
                let ty = Position::kind(code);
                irreversible |= self.pieces[usize::from(ty)].pawn_clock;
                if mv.kind != MoveKind::PromoteInPlace {
                    let captured = pos.board[usize::from(mv.to)];
                    if captured != 0 {
                        undo.captured = captured;
                        captured_any = true;
                        self.remove_captured(pos, us, them, captured, mv.to);
                    }
                }
                pos.board[usize::from(mv.from)] = 0;
                let new_ty = if mv.promo != 0 { mv.promo - 1 } else { ty };
                pos.board[usize::from(mv.to)] = Position::code(us, new_ty);
                if new_ty != ty {
                    pos.counts[us][usize::from(ty)] -= 1;
                    pos.counts[us][usize::from(new_ty)] += 1;
                }
                // A piece promoting to a royal one (sho-shogi's crown prince) is one more royal.
                let becomes_royal =
                    self.pieces[usize::from(new_ty)].royal && !self.pieces[usize::from(ty)].royal;
                // A first-move right ends when the piece moves or is taken.
                pos.flags.gates &= !((1u128 << mv.from) | (1u128 << mv.to));
                if becomes_royal {
                    self.add_royal(pos, us, mv.to);
                }
                if self.pieces[usize::from(ty)].royal {
                    if pos.flags.royal_count[us] == 1 {
                        pos.flags.royal[us] = mv.to;
                    }
                    let first_only = self.king_leap.as_ref().is_some_and(|k| k.first_move_only);
                    if mv.kind == MoveKind::KingLeap || first_only {
                        pos.flags.leap[us] = false;
                    }
                }
                if mv.kind == MoveKind::CastleRight {
                    if let Some((_, rook_from, rook_to)) = self.castle_squares_before(pos, us, mv) {
                        let rook = pos.board[usize::from(rook_from)];
                        pos.board[usize::from(rook_from)] = 0;
                        pos.board[usize::from(rook_to)] = rook;
                        undo.rook = (rook_from, rook_to);
                    }
                }
                if self
                    .king_leap
                    .as_ref()
                    .is_some_and(|k| k.lost_when_aimed_by == Some(new_ty))
                    && pos.flags.leap[them]
                {
                    let (kx, ky) = self.grid.xy(pos.flags.royal[them]);
                    let (rx, ry) = self.grid.xy(mv.to);
                    if kx == rx || ky == ry {
                        pos.flags.leap[them] = false;
                    }
                }
            }
        }
        if captured_any || irreversible {
            pos.flags.halfmove = 0;
        }
        if !pos.flags.displaced {
            self.advance_turn(pos, us, captured_any);
        }
        if self.bikjang {
            pos.flags.bikjang = self.kings_face(pos);
        }
        if self.facing_forfeits_win {
            self.note_facing(pos, us, mv, faced_before);
        }
        if self.king_leap.as_ref().is_some_and(|k| k.lost_when_checked)
            && pos.flags.leap[them]
            && self.in_check(pos, them)
        {
            pos.flags.leap[them] = false;
        }
        if self.counting.is_some() {
            let captured = (undo.captured != 0).then(|| Position::kind(undo.captured));
            let promoted = mv.promo != 0 || mv.kind == MoveKind::PromoteInPlace;
            let was_running = pos.flags.count_limit != 0;
            self.update_count(pos, captured, promoted);
            if self.weaker_side_counts {
                self.settle_counter(pos, was_running, captured.is_some());
            }
        }
        if self.shatar_mate {
            self.update_shak(pos, us, mv);
        }
        undo
    }

    /// The rook squares of a castling move, computed before the king has moved away.
    fn castle_squares_before(
        &self,
        pos: &Position,
        us: usize,
        mv: ChessMove,
    ) -> Option<(u8, u8, u8)> {
        let (x, y) = self.grid.xy(mv.from);
        let dir = if us == 0 { 1 } else { -1 };
        let mut k = 3;
        while let Some(sq) = self.grid.at(x + dir * k, y) {
            if pos.board[usize::from(sq)] != 0 {
                return Some((mv.to, sq, self.grid.at(x + dir, y)?));
            }
            k += 1;
        }
        None
    }

    fn add_royal(&self, pos: &mut Position, us: usize, sq: u8) {
        let f = &mut pos.flags;
        f.royal_count[us] += 1;
        f.royal[us] = if f.royal_count[us] == 1 { sq } else { NONE };
    }

    fn remove_captured(&self, pos: &mut Position, us: usize, them: usize, captured: u8, at: u8) {
        let cty = Position::kind(captured);
        pos.counts[them][usize::from(cty)] -= 1;
        pos.flags.gates &= !(1u128 << at);
        if self.pieces[usize::from(cty)].royal {
            pos.flags.royal_count[them] -= 1;
            pos.flags.royal[them] = if pos.flags.royal_count[them] == 1 {
                self.find_royal(pos, them, at)
            } else {
                NONE
            };
        }
        if self.drops {
            let base = self.pieces[usize::from(cty)].unpromoted;
            pos.hands[us][usize::from(base)] += 1;
        }
    }

    /// The square of `side`'s remaining royal piece, ignoring `except`.
    fn find_royal(&self, pos: &Position, side: usize, except: u8) -> u8 {
        (0..self.n() as u8)
            .find(|&s| {
                let c = pos.board[usize::from(s)];
                s != except
                    && c != 0
                    && Position::side_of(c) == side
                    && self.pieces[usize::from(Position::kind(c))].royal
            })
            .unwrap_or(NONE)
    }

    /// Passes the turn, following the opening schedule while it runs.
    fn advance_turn(&self, pos: &mut Position, us: usize, captured: bool) {
        let f = &mut pos.flags;
        if us == 1 {
            f.fullmove = f.fullmove.saturating_add(1);
        }
        f.side = 1 - f.side;
        if f.opening_ply == u16::MAX {
            return;
        }
        let Some(o) = &self.opening else { return };
        f.opening_ply += 1;
        let scheduled = o.white_moves + o.black_moves;
        if scheduled > 0 {
            let ply = u32::from(f.opening_ply);
            if ply < o.white_moves {
                f.side = 0;
            } else if ply < scheduled {
                f.side = 1;
            } else {
                f.side = 0;
                f.opening_ply = u16::MAX;
            }
        }
        if o.ends_at_first_capture && captured {
            f.opening_ply = u16::MAX;
        }
    }

    /// Takes back `mv`.
    pub fn unmake(&self, pos: &mut Position, mv: ChessMove, undo: Undo) {
        let us = usize::from(undo.flags.side);
        let them = 1 - us;
        match mv.kind {
            MoveKind::Pass | MoveKind::StopCount => {}
            MoveKind::Swap => pos.board.swap(usize::from(mv.from), usize::from(mv.to)),
            MoveKind::Arrange => self.swap_arranged(pos, us, mv),
            MoveKind::Drop => {
                let ty = mv.from;
                pos.hands[us][usize::from(ty)] += 1;
                pos.board[usize::from(mv.to)] = undo.captured;
                pos.counts[us][usize::from(ty)] -= 1;
                if undo.captured != 0 {
                    let k = usize::from(Position::kind(undo.captured));
                    pos.counts[us][k] += 1;
                    pos.hands[us][k] -= 1;
                }
            }
            _ => {
                let now = pos.board[usize::from(mv.to)];
                let (ty, new_ty) = (Position::kind(undo.moved), Position::kind(now));
                if new_ty != ty {
                    pos.counts[us][usize::from(new_ty)] -= 1;
                    pos.counts[us][usize::from(ty)] += 1;
                }
                pos.board[usize::from(mv.to)] = 0;
                pos.board[usize::from(mv.from)] = undo.moved;
                if undo.captured != 0 {
                    pos.board[usize::from(mv.to)] = undo.captured;
                    let cty = Position::kind(undo.captured);
                    pos.counts[them][usize::from(cty)] += 1;
                    if self.drops {
                        let base = self.pieces[usize::from(cty)].unpromoted;
                        pos.hands[us][usize::from(base)] -= 1;
                    }
                }
                if undo.rook.0 != NONE {
                    let rook = pos.board[usize::from(undo.rook.1)];
                    pos.board[usize::from(undo.rook.1)] = 0;
                    pos.board[usize::from(undo.rook.0)] = rook;
                }
            }
        }
        pos.flags = undo.flags;
    }
}
