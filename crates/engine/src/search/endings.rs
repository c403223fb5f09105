//! Solved endings beside the computer's MCTS: where the family's positions can be keyed for
//! the exact solver ([`Game::prover`]), the solver and the playouts take turns, each with
//! about the same work. A turn of the solver searches the position afresh with twice the
//! positions of its last (what it finished before stays in its table, but a subtree cut off
//! halfway must be searched again, so a slice must outgrow the subtrees it meets), and it
//! waits until the playouts since its last turn have made up as much work. Once it proves the
//! position won, the search stops and plays the winning move. Once it proves it lost, it
//! plays the move that leaves the opponent the smallest share of replies that keep their win
//! (every move loses against best play, so the best chance is the opponent going wrong); when
//! it is drawn, or cannot be solved, MCTS chooses alone.

use super::{Level, Prover, SolveError};
use crate::game::{Game, Player};

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
pub struct ExactEndings<'g, G: Game> {
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

impl<'g, G: Game> ExactEndings<'g, G> {
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
                self.choice = best_chance(game, &mut **prover, &self.state, self.slice);
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

/// In a position lost for the player to move: the move after which the fewest of the
/// opponent's replies, as a share of them all, keep the opponent's win (ties: the move with
/// more replies). `None` when a value is not found within `positions` positions each.
fn best_chance<G: Game>(
    game: &G,
    prover: &mut dyn Prover<G>,
    state: &G::State,
    positions: usize,
) -> Option<G::Move> {
    let me = game.to_move(state);
    let mut chances = Chances {
        game,
        prover,
        me,
        positions,
    };
    chances.least_share(state).flatten().map(|(_, mv)| mv)
}

/// Of the opponent's replies in a position, how many keep their win and how many there are.
#[derive(Clone, Copy)]
struct Share {
    keeping: usize,
    replies: usize,
}

impl Share {
    /// A smaller share of winning replies, or the same share of more replies.
    fn better_than(&self, other: &Share) -> bool {
        let (ours, theirs) = (self.keeping * other.replies, other.keeping * self.replies);
        ours < theirs || (ours == theirs && self.replies > other.replies)
    }
}

/// The shares `me` can leave the opponent, each reply's value read from the solver within
/// `positions` positions. `None` from a method: a value was not found within them.
struct Chances<'a, G: Game> {
    game: &'a G,
    prover: &'a mut dyn Prover<G>,
    me: Player,
    positions: usize,
}

impl<G: Game> Chances<'_, G> {
    /// The move of `me`, to move in `state`, that leaves the least share, with the share
    /// (`Some(None)` when no move leaves one to count).
    fn least_share(&mut self, state: &G::State) -> Option<Option<(Share, G::Move)>> {
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        let mut best: Option<(Share, G::Move)> = None;
        for mv in moves {
            let mut next = state.clone();
            self.game.play(&mut next, mv);
            if let Some(share) = self.share_after(&next)? {
                if best.as_ref().map_or(true, |(b, _)| share.better_than(b)) {
                    best = Some((share, mv));
                }
            }
        }
        Some(best)
    }

    /// The share left in `state`: where `me` moves again, the least its moves leave
    /// (`Some(None)` when the game is over or no share is left to count).
    fn share_after(&mut self, state: &G::State) -> Option<Option<Share>> {
        let game = self.game;
        if game.outcome(state).is_some() {
            return Some(None);
        }
        let them = game.to_move(state);
        if them == self.me {
            return Some(self.least_share(state)?.map(|(share, _)| share));
        }
        let mut replies = Vec::new();
        game.legal_moves(state, &mut replies);
        let mut keeping = 0;
        for &reply in &replies {
            let mut after = state.clone();
            game.play(&mut after, reply);
            let they_win = match game.outcome(&after) {
                Some(outcome) => outcome.winner == Some(them),
                None => {
                    let value = self.prover.value_within(&after, self.positions).ok()?;
                    value.result != 0 && (value.result > 0) == (game.to_move(&after) == them)
                }
            };
            keeping += usize::from(they_win);
        }
        Some((!replies.is_empty()).then_some(Share {
            keeping,
            replies: replies.len(),
        }))
    }
}
