//! The computer in the go family where taking stones decides: it weighs how short of
//! liberties each side's groups stand, so that in the Zhejiang game, whose stones step and
//! whose first capture wins, it closes in on an enemy stone before the capture lies within
//! its horizon. Searches are capped by positions, not by the clock.

use crate::support::budget::budget;
use crate::support::entry::position;
use crate::support::typed;

use boardlore_engine::go::GoGame;
use boardlore_engine::search::{material_search, Level};
use boardlore_engine::Game;

#[test]
fn in_the_zhejiang_game_the_search_cuts_off_a_stone_at_the_end_of_an_arm() {
    let game: GoGame = typed::load("weiqi-enclosure", "zhejiang");
    // White's stone on a4 has three free neighbours: a3, a5 and b4, its way back to the
    // centre. Taking it needs three steps of Black's, beyond a three-ply horizon; stepping
    // to b4 first shuts the way out and leaves it two liberties, both on the edge.
    let state = position(
        &game,
        "ooo/.../.x...../o....../.x...../.../xxx 1 0,0 - 0 - 0",
    );
    for seed in 0..10 {
        let (mv, _) = material_search(
            &game,
            &state,
            Level::new(3).unwrap(),
            seed,
            &mut budget(1 << 20),
        )
        .expect("captures decide the Zhejiang game");
        let name = game.move_name(&state, mv.expect("Black has moves"));
        assert!(
            name == "b3-b4" || name == "b5-b4",
            "seed {seed}: {name} leaves White's stone its way out"
        );
    }
}
