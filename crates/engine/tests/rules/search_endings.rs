//! Solved endings: where the exact solver can key a family's positions, the computer's MCTS
//! consults it beside its playouts and plays a win it proves. Searches are capped by
//! playouts, not by the clock.

use crate::support::budget::budget;
use crate::support::entry::{entry_rules, position};
use crate::support::typed::load;
use boardlore_engine::Compile;

use std::collections::HashMap;

use boardlore_engine::folk::{FolkGame, FolkMove, FolkState};
use boardlore_engine::game::{Game, Player};
use boardlore_engine::search::{Level, Solver};

/// The computer's move from `text` in the game's main ruleset at the strongest level, with
/// `playouts` playouts, for seeds 0, 1 and 2.
fn computer_moves(game: &str, text: &str, playouts: usize) -> Vec<(u64, String)> {
    let rules = entry_rules(game, "main").compile().expect("compiles");
    (0..3)
        .map(|seed| {
            let play = rules.new_match(Some(text)).expect("the position reads");
            let (name, _) = play
                .computer_move(seed, Level::MAX, &mut budget(playouts))
                .expect("a move");
            (seed, name)
        })
        .collect()
}

/// The moves from `text` after which the player to move there no longer wins, by the exact
/// solver.
fn moves_that_let_the_win_go(game: &FolkGame, text: &str) -> Vec<String> {
    let state = position(game, text);
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    moves
        .into_iter()
        .filter(|&mv| {
            let mut next = state.clone();
            game.play(&mut next, mv);
            let theirs = Solver::new(game, 3_000_000).value(&next).expect("solved");
            theirs.result >= 0
        })
        .map(|mv| game.move_name(&state, mv))
        .collect()
}

#[test]
fn in_tu_lang_qi_the_wolves_keep_a_won_game_that_playouts_alone_let_go() {
    // Wolves on b1, d1, c3, a4 and d4, the hare on d6, the wolves to move: they win with
    // best play, and six of their eight moves let the hare through or leave them stuck. MCTS
    // alone, at 40,000 playouts, chose one of those six with six seeds of eight.
    let text = "1/3o1/5/x2x1/2x2/5/1x1x1 x";
    let game: FolkGame = load("tu-lang-qi", "main");
    let losing = moves_that_let_the_win_go(&game, text);
    assert_eq!(losing.len(), 6, "{losing:?}");
    for (seed, name) in computer_moves("tu-lang-qi", text, 40_000) {
        assert!(
            !losing.contains(&name),
            "seed {seed}: {name} lets the win go ({losing:?} all do)"
        );
    }
}

/// Of the opponent's replies after `mv` from `state`, how many keep their win and how many
/// there are (where the mover moves again, the best of its next moves), by the exact solver.
fn share_of_winning_replies(game: &FolkGame, state: &FolkState, mv: FolkMove) -> (usize, usize) {
    let me = game.to_move(state);
    let mut next = state.clone();
    game.play(&mut next, mv);
    let mut moves = Vec::new();
    game.legal_moves(&next, &mut moves);
    if game.to_move(&next) == me {
        return moves
            .into_iter()
            .map(|again| share_of_winning_replies(game, &next, again))
            .min_by(|a, b| (a.0 * b.1).cmp(&(b.0 * a.1)))
            .expect("a move");
    }
    let keeping = moves
        .iter()
        .filter(|&&reply| {
            let mut after = next.clone();
            game.play(&mut after, reply);
            match game.outcome(&after) {
                Some(outcome) => outcome.winner != Some(me),
                None => {
                    Solver::new(game, 100_000)
                        .value(&after)
                        .expect("solved")
                        .result
                        < 0
                }
            }
        })
        .count();
    (keeping, moves.len())
}

/// The chance that `me` wins from `state` when `me` plays its best and the opponent picks
/// among its moves at random, counted over the whole game tree (a draw counts a half).
fn chance_against_random(
    game: &FolkGame,
    state: &FolkState,
    me: Player,
    known: &mut HashMap<FolkState, f64>,
) -> f64 {
    if let Some(outcome) = game.outcome(state) {
        return match outcome.winner {
            Some(w) if w == me => 1.0,
            Some(_) => 0.0,
            None => 0.5,
        };
    }
    if let Some(&chance) = known.get(state) {
        return chance;
    }
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let chances = moves.iter().map(|&mv| {
        let mut next = state.clone();
        game.play(&mut next, mv);
        chance_against_random(game, &next, me, known)
    });
    let chance = if game.to_move(state) == me {
        chances.fold(0.0, f64::max)
    } else {
        chances.sum::<f64>() / moves.len() as f64
    };
    known.insert(state.clone(), chance);
    chance
}

#[test]
fn in_chase_and_evade_black_in_a_lost_position_plays_for_whites_mistakes_over_the_whole_game() {
    // The hole on c2, Black to move and lost against best play. Black can slide in from c1,
    // c3 or d2. After c1 only half of White's answers keep the win, after the others all do;
    // but counted to the end of the game, a White choosing at random lets the win go 76% of
    // the time after c3, 65% after d2 and 50% after c1. The computer takes c3.
    let game: FolkGame = load("chase-and-evade", "main");
    let text = "xoxo/oxoxo/xoxox/xo1xo/oxox x";
    let state = position(&game, text);
    let me = game.to_move(&state);
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    let mut known = HashMap::new();
    let mut chances = Vec::new();
    let mut shares = Vec::new();
    for &mv in &moves {
        let mut next = state.clone();
        game.play(&mut next, mv);
        let name = game.move_name(&state, mv);
        chances.push((
            name.clone(),
            chance_against_random(&game, &next, me, &mut known),
        ));
        let (keeping, replies) = share_of_winning_replies(&game, &state, mv);
        shares.push((name, keeping as f64 / replies as f64));
    }
    let best_of = |values: &[(String, f64)], better: fn(f64, f64) -> f64, start: f64| {
        let top = values.iter().map(|v| v.1).fold(start, better);
        values
            .iter()
            .filter(|v| v.1 == top)
            .map(|v| v.0.clone())
            .collect::<Vec<_>>()
    };
    let best = best_of(&chances, f64::max, 0.0);
    let fewest_keeping = best_of(&shares, f64::min, f64::MAX);
    assert!(
        best.iter().all(|b| !fewest_keeping.contains(b)),
        "the next reply alone points elsewhere: {shares:?} against {chances:?}"
    );
    for (seed, name) in computer_moves("chase-and-evade", text, 20_000) {
        assert!(
            best.contains(&name),
            "seed {seed}: {name}; best {best:?} of {chances:?}"
        );
    }
}
