//! Er Chi Yi, Zhuo Qi Zi and Tui Da Che: the "top" capture (two against one on an otherwise
//! empty line) and each no-capture case of the book's figures 3 to 6, plus pushing the cart.

use crate::support::folk as folk_support;

use boardlore_engine::Game;
use folk_support::{after, load, move_names, position};

#[test]
fn figure_2_two_beside_one_on_an_empty_line_captures() {
    let game = load("er-chi-yi", "main");
    // Black b2 steps to c2: c2 and d2 now stand next to the white piece on e2.
    assert_eq!(after(&game, "5/5/5/1x1xo/5 x", "b2-c2"), "5/5/5/2xx1/5 o");
}

#[test]
fn figure_3_a_pattern_the_enemy_walks_into_is_not_a_capture() {
    let game = load("er-chi-yi", "main");
    // White steps from e3 down to e2, next to the black pair on c2 and d2: nothing is taken,
    // and Black cannot take it afterwards by standing still.
    assert_eq!(after(&game, "5/5/4o/2xx1/5 o", "e3-e2"), "5/5/5/2xxo/5 x");
}

#[test]
fn figure_4_a_gap_between_the_pair_and_the_enemy_saves_it() {
    let game = load("er-chi-yi", "main");
    assert_eq!(after(&game, "5/5/5/x1x1o/5 x", "a2-b2"), "5/5/5/1xx1o/5 o");
}

#[test]
fn figure_5_an_enemy_between_the_two_is_not_captured() {
    let game = load("er-chi-yi", "main");
    assert_eq!(after(&game, "5/5/5/x1ox1/5 x", "a2-b2"), "5/5/5/1xox1/5 o");
}

#[test]
fn figure_6_any_other_piece_on_the_line_prevents_the_capture() {
    let game = load("er-chi-yi", "main");
    // Same as figure 2, but a white piece on a2 shares the line.
    assert_eq!(after(&game, "5/5/5/ox1xo/5 x", "b2-c2"), "5/5/5/o1xxo/5 o");
    // And a black piece on a2 spoils it just the same.
    let game_pos = "5/5/5/xx1xo/5 x";
    assert_eq!(after(&game, game_pos, "b2-c2"), "5/5/5/x1xxo/5 o");
}

#[test]
fn the_capture_works_along_a_column_too() {
    let game = load("er-chi-yi", "main");
    // Black b3 steps to c3: c2 and c3 stand under the white piece on c4.
    assert_eq!(
        after(&game, "5/2o2/1x3/2x2/5 x", "b3-c3"),
        "5/5/2x2/2x2/5 o"
    );
}

#[test]
fn zhuo_qi_zi_plays_the_same_capture_on_sixteen_points() {
    let game = load("zhuo-qi-zi", "main");
    assert_eq!(game.board().len(), 16);
    assert_eq!(after(&game, "4/4/x1xo/4 x", "a2-b2"), "4/4/1xx1/4 o");
}

#[test]
fn pushing_the_cart_takes_the_enemy_piece_touching_the_pair() {
    let game = load("tui-da-che", "main");
    // A full line of four: black a2 b2 pushing white c2 d2; the move b1-b2 makes it.
    assert_eq!(after(&game, "4/4/x1oo/1x2 x", "b1-b2"), "4/4/xx1o/4 o");
}

#[test]
fn each_side_starts_with_its_home_row_and_can_only_step() {
    let game = load("er-chi-yi", "main");
    let start = position(&game, "ooooo/5/5/5/xxxxx x");
    assert_eq!(move_names(&game, &start).len(), 5);
}
