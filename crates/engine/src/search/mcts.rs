//! Monte Carlo tree search (UCT) with random playouts, generic over [`Game`].

use super::{random_game, Rng};
use crate::game::{Game, Player};

/// Search settings: iterations per move, the exploration constant and the playout length cap.
#[derive(Clone, Debug)]
pub struct Mcts {
    /// Playouts per move chosen.
    pub iterations: usize,
    /// UCT exploration constant (about 1.4 is the textbook value).
    pub exploration: f64,
    /// Plies after which a playout is scored as a draw.
    pub playout_cap: usize,
}

impl Default for Mcts {
    fn default() -> Self {
        Mcts {
            iterations: 200,
            exploration: 1.4,
            playout_cap: 1_000,
        }
    }
}

struct Node<G: Game> {
    state: G::State,
    /// The player who moved into this node (scores are from their side).
    mover: Player,
    mv: Option<G::Move>,
    parent: Option<usize>,
    children: Vec<usize>,
    untried: Vec<G::Move>,
    visits: f64,
    score: f64,
}

impl Mcts {
    /// The move MCTS prefers from `state` after `iterations` playouts, or `None` when there is
    /// no legal move.
    pub fn choose<G: Game>(&self, game: &G, state: &G::State, rng: &mut Rng) -> Option<G::Move> {
        let mut left = self.iterations;
        self.choose_while(game, state, rng, &mut || {
            left = left.saturating_sub(1);
            left > 0
        })
        .0
    }

    /// The move MCTS prefers from `state`, searching while `keep_going()` says yes (asked before
    /// each playout after the first, so a clock-based callback bounds the time spent; at least one
    /// playout always runs). Also returns the number of playouts made. `iterations` is ignored.
    ///
    /// This is how a caller without `std::time` (WebAssembly in a browser) limits a move by time.
    pub fn choose_while<G: Game>(
        &self,
        game: &G,
        state: &G::State,
        rng: &mut Rng,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> (Option<G::Move>, usize) {
        let mut untried = Vec::new();
        game.legal_moves(state, &mut untried);
        if untried.len() <= 1 {
            return (untried.pop(), 0);
        }
        let mut nodes: Vec<Node<G>> = vec![Node {
            state: state.clone(),
            mover: game.to_move(state),
            mv: None,
            parent: None,
            children: Vec::new(),
            untried,
            visits: 0.0,
            score: 0.0,
        }];
        let mut playouts = 0;
        loop {
            if playouts > 0 && !keep_going() {
                break;
            }
            playouts += 1;
            // Selection: descend through fully expanded nodes by UCT.
            let mut at = 0;
            while nodes[at].untried.is_empty() && !nodes[at].children.is_empty() {
                let parent_visits = nodes[at].visits.max(1.0).ln();
                at = *nodes[at]
                    .children
                    .iter()
                    .max_by(|&&a, &&b| {
                        let uct = |n: &Node<G>| {
                            n.score / n.visits
                                + self.exploration * (parent_visits / n.visits).sqrt()
                        };
                        uct(&nodes[a]).total_cmp(&uct(&nodes[b]))
                    })
                    .expect("children are not empty");
            }
            // Expansion: one untried move.
            if !nodes[at].untried.is_empty() {
                let pick = rng.below(nodes[at].untried.len());
                let mv = nodes[at].untried.swap_remove(pick);
                let mut next = nodes[at].state.clone();
                let mover = game.to_move(&next);
                game.play(&mut next, mv);
                let mut moves = Vec::new();
                game.legal_moves(&next, &mut moves);
                nodes.push(Node {
                    state: next,
                    mover,
                    mv: Some(mv),
                    parent: Some(at),
                    children: Vec::new(),
                    untried: moves,
                    visits: 0.0,
                    score: 0.0,
                });
                let child = nodes.len() - 1;
                nodes[at].children.push(child);
                at = child;
            }
            // Playout and backpropagation.
            let record = random_game(game, nodes[at].state.clone(), rng, self.playout_cap);
            let winner = record.outcome.and_then(|o| o.winner);
            let mut cursor = Some(at);
            while let Some(i) = cursor {
                let node = &mut nodes[i];
                node.visits += 1.0;
                node.score += match winner {
                    Some(w) if w == node.mover => 1.0,
                    Some(_) => 0.0,
                    None => 0.5,
                };
                cursor = node.parent;
            }
        }
        let best = nodes[0]
            .children
            .iter()
            .max_by(|&&a, &&b| nodes[a].visits.total_cmp(&nodes[b].visits))
            .and_then(|&c| nodes[c].mv);
        (best, playouts)
    }
}
