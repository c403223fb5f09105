//! The rules of taking: which pieces a turn may take, the die, missed turns and the end of
//! the game; `game.rs` builds the [`Game`](crate::game::Game) contract for [`TakeGame`] on them.

use super::{ColourRule, TakeGame, TakeMove, TakeShape, TakeState};
use crate::rng::Rng;

/// The start position: every point holds a piece, the first player to move, the first
/// throw made from `seed` in dice games.
pub(super) fn start(game: &TakeGame, seed: u64) -> TakeState {
    let occupied = if game.board.len() == 64 {
        u64::MAX
    } else {
        (1u64 << game.board.len()) - 1
    };
    let mut state = TakeState {
        occupied,
        second: game.start_colours,
        to_move: 0,
        passed: false,
        die: 0,
        generator: seed,
    };
    game.throw(&mut state, 0);
    state
}

impl TakeGame {
    /// Mixes the move played into the generator and throws the die for the next turn.
    pub(super) fn throw(&self, state: &mut TakeState, code: u64) {
        if let Some((sides, least)) = self.dice {
            let mut rng = Rng::new(state.generator ^ code.wrapping_mul(0xD605_BBB5_8C8A_BBFD));
            let face = rng.below(usize::from(sides)) as u8 + 1;
            state.generator = rng.next_u64();
            state.die = face.max(least);
        }
    }

    /// Occupied neighbouring points of `p`.
    fn joined(&self, state: &TakeState, p: usize) -> u32 {
        (self.neighbours[p] & state.occupied).count_ones()
    }

    /// True when the player to move may take the piece on `p` as far as the piece itself goes
    /// (not hemmed in, not barred; the colour and run conditions are checked elsewhere).
    fn may_take(&self, state: &TakeState, p: usize) -> bool {
        state.occupied >> p & 1 == 1
            && self.barred[usize::from(state.to_move)] >> p & 1 == 0
            && self
                .hemmed_in
                .map_or(true, |h| self.joined(state, p) < u32::from(h))
    }

    /// True when the colours of the pieces in `taken` meet the ruleset's condition.
    fn colours_allow(&self, state: &TakeState, taken: u64) -> bool {
        let count = taken.count_ones();
        if self.colours == ColourRule::Any || count == 1 {
            return true;
        }
        let second = (taken & state.second).count_ones();
        let one_colour = second == 0 || second == count;
        if count % 2 == 0 {
            one_colour
        } else {
            !one_colour
        }
    }

    /// Every taking open to the player to move, with a die of `need` (0: no die).
    pub(super) fn takings(&self, state: &TakeState, need: u8, out: &mut Vec<TakeMove>) {
        for p in 0..self.board.len() {
            if self.may_take(state, p) && self.joined(state, p) >= u32::from(need) {
                out.push(TakeMove {
                    taken: 1 << p,
                    ends: (p as u16, p as u16),
                });
            }
        }
        if self.shape != TakeShape::Run {
            return;
        }
        for line in &self.lines {
            for start in 0..line.len() {
                let mut taken = 1u64 << line[start];
                if !self.may_take(state, usize::from(line[start])) {
                    continue;
                }
                for &q in &line[start + 1..] {
                    if taken.count_ones() >= u32::from(self.most) || !self.may_take(state, q.into())
                    {
                        break;
                    }
                    taken |= 1 << q;
                    if self.colours_allow(state, taken) {
                        out.push(TakeMove {
                            taken,
                            ends: (line[start], q),
                        });
                    }
                }
            }
        }
    }

    /// True when no throw at all would let the player to move take a piece.
    pub(super) fn no_throw_allows(&self, state: &TakeState) -> bool {
        let least = self.dice.map_or(0, |(_, least)| least);
        let mut moves = Vec::new();
        self.takings(state, least, &mut moves);
        moves.is_empty()
    }
}
