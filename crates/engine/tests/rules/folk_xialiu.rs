//! Xialiu Qi: the five capture kinds (small, large, complete, pinch, heart-taking) and the
//! right to keep capturing.

use boardlore_engine::folk::FolkGame;

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

after_move! {
    complete_capture_six_on_a_line_lets_the_mover_pick_two_enemy_pieces: "xialiu-qi"/"main",
        "ooo3/6/6/xxxxx1/5x/6 x", "f2-f3" => "ooo3/6/6/xxxxxx/6/6 x remove:2 chain:any",
        "xa6" => "1oo3/6/6/xxxxxx/6/6 x remove:1 chain:any", "xb6" => "2o3/6/6/xxxxxx/6/6 o";
    after_a_capture_the_player_goes_on_capturing_while_it_can: "xialiu-qi"/"main",
        "o5/1xo3/3x2/1xo3/3x2/6 x", "d2-d3" => "o5/1xo3/3x2/1x1x2/6/6 x chain:any",
        "d4-d5" => "o5/1x1x2/6/1x1x2/6/6 o";
}

legal_moves! {
    a_complete_capture_may_pick_any_enemy_piece: "xialiu-qi"/"main",
        "ooo3/6/6/xxxxxx/6/6 x remove:2 chain:any" => ["xa6", "xb6", "xc6"];
    a_chain_of_captures_goes_on_only_with_capturing_moves: "xialiu-qi"/"main",
        "o5/1xo3/3x2/1x1x2/6/6 x chain:any" => ["d4-d5"] because "only capturing moves continue";
}

game_over! { FolkGame;
    one_piece_against_one_is_a_draw: "xialiu-qi"/"main",
        "o5/6/6/6/6/5x x", [] because "the game is over" => None;
}
