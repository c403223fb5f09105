//! Monte Carlo tree search (UCT) with playouts guided by the rules and, in two-player games,
//! results proven in the tree (MCTS-Solver), generic over [`Game`].

use super::playout::{guided_playout, Ending};
use super::Hints;
use super::Rng;
use boardlore_rules::game::Player;

/// Search settings: iterations per move, the exploration constant and the playout length cap.
#[derive(Clone, Debug)]
pub struct Mcts {
    /// Playouts per move chosen.
    pub iterations: usize,
    /// UCT exploration constant (about 1.4 is the textbook value).
    pub exploration: f64,
    /// Plies after which a playout is scored as a draw.
    pub playout_cap: usize,
    /// The share of the opponent's choices inside the tree made at random instead of by UCT
    /// (0 for none): the tree then values a move by how it fares against an opponent who
    /// mostly answers best but sometimes errs. With none, many playouts make the values
    /// converge to best play on both sides, and in a game that best play draws every move
    /// looks alike, so the computer stops making threats a fallible opponent would miss.
    pub opponent_errs: f64,
}

impl Default for Mcts {
    fn default() -> Self {
        Mcts {
            iterations: 200,
            exploration: 1.4,
            playout_cap: 1_000,
            opponent_errs: 0.0,
        }
    }
}

/// What is proven of a node: the result for the player who moved into it, with best play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Proof {
    /// The mover into the node wins.
    Win,
    /// The mover into the node loses.
    Loss,
}

struct Node<G: Hints> {
    state: G::State,
    /// The player who moved into this node (scores are from their side).
    mover: Player,
    mv: Option<G::Move>,
    parent: Option<usize>,
    children: Vec<usize>,
    untried: Vec<G::Move>,
    visits: f64,
    score: f64,
    /// Set once the node's result is known (two-player games only).
    proof: Option<Proof>,
    /// The game is over in this node: its winner (`None` for a draw).
    ended: Option<Option<Player>>,
}

impl Mcts {
    /// The move MCTS prefers from `state` after `iterations` playouts, or `None` when there is
    /// no legal move.
    pub fn choose<G: Hints>(&self, game: &G, state: &G::State, rng: &mut Rng) -> Option<G::Move> {
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
    /// A move that wins at once is played without a search, and in two-player games a move
    /// that lets the opponent win at once is not searched while another is left. Playouts are guided by the rules
    /// (see `search::playout`). In two-player games the tree also proves results: a node
    /// whose mover can win at once is won, one whose every reply is lost is lost, so a won
    /// ending is played and a lost one avoided as soon as the tree reaches it.
    ///
    /// This is how a caller without `std::time` (WebAssembly in a browser) limits a move by time.
    pub fn choose_while<G: Hints>(
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
        let me = game.to_move(state);
        if let Some(&win) = untried.iter().find(|&&mv| {
            let mut next = state.clone();
            game.play(&mut next, mv);
            game.outcome(&next).is_some_and(|o| o.winner == Some(me))
        }) {
            return (Some(win), 0);
        }
        // Where throws decide what comes next, the tree holds only the root's moves: below
        // them every playout starts from throws drawn afresh, since the throws to come are
        // not known when the move is chosen (and a reply's danger depends on them).
        let chance = game.throw(state).is_some();
        let proves = game.players() == 2 && !chance;
        if proves {
            keep_safe(game, state, &mut untried, keep_going);
        }
        let mut nodes: Vec<Node<G>> = vec![Node {
            state: state.clone(),
            mover: me,
            mv: None,
            parent: None,
            children: Vec::new(),
            untried,
            visits: 0.0,
            score: 0.0,
            proof: None,
            ended: None,
        }];
        let mut playouts = 0;
        loop {
            // A proven win ends the search; a proven loss does not: the search goes on to find
            // the reply that holds out best against an opponent who may still go wrong.
            if playouts > 0 && (nodes[0].proof == Some(Proof::Win) || !keep_going()) {
                break;
            }
            playouts += 1;
            let mut at = self.select(&nodes, rng);
            if !nodes[at].untried.is_empty() {
                at = expand(game, &mut nodes, at, rng, chance);
                if proves {
                    prove_upwards(&mut nodes, at);
                }
            }
            let ending = match nodes[at].ended {
                Some(winner) => Ending::Decided(winner),
                None => {
                    let mut from = nodes[at].state.clone();
                    if chance {
                        game.redraw_chance(&mut from, rng.next_u64());
                    }
                    guided_playout(game, from, rng, self.playout_cap)
                }
            };
            let mut cursor = Some(at);
            while let Some(i) = cursor {
                let node = &mut nodes[i];
                node.visits += 1.0;
                node.score += ending.reward(node.mover);
                cursor = node.parent;
            }
        }
        (best_child(&nodes).and_then(|c| nodes[c].mv), playouts)
    }

    /// Descends from the root through fully expanded nodes by UCT, never into a node proven
    /// lost for its mover while another child is open, and straight into a proven win; where
    /// an opponent of the root's player chooses, at random for a share `opponent_errs`.
    fn select<G: Hints>(&self, nodes: &[Node<G>], rng: &mut Rng) -> usize {
        let mut at = 0;
        while nodes[at].untried.is_empty() && !nodes[at].children.is_empty() {
            let children = &nodes[at].children;
            if let Some(&won) = children
                .iter()
                .find(|&&c| nodes[c].proof == Some(Proof::Win))
            {
                at = won;
                continue;
            }
            let opponent_chooses = nodes[children[0]].mover != nodes[0].mover;
            if opponent_chooses && self.opponent_errs > 0.0 && rng.unit() < self.opponent_errs {
                at = children[rng.below(children.len())];
                continue;
            }
            let parent_visits = nodes[at].visits.max(1.0).ln();
            let uct = |n: &Node<G>| {
                let lost = if n.proof == Some(Proof::Loss) {
                    -1e9
                } else {
                    0.0
                };
                lost + n.score / n.visits + self.exploration * (parent_visits / n.visits).sqrt()
            };
            at = *children
                .iter()
                .max_by(|&&a, &&b| uct(&nodes[a]).total_cmp(&uct(&nodes[b])))
                .expect("children are not empty");
        }
        at
    }
}

/// Adds the node reached by one untried move of `at` and returns it; with `chance`, as a
/// leaf (its moves depend on throws not yet made).
fn expand<G: Hints>(
    game: &G,
    nodes: &mut Vec<Node<G>>,
    at: usize,
    rng: &mut Rng,
    chance: bool,
) -> usize {
    let pick = rng.below(nodes[at].untried.len());
    let mv = nodes[at].untried.swap_remove(pick);
    let mut next = nodes[at].state.clone();
    let mover = game.to_move(&next);
    game.play(&mut next, mv);
    let ended = game.outcome(&next).map(|o| o.winner);
    let mut moves = Vec::new();
    if ended.is_none() && !chance {
        game.legal_moves(&next, &mut moves);
    }
    let proof = match ended {
        Some(Some(w)) if w == mover => Some(Proof::Win),
        Some(Some(_)) => Some(Proof::Loss),
        _ => None,
    };
    nodes.push(Node {
        state: next,
        mover,
        mv: Some(mv),
        parent: Some(at),
        children: Vec::new(),
        untried: moves,
        visits: 0.0,
        score: 0.0,
        proof,
        ended,
    });
    let child = nodes.len() - 1;
    nodes[at].children.push(child);
    child
}

/// Carries a proof from node `from` up the tree (two players): a parent whose player to move
/// has a won child is won for that player; one whose children are all expanded and all lost for
/// the player to move is lost for that player.
fn prove_upwards<G: Hints>(nodes: &mut [Node<G>], from: usize) {
    let mut child = from;
    while let (Some(proof), Some(parent)) = (nodes[child].proof, nodes[child].parent) {
        if nodes[parent].proof.is_some() {
            return;
        }
        let chooser = nodes[child].mover;
        let chooser_wins = match proof {
            Proof::Win => true,
            Proof::Loss => {
                let all_lost = nodes[parent].untried.is_empty()
                    && nodes[parent]
                        .children
                        .iter()
                        .all(|&c| nodes[c].proof == Some(Proof::Loss));
                if !all_lost {
                    return;
                }
                false
            }
        };
        let parent_mover_wins = chooser_wins == (nodes[parent].mover == chooser);
        nodes[parent].proof = Some(if parent_mover_wins {
            Proof::Win
        } else {
            Proof::Loss
        });
        child = parent;
    }
}

/// The root's move: a proven win, else the most visited child not proven lost (the most
/// visited of all when every child is lost).
fn best_child<G: Hints>(nodes: &[Node<G>]) -> Option<usize> {
    let children = &nodes[0].children;
    if let Some(&won) = children
        .iter()
        .find(|&&c| nodes[c].proof == Some(Proof::Win))
    {
        return Some(won);
    }
    let most_visited = |list: &mut dyn Iterator<Item = &usize>| {
        list.max_by(|&&a, &&b| nodes[a].visits.total_cmp(&nodes[b].visits))
            .copied()
    };
    most_visited(
        &mut children
            .iter()
            .filter(|&&c| nodes[c].proof != Some(Proof::Loss)),
    )
    .or_else(|| most_visited(&mut children.iter()))
}

/// Plays a reply tried by [`keep_safe`] at most this many times, so that it stays a small part
/// of a move's time on large boards.
const SAFETY_PLAYS: usize = 200_000;

/// Keeps in `moves` only those after which the opponent has no reply that wins at once, when
/// at least one such move exists and the check finishes within [`SAFETY_PLAYS`] and while
/// `keep_going()` says yes; otherwise leaves `moves` as they are.
fn keep_safe<G: Hints>(
    game: &G,
    state: &G::State,
    moves: &mut Vec<G::Move>,
    keep_going: &mut dyn FnMut() -> bool,
) {
    let me = game.to_move(state);
    let mut plays = 0usize;
    let mut replies = Vec::new();
    let mut safe = Vec::with_capacity(moves.len());
    for &mv in moves.iter() {
        let mut next = state.clone();
        game.play(&mut next, mv);
        let them = game.to_move(&next);
        let mut loses = false;
        if them != me && game.outcome(&next).is_none() {
            replies.clear();
            game.legal_moves(&next, &mut replies);
            for &reply in &replies {
                plays += 1;
                if plays > SAFETY_PLAYS || (plays % 4096 == 0 && !keep_going()) {
                    return;
                }
                let mut after = next.clone();
                game.play(&mut after, reply);
                if game.outcome(&after).is_some_and(|o| o.winner == Some(them)) {
                    loses = true;
                    break;
                }
            }
        }
        if !loses {
            safe.push(mv);
        }
    }
    if !safe.is_empty() {
        *moves = safe;
    }
}
