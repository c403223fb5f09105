//! Seeded random games from a game's start, the check every family's tests run on the real
//! rulesets: each game reaches a result.
#![allow(dead_code)]

use boardlore_engine::search::{random_selfplay, Rng, SelfplayStats};
use boardlore_engine::Hints;

/// Plays 1,000 seeded random games of `game` from its start, each cut at 5,000 plies, prints
/// how they went under `label`, and checks that every one reached a result. Gives the figures
/// for further checks.
pub fn thousand_random_games_finish<G: Hints>(label: &str, game: &G, seed: u64) -> SelfplayStats {
    let stats = random_selfplay(game, 1_000, seed, 5_000);
    println!(
        "{label}: average {:.1} plies, first player wins {:.1}%, second {:.1}%, draws {:.1}%",
        stats.average_length(),
        stats.first_wins as f64 / 10.0,
        stats.second_wins as f64 / 10.0,
        stats.draws as f64 / 10.0
    );
    assert_eq!(stats.unfinished, 0, "{label}: every game reaches a result");
    assert_eq!(stats.finished, 1_000, "{label}");
    stats
}

/// Plays random moves drawn from `rng` from `state` until the game is over or `cap` plies are
/// played; returns the plies played and the last state. A position not over must have a move
/// (a pass counts).
pub fn random_game<G: Hints>(
    game: &G,
    mut state: G::State,
    rng: &mut Rng,
    cap: usize,
) -> (usize, G::State) {
    let mut moves = Vec::new();
    for ply in 0..cap {
        if game.outcome(&state).is_some() {
            return (ply, state);
        }
        moves.clear();
        game.legal_moves(&state, &mut moves);
        assert!(!moves.is_empty(), "a game not over has a move or a pass");
        game.play(&mut state, moves[rng.below(moves.len())]);
    }
    (cap, state)
}

/// Plays random moves drawn from `rng` from `state`, at most `plies` of them, and shows
/// `visit` each position on the way with its legal moves, the last one too: a position with a
/// result, or one without a move, ends the walk and is shown with no moves.
pub fn random_walk<G: Hints>(
    game: &G,
    mut state: G::State,
    rng: &mut Rng,
    plies: usize,
    mut visit: impl FnMut(&G::State, &[G::Move]),
) {
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        if game.outcome(&state).is_none() {
            game.legal_moves(&state, &mut moves);
        }
        visit(&state, &moves);
        if moves.is_empty() {
            return;
        }
        game.play(&mut state, moves[rng.below(moves.len())]);
    }
}

/// For each ruleset of `rulesets` (game and ruleset ids), compiled by `load`, one random walk
/// from its start position as [`random_walk`] plays it, with moves drawn from a generator
/// seeded with `seed`, at most `plies` of them; `visit` is shown the ruleset's name
/// (`game/ruleset`), its game, and each position on the way with its legal moves.
pub fn random_walk_each_ruleset<G: Hints>(
    rulesets: &[(&str, &str)],
    load: impl Fn(&str, &str) -> G,
    seed: u64,
    plies: usize,
    mut visit: impl FnMut(&str, &G, &G::State, &[G::Move]),
) {
    for &(id, ruleset) in rulesets {
        let game = load(id, ruleset);
        let what = format!("{id}/{ruleset}");
        random_walk(
            &game,
            game.start(),
            &mut Rng::new(seed),
            plies,
            |state, moves| visit(&what, &game, state, moves),
        );
    }
}

/// Plays 1,000 random games of `game`, game `n` from `start(n)`, all drawing their moves from
/// one generator seeded with `seed`; each must reach a result within 10,000 plies. Prints the
/// average length and the results under `label`.
pub fn thousand_random_games_end<G: Hints>(
    label: &str,
    game: &G,
    seed: u64,
    start: impl Fn(u64) -> G::State,
) {
    let mut rng = Rng::new(seed);
    let (mut plies, mut results) = (0, [0u32; 3]);
    for n in 0..1_000 {
        let (length, end) = random_game(game, start(n), &mut rng, 10_000);
        let outcome = game
            .outcome(&end)
            .unwrap_or_else(|| panic!("{label}: game {n} unfinished"));
        results[outcome.winner.map_or(2, |p| usize::from(p.0))] += 1;
        plies += length;
    }
    println!(
        "{label}: average {:.1} plies; first {} second {} drawn {}",
        plies as f64 / 1000.0,
        results[0],
        results[1],
        results[2]
    );
}
