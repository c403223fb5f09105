//! Depth-first proof-number search (df-pn): does one player win by force? A position is an OR
//! node when that player moves (one winning move proves it) and an AND node when the other
//! does (every move must lose). Proof and disproof numbers, the fewest positions still to
//! settle either way, lead the search down the narrowest forcing lines, so a short forced win
//! is found without valuing the long drawn lines an alpha-beta solver must weigh.
//!
//! A draw, the move limit included, counts as a failure to win. The result is checked after
//! the search by walking the proof the table holds: one winning move at each of the winner's
//! turns, every move at each of the loser's, down to won game ends.

use super::Hints;
use std::collections::{HashMap, HashSet};
use std::hash::BuildHasherDefault;

use super::whole_game::{key, KeyHasher};
use super::Prover;
use boardlore_rules::game::Player;

/// Proof and disproof numbers beyond every count: settled.
const SETTLED: u64 = u64::MAX / 4;

/// What a proof-number search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict<M> {
    /// The player wins by force; `first` is a winning move when the player is to move.
    Wins {
        /// A winning move at the root, when the winner moves there.
        first: Option<M>,
        /// Distinct positions in the proof (the winner's one move, all of the loser's).
        proof_positions: usize,
        /// The longest line of the proof, in plies.
        longest: usize,
        /// That line's moves: the winner's proved move, the loser's longest defence.
        line: Vec<M>,
    },
    /// The other side can always avoid losing (a draw or a win of its own), as far as the
    /// search could tell without going round a cycle.
    DoesNotWin,
    /// The search met a position again on its own path (a game without a move limit): a
    /// failure to prove the win there says nothing for certain.
    Unknown,
}

/// Why a proof-number search stopped without a verdict.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ProofError {
    /// More positions than the budget allows, or the caller stopped it.
    TooLarge,
    /// The game is not for this search (more than two players, chance, scores).
    Unsuited,
}

/// The result of [`prove_win`]: the verdict and the positions expanded to reach it.
#[derive(Clone, Debug)]
pub struct Proof<M> {
    /// What was found.
    pub verdict: Verdict<M>,
    /// Positions whose moves were generated.
    pub expanded: usize,
}

/// Proves or refutes that `winner` wins by force from `state`, expanding at most `budget`
/// positions (one table entry each, about 50 bytes) while `keep_going` says so.
pub fn prove_win<G: Hints>(
    game: &G,
    keys: &dyn Prover<G>,
    state: &G::State,
    winner: Player,
    budget: usize,
    keep_going: &mut dyn FnMut() -> bool,
) -> Result<Proof<G::Move>, ProofError> {
    if game.players() != 2 || game.throw(state).is_some() {
        return Err(ProofError::Unsuited);
    }
    let mut search = Search {
        game,
        keys,
        winner,
        table: HashMap::default(),
        path: HashSet::default(),
        cycles: false,
        expanded: 0,
        budget,
        keep_going,
    };
    let (pn, _) = search.descend(state, SETTLED, SETTLED)?;
    let verdict = if pn == 0 {
        search.checked_proof(state)
    } else if search.cycles {
        Verdict::Unknown
    } else {
        Verdict::DoesNotWin
    };
    Ok(Proof {
        verdict,
        expanded: search.expanded,
    })
}

/// The search's state: the table of proof and disproof numbers by position.
struct Search<'a, G: Hints> {
    game: &'a G,
    keys: &'a dyn Prover<G>,
    winner: Player,
    table: HashMap<(u64, u64), (u64, u64), BuildHasherDefault<KeyHasher>>,
    path: HashSet<(u64, u64), BuildHasherDefault<KeyHasher>>,
    cycles: bool,
    expanded: usize,
    budget: usize,
    keep_going: &'a mut dyn FnMut() -> bool,
}

/// A move's position with its key.
type Child<S> = (S, (u64, u64));

impl<G: Hints> Search<'_, G> {
    fn key(&self, state: &G::State) -> Result<(u64, u64), ProofError> {
        key(self.game, self.keys, state).map_err(|_| ProofError::Unsuited)
    }

    /// The numbers of a finished game: proved when `winner` won, disproved otherwise.
    fn finished(&self, state: &G::State) -> Option<(u64, u64)> {
        let outcome = self.game.outcome(state)?;
        Some(if outcome.winner == Some(self.winner) {
            (0, SETTLED)
        } else {
            (SETTLED, 0)
        })
    }

    /// The numbers known for a position: the table's, a finished game's, or one each.
    fn numbers(&self, state: &G::State, key: (u64, u64)) -> (u64, u64) {
        if self.path.contains(&key) {
            return (SETTLED, 0);
        }
        self.table
            .get(&key)
            .copied()
            .or_else(|| self.finished(state))
            .unwrap_or((1, 1))
    }

    /// Searches `state` until its proof number reaches `pn_limit` or its disproof number
    /// `dn_limit`, and returns its numbers then.
    fn descend(
        &mut self,
        state: &G::State,
        pn_limit: u64,
        dn_limit: u64,
    ) -> Result<(u64, u64), ProofError> {
        let here = self.key(state)?;
        if let Some(numbers) = self.finished(state) {
            self.table.insert(here, numbers);
            return Ok(numbers);
        }
        self.expanded += 1;
        if self.expanded > self.budget || (self.expanded % 4096 == 0 && !(self.keep_going)()) {
            return Err(ProofError::TooLarge);
        }
        let children = self.children(state)?;
        let or_node = self.game.to_move(state) == self.winner;
        self.path.insert(here);
        let result = loop {
            let (pn, dn, best, second) = self.combine(&children, or_node);
            self.table.insert(here, (pn, dn));
            if pn >= pn_limit || dn >= dn_limit {
                break Ok((pn, dn));
            }
            let (child, child_key) = &children[best];
            let (child_pn, child_dn) = self.numbers(child, *child_key);
            let limits = if or_node {
                (
                    pn_limit.min(second.saturating_add(1)),
                    dn_limit - dn + child_dn,
                )
            } else {
                (
                    pn_limit - pn + child_pn,
                    dn_limit.min(second.saturating_add(1)),
                )
            };
            if let Err(stop) = self.descend(child, limits.0.min(SETTLED), limits.1.min(SETTLED)) {
                break Err(stop);
            }
        };
        self.path.remove(&here);
        result
    }

    /// Each move of `state` with the position it leads to.
    fn successors(&self, state: &G::State) -> Vec<(G::Move, G::State)> {
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        moves
            .into_iter()
            .map(|mv| {
                let mut next = state.clone();
                self.game.play(&mut next, mv);
                (mv, next)
            })
            .collect()
    }

    /// The positions `state`'s moves lead to, with their keys.
    fn children(&self, state: &G::State) -> Result<Vec<Child<G::State>>, ProofError> {
        self.successors(state)
            .into_iter()
            .map(|(_, next)| {
                let key = self.key(&next)?;
                Ok((next, key))
            })
            .collect()
    }

    /// A node's numbers from its children's, the child to search next and the runner-up's
    /// number (proof number at an OR node, disproof number at an AND node).
    fn combine(&mut self, children: &[Child<G::State>], or_node: bool) -> (u64, u64, usize, u64) {
        let (mut least, mut second, mut best, mut sum) = (SETTLED, SETTLED, 0, 0u64);
        for (i, (child, key)) in children.iter().enumerate() {
            if self.path.contains(key) {
                self.cycles = true;
            }
            let (pn, dn) = self.numbers(child, *key);
            let (select, add) = if or_node { (pn, dn) } else { (dn, pn) };
            sum = sum.saturating_add(add).min(SETTLED);
            if select < least {
                (second, least, best) = (least, select, i);
            } else if select < second {
                second = select;
            }
        }
        if children.is_empty() {
            // No move yet no finished game: count it as no win.
            return (SETTLED, 0, 0, SETTLED);
        }
        if or_node {
            (least, sum, best, second)
        } else {
            (sum, least, best, second)
        }
    }

    /// Whether the table (or the game's end) proves the win in `state`.
    fn proved(&self, state: &G::State) -> bool {
        self.finished(state) == Some((0, SETTLED))
            || self
                .key(state)
                .ok()
                .and_then(|k| self.table.get(&k))
                .is_some_and(|&(pn, _)| pn == 0)
    }

    /// Walks the proof in the table from `root`, checking it move by move; a gap would be a
    /// fault of the search, reported as [`Verdict::Unknown`].
    fn checked_proof(&self, root: &G::State) -> Verdict<G::Move> {
        let mut longest = HashMap::new();
        let Some(plies) = self.longest_line(root, &mut longest) else {
            return Verdict::Unknown;
        };
        let line = self.main_line(root, &longest);
        let winner_first = self.game.to_move(root) == self.winner;
        Verdict::Wins {
            first: line.first().copied().filter(|_| winner_first),
            proof_positions: longest.len(),
            longest: plies,
            line,
        }
    }

    /// The proof's longest line from `root`, once `longest_line` has walked the proof.
    fn main_line(
        &self,
        root: &G::State,
        memo: &HashMap<(u64, u64), Option<usize>>,
    ) -> Vec<G::Move> {
        let mut line = Vec::new();
        let mut state = root.clone();
        let plies_after = |next: &G::State| {
            let key = self.key(next).ok()?;
            memo.get(&key).copied().flatten()
        };
        while self.game.outcome(&state).is_none() {
            let proved = self.proved_moves(&state);
            let chosen = if self.game.to_move(&state) == self.winner {
                proved.into_iter().next()
            } else {
                proved.into_iter().max_by_key(|(_, next)| plies_after(next))
            };
            let Some((mv, next)) = chosen else { break };
            line.push(mv);
            state = next;
        }
        line
    }

    /// The moves from `state` whose positions the proof holds, with those positions.
    fn proved_moves(&self, state: &G::State) -> Vec<(G::Move, G::State)> {
        self.successors(state)
            .into_iter()
            .filter(|(_, next)| self.proved(next))
            .collect()
    }

    /// The plies of the proof's longest line from `state` (the winner taking the first
    /// proved move), or `None` where the proof has a gap. `memo` holds each position met, by
    /// key (`None` while it is being walked).
    fn longest_line(
        &self,
        state: &G::State,
        memo: &mut HashMap<(u64, u64), Option<usize>>,
    ) -> Option<usize> {
        let here = self.key(state).ok()?;
        if let Some(known) = memo.get(&here) {
            return *known;
        }
        memo.insert(here, None);
        let plies = match self.game.outcome(state) {
            Some(o) if o.winner == Some(self.winner) => Some(0),
            Some(_) => None,
            None => {
                let all = self.successors(state);
                let moves = all.len();
                let proved: Vec<_> = all.into_iter().filter(|(_, n)| self.proved(n)).collect();
                let winner_moves = self.game.to_move(state) == self.winner;
                let complete = if winner_moves {
                    !proved.is_empty()
                } else {
                    proved.len() == moves && moves > 0
                };
                let lines = if winner_moves {
                    proved.get(..1)
                } else {
                    Some(&proved[..])
                };
                lines.filter(|_| complete).and_then(|lines| {
                    lines.iter().try_fold(0, |worst: usize, (_, next)| {
                        Some(worst.max(self.longest_line(next, memo)? + 1))
                    })
                })
            }
        };
        memo.insert(here, plies);
        plies
    }
}
