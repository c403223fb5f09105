//! Shape captures (Zhaqiang Che Luobo): the fourth corner of a small square pulls an enemy
//! radish and refills it with the captor's pieces; three own pieces in a row take the enemy
//! pieces of that row; a full board is decided by piece count. Plus 1,000 random games and
//! the move-tree counts kept in data/folk/perft.tsv.

use crate::support::entry::assert_result;
use crate::support::folk as folk_support;

use boardlore_engine::phrase::Arg;
use boardlore_engine::Presentation;
use boardlore_engine::{Game, Player};
use folk_support::{
    after, load, move_names, position, recorded_perft_rows, thousand_random_games_finish,
};

const GAME: &str = "zhaqiang-che-luobo";

after_move! {
    the_fourth_corner_pulls_the_radish_and_refills_it_figure_radish: GAME/"main",
        "5o/6/2x3/2xx2/6/o5 o hand:33,34",
        "d4" => "5o/6/2oo2/2oo2/6/o5 x hand:33,33"
            because "c3, d3 and c4 change hands and d4 is White's";
    a_radish_needs_all_three_corners_to_be_enemy_pieces: GAME/"main",
        "5o/6/2x3/3x2/6/o5 o hand:34,34", "d4" => "5o/6/2xo2/3x2/6/o5 x hand:34,33";
    a_radish_with_a_corner_of_the_movers_own_is_not_pulled: GAME/"main",
        "5o/6/2x3/2ox2/6/5o o hand:34,33", "d4" => "5o/6/2xo2/2ox2/6/5o x hand:34,32";
    one_piece_can_pull_two_radishes_at_once: GAME/"main",
        "6/6/2x1x1/2xxx1/6/6 o hand:31,36", "d4" => "6/6/2ooo1/2ooo1/6/6 x hand:31,35";
    a_spear_rack_takes_every_enemy_piece_of_its_row_figure_spear: GAME/"main",
        "6/o3o1/6/6/1xx2o/o5 x hand:34,33",
        "d2" => "6/o3o1/6/6/1xxx2/o5 o hand:33,33" because "f2 is taken; a1 on another row stays";
    a_spear_rack_counts_only_when_the_placement_makes_it: GAME/"main",
        "6/6/6/6/1xxx2/6 o hand:33,36",
        "f2" => "6/6/6/6/1xxx1o/6 x hand:33,35"
            because "White may sit on the row of a rack that already stands";
    a_spear_rack_needs_three_consecutive_pieces: GAME/"main",
        "6/6/6/6/1x1x1o/6 x hand:34,35",
        "e2" => "6/6/6/6/1x1xxo/6 o hand:33,35"
            because "b2 and d2 are not consecutive with e2: d2-e2 is only two";
    a_spear_rack_along_a_column_takes_that_column: GAME/"main",
        "x5/6/x5/o5/o5/6 o hand:34,34",
        "a1" => "6/6/6/o5/o5/o5 x hand:34,33"
            because "a1-a3 is White's rack: the black pieces on a4 and a6 go";
}

#[test]
fn the_stabbed_reading_lets_the_enemy_piece_on_the_line_take_the_three() {
    let game = load(GAME, "stabbed");
    let rack = "6/6/6/6/1xxx2/6 o hand:33,36";
    assert_eq!(
        after(&game, rack, "f2"),
        "6/6/6/6/5o/6 x hand:33,35",
        "White's f2 stabs the rack b2-d2"
    );
    let blocked = "6/6/6/6/5o/6 x hand:35,35";
    let made = after(
        &game,
        &after(&game, blocked, "b2").replace(" o ", " x "),
        "c2",
    );
    assert_eq!(
        after(&game, &made.replace(" o ", " x "), "d2"),
        "6/6/6/6/1xxx1o/6 o hand:32,35",
        "a rack made on a line White already holds stands"
    );
}

#[test]
fn the_full_board_is_decided_by_piece_count() {
    let game = load(GAME, "main");
    let nearly = position(
        &game,
        "xxxoxo/oxoxox/xoxoxo/oxoxox/xoxoxo/oxoxo1 x hand:1,2",
    );
    let mut moves = Vec::new();
    game.legal_moves(&nearly, &mut moves);
    assert_eq!(moves.len(), 1);
    let mut full = nearly.clone();
    game.play(&mut full, moves[0]);
    let outcome = game.outcome(&full).expect("the board is full");
    assert_result(&outcome, Some(Player(0)), "board-rule-count-win");
    assert_eq!(outcome.rule.arg("score"), Some(&Arg::code("19")));
    assert_eq!(outcome.rule.arg("other"), Some(&Arg::code("17")));
    let even = position(
        &game,
        "xoxoxo/oxoxox/xoxoxo/oxoxox/xoxoxo/oxoxox o hand:0,1",
    );
    assert_eq!(game.outcome(&even).unwrap().winner, None);
}

#[test]
fn every_start_move_is_one_click_on_an_empty_point() {
    let game = load(GAME, "main");
    let start = game.start();
    assert_eq!(move_names(&game, &start).len(), 36);
    let mut moves = Vec::new();
    game.legal_moves(&start, &mut moves);
    let mut paths: Vec<_> = moves.iter().map(|&m| game.clicks(&start, m)).collect();
    paths.sort_by_key(|p| format!("{p:?}"));
    paths.dedup();
    assert_eq!(paths.len(), 36);
}

#[test]
fn a_thousand_random_games_of_each_reading_finish_and_counts_are_kept() {
    for ruleset in ["main", "stabbed"] {
        thousand_games(ruleset);
    }
}

fn thousand_games(ruleset: &str) {
    let game = load(GAME, ruleset);
    let stats = thousand_random_games_finish(&format!("{GAME}/{ruleset}"), &game, 42);
    assert!(
        stats.average_length() > 36.0,
        "spear captures reopen points"
    );
    assert_eq!(
        recorded_perft_rows(GAME, ruleset),
        3,
        "depths 1-3 in data/folk/perft.tsv"
    );
}
