//! The page's move styles: every ruleset offers the engine's names, a tradition its own, and
//! bad input (an unknown style, an illegal move) is an error, never a panic.

use crate::support;

use boardlore_play::Session;
use serde_json::Value;

fn style_ids(session: &Session) -> Vec<String> {
    let styles: Value = serde_json::from_str(&session.move_styles_json()).expect("JSON");
    styles
        .as_array()
        .expect("a list")
        .iter()
        .map(|s| s["id"].as_str().expect("an id").to_string())
        .collect()
}

#[test]
fn every_ruleset_names_its_moves_in_each_of_its_styles() {
    for r in support::all_rulesets() {
        let mut session = Session::new(&r.rules_json, None).expect("a session");
        let ids = style_ids(&session);
        assert_eq!(ids.last().map(String::as_str), Some("engine"), "{}", r.game);
        let moves: Value = serde_json::from_str(&session.legal_moves_json()).expect("JSON");
        let first = moves[0]["name"].as_str().expect("a move").to_string();
        for style in &ids {
            let named = session.move_name_in(&first, style);
            assert!(named.is_ok(), "{} {}: {named:?}", r.game, r.id);
        }
        session.play(&first).expect("a legal move");
        for style in &ids {
            let history: Value =
                serde_json::from_str(&session.history_in_json(style).expect("a history"))
                    .expect("JSON");
            assert_eq!(history.as_array().map(Vec::len), Some(1), "{}", r.game);
        }
    }
}

#[test]
fn xiangqi_names_the_central_cannon_in_wxf_chinese_and_engine_style() {
    let r = support::first_ruleset("xiangqi");
    let mut session = Session::new(&r.rules_json, None).expect("a session");
    assert_eq!(style_ids(&session), ["wxf", "chinese", "engine"]);
    assert_eq!(session.move_name_in("h3e3", "wxf").as_deref(), Ok("C2=5"));
    session.play("h3e3").expect("legal");
    assert_eq!(
        session.history_in_json("chinese").as_deref(),
        Ok("[\"炮二平五\"]")
    );
    assert_eq!(
        session.history_in_json("engine").as_deref(),
        Ok("[\"h3e3\"]")
    );
}

#[test]
fn an_unknown_style_or_an_illegal_move_is_an_error() {
    let r = support::first_ruleset("shogi");
    let session = Session::new(&r.rules_json, None).expect("a session");
    assert!(session.move_name_in("c3c4", "wxf").is_err());
    assert!(session.move_name_in("a1a9", "japanese").is_err());
    assert!(session.history_in_json("").is_err());
    assert_eq!(
        session.move_name_in("c3c4", "japanese").as_deref(),
        Ok("７六歩")
    );
}
