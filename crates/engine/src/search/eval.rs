//! The chess family's evaluation, derived from the compiled rules rather than written per
//! game: a piece is worth what its moves reach on an empty board ([`Variant::reach`]), half
//! as the average over the squares it can stand on and half as its reach from the square it
//! stands on (so a xiangqi soldier gains by crossing the river); a piece that may promote gains
//! part of what it would become as it nears its zone; pieces in hand count a little more than on
//! the board; a royal piece likes its own pieces on the squares around it; and a side that
//! gave up the right to win (janggi's maker of a bikjang) counts its lead as a draw.

use super::Rng;
use crate::chess::{Position, Variant};

/// One piece's worth, in hundredths of a piece that reaches one square.
fn worth(reach: f64) -> f64 {
    100.0 * reach.max(0.0).powf(0.8)
}

/// Of the gain a promotion brings, the share counted per move still needed to reach the zone
/// (0.4 one move away, 0.16 two moves away, ...), and the share once inside it.
const PROMOTION_SHARE: f64 = 0.4;
const INSIDE_ZONE_SHARE: f64 = 0.6;
/// Spreads the move rights over the hash's bits.
const RIGHTS_MIX: u64 = 0x9E37_79B9_7F4A_7C15;
/// A piece in hand may be dropped anywhere: it counts this much more than its average.
const HAND_FACTOR: f64 = 1.1;
/// Bonus per own piece standing next to (a step away from) the royal piece.
const SHELTER: i32 = 8;
/// Bonus for having the move.
const TEMPO: i32 = 10;

/// Piece-square values, hand values and hash keys for one compiled ruleset.
#[derive(Clone, Debug)]
pub struct Eval {
    /// Value per (side, type, square) at `(side * types + ty) * n + sq`; 0 for royal pieces.
    square_values: Vec<i32>,
    /// Value of one piece in hand per type.
    hand_values: Vec<i32>,
    /// Average value per type (move ordering: most valuable victim, least valuable attacker).
    values: Vec<i32>,
    royal: Vec<bool>,
    types: usize,
    n: usize,
    keys: Vec<u64>,
    hand_keys: Vec<u64>,
    side_key: u64,
    /// The repetition key leaves out first-move rights (the king's leap, first-move steps).
    key_without_first_moves: bool,
}

impl Eval {
    /// Reads the values out of the compiled rules.
    pub fn new(v: &Variant) -> Eval {
        let types = v.pieces.len();
        let n = v.grid.len();
        let average: Vec<f64> = (0..types)
            .map(|ty| {
                let squares = v.standing_squares(ty);
                let (sum, count) = (0..n as u8)
                    .filter(|&sq| squares & (1u128 << sq) != 0)
                    .fold((0.0, 0), |(s, c), sq| {
                        (s + worth(v.reach(0, ty, sq)), c + 1)
                    });
                if count == 0 {
                    0.0
                } else {
                    sum / f64::from(count)
                }
            })
            .collect();
        let royal: Vec<bool> = v.pieces.iter().map(|p| p.royal).collect();
        let mut square_values = vec![0; 2 * types * n];
        for side in 0..2 {
            for ty in (0..types).filter(|&t| !royal[t]) {
                let promotion = v.pieces[ty].promotion.as_ref();
                let gain = promotion
                    .map(|p| {
                        p.to.iter()
                            .map(|&to| average[usize::from(to)] - average[ty])
                            .fold(0.0, f64::max)
                    })
                    .unwrap_or(0.0);
                for sq in 0..n as u8 {
                    let mut value = 0.5 * average[ty] + 0.5 * worth(v.reach(side, ty, sq));
                    if let Some(p) = promotion.filter(|_| gain > 0.0) {
                        value += match v.moves_to_zone(side, ty, sq, p.zone[side]) {
                            Some(0) => gain * INSIDE_ZONE_SHARE,
                            Some(k) => gain * PROMOTION_SHARE.powi(k as i32),
                            None => 0.0,
                        };
                    }
                    square_values[(side * types + ty) * n + usize::from(sq)] = value as i32;
                }
            }
        }
        let hand_values = (0..types)
            .map(|ty| {
                let factor = if v.setup.is_some() { 1.0 } else { HAND_FACTOR };
                if royal[ty] {
                    0
                } else {
                    (average[ty] * factor) as i32
                }
            })
            .collect();
        let mut rng = Rng::new(0x5eed_b0a2_d10e);
        Eval {
            square_values,
            hand_values,
            values: average.iter().map(|&a| a as i32).collect(),
            royal,
            types,
            n,
            keys: (0..2 * types * n).map(|_| rng.next_u64()).collect(),
            hand_keys: (0..2 * types).map(|_| rng.next_u64()).collect(),
            side_key: rng.next_u64(),
            key_without_first_moves: v.repetition_ignores_first_moves,
        }
    }

    /// The average value of piece kind `ty` (royal pieces: a large constant, for ordering).
    pub fn value(&self, ty: u8) -> i32 {
        let ty = usize::from(ty);
        if self.royal[ty] {
            10_000
        } else {
            self.values[ty]
        }
    }

    /// The position's worth for the side to move (positive: it stands better).
    pub fn evaluate(&self, v: &Variant, pos: &Position) -> i32 {
        let mut score = [0i32; 2];
        for sq in 0..self.n {
            let code = pos.board[sq];
            if code == 0 {
                continue;
            }
            let side = Position::side_of(code);
            let ty = usize::from(Position::kind(code));
            score[side] += self.square_values[(side * self.types + ty) * self.n + sq];
        }
        for (side, total) in score.iter_mut().enumerate() {
            for ty in 0..self.types {
                *total += i32::from(pos.hands[side][ty]) * self.hand_values[ty];
            }
            *total += SHELTER * self.shelter(v, pos, side);
        }
        let us = usize::from(pos.flags.side);
        let lead = score[us] - score[1 - us] + TEMPO;
        // A side that gave up the right to win (janggi: it made the kings face each other)
        // can at best draw, however far ahead it stands.
        let forfeit = pos.flags.facing_forfeit;
        if (forfeit[us] && lead > 0) || (forfeit[1 - us] && lead < 0) {
            0
        } else {
            lead
        }
    }

    /// Own pieces on the squares `side`'s single royal piece could step to.
    fn shelter(&self, v: &Variant, pos: &Position, side: usize) -> i32 {
        let king = pos.flags.royal[side];
        if pos.flags.royal_count[side] != 1 {
            return 0;
        }
        let ty = Position::kind(pos.board[usize::from(king)]);
        let around =
            v.destination_set((side * self.types + usize::from(ty)) * self.n + usize::from(king));
        (0..self.n)
            .filter(|&sq| around & (1u128 << sq) != 0)
            .filter(|&sq| pos.board[sq] != 0 && Position::side_of(pos.board[sq]) == side)
            .count() as i32
    }

    /// A hash of what the search distinguishes: pieces, hands, side to move, move rights, who
    /// keeps a board count (a position before and after `stop-counting` differ only there) and
    /// who gave up the right to win.
    pub fn hash(&self, pos: &Position) -> u64 {
        self.hash_and_key(pos).0
    }

    /// The key the repetition rules compare: [`Eval::hash`] without whether the last move was
    /// a pass or the count (a position is the same however it was reached), and without the
    /// first-move rights where the repetition rule says so.
    pub fn position_key(&self, pos: &Position) -> u64 {
        self.hash_and_key(pos).1
    }

    /// [`Eval::hash`] and [`Eval::position_key`] from one look at the board.
    pub fn hash_and_key(&self, pos: &Position) -> (u64, u64) {
        let (pieces, first_moves, rights) = self.parts(pos);
        let f = &pos.flags;
        let passed = u64::from(f.passed) << 7;
        let count = u64::from(f.counter)
            | (u64::from(f.count_waived) << 2)
            | (u64::from(f.facing_forfeit[0]) << 3)
            | (u64::from(f.facing_forfeit[1]) << 4);
        let hash = pieces
            ^ (first_moves ^ rights ^ passed).wrapping_mul(RIGHTS_MIX)
            ^ count.wrapping_mul(0xD6E8_FEB8_6659_FD93);
        let kept = if self.key_without_first_moves {
            rights
        } else {
            first_moves ^ rights
        };
        (hash, pieces ^ kept.wrapping_mul(RIGHTS_MIX))
    }

    /// The pieces and hands, the first-move rights and the other move rights (neither yet
    /// mixed in) of a position.
    fn parts(&self, pos: &Position) -> (u64, u64, u64) {
        let mut h = if pos.flags.side == 1 {
            self.side_key
        } else {
            0
        };
        for sq in 0..self.n {
            let code = pos.board[sq];
            if code != 0 {
                let side = Position::side_of(code);
                let ty = usize::from(Position::kind(code));
                h ^= self.keys[(side * self.types + ty) * self.n + sq];
            }
        }
        for side in 0..2 {
            for ty in 0..self.types {
                let count = u32::from(pos.hands[side][ty]);
                if count > 0 {
                    h ^= self.hand_keys[side * self.types + ty].rotate_left(count * 7);
                }
            }
        }
        let f = &pos.flags;
        let first_moves = (f.gates as u64)
            ^ ((f.gates >> 64) as u64).rotate_left(17)
            ^ (u64::from(f.leap[0]) << 3)
            ^ (u64::from(f.leap[1]) << 5);
        let rights = (u64::from(f.bikjang) << 9) ^ (u64::from(f.opening_ply) << 40);
        (h, first_moves, rights)
    }
}
