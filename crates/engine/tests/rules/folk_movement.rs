//! Movement and the remaining capture kinds: Liu Zi Chong Qi's cannon with its follow-up and
//! the commentator's rook-like last piece, forward-only wolves, Jian Di Qi's custodial capture
//! on a diagonal, and Uneven Chess's straight-forward slides.

use crate::support::folk as folk_support;

use folk_support::{after, load, move_names, position};

after_move! {
    two_against_two_takes_both_ends_of_a_full_line: "liu-zi-chong-qi"/"commentator",
        "4/4/ox1o/2x1 x", "c1-c2" => "4/4/1xx1/4 o";
    jian_di_qi_an_enemy_between_the_moved_piece_and_a_friend_on_a_diagonal_is_taken: "jian-di-qi"/"main",
        "5/4/5/4/5/1x2/5/o3/x4 x", "d4-c3" => "5/4/5/4/5/4/1x3/4/x4 o";
}

legal_moves! {
    the_book_allows_diagonal_steps_the_commentator_does_not: "liu-zi-chong-qi"/"book",
        "oooo/4/1x2/x3 x" => ["a1-a2", "a1-b1", "b2-a2", "b2-a3", "b2-b1", "b2-b3", "b2-c1", "b2-c2", "b2-c3"];
    the_commentator_allows_no_diagonal_steps: "liu-zi-chong-qi"/"commentator",
        "oooo/4/1x2/x3 x" => ["a1-a2", "a1-b1", "b2-a2", "b2-b1", "b2-b3", "b2-c2"];
    the_commentators_last_piece_runs_like_a_rook: "liu-zi-chong-qi"/"commentator",
        "oooo/4/4/x3 x" => ["a1-a2", "a1-a3", "a1-b1", "a1-c1", "a1-d1"];
    /// A wolf on c3 (an alquerque point with diagonals) and the hare on a6.
    wolves_only_move_forward_the_hare_anywhere_along_the_lines: "tu-lang-qi"/"main",
        "1/o4/5/5/2x2/5/5 x" => ["c3-b4", "c3-c4", "c3-d4"];
    the_hare_moves_anywhere_along_the_lines: "tu-lang-qi"/"main",
        "1/o4/5/5/2x2/5/5 o" => ["a6-a5", "a6-b6"];
    uneven_chess_pieces_slide_straight_ahead_and_stop_at_the_enemy: "cenci-qi"/"main",
        "7/7/7/o6/7/7/x6 x" => ["a1-a2", "a1-a3"];
}

#[test]
fn cannon_a_piece_pushed_between_two_enemies_takes_both_and_may_fire_again() {
    let game = load("liu-zi-chong-qi", "book");
    let fired = after(&game, "4/o1o1/o1o1/1x1x x", "b1-b2");
    assert_eq!(fired, "4/o1o1/1x2/3x x chain:b2");
    let state = position(&game, &fired);
    assert_eq!(move_names(&game, &state), ["b2-b3", "pass"]);
    assert_eq!(after(&game, &fired, "b2-b3"), "4/1x2/4/3x o");
    assert_eq!(after(&game, &fired, "pass"), "4/o1o1/1x2/3x o");
}

#[test]
fn zang_qi_book_a_side_down_to_three_pieces_flies() {
    // The book: "a side reduced to three pieces is freed from the one-step limit and may move
    // pieces anywhere". With four pieces White steps; with three it may go to any empty point.
    let game = load("zang-qi", "book");
    let four = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/2o14/2o14/xo1x12o o";
    let steps = move_names(&game, &position(&game, four));
    assert!(steps.contains(&"b1-c1".to_string()));
    assert!(!steps.contains(&"b1-q17".to_string()), "{steps:?}");
    let three = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/2o14/17/xo1x12o o";
    let flights = move_names(&game, &position(&game, three));
    assert!(flights.contains(&"b1-q17".to_string()), "{flights:?}");
    // 3 pieces, each to any of the 289 - 5 empty points.
    assert_eq!(flights.len(), 3 * 284);
}

#[test]
fn zang_qi_book_three_in_a_line_removes_any_enemy_piece() {
    // "Three pieces in a straight line let the player take any one enemy piece."
    let game = load("zang-qi", "book");
    let rows = "17/17/17/17/17/17/17/17/17/17/17/17/17/17/17";
    let made = after(&game, &format!("{rows}/2o14/oo1xx10o1 o"), "c2-c1");
    assert_eq!(made, format!("{rows}/17/oooxx10o1 o remove:1"));
    assert_eq!(after(&game, &made, "xe1"), format!("{rows}/17/ooox11o1 x"));
}
