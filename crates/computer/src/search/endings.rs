//! Solved endings beside the computer's MCTS: where the family's positions can be keyed for
//! the exact solver ([`Hints::prover`](crate::search::Hints::prover)), the solver and the playouts take turns, each with
//! about the same work. A turn of the solver searches the position afresh with twice the
//! positions of its last (what it finished before stays in its table, but a subtree cut off
//! halfway must be searched again, so a slice must outgrow the subtrees it meets), and it
//! waits until the playouts since its last turn have made up as much work. Once it proves the
//! position won, the search stops and plays the winning move. Once it proves it lost, it
//! plays the move with the best chance that the opponent goes wrong (`chances.rs`: every move
//! loses against best play); when it is drawn, or cannot be solved, MCTS chooses alone.

use super::Hints;
use super::{chances, Level, Prover, SolveError};

/// Memory for the solver's table: a game's late positions fit (a few hundred thousand), and
/// the browser's memory stays modest.
const TABLE_BYTES: usize = 16 << 20;
/// The solver's first slice, in positions.
const FIRST_SLICE: usize = 1 << 10;
/// Positions the solver searches for each playout: about the same time as a playout takes
/// (a playout plays a few dozen moves; the solver generates and keys one position's moves).
const POSITIONS_PER_PLAYOUT: usize = 20;
/// The weakest level that consults the solver: below it the computer is meant to err.
const FROM_LEVEL: u8 = 4;

/// The exact solver's share of one computer move.
pub struct ExactEndings<'g, G: Hints> {
    /// The game, while the solver is still to be asked.
    game: Option<&'g G>,
    /// The solver, made at its first turn (a move chosen at once costs no table).
    prover: Option<Box<dyn Prover<G> + 'g>>,
    state: G::State,
    /// Positions the playouts' work since the solver's last turn is worth.
    owed: usize,
    /// Positions of the solver's next turn.
    slice: usize,
    /// The move chosen from the solver's result: the win, or the best chance in a lost position.
    choice: Option<G::Move>,
}

impl<'g, G: Hints> ExactEndings<'g, G> {
    /// The solver's share of choosing a move from `state` at `level`: none in games with
    /// throws (the solver would read the throws to come), with more than two players, or whose
    /// positions it cannot key, nor below level 4.
    pub fn new(game: &'g G, state: &G::State, level: Level) -> Self {
        let applies =
            level.number() >= FROM_LEVEL && game.players() == 2 && game.throw(state).is_none();
        ExactEndings {
            game: applies.then_some(game),
            prover: None,
            state: state.clone(),
            owed: 0,
            slice: FIRST_SLICE,
            choice: None,
        }
    }

    /// Counts a playout and, once the playouts have made up the work of the solver's next
    /// slice, gives the solver its turn; true once the solver has chosen the move (the search
    /// may stop).
    pub fn decided(&mut self) -> bool {
        if self.choice.is_some() {
            return true;
        }
        let Some(game) = self.game else {
            return false;
        };
        self.owed += POSITIONS_PER_PLAYOUT;
        if self.owed < self.slice {
            return false;
        }
        self.owed = 0;
        if self.prover.is_none() {
            self.prover = game.prover(TABLE_BYTES);
        }
        let Some(prover) = self.prover.as_mut() else {
            self.game = None;
            return false;
        };
        match prover.prove(&self.state, self.slice) {
            Ok(solution) if solution.value.result > 0 => self.choice = solution.best,
            Ok(solution) if solution.value.result < 0 => {
                self.choice = chances::best_chance(game, &mut **prover, &self.state, self.slice);
            }
            Err(SolveError::TooLarge { .. }) => {
                self.slice = self.slice.saturating_mul(2);
                return false;
            }
            // Drawn, or not to be solved: MCTS goes on alone (as it does in a lost position
            // where no share could be counted).
            Ok(_) | Err(SolveError::Repetition) => {}
        }
        self.game = None;
        self.prover = None;
        self.choice.is_some()
    }

    /// The move the solver chose, if it did.
    pub fn choice(&self) -> Option<G::Move> {
        self.choice
    }
}
