//! Playouts guided by the rules, for MCTS. At every ply a few moves are sampled: one that wins
//! at once is always taken, one that loses at once is avoided, and where the family counts
//! material ([`Hints::material`](crate::search::Hints::material)) the sample that leaves the mover furthest ahead of the
//! opponents is played, so captures (and in a race, progress) come first. A playout that runs past its length is scored by material when the
//! family counts it, and as a draw otherwise.

use super::Hints;
use super::Rng;
use boardlore_rules::game::Player;

/// Moves sampled per ply of a playout.
const SAMPLES: usize = 3;

/// Players whose material a playout's ending keeps (more are scored as a draw).
const MAX_PLAYERS: usize = 8;

/// Plies a playout runs before it is scored by material, in families that count material.
pub(super) const MATERIAL_CUTOFF: usize = 120;

/// Material, in the family's count, that moves a cut-off playout's reward most of the way
/// from a draw to a win.
const MATERIAL_SCALE: f64 = 3.0;

/// How a playout ended.
#[derive(Clone, Debug)]
pub(super) enum Ending {
    /// The game ended: the winner, or `None` for a draw.
    Decided(Option<Player>),
    /// Cut off: each player's material.
    Unfinished {
        /// Material per player, in turn order.
        material: [i32; MAX_PLAYERS],
        /// Players counted in `material`.
        players: usize,
    },
}

impl Ending {
    /// The reward of `player`, from 0 (lost) to 1 (won).
    pub(super) fn reward(&self, player: Player) -> f64 {
        match self {
            Ending::Decided(Some(w)) if *w == player => 1.0,
            Ending::Decided(Some(_)) => 0.0,
            Ending::Decided(None) => 0.5,
            Ending::Unfinished { material, players } => {
                let me = usize::from(player.0);
                if me >= *players {
                    return 0.5;
                }
                let best_other = (0..*players)
                    .filter(|&p| p != me)
                    .map(|p| material[p])
                    .max()
                    .unwrap_or(material[me]);
                let lead = f64::from(material[me] - best_other);
                0.5 + 0.5 * (lead / MATERIAL_SCALE).tanh()
            }
        }
    }
}

/// Plays a guided game from `state` for at most `cap` plies (or [`MATERIAL_CUTOFF`] where the
/// family counts material) and says how it ended.
pub(super) fn guided_playout<G: Hints>(
    game: &G,
    mut state: G::State,
    rng: &mut Rng,
    cap: usize,
) -> Ending {
    let players = usize::from(game.players()).min(MAX_PLAYERS);
    let counts_material = game.material(&state, Player(0)).is_some();
    let cap = if counts_material {
        cap.min(MATERIAL_CUTOFF)
    } else {
        cap
    };
    let mut moves = Vec::new();
    for _ in 0..cap {
        if let Some(outcome) = game.outcome(&state) {
            return Ending::Decided(outcome.winner);
        }
        moves.clear();
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            return Ending::Decided(None);
        }
        let mv = pick(game, &state, &moves, counts_material, rng);
        game.play(&mut state, mv);
    }
    if let Some(outcome) = game.outcome(&state) {
        return Ending::Decided(outcome.winner);
    }
    if !counts_material {
        return Ending::Decided(None);
    }
    let mut material = [0; MAX_PLAYERS];
    for (p, slot) in material.iter_mut().enumerate().take(players) {
        *slot = game.material(&state, Player(p as u8)).unwrap_or(0);
    }
    Ending::Unfinished { material, players }
}

/// The move a guided playout plays from `state`, one of `moves` (not empty).
fn pick<G: Hints>(
    game: &G,
    state: &G::State,
    moves: &[G::Move],
    counts_material: bool,
    rng: &mut Rng,
) -> G::Move {
    if moves.len() == 1 {
        return moves[0];
    }
    let mover = game.to_move(state);
    let mut best: Option<(i32, G::Move)> = None;
    for _ in 0..SAMPLES.min(moves.len()) {
        let mv = moves[rng.below(moves.len())];
        let mut next = state.clone();
        game.play(&mut next, mv);
        let score = match game.outcome(&next).map(|o| o.winner) {
            Some(Some(w)) if w == mover => return mv,
            Some(Some(_)) => i32::MIN,
            _ if counts_material => {
                game.material(&next, mover).unwrap_or(0) - opponents_material(game, &next, mover)
            }
            _ => 0,
        };
        if best.map_or(true, |(s, _)| score > s) {
            best = Some((score, mv));
        }
    }
    best.map_or(moves[0], |(_, mv)| mv)
}

/// The material of every player but `mover` in `state`.
fn opponents_material<G: Hints>(game: &G, state: &G::State, mover: Player) -> i32 {
    (0..game.players())
        .map(Player)
        .filter(|&p| p != mover)
        .map(|p| game.material(state, p).unwrap_or(0))
        .sum()
}
