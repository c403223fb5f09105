//! Qin Wang Qi's capture by pulling, Modianqi's box without an extra move, and Ten-Point's
//! double box, extra placement and first-to-ten rule.

use crate::support::folk as folk_support;

use crate::support::entry::play_names;
use boardlore_engine::folk::FolkGame;
use boardlore_engine::game::Player;
use boardlore_engine::Game;
use boardlore_engine::Presentation;
use folk_support::{after_moves, load, outcome_after, position};

after_move! {
    qin_wang_qi_stepping_away_from_an_enemy_pulls_it_off_the_board: "qin-wang-qi"/"main",
        "3/3/3/5x5/5o5/11/ooooo1ooooo x", "f4-f5" => "3/3/1x1/11/11/11/ooooo1ooooo o";
    qin_wang_qi_white_pulls_the_same_way: "qin-wang-qi"/"main",
        "3/3/3/5x5/5o5/11/ooooo1ooooo o", "f3-f2" => "3/3/3/11/11/5o5/ooooo1ooooo x";
    qin_wang_qi_white_cannot_pull_from_inside_blacks_camp: "qin-wang-qi"/"main",
        "3/3/1o1/5x5/11/11/ooooo1ooooo o", "f5-f6" => "3/1o1/3/5x5/11/11/ooooo1ooooo x";
}

game_over! { FolkGame;
    qin_wang_qi_black_wins_on_reaching_the_bottom_edge: "qin-wang-qi"/"main",
        "3/3/3/11/11/5x5/ooooo1ooooo x", ["f2-f1"] because "Black reached the bottom edge"
        => Some(Player(0));
}

#[test]
fn modianqi_a_completed_box_gives_no_extra_move() {
    let game = load("modianqi", "main");
    let mut state = game.start();
    play_names(&game, &mut state, &["a1-b1", "a2-b2", "a1-a2", "b1-b2"]);
    let view = game.view(&state);
    assert_eq!(view.claimed.len(), 1);
    assert_eq!(
        view.claimed[0].1,
        Player(1),
        "the second player drew the fourth side"
    );
    assert_eq!(
        game.to_move(&state),
        Player(0),
        "and the turn passes anyway"
    );
}

#[test]
fn ten_point_one_stick_closing_two_boxes_scores_both_and_places_again() {
    let game = load("ten-point", "rules-i");
    let mut state = game.start();
    let moves = [
        "a1-b1", "b1-c1", "a2-b2", "b2-c2", "a1-a2", "c1-c2", "b1-b2",
    ];
    play_names(&game, &mut state, &moves);
    let view = game.view(&state);
    assert_eq!(view.claimed.len(), 2);
    assert!(view.claimed.iter().all(|c| c.1 == Player(0)));
    assert_eq!(
        game.to_move(&state),
        Player(0),
        "the scorer must lay another stick"
    );
    assert!(game.write_position(&state).contains(" xx.............. x"));
}

#[test]
fn ten_point_the_centre_boxes_are_worth_two_and_ten_points_wins_at_once() {
    let game = load("ten-point", "rules-i");
    let edges = ".".repeat(40);
    let start = format!("{edges} xxxxxxx......... x");
    let moves = ["a3-b3", "a4-b4", "a3-a4", "e1-e2", "b3-b4"];
    let outcome = outcome_after(&game, &start, &moves, "ten points ends Rules I");
    assert_eq!(outcome.winner, Some(Player(0)));
    assert_eq!(outcome.scores, Some(vec![10, 0]));
    // Under Rules II the same position plays on.
    let rules_ii = load("ten-point", "rules-ii");
    let state = after_moves(&rules_ii, &start, &moves);
    assert!(rules_ii.outcome(&state).is_none());
}

#[test]
fn ten_point_rules_iii_the_lower_total_wins() {
    let game = load("ten-point", "rules-iii");
    let all_drawn = "x".repeat(40);
    let state = position(&game, &format!("{all_drawn} xxxxxxxxoooooooo o"));
    let outcome = game.outcome(&state).unwrap();
    // First: a1..d2 = 1+1+1+1+1+2+2+1 = 10; Second likewise 10: a draw.
    assert_eq!(outcome.winner, None);
    let state = position(&game, &format!("{all_drawn} xxxxxxxxxooooooo o"));
    assert_eq!(game.outcome(&state).unwrap().winner, Some(Player(1)));
}
