//! The halma family read as rules: steps, chains of leaps that never come back to a point,
//! leaps that depend on the kind and owner of the piece leapt (Square-Circle Jump Chess),
//! shared pieces moved first in every turn, driving off and the reply (Nine Elders Chess).

use crate::support::random_game::random_walk;
use crate::support::typed;
use std::collections::HashSet;

use crate::support::entry as entry_support;

use entry_support::{
    assert_positions_refused, outcome_of, play_names, position, sorted_move_names,
    thousand_random_games_finish,
};

use boardlore_engine::halma::{HalmaGame, HalmaState};
use boardlore_engine::search::Rng;
use boardlore_engine::Presentation;
use boardlore_engine::{Click, Game, Player};

fn load(game: &str, ruleset: &str) -> HalmaGame {
    typed::load(game, ruleset)
}

fn play(game: &HalmaGame, state: &mut HalmaState, moves: &str) {
    play_names(game, state, &moves.split_whitespace().collect::<Vec<_>>());
}

/// The moves of the piece on `from` (names starting with it).
fn moves_of(game: &HalmaGame, state: &HalmaState, from: &str) -> Vec<String> {
    sorted_move_names(game, state)
        .into_iter()
        .filter(|n| n.starts_with(from) && !n[from.len()..].starts_with(char::is_numeric))
        .collect()
}

/// Figure 17 as reconstructed: both sides set out, squares and rounds mixed.
/// The halma rulesets of the archive.
const RULESETS: &[(&str, &str)] = &[
    ("fangyuan-tiao-qi", "rules-i"),
    ("fangyuan-tiao-qi", "rules-ii"),
    ("jiu-lao-qi", "main"),
];

const SET_OUT: &str = "s/rr/sss/rsrr/5/6/5/RSRR/SSS/RR/S 1";

#[test]
fn the_set_out_places_ten_pieces_each_taking_turns_red_first() {
    let game = load("fangyuan-tiao-qi", "rules-i");
    let mut s = game.start();
    assert_eq!(
        sorted_move_names(&game, &s).len(),
        20,
        "ten home points, two shapes"
    );
    assert!(sorted_move_names(&game, &s).contains(&"square@a1".to_string()));
    assert!(!sorted_move_names(&game, &s)
        .iter()
        .any(|n| n.ends_with("f6")));
    let red = ["a1", "a3", "b2", "c1", "b3", "a2", "b1", "a4", "c2", "d1"];
    let yellow = ["f6", "d6", "e5", "f4", "d5", "e6", "f5", "c6", "e4", "f3"];
    for (i, (r, y)) in red.iter().zip(yellow).enumerate() {
        let kind = if i < 5 { "square" } else { "round" };
        assert_eq!(game.to_move(&s), Player(0));
        play(&game, &mut s, &format!("{kind}@{r}"));
        assert_eq!(
            game.to_move(&s),
            Player(1),
            "Yellow places after each Red piece"
        );
        if i == 5 {
            assert!(sorted_move_names(&game, &s)
                .iter()
                .all(|n| n.starts_with("round@")));
        }
        play(&game, &mut s, &format!("{kind}@{y}"));
    }
    assert_eq!(
        game.to_move(&s),
        Player(0),
        "Red moves first once both have set out"
    );
    assert_eq!(game.write_position(&s), SET_OUT);
}

#[test]
fn rules_one_enemy_pieces_are_leapt_only_by_the_same_shape() {
    let game = load("fangyuan-tiao-qi", "rules-i");
    // A Red round on b4, a Yellow round on c4 (towards d4), a Yellow square on b5.
    let s = position(&game, "1/2/3/4/5/1sr3/1R3/4/3/2/1 1");
    let leaps: Vec<String> = moves_of(&game, &s, "b4")
        .into_iter()
        .filter(|n| n.contains('^'))
        .collect();
    assert_eq!(
        leaps,
        vec!["b4^d4"],
        "over the round on c4, not over the square"
    );
}

#[test]
fn rules_one_own_pieces_are_always_leapt_rules_two_only_by_the_other_shape() {
    let one = load("fangyuan-tiao-qi", "rules-i");
    let two = load("fangyuan-tiao-qi", "rules-ii");
    // Red round on a3 and Red rounds on b3 and a4; a Red square on b2.
    let text = "1/2/3/4/5/6/5/RR2/R2/2/1 1";
    for (game, expected) in [(&one, 2), (&two, 0)] {
        let s = position(game, text);
        let leaps = moves_of(game, &s, "a3")
            .into_iter()
            .filter(|n| n.contains('^'))
            .count();
        assert_eq!(leaps, expected);
    }
    // Rules II: a square leaps an own round.
    let s = position(&two, "1/2/3/4/5/6/5/RR2/S2/2/1 1");
    assert_eq!(
        moves_of(&two, &s, "a3")
            .into_iter()
            .filter(|n| n.contains('^'))
            .collect::<Vec<_>>(),
        vec!["a3^a5", "a3^c3"]
    );
}

#[test]
fn a_chain_of_leaps_goes_on_by_the_same_piece_and_never_revisits_a_point() {
    let game = load("fangyuan-tiao-qi", "rules-i");
    // Red round on a1; Red rounds on a2 and b3: a1^a3, then a3^c3 ... and never back to a1.
    let mut s = position(&game, "r/2/3/4/5/6/5/1R2/3/R1/R 1");
    play(&game, &mut s, "a1^a3");
    assert_eq!(
        game.to_move(&s),
        Player(0),
        "the chain is the same player's"
    );
    let next = sorted_move_names(&game, &s);
    assert!(next.contains(&"a3^c3".to_string()) && next.contains(&"stop".to_string()));
    assert!(
        !next.contains(&"a3^a1".to_string()),
        "the chain may not come back to a1"
    );
    assert!(next.iter().all(|n| n == "stop" || n.starts_with("a3^")));
    play(&game, &mut s, "a3^c3");
    assert_eq!(
        game.to_move(&s),
        Player(1),
        "no further leap: the move is over"
    );
    // Stopping ends the move too.
    let mut s = position(&game, "r/2/3/4/5/6/5/1R2/3/R1/R 1");
    play(&game, &mut s, "a1^a3 stop");
    assert_eq!(game.to_move(&s), Player(1));
}

#[test]
fn the_first_to_bring_every_piece_into_the_goal_wins() {
    let game = load("fangyuan-tiao-qi", "rules-i");
    let outcome = outcome_of(&game, "R/RR/RRR/RRR1/5/6/4r/4/3/2/1 2", "decided");
    assert_eq!(outcome.winner, Some(Player(0)));
    let s = position(&game, "R/RR/RRR/RR2/R4/6/4r/4/3/2/1 2");
    assert!(
        game.outcome(&s).is_none(),
        "one piece is still outside the goal"
    );
}

#[test]
fn nine_elders_a_turn_moves_a_yellow_piece_then_an_own_piece() {
    let game = load("jiu-lao-qi", "main");
    let mut s = game.start();
    assert!(sorted_move_names(&game, &s)
        .iter()
        .all(|n| ["a4", "b4", "c4"].iter().any(|p| n.starts_with(p))));
    play(&game, &mut s, "b4-b5");
    assert_eq!(game.to_move(&s), Player(0));
    assert!(sorted_move_names(&game, &s)
        .iter()
        .all(|n| ["a1", "b1", "c1"].iter().any(|p| n.starts_with(p))));
    play(&game, &mut s, "b1-b2");
    assert_eq!(game.to_move(&s), Player(1));
    assert!(sorted_move_names(&game, &s)
        .iter()
        .all(|n| ["a4", "b5", "c4"].iter().any(|p| n.starts_with(p))));
}

#[test]
fn nine_elders_own_pieces_never_leap_yellow_but_yellow_leaps_anything() {
    let game = load("jiu-lao-qi", "main");
    // Red on b2, yellow on b3 and a3; Red's own move (part 2): no leap over yellow.
    let s = position(&game, "3/3/3/3/**1/1X1/3 1 part:2");
    assert!(!sorted_move_names(&game, &s).iter().any(|n| n.contains('^')));
    // Yellow on b3 leaps Red on b2 (and the chain stops where nothing more can be leapt).
    let s = position(&game, "3/3/3/3/1*1/1X1/3 1");
    assert_eq!(
        sorted_move_names(&game, &s)
            .into_iter()
            .filter(|n| n.contains('^'))
            .collect::<Vec<_>>(),
        vec!["b3^b1"]
    );
}

#[test]
fn nine_elders_a_piece_next_to_its_goal_drives_an_enemy_piece_off() {
    let game = load("jiu-lao-qi", "main");
    // Red on b6 (next to Blue's home, its goal), Blue on b7; Red's own move.
    let mut s = position(&game, "1x1/1X1/3/***/3/X2/x2 1 part:2");
    let drives: Vec<String> = sorted_move_names(&game, &s)
        .into_iter()
        .filter(|n| n.contains('>'))
        .collect();
    assert!(drives.contains(&"b6-b7>c1".to_string()));
    assert!(
        drives.contains(&"b6-b7>b6".to_string()),
        "onto the point just left"
    );
    assert!(
        !drives.iter().any(|n| n.ends_with(">a4")),
        "only onto empty points"
    );
    play(&game, &mut s, "b6-b7>a5");
    assert_eq!(game.write_position(&s), "1X1/3/x2/***/3/X2/x2 2 ply:1");
    // Yellow pieces in the goal are not driven off.
    let s = position(&game, "1*1/1X1/3/2*/3/3/x2 1 part:2");
    assert!(!sorted_move_names(&game, &s).iter().any(|n| n.contains('>')));
}

#[test]
fn nine_elders_the_second_player_replies_once_after_the_first_finishes() {
    let game = load("jiu-lao-qi", "main");
    // Red has two in the goal and one on c6; Blue two at home (its goal) and one on c2.
    let start = "XX1/2X/3/***/3/2x/xx1 1 part:2";
    let mut s = position(&game, start);
    play(&game, &mut s, "c6-c7");
    assert!(game.outcome(&s).is_none(), "Blue gets one more turn");
    play(&game, &mut s, "a4-a5 c2-c1");
    let outcome = game.outcome(&s).expect("decided");
    assert_eq!(
        outcome.winner, None,
        "Blue finished too: a draw ({:?})",
        outcome.rule
    );
    let mut s = position(&game, start);
    play(&game, &mut s, "c6-c7 a4-a5 c2-b2");
    assert_eq!(game.outcome(&s).expect("decided").winner, Some(Player(0)));
}

#[test]
fn positions_round_trip_and_bad_text_is_refused_without_panic() {
    let game = load("jiu-lao-qi", "main");
    let mut rng = Rng::new(7);
    let mut s = game.start();
    for _ in 0..60 {
        let text = game.write_position(&s);
        assert_eq!(game.parse_position(&text).as_ref(), Ok(&s), "{text}");
        let mut moves = Vec::new();
        game.legal_moves(&s, &mut moves);
        if moves.is_empty() {
            break;
        }
        let mv = moves[rng.below(moves.len())];
        game.play(&mut s, mv);
    }
    let bad = [
        "",
        "3/3 1",
        "3/3/3/3/3/3/3 9",
        "3/3/3/3/3/3/3q 1",
        "99999999999999999999/3/3/3/3/3/3 1",
        "3/3/3/3/3/3/3 1 chain:z9",
        "3/3/3/3/3/3/3 1 part:0",
        "3/3/3/3/3/3/3 1 chain:a1",
    ];
    assert_positions_refused(&game, "jiu-lao-qi", &bad);
}

#[test]
fn every_move_has_its_own_click_path_starting_on_a_point_or_hand_piece() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        let mut rng = Rng::new(3);
        for _ in 0..20 {
            random_walk(&game, game.start(), &mut rng, 200, |s, moves| {
                let mut paths = HashSet::new();
                for &m in moves {
                    let clicks = game.clicks(s, m);
                    assert!(matches!(
                        clicks.first(),
                        Some(Click::Point(_) | Click::Hand(_))
                    ));
                    assert!(paths.insert(clicks), "{id}: two moves share a click path");
                }
            });
        }
    }
}

#[test]
fn move_tree_counts_match_the_recorded_ones() {
    let data = include_str!("../data/halma/perft.tsv");
    let mut checked = 0;
    for line in data
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let cols: Vec<&str> = line.split('\t').collect();
        let game = load(cols[0], cols[1]);
        let state = match cols[2] {
            "start" => game.start(),
            text => position(&game, text),
        };
        let depth: u32 = cols[3].parse().expect("depth");
        let nodes: u64 = cols[4].parse().expect("nodes");
        assert_eq!(game.perft(&state, depth), nodes, "{line}");
        checked += 1;
    }
    assert!(checked >= 12);
}

#[test]
fn a_thousand_random_games_per_ruleset_all_finish() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        thousand_random_games_finish(&format!("{id}/{ruleset}"), &game, 11);
    }
}
