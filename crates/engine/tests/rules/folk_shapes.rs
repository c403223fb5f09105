//! Shapes that follow the drawing: a plus anchored away from its corner, rectangles of Zhuan
//! Ge Qi's brick pattern that must not straddle a missing line, and the 十 whose second
//! piece the loser chooses.

use crate::support::folk as folk_support;
use crate::support::typed;

use boardlore_engine::folk::FolkGame;
use folk_support::{after, load, move_names, position};

fn compile(yaml: &str) -> FolkGame {
    typed::compile(yaml)
}

#[test]
fn a_plus_made_of_cells_fits_although_its_corner_is_empty() {
    let game = compile(
        "family: folk
board: { kind: square, files: 5, ranks: 5 }
players: [{ name: Black, reserve: 13 }, { name: White, reserve: 12 }]
placement: {}
patterns: { shapes: [{ name: plus, captures: 1, cells: [[1, 0], [0, 1], [1, 1], [2, 1], [1, 2]] }] }",
    );
    assert_eq!(
        after(&game, "4o/2x2/1x1x1/2x2/5 x hand:9,11", "c3"),
        "4o/2x2/1xxx1/2x2/5 x hand:8,11 remove:1"
    );
}

#[test]
fn a_zhuan_ge_cross_takes_one_piece_and_the_loser_gives_up_another() {
    let game = load("zhuan-ge-qi", "main");
    let crossed = after(&game, "o5o/4/4x4/4/3xxx3/1x2/9/4/o6 x", "e7-e6");
    assert_eq!(crossed, "o5o/4/9/2x1/3xxx3/1x2/9/4/o6 x remove:1 owe:0,1");
    let taken = after(&game, &crossed, "xa9");
    assert_eq!(taken, "6o/4/9/2x1/3xxx3/1x2/9/4/o6 o owe:0,1");
    assert_eq!(move_names(&game, &position(&game, &taken)), ["xa1", "xi9"]);
    assert_eq!(after(&game, &taken, "xa1"), "6o/4/9/2x1/3xxx3/1x2/9/4/7 o");
}

after_move! {
    a_zhuan_ge_rectangle_on_its_four_corners_captures_one: "zhuan-ge-qi"/"main",
        "6o/4/9/4/9/4/9/x3/xx5 x hand:7,9", "c2" => "6o/4/9/4/9/4/9/xx2/xx5 x hand:6,9 remove:1";
    /// c3, d3, c5, d5: no line joins d3 to d5, so this is not one of the 32 rectangles.
    four_points_across_a_missing_line_are_no_zhuan_ge_rectangle: "zhuan-ge-qi"/"main",
        "6o/4/9/4/2x6/4/2xx5/4/7 x hand:7,9", "d5" => "6o/4/9/4/2xx5/4/2xx5/4/7 o hand:6,9";
    /// The translation's dragon: six in a row, "four of them inside the board and two on its
    /// edge". Black steps f2-f3 and fills the third row, an inner one.
    a_liudaoqi_dragon_along_an_inner_row_takes_three: "liudaoqi"/"main",
        "o5/6/6/xxxxx1/5x/o4o x", "f2-f3" => "o5/6/6/xxxxxx/6/o4o x remove:3";
    /// All six points of the first row lie on the edge: no dragon.
    a_full_edge_row_or_column_is_no_liudaoqi_dragon: "liudaoqi"/"main",
        "o4o/6/6/6/5x/xxxxx1 x", "f2-f1" => "o4o/6/6/6/6/xxxxxx o";
    /// All six points of column a lie on the edge: no dragon.
    a_full_edge_column_is_no_liudaoqi_dragon_either: "liudaoqi"/"main",
        "1o3o/x5/x5/x5/x5/1x4 x", "b1-a1" => "1o3o/x5/x5/x5/x5/x5 o";
}
