//! Search over any [`Game`](boardlore_rules::game::Game): seeded random playouts, Monte Carlo tree search for self-play,
//! and an exact solver with memoisation for small games.

mod chances;
mod choice;
mod endings;
mod expectation;
mod hints;
mod material;
mod mcts;
mod playout;
mod proof_number;
mod solve_table;
mod solver;
mod trade_down;
mod whole_game;
mod whole_game_chances;
mod whole_game_play;

pub use choice::computer_move;
pub use endings::ExactEndings;
pub use expectation::expectation_search;
pub use hints::{Hints, Searches};

pub use material::material_search;
pub use mcts::Mcts;
pub use proof_number::{prove_win, Proof, ProofError, Verdict};
pub use solver::{
    Progress, Prover, Solution, SolveError, Solver, Value, DEFAULT_BUDGET as DEFAULT_SOLVE_BUDGET,
    DEFAULT_MEMORY as DEFAULT_SOLVE_MEMORY,
};
pub use whole_game::{Growth, NotWhole, WholeGame};
pub use whole_game_chances::Chances;
pub use whole_game_play::WholeGameSlot;

use boardlore_rules::game::{Outcome, Player};
use boardlore_rules::limits::{MAX_PLAYOUT_PLIES, PLIES_PER_CLOCK_CHECK};
pub use boardlore_rules::rng::Rng;

/// `me`'s count less the best of the other players' counts (a missing count is 0): how far
/// ahead a player stands by material or prospects, for the search and the greedy player alike.
pub fn lead_over_rivals(players: u8, me: Player, count: impl Fn(Player) -> Option<i32>) -> i32 {
    let best_rival = (0..players)
        .map(Player)
        .filter(|&p| p != me)
        .map(|p| count(p).unwrap_or(0))
        .max()
        .unwrap_or(0);
    count(me).unwrap_or(0) - best_rival
}

/// The legal moves of `state` in an order shuffled by `seed`: a search that keeps the first of
/// equally good moves then varies from one game to the next with the seed.
fn shuffled_moves<G: Hints>(game: &G, state: &G::State, seed: u64) -> Vec<G::Move> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let mut rng = Rng::new(seed);
    for i in (1..moves.len()).rev() {
        moves.swap(i, rng.below(i + 1));
    }
    moves
}

/// Moves `best` to the front of `moves`, the rest keeping their order: the next, deeper
/// iteration searches it first, so that a tie keeps it.
fn put_first<M: PartialEq>(moves: &mut [M], best: &M) {
    if let Some(at) = moves.iter().position(|m| m == best) {
        moves[..=at].rotate_right(1);
    }
}

/// How hard the computer tries, from 1 (weakest) to 8 (strongest): the depth an alpha-beta
/// search goes to, the playouts MCTS makes. The time limit holds at every level.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Level(u8);

impl Level {
    /// The strongest level: as deep as the time allows.
    pub const MAX: Level = Level(8);
    /// Alpha-beta depth per level.
    const DEPTHS: [u32; 8] = [1, 2, 3, 4, 5, 6, 8, 64];
    /// MCTS playouts per level.
    const PLAYOUTS: [usize; 8] = [30, 100, 300, 1_000, 3_000, 10_000, 30_000, usize::MAX];

    /// Level `n`, when it is from 1 to 8.
    pub fn new(n: u8) -> Option<Level> {
        (1..=8).contains(&n).then_some(Level(n))
    }

    /// Its number, 1 to 8.
    pub fn number(self) -> u8 {
        self.0
    }

    /// The deepest iteration of an alpha-beta search at this level.
    pub fn depth(self) -> u32 {
        Self::DEPTHS[usize::from(self.0 - 1)]
    }

    /// The most playouts MCTS makes at this level.
    pub fn playouts(self) -> usize {
        Self::PLAYOUTS[usize::from(self.0 - 1)]
    }
}

/// How one finished (or abandoned) game went.
#[derive(Clone, Debug)]
pub struct GameRecord {
    /// Plies played.
    pub plies: usize,
    /// The result; `None` when the game was cut off at the ply cap without ending.
    pub outcome: Option<Outcome>,
}

/// Plays one game from `state` choosing uniformly among legal moves, for at most `max_plies`.
pub fn random_game<G: Hints>(
    game: &G,
    state: G::State,
    rng: &mut Rng,
    max_plies: usize,
) -> GameRecord {
    random_game_while(game, state, rng, max_plies, &mut || true)
}

/// [`random_game`], stopped early (without an outcome) when `keep_going()`, asked every
/// [`PLIES_PER_CLOCK_CHECK`] plies, says no. `max_plies` is capped at [`MAX_PLAYOUT_PLIES`].
pub fn random_game_while<G: Hints>(
    game: &G,
    mut state: G::State,
    rng: &mut Rng,
    max_plies: usize,
    keep_going: &mut dyn FnMut() -> bool,
) -> GameRecord {
    let max_plies = max_plies.min(MAX_PLAYOUT_PLIES);
    let mut moves = Vec::new();
    for ply in 0..max_plies {
        if ply > 0 && ply % PLIES_PER_CLOCK_CHECK == 0 && !keep_going() {
            return GameRecord {
                plies: ply,
                outcome: None,
            };
        }
        if let Some(outcome) = game.outcome(&state) {
            return GameRecord {
                plies: ply,
                outcome: Some(outcome),
            };
        }
        moves.clear();
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            return GameRecord {
                plies: ply,
                outcome: None,
            };
        }
        let mv = moves[rng.below(moves.len())];
        game.play(&mut state, mv);
    }
    let outcome = game.outcome(&state);
    GameRecord {
        plies: max_plies,
        outcome,
    }
}

/// Totals over many self-play games.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SelfplayStats {
    /// Games that reached a result.
    pub finished: usize,
    /// Games cut off at the ply cap.
    pub unfinished: usize,
    /// Plies over all games.
    pub total_plies: usize,
    /// Wins of the first player.
    pub first_wins: usize,
    /// Wins of the second player.
    pub second_wins: usize,
    /// Drawn games.
    pub draws: usize,
}

impl SelfplayStats {
    /// Adds one game.
    pub fn add(&mut self, record: &GameRecord) {
        self.total_plies += record.plies;
        match &record.outcome {
            None => self.unfinished += 1,
            Some(outcome) => {
                self.finished += 1;
                match outcome.winner {
                    Some(p) if p.0 == 0 => self.first_wins += 1,
                    Some(_) => self.second_wins += 1,
                    None => self.draws += 1,
                }
            }
        }
    }

    /// Average plies per game.
    pub fn average_length(&self) -> f64 {
        let games = self.finished + self.unfinished;
        if games == 0 {
            0.0
        } else {
            self.total_plies as f64 / games as f64
        }
    }
}

/// Plays `games` random games from the start position with one seeded generator.
pub fn random_selfplay<G: Hints>(
    game: &G,
    games: usize,
    seed: u64,
    max_plies: usize,
) -> SelfplayStats {
    let mut rng = Rng::new(seed);
    let mut stats = SelfplayStats::default();
    for _ in 0..games {
        let record = random_game(game, game.start(), &mut rng, max_plies);
        stats.add(&record);
    }
    stats
}

/// Plays `games` games in which both sides choose their moves by MCTS.
pub fn mcts_selfplay<G: Hints>(
    game: &G,
    games: usize,
    seed: u64,
    mcts: &Mcts,
    max_plies: usize,
) -> SelfplayStats {
    let mut rng = Rng::new(seed);
    let mut stats = SelfplayStats::default();
    for _ in 0..games {
        let mut state = game.start();
        let mut plies = 0;
        let outcome = loop {
            if let Some(outcome) = game.outcome(&state) {
                break Some(outcome);
            }
            if plies >= max_plies {
                break None;
            }
            match mcts.choose(game, &state, &mut rng) {
                Some(mv) => game.play(&mut state, mv),
                None => break None,
            }
            plies += 1;
        };
        stats.add(&GameRecord { plies, outcome });
    }
    stats
}
