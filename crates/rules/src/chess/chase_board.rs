//! The board questions the perpetual-chase rule asks, answered on a bare board of piece codes
//! (the boards of a repeated cycle, rebuilt from the history): what a piece attacks, who
//! attacks a square, which pieces shield a royal piece, and the lines between squares.

use super::position::{Position, MAX_SQUARES};
use super::tables::{SquareSet, CAPTURES, HOP_CAPTURES, NONE};
use super::variant::Variant;

/// A board as piece codes per square.
pub(super) type Board = [u8; MAX_SQUARES];

/// The set holding one square.
pub(super) fn bit(sq: u8) -> SquareSet {
    1u128 << sq
}

/// The squares of a set, lowest first.
pub(super) fn squares(set: SquareSet) -> impl Iterator<Item = u8> {
    let mut rest = set;
    std::iter::from_fn(move || {
        (rest != 0).then(|| {
            let sq = rest.trailing_zeros() as u8;
            rest &= rest - 1;
            sq
        })
    })
}

impl Variant {
    /// The table slot of a piece type of a side on a square.
    pub(super) fn slot(&self, side: usize, ty: u8, sq: u8) -> usize {
        (side * self.pieces.len() + usize::from(ty)) * self.n() + usize::from(sq)
    }

    /// The squares a piece of `side` and type `ty` on `sq` attacks, whatever stands on them.
    pub(super) fn attacks(&self, board: &Board, sq: u8, side: usize, ty: u8) -> SquareSet {
        let t = &self.tables;
        let i = self.slot(side, ty, sq);
        let empty = |s: u8| s == NONE || board[usize::from(s)] == 0;
        let mut out = 0;
        for l in &t.leaps[t.leap_index.get(i)] {
            if l.flags & CAPTURES != 0 && empty(l.legs[0]) && empty(l.legs[1]) {
                out |= bit(l.to);
            }
        }
        let no_same = self.pieces[usize::from(ty)].no_hop_over_same;
        for r in &t.rays[t.ray_index.get(i)] {
            let ray = &t.ray_squares[r.start as usize..r.start as usize + usize::from(r.len)];
            let Some(k) = ray.iter().position(|&s| !empty(s)) else {
                continue;
            };
            if r.flags & CAPTURES != 0 {
                out |= bit(ray[k]);
            }
            if r.flags & HOP_CAPTURES == 0 || (no_same && self.kind_on(board, ray[k]) == ty) {
                continue;
            }
            if let Some(&s) = ray[k + 1..].iter().find(|&&s| !empty(s)) {
                if !(no_same && self.kind_on(board, s) == ty) {
                    out |= bit(s);
                }
            }
        }
        out
    }

    pub(super) fn kind_on(&self, board: &Board, sq: u8) -> u8 {
        Position::kind(board[usize::from(sq)])
    }

    /// The squares of `side`'s pieces.
    pub(super) fn side_pieces(&self, board: &Board, side: usize) -> SquareSet {
        (0..self.n() as u8)
            .filter(|&s| {
                board[usize::from(s)] != 0 && Position::side_of(board[usize::from(s)]) == side
            })
            .fold(0, |set, s| set | bit(s))
    }

    /// `side`'s pieces attacking `target`.
    pub(super) fn attackers(&self, board: &Board, target: u8, side: usize) -> SquareSet {
        squares(self.side_pieces(board, side))
            .filter(|&s| self.attacks(board, s, side, self.kind_on(board, s)) & bit(target) != 0)
            .fold(0, |set, s| set | bit(s))
    }

    /// The square of `side`'s royal piece.
    pub(super) fn royal_square(&self, board: &Board, side: usize) -> Option<u8> {
        squares(self.side_pieces(board, side))
            .find(|&s| self.pieces[usize::from(self.kind_on(board, s))].royal)
    }

    /// `side`'s pieces that cannot be chased where they stand: its royal piece, and pieces
    /// whose moves change in a region while they stand outside it.
    pub(super) fn exempt(&self, board: &Board, side: usize) -> SquareSet {
        squares(self.side_pieces(board, side))
            .filter(|&s| {
                let piece = &self.pieces[usize::from(self.kind_on(board, s))];
                let zones = &piece.described.zones;
                piece.royal || (!zones.is_empty() && zones.iter().all(|z| z.1[side] & bit(s) == 0))
            })
            .fold(0, |set, s| set | bit(s))
    }

    /// The pieces (of either side) whose removal alone would let an enemy piece attack
    /// `side`'s royal piece.
    pub(super) fn blockers(&self, board: &Board, side: usize) -> SquareSet {
        let Some(king) = self.royal_square(board, side) else {
            return 0;
        };
        let snipers: Vec<u8> = squares(self.side_pieces(board, 1 - side))
            .filter(|&s| self.attacks(board, s, 1 - side, self.kind_on(board, s)) & bit(king) == 0)
            .collect();
        let mut out = 0;
        for p in squares(self.side_pieces(board, 0) | self.side_pieces(board, 1)) {
            if p == king {
                continue;
            }
            let mut without = *board;
            without[usize::from(p)] = 0;
            if snipers.iter().any(|&s| {
                s != p
                    && self.attacks(&without, s, 1 - side, self.kind_on(board, s)) & bit(king) != 0
            }) {
                out |= bit(p);
            }
        }
        out
    }

    /// Whether the two squares share a rank, file or diagonal, as a set of that whole line.
    pub(super) fn line(&self, a: u8, b: u8) -> SquareSet {
        let ((ax, ay), (bx, by)) = (self.grid.xy(a), self.grid.xy(b));
        let (dx, dy) = (bx - ax, by - ay);
        if !(dx == 0 || dy == 0 || dx.abs() == dy.abs()) {
            return 0;
        }
        (0..self.n() as u8)
            .filter(|&s| {
                let (x, y) = self.grid.xy(s);
                (x - ax) * dy == (y - ay) * dx
            })
            .fold(0, |set, s| set | bit(s))
    }

    /// Whether a piece on `a` sees `b` along a rank or file with nothing between.
    pub(super) fn sees(&self, board: &Board, a: u8, b: u8) -> bool {
        let ((ax, ay), (bx, by)) = (self.grid.xy(a), self.grid.xy(b));
        if a == b || (ax != bx && ay != by) {
            return false;
        }
        let (sx, sy) = ((bx - ax).signum(), (by - ay).signum());
        let (mut x, mut y) = (ax + sx, ay + sy);
        while (x, y) != (bx, by) {
            match self.grid.at(x, y) {
                Some(s) if board[usize::from(s)] == 0 => {}
                _ => return false,
            }
            x += sx;
            y += sy;
        }
        true
    }

    /// Whether the type leaps with legs that differ going and coming back (the horse: its leg
    /// is next to where it starts), so that two such pieces need not attack each other.
    pub(super) fn is_lame_one_way(&self, ty: u8, side: usize) -> bool {
        let t = &self.tables;
        (0..self.n() as u8).any(|sq| {
            t.leaps[t.leap_index.get(self.slot(side, ty, sq))]
                .iter()
                .filter(|l| l.legs[0] != NONE)
                .any(|l| {
                    let back = &t.leaps[t.leap_index.get(self.slot(side, ty, l.to))];
                    !back.iter().any(|b| b.to == sq && b.legs == l.legs)
                })
        })
    }

    /// Whether a piece stands on a square that could block a piece of type `ty` of `side`
    /// attacking `at`.
    pub(super) fn way_back_blockable(&self, board: &Board, at: u8, ty: u8, side: usize) -> bool {
        let t = &self.tables;
        let i = side * self.n() + usize::from(at);
        t.reverse_leaps[t.reverse_leap_index.get(i)]
            .iter()
            .filter(|rl| rl.types & (1 << ty) != 0)
            .flat_map(|rl| rl.legs)
            .any(|leg| leg != NONE && board[usize::from(leg)] != 0)
    }
}
