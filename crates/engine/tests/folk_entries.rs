//! Every folk entry's rulesets compile, their start positions and figures round-trip through
//! the notation, and bad specs are reported with paths.

mod folk_support;

use boardlore_engine::folk::FolkSpec;
use boardlore_engine::{Game, RulesSpec};
use folk_support::{games_dir, load, GAMES};

#[test]
fn every_ruleset_of_the_sixteen_games_compiles_through_the_shared_entry_point() {
    for (game, rulesets) in GAMES {
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
    for (game, _) in GAMES {
        let text = std::fs::read_to_string(games_dir().join(format!("{game}.yaml"))).unwrap();
        let entry: serde_yaml::Value = serde_yaml::from_str(&text).unwrap();
        for figure in entry["figures"].as_sequence().into_iter().flatten() {
            let ruleset = figure["ruleset"].as_str().unwrap();
            let position = figure["position"].as_str().unwrap();
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
    let mut rng = boardlore_engine::search::Rng::new(7);
    for (game, rulesets) in GAMES {
        for ruleset in *rulesets {
            let folk = load(game, ruleset);
            let mut state = folk.start();
            for _ in 0..60 {
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

#[test]
fn bad_positions_are_errors_not_panics() {
    let game = load("er-chi-yi", "main");
    for bad in [
        "",
        "5/5/5/5 x",
        "ooooo/5/5/5/xxxxx",
        "ooooo/5/5/5/xxxxx z",
        "ooooq/5/5/5/xxxxx x",
        "oooooo/5/5/5/xxxxx x",
        "ooooo/5/5/5/xxxxx x chain:z9",
        "ooooo/5/5/5/xxxxx x hand:1",
        "99999999999999999999/5/5/5/5 x",
        "ooooo/5/5/5/xxxxx x bogus:1",
    ] {
        assert!(
            game.parse_position(bad).is_err(),
            "`{bad}` should be refused"
        );
    }
    let boxes = load("ten-point", "rules-i");
    assert!(boxes.parse_position("... .. x").is_err());
}

#[test]
fn spec_errors_name_the_field_and_are_all_reported() {
    let yaml = r#"
board: { kind: square, files: 4, ranks: 4, style: intersections }
players:
  - { name: A, start: [a1, z9] }
  - { name: B, start: [a1], directions: [n, up] }
movement: { kind: step }
captures:
  - { kind: line, name: top, pattern: OOQ }
  - { kind: line, name: top, pattern: OX, moved: [1] }
chain: { piece: same, captures: [cannon] }
goals: { reach: { player: 0, region: nowhere } }
"#;
    let spec: FolkSpec = serde_yaml::from_str(yaml).unwrap();
    let errors = spec.compile_typed().unwrap_err();
    let paths: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
    for expected in [
        "players[0].start[1]",
        "players[1].start[0]",
        "players[1].directions[1]",
        "captures[0].pattern",
        "captures[1].moved",
        "captures[1].name",
        "chain.captures[0]",
        "goals.reach.region",
    ] {
        assert!(paths.contains(&expected), "missing {expected} in {paths:?}");
    }
}

#[test]
fn unknown_fields_in_a_folk_spec_are_refused() {
    let yaml =
        "{ family: folk, board: { kind: square, files: 3, ranks: 3 }, players: [], movment: {} }";
    let err = serde_yaml::from_str::<RulesSpec>(yaml)
        .unwrap_err()
        .to_string();
    assert!(err.contains("movment"), "{err}");
}
