//! Proof-number search for forced wins, checked against the exact solver and the whole-game
//! table, and on Xialiu Qi, whose reading it shows to be a quick win for the side moving first.

use crate::support::random_game::random_game;
use crate::support::typed::load;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::game::{Game, Player};
use boardlore_engine::search::{prove_win, Rng, Solver, Verdict};
use boardlore_engine::Hints;

type Move = <FolkGame as Game>::Move;
type State = <FolkGame as Game>::State;

/// The verdict on a forced win for `side` from `state`, within a million positions.
fn verdict(game: &FolkGame, state: &State, side: u8) -> Verdict<Move> {
    try_verdict(game, state, side, 1_000_000).expect("settled within a million positions")
}

/// The verdict, or `None` when `budget` positions do not settle it.
fn try_verdict(game: &FolkGame, state: &State, side: u8, budget: usize) -> Option<Verdict<Move>> {
    let keys = game.prover(1 << 12).unwrap();
    prove_win(game, &*keys, state, Player(side), budget, &mut || true)
        .ok()
        .map(|proof| proof.verdict)
}

/// The value for the player to move as proof numbers find it (1, 0 or -1), when they settle
/// it within `budget` positions for each side.
fn value_by_proof_numbers(game: &FolkGame, state: &State, budget: usize) -> Option<i8> {
    let mover = game.to_move(state).0;
    if matches!(
        try_verdict(game, state, mover, budget)?,
        Verdict::Wins { .. }
    ) {
        Some(1)
    } else if matches!(
        try_verdict(game, state, 1 - mover, budget)?,
        Verdict::Wins { .. }
    ) {
        Some(-1)
    } else {
        Some(0)
    }
}

#[test]
fn xialiu_qi_as_read_black_moves_first_and_wins_within_seventeen_plies() {
    let game: FolkGame = load("xialiu-qi", "main");
    let Verdict::Wins {
        first,
        longest,
        line,
        ..
    } = verdict(&game, &game.start(), 0)
    else {
        panic!("Black's forced win is proved");
    };
    assert_eq!(longest, 17);
    assert_eq!(line.len(), 17);
    assert_eq!(game.move_name(&game.start(), first.unwrap()), "a1-a2");
    // Step off the home row and back: the row of six is whole again and takes two.
    let mut state = game.start();
    let names: Vec<String> = line
        .iter()
        .map(|&mv| {
            let name = game.move_name(&state, mv);
            game.play(&mut state, mv);
            name
        })
        .collect();
    assert_eq!(
        names[..5].join(" "),
        format!("a1-a2 {} a2-a1 {} {}", names[1], names[3], names[4])
    );
    assert_eq!(game.outcome(&state).unwrap().winner, Some(Player(0)));
}

#[test]
fn duziqi_and_the_cat_and_mouse_are_wins_and_shuangtian_qi_a_draw_as_the_exact_solvers_say() {
    for (id, value) in [("duzi-qi", 1), ("mao-zhuo-laoshu", 1), ("shuangtian-qi", 0)] {
        let game: FolkGame = load(id, "main");
        assert_eq!(
            value_by_proof_numbers(&game, &game.start(), 1_000_000),
            Some(value),
            "{id}"
        );
    }
}

#[test]
fn on_positions_from_random_games_proof_numbers_agree_with_the_alpha_beta_solver() {
    let (mut compared, mut unsettled) = ([0; 3], 0);
    let cases = [
        ("mao-zhuo-laoshu", "main", 12),
        ("duzi-qi", "main", 6),
        ("xialiu-qi", "main", 60),
    ];
    for (seed, (id, ruleset, most_plies)) in cases.into_iter().enumerate() {
        let game: FolkGame = load(id, ruleset);
        let mut rng = Rng::new(seed as u64);
        for game_number in 0..40 {
            let plies = rng.below(most_plies);
            let (_, state) = random_game(&game, game.start(), &mut rng, plies);
            if game.outcome(&state).is_some() {
                continue;
            }
            let Ok(solved) = Solver::new(&game, 300_000).solve(&state) else {
                continue;
            };
            let text = game.write_position(&state);
            let Some(value) = value_by_proof_numbers(&game, &state, 200_000) else {
                unsettled += 1;
                continue;
            };
            assert_eq!(
                value, solved.value.result,
                "{id}, random game {game_number}: {text}"
            );
            compared[(solved.value.result + 1) as usize] += 1;
        }
    }
    // Draws are compared at Shuangtian Qi's start (above): a draw needs every line followed to
    // the move limit, which proof numbers settle only where a side can shut play down.
    let [losses, _, wins] = compared;
    eprintln!("compared: {wins} wins, {losses} losses ({unsettled} unsettled)");
    assert!(
        wins >= 20 && losses >= 10,
        "too few positions small enough to compare"
    );
}

#[test]
fn xialiu_qi_white_moving_second_cannot_force_a_win() {
    let game: FolkGame = load("xialiu-qi", "main");
    assert_eq!(verdict(&game, &game.start(), 1), Verdict::DoesNotWin);
}
