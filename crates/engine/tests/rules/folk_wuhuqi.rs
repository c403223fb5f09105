//! Wuhuqi: shapes earn captures, the pieces of a scored shape are protected, and shapes made
//! while filling the board are cashed in after it is full, the first player first.

use crate::support::folk as folk_support;

use folk_support::{after, load, move_names, position};

after_move! {
    /// Black's small well on a1-b2 earns one capture of a piece Black chooses; the four
    /// pieces of the well stay protected after it.
    a_small_well_formed_by_a_move_captures_one_chosen_piece_and_protects_the_four: "wuhuqi"/"main",
        "3oo/5/5/x1x2/xx3 x",
        "c2-b2" => "3oo/5/5/xx3/xx3 x remove:1 protect:a1,b1,a2,b2",
        "xe5" => "3o1/5/5/xx3/xx3 o protect:a1,b1,a2,b2";
    five_tigers_on_a_row_capture_three: "wuhuqi"/"main",
        "ooo2/o4/5/4x/xxxx1 x", "e2-e1" => "ooo2/o4/5/5/xxxxx x remove:3 protect:a1,b1,c1,d1,e1";
    tongtian_the_long_diagonal_captures_four: "wuhuqi"/"main",
        "oo2x/o1x2/2x2/1x3/x4 x", "c4-d4" => "oo2x/o2x1/2x2/1x3/x4 x remove:4 protect:a1,b2,c3,d4,e5";
}

#[test]
fn protected_pieces_cannot_be_chosen() {
    let game = load("wuhuqi", "main");
    // White forms a small well on d3-e4; Black's protected well on a1-b2 is off limits.
    let formed = after(
        &game,
        "3o1/3oo/2o1o/xx3/xx2x o protect:a1,b1,a2,b2",
        "c3-d3",
    );
    assert!(formed.contains("o remove:1"), "{formed}");
    let state = position(&game, &formed);
    assert_eq!(move_names(&game, &state), ["xe1"]);
}

#[test]
fn shapes_made_while_placing_are_cashed_in_once_the_board_is_full() {
    let game = load("wuhuqi", "main");
    let full = after(&game, "ooxoo/ooxox/oxoxo/xxoox/1xxxx x hand:1,0", "a1");
    assert_eq!(
        full,
        "ooxoo/ooxox/oxoxo/xxoox/xxxxx x credit:4,0 protect:a1,b1,c1,d1,e1,a2,b2"
    );
    let state = position(&game, &full);
    assert_eq!(
        move_names(&game, &state).len(),
        12,
        "any white piece may go"
    );
    // With no credit of its own, White is skipped: Black keeps removing.
    let next = after(&game, &full, "xa5");
    assert!(next.contains(" x credit:3,0"), "{next}");
}

#[test]
fn with_no_shape_at_all_each_player_captures_one() {
    let game = load("wuhuqi", "main");
    // A full board where neither side made a shape (checked by the engine: no credit earned).
    let full = after(&game, "xoxox/oxoxo/oxoxo/xoxox/1xoxo x hand:1,0", "a1");
    assert!(full.contains("x credit:1,1"), "{full}");
}

#[test]
fn the_tigers_figure_shows_a_full_board_with_blacks_shapes_still_to_be_cashed_in() {
    // The figure's caption: a full board, Black's five tigers and small well among its shapes,
    // Black removing four white pieces. The game must still be going, with Black to remove
    // and the pieces of its shapes out of White's reach.
    use boardlore_engine::Game;
    let game = load("wuhuqi", "main");
    let figure = crate::support::entry::entry("wuhuqi")
        .figures
        .into_iter()
        .find(|f| f.id == "tigers")
        .expect("the figure `tigers`");
    let text = figure.position.expect("the figure sets up a position");
    let state = position(&game, &text);
    assert!(game.outcome(&state).is_none(), "{text} is a finished game");
    let moves = move_names(&game, &state);
    assert_eq!(
        moves.len(),
        12,
        "a removal of any of White's 12 pieces: {moves:?}"
    );
    assert!(moves.iter().all(|m| m.starts_with('x')), "{moves:?}");
    assert!(text.contains("credit:4,0"), "{text}");
}
