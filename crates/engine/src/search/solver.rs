//! An exact solver: depth-first search over every position with memoisation, generic over
//! any [`Game`] whose states can be hashed. Positions are counted against a budget so that a
//! game too large for it is refused with a message instead of running for ever.

use std::collections::HashMap;
use std::fmt;
use std::hash::Hash;

use crate::game::Game;

/// Distinct positions the solver searches before giving up unless told otherwise (the default
/// of `boardlore solve --budget`; a ruleset claims `solved` only within it).
pub const DEFAULT_BUDGET: usize = 3_000_000;

/// The game-theoretic value of a position for the player to move.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct Value {
    /// 1 a win, 0 a draw, -1 a loss, with best play by both sides.
    pub result: i8,
    /// Scoring games: the final score margin (own minus opponent's) with best play.
    pub margin: Option<i32>,
}

impl Value {
    fn flipped(self) -> Value {
        Value {
            result: -self.result,
            margin: self.margin.map(|m| -m),
        }
    }

    /// `win`, `loss` or `draw`.
    pub fn word(&self) -> &'static str {
        match self.result {
            1 => "win",
            -1 => "loss",
            _ => "draw",
        }
    }
}

/// Why a position could not be solved.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SolveError {
    /// More positions than the budget allows.
    TooLarge {
        /// The budget that was reached.
        budget: usize,
    },
    /// A position repeats on the search path and the ruleset has no move limit to stop it.
    Repetition,
}

impl fmt::Display for SolveError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SolveError::TooLarge { budget } => write!(
                f,
                "gave up after {budget} positions: this game is too large for the exact solver \
                 (try a later position with --position, or raise --budget if memory allows)"
            ),
            SolveError::Repetition => write!(
                f,
                "a position can repeat and the ruleset has no move limit, so the game tree is \
                 infinite (add goals.move-limit to the ruleset to solve it)"
            ),
        }
    }
}

impl std::error::Error for SolveError {}

/// A solved position.
#[derive(Clone, Debug)]
pub struct Solution<M> {
    /// Its value for the player to move.
    pub value: Value,
    /// A move that achieves the value (none at the end of the game).
    pub best: Option<M>,
    /// Distinct positions searched.
    pub searched: usize,
}

/// Solves positions of one game, keeping every solved position in memory.
pub struct Solver<'g, G: Game>
where
    G::State: Hash + Eq,
{
    game: &'g G,
    /// `None` marks a position on the current search path.
    memo: HashMap<G::State, Option<Value>>,
    budget: usize,
}

impl<'g, G: Game> Solver<'g, G>
where
    G::State: Hash + Eq,
{
    /// A solver that gives up after `budget` distinct positions.
    pub fn new(game: &'g G, budget: usize) -> Self {
        Solver {
            game,
            memo: HashMap::new(),
            budget,
        }
    }

    /// Distinct positions solved or under way so far.
    pub fn searched(&self) -> usize {
        self.memo.len()
    }

    /// Solves `state`, with a best move for the player to move.
    pub fn solve(&mut self, state: &G::State) -> Result<Solution<G::Move>, SolveError> {
        let value = self.value(state)?;
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        let me = self.game.to_move(state);
        let mut best = None;
        for mv in moves {
            let mut next = state.clone();
            self.game.play(&mut next, mv);
            let mut v = self.value(&next)?;
            if self.game.to_move(&next) != me {
                v = v.flipped();
            }
            if v == value {
                best = Some(mv);
                break;
            }
        }
        Ok(Solution {
            value,
            best,
            searched: self.memo.len(),
        })
    }

    /// The value of `state` for the player to move.
    pub fn value(&mut self, state: &G::State) -> Result<Value, SolveError> {
        match self.memo.get(state) {
            Some(Some(v)) => return Ok(*v),
            Some(None) => return Err(SolveError::Repetition),
            None => {}
        }
        if self.memo.len() >= self.budget {
            return Err(SolveError::TooLarge {
                budget: self.budget,
            });
        }
        let game = self.game;
        let me = game.to_move(state);
        if let Some(outcome) = game.outcome(state) {
            let result = match outcome.winner {
                Some(w) if w == me => 1,
                Some(_) => -1,
                None => 0,
            };
            let margin = outcome.scores.as_ref().map(|s| {
                let mine = s.get(usize::from(me.0)).copied().unwrap_or(0);
                let theirs = s.get(usize::from(me.0 ^ 1)).copied().unwrap_or(0);
                mine - theirs
            });
            let v = Value { result, margin };
            self.memo.insert(state.clone(), Some(v));
            return Ok(v);
        }
        self.memo.insert(state.clone(), None);
        let mut moves = Vec::new();
        game.legal_moves(state, &mut moves);
        let mut best: Option<Value> = None;
        for mv in moves {
            let mut next = state.clone();
            game.play(&mut next, mv);
            let mut v = match self.value(&next) {
                Ok(v) => v,
                Err(e) => {
                    self.memo.remove(state);
                    return Err(e);
                }
            };
            if game.to_move(&next) != me {
                v = v.flipped();
            }
            if best.map_or(true, |b| v > b) {
                best = Some(v);
            }
            if v.result == 1 && v.margin.is_none() {
                break;
            }
        }
        let v = best.unwrap_or(Value {
            result: 0,
            margin: None,
        });
        self.memo.insert(state.clone(), Some(v));
        Ok(v)
    }
}
