//! The take family as Mushroom Chess rules I to III use it: taking runs of neighbouring pieces
//! under colour conditions, hemmed-in pieces, the rim a player may not take from, the die of
//! rules III, missed turns and the last piece. Also move-tree counts from the start positions
//! kept in data/take/perft.tsv (TAKE_PERFT_REGENERATE=1 rewrites it and fails on purpose),
//! 1,000 seeded random games per ruleset, and click paths.

use crate::support::clicks::{assert_no_path_starts_another, distinct_click_paths};
use crate::support::entry as entry_support;
use crate::support::random_game::{random_walk, thousand_random_games_end};
use crate::support::typed;

use entry_support::{
    assert_positions_refused, check_move_tree_table, play_names, position, sorted_move_names,
};

use boardlore_engine::search::Rng;
use boardlore_engine::take::{TakeGame, TakeState};
use boardlore_engine::{Click, Game};

const RULESETS: &[&str] = &["rules-i", "rules-i-misere", "rules-ii", "rules-iii"];

fn load(ruleset: &str) -> TakeGame {
    typed::load("mogu-qi", ruleset)
}

/// A position with pieces (all of the first colour unless listed in `green`) on `points`.
fn with_pieces(game: &TakeGame, red: &[&str], green: &[&str], rest: &str) -> TakeState {
    let board = game.board();
    let text: String = board
        .points()
        .iter()
        .map(|p| {
            if red.contains(&p.label.as_str()) {
                '1'
            } else if green.contains(&p.label.as_str()) {
                '2'
            } else {
                '.'
            }
        })
        .collect();
    position(game, &format!("{text} {rest}"))
}

#[test]
fn the_full_board_is_coloured_four_by_four_red_first_figure_13_reconstructed() {
    let game = load("rules-i");
    let start = game.write_position(&game.start());
    assert!(start.starts_with("1111222211112222"), "{start}");
    assert_eq!(game.start().pieces_left(), 48);
}

#[test]
fn at_the_start_only_rim_pieces_can_be_taken_the_rest_are_hemmed_in() {
    let game = load("rules-ii");
    let rim = game.board().region("ring-4").expect("rim").to_vec();
    let state = game.start();
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    assert!(!moves.is_empty());
    for mv in moves {
        for p in 0..48u16 {
            if mv.taken >> p & 1 == 1 {
                assert!(
                    rim.contains(&p),
                    "{} takes an inner piece",
                    game.move_name(&state, mv)
                );
            }
        }
    }
}

#[test]
fn red_may_not_take_from_its_own_rim_row_but_green_may() {
    let game = load("rules-ii");
    let state = game.start();
    let red = sorted_move_names(&game, &state);
    assert!(!red.iter().any(|n| n.contains("a1")), "{red:?}");
    assert!(red.contains(&"h1".to_string()));
    let mut state = state;
    play_names(&game, &mut state, &["h1"]);
    let green = sorted_move_names(&game, &state);
    assert!(green.contains(&"a1".to_string()));
    assert!(!green.iter().any(|n| n.starts_with('h')), "{green:?}");
}

#[test]
fn an_even_run_is_one_colour_and_an_odd_run_holds_both_colours() {
    let game = load("rules-i");
    // Row h at the start: h1 red, h2 to h5 green.
    let moves = sorted_move_names(&game, &game.start());
    let has = |n: &str| moves.contains(&n.to_string());
    assert!(has("h2-h3"), "two greens");
    assert!(has("h2-h5"), "four greens");
    assert!(has("h1-h3"), "three of both colours");
    assert!(!has("h1-h2"), "two of different colours");
    assert!(!has("h2-h4"), "three greens");
    assert!(!has("h1-h4"), "four of both colours");
    assert!(has("h1"), "one piece is always free");
}

#[test]
fn without_the_colour_rule_any_run_of_free_pieces_goes() {
    let game = load("rules-ii");
    let moves = sorted_move_names(&game, &game.start());
    for run in ["h1-h2", "h2-h4", "h1-h5"] {
        assert!(moves.contains(&run.to_string()), "{run}");
    }
}

#[test]
fn taking_the_last_piece_wins_and_in_the_misere_variant_loses() {
    for (ruleset, winner) in [("rules-i", 0), ("rules-i-misere", 1)] {
        let game = load(ruleset);
        let mut state = with_pieces(&game, &["e4"], &[], "1");
        play_names(&game, &mut state, &["e4"]);
        let outcome = game.outcome(&state).expect("board empty");
        assert_eq!(outcome.winner.map(|p| p.0), Some(winner), "{ruleset}");
    }
}

#[test]
fn a_player_who_cannot_take_misses_the_turn_rules_ii() {
    let game = load("rules-ii");
    // Only a1 is left: Red may not take from row a, so Red passes and Green takes it.
    let mut state = with_pieces(&game, &["a1"], &[], "1");
    assert_eq!(sorted_move_names(&game, &state), ["pass"]);
    play_names(&game, &mut state, &["pass"]);
    assert_eq!(sorted_move_names(&game, &state), ["a1"]);
    play_names(&game, &mut state, &["a1"]);
    assert_eq!(
        game.outcome(&state).and_then(|o| o.winner).map(|p| p.0),
        Some(1)
    );
}

#[test]
fn when_neither_player_can_take_the_game_is_drawn() {
    let game = load("rules-i");
    // Red has just passed, and Green to move is barred from h1, the only piece left.
    let state = with_pieces(&game, &["h1"], &[], "2 p");
    let outcome = game.outcome(&state).expect("both stuck");
    assert_eq!(outcome.winner, None);
}

/// Rules II's switch to sliding when both players are stuck has nothing to act on: in free
/// taking a missed turn is always followed by a take (the piece a player is barred from lies on
/// that player's own rim, which the opponent may take), so two passes in a row and the draw they
/// would bring never occur. Seeded random games, each missed turn checked.
#[test]
fn in_free_taking_a_missed_turn_is_always_followed_by_a_take_so_both_are_never_stuck() {
    let game = load("rules-ii");
    let mut rng = Rng::new(29);
    let (mut missed, mut moves) = (0u32, Vec::new());
    for seed in 0..1_000 {
        let mut state = game.start_with_seed(seed);
        let mut passed = false;
        while game.outcome(&state).is_none() {
            moves.clear();
            game.legal_moves(&state, &mut moves);
            let mv = moves[rng.below(moves.len())];
            let pass = mv.taken == 0;
            assert!(!(pass && passed), "game {seed}: both players stuck in turn");
            missed += u32::from(pass);
            passed = pass;
            game.play(&mut state, mv);
        }
        let outcome = game.outcome(&state).expect("finished");
        assert!(outcome.winner.is_some(), "game {seed} drawn");
    }
    assert!(missed > 0, "the games met missed turns to check");
}

#[test]
fn the_die_sets_the_least_number_of_joined_pieces_and_counts_as_three_at_least() {
    let game = load("rules-iii");
    // e4 has five occupied neighbours (e3, e5, d3, d4, f3), d1 one (d2), h5 none.
    let around = ["e3", "e5", "d3", "d4", "f3", "d1", "d2", "h5"];
    let text = |die: u8| {
        let s = with_pieces(&game, &around, &["e4"], "1 d3 00000000000000a1");
        let written = game.write_position(&s);
        position(&game, &written.replace(" d3 ", &format!(" d{die} ")))
    };
    let five_against_four = sorted_move_names(&game, &text(4));
    assert!(
        five_against_four.contains(&"e4".to_string()),
        "{five_against_four:?}"
    );
    let against_six = sorted_move_names(&game, &text(6));
    assert!(!against_six.contains(&"e4".to_string()));
    // With a throw of 3, d1 (one occupied neighbour) and h5 (none) cannot be taken.
    let three = sorted_move_names(&game, &text(3));
    assert!(
        three.iter().all(|n| n != "d1" && n != "h5"),
        "one or no neighbour: {three:?}"
    );
    assert!(
        game.parse_position(&game.write_position(&text(3)).replace(" d3 ", " d1 "))
            .is_err(),
        "a throw below 3 is never written"
    );
}

#[test]
fn a_player_no_throw_could_help_loses_and_a_bad_throw_misses_the_turn() {
    let game = load("rules-iii");
    let lonely = with_pieces(&game, &["a1", "h5"], &[], "1 d3 00000000000000a1");
    let outcome = game
        .outcome(&lonely)
        .expect("no piece has three neighbours");
    assert_eq!(outcome.winner.map(|p| p.0), Some(1));
    // e4 with five neighbours but a throw of 6: the turn is missed.
    let state = with_pieces(
        &game,
        &["e3", "e5", "d3", "d4", "f3", "e4"],
        &[],
        "1 d6 00000000000000a1",
    );
    assert_eq!(sorted_move_names(&game, &state), ["pass"]);
}

#[test]
fn positions_round_trip_and_bad_text_is_refused() {
    for &ruleset in RULESETS {
        let game = load(ruleset);
        let start = game.start();
        assert_eq!(position(&game, &game.write_position(&start)), start);
        let too_long = format!("{} 3", "1".repeat(48));
        assert_positions_refused(&game, ruleset, &["", "12", "x 1", &too_long]);
    }
}

#[test]
fn a_thousand_random_games_of_each_ruleset_all_finish() {
    for &ruleset in RULESETS {
        let game = load(ruleset);
        thousand_random_games_end(ruleset, &game, 11, |n| game.start_with_seed(n));
    }
}

#[test]
fn every_move_has_its_own_click_path_starting_on_a_point_or_a_pass_and_none_is_cut_short() {
    for &ruleset in RULESETS {
        let game = load(ruleset);
        random_walk(
            &game,
            game.start(),
            &mut Rng::new(3),
            usize::MAX,
            |state, moves| {
                let paths = distinct_click_paths(&game, state, moves, ruleset);
                for path in &paths {
                    assert!(matches!(path[0], Click::Point(_) | Click::Pass));
                }
                assert_no_path_starts_another(&paths, ruleset);
            },
        );
    }
}

#[test]
fn move_tree_counts_from_the_start_match_the_data_file() {
    let rulesets: Vec<(&str, &str)> = RULESETS.iter().map(|&r| ("mogu-qi", r)).collect();
    check_move_tree_table(
        "take/perft.tsv",
        "TAKE_PERFT_REGENERATE",
        &rulesets,
        |_, r| load(r),
    );
}
