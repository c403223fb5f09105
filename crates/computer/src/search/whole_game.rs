//! A small game solved whole: every position reachable from a start, keyed without the count
//! of plies played (see [`Hints::timeless`](crate::search::Hints::timeless)), so that a position met again is one node of a
//! finite graph, valued by retrograde analysis. A won position is won however the game came
//! there; a position neither side can force is drawn, its value read as the game would go
//! round for ever. The move limit a ruleset adds so that play ends is left out: it can only
//! turn a win that takes longer than the plies left into a draw.
//!
//! The alpha-beta solver ([`super::Solver`]) counts the plies, so a drawn game of 17 points
//! (Shuangtian Qi, 437,000 positions) costs it tens of millions of positions to a 300-ply
//! limit; here each position is generated once.

use super::Hints;
use std::collections::{HashMap, VecDeque};
use std::hash::{BuildHasherDefault, Hasher};

use super::Prover;
use boardlore_rules::game::Player;

/// Positions between two looks at the clock.
const CLOCK_EVERY: usize = 4096;

/// Every position of a game reachable from one start, with its value for the side to move.
pub struct WholeGame {
    /// Node by the fingerprint of its timeless, canonical key.
    index: HashMap<(u64, u64), u32, BuildHasherDefault<KeyHasher>>,
    /// Per node, the seat to move.
    pub(super) mover: Vec<u8>,
    /// Per node, where its moves' nodes start in `next` (one more entry than nodes).
    pub(super) first: Vec<u32>,
    /// The nodes each move leads to, node after node.
    pub(super) next: Vec<u32>,
    /// Per node: 1 won, -1 lost, 0 drawn, for the side to move, with best play.
    pub(super) value: Vec<i8>,
    /// Per node: plies to the end with best play (the fewest to win, the most to lose).
    pub(super) distance: Vec<u16>,
    /// Per node: the winner of a finished game (`u8::MAX` a draw), `None` while play goes on.
    pub(super) finished: Vec<Option<u8>>,
}

/// A whole-game table being built a share at a time: the positions met so far and those
/// whose moves are still to be generated.
pub struct Growth<G: Hints> {
    whole: WholeGame,
    frontier: VecDeque<G::State>,
}

impl<G: Hints> Growth<G> {
    /// The table of the positions reachable from `start`, with only `start` in it so far.
    pub fn new(game: &G, keys: &dyn Prover<G>, start: &G::State) -> Result<Self, NotWhole> {
        if game.players() != 2 || game.throw(start).is_some() {
            return Err(NotWhole::Unsuited);
        }
        let mut whole = WholeGame {
            index: HashMap::default(),
            mover: Vec::new(),
            first: vec![0],
            next: Vec::new(),
            value: Vec::new(),
            distance: Vec::new(),
            finished: Vec::new(),
        };
        let root = game.timeless(start);
        whole.index.insert(key(game, keys, &root)?, 0);
        whole.mover.push(game.to_move(&root).0);
        Ok(Growth {
            whole,
            frontier: VecDeque::from([root]),
        })
    }

    /// Generates the moves of up to `positions` more positions, stopping sooner when
    /// `keep_going()` says no: true once every reachable position is in, an error once more
    /// than `most` are.
    pub fn grow(
        &mut self,
        game: &G,
        keys: &dyn Prover<G>,
        positions: usize,
        most: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Result<bool, NotWhole> {
        let whole = &mut self.whole;
        let mut moves = Vec::new();
        for done in 0..positions {
            if done % CLOCK_EVERY == CLOCK_EVERY - 1 && !keep_going() {
                return Ok(false);
            }
            let Some(state) = self.frontier.pop_front() else {
                return Ok(true);
            };
            let outcome = game.outcome(&state);
            if outcome.as_ref().is_some_and(|o| o.scores.is_some()) {
                return Err(NotWhole::Unsuited);
            }
            let playing = outcome.is_none();
            whole
                .finished
                .push(outcome.map(|o| o.winner.map_or(u8::MAX, |w| w.0)));
            if playing {
                moves.clear();
                game.legal_moves(&state, &mut moves);
                for &mv in &moves {
                    let mut child = state.clone();
                    game.play(&mut child, mv);
                    let child = game.timeless(&child);
                    let fresh = whole.index.len() as u32;
                    let node = *whole.index.entry(key(game, keys, &child)?).or_insert(fresh);
                    if node == fresh {
                        if whole.index.len() > most {
                            return Err(NotWhole::TooLarge);
                        }
                        whole.mover.push(game.to_move(&child).0);
                        self.frontier.push_back(child);
                    }
                    whole.next.push(node);
                }
            }
            whole.first.push(whole.next.len() as u32);
        }
        Ok(self.frontier.is_empty())
    }

    /// Positions met so far.
    pub fn positions(&self) -> usize {
        self.whole.positions()
    }

    /// The table, every position valued (call once [`Growth::grow`] has said it is complete).
    pub fn finish(mut self) -> WholeGame {
        self.whole.value_by_retrograde_analysis();
        self.whole
    }
}

/// Why a game was not solved whole.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NotWhole {
    /// More positions than allowed.
    TooLarge,
    /// The time ran out first.
    OutOfTime,
    /// The game is not for two players taking turns without chance and without scores.
    Unsuited,
}

impl WholeGame {
    /// Every position reachable from `start`, at most `most` of them, generated while
    /// `keep_going()` says yes, and valued.
    pub fn solve<G: Hints>(
        game: &G,
        keys: &dyn Prover<G>,
        start: &G::State,
        most: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Result<WholeGame, NotWhole> {
        let mut growth = Growth::new(game, keys, start)?;
        if growth.grow(game, keys, usize::MAX, most, keep_going)? {
            Ok(growth.finish())
        } else {
            Err(NotWhole::OutOfTime)
        }
    }

    /// Positions in the graph.
    pub fn positions(&self) -> usize {
        self.mover.len()
    }

    /// Positions from which one side can force a win (those of finished games included).
    pub fn decided(&self) -> usize {
        self.value.iter().filter(|&&v| v != 0).count()
    }

    /// The node of `state`, if the graph holds it.
    pub fn node<G: Hints>(
        &self,
        game: &G,
        keys: &dyn Prover<G>,
        state: &G::State,
    ) -> Option<usize> {
        let key = key(game, keys, &game.timeless(state)).ok()?;
        self.index.get(&key).map(|&n| n as usize)
    }

    /// The value of node `n` for `seat`: 1 won, -1 lost, 0 drawn.
    pub fn value_for(&self, n: usize, seat: Player) -> i8 {
        if self.mover[n] == seat.0 {
            self.value[n]
        } else {
            -self.value[n]
        }
    }

    /// The value of node `n` for `seat` under a move limit with `plies_left` plies to go (none:
    /// no limit): as [`WholeGame::value_for`], except that a win which takes longer than the
    /// plies left, with best play, is a draw (the winner cannot force it in time, and the loser
    /// could not win even without the limit).
    pub fn value_within(&self, n: usize, seat: Player, plies_left: Option<usize>) -> i8 {
        let value = self.value_for(n, seat);
        match plies_left {
            Some(left) if usize::from(self.distance[n]) > left => 0,
            _ => value,
        }
    }

    /// Plies to the end from node `n` with best play: the fewest to win, the most to lose (0
    /// where drawn).
    pub fn distance(&self, n: usize) -> u16 {
        self.distance[n]
    }

    /// The moves of node `n`, as nodes.
    pub(super) fn moves_of(&self, n: usize) -> &[u32] {
        &self.next[self.first[n] as usize..self.first[n + 1] as usize]
    }

    /// Finished games first, then back from them: a position is won once one move leads to a
    /// position lost for the side that moves next (or won, when the same side moves again),
    /// lost once every move leads to a position won for the opponent. What is never reached
    /// is drawn.
    fn value_by_retrograde_analysis(&mut self) {
        let nodes = self.mover.len();
        let mut before: Vec<Vec<u32>> = vec![Vec::new(); nodes];
        for n in 0..nodes {
            for &m in self.moves_of(n) {
                before[m as usize].push(n as u32);
            }
        }
        let mut open: Vec<u32> = (0..nodes).map(|n| self.moves_of(n).len() as u32).collect();
        let mut known: Vec<bool> = self.finished.iter().map(Option::is_some).collect();
        self.distance = vec![0; nodes];
        self.value = (self.finished.iter().zip(&self.mover))
            .map(|(finished, &mover)| match *finished {
                Some(winner) if winner == mover => 1,
                Some(winner) if winner != u8::MAX => -1,
                _ => 0,
            })
            .collect();
        let mut queue: VecDeque<usize> = (0..nodes).filter(|&n| self.value[n] != 0).collect();
        while let Some(m) = queue.pop_front() {
            for &p in &before[m] {
                let p = p as usize;
                if known[p] {
                    continue;
                }
                let for_p = self.value_for(m, Player(self.mover[p]));
                if for_p > 0 || open[p] == 1 {
                    open[p] = 0;
                    known[p] = true;
                    self.value[p] = for_p;
                    self.distance[p] = self.distance[m].saturating_add(1);
                    queue.push_back(p);
                } else if for_p < 0 {
                    open[p] -= 1;
                }
            }
        }
    }
}

/// The graph's key of a timeless state: its canonical image's fingerprint, as the exact
/// solver of the family (`keys`) takes it.
pub(super) fn key<G: Hints>(
    game: &G,
    keys: &dyn Prover<G>,
    state: &G::State,
) -> Result<(u64, u64), NotWhole> {
    let canonical = game.canonical(state);
    if canonical.banked.is_some() {
        return Err(NotWhole::Unsuited);
    }
    Ok(keys.fingerprint(&canonical.state))
}

/// Hashes a fingerprint by its own bits: it is a hash already.
#[derive(Default)]
pub(super) struct KeyHasher(u64);

impl Hasher for KeyHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = self.0.rotate_left(8) ^ u64::from(b);
        }
    }

    fn write_u64(&mut self, n: u64) {
        self.0 = self.0.rotate_left(29) ^ n;
    }
}
