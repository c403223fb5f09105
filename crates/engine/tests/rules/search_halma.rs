//! The computer in a halma race whose rules let a piece left at home block the far triangle
//! (Fangyuan Tiao Qi, rules I): it does not wall in the opponent's pieces in its own goal, and
//! where it has, it opens a way out, since the race cannot be won while they stay; and it
//! fills its goal from the far tip.
//! Searches are capped by positions, not by the clock.

use crate::support::budget::budget;
use crate::support::entry::position;
use crate::support::typed::load;

use boardlore_engine::game::{Game, Player};
use boardlore_engine::halma::HalmaGame;
use boardlore_engine::search::{material_search, Level};
use boardlore_engine::Hints;

/// Red to move, eight of its pieces in the far triangle and two (c5, d4) at its mouth; d6 is
/// free and Yellow's last piece at home, a square, stands on f4 behind Red's rounds. Taken
/// from a survey game against greedy that ran into the move limit.
const LAST_YELLOW_PIECE_AT_HOME: &str = "R/RS/1Ss/SSRR/1SR2/6/5/rrss/rss/r1/r 1 ply:301";

const RED: Player = Player(0);

#[test]
fn the_last_enemy_piece_at_home_is_shut_in_while_every_way_out_goes_backwards() {
    let game: HalmaGame = load("fangyuan-tiao-qi", "rules-i");
    let state = position(&game, LAST_YELLOW_PIECE_AT_HOME);
    assert_eq!(
        game.shut_in(&state, RED),
        Some(1),
        "Yellow's square on f4 may only leap sideways to d6 (it leaps squares alone, and Red's \
         rounds hold e4 and f3)"
    );
    let mut opened = state.clone();
    game.play(&mut opened, game.parse_move(&state, "f3-f2").unwrap());
    assert_eq!(
        game.shut_in(&opened, RED),
        Some(0),
        "with f3 empty, f4 steps to f3 and on to e3, each step nearer its own corner"
    );
}

/// Yellow's reply as a racer makes it: the move that leaves its pieces fewest steps from
/// home, the first such in the engine's order.
fn racing_reply(game: &HalmaGame, state: &<HalmaGame as Game>::State) -> <HalmaGame as Game>::Move {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    let after = |mv| {
        let mut next = state.clone();
        game.play(&mut next, mv);
        game.material(&next, Player(1)).unwrap_or(i32::MIN)
    };
    let best = moves
        .iter()
        .map(|&mv| after(mv))
        .max()
        .expect("Yellow can move");
    moves.into_iter().find(|&mv| after(mv) == best).unwrap()
}

#[test]
fn the_computer_lets_the_last_enemy_piece_out_and_wins_the_race() {
    let game: HalmaGame = load("fangyuan-tiao-qi", "rules-i");
    for seed in 0..4 {
        let mut state = position(&game, LAST_YELLOW_PIECE_AT_HOME);
        for _ in 0..60 {
            if game.outcome(&state).is_some() {
                break;
            }
            let mv = if game.to_move(&state) == RED {
                let level = Level::new(3).unwrap();
                material_search(&game, &state, level, seed, &mut budget(1 << 20))
                    .expect("a halma race counts steps")
                    .0
                    .expect("Red has moves")
            } else {
                racing_reply(&game, &state)
            };
            game.play(&mut state, mv);
        }
        let outcome = game.outcome(&state);
        assert_eq!(
            outcome.and_then(|o| o.winner),
            Some(RED),
            "seed {seed}: Red has not filled its goal in 60 plies, at `{}`",
            game.write_position(&state)
        );
    }
}

#[test]
fn a_piece_deep_in_the_goal_counts_for_more_than_one_at_its_mouth() {
    let game: HalmaGame = load("fangyuan-tiao-qi", "rules-i");
    let at_the_tip = position(&game, LAST_YELLOW_PIECE_AT_HOME);
    // The same ten Red pieces, the one on f6 (the far tip, three points from the goal's edge)
    // standing on d6 instead (one point from it).
    let nearer_the_mouth = position(&game, "1/RS/RSs/SSRR/1SR2/6/5/rrss/rss/r1/r 1 ply:301");
    let red = |state| game.material(state, RED).expect("a race counts steps");
    assert_eq!(
        red(&at_the_tip) - red(&nearer_the_mouth),
        2,
        "a piece counts one step better for each point it stands deeper than the goal's edge \
         row, so the computer moves on into the goal and leaves the mouth to those behind"
    );
}

#[test]
fn a_walled_in_piece_counts_each_piece_in_the_way_of_its_nearest_way_out() {
    let game: HalmaGame = load("fangyuan-tiao-qi", "rules-i");
    // Red's goal is full, Yellow's round on the tip f6 walled in: its nearest way out passes
    // Red's square on f4 (a round leaps enemy rounds only) and then the mouth row.
    let full = position(&game, "r/SR/SSS/RRRS/1Rs2/6/rr1r1/s2s/1r1/1s/s 1 ply:300");
    assert_eq!(game.shut_in(&full, RED), Some(2), "two pieces in the way");
    // The square on f4 moved out of the goal: the round leaps Red's round on f5 onto f4, and
    // one piece of the mouth row is left in its way. The count falls with each piece moved
    // aside, so the computer opens a deep way out a move at a time.
    let f4_open = position(&game, "r/SR/SS1/RRRS/1RsS1/6/rr1r1/s2s/1r1/1s/s 1 ply:300");
    assert_eq!(game.shut_in(&f4_open, RED), Some(1), "one piece in the way");
}

/// Red to move, every piece set out: Yellow's ten still at home round f6, nine of Red's
/// between the homes and one left behind on a1, the tip of Red's home (Yellow's goal).
const RED_STRAGGLER_ON_A1: &str = "r/rs/rss/rrss/RRSS1/RSR3/SS3/4/3/2/R 1";

#[test]
fn a_piece_left_at_the_tip_of_its_home_counts_its_steps_three_times() {
    let game: HalmaGame = load("fangyuan-tiao-qi", "rules-i");
    let red = |text| {
        game.material(&position(&game, text), RED)
            .expect("a race counts steps")
    };
    // a1 is seven steps from Red's goal, a2 six, a row further out five.
    let on_a1 = red(RED_STRAGGLER_ON_A1);
    let on_a2 = red("r/rs/rss/rrss/RRSS1/RSR3/SS3/4/3/R1/1 1");
    let out_of_the_back_rows = red("r/rs/rss/rrss/RRSS1/RSR3/SS3/4/R2/2/1 1");
    assert_eq!(
        on_a2 - on_a1,
        3,
        "still in the two back rows: one step gained, counted three times"
    );
    assert_eq!(
        out_of_the_back_rows - on_a2,
        6 * 3 - 5,
        "out of the back rows the straggler counts once, like every other piece"
    );
}
