//! The best chance in a lost position: every move loses against best play, so the computer
//! plays the move after which an opponent choosing among its moves at random is likeliest to
//! let the win go, at some point of the game and not only at its next reply. The exact
//! solver tells which replies keep the opponent's win; the chance is searched one more move
//! of the computer's deeper at a time, while a budget of positions lasts, a lost position at
//! the horizon counting as lost. At a depth of one it is the share of the opponent's next
//! replies that let the win go.

use super::Hints;
use std::collections::HashMap;

use super::Prover;
use boardlore_rules::game::Player;

/// Positions the chances of one move may look at beyond the next reply (each a move
/// generation and the solver's values of the replies).
const CHANCE_POSITIONS: usize = 1 << 16;
/// Positions the solver may search for those values beyond the next reply (a reply it has not
/// met yet is searched afresh).
const SOLVER_POSITIONS: usize = 1 << 18;
/// Moves of the computer looked ahead at most.
const MOST_DEPTH: u32 = 64;

/// In a position lost for the player to move: the move with the best chance that an opponent
/// playing at random lets the win go, each reply's value read from the solver within
/// `positions` positions. `None` when no depth could be searched whole.
pub(super) fn best_chance<G: Hints>(
    game: &G,
    prover: &mut dyn Prover<G>,
    state: &G::State,
    positions: usize,
) -> Option<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let mut chances = Chances {
        game,
        prover,
        me: game.to_move(state),
        positions,
        limit: None,
        looked: 0,
        beyond: false,
        known: HashMap::new(),
    };
    let mut best = None;
    for depth in 1..=MOST_DEPTH {
        chances.beyond = false;
        let Some((_, mv)) = chances.best_move(state, &moves, depth) else {
            break;
        };
        best = Some(mv);
        if chances.limit.is_none() {
            let searched = chances.prover.positions_searched();
            chances.limit = Some(searched.saturating_add(SOLVER_POSITIONS));
            chances.looked = 0;
        }
        super::put_first(&mut moves, &mv);
        if !chances.beyond {
            break;
        }
    }
    best
}

/// What the search of chances knows and has spent.
struct Chances<'a, G: Hints> {
    game: &'a G,
    prover: &'a mut dyn Prover<G>,
    me: Player,
    /// The solver's positions for each value it is asked.
    positions: usize,
    /// Once the next reply is counted: the solver's count of positions searched not to go
    /// past (and the positions looked at are held to [`CHANCE_POSITIONS`]).
    limit: Option<usize>,
    /// Positions looked at.
    looked: usize,
    /// Whether the last depth met a lost position at its horizon (a deeper look may tell more).
    beyond: bool,
    /// Chances already found, by fingerprint and depth, each with whether its search met the
    /// horizon.
    known: HashMap<(u64, u64, u32), (f64, bool)>,
}

impl<G: Hints> Chances<'_, G> {
    /// Of `moves` from `state`, `me` to move, the one with the best chance at `depth`, with the
    /// chance (`None` when the budget ran out or the solver could not tell).
    fn best_move(
        &mut self,
        state: &G::State,
        moves: &[G::Move],
        depth: u32,
    ) -> Option<(f64, G::Move)> {
        let mut best: Option<(f64, G::Move)> = None;
        for &mv in moves {
            let mut next = state.clone();
            self.game.play(&mut next, mv);
            let chance = self.after_my_move(&next, depth)?;
            if best.map_or(true, |(b, _)| chance > b) {
                best = Some((chance, mv));
            }
        }
        best
    }

    /// The chance that `me` wins from `state`, which `me` has just moved into, the
    /// opponent choosing among its replies at random, `depth` moves of `me` ahead.
    fn after_my_move(&mut self, state: &G::State, depth: u32) -> Option<f64> {
        if let Some(outcome) = self.game.outcome(state) {
            return Some(self.worth(outcome.winner));
        }
        let key = self.prover.fingerprint(state);
        let key = (key.0, key.1, depth);
        if let Some(&(chance, beyond)) = self.known.get(&key) {
            self.beyond |= beyond;
            return Some(chance);
        }
        self.looked += 1;
        if let Some(limit) = self.limit {
            if self.looked > CHANCE_POSITIONS || self.prover.positions_searched() > limit {
                return None;
            }
        }
        let outer = std::mem::replace(&mut self.beyond, false);
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        let chance = if self.game.to_move(state) == self.me {
            // `me` moves again: the best of those moves.
            self.best_move(state, &moves, depth)?.0
        } else {
            let mut sum = 0.0;
            for &reply in &moves {
                let mut after = state.clone();
                self.game.play(&mut after, reply);
                sum += self.after_their_reply(&after, depth)?;
            }
            sum / moves.len().max(1) as f64
        };
        self.known.insert(key, (chance, self.beyond));
        self.beyond |= outer;
        Some(chance)
    }

    /// The chance of `me` in `state`, which the opponent has just moved into.
    fn after_their_reply(&mut self, state: &G::State, depth: u32) -> Option<f64> {
        if let Some(outcome) = self.game.outcome(state) {
            return Some(self.worth(outcome.winner));
        }
        if self.game.to_move(state) != self.me {
            // The opponent moves again: as after a move of `me` that passed the turn.
            return self.after_my_move(state, depth);
        }
        let value = self.prover.value_within(state, self.positions).ok()?;
        match value.result {
            1 => Some(1.0),
            0 => Some(0.5),
            _ if depth <= 1 => {
                self.beyond = true;
                Some(0.0)
            }
            _ => {
                let mut moves = Vec::new();
                self.game.legal_moves(state, &mut moves);
                Some(self.best_move(state, &moves, depth - 1)?.0)
            }
        }
    }

    /// What a finished game is worth to `me`: 1 won, 0 lost, a half drawn.
    fn worth(&self, winner: Option<Player>) -> f64 {
        match winner {
            Some(w) if w == self.me => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        }
    }
}
