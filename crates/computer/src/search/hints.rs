//! What a family tells the computer beyond its rules: the [`Hints`] trait. The rules
//! ([`Game`]) say which moves are legal and how a game ends; the hints say how a position
//! stands (an evaluation, material, prospects), which positions are the same for a solver, and
//! whether the family has a search of its own. Each family implements the hints it can give;
//! the others keep the defaults (none). Which search plays each family, from these hints, is
//! set out in `dynamic.rs`.

use super::{Level, Prover};
use boardlore_rules::game::{Canonical, Game, Player};

/// The searches that may play a family's moves, in the order [`super::computer_move`] tries
/// them (a family's own search, [`Hints::search_move`], is always tried). The browser module
/// carries each search once per family that keeps it, so a family leaves out those it can never
/// reach; a test holds each family's hints to what it says here.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Searches {
    /// The game solved whole: the family bounds its positions ([`Hints::positions_bound`]).
    pub whole: bool,
    /// Alpha-beta over material: the family counts [`Hints::material`] or
    /// [`Hints::prospects`].
    pub material: bool,
    /// MCTS with the exact solver beside it: the searches before it may leave a position
    /// unanswered.
    pub mcts: bool,
}

impl Searches {
    /// Every search.
    pub const ALL: Searches = Searches {
        whole: true,
        material: true,
        mcts: true,
    };
    /// Only MCTS after the family's own search: no bound on positions, no count of material.
    pub const MCTS: Searches = Searches {
        whole: false,
        material: false,
        mcts: true,
    };
}

/// The hooks the computer's searches read, each used by the families that can answer it.
pub trait Hints: Game {
    /// The searches that may play this family (see [`Searches`]).
    const SEARCHES: Searches = Searches::ALL;

    /// For the exact solver: a key that stands for `state` and for every state that plays out
    /// the same from here (its images under the board's symmetries, states differing only in
    /// what no rule reads any more). The key is never played, only compared; see [`Canonical`].
    fn canonical(&self, state: &Self::State) -> Canonical<Self::State> {
        Canonical {
            state: state.clone(),
            banked: None,
        }
    }

    /// `state` with the count of plies played cleared, where a ruleset's move limit is all that
    /// ends a game going round in circles: a position met again is then the same position for
    /// [`super::WholeGame`]. Families that count no plies return the state as it is.
    fn timeless(&self, state: &Self::State) -> Self::State {
        state.clone()
    }

    /// At most how many positions can be reached from `state` (with the plies played left out,
    /// see [`Hints::timeless`]), where the family can bound them cheaply: the computer solves a
    /// game whole only when the bound is small. `None`: no bound known.
    fn positions_bound(&self, _state: &Self::State) -> Option<u64> {
        None
    }

    /// The family's own search for the side to move (alpha-beta in the chess family), within
    /// `level` and while `keep_going()` says yes: the move (`None` when there is none) and the
    /// positions visited. `None` when the family has no such search, and MCTS is used instead.
    fn search_move(
        &self,
        _state: &Self::State,
        _level: Level,
        _seed: u64,
        _keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<(Option<Self::Move>, usize)> {
        None
    }

    /// An exact solver for this game's positions with a table of at most `bytes` bytes, for the
    /// families whose positions the solver can key (see [`super::Solver`]); the
    /// computer's MCTS consults it beside its playouts and plays a win it proves (see
    /// [`super::ExactEndings`]). `None` in the others.
    fn prover(&self, _bytes: usize) -> Option<Box<dyn Prover<Self> + '_>>
    where
        Self: Sized,
    {
        None
    }

    /// How the position stands for the side to move, in the family's evaluation (positive:
    /// better), or `None` when the family has none.
    fn evaluate(&self, _state: &Self::State) -> Option<i32> {
        None
    }

    /// What `player` has, in the family's count of what decides the game (more is better):
    /// pieces on the board and in hand where captures decide, stones on the board under an
    /// area count, minus the steps still to go in a race to a goal. The search uses it for
    /// alpha-beta (a move that lowers the opponent's count is followed past the horizon, as a
    /// capture), MCTS playouts take the moves that gain most, and a playout cut short is
    /// scored by it. `None` when the family counts nothing of the kind or a goal may reward
    /// losing pieces.
    fn material(&self, _state: &Self::State, _player: Player) -> Option<i32> {
        None
    }

    /// How far `player` has got towards the lines the rules reward (a row that wins, a shape
    /// that captures), more being better: the search weighs it below any difference in
    /// [`Hints::material`], to choose between moves that leave the material as it is. `None`
    /// when the rules reward no such line.
    fn prospects(&self, _state: &Self::State, _player: Player) -> Option<i32> {
        None
    }

    /// How close the two sides' pieces stand, higher being closer (minus the steps between
    /// each piece and its nearest enemy), in a game that a stretch without captures draws: the
    /// computer seeks contact for its own side, since only contact brings the captures that
    /// can decide such a game, and expects its opponent to avoid it. `None` where no such draw
    /// waits.
    fn contact(&self, _state: &Self::State) -> Option<i32> {
        None
    }

    /// How many pieces of other players stand shut in `player`'s goal with no way out, where
    /// the rules make a race of filling it: the race cannot be won while they stay. A family
    /// may count a piece walled in deep once for each piece in the way of its nearest way out,
    /// so that the count falls as the way is opened. The
    /// computer charges them to itself alone, so that it leaves the opponent's pieces a way
    /// out; charged to every side alike, it would teach the computer to keep its own
    /// pieces home to block. `None` where the rules know no such goal.
    fn shut_in(&self, _state: &Self::State, _player: Player) -> Option<i32> {
        None
    }
}
