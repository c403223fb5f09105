//! Ahead in material, the computer trades down rather than keep a capture in hand for ever.
//! The fixture is from a level-4 game of Zang Qi (book reading) against random moves.

use crate::support::budget::budget;
use crate::support::entry::position;
use crate::support::folk::load;

use boardlore_engine::game::Game;
use boardlore_engine::search::{material_search, Level};

/// White (x) has six pieces to Black's four: k10, c7, n7, c6, m6 and n5. Stepping m6 to n6
/// closes three in a row on file n with n5 and n7. Black's pieces step, and none is near
/// enough to block n6, so White could close the line at any later move too. Once Black is
/// down to three, they fly, and the search sees them win a piece back.
const AHEAD_WITH_A_LINE_OPEN: &str =
    "17/17/17/12o4/17/5o11/17/10xo5/17/17/2x10x3/2x9x4/13x3/17/8o8/17/17 x";

#[test]
fn ahead_by_two_the_search_closes_the_open_line_now_rather_than_later() {
    let game = load("zang-qi", "book");
    let state = position(&game, AHEAD_WITH_A_LINE_OPEN);
    let level = Level::new(4).expect("a level");
    let (mv, _) = material_search(&game, &state, level, 1, &mut budget(1 << 24))
        .expect("captures decide Zang Qi's book reading");
    let mv = mv.expect("a move");
    assert_eq!(game.move_name(&state, mv), "m6-n6");
}
