//! Er Chi Yi, Zhuo Qi Zi and Tui Da Che: the "top" capture (two against one on an otherwise
//! empty line) and each no-capture case of the book's figures 3 to 6, plus pushing the cart.

use crate::support::folk as folk_support;

use boardlore_engine::Game;
use folk_support::{load, move_names, position};

after_move! {
    /// Black b2 steps to c2: c2 and d2 now stand next to the white piece on e2.
    figure_2_two_beside_one_on_an_empty_line_captures: "er-chi-yi"/"main",
        "5/5/5/1x1xo/5 x", "b2-c2" => "5/5/5/2xx1/5 o";
    /// White steps from e3 down to e2, next to the black pair on c2 and d2: nothing is taken,
    /// and Black cannot take it afterwards by standing still.
    figure_3_a_pattern_the_enemy_walks_into_is_not_a_capture: "er-chi-yi"/"main",
        "5/5/4o/2xx1/5 o", "e3-e2" => "5/5/5/2xxo/5 x";
    figure_4_a_gap_between_the_pair_and_the_enemy_saves_it: "er-chi-yi"/"main",
        "5/5/5/x1x1o/5 x", "a2-b2" => "5/5/5/1xx1o/5 o";
    figure_5_an_enemy_between_the_two_is_not_captured: "er-chi-yi"/"main",
        "5/5/5/x1ox1/5 x", "a2-b2" => "5/5/5/1xox1/5 o";
    /// Same as figure 2, but a white piece on a2 shares the line.
    figure_6_any_other_piece_on_the_line_prevents_the_capture: "er-chi-yi"/"main",
        "5/5/5/ox1xo/5 x", "b2-c2" => "5/5/5/o1xxo/5 o";
    /// And a black piece on a2 spoils it just the same.
    figure_6_an_own_piece_on_the_line_prevents_the_capture_too: "er-chi-yi"/"main",
        "5/5/5/xx1xo/5 x", "b2-c2" => "5/5/5/x1xxo/5 o";
    /// Black b3 steps to c3: c2 and c3 stand under the white piece on c4.
    the_capture_works_along_a_column_too: "er-chi-yi"/"main",
        "5/2o2/1x3/2x2/5 x", "b3-c3" => "5/5/2x2/2x2/5 o";
    /// A full line of four: black a2 b2 pushing white c2 d2; the move b1-b2 makes it.
    pushing_the_cart_takes_the_enemy_piece_touching_the_pair: "tui-da-che"/"main",
        "4/4/x1oo/1x2 x", "b1-b2" => "4/4/xx1o/4 o";
}

#[test]
fn zhuo_qi_zi_plays_the_same_capture_on_sixteen_points() {
    let game = load("zhuo-qi-zi", "main");
    assert_eq!(game.board().len(), 16);
    assert_eq!(
        folk_support::after(&game, "4/4/x1xo/4 x", "a2-b2"),
        "4/4/1xx1/4 o"
    );
}

#[test]
fn each_side_starts_with_its_home_row_and_can_only_step() {
    let game = load("er-chi-yi", "main");
    let start = position(&game, "ooooo/5/5/5/xxxxx x");
    assert_eq!(move_names(&game, &start).len(), 5);
}
