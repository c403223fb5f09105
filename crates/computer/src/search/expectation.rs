//! Setting traps where careful play draws: a search that weighs the opponent's replies
//! equally instead of assuming the best of them. In a game that a careful player can always
//! hold (a slider that keeps one free piece never runs out of moves), a search for the
//! worst case sees nearly every move as a draw and falls back on small differences in
//! mobility; what wins there is a position in which many replies walk into a dead end. So each
//! of the computer's moves is scored by the average of the opponent's replies, deepening one ply
//! at a time while the level and the clock allow; a won or lost game outweighs any evaluation,
//! sooner more than later. The searching side's own moves are still its best.

use super::Hints;
use super::{shuffled_moves, Level};
use boardlore_rules::game::Player;
use boardlore_rules::limits::POSITIONS_PER_CLOCK_CHECK;

/// A won game, before the plies it takes are subtracted.
const WIN: f64 = 1.0e6;

/// The move that scores best on average over the opponent's replies from `state`, and the
/// positions visited; `None` when the game is not for two players or its family scores no
/// [`Hints::prospects`](crate::search::Hints::prospects). Leaves are scored by the searching side's prospects less the
/// opponent's.
pub fn expectation_search<G: Hints>(
    game: &G,
    state: &G::State,
    level: Level,
    seed: u64,
    keep_going: &mut dyn FnMut() -> bool,
) -> Option<(Option<G::Move>, usize)> {
    let me = game.to_move(state);
    if game.players() != 2 || game.prospects(state, me).is_none() {
        return None;
    }
    let mut root = shuffled_moves(game, state, seed);
    if root.len() <= 1 {
        return Some((root.pop(), 0));
    }
    let mut search = Expectation {
        game,
        me,
        nodes: 0,
        stopped: false,
        keep_going,
    };
    let mut best = root[0];
    for depth in 1..=level.depth() {
        let mut scored = Vec::with_capacity(root.len());
        for &mv in &root {
            let mut next = state.clone();
            game.play(&mut next, mv);
            let score = search.value(&next, depth - 1, 1);
            if search.stopped {
                break;
            }
            scored.push((score, mv));
        }
        // Best first, equals in the order searched: the moves this depth had time for are
        // the ones the depth before ranked highest, so a depth cut short by the clock still
        // chooses among the likeliest, each looked at equally deep.
        scored.sort_by(|a, b| b.0.total_cmp(&a.0));
        if let Some(&(score, mv)) = scored.first() {
            best = mv;
            if score.abs() >= WIN - 64.0 {
                break;
            }
        }
        if search.stopped {
            break;
        }
        root = scored.into_iter().map(|(_, mv)| mv).collect();
    }
    Some((Some(best), search.nodes))
}

struct Expectation<'a, G: Hints> {
    game: &'a G,
    /// The player the search chooses a move for.
    me: Player,
    nodes: usize,
    stopped: bool,
    keep_going: &'a mut dyn FnMut() -> bool,
}

impl<G: Hints> Expectation<'_, G> {
    /// The value of `state` for [`Self::me`], `ply` plies below the root, searched `depth`
    /// plies deeper: the best of its own moves, the average of the opponent's.
    fn value(&mut self, state: &G::State, depth: u32, ply: u32) -> f64 {
        self.nodes += 1;
        if self.nodes % POSITIONS_PER_CLOCK_CHECK == 0 && !(self.keep_going)() {
            self.stopped = true;
        }
        if self.stopped {
            return 0.0;
        }
        if let Some(outcome) = self.game.outcome(state) {
            let sooner = WIN - f64::from(ply);
            return match outcome.winner {
                Some(w) if w == self.me => sooner,
                Some(_) => -sooner,
                None => 0.0,
            };
        }
        if depth == 0 {
            return self.balance(state);
        }
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        if moves.is_empty() {
            return self.balance(state);
        }
        let mine = self.game.to_move(state) == self.me;
        let mut best = f64::NEG_INFINITY;
        let mut sum = 0.0;
        for &mv in &moves {
            let mut next = state.clone();
            self.game.play(&mut next, mv);
            let score = self.value(&next, depth - 1, ply + 1);
            if self.stopped {
                return 0.0;
            }
            best = best.max(score);
            sum += score;
        }
        if mine {
            best
        } else {
            sum / moves.len() as f64
        }
    }

    /// [`Self::me`]'s prospects less the opponent's.
    fn balance(&self, state: &G::State) -> f64 {
        let theirs = Player(1 - self.me.0.min(1));
        let mine = self.game.prospects(state, self.me).unwrap_or(0);
        let other = self.game.prospects(state, theirs).unwrap_or(0);
        f64::from(mine - other)
    }
}
