//! A third seat in the folk engine: Crossing-the-Sea's three-player reading (Method II). The
//! left player crosses the sea to the right mountain, the right player to the left one and the
//! bottom player to the top one; the turn passes left, right, bottom; any other seat's pieces
//! are enemies to hop over; the first to bring all nine pieces home wins.
//!
//! Positions list the rows from the top mountain down: `x` the left player, `o` the right
//! player, `y` the bottom player.

use crate::support::entry::spec_from_str;
use crate::support::folk as folk_support;

use boardlore_engine::folk::{FolkGame, FolkSpec};
use boardlore_engine::Presentation;
use boardlore_engine::{Game, Player};
use folk_support::{
    after, assert_figure_positions_round_trip, assert_random_positions_round_trip,
    assert_rulesets_compile_and_move, load, move_names, position, thousand_random_games_finish,
};

const THREE: &[(&str, &[&str])] = &[("du-hai-qi", &["three-player"])];

fn three_player() -> FolkGame {
    load("du-hai-qi", "three-player")
}

/// The start of Figure 2: the left and right players on their mountains, the bottom player
/// along the bottom row of the sea, the left player to move.
const START: &str = "3/3/3/9/9/9/xxx9ooo/xxx9ooo/xxx9ooo/9/9/yyyyyyyyy x";

#[test]
fn du_hai_qi_three_player_starts_with_three_named_seats_of_nine_pieces() {
    let game = three_player();
    assert_eq!(game.players(), 3);
    let names: Vec<&str> = (0..3).map(|p| game.player_name(p)).collect();
    assert_eq!(names, ["Left", "Right", "Bottom"]);
    assert_eq!(game.write_position(&game.start()), START);
    let view = game.view(&game.start());
    for seat in 0..3 {
        let own = view.pieces.iter().filter(|p| p.owner == Some(Player(seat)));
        assert_eq!(own.count(), 9, "seat {seat}");
    }
}

#[test]
fn du_hai_qi_three_player_the_turn_passes_left_right_bottom_and_back_to_left() {
    let game = three_player();
    let mut state = game.start();
    let mut seats = vec![game.to_move(&state).0];
    for mv in ["c5-d5", "m5-l5", "h1-h2", "d5-e5"] {
        let parsed = game.parse_move(&state, mv).expect(mv);
        game.play(&mut state, parsed);
        seats.push(game.to_move(&state).0);
    }
    assert_eq!(seats, [0, 1, 2, 0, 1]);
    assert_eq!(
        game.write_position(&state),
        "3/3/3/9/9/9/xxx9ooo/xx2x6o1oo/xxx9ooo/9/4y4/yyyy1yyyy o ply:4"
    );
}

#[test]
fn du_hai_qi_three_player_each_seat_moves_only_forward_or_sideways_towards_its_goal() {
    let game = three_player();
    // One piece each in the middle of the sea: east, north and south for the left player,
    // west, north and south for the right one, north, east and west for the bottom one.
    let middle = |side: char| format!("3/3/3/9/9/9/15/7{side}7/15/9/9/9 {side}");
    let cases = [
        ('x', ["h5-h4", "h5-h6", "h5-i5"]),
        ('o', ["h5-g5", "h5-h4", "h5-h6"]),
        ('y', ["h5-g5", "h5-h6", "h5-i5"]),
    ];
    for (side, expected) in cases {
        let text = middle(side);
        assert_eq!(
            move_names(&game, &position(&game, &text)),
            expected,
            "{text}"
        );
    }
}

#[test]
fn du_hai_qi_three_player_a_piece_hops_a_run_of_either_opponent_or_of_both() {
    let game = three_player();
    // The left player's piece on e5 faces the right player's f5 and the bottom player's g5:
    // every piece in the run is an enemy, so it leaps both onto h5.
    let mixed = "3/3/3/9/9/9/15/4xoy8/15/9/9/9 x";
    assert_eq!(
        move_names(&game, &position(&game, mixed)),
        ["e5-e4", "e5-e6", "e5-h5"]
    );
    assert_eq!(
        after(&game, mixed, "e5-h5"),
        "3/3/3/9/9/9/15/5oyx7/15/9/9/9 o"
    );
    // The bottom player's piece on h3 leaps the left player's h4 alone...
    let over_left = "3/3/3/9/9/9/15/15/7x7/4y4/9/9 y";
    assert_eq!(
        move_names(&game, &position(&game, over_left)),
        ["h3-g3", "h3-h5", "h3-i3"]
    );
    // ...the right player's h4 alone...
    let over_right = "3/3/3/9/9/9/15/15/7o7/4y4/9/9 y";
    assert!(move_names(&game, &position(&game, over_right)).contains(&"h3-h5".to_string()));
    // ...but not a run holding one of its own pieces.
    let own_in_run = "3/3/3/9/9/9/15/7x7/7y7/4y4/9/9 y";
    let moves = move_names(&game, &position(&game, own_in_run));
    assert!(!moves.contains(&"h3-h6".to_string()), "{moves:?}");
}

#[test]
fn du_hai_qi_three_player_the_first_to_bring_all_nine_pieces_home_wins() {
    let game = three_player();
    // The bottom player has eight pieces on the top mountain and the ninth on h9; the left
    // player already has seven on the right mountain, which does not end the game.
    let before = "yyy/yyy/y1y/4y4/9/9/12xxx/12xxx/xx11x1/9/9/9 y";
    let state = position(&game, before);
    assert!(game.outcome(&state).is_none());
    let mut won = state.clone();
    let mv = game.parse_move(&won, "h9-h10").expect("h9-h10");
    game.play(&mut won, mv);
    let outcome = game.outcome(&won).expect("the game is over");
    assert_eq!(outcome.winner, Some(Player(2)));
    let rule = boardlore_engine::phrase::Phrase::new("board-rule-all-home").with(
        "player",
        boardlore_engine::phrase::Arg::Player("Bottom".into()),
    );
    assert_eq!(outcome.rule, rule);
    assert!(
        game.view(&won).to_move.is_none(),
        "nobody is to move any more"
    );
}

#[test]
fn du_hai_qi_three_player_a_blocked_seat_passes_to_the_next_seat() {
    let game = three_player();
    // The right player's pieces fill file d: west of them is the sea's edge or the left
    // player's run of three reaching the board's edge, and north and south are their own.
    // The right player must pass, and the turn goes on to the bottom player.
    let stuck = "3/3/3/o8/o8/o8/xxxo11/xxxo11/xxxo11/o8/o8/o3y4 o";
    assert_eq!(move_names(&game, &position(&game, stuck)), ["pass"]);
    assert_eq!(
        after(&game, stuck, "pass"),
        "3/3/3/o8/o8/o8/xxxo11/xxxo11/xxxo11/o8/o8/o3y4 y"
    );
}

#[test]
fn du_hai_qi_three_player_random_games_all_finish() {
    let stats = thousand_random_games_finish("du-hai-qi/three-player", &three_player(), 42);
    assert!(stats.average_length() <= 900.0);
}

#[test]
fn du_hai_qi_three_player_compiles_and_its_positions_round_trip() {
    assert_rulesets_compile_and_move(THREE);
    assert_figure_positions_round_trip(THREE);
    assert_random_positions_round_trip(THREE, 7, 20, 120);
}

/// A small three-seat ruleset written inline, for the rules that refuse more than two.
fn compile_three(extra: &str) -> Result<FolkGame, Vec<String>> {
    let yaml = format!(
        r#"
board: {{ kind: square, files: 5, ranks: 5 }}
players:
  - {{ name: A, start: [a1], directions: [n] }}
  - {{ name: B, start: [e5], directions: [s] }}
  - {{ name: C, start: [a5], directions: [e] }}
movement: {{ kind: step }}
{extra}
"#
    );
    let spec: FolkSpec = spec_from_str(&yaml);
    spec.compile_typed()
        .map_err(|problems| problems.iter().map(|p| p.to_string()).collect())
}

#[test]
fn a_rule_that_names_the_opponent_is_refused_with_three_players() {
    let problems = compile_three("goals: { no-moves: pass, capture-all: true }\ncaptures: [{ kind: line, name: custodian, pattern: OXO }]")
        .expect_err("captures are two-player");
    assert!(
        problems
            .iter()
            .any(|p| p.contains("captures") && p.contains("two-player rule")),
        "{problems:?}"
    );
    assert!(
        problems.iter().any(|p| p.contains("goals.capture-all")),
        "{problems:?}"
    );
    let lose = compile_three("").expect_err("`no-moves: lose` hands the win to one opponent");
    assert!(
        lose.iter().any(|p| p.contains("goals.no-moves")),
        "{lose:?}"
    );
    assert!(compile_three("goals: { no-moves: pass }").is_ok());
}
