//! Xialiu Qi: the five capture kinds (small, large, complete, pinch, heart-taking) and the
//! right to keep capturing.

use crate::support::folk as folk_support;

use folk_support::{after, load, move_names};

after_move! {
    small_capture_two_adjacent_against_one: "xialiu-qi"/"main",
        "o5/6/6/1x1xo1/6/6 x", "b3-c3" => "o5/6/6/2xx2/6/6 o";
    large_capture_two_adjacent_against_two_takes_both: "xialiu-qi"/"main",
        "o5/6/6/1x1xoo/6/6 x", "b3-c3" => "o5/6/6/2xx2/6/6 o";
    pinch_an_enemy_between_two_of_yours_is_taken: "xialiu-qi"/"main",
        "o5/6/6/1xo3/3x2/6 x", "d2-d3" => "o5/6/6/1x1x2/6/6 o";
    heart_taking_stepping_between_two_enemies_takes_both: "xialiu-qi"/"main",
        "o5/6/6/1o1o2/2x3/6 x", "c2-c3" => "o5/6/6/2x3/6/6 o";
    /// The enemy pieces did not move, so they capture nothing: only shapes including the
    /// moved piece count (and here the mover takes both).
    a_piece_stepping_between_two_enemies_in_xiasi_is_not_captured_by_them: "xiasi-qi"/"main",
        "4/4/oxo1/4 x", "b2-b3" => "4/1x2/o1o1/4 o";
}

#[test]
fn complete_capture_six_on_a_line_lets_the_mover_pick_two_enemy_pieces() {
    let game = load("xialiu-qi", "main");
    let full = after(&game, "ooo3/6/6/xxxxx1/5x/6 x", "f2-f3");
    assert_eq!(full, "ooo3/6/6/xxxxxx/6/6 x remove:2 chain:any");
    let state = folk_support::position(&game, &full);
    assert_eq!(move_names(&game, &state), ["xa6", "xb6", "xc6"]);
    let one = after(&game, &full, "xa6");
    assert_eq!(one, "1oo3/6/6/xxxxxx/6/6 x remove:1 chain:any");
    assert_eq!(after(&game, &one, "xb6"), "2o3/6/6/xxxxxx/6/6 o");
}

#[test]
fn after_a_capture_the_player_goes_on_capturing_while_it_can() {
    let game = load("xialiu-qi", "main");
    let first = after(&game, "o5/1xo3/3x2/1xo3/3x2/6 x", "d2-d3");
    assert_eq!(first, "o5/1xo3/3x2/1x1x2/6/6 x chain:any");
    let state = folk_support::position(&game, &first);
    assert_eq!(
        move_names(&game, &state),
        ["d4-d5"],
        "only capturing moves continue"
    );
    assert_eq!(after(&game, &first, "d4-d5"), "o5/1x1x2/6/1x1x2/6/6 o");
}

#[test]
fn one_piece_against_one_is_a_draw() {
    use boardlore_engine::Game;
    let game = load("xialiu-qi", "main");
    let state = folk_support::position(&game, "o5/6/6/6/6/5x x");
    let outcome = game.outcome(&state).expect("the game is over");
    assert_eq!(outcome.winner, None);
}
