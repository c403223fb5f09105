//! Pair placement, encirclement, scoring shapes for points, the full board, shape-forming wins
//! with a reply, and capture counts at the move limit, checked on the game entries that use
//! them (Duizi Qi, Bamboo-Basket, Juhuiqi, Plum Blossom, the two Hexagon games, San You Qi).

use crate::support::folk as folk_support;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::phrase::{Arg, Phrase};
use boardlore_engine::{Game, Outcome, Player};
use folk_support::{
    after, after_with_counters, assert_ended_on_points, load, move_names, outcome_after, position,
    state_after,
};

after_move! {
    a_bamboo_piece_shut_in_at_the_top_of_the_wall_is_taken_figure_2: "bamboo-basket"/"main",
        "o1/1x/x1ox1/4o/1x1o1 x", "a3-a4" => "2/xx/2ox1/4o/1x1o1 o captured:1,0";
    a_bamboo_piece_surrounded_on_four_sides_is_taken_figure_3: "bamboo-basket"/"main",
        "o1/1o/1x3/1xox1/o1x2 x", "b3-c3" => "o1/1o/2x2/1x1x1/o1x2 o captured:1,0";
    /// As in figure 3, but c1 is empty: the white piece on c2 can still get away.
    a_bamboo_piece_with_a_free_neighbour_stays: "bamboo-basket"/"main",
        "o1/1o/1x3/1xox1/o4 x", "b3-c3" => "o1/1o/2x2/1xox1/o4 o";
    /// Figure 2 as read in the entry: white on a2, a1 and b1 bend round the corner; Black
    /// closes the second end by stepping c2-c1 and takes all three.
    san_you_qi_l_shaped_edge_capture_figure_2: "san-you-qi"/"main",
        "8o/9/9/9/9/9/x8/o1x6/oo7 x", "c2-c1" => "8o/9/9/9/9/9/x8/9/2x6 o captured:3,0";
    /// White on a2 and a1 only: the corner is the run's end, nothing is bent round it, and b1
    /// and a3 are not on one line, so nothing is taken.
    san_you_qi_a_run_that_does_not_turn_the_corner_is_no_l: "san-you-qi"/"main",
        "8o/9/9/9/9/9/x8/o1x6/o8 x", "c2-b1" => "8o/9/9/9/9/9/x8/o8/ox7 o";
    /// White fills the first row and stands on a2 and i2; Black closes i3 with a3 already
    /// there, but the run turns both lower corners, so nothing is taken.
    san_you_qi_a_run_bent_round_two_corners_is_a_u_not_an_l: "san-you-qi"/"main",
        "9/9/9/9/9/8x/x8/o7o/ooooooooo x", "i4-i3" => "9/9/9/9/9/9/x7x/o7o/ooooooooo o";
}

#[test]
fn a_duizi_turn_places_two_stones_on_neighbouring_points() {
    let game = load("duizi-qi", "main");
    let start = game.start();
    let moves = move_names(&game, &start);
    // 7 rows of 6 side-by-side pairs and 7 columns of 6 stacked pairs.
    assert_eq!(moves.len(), 84);
    assert!(moves.contains(&"c4-d4".to_string()));
    assert!(
        !moves.contains(&"c4-e4".to_string()),
        "the two stones must touch"
    );
    assert!(!moves.contains(&"c4-d5".to_string()), "no diagonal pairs");
    assert_eq!(
        after(&game, "7/7/7/7/7/7/7 x hand:24,24", "c4-d4"),
        "7/7/7/2xx3/7/7/7 o hand:22,24"
    );
}

game_over! { FolkGame;
    a_duizi_player_with_no_room_for_a_pair_loses: "duizi-qi"/"main",
        "xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/xxxxxxx/1x1xxxx o hand:10,10", []
        because "White has no pair to place" => Some(Player(0)), "board-rule-stuck-loses";
}

#[test]
fn a_figure_set_up_with_fewer_pieces_has_captured_nothing_yet() {
    let game = load("bamboo-basket", "main");
    // The same four white pieces less one, but nothing recorded as taken: no win yet.
    let state = state_after(&game, "o1/1o/1x3/1xox1/2x2 x", "b3-c3");
    assert_eq!(game.outcome(&state), None, "one capture of the two");
}

#[test]
fn the_second_bamboo_capture_wins() {
    let game = load("bamboo-basket", "main");
    // White has three pieces left: Black has already taken one, as the position records.
    let before = "o1/1o/1x3/1xox1/2x2 x captured:1,0";
    let outcome = outcome_after(&game, before, &["b3-c3"], "two captures end the game");
    assert_eq!(outcome.winner, Some(Player(0)));
    let black = || Arg::Player("Black".into());
    let rule = Phrase::new("board-rule-capture-count")
        .with("player", black())
        .with("count", 2u8);
    assert_eq!(outcome.rule, rule);
}

/// One test per case: `name: "game"/"ruleset", "position" => [first, second];` checks the
/// points each player's shapes score in the position; `because "text"` says why.
macro_rules! shape_points {
    ($(
        $(#[$doc:meta])*
        $name:ident: $game:literal / $ruleset:literal, $position:literal => $points:expr
            $(, because $why:literal)?;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let game = load($game, $ruleset);
            let figure = position(&game, $position);
            let why = concat!("" $(, $why)?);
            assert_eq!(game.shape_points(&figure), $points, "{why}");
        }
    )*};
}

shape_points! {
    /// Triangle 3; diamond 4 + two triangles; trapezoid 5 + three triangles + two diamonds;
    /// hexagon 6 (its empty centre does not matter).
    juhuiqi_overlapping_shapes_each_score_figure_2: "juhuiqi"/"main",
        "1/2/xx1/x1x1/1xx2/6/x1xx1xx/xxxx1xxx o hand:0,18" => [41, 0];
    plum_blossoms_upright_and_slanted_each_score_one_figure_3: "plum-blossom"/"main",
        "1x2x1x/xxx2x1/1x2x1x/7/7/7/7 o hand:15,24" => [2, 0];
    /// Upright round c4 and e4, and the slanted blossom round the shared petal d4.
    a_double_plum_blossom_sharing_a_petal_scores_two_and_hides_a_third_figure_4: "plum-blossom"/"main",
        "7/7/2x1x2/1xxxxx1/2x1x2/7/7 o hand:16,24" => [3, 0];
    without_the_shared_petal_neither_plum_blossom_stands_figure_4: "plum-blossom"/"main",
        "7/7/2x1x2/1xx1xx1/2x1x2/7/7 o hand:17,24" => [0, 0], because "without d4 neither blossom stands";
    a_large_plum_blossom_needs_the_petals_two_steps_out_not_the_points_between: "plum-blossom"/"main",
        "7/7/2x4/7/x1x1x2/7/2x4 o hand:20,24" => [1, 0];
}

#[test]
fn juhuiqi_ends_when_the_board_is_full_and_the_higher_score_wins() {
    let game = load("juhuiqi", "main");
    let before = "o/oo/ooo/oooo/ooooo/xxxxxx/xxxxxxx/1xxxxxxx o hand:0,1";
    assert_eq!(game.outcome(&position(&game, before)), None);
    let state = state_after(&game, before, "a1");
    let outcome = game.outcome(&state).expect("the board is full");
    let scores = game.shape_points(&state);
    assert_ended_on_points(&outcome, "board-rule-board-full", scores);
    assert!(scores[0] > scores[1], "{scores:?}");
    assert_eq!(outcome.winner, Some(Player(0)));
}

#[test]
fn completing_a_long_line_wins_lins_hexagonal_chess_at_once() {
    let game = load("liujiao-qi-lin", "main");
    let before = "4/3/xxxxx1/oooo/ooo3/3/4 x hand:10,8";
    assert_eq!(game.outcome(&position(&game, before)), None);
    let outcome = outcome_after(&game, before, &["c6"], "a long line wins");
    assert_eq!(outcome.winner, Some(Player(0)));
    assert_eq!(outcome.rule, formed("Black", "long line"));
}

#[test]
fn the_large_hexagon_is_the_six_corners_of_the_outline() {
    let game = load("liujiao-qi-lin", "main");
    let corners = position(&game, "x2x/3/6/x2x/6/3/x2x o hand:9,15");
    let outcome = game.outcome(&corners).expect("six corners");
    assert_eq!(outcome.rule, formed("Black", "large hexagon"));
}

const LUO_BEFORE: &str = "x3/3/xxxxx1/3x/ooooo1/o1o/xoxo x";

/// The result of Luo's game once White answers Black's formation d4-c6 with `reply`.
fn luo_after_reply(reply: &str) -> Outcome {
    let game = load("liujiao-qi-luo", "main");
    let formed = after_with_counters(&game, LUO_BEFORE, "d4-c6");
    let answered = after_with_counters(&game, &formed, reply);
    game.outcome(&position(&game, &answered)).expect("over")
}

#[test]
fn a_formation_in_luos_hexagon_chess_waits_for_the_reply() {
    let game = load("liujiao-qi-luo", "main");
    let formed = after_with_counters(&game, LUO_BEFORE, "d4-c6");
    assert_eq!(formed, "x3/3/xxxxxx/4/ooooo1/o1o/xoxo o ply:1");
    assert_eq!(game.outcome(&position(&game, &formed)), None);
}

#[test]
fn a_reply_that_forms_a_line_too_makes_luos_game_a_draw() {
    let outcome = luo_after_reply("f3-e6");
    assert_eq!(outcome.winner, None);
    assert_eq!(
        outcome.rule.id, "board-rule-shape-answered",
        "{:?}",
        outcome.rule
    );
}

#[test]
fn a_reply_without_a_formation_loses_luos_game() {
    let outcome = luo_after_reply("g2-f2");
    assert_eq!(outcome.winner, Some(Player(0)));
    let rule = Phrase::new("board-rule-shape-unanswered")
        .with("player", Arg::Player("Black".into()))
        .with("other", Arg::Player("White".into()))
        .with("shape", Arg::name("six in a line"));
    assert_eq!(outcome.rule, rule);
}

#[test]
fn san_you_qi_at_the_move_limit_the_player_with_more_captures_wins() {
    let game = load("san-you-qi", "main");
    let rows = "1oooooooo/ooooooooo/ooooooooo/ooooooooo/9/xxxxxxxxx/xxxxxxxxx/xxxxxxxxx/xxxxxxxxx";
    // White is one stone short because Black took it: the position keeps that count.
    let before = format!("{rows} x ply:199 captured:1,0");
    assert_eq!(game.captured_by(&position(&game, &before), 0), 1);
    let outcome = outcome_after(&game, &before, &["e4-e5"], "the clock ran out");
    assert_eq!(outcome.winner, Some(Player(0)));
    let rule = Phrase::new("board-rule-count-win")
        .with(
            "why",
            Phrase::new("board-rule-move-limit-of").with("limit", 200u16),
        )
        .with("player", Arg::Player("Black".into()))
        .with("what", Phrase::new("board-rule-count-captures"))
        .with("score", Arg::code("1"))
        .with("other", Arg::code("0"));
    assert_eq!(outcome.rule, rule);
    assert_eq!(outcome.scores, Some(vec![1, 0]));
}

#[test]
fn san_you_qi_equal_captures_at_the_move_limit_draw() {
    let game = load("san-you-qi", "main");
    let before = format!("{} ply:199", game.write_position(&game.start()));
    let outcome = outcome_after(&game, &before, &["e4-e5"], "the clock ran out");
    assert_eq!(outcome.winner, None);
}

/// The rule `player formed a shape`.
fn formed(player: &str, shape: &str) -> Phrase {
    Phrase::new("board-rule-shape-formed")
        .with("player", Arg::Player(player.into()))
        .with("shape", Arg::name(shape))
}
