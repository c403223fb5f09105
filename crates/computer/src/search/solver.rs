//! An exact solver, generic over any [`Game`] whose states can be hashed: a fail-soft
//! alpha-beta search over win/draw/loss (and the score margin in scoring games) that stores
//! what it learns in a fixed-size replacement table under each position's canonical key (see
//! [`Hints::canonical`](crate::search::Hints::canonical): mirror images and states differing in what no rule reads share one
//! entry). Positions searched are counted against a budget so that a game too large for it is
//! refused with a message instead of running for ever; memory is fixed when the solver is made.

use super::Hints;
use std::collections::hash_map::DefaultHasher;
use std::collections::HashSet;
use std::fmt;
use std::hash::{BuildHasherDefault, Hash, Hasher};
use std::time::{Duration, Instant};

use super::solve_table::{SolveTable, SLOT_BYTES};
use super::whole_game::KeyHasher;
use boardlore_rules::game::Game;

/// Positions the solver searches before giving up unless told otherwise (the default of
/// `boardlore solve --budget`; a ruleset claims `solved` only within it).
pub const DEFAULT_BUDGET: usize = 3_000_000;

/// Bytes of memory the solver's table takes at most unless told otherwise (the default of
/// `boardlore solve --memory`, in MiB there).
pub const DEFAULT_MEMORY: usize = 256 << 20;

/// A result's weight in the scalar a value is searched as: `result * RESULT + margin`.
const RESULT: i32 = 1 << 20;
/// Beyond every value.
const INF: i32 = 1 << 22;

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
    /// Positions searched so far.
    pub searched: usize,
}

/// How far a search has gone, for a progress line.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    /// Positions searched.
    pub searched: usize,
    /// Table slots in use.
    pub filled: usize,
    /// Table slots in all.
    pub slots: usize,
    /// Time since the solver was made.
    pub elapsed: Duration,
}

type Report<'g> = Box<dyn FnMut(&Progress) + 'g>;

/// Solves positions of one game, keeping what it learns in a table of fixed size.
pub struct Solver<'g, G: Hints>
where
    G::State: Hash + Eq,
{
    game: &'g G,
    table: SolveTable,
    /// Fingerprints of the positions on the current search path, hashed by their own bits.
    path: HashSet<(u64, u64), BuildHasherDefault<KeyHasher>>,
    budget: usize,
    searched: usize,
    /// True once a finished game has reported scores: values then carry a margin.
    scored: bool,
    report: Option<(Report<'g>, Instant, Instant)>,
}

impl<'g, G: Hints> Solver<'g, G>
where
    G::State: Hash + Eq,
{
    /// A solver that gives up after searching `budget` positions, with a table of at most
    /// [`DEFAULT_MEMORY`] bytes (smaller when the budget needs less).
    pub fn new(game: &'g G, budget: usize) -> Self {
        Self::with_memory(game, budget, DEFAULT_MEMORY)
    }

    /// A solver that gives up after searching `budget` positions, with a table of at most
    /// `bytes` bytes (however small: results are searched again when their slots are reused).
    pub fn with_memory(game: &'g G, budget: usize, bytes: usize) -> Self {
        Solver {
            game,
            table: SolveTable::new(bytes, budget),
            path: HashSet::default(),
            budget,
            searched: 0,
            scored: false,
            report: None,
        }
    }

    /// A solver with a table of at most `bytes` bytes and no budget of its own, for a search
    /// that consults it a slice at a time (see [`Prover`]).
    pub fn prover(game: &'g G, bytes: usize) -> Box<dyn Prover<G> + 'g> {
        Box::new(Self::with_memory(game, usize::MAX, bytes))
    }

    /// Calls `report` about once a second while searching.
    pub fn on_progress(&mut self, report: impl FnMut(&Progress) + 'g) {
        let now = Instant::now();
        self.report = Some((Box::new(report), now, now));
    }

    /// Positions searched so far (a position evicted from the table and met again counts again).
    pub fn searched(&self) -> usize {
        self.searched
    }

    /// The table's slots in use and in all, and the bytes it takes.
    pub fn table_fill(&self) -> (usize, usize, usize) {
        let slots = self.table.slots();
        (self.table.filled(), slots, slots * SLOT_BYTES)
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
            // A finished game is read off, not counted again.
            let mut v = match self.game.outcome(&next) {
                Some(outcome) => {
                    let scalar = self.finished(&next, outcome);
                    self.decode(scalar)
                }
                None => self.value(&next)?,
            };
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
            searched: self.searched,
        })
    }

    /// The value of `state` for the player to move.
    pub fn value(&mut self, state: &G::State) -> Result<Value, SolveError> {
        let s = self.search(state, -INF, INF);
        self.path.clear();
        Ok(self.decode(s?))
    }

    /// The value a scalar stands for.
    fn decode(&self, s: i32) -> Value {
        let result = (s + RESULT / 2).div_euclid(RESULT);
        Value {
            result: result as i8,
            margin: self.scored.then_some(s - result * RESULT),
        }
    }

    /// The value at a finished game, for the player to move, as a scalar.
    fn finished(&mut self, state: &G::State, outcome: boardlore_rules::game::Outcome) -> i32 {
        let me = self.game.to_move(state);
        let result = match outcome.winner {
            Some(w) if w == me => 1,
            Some(_) => -1,
            None => 0,
        };
        let margin = outcome.scores.as_ref().map_or(0, |s| {
            self.scored = true;
            let mine = s.get(usize::from(me.0)).copied().unwrap_or(0);
            let theirs = s.get(usize::from(me.0 ^ 1)).copied().unwrap_or(0);
            (mine - theirs).clamp(1 - RESULT / 2, RESULT / 2 - 1)
        });
        result * RESULT + margin
    }

    /// Fail-soft alpha-beta: the exact value when it lies strictly inside `alpha..beta`, else
    /// a bound on the side of the window it fell.
    fn search(
        &mut self,
        state: &G::State,
        mut alpha: i32,
        mut beta: i32,
    ) -> Result<i32, SolveError> {
        let game = self.game;
        if let Some(outcome) = game.outcome(state) {
            self.count()?;
            return Ok(self.finished(state, outcome));
        }
        let key = game.canonical(state);
        let (hash, check) = fingerprint(&key.state);
        if self.path.contains(&(hash, check)) {
            return Err(SolveError::Repetition);
        }
        let banked = key.banked;
        let mut first = None;
        if let Some(e) = self.table.probe(hash, check) {
            let (lower, upper) = (unbank(e.lower, banked), unbank(e.upper, banked));
            if lower >= beta || lower == upper {
                return Ok(lower);
            }
            if upper <= alpha {
                return Ok(upper);
            }
            alpha = alpha.max(lower);
            beta = beta.min(upper);
            first = Some(usize::from(e.best));
        }
        self.count()?;
        let before = self.searched;
        let me = game.to_move(state);
        let mut moves = Vec::new();
        game.legal_moves(state, &mut moves);
        if moves.is_empty() {
            return Ok(0);
        }
        self.path.insert((hash, check));
        let first = first.filter(|&i| i < moves.len()).unwrap_or(0);
        let order = std::iter::once(first).chain((0..moves.len()).filter(|&i| i != first));
        let (alpha0, mut best, mut best_index) = (alpha, -INF, first);
        for i in order {
            let mut next = state.clone();
            game.play(&mut next, moves[i]);
            let v = if game.to_move(&next) == me {
                self.search(&next, alpha, beta)
            } else {
                self.search(&next, -beta, -alpha).map(|v| -v)
            };
            let v = match v {
                Ok(v) => v,
                Err(e) => {
                    self.path.remove(&(hash, check));
                    return Err(e);
                }
            };
            if v > best {
                (best, best_index) = (v, i);
            }
            alpha = alpha.max(best);
            // Without scores nothing beats a win.
            if alpha >= beta || (!self.scored && best >= RESULT) {
                break;
            }
        }
        self.path.remove(&(hash, check));
        let bounds = if best <= alpha0 {
            (-INF, best)
        } else if best >= beta {
            (best, INF)
        } else {
            (best, best)
        };
        let bounds = (bank(bounds.0, banked), bank(bounds.1, banked));
        let index = u16::try_from(best_index).unwrap_or(0);
        self.table
            .store(hash, check, bounds, self.searched - before, index);
        Ok(best)
    }

    /// Counts a position against the budget.
    fn count(&mut self) -> Result<(), SolveError> {
        if self.searched >= self.budget {
            return Err(SolveError::TooLarge {
                budget: self.budget,
            });
        }
        self.searched += 1;
        if self.searched % 4096 == 0 {
            self.tick();
        }
        Ok(())
    }

    fn tick(&mut self) {
        let (filled, slots) = (self.table.filled(), self.table.slots());
        let searched = self.searched;
        if let Some((report, started, last)) = &mut self.report {
            let now = Instant::now();
            if now.duration_since(*last) >= Duration::from_secs(1) {
                *last = now;
                report(&Progress {
                    searched,
                    filled,
                    slots,
                    elapsed: now.duration_since(*started),
                });
            }
        }
    }
}

/// An exact solver consulted a slice at a time by a search running beside it (the computer's
/// MCTS): see [`Hints::prover`](crate::search::Hints::prover). What each slice learns stays in the solver's table, so a
/// later slice goes on where the last stopped.
pub trait Prover<G: Game> {
    /// Solves `state` searching at most `positions` positions more: the solution, or
    /// [`SolveError::TooLarge`] when the slice ran out first (ask again with another slice),
    /// or [`SolveError::Repetition`] when the position cannot be solved at all.
    fn prove(
        &mut self,
        state: &G::State,
        positions: usize,
    ) -> Result<Solution<G::Move>, SolveError>;

    /// The value of `state` for the player to move, searching at most `positions` positions
    /// more (errors as for [`Prover::prove`]).
    fn value_within(&mut self, state: &G::State, positions: usize) -> Result<Value, SolveError>;

    /// The position's 128-bit fingerprint, as the solver's table keys it.
    fn fingerprint(&self, state: &G::State) -> (u64, u64);

    /// Positions searched so far, over every slice.
    fn positions_searched(&self) -> usize;
}

impl<G: Hints> Prover<G> for Solver<'_, G>
where
    G::State: Hash + Eq,
{
    fn prove(
        &mut self,
        state: &G::State,
        positions: usize,
    ) -> Result<Solution<G::Move>, SolveError> {
        self.allow(positions);
        self.solve(state)
    }

    fn value_within(&mut self, state: &G::State, positions: usize) -> Result<Value, SolveError> {
        self.allow(positions);
        self.value(state)
    }

    fn fingerprint(&self, state: &G::State) -> (u64, u64) {
        fingerprint(state)
    }

    fn positions_searched(&self) -> usize {
        self.searched
    }
}

impl<G: Hints> Solver<'_, G>
where
    G::State: Hash + Eq,
{
    /// Lets the next search go `positions` positions beyond those searched so far, from a
    /// clean path (a slice cut short leaves nothing on it).
    fn allow(&mut self, positions: usize) {
        self.budget = self.searched.saturating_add(positions);
        self.path.clear();
    }
}

/// A position's 128-bit fingerprint: two independent 64-bit hashes.
fn fingerprint<S: Hash>(state: &S) -> (u64, u64) {
    let mut first = DefaultHasher::new();
    state.hash(&mut first);
    let mut second = DefaultHasher::new();
    0x5eed_u16.hash(&mut second);
    state.hash(&mut second);
    (first.finish(), second.finish())
}

/// The scalar for a final margin when the higher total wins.
fn by_margin(margin: i32) -> i32 {
    margin.signum() * RESULT + margin
}

/// A stored bound as the value of a position that has banked `banked` points.
fn unbank(stored: i32, banked: Option<i32>) -> i32 {
    match banked {
        Some(d) if stored.abs() < INF => by_margin(stored + d),
        _ => stored,
    }
}

/// A bound on a position's value as stored: with `banked` points left out of its key, the
/// margin still to be made.
fn bank(value: i32, banked: Option<i32>) -> i32 {
    match banked {
        Some(d) if value.abs() < INF => {
            let result = (value + RESULT / 2).div_euclid(RESULT);
            value - result * RESULT - d
        }
        _ => value,
    }
}
