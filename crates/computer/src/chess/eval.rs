//! The chess family's evaluation, derived from the compiled rules rather than written per
//! game: a piece is worth what its moves reach on an empty board ([`Variant::reach`]), half
//! as the average over the squares it can stand on and half as its reach from the square it
//! stands on (so a xiangqi soldier gains by crossing the river); a piece that may promote gains
//! part of what it would become as it nears its zone; pieces in hand count a little more than on
//! the board; a royal piece likes its own pieces on the squares around it; and a side that
//! gave up the right to win (janggi's maker of a bikjang) counts its lead as a draw.

use boardlore_rules::chess::{ChessGame, Position, Variant};

/// One piece's worth, in hundredths of a piece that reaches one square.
fn worth(reach: f64) -> f64 {
    100.0 * reach.max(0.0).powf(0.8)
}

/// Of the gain a promotion brings, the share counted per move still needed to reach the zone
/// (0.4 one move away, 0.16 two moves away, ...), and the share once inside it.
const PROMOTION_SHARE: f64 = 0.4;
const INSIDE_ZONE_SHARE: f64 = 0.6;
/// A piece in hand may be dropped anywhere: it counts this much more than its average.
const HAND_FACTOR: f64 = 1.1;
/// Bonus per own piece standing next to (a step away from) the royal piece.
const SHELTER: i32 = 8;
/// Bonus for having the move.
const TEMPO: i32 = 10;

/// Piece-square values and hand values for one compiled ruleset.
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
        Eval {
            square_values,
            hand_values,
            values: average.iter().map(|&a| a as i32).collect(),
            royal,
            types,
            n,
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
}

/// The evaluation of `game`'s rules, read out of them on first use and kept with the game.
pub fn eval_of(game: &ChessGame) -> &Eval {
    game.memo().get_or_init(|| Eval::new(game.variant()))
}
