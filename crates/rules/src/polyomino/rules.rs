//! The rules of placing and sliding whole pieces of a [`PolyominoGame`]; `game.rs` builds the
//! [`Game`](crate::game::Game) contract on them.

use std::ops::ControlFlow;

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
        let _ = self.each_move(state, |mv| {
            out.push(mv);
            ControlFlow::Continue(())
        });
    }

    /// Whether the player to move has any move, whether or not the game is over: what
    /// [`Self::moves`] would list, stopping at the first.
    pub(super) fn has_move(&self, state: &PolyominoState) -> bool {
        self.each_move(state, |_| ControlFlow::Break(())).is_break()
    }

    /// The ruleset's move limit once `state` has reached it (the game is then drawn).
    pub(super) fn move_limit_reached(&self, state: &PolyominoState) -> Option<u32> {
        self.move_limit.filter(|&limit| state.ply >= limit)
    }

    /// Hands `found` the moves of the player to move one by one, until it says to stop:
    /// placements while that player has pieces in hand, then, once both hands are empty and
    /// the ruleset slides, slides.
    fn each_move(
        &self,
        state: &PolyominoState,
        mut found: impl FnMut(PolyominoMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        let mover = state.to_move;
        if state.hand[usize::from(mover)] > 0 {
            for (i, &mask) in self.masks.iter().enumerate() {
                if mask & state.covered == 0 {
                    found(PolyominoMove::Place(i as u32))?;
                }
            }
            return ControlFlow::Continue(());
        }
        if !self.sliding(state) {
            return ControlFlow::Continue(());
        }
        self.slides(state, mover, found)
    }

    /// Hands `found` the slides `player`'s pieces could make now, whoever is to move, until
    /// it says to stop.
    pub(super) fn slides(
        &self,
        state: &PolyominoState,
        player: u8,
        mut found: impl FnMut(PolyominoMove) -> ControlFlow<()>,
    ) -> ControlFlow<()> {
        for (k, &(owner, at)) in state.pieces.iter().enumerate() {
            if owner != player {
                continue;
            }
            for &(to, newly_covered) in &self.steps[at as usize] {
                if newly_covered & state.covered == 0 {
                    found(PolyominoMove::Slide { piece: k as u8, to })?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Whether the pieces slide once all are placed (`then: slide`).
    pub fn slides_after_placing(&self) -> bool {
        self.then == super::AfterPlacing::Slide
    }

    /// Whether the pieces slide now: the ruleset slides once every piece is down, and it is.
    pub fn sliding(&self, state: &PolyominoState) -> bool {
        self.then == AfterPlacing::Slide && state.hand.iter().all(|&h| h == 0)
    }

    /// The point a person clicks first for a piece lying at placement `at`.
    pub(super) fn anchor(&self, at: u32) -> u16 {
        self.placements[at as usize][0]
    }
}
