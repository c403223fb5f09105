//! The computer in a game small enough to solve whole (Shuangtian Qi's 437,550 positions):
//! the table is built over its first moves, a share of each move's work at a time, and kept
//! with the compiled rules for every game after. Then it never lets a win go nor moves into a
//! loss, wins by the shortest way, and where best play draws steers for the positions where an
//! opponent is likeliest to go wrong (the chances of `whole_game_chances.rs`). Until the table
//! is ready, the usual search chooses.

use super::Hints;
use std::sync::{Mutex, PoisonError};

use super::whole_game::Growth;
use super::whole_game_chances::Chances;
use super::{Level, Rng, WholeGame};

/// Most positions of a table (about 100 bytes each, in the browser too).
const MOST_POSITIONS: usize = 1 << 20;
/// Positions generated for the table in one computer move: about 0.1 s natively, 0.2 s in the
/// browser, so that the search keeps most of a move's time (the table is ready after 14 moves
/// in Shuangtian Qi).
const GROWTH_PER_MOVE: usize = 1 << 15;
/// Moves looked at in one computer move to count the chances: about as long (13 moves more).
const COUNTING_PER_MOVE: usize = 1 << 24;
/// Plies ahead the chances count the opponent's errors.
const CHANCE_PLIES: usize = 150;
/// The weakest level that uses the table: below it the computer is meant to err.
const FROM_LEVEL: u8 = 4;

/// A ruleset's whole-game table, while it is being built and once it is.
pub struct WholeGameSlot<G: Hints> {
    stage: Mutex<Stage<G>>,
}

enum Stage<G: Hints> {
    Untried,
    Growing(Growth<G>),
    Built {
        whole: WholeGame,
        /// Per seat, its chances against random moves and whether they are all counted.
        chances: [Option<(Chances, bool)>; 2],
    },
    /// Too large, or not a game the table is for.
    Refused,
}

impl<G: Hints> Default for WholeGameSlot<G> {
    fn default() -> Self {
        WholeGameSlot {
            stage: Mutex::new(Stage::Untried),
        }
    }
}

impl<G: Hints> WholeGameSlot<G> {
    /// The table's move for the side to move in `state`, once the table can choose it; until
    /// then, a share of the move's work goes to building the table (while `keep_going()` says
    /// yes) and `None` leaves the choice to the usual search.
    pub fn computer_move(
        &self,
        game: &G,
        state: &G::State,
        level: Level,
        seed: u64,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<G::Move> {
        if level.number() < FROM_LEVEL {
            return None;
        }
        let mut stage = self.stage.lock().unwrap_or_else(PoisonError::into_inner);
        if let Stage::Refused = *stage {
            return None;
        }
        let Some(keys) = game.prover(1 << 12) else {
            *stage = Stage::Refused;
            return None;
        };
        if let Stage::Untried = *stage {
            let start = game.start();
            let small = game
                .positions_bound(&start)
                .is_some_and(|b| b <= MOST_POSITIONS as u64);
            *stage = match small.then(|| Growth::new(game, &*keys, &start)) {
                Some(Ok(growth)) => Stage::Growing(growth),
                _ => Stage::Refused,
            };
        }
        if let Stage::Growing(growth) = &mut *stage {
            match growth.grow(game, &*keys, GROWTH_PER_MOVE, MOST_POSITIONS, keep_going) {
                Ok(false) => return None,
                Ok(true) => {
                    let Stage::Growing(growth) = std::mem::replace(&mut *stage, Stage::Refused)
                    else {
                        unreachable!("the stage was growing");
                    };
                    let whole = growth.finish();
                    *stage = Stage::Built {
                        whole,
                        chances: [None, None],
                    };
                }
                Err(_) => {
                    *stage = Stage::Refused;
                    return None;
                }
            }
        }
        let Stage::Built { whole, chances } = &mut *stage else {
            return None;
        };
        let me = game.to_move(state);
        let (mine, counted) = chances[usize::from(me.0 & 1)]
            .get_or_insert_with(|| (Chances::new(whole, me, CHANCE_PLIES), false));
        if !*counted {
            *counted = mine.count(whole, COUNTING_PER_MOVE, keep_going);
        }
        let counted = (*counted).then_some(&*mine);
        choose(game, &*keys, whole, counted, state, seed)
    }
}

/// The table's move: the shortest win in a won position; else, among the moves that keep the
/// position's value, the best chance that the opponent goes wrong (the longest loss on a tie
/// in a lost position). `None` when the position is not in the table, or it is not won and
/// the chances are not counted yet.
fn choose<G: Hints>(
    game: &G,
    keys: &dyn super::Prover<G>,
    whole: &WholeGame,
    chances: Option<&Chances>,
    state: &G::State,
    seed: u64,
) -> Option<G::Move> {
    let me = game.to_move(state);
    let value = whole.value_for(whole.node(game, keys, state)?, me);
    if value <= 0 && chances.is_none() {
        return None;
    }
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let mut rng = Rng::new(seed);
    let mut best: Option<((f32, i32, u64), G::Move)> = None;
    for mv in moves {
        let mut next = state.clone();
        game.play(&mut next, mv);
        let node = whole.node(game, keys, &next)?;
        if whole.value_for(node, me) != value {
            continue;
        }
        let distance = i32::from(whole.distance[node]);
        let score = match (value, chances) {
            (1, _) => (0.0, -distance, rng.next_u64()),
            (_, Some(c)) => (c.at(node), distance, rng.next_u64()),
            (_, None) => return None,
        };
        if best.as_ref().map_or(true, |(b, _)| score > *b) {
            best = Some((score, mv));
        }
    }
    best.map(|(_, mv)| mv)
}
