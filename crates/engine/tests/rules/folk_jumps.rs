//! Jump captures, kings, protecting pairs and capture by replacement, checked on the real
//! entries: Chi Zi Qi, Wang Tiao Qi (both readings), Sha Shu Shu and Cat Catches the Mouse.

use crate::support::folk as folk_support;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::search::Solver;
use boardlore_engine::{Game, Player};
use folk_support::{after, load, move_names, outcome_after, position};

legal_moves! {
    wang_tiao_qi_book_men_step_and_jump_forward_only: "wang-tiao-qi"/"book",
        "8/8/8/2ooo3/3x4/8/8/8 x" => ["d4-b6", "d4-d6", "d4-f6"];
    wang_tiao_qi_book_men_never_jump_backwards: "wang-tiao-qi"/"book",
        "8/8/8/8/3x4/2ooo3/8/8 x" => ["d4-c5", "d4-d5", "d4-e5"] because "no jumps backwards";
    sha_shu_shu_pieces_never_move_along_rows_or_columns: "sha-shu-shu"/"main",
        "6/6/2o3/6/2x3/6 x" => ["c2-b1", "c2-b3", "c2-d1", "c2-d3"];
    wang_tiao_qi_book_a_king_must_go_on_jumping: "wang-tiao-qi"/"book",
        "8/8/8/3o4/4x3/8/8/o7 x chain:e4 kings:e4" => ["e4-c6"];
}

after_move! {
    wang_tiao_qi_book_a_jump_into_the_far_row_crowns_a_step_does_not: "wang-tiao-qi"/"book",
        "8/3o4/2x5/8/8/8/8/o7 x", "c6-e8" => "4x3/8/8/8/8/8/8/o7 o kings:e8";
    wang_tiao_qi_book_a_step_into_the_far_row_does_not_crown: "wang-tiao-qi"/"book",
        "8/2x5/8/8/8/8/8/oo6 x", "c7-c8" => "2x5/8/8/8/8/8/8/oo6 o";
    chi_zi_qi_a_piece_jumps_an_adjacent_enemy_and_removes_it_figure_2: "chi-zi-qi"/"main",
        "5/5/2o2/2x2/5 x", "c2-c4" => "5/2x2/5/5/5 o";
    /// After c1 jumps c2 to c3, the next white piece on c4 is not taken in the same turn.
    chi_zi_qi_one_jump_ends_the_turn: "chi-zi-qi"/"main",
        "5/2o2/5/2o2/2x2 x", "c1-c3" => "5/2o2/2x2/5/5 o";
    wang_tiao_qi_book_a_king_that_jumps_goes_on_from_where_it_lands: "wang-tiao-qi"/"book",
        "8/8/8/3o4/8/3o4/2x5/o7 x kings:c2", "c2-e4" => "8/8/8/3o4/4x3/8/8/o7 x chain:e4 kings:e4";
    wang_tiao_qi_commentator_tians_second_example_is_allowed: "wang-tiao-qi"/"commentator",
        "8/8/2o5/1xx5/8/8/8/8 o", "c6-c4" => "8/8/8/1x6/2o5/8/8/8 x";
}

some_legal_moves! { FolkGame;
    chi_zi_qi_no_jump_onto_an_occupied_point: "chi-zi-qi"/"main",
        "5/2o2/2o2/2x2/5 x" => lacks ["c2-c4"];
    chi_zi_qi_no_jump_over_a_friend: "chi-zi-qi"/"main",
        "5/5/2x2/2x2/5 x" => lacks ["c2-c4"];
    chi_zi_qi_jumping_is_optional: "chi-zi-qi"/"main",
        "5/2o2/5/2o2/2x2 x" => has ["c1-c3", "c1-b1"] because "steps stay legal";
    /// The white pair on f4-g4 guards d4 against the black piece on c4 jumping along the row;
    /// the book's men never jump sideways anyway, so a king shows it.
    wang_tiao_qi_book_a_pair_in_a_row_blocks_sideways_jumps: "wang-tiao-qi"/"book",
        "8/8/8/8/2xo1oo1/8/8/o7 x kings:c4" => lacks ["c4-e4"];
    wang_tiao_qi_book_a_pair_in_a_row_does_not_block_other_jumps: "wang-tiao-qi"/"book",
        "8/8/8/3oo3/2x5/8/8/o7 x kings:c4" => has ["c4-e6"];
    wang_tiao_qi_commentator_tians_first_example_is_refused: "wang-tiao-qi"/"commentator",
        "8/8/8/8/1ox1xx2/8/8/8 o" => lacks ["b4-d4"];
}

game_over! { FolkGame;
    chi_zi_qi_capturing_every_enemy_piece_wins: "chi-zi-qi"/"main",
        "5/5/2o2/2x2/5 x", ["c2-c4"] because "game over" => Some(Player(0));
    cat_catches_the_mouse_the_mouse_wins_when_the_cats_tenth_move_misses: "mao-zhuo-laoshu"/"main",
        "5o/6/6/x5 x ply:18", ["a1-b1"] because "ten moves" => Some(Player(1));
}

#[test]
fn wang_tiao_qi_commentator_king_slides_then_may_add_one_jump() {
    let game = load("wang-tiao-qi", "commentator");
    let text = "8/8/8/8/8/1o6/8/x6o x kings:a1";
    let next = after(&game, text, "a1-a3");
    assert_eq!(next, "8/8/8/8/8/xo6/8/7o x chain:a3 kings:a3");
    assert_eq!(
        move_names(&game, &position(&game, &next)),
        ["a3-c3", "pass"]
    );
    let taken = after(&game, &next, "a3-c3");
    assert_eq!(
        taken, "8/8/8/8/8/2x5/8/7o o kings:c3",
        "one jump, then the turn ends"
    );
}

#[test]
fn sha_shu_shu_the_full_board_opens_with_diagonal_captures_by_replacement() {
    let game = load("sha-shu-shu", "main");
    let start = game.start();
    let moves = move_names(&game, &start);
    let expected = [
        "a3-b4", "b3-a4", "b3-c4", "c3-b4", "c3-d4", "d3-c4", "d3-e4", "e3-d4", "e3-f4", "f3-e4",
    ];
    assert_eq!(moves, expected);
    let text = game.write_position(&start);
    assert_eq!(
        after(&game, &text, "c3-d4"),
        "oooooo/oooooo/oooxoo/xx1xxx/xxxxxx/xxxxxx o"
    );
}

#[test]
fn cat_catches_the_mouse_by_stepping_onto_it_and_the_mouse_cannot_step_onto_the_cat() {
    let game = load("mao-zhuo-laoshu", "main");
    let text = "6/6/1o4/1x4 x";
    assert!(move_names(&game, &position(&game, text)).contains(&"b1-b2".to_string()));
    let caught = outcome_after(&game, text, &["b1-b2"], "the cat caught the mouse");
    assert_eq!(caught.winner.map(|p| p.0), Some(0));
    let moves = move_names(&game, &position(&game, "6/6/1o4/1x4 o"));
    assert!(!moves.contains(&"b2-b1".to_string()), "{moves:?}");
}

#[test]
fn cat_catches_the_mouse_solved_the_cat_needs_exactly_six_moves_from_a1() {
    let game = load("mao-zhuo-laoshu", "main");
    let mut solver = Solver::new(&game, 2_000_000);
    // Six cat moves left (plies 9, 11, ..., 19): the cat wins.
    let six = position(&game, "5o/6/6/x5 x ply:8");
    assert_eq!(solver.value(&six).unwrap().result, 1);
    // Five left: the mouse escapes.
    let five = position(&game, "5o/6/6/x5 x ply:10");
    assert_eq!(solver.value(&five).unwrap().result, -1);
    // The full ten moves: the commentary's claim that the cat wins.
    assert_eq!(solver.value(&game.start()).unwrap().result, 1);
}
