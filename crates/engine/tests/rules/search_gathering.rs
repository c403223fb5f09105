//! Lines built by moving pieces that start far apart: the computer gathers its pieces in
//! threes (Zang Qi, book reading: six pieces a side on 17 x 17 lines, three in a row
//! captures). Each piece is charged the steps to the farther of its two nearest own pieces,
//! beyond the two steps a line of three spans; without the charge, pieces far apart count
//! the same wherever they stand and the search wanders until chance brings them together.

use crate::support::entry::position;
use crate::support::folk::load;

use boardlore_engine::game::Player;
use boardlore_engine::Hints;

const WHITE: Player = Player(0);

/// White (x) on e5, e7 and m13; Black's four pieces in the far corner (p1, q1, p2, q2),
/// out of White's lines.
const FAR_PIECE_ON_M13: &str = "17/17/17/17/12x4/17/17/17/17/17/4x12/17/4x12/17/17/15oo/15oo x";
/// The same, the far piece one step nearer, on l12.
const FAR_PIECE_ON_L12: &str = "17/17/17/17/17/11x5/17/17/17/17/4x12/17/4x12/17/17/15oo/15oo x";

#[test]
fn a_far_piece_one_step_nearer_two_others_lowers_the_charge_of_all_three() {
    let game = load("zang-qi", "book");
    let white = |text| {
        let state = position(&game, text);
        game.prospects(&state, WHITE).expect("lines capture")
    };
    // e5 and e7 stand two apart, but their second partner, m13, is eight steps off: each of
    // the three pays 8 - 2. On l12 it is seven off, and each pays 7 - 2. The lines through
    // m13 and through l12 are alike (open, with no other piece), so the charge is all that
    // changes.
    assert_eq!(white(FAR_PIECE_ON_L12) - white(FAR_PIECE_ON_M13), 3);
}

#[test]
fn three_pieces_within_a_line_s_reach_of_each_other_pay_nothing() {
    let game = load("zang-qi", "book");
    // White on e5, e7 and g6, Black as before: every White piece has both others within
    // two steps.
    let gathered = position(
        &game,
        "17/17/17/17/17/17/17/17/17/17/4x12/6x10/4x12/17/17/15oo/15oo x",
    );
    let scattered = position(
        &game,
        "17/17/17/17/17/17/17/17/17/17/4x12/10x6/4x12/17/17/15oo/15oo x",
    );
    let white = |state| game.prospects(state, WHITE).expect("lines capture");
    // k6 instead of g6: e5 pays 6 - 2 (its second partner k6), e7 6 - 2 and k6 6 - 2. The
    // lines through k6 and through g6 are both open and shared with no piece.
    assert_eq!(white(&gathered) - white(&scattered), 12);
}
