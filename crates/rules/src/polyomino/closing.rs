//! Closing the last pockets: once the opponent is down to a few slides (a piece or two
//! shuttling in a pocket), a search for a forced win that looks much further ahead than the
//! alpha-beta search over mobility, which sees every move there as equal: the opponent keeps
//! its one or two slides until the very move that shuts the pocket, and bringing a piece round
//! to shut it often takes more plies than that search reaches. With the opponent's few replies
//! the tree stays narrow on every other ply, and the positions already shown to hold no win
//! within so many plies are remembered (the same places are reached by many orders of moves).

use std::collections::HashMap;
use std::ops::ControlFlow;

use super::{PolyominoGame, PolyominoMove, PolyominoState};
use crate::game::Game;
use crate::limits::POSITIONS_PER_CLOCK_CHECK;

/// The search starts only when the opponent has at most this many slides.
const MAX_OPPONENT_SLIDES: usize = 6;
/// The longest line searched, in plies (the searching side's moves and the replies).
const MAX_PLIES: u32 = 51;

/// One closing search's bookkeeping.
struct Closing {
    /// Positions (by key, the searching side to move) with no win within this many plies.
    no_win: HashMap<u64, u32>,
    nodes: usize,
    budget: usize,
    stopped: bool,
}

impl PolyominoGame {
    /// A move that forces the opponent to be stuck within `MAX_PLIES` (51) plies, found by the
    /// closing search within `budget` positions while `keep_going()` says yes, and the
    /// positions searched; `None` when the position is not a closing one or no win was found.
    pub fn closing_move(
        &self,
        state: &PolyominoState,
        budget: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> (Option<PolyominoMove>, usize) {
        if !self.sliding(state) {
            return (None, 0);
        }
        let opponent_slides = self.slide_count(state, 1 - state.to_move);
        if opponent_slides == 0 || opponent_slides > MAX_OPPONENT_SLIDES {
            return (None, 0);
        }
        let mut closing = Closing {
            no_win: HashMap::new(),
            nodes: 0,
            budget,
            stopped: false,
        };
        for plies in (1..=MAX_PLIES).step_by(2) {
            if let Some(mv) = self.winning_move(state, plies, &mut closing, keep_going) {
                return (Some(mv), closing.nodes);
            }
            if closing.stopped {
                break;
            }
        }
        (None, closing.nodes)
    }

    /// A move of the side to move after which it wins within `plies` plies whatever the
    /// opponent does.
    fn winning_move(
        &self,
        state: &PolyominoState,
        plies: u32,
        closing: &mut Closing,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<PolyominoMove> {
        closing.nodes += 1;
        if closing.nodes >= closing.budget
            || (closing.nodes % POSITIONS_PER_CLOCK_CHECK == 0 && !keep_going())
        {
            closing.stopped = true;
        }
        if closing.stopped || self.move_limit_reached(state).is_some() {
            return None;
        }
        let key = self.position_key(state);
        if closing.no_win.get(&key).is_some_and(|&p| p >= plies) {
            return None;
        }
        for (mv, next) in self.closing_candidates(state) {
            if self.move_limit_reached(&next).is_some() {
                continue;
            }
            if !self.has_move(&next) {
                return Some(mv);
            }
            if plies >= 3 && self.every_reply_loses(&next, plies - 2, closing, keep_going) {
                return Some(mv);
            }
            if closing.stopped {
                return None;
            }
        }
        closing.no_win.insert(key, plies);
        None
    }

    /// Whether every move of the opponent, to move in `state`, leaves a position the
    /// searching side wins within `plies` plies.
    fn every_reply_loses(
        &self,
        state: &PolyominoState,
        plies: u32,
        closing: &mut Closing,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> bool {
        let mut replies = Vec::new();
        self.moves(state, &mut replies);
        replies.iter().all(|&reply| {
            let mut next = state.clone();
            self.play(&mut next, reply);
            self.winning_move(&next, plies, closing, keep_going)
                .is_some()
        })
    }

    /// The slides of the side to move with the positions they lead to, those leaving the
    /// opponent fewest slides first.
    fn closing_candidates(&self, state: &PolyominoState) -> Vec<(PolyominoMove, PolyominoState)> {
        let me = state.to_move;
        let mut keyed = Vec::new();
        let _ = self.slides(state, me, |mv| {
            let mut next = state.clone();
            self.play(&mut next, mv);
            keyed.push((self.slide_count(&next, 1 - me), keyed.len(), mv, next));
            ControlFlow::Continue(())
        });
        keyed.sort_unstable_by_key(|&(slides, order, ..)| (slides, order));
        keyed
            .into_iter()
            .map(|(_, _, mv, next)| (mv, next))
            .collect()
    }

    /// The slides `player` could make now.
    pub fn slide_count(&self, state: &PolyominoState, player: u8) -> usize {
        let mut slides = 0;
        let _ = self.slides(state, player, |_| {
            slides += 1;
            ControlFlow::Continue(())
        });
        slides
    }

    /// A key for the pieces' places and the side to move, the same whichever piece of a side
    /// stands where (hashed, so two positions may share one: the search then misses a win at
    /// worst, as it stores only where no win was found).
    fn position_key(&self, state: &PolyominoState) -> u64 {
        let mut key = u64::from(state.to_move);
        for &(owner, at) in &state.pieces {
            key ^= crate::rng::Rng::new(u64::from(at) * 2 + u64::from(owner) + 1).next_u64();
        }
        key
    }
}
