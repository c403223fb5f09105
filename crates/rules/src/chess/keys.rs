//! The chess family's position keys: Zobrist-style hashes of a position, the key the
//! repetition rules compare and the hash the search's tables are indexed by.

use super::position::Position;
use super::variant::Variant;
use crate::rng::Rng;

/// Spreads the move rights over the hash's bits.
const RIGHTS_MIX: u64 = 0x9E37_79B9_7F4A_7C15;

/// Random keys per (side, piece kind, square), per piece kind in hand and for the side to move.
#[derive(Clone, Debug)]
pub struct PositionKeys {
    types: usize,
    n: usize,
    keys: Vec<u64>,
    hand_keys: Vec<u64>,
    side_key: u64,
    /// The repetition key leaves out first-move rights (the king's leap, first-move steps).
    key_without_first_moves: bool,
}

impl PositionKeys {
    /// Draws the keys for the compiled rules (the same rules always draw the same keys).
    pub fn new(v: &Variant) -> PositionKeys {
        let types = v.pieces.len();
        let n = v.grid.len();
        let mut rng = Rng::new(0x5eed_b0a2_d10e);
        PositionKeys {
            types,
            n,
            keys: (0..2 * types * n).map(|_| rng.next_u64()).collect(),
            hand_keys: (0..2 * types).map(|_| rng.next_u64()).collect(),
            side_key: rng.next_u64(),
            key_without_first_moves: v.repetition_ignores_first_moves,
        }
    }

    /// A hash of what the search distinguishes: pieces, hands, side to move, move rights, who
    /// keeps a board count (a position before and after `stop-counting` differ only there) and
    /// who gave up the right to win.
    pub fn hash(&self, pos: &Position) -> u64 {
        self.hash_and_key(pos).0
    }

    /// The key the repetition rules compare: [`PositionKeys::hash`] without whether the last move was
    /// a pass or the count (a position is the same however it was reached), and without the
    /// first-move rights where the repetition rule says so.
    pub fn position_key(&self, pos: &Position) -> u64 {
        self.hash_and_key(pos).1
    }

    /// [`PositionKeys::hash`] and [`PositionKeys::position_key`] from one look at the board.
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
