//! The games made playable by the hop, jump, replacement, royal, rotation and opening-removal
//! vocabulary (issues 4 and 6): each ruleset compiles through the shared entry point, its
//! figures and random positions round-trip through the notation, and 1,000 random games
//! finish. Their move-tree counts live in data/folk/perft.tsv with the others.

use crate::support::folk as folk_support;

use folk_support::{
    assert_figure_positions_round_trip, assert_random_positions_round_trip,
    assert_rulesets_compile_and_move, load, recorded_perft_rows, thousand_random_games_finish,
};

/// The entries and rulesets played by these mechanics.
const MOVE_GAMES: &[(&str, &[&str])] = &[
    ("chi-zi-qi", &["main"]),
    ("wang-tiao-qi", &["book", "commentator"]),
    ("huanwei-qi", &["book", "anti-draw"]),
    ("shuangtian-qi", &["main"]),
    ("du-hai-qi", &["two-player"]),
    ("mao-zhuo-laoshu", &["main"]),
    ("sha-shu-shu", &["main"]),
    ("jiezi-qi", &["main"]),
    ("chase-and-evade", &["main"]),
    ("lunxing-qi", &["main"]),
];

#[test]
fn every_ruleset_compiles_through_the_shared_entry_point_and_can_move() {
    assert_rulesets_compile_and_move(MOVE_GAMES);
}

#[test]
fn figure_positions_read_and_write_back_unchanged() {
    assert_figure_positions_round_trip(MOVE_GAMES);
}

#[test]
fn positions_after_random_moves_round_trip() {
    assert_random_positions_round_trip(MOVE_GAMES, 11, 20, 80);
}

#[test]
fn a_thousand_random_games_of_each_ruleset_all_finish() {
    for (game, rulesets) in MOVE_GAMES {
        for ruleset in *rulesets {
            let folk = load(game, ruleset);
            thousand_random_games_finish(&format!("{game}/{ruleset}"), &folk, 42);
        }
    }
}

#[test]
fn every_ruleset_has_move_tree_counts_in_the_data_file() {
    for (game, rulesets) in MOVE_GAMES {
        for ruleset in *rulesets {
            let rows = recorded_perft_rows(game, ruleset);
            assert!(rows >= 2, "{game}/{ruleset} has {rows} perft rows");
        }
    }
}
