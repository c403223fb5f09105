//! The rules of placing and sliding whole pieces of a [`PolyominoGame`]; `game.rs` builds the
//! [`Game`](crate::game::Game) contract on them.

use super::{AfterPlacing, PolyominoGame, PolyominoMove, PolyominoState};

impl PolyominoGame {
    /// The empty board with every piece in hand, the first player to move.
    pub(super) fn empty(&self) -> PolyominoState {
        PolyominoState {
            pieces: Vec::new(),
            covered: 0,
            hand: [self.players[0].2, self.players[1].2],
            to_move: 0,
            ply: 0,
        }
    }

    /// Every move the player to move has, whether or not the game is over.
    pub(super) fn moves(&self, state: &PolyominoState, out: &mut Vec<PolyominoMove>) {
        let mover = state.to_move;
        if state.hand[usize::from(mover)] > 0 {
            for (i, &mask) in self.masks.iter().enumerate() {
                if mask & state.covered == 0 {
                    out.push(PolyominoMove::Place(i as u32));
                }
            }
            return;
        }
        if self.then != AfterPlacing::Slide || state.hand.iter().any(|&h| h > 0) {
            return;
        }
        self.slides(state, mover, &mut |mv| out.push(mv));
    }

    /// Whether the ruleset's move limit has been reached, which draws the game.
    pub(super) fn past_move_limit(&self, state: &PolyominoState) -> bool {
        self.move_limit.is_some_and(|limit| state.ply >= limit)
    }

    /// Whether the player to move has any move, whether or not the game is over: what
    /// [`Self::moves`] would list, without listing it.
    pub(super) fn has_move(&self, state: &PolyominoState) -> bool {
        let mover = state.to_move;
        if state.hand[usize::from(mover)] > 0 {
            return self.masks.iter().any(|&mask| mask & state.covered == 0);
        }
        if self.then != AfterPlacing::Slide || state.hand.iter().any(|&h| h > 0) {
            return false;
        }
        state.pieces.iter().any(|&(owner, at)| {
            let others = state.covered & !self.masks[at as usize];
            owner == mover
                && self.shifts[at as usize]
                    .iter()
                    .flatten()
                    .any(|&to| self.masks[to as usize] & others == 0)
        })
    }

    /// Hands `found` every slide `player`'s pieces could make now, whoever is to move.
    pub(super) fn slides(
        &self,
        state: &PolyominoState,
        player: u8,
        found: &mut dyn FnMut(PolyominoMove),
    ) {
        for (k, &(owner, at)) in state.pieces.iter().enumerate() {
            if owner != player {
                continue;
            }
            let others = state.covered & !self.masks[at as usize];
            for &to in self.shifts[at as usize].iter().flatten() {
                if self.masks[to as usize] & others == 0 {
                    found(PolyominoMove::Slide { piece: k as u8, to });
                }
            }
        }
    }

    /// The point a person clicks first for a piece lying at placement `at`.
    pub(super) fn anchor(&self, at: u32) -> u16 {
        self.placements[at as usize][0]
    }
}
