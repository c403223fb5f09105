//! Hops that capture nothing, whole-army goals and passing, checked on the real entries:
//! Huanwei Qi, Shuangtian Qi and Du Hai Qi.

use crate::support::entry::spec_from_str;
use crate::support::folk as folk_support;

use boardlore_engine::folk::{FolkGame, FolkSpec};
use boardlore_engine::Presentation;
use boardlore_engine::{Game, Player};
use folk_support::{after, load, move_names, outcome_after, position};

legal_moves! {
    huanwei_qi_a_piece_leaps_a_whole_enemy_block_figure_jump: "huanwei-qi"/"book",
        "6xooo8 x" => ["g1-k1"];
    huanwei_qi_a_run_with_an_own_piece_in_it_cannot_be_leapt: "huanwei-qi"/"book",
        "4xoxo10 x" => ["g1-i1"];
    du_hai_qi_a_black_piece_leaps_two_white_pieces_onto_the_first_free_square: "du-hai-qi"/"two-player",
        "3/3/3/9/9/9/9/4o4/4o4/4x4/9/9/3/3/3 x" => ["e6-d6", "e6-e9", "e6-f6"];
    du_hai_qi_pieces_never_step_back: "du-hai-qi"/"two-player",
        "1o1/3/3/9/9/9/9/9/4x4/9/9/9/3/3/3 x" => ["e7-d7", "e7-e8", "e7-f7"];
}

after_move! {
    huanwei_qi_a_piece_leaps_a_whole_enemy_block_and_the_block_stays_figure_jump: "huanwei-qi"/"book",
        "6xooo8 x", "g1-k1" => "7ooox7 o";
    du_hai_qi_the_leaping_piece_lands_on_the_first_free_square: "du-hai-qi"/"two-player",
        "3/3/3/9/9/9/9/4o4/4o4/4x4/9/9/3/3/3 x", "e6-e9" => "3/3/3/9/9/9/4x4/4o4/4o4/9/9/9/3/3/3 o";
}

#[test]
fn huanwei_qi_at_the_start_only_the_front_piece_can_step() {
    let game = load("huanwei-qi", "book");
    assert_eq!(move_names(&game, &game.start()), ["e1-f1"]);
}

game_over! { FolkGame;
    huanwei_qi_bringing_the_last_piece_home_wins: "huanwei-qi"/"book",
        "5o6x1xxxx x", ["m1-n1"] because "over" => Some(Player(0)), "board-rule-all-home";
    huanwei_qi_two_blocked_players_draw: "huanwei-qi"/"book",
        "xxxxxxxxxxxxoooooo x", [] because "neither side can move" => None;
}

#[test]
fn huanwei_qi_a_blocked_player_passes() {
    let game = load("huanwei-qi", "book");
    let stuck = "11xoooooo x";
    assert_eq!(move_names(&game, &position(&game, stuck)), ["pass"]);
    assert_eq!(after(&game, stuck, "pass"), "11xoooooo o");
}

#[test]
fn fill_and_vacate_wins_with_a_piece_still_on_the_way() {
    let yaml = r#"
board: { kind: square, files: 8, ranks: 1, style: cells, regions: { west: [a1, b1], east: [g1, h1] } }
players:
  - { name: Black, start: [a1, b1, c1], directions: [e] }
  - { name: White, start: [h1], directions: [w] }
movement: { kind: step }
goals:
  fill-and-vacate: { fill: [east, west], vacate: [west, east] }
  no-moves: pass
"#;
    let spec: FolkSpec = spec_from_str(yaml);
    let game = spec.compile_typed().unwrap();
    let blocked = position(&game, "3x1xxo x");
    assert!(game.outcome(&blocked).is_none(), "h1 is not Black's yet");
    assert!(game.outcome(&position(&game, "o3xx1x x")).is_none());
    let outcome = outcome_after(&game, "o3xx1x x", &["f1-g1"], "over");
    assert_eq!(outcome.winner.map(|p| p.0), Some(0), "{:?}", outcome.rule);
    assert!(
        outcome.rule.id == "board-rule-filled-far-end",
        "e1 is still on the way: {:?}",
        outcome.rule
    );
}

#[test]
fn shuangtian_qi_four_first_moves_through_the_single_free_point() {
    let game = load("shuangtian-qi", "main");
    assert_eq!(
        move_names(&game, &game.start()),
        ["1-9", "3-9", "7-9", "8-9"]
    );
}

#[test]
fn shuangtian_qi_a_hop_passes_over_a_piece_of_either_colour_and_takes_nothing() {
    let game = load("shuangtian-qi", "main");
    let start = game.write_position(&game.start());
    let next = after(&game, &start, "7-9");
    assert!(move_names(&game, &position(&game, &next)).contains(&"11-7".to_string()));
    let back = after(&game, &next, "11-7");
    let view = game.view(&position(&game, &back));
    let left = view
        .pieces
        .iter()
        .filter(|p| p.owner.map(|o| o.0) == Some(0));
    assert_eq!(
        (left.count(), view.pieces.len()),
        (8, 16),
        "nothing taken: {back}"
    );
}
