//! The games made playable by the hop, jump, replacement, royal, rotation and opening-removal
//! vocabulary (issues 4 and 6): each ruleset compiles through the shared entry point, its
//! figures and random positions round-trip through the notation, and 1,000 random games
//! finish. Their move-tree counts live in data/folk/perft.tsv with the others.

mod folk_support;

use boardlore_engine::search::Rng;
use boardlore_engine::{Game, RulesSpec};
use folk_support::{games_dir, load, thousand_random_games_finish};

/// The entries and rulesets played by these mechanics.
const MOVE_GAMES: &[(&str, &[&str])] = &[
    ("chi-zi-qi", &["main"]),
    ("wang-tiao-qi", &["book", "commentator"]),
    ("huanwei-qi", &["book", "anti-draw"]),
    ("shuangtian-qi", &["main"]),
    ("du-hai-qi", &["two-player"]),
    ("mao-zhuo-laoshu", &["main"]),
    ("sha-shu-shu", &["main"]),
    ("jiezi-qi", &["main"]),
    ("chase-and-evade", &["main"]),
    ("lunxing-qi", &["main"]),
];

#[test]
fn every_ruleset_compiles_through_the_shared_entry_point_and_can_move() {
    for (game, rulesets) in MOVE_GAMES {
        for ruleset in *rulesets {
            let spec: RulesSpec =
                serde_yaml::from_value(folk_support::rules_yaml(game, ruleset)).unwrap();
            let rules = spec
                .compile()
                .unwrap_or_else(|e| panic!("{game}/{ruleset}: {e:?}"));
            let start = rules.start_position();
            let m = rules.new_match(Some(&start)).unwrap();
            assert_eq!(m.position(), start, "{game}/{ruleset}");
            assert!(!m.legal_moves().is_empty(), "{game}/{ruleset} has moves");
        }
    }
}

#[test]
fn figure_positions_read_and_write_back_unchanged() {
    for (game, _) in MOVE_GAMES {
        let text = std::fs::read_to_string(games_dir().join(format!("{game}.yaml"))).unwrap();
        let entry: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
        for figure in entry["figures"].as_sequence().into_iter().flatten() {
            let ruleset = figure["ruleset"].as_str().unwrap();
            let Some(position) = figure["position"].as_str() else {
                continue;
            };
            let folk = load(game, ruleset);
            let state = folk
                .parse_position(position)
                .unwrap_or_else(|e| panic!("{game} figure {:?}: {e}", figure["id"]));
            assert_eq!(folk.write_position(&state), position, "{game}");
        }
    }
}

#[test]
fn positions_after_random_moves_round_trip() {
    let mut rng = Rng::new(11);
    for (game, rulesets) in MOVE_GAMES {
        for ruleset in *rulesets {
            let folk = load(game, ruleset);
            for _ in 0..20 {
                let mut state = folk.start();
                for _ in 0..80 {
                    let text = folk.write_position(&state);
                    assert_eq!(folk.parse_position(&text).unwrap(), state, "{game}: {text}");
                    let mut moves = Vec::new();
                    folk.legal_moves(&state, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    folk.play(&mut state, moves[rng.below(moves.len())]);
                }
            }
        }
    }
}

#[test]
fn a_thousand_random_games_of_each_ruleset_all_finish() {
    for (game, rulesets) in MOVE_GAMES {
        for ruleset in *rulesets {
            let folk = load(game, ruleset);
            thousand_random_games_finish(&format!("{game}/{ruleset}"), &folk, 42);
        }
    }
}

#[test]
fn every_ruleset_has_move_tree_counts_in_the_data_file() {
    let data = include_str!("data/folk/perft.tsv");
    for (game, rulesets) in MOVE_GAMES {
        for ruleset in *rulesets {
            let rows = data
                .lines()
                .filter(|l| l.starts_with(&format!("{game}\t{ruleset}\t")))
                .count();
            assert!(rows >= 2, "{game}/{ruleset} has {rows} perft rows");
        }
    }
}
