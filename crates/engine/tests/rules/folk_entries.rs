//! Every folk entry's rulesets compile, their start positions and figures round-trip through
//! the notation, and bad specs are reported with paths.

use crate::support::entry::assert_positions_refused;
use crate::support::folk as folk_support;

use folk_support::{
    assert_figure_positions_round_trip, assert_random_positions_round_trip, assert_refused_at,
    assert_rulesets_compile_and_move, load, GAMES,
};

#[test]
fn every_ruleset_of_the_sixteen_games_compiles_through_the_shared_entry_point() {
    assert_rulesets_compile_and_move(GAMES);
}

#[test]
fn figure_positions_read_and_write_back_unchanged() {
    assert_figure_positions_round_trip(GAMES);
}

#[test]
fn positions_after_random_moves_round_trip() {
    assert_random_positions_round_trip(GAMES, 7, 1, 60);
}

#[test]
fn bad_positions_are_errors_not_panics() {
    let bad = [
        "",
        "5/5/5/5 x",
        "ooooo/5/5/5/xxxxx",
        "ooooo/5/5/5/xxxxx z",
        "ooooq/5/5/5/xxxxx x",
        "oooooo/5/5/5/xxxxx x",
        "ooooo/5/5/5/xxxxx x chain:z9",
        "ooooo/5/5/5/xxxxx x hand:1",
        "99999999999999999999/5/5/5/5 x",
        "ooooo/5/5/5/xxxxx x bogus:1",
    ];
    assert_positions_refused(&load("er-chi-yi", "main"), "er-chi-yi", &bad);
    assert_positions_refused(&load("ten-point", "rules-i"), "ten-point", &["... .. x"]);
}

#[test]
fn spec_errors_name_the_field_and_are_all_reported() {
    let yaml = r#"
board: { kind: square, files: 4, ranks: 4, style: intersections }
players:
  - { name: A, start: [a1, z9] }
  - { name: B, start: [a1], directions: [n, up] }
movement: { kind: step }
captures:
  - { kind: line, name: top, pattern: OOQ }
  - { kind: line, name: top, pattern: OX, moved: [1] }
chain: { piece: same, captures: [cannon] }
goals: { reach: { player: 0, region: nowhere } }
"#;
    assert_refused_at(
        yaml,
        &[
            "players[0].start[1]",
            "players[1].start[0]",
            "players[1].directions[1]",
            "captures[0].pattern",
            "captures[1].moved",
            "captures[1].name",
            "chain.captures[0]",
            "goals.reach.region",
        ],
    );
}

#[test]
fn unknown_fields_in_a_folk_spec_are_refused() {
    let yaml =
        "{ family: folk, board: { kind: square, files: 3, ranks: 3 }, players: [], movment: {} }";
    let err = boardlore_entry::yaml::ruleset_from_str(yaml).unwrap_err();
    assert!(err.contains("movment"), "{err}");
}
