//! Move generation over the compiled tables: piece moves with their promotions (attacks,
//! special moves and moves from the hand live beside it).

use super::position::{Flags, Position};
use super::spec::PromotionRule;
use super::tables::{CAPTURES, HOP_CAPTURES, HOP_MOVES, MOVES, NONE};
use super::variant::Variant;

/// What kind of move a [`ChessMove`] is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum MoveKind {
    /// A piece moves (and may capture or promote).
    Normal,
    /// A piece from the hand is placed; `from` holds its type.
    Drop,
    /// The side passes (janggi); `from` and `to` are the king's square.
    Pass,
    /// The king's special leap.
    KingLeap,
    /// A piece's first-move extra move.
    FirstMove,
    /// The opening's castling to the right.
    CastleRight,
    /// Sittuyin: a pawn becomes a ferz where it stands.
    PromoteInPlace,
    /// A stalemated king trades squares with its own piece on `to` (`stalemate-swap`).
    Swap,
    /// The side keeping a count stops it and then makes its move (`weaker-side-counts`).
    StopCount,
    /// A player's start arrangement (`start-swaps`); `from` holds the pairs swapped, as bits.
    Arrange,
}

/// A chess-family move: small and `Copy`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct ChessMove {
    /// Origin square (the piece type for drops).
    pub from: u8,
    /// Destination square.
    pub to: u8,
    /// Promotion: 0 for none, else type + 1.
    pub promo: u8,
    /// Kind of move.
    pub kind: MoveKind,
}

impl ChessMove {
    fn normal(from: u8, to: u8) -> ChessMove {
        ChessMove {
            from,
            to,
            promo: 0,
            kind: MoveKind::Normal,
        }
    }
}

/// What `unmake` needs to take a move back.
#[derive(Clone, Copy, Debug)]
pub struct Undo {
    pub(super) flags: Flags,
    pub(super) captured: u8,
    pub(super) moved: u8,
    pub(super) rook: (u8, u8),
}

impl Variant {
    #[inline]
    pub(super) fn n(&self) -> usize {
        self.grid.len()
    }

    #[inline]
    fn index(&self, side: usize, ty: u8) -> usize {
        (side * self.pieces.len() + usize::from(ty)) * self.n()
    }

    /// Whether the opening phase (ta'biya, werera) is running.
    #[inline]
    pub(super) fn in_opening(&self, pos: &Position) -> bool {
        pos.flags.opening_ply != u16::MAX
    }

    /// Appends the pseudo-legal moves of the side to move.
    pub fn generate(&self, pos: &Position, out: &mut Vec<super::movegen::ChessMove>) {
        let us = usize::from(pos.flags.side);
        if pos.in_setup(self, us) {
            self.generate_setup(pos, us, out);
            return;
        }
        if pos.flags.arranging > 0 {
            self.generate_arrangements(out);
            return;
        }
        let n = self.n();
        let t = &self.tables;
        let opening = self.in_opening(pos);
        let (no_capture, home) = match (&self.opening, opening) {
            (Some(o), true) => (o.no_capture, self.opening_home[us]),
            _ => (false, self.grid.all()),
        };
        for from in 0..n as u8 {
            let code = pos.board[usize::from(from)];
            if code == 0 || Position::side_of(code) != us {
                continue;
            }
            let ty = Position::kind(code);
            let i = self.index(us, ty) + usize::from(from);
            let before = out.len();
            for l in &t.leaps[t.leap_index.get(i)] {
                if (l.legs[0] != NONE && pos.board[usize::from(l.legs[0])] != 0)
                    || (l.legs[1] != NONE && pos.board[usize::from(l.legs[1])] != 0)
                {
                    continue;
                }
                let target = pos.board[usize::from(l.to)];
                if target == 0 {
                    if l.flags & MOVES != 0 {
                        self.push_move(pos, us, ty, from, l.to, out);
                    }
                } else if Position::side_of(target) != us && l.flags & CAPTURES != 0 {
                    self.push_move(pos, us, ty, from, l.to, out);
                }
            }
            for r in &t.rays[t.ray_index.get(i)] {
                let squares =
                    &t.ray_squares[r.start as usize..r.start as usize + usize::from(r.len)];
                let mut k = 0;
                while k < squares.len() {
                    let to = squares[k];
                    let target = pos.board[usize::from(to)];
                    if target == 0 {
                        if r.flags & MOVES != 0 {
                            self.push_move(pos, us, ty, from, to, out);
                        }
                        k += 1;
                        continue;
                    }
                    if Position::side_of(target) != us && r.flags & CAPTURES != 0 {
                        self.push_move(pos, us, ty, from, to, out);
                    }
                    break;
                }
                if r.flags & (HOP_MOVES | HOP_CAPTURES) == 0 || k >= squares.len() {
                    continue;
                }
                let no_same = self.pieces[usize::from(ty)].no_hop_over_same;
                if no_same && Position::kind(pos.board[usize::from(squares[k])]) == ty {
                    continue;
                }
                for &to in &squares[k + 1..] {
                    let target = pos.board[usize::from(to)];
                    if target == 0 {
                        if r.flags & HOP_MOVES != 0 {
                            self.push_move(pos, us, ty, from, to, out);
                        }
                        continue;
                    }
                    if Position::side_of(target) != us
                        && r.flags & HOP_CAPTURES != 0
                        && !(no_same && Position::kind(target) == ty)
                    {
                        self.push_move(pos, us, ty, from, to, out);
                    }
                    break;
                }
            }
            if pos.flags.gates & (1u128 << from) != 0 {
                let f = &self.first_moves;
                for l in &f.leaps[f.leap_index.get(i)] {
                    if (l.legs[0] != NONE && pos.board[usize::from(l.legs[0])] != 0)
                        || (l.legs[1] != NONE && pos.board[usize::from(l.legs[1])] != 0)
                    {
                        continue;
                    }
                    let target = pos.board[usize::from(l.to)];
                    if (target == 0 && l.flags & MOVES != 0)
                        || (target != 0
                            && Position::side_of(target) != us
                            && l.flags & CAPTURES != 0)
                    {
                        out.push(ChessMove {
                            from,
                            to: l.to,
                            promo: 0,
                            kind: MoveKind::FirstMove,
                        });
                    }
                }
            }
            if let Some(p) = &self.pieces[usize::from(ty)].promotion {
                if matches!(
                    p.rule,
                    PromotionRule::InPlaceOrStep | PromotionRule::InPlaceOrAnyStep
                ) {
                    self.push_sittuyin_promotions(pos, us, from, out);
                }
            }
            if opening && (no_capture || home != self.grid.all()) {
                let mut j = before;
                while j < out.len() {
                    let m = out[j];
                    let captures =
                        m.kind != MoveKind::PromoteInPlace && pos.board[usize::from(m.to)] != 0;
                    if (no_capture && captures) || home & (1u128 << m.to) == 0 {
                        out.swap_remove(j);
                    } else {
                        j += 1;
                    }
                }
            }
        }
        self.generate_specials(pos, us, opening, out);
        if self.drops {
            self.generate_drops(pos, us, out);
        }
    }

    /// Adds a piece move, with its promotion choices.
    fn push_move(
        &self,
        pos: &Position,
        us: usize,
        ty: u8,
        from: u8,
        to: u8,
        out: &mut Vec<ChessMove>,
    ) {
        let info = &self.pieces[usize::from(ty)];
        let Some(p) = &info.promotion else {
            out.push(ChessMove::normal(from, to));
            return;
        };
        let in_zone = |sq: u8| p.zone[us] & (1u128 << sq) != 0;
        let lost = |t: u8| {
            !p.only_lost || pos.counts[us][usize::from(t)] < self.start_counts[us][usize::from(t)]
        };
        match p.rule {
            PromotionRule::OnEntry => {
                if in_zone(to) {
                    let before = out.len();
                    for &t in p.to.iter().filter(|&&t| lost(t)) {
                        out.push(ChessMove {
                            from,
                            to,
                            promo: t + 1,
                            kind: MoveKind::Normal,
                        });
                    }
                    if out.len() > before {
                        return;
                    }
                }
                out.push(ChessMove::normal(from, to));
            }
            PromotionRule::EnterOrLeave => {
                if in_zone(from) || in_zone(to) {
                    for &t in &p.to {
                        out.push(ChessMove {
                            from,
                            to,
                            promo: t + 1,
                            kind: MoveKind::Normal,
                        });
                    }
                    if info.stuck[us] & (1u128 << to) != 0 {
                        return;
                    }
                }
                out.push(ChessMove::normal(from, to));
            }
            PromotionRule::ByStartSquare => {
                if in_zone(to) {
                    let t = self.start_types[usize::from(to)];
                    if t != NONE && !self.pieces[usize::from(t)].royal && lost(t) && t != ty {
                        out.push(ChessMove {
                            from,
                            to,
                            promo: t + 1,
                            kind: MoveKind::Normal,
                        });
                        return;
                    }
                }
                out.push(ChessMove::normal(from, to));
            }
            PromotionRule::InPlaceOrStep | PromotionRule::InPlaceOrAnyStep => {
                out.push(ChessMove::normal(from, to))
            }
        }
    }

    /// Sittuyin: a pawn on a promotion square may become a ferz in place or with a ferz step
    /// (the move may not give check either: see `special_legality`). As Fairy-Stockfish plays
    /// it (`in-place-or-step`), a side's last pawn promotes anywhere, the step goes to an empty
    /// square, and the new ferz may attack no enemy piece; in Daou's rule (`in-place-or-any-step`)
    /// only from the zone, in place freely, and the step may capture anything but a piece of
    /// the type the pawn becomes.
    fn push_sittuyin_promotions(
        &self,
        pos: &Position,
        us: usize,
        from: u8,
        out: &mut Vec<ChessMove>,
    ) {
        let ty = Position::kind(pos.board[usize::from(from)]);
        let Some(p) = &self.pieces[usize::from(ty)].promotion else {
            return;
        };
        let daou = p.rule == PromotionRule::InPlaceOrAnyStep;
        let last_pawn = !daou && pos.counts[us][usize::from(ty)] == 1;
        if p.zone[us] & (1u128 << from) == 0 && !last_pawn {
            return;
        }
        let diagonal = |sq: u8| {
            let (x, y) = self.grid.xy(sq);
            [(1, 1), (1, -1), (-1, 1), (-1, -1)]
                .into_iter()
                .filter_map(move |(dx, dy)| self.grid.at(x + dx, y + dy))
        };
        let attacks_enemy = |sq: u8| {
            !daou
                && diagonal(sq).any(|s| {
                    let code = pos.board[usize::from(s)];
                    code != 0 && Position::side_of(code) != us
                })
        };
        let may_land = |sq: u8| {
            let code = pos.board[usize::from(sq)];
            if code == 0 {
                return true;
            }
            let kind = Position::kind(code);
            daou && Position::side_of(code) != us
                && !self.pieces[usize::from(kind)].royal
                && !p.to.contains(&kind)
        };
        for &t in &p.to {
            if p.only_lost
                && pos.counts[us][usize::from(t)] >= self.start_counts[us][usize::from(t)]
            {
                continue;
            }
            if !attacks_enemy(from) {
                out.push(ChessMove {
                    from,
                    to: from,
                    promo: t + 1,
                    kind: MoveKind::PromoteInPlace,
                });
            }
            for to in diagonal(from) {
                if may_land(to) && !attacks_enemy(to) {
                    out.push(ChessMove {
                        from,
                        to,
                        promo: t + 1,
                        kind: MoveKind::Normal,
                    });
                }
            }
        }
    }
}
