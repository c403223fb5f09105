//! Liudaoqi's two readings of when a shape made while placing captures. The translation's
//! placement paragraph says a shape captures when it is formed; its next sentence says
//! "capturing goes on by the shapes once the board is full", with the exchange (通子) when
//! nobody has one. The translation's reading (`main`) pays for placing shapes once the board
//! is full; the literal reading (`literal`) pays for them at once, places on into the points
//! so emptied with the 33 pieces a side, and puts the leftover pieces aside when the board is
//! full ("the pieces left over are put aside as a reserve"), then makes the exchange.
//!
//! Liuzhouqi, the linked game under Liudaoqi, follows at the end: "just two target shapes",
//! chengliu (成六, six pieces in an unbroken row or column) capturing two and chengfang (成方,
//! four pieces making a square) capturing one, with Liudaoqi's procedure as read here.
//!
//! Positions are rows from the top (rank 6) down: `x` Black, `o` White.

use crate::support::folk as folk_support;

use boardlore_engine::folk::{FolkAction, FolkGame};
use boardlore_engine::game::Player;
use boardlore_engine::search::Rng;
use boardlore_engine::Game;

after_move! {
    /// Black's placement on b1 closes the square a1-b2: under the literal reading it takes a
    /// white piece of Black's choice at once, and White then places on the point it emptied.
    liudaoqi_literal_a_shape_formed_while_placing_captures_at_once: "liudaoqi"/"literal",
        "6/6/6/6/xx4/x4o x hand:30,32",
        "b1" => "6/6/6/6/xx4/xx3o x hand:29,32 remove:1",
        "xf1" => "6/6/6/6/xx4/xx4 o hand:29,32",
        "f1" => "6/6/6/6/xx4/xx3o x hand:29,31";
    /// The same square under the translation's reading is only counted (a credit), and is
    /// paid for once the board is full.
    /// Black's next turn is still a placement: nothing is removed until the hands are empty.
    liudaoqi_main_a_shape_formed_while_placing_waits_for_the_full_board: "liudaoqi"/"main",
        "6/6/6/6/xx4/x4o x hand:15,17",
        "b1" => "6/6/6/6/xx4/xx3o o hand:14,17 credit:1,0",
        "f2" => "6/6/6/6/xx3o/xx3o x hand:14,16 credit:1,0",
        "c1" => "6/6/6/6/xx3o/xxx2o o hand:13,16 credit:1,0";
    /// The last empty point is filled by a piece that makes no shape: the placing ends with
    /// pieces still in hand, which are put aside, and each player removes one enemy piece, the
    /// first player first (通子); then the first player moves.
    liudaoqi_literal_a_full_board_ends_the_placing_and_opens_with_the_exchange:
        "liudaoqi"/"literal",
        "ooooox/xxxoxx/xoxoxo/oooxxo/oxxoxx/1ooxxo x hand:10,10",
        "a1" => "ooooox/xxxoxx/xoxoxo/oooxxo/oxxoxx/xooxxo x credit:1,1",
        "xa6" => "1oooox/xxxoxx/xoxoxo/oooxxo/oxxoxx/xooxxo o credit:0,1",
        "xf6" => "1oooo1/xxxoxx/xoxoxo/oooxxo/oxxoxx/xooxxo x";
    /// A piece that fills the last point and makes shapes takes its pieces first, which opens
    /// the board again, so the placing goes on.
    liudaoqi_literal_a_shape_made_by_filling_the_board_reopens_it:
        "liudaoqi"/"literal",
        "ooooox/xxxoxx/xoxoxo/oooxxo/oxxoxx/x1oxxo x hand:5,5",
        "b1" => "ooooox/xxxoxx/xoxoxo/oooxxo/oxxoxx/xxoxxo x hand:4,5 remove:3",
        "xa6" => "1oooox/xxxoxx/xoxoxo/oooxxo/oxxoxx/xxoxxo x hand:4,5 remove:2";
    /// When both hands run out before the board is full, the pieces start to move at once,
    /// without the exchange.
    liudaoqi_literal_hands_empty_before_the_board_is_full_go_straight_to_moving:
        "liudaoqi"/"literal", "6/6/6/6/x5/x4o x hand:1,0", "b1" => "6/6/6/6/x5/xx3o o";
}

legal_moves! {
    /// After the placing, a piece steps one point along a row or column into a gap.
    liudaoqi_literal_after_the_hands_are_empty_pieces_step_along_rows_and_columns:
        "liudaoqi"/"literal", "6/6/6/6/x5/xx3o o" => ["f1-e1", "f1-f2"];
}

#[test]
fn liudaoqi_literal_captures_while_placing_let_a_side_place_more_than_eighteen_pieces() {
    // Only the literal reading uses more pieces than the 18 that fill the board: seeded random
    // games count each side's placements, and some game goes past 18 for a side.
    let game: FolkGame = folk_support::load("liudaoqi", "literal");
    let main: FolkGame = folk_support::load("liudaoqi", "main");
    let most = |game: &FolkGame| {
        let mut rng = Rng::new(1);
        let mut most = 0;
        for _ in 0..40 {
            let mut state = game.start();
            let mut placed = [0usize; 2];
            let mut moves = Vec::new();
            for _ in 0..400 {
                moves.clear();
                game.legal_moves(&state, &mut moves);
                if moves.is_empty() {
                    break;
                }
                let mv = moves[rng.below(moves.len())];
                if mv.action == FolkAction::Place {
                    placed[usize::from(game.to_move(&state) != Player(0))] += 1;
                }
                game.play(&mut state, mv);
            }
            most = most.max(placed[0]).max(placed[1]);
        }
        most
    };
    let literal = most(&game);
    assert!(literal > 18, "at most {literal} pieces placed by a side");
    assert!(literal <= 33, "{literal} placed out of 33");
    assert_eq!(
        most(&main),
        18,
        "the translation's reading places exactly 18 a side"
    );
}

#[test]
fn liudaoqi_none_formed_needs_shapes_paid_at_the_end_or_a_placing_that_ends_full() {
    // The exchange is meaningful only when the placing ends on a full board: without
    // `defer-during-placement` or `placement.until-full` the key would do nothing.
    let yaml = r#"
board: { kind: square, files: 4, ranks: 4, style: intersections }
players: [{ name: A, reserve: 8 }, { name: B, reserve: 8 }]
placement: {}
movement: { kind: step }
patterns: { none-formed: 1, shapes: [{ name: square, cells: [[0, 0], [1, 0], [0, 1], [1, 1]], captures: 1 }] }
"#;
    folk_support::assert_refused_at(yaml, &["patterns.none-formed"]);
}

// Liuzhouqi.

after_move! {
    /// Chengliu: Black steps e2 to e3 and fills the third row, then chooses two white pieces.
    liuzhouqi_chengliu_a_full_row_of_six_captures_two: "liuzhouqi"/"main",
        "o5/1o4/6/xxxx1x/4x1/5o x",
        "e2-e3" => "o5/1o4/6/xxxxxx/6/5o x remove:2",
        "xa6" => "6/1o4/6/xxxxxx/6/5o x remove:1",
        "xb5" => "6/6/6/xxxxxx/6/5o o";
    /// Chengfang: Black steps c4 to c3 and closes the square b2-c3, worth one white piece.
    liuzhouqi_chengfang_a_small_square_captures_one: "liuzhouqi"/"main",
        "6/6/2x3/1x4/1xx2o/o5 x", "c4-c3" => "6/6/6/1xx3/1xx2o/o5 x remove:1";
    /// "six pieces in an unbroken row or column": the text does not keep the edge rows out,
    /// so a full bottom row captures two.
    liuzhouqi_chengliu_counts_on_the_edge_rows_too: "liuzhouqi"/"main",
        "o5/1o4/6/6/4x1/xxxx1x x", "e2-e1" => "o5/1o4/6/6/6/xxxxxx x remove:2";
    /// A row of six needs six of one's own pieces: five and a gap is no shape.
    liuzhouqi_five_in_a_row_is_no_shape: "liuzhouqi"/"main",
        "o5/1o4/6/6/xxxx2/4x1 x", "e1-f1" => "o5/1o4/6/6/xxxx2/5x o";
    /// Shapes made while placing are counted and paid for once the board is full, as in
    /// Liudaoqi's translation reading: the square a1-b2 placed here is a credit of one.
    liuzhouqi_a_shape_made_while_placing_is_paid_for_when_the_board_is_full: "liuzhouqi"/"main",
        "6/6/6/6/xx4/x4o x hand:15,17", "b1" => "6/6/6/6/xx4/xx3o o hand:14,17 credit:1,0";
}

after_move! {
    /// Liudaoqi's dragon, unlike chengliu, is an inner row only: the same full bottom row
    /// takes nothing there.
    liudaoqi_main_the_dragon_is_no_shape_on_an_edge_row: "liudaoqi"/"main",
        "o5/1o4/6/6/4x1/xxxx1x x", "e2-e1" => "o5/1o4/6/6/6/xxxxxx o";
}
