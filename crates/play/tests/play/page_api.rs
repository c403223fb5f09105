//! The calls the web board makes, on every ruleset in content/: nothing the page sends may
//! panic (a panic aborts the whole wasm module), and every answer must be usable.

use crate::support;

use boardlore_engine::search::Level;
use boardlore_play::Session;
use serde_json::Value;

/// A tiny deterministic generator for picking moves.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }
}

fn moves(session: &Session) -> Vec<Value> {
    let json: Value = serde_json::from_str(&session.legal_moves_json()).expect("moves are JSON");
    json.as_array().expect("moves are a list").clone()
}

#[test]
fn every_ruleset_starts_with_legal_moves_and_a_clickable_board() {
    for r in support::all_rulesets() {
        let session = Session::new(&r.rules_json, None)
            .unwrap_or_else(|e| panic!("{} {}: {e}", r.game, r.id));
        let list = moves(&session);
        assert!(
            !list.is_empty(),
            "{} {}: no legal move at the start",
            r.game,
            r.id
        );
        for m in &list {
            let clicks = m["clicks"].as_array().expect("clicks");
            assert!(
                !clicks.is_empty(),
                "{} {}: move {} has no clicks",
                r.game,
                r.id,
                m["name"]
            );
        }
        let svg = session.svg(false, "t-", &[], None);
        assert!(
            svg.contains("data-point="),
            "{} {}: board has no click targets",
            r.game,
            r.id
        );
        assert_eq!(session.outcome_json(), "null");
    }
}

#[test]
fn random_games_through_the_page_api_never_panic_and_positions_round_trip() {
    let mut rng = Lcg(7);
    for r in support::all_rulesets() {
        let mut session = Session::new(&r.rules_json, None).unwrap();
        for ply in 0..120 {
            let list = moves(&session);
            if list.is_empty() {
                assert_ne!(
                    session.outcome_json(),
                    "null",
                    "{} {}: stuck without a result",
                    r.game,
                    r.id
                );
                break;
            }
            let name = list[rng.below(list.len())]["name"]
                .as_str()
                .unwrap()
                .to_string();
            session
                .play(&name)
                .unwrap_or_else(|e| panic!("{} {}: listed move {name} refused: {e}", r.game, r.id));
            if ply % 7 == 3 {
                assert!(session.undo());
                assert!(session.redo());
            }
            let position = session.position();
            let reread = Session::new(&r.rules_json, Some(&position)).unwrap_or_else(|e| {
                panic!(
                    "{} {}: own position {position:?} unreadable: {e}",
                    r.game, r.id
                )
            });
            assert_eq!(reread.position(), position, "{} {}", r.game, r.id);
            session.svg(ply % 2 == 1, "t-", &["a1".into(), "nowhere".into()], None);
        }
    }
}

#[test]
fn every_figure_position_opens_a_match() {
    for r in support::all_rulesets() {
        for position in &r.figure_positions {
            Session::new(&r.rules_json, Some(position))
                .unwrap_or_else(|e| panic!("{} {} figure {position:?}: {e}", r.game, r.id));
        }
    }
}

#[test]
fn garbled_positions_are_refused_or_read_never_panic() {
    for r in support::all_rulesets() {
        let start = Session::new(&r.rules_json, None).unwrap().position();
        let chars: Vec<char> = start.chars().collect();
        for cut in 0..chars.len() {
            let truncated: String = chars[..cut].iter().collect();
            let _ = Session::new(&r.rules_json, Some(&truncated));
            for replacement in ['9', '0', 'k', 'K', '/', ' ', '[', '+', 'x', '-', '@', 'é'] {
                let mut changed = chars.clone();
                changed[cut] = replacement;
                let text: String = changed.into_iter().collect();
                if let Ok(session) = Session::new(&r.rules_json, Some(&text)) {
                    // Whatever reads must also be playable and drawable.
                    let list = moves(&session);
                    session.svg(false, "t-", &[], None);
                    session.outcome_json();
                    if let Some(first) = list.first() {
                        let mut session = session;
                        session.play(first["name"].as_str().unwrap()).unwrap();
                    }
                }
            }
        }
    }
}

#[test]
fn bad_rules_and_bad_moves_come_back_as_messages() {
    let r = support::first_ruleset("xiangqi");
    let err = Session::new("{not json", None)
        .err()
        .expect("bad JSON refused");
    assert!(err.contains("not valid"), "{err}");
    let err = Session::new(r#"{"family": "tennis"}"#, None)
        .err()
        .expect("unknown family refused");
    assert!(err.contains("not valid"), "{err}");
    let mut session = Session::new(&r.rules_json, None).unwrap();
    for bad in [
        "", "zz", "h2", "h2e2e2", "a1a1", "P@e5", "\u{0}", "h2e11", "h99e2",
    ] {
        assert!(session.play(bad).is_err(), "`{bad}` accepted");
    }
    assert_eq!(session.history_json(), "[]");
    assert!(!session.undo(), "nothing to undo");
    assert!(!session.redo(), "nothing to redo");
}

#[test]
fn the_computer_answers_with_a_legal_move_and_stops_when_told() {
    for game in ["xiangqi", "er-chi-yi", "duzi-qi", "santong-qi", "shogi"] {
        let r = support::first_ruleset(game);
        let session = Session::new(&r.rules_json, None).unwrap();
        let mut budget = 50;
        let found = session.computer_move(3, Level::MAX, &mut || {
            budget -= 1;
            budget > 0
        });
        if game == "duzi-qi" {
            assert_eq!(
                found.playouts, 1,
                "{game}: solved whole at once (88 positions), its move read from the table"
            );
            let name = found.name.as_deref().unwrap_or_default();
            assert!(
                ["a1-a2", "a1-b1"].contains(&name),
                "{game}: {name} is not one of the two winning first steps (onto a lost square)"
            );
        } else if game == "santong-qi" {
            assert_eq!(
                found.playouts, 50,
                "{game}: one MCTS playout per yes, plus the first"
            );
        } else if game == "er-chi-yi" {
            assert!(
                found.playouts <= 50 * 256,
                "{game}: alpha-beta over material asks every 256 positions, {} searched",
                found.playouts
            );
        } else {
            assert!(
                found.playouts <= 50 * 1024,
                "{game}: alpha-beta asks every 1,024 positions, {} searched",
                found.playouts
            );
        }
        let name = found.name.expect("a move");
        let listed = moves(&session);
        assert!(
            listed.iter().any(|m| m["name"] == name.as_str()),
            "{game}: {name} is not legal"
        );
        assert_eq!(
            session.history_json(),
            "[]",
            "searching does not change the match"
        );
    }
}

#[test]
fn the_computer_has_nothing_to_say_once_the_game_is_over() {
    let r = support::first_ruleset("er-chi-yi");
    // White has no piece left: Black has won.
    let session = Session::new(&r.rules_json, Some("5/5/5/5/xxxxx o")).unwrap();
    assert_ne!(session.outcome_json(), "null");
    let found = session.computer_move(1, Level::MAX, &mut || false);
    assert_eq!(found.name, None);
}

#[test]
fn matches_of_one_ruleset_share_its_compiled_rules_but_not_their_moves() {
    for r in support::all_rulesets().into_iter().take(12) {
        let mut first = Session::new(&r.rules_json, None).expect("starts");
        let second = Session::new(&r.rules_json, None).expect("starts again, from the cache");
        let name = moves(&first)[0]["name"].as_str().expect("name").to_string();
        first.play(&name).expect("the first legal move plays");
        assert_eq!(second.history_json(), "[]", "{} {}", r.game, r.id);
        assert_ne!(first.position(), second.position(), "{} {}", r.game, r.id);
        assert_eq!(
            Session::new(&r.rules_json, None).expect("third").position(),
            second.position()
        );
    }
}

#[test]
fn every_ruleset_hands_the_page_its_players_names_and_colours() {
    for r in support::all_rulesets() {
        let session = Session::new(&r.rules_json, None).expect("starts");
        let players: Value = serde_json::from_str(&session.players_json()).expect("JSON");
        let players = players.as_array().expect("a list");
        assert!(players.len() >= 2, "{} {}: {players:?}", r.game, r.id);
        for p in players {
            assert!(p["name"].as_str().is_some_and(|n| !n.is_empty()));
            assert!(p["colour"].as_str().is_some(), "{} {}: {p}", r.game, r.id);
        }
    }
    let xiangqi = Session::new(&support::first_ruleset("xiangqi").rules_json, None).unwrap();
    assert_eq!(
        xiangqi.players_json(),
        r#"[{"name":"Red","colour":"red"},{"name":"Black","colour":"black"}]"#
    );
}

#[test]
fn choices_are_offered_in_the_words_of_the_compiled_rules() {
    let shogi = Session::new(&support::first_ruleset("shogi").rules_json, None).unwrap();
    assert_eq!(shogi.family(), "chess");
    assert_eq!(shogi.choice_label("+"), "Promote");
    assert_eq!(shogi.choice_label("="), "Do not promote");
    assert_eq!(shogi.choice_label("g"), "Promote to gold");
    assert_eq!(shogi.choice_label("=S"), "Promote to silver");
    assert_eq!(
        shogi.choice_label("x"),
        "x",
        "a letter no piece has is shown as written"
    );
    let stacks = Session::new(&support::first_ruleset("die-qi").rules_json, None).unwrap();
    assert_eq!(stacks.family(), "stacks");
    assert_eq!(
        stacks.choice_label("2"),
        "2",
        "a count is shown as the rules name it"
    );
    assert_eq!(
        stacks.choice_label("+"),
        "+",
        "only the chess family promotes"
    );
}

#[test]
fn the_web_board_draws_makruks_figures_on_a_plain_board_and_du_hai_qis_passages() {
    let makruk = Session::new(&support::first_ruleset("makruk").rules_json, None).unwrap();
    let drawn = makruk.svg(false, "t-", &[], None);
    for figure in ["crown", "cone", "spire", "horse", "block", "cowrie"] {
        assert!(
            drawn.contains(&format!("data-figure=\"{figure}\"")),
            "{figure}"
        );
    }
    assert!(
        !drawn.contains(">K</text>"),
        "the Khun is drawn, not lettered"
    );
    let du_hai_qi = Session::new(&support::first_ruleset("du-hai-qi").rules_json, None).unwrap();
    assert!(du_hai_qi
        .svg(false, "t-", &[], None)
        .contains("class=\"bl-passages\""));
}
