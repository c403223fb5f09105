//! Liuzhouqi, the linked game under Liudaoqi: "just two target shapes", chengliu (成六, six
//! pieces in an unbroken row or column) capturing two and chengfang (成方, four pieces making a
//! square) capturing one (the translation), with Liudaoqi's procedure as this archive reads it.
//!
//! Positions are rows from the top (rank 6) down: `x` Black, `o` White.

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
