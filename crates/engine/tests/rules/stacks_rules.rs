//! The stacks family, one test per rule, on the archive's entries: Stack Chess (die-qi, both
//! counts of "two"), One-Line Chess (yizi-qi, Rules I to III and misère) and Delivery Chess
//! (songhuo-qi); the solved results the entries' commentary claims; random self-play; and
//! move-tree counts kept in data/stacks/perft.tsv (set STACKS_PERFT_REGENERATE=1 to rewrite
//! it; the run then fails on purpose).

use crate::support::clicks::{assert_no_path_starts_another, distinct_click_paths};
use crate::support::entry as entry_support;
use crate::support::random_game::random_walk_each_ruleset;
use crate::support::typed;

use entry_support::{
    assert_notation_round_trips, assert_positions_refused, check_move_tree_table, outcome_of,
    play_names, position, sorted_move_names, thousand_random_games_finish,
};

use boardlore_engine::search::Solver;
use boardlore_engine::stacks::{StacksGame, StacksState};
use boardlore_engine::{Game, Player, RulesSpec};
use boardlore_entry::yaml::{RawYaml, Value};

/// Every stacks ruleset of the archive.
const RULESETS: &[(&str, &str)] = &[
    ("die-qi", "main"),
    ("die-qi", "points"),
    ("yizi-qi", "rules-i"),
    ("yizi-qi", "rules-i-misere"),
    ("yizi-qi", "rules-ii"),
    ("yizi-qi", "rules-iii"),
    ("songhuo-qi", "main"),
];

fn load(game: &str, ruleset: &str) -> StacksGame {
    typed::load(game, ruleset)
}

/// The legal move names in a position, sorted.
fn moves_in(game: &StacksGame, text: &str) -> Vec<String> {
    sorted_move_names(game, &position(game, text))
}

/// The position after playing `names` from `text`.
fn after(game: &StacksGame, text: &str, names: &[&str]) -> StacksState {
    let mut state = position(game, text);
    play_names(game, &mut state, names);
    state
}

// ----- Stack Chess (die-qi) -----

#[test]
fn a_lone_stone_jumps_two_stones_and_lands_on_the_third() {
    let game = load("die-qi", "main");
    let moves = moves_in(&game, &game.write_position(&game.start()));
    // Along a row of 7 a jump needs three stones ahead: 4 starts each way in 5 rows; along a
    // column of 5, 2 starts each way in 7 columns.
    assert_eq!(moves.len(), 5 * 8 + 7 * 4);
    assert!(moves.contains(&"a1-d1".to_string()));
    assert!(moves.contains(&"a1-a4".to_string()));
    let state = after(&game, &game.write_position(&game.start()), &["a1-d1"]);
    assert_eq!(state.pile(game.board().find("d1").unwrap()).height(), 2);
    assert!(state.pile(0).is_empty());
}

#[test]
fn a_stack_of_two_is_two_stones_but_one_obstacle_under_the_translation() {
    // a1 single, b1 a stack of two, c1 empty, d1 and e1 singles; the rest empty.
    let text = "s(s2)1ss30 1";
    assert_eq!(moves_in(&load("die-qi", "main"), text), ["a1-d1", "d1-a1"]);
    assert_eq!(
        moves_in(&load("die-qi", "points"), text),
        ["a1-e1", "e1-a1"]
    );
}

#[test]
fn a_stack_never_moves_and_the_player_without_a_jump_loses() {
    let game = load("die-qi", "main");
    // A stack of three on a1 and a lone stone on b2: no jump at all.
    let outcome = outcome_of(&game, "(s3)7s26 2", "no jump is left");
    assert_eq!(outcome.winner, Some(Player(0)));
}

// ----- One-Line Chess (yizi-qi) -----

#[test]
fn a_coin_moves_any_distance_towards_the_end_spot() {
    let game = load("yizi-qi", "rules-i");
    // The coin d spots from the end has d destinations: 1 + 2 + ... + 10.
    assert_eq!(
        moves_in(&game, &game.write_position(&game.start())).len(),
        55
    );
    assert_eq!(moves_in(&game, "2c8 1"), ["c1-a1", "c1-b1"]);
}

#[test]
fn the_top_coins_of_a_stack_move_together_to_one_spot() {
    let game = load("yizi-qi", "rules-ii");
    assert_eq!(moves_in(&game, "1(c3)9 1"), ["b1*2-a1", "b1*3-a1", "b1-a1"]);
    let state = after(&game, "2(c3)8 1", &["c1*2-a1"]);
    assert_eq!(game.write_position(&state), "(c2)1c8 2");
}

#[test]
fn coins_on_the_end_spot_never_move_and_the_last_mover_wins() {
    let normal = load("yizi-qi", "rules-i");
    let misere = load("yizi-qi", "rules-i-misere");
    let home = position(&normal, "(c10)10 1");
    assert_eq!(normal.outcome(&home).unwrap().winner, Some(Player(1)));
    assert_eq!(misere.outcome(&home).unwrap().winner, Some(Player(0)));
}

#[test]
fn rules_iii_places_coins_on_one_spot_and_the_last_placer_moves_first() {
    let game = load("yizi-qi", "rules-iii");
    // 1 to 10 coins on any of the ten spots but the end spot.
    assert_eq!(
        moves_in(&game, &game.write_position(&game.start())).len(),
        100
    );
    assert!(moves_in(&game, "11 1 pool:10")
        .iter()
        .all(|m| m.starts_with('+')));
    let state = after(&game, "11 1 pool:10", &["+c1*4", "+c1*6"]);
    assert_eq!(
        game.to_move(&state),
        Player(1),
        "the last placer moves again"
    );
    assert_eq!(game.write_position(&state), "2(c10)8 2 pool:0");
}

#[test]
fn the_solved_results_of_the_commentary_hold() {
    let value = |id: &str, ruleset: &str| {
        let game = load(id, ruleset);
        let mut solver = Solver::new(&game, 3_000_000);
        solver
            .solve(&game.start())
            .expect("small enough")
            .value
            .result
    };
    assert_eq!(
        value("yizi-qi", "rules-i"),
        -1,
        "Rules I: the second player wins"
    );
    assert_eq!(
        value("yizi-qi", "rules-i-misere"),
        1,
        "Rules I misère: the first player wins"
    );
    assert_eq!(
        value("yizi-qi", "rules-ii"),
        1,
        "Rules II: the first player wins"
    );
    assert_eq!(
        value("yizi-qi", "rules-iii"),
        1,
        "Rules III: the first player wins"
    );
}

// ----- Delivery Chess (songhuo-qi) -----

#[test]
fn an_empty_worker_walks_exactly_two_steps_along_the_lines() {
    let game = load("songhuo-qi", "main");
    // First's worker on g1 reaches e1, f2 (two ways, one move) and g3.
    assert_eq!(
        moves_in(&game, &game.write_position(&game.start())),
        ["g1-e1", "g1-f2", "g1-g3"]
    );
}

/// Walks may cross themselves, so the number of walks grows exponentially with their length;
/// the ends are found point set by point set, and a walk of 200 steps (a value the fuzzer
/// wrote into the entry) is listed at once instead of exhausting memory.
#[test]
fn a_walk_of_two_hundred_steps_is_listed_without_following_every_walk() {
    fn lengthen(value: &mut Value) {
        match value {
            Value::Mapping(map) => {
                if map.get("kind").and_then(|k| k.as_str()) == Some("walk") {
                    map.insert("steps".into(), 200.into());
                }
                map.values_mut().for_each(lengthen);
            }
            Value::Sequence(items) => items.iter_mut().for_each(lengthen),
            _ => {}
        }
    }
    let found = entry_support::found("songhuo-qi", "main");
    let mut rules = found
        .ruleset()
        .rules
        .as_ref()
        .expect("rules")
        .value()
        .clone();
    lengthen(&mut rules);
    let RulesSpec::Stacks(spec) = RawYaml::from(rules)
        .decode_rules()
        .expect("still a ruleset")
    else {
        panic!("not a stacks ruleset");
    };
    let game = spec.compile_typed().expect("compiles");
    let moves = moves_in(&game, &game.write_position(&game.start()));
    assert!(
        !moves.is_empty() && moves.iter().all(|m| m.starts_with("g1-")),
        "{moves:?}"
    );
}

#[test]
fn a_walk_ending_on_a_parcel_picks_it_up_and_a_loaded_worker_crawls() {
    let game = load("songhuo-qi", "main");
    // Parcel on a3, First's worker on a5.
    let text = "14g13W20 1 delivered:0,0 carrying:0,0";
    assert!(moves_in(&game, text).contains(&"a5-a3".to_string()));
    let state = after(&game, text, &["a5-a3"]);
    assert!(state.carrying(0));
    assert_eq!(state.pile(game.board().find("a3").unwrap()).height(), 2);
    let text = game.write_position(&state);
    // One step to a free point, the diagonal through b2 included.
    assert_eq!(
        moves_in(&game, &text.replace(" 2 ", " 1 ")),
        ["a3-a2", "a3-a4", "a3-b2", "a3-b3"]
    );
}

#[test]
fn a_loaded_worker_may_deliver_on_a_free_user_point_and_the_parcel_stays() {
    let game = load("songhuo-qi", "main");
    // First's worker loaded on d5; e5 is a user point.
    let text = "31(Wg)17 1 delivered:0,0 carrying:1,0";
    let moves = moves_in(&game, text);
    assert!(moves.contains(&"d5-e5".to_string()) && moves.contains(&"d5-e5=".to_string()));
    let state = after(&game, text, &["d5-e5="]);
    assert_eq!(state.delivered(0), 1);
    assert!(!state.carrying(0));
    // Later only the worker leaves; the delivered parcel cannot be picked up again.
    let state = after(&game, &game.write_position(&state), &["pass", "e5-e7"]);
    assert_eq!(state.pile(game.board().find("e5").unwrap()).height(), 1);
    let first_to_move = game.write_position(&state).replace(" 2 ", " 1 ");
    let names = moves_in(&game, &first_to_move);
    assert!(names.contains(&"e7-c7".to_string()), "{names:?}");
    assert!(!names.contains(&"e7-e5".to_string()), "{names:?}");
}

#[test]
fn four_deliveries_then_a_fifth_pick_up_wins() {
    let game = load("songhuo-qi", "main");
    let text = "14g13W20 1 delivered:4,0 carrying:0,0";
    let state = after(&game, text, &["a5-a3"]);
    let outcome = game.outcome(&state).expect("First wins");
    assert_eq!(outcome.winner, Some(Player(0)));
    let early = after(&game, "14g13W20 1 delivered:3,0 carrying:0,0", &["a5-a3"]);
    assert!(
        game.outcome(&early).is_none(),
        "three deliveries are not enough"
    );
}

// ----- every ruleset -----

#[test]
fn a_thousand_random_games_of_each_ruleset_all_finish() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        thousand_random_games_finish(&format!("{id}/{ruleset}"), &game, 7);
    }
}

#[test]
fn positions_and_move_names_round_trip_and_click_paths_differ() {
    random_walk_each_ruleset(RULESETS, load, 11, 300, |what, game, state, moves| {
        assert_notation_round_trips(game, state, moves, what);
        let paths = distinct_click_paths(game, state, moves, what);
        assert_no_path_starts_another(&paths, what);
    });
}

#[test]
fn bad_position_text_is_refused_with_a_message() {
    let bad = [
        "",
        "c 1",
        "(c2 1",
        "x10 1",
        "11 3",
        "11 1 pool:x",
        "()10 1",
        "99999999999999 1",
    ];
    assert_positions_refused(&load("yizi-qi", "rules-i"), "yizi-qi", &bad);
}

#[test]
fn move_tree_counts_from_each_start_position_are_unchanged() {
    check_move_tree_table(
        "stacks/perft.tsv",
        "STACKS_PERFT_REGENERATE",
        RULESETS,
        load,
    );
}
