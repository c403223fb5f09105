//! Pieces that are not all alike, and turns that are not all free: a royal general (Jiezi
//! Qi), numbered pieces moved in rotation (Lunxing Qi), and an opening removal
//! (Chase-and-Evade), checked on the real entries.

use crate::support::folk as folk_support;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::search::Solver;
use boardlore_engine::Presentation;
use boardlore_engine::{Game, Player};
use folk_support::{after, load, move_names, position};

after_move! {
    jiezi_qi_a_piece_enclosed_on_a_dashed_line_is_taken_figure_capture: "jiezi-qi"/"main",
        "2o2/1x3/2o2/5/3x1/2x2 x royal:c1,c6", "d2-d3" => "2o2/1x3/5/3x1/5/2x2 o royal:c1,c6";
}

game_over! { FolkGame;
    jiezi_qi_taking_the_general_wins_at_once: "jiezi-qi"/"main",
        "1xo2/3x1/5/5/o4/o1x2 x royal:c1,c6", ["d5-d6"] because "over" => Some(Player(0)), "board-rule-royal-captured";
    jiezi_qi_a_position_without_a_general_is_already_decided: "jiezi-qi"/"main",
        "2o2/5/5/5/5/2x2 x royal:c1", [] because "White has no general" => Some(Player(0));
}

#[test]
fn jiezi_qi_the_general_is_shown_with_its_own_glyph() {
    let game = load("jiezi-qi", "main");
    let view = game.view(&game.start());
    let generals: Vec<&str> = view
        .pieces
        .iter()
        .filter(|p| p.kind == "royal")
        .map(|p| p.glyph.as_str())
        .collect();
    assert_eq!(generals, ["将", "帅"]);
}

#[test]
fn lunxing_qi_piece_1_is_hemmed_in_at_the_start_so_piece_3_moves() {
    let game = load("lunxing-qi", "main");
    let start = game.start();
    assert_eq!(move_names(&game, &start), ["b1-a1", "b1-b2"]);
    let text = game.write_position(&start);
    assert!(text.ends_with("due:1"), "{text}");
    let next = after(&game, &text, "b1-b2");
    assert!(next.ends_with("due:4"), "the cycle goes on after 3: {next}");
    let moves = move_names(&game, &position(&game, &next));
    assert!(moves.iter().all(|m| m.starts_with("b4-")), "{moves:?}");
}

#[test]
fn lunxing_qi_a_player_whose_pieces_are_all_stuck_passes() {
    let game = load("lunxing-qi", "main");
    // Piece 1 alone in the corner c1, walled in by B's pieces; B's 2 can move.
    let text = "3/o3/xo2o/o3/3 x numbers:c1=1,c2=2,d1=4,b1=6,c5=8 due:1";
    assert_eq!(move_names(&game, &position(&game, text)), ["pass"]);
    let next = after(&game, text, "pass");
    assert!(next.contains(" o ") && next.ends_with("due:2"), "{next}");
}

#[test]
fn lunxing_qi_the_due_number_must_belong_to_the_side_to_move() {
    let game = load("lunxing-qi", "main");
    let start = game.write_position(&game.start());
    assert!(game
        .parse_position(&start.replace("due:1", "due:2"))
        .is_err());
}

/// The text's catch-up draw, read as one reply: A's piece 7 steps into B's corner with A's
/// three others already there; B's piece 8, due next, is one step from B's last empty target
/// point. Stepping in draws; any other step leaves A the winner.
#[test]
fn lunxing_qi_the_other_player_may_follow_home_in_one_reply_for_a_draw() {
    let game = load("lunxing-qi", "main");
    let text = "3/o2x/o1x1x/oo1x/3 x numbers:b1=2,b2=8,b4=1,c1=6,c3=7,c5=5,d1=4,d4=3 due:7";
    let home = after(&game, text, "c3-c4");
    let state = position(&game, &home);
    assert!(
        game.outcome(&state).is_none(),
        "B still has its reply: {home}"
    );
    assert!(home.ends_with("due:8"), "{home}");

    let followed = position(&game, &after(&game, &home, "b2-c2"));
    let draw = game.outcome(&followed).expect("both home");
    assert_eq!(draw.winner, None, "{:?}", draw.rule);

    let missed = position(&game, &after(&game, &home, "b2-b3"));
    let win = game.outcome(&missed).expect("B did not follow");
    assert_eq!(win.winner.map(|p| p.0), Some(0), "{:?}", win.rule);
}

#[test]
fn chase_and_evade_black_first_lifts_a_white_piece_then_slides() {
    let game = load("chase-and-evade", "main");
    let start = game.start();
    let removals = move_names(&game, &start);
    assert_eq!(removals.len(), 12);
    assert!(removals.iter().all(|m| m.starts_with('x')), "{removals:?}");
    let text = game.write_position(&start);
    let next = after(&game, &text, "xc2");
    assert!(
        next.ends_with(" x"),
        "Black also makes the first slide: {next}"
    );
    assert_eq!(
        move_names(&game, &position(&game, &next)),
        ["b2-c2", "c1-c2", "c3-c2", "d2-c2"]
    );
}

#[test]
fn chase_and_evade_solved_white_wins_whichever_piece_black_removes() {
    let game = load("chase-and-evade", "main");
    let mut solver = Solver::new(&game, 1_000_000);
    let value = solver.value(&game.start()).unwrap();
    assert_eq!(value.result, -1, "Black, to move at the start, loses");
    assert!(
        solver.searched() < 10_000,
        "{} positions",
        solver.searched()
    );
}
