//! What the page is told beyond the position: which legal moves capture, whether the side to
//! move stands in check, the throw a race player has to play, and the piece that must go on
//! jumping. The move list marks captures and checks from these, and the board shows the throw
//! and the continuing piece.

use crate::support;

use boardlore_play::Session;
use serde_json::Value;

fn session(game: &str, ruleset: &str, position: Option<&str>) -> Session {
    let found = support::all_rulesets()
        .into_iter()
        .find(|r| r.game == game && r.id == ruleset)
        .unwrap_or_else(|| panic!("no ruleset {game} {ruleset}"));
    Session::new(&found.rules_json, position).unwrap_or_else(|e| panic!("{game}: {e}"))
}

fn turn(session: &Session) -> Value {
    serde_json::from_str(&session.turn_json()).expect("the turn is JSON")
}

fn capture_of(session: &Session, name: &str) -> bool {
    let moves: Value = serde_json::from_str(&session.legal_moves_json()).expect("moves are JSON");
    let found = moves
        .as_array()
        .expect("a list")
        .iter()
        .find(|m| m["name"] == name)
        .unwrap_or_else(|| panic!("{name} is not legal"));
    found["capture"]
        .as_bool()
        .expect("every move says whether it captures")
}

#[test]
fn xiangqi_a_rook_taking_a_pawn_is_a_capture_and_a_quiet_step_is_not() {
    let s = session(
        "xiangqi",
        "main",
        Some("4k4/9/9/9/9/9/9/9/p8/R2K5 w - - 0 1"),
    );
    assert!(capture_of(&s, "a1a2"));
    assert!(!capture_of(&s, "a1b1"));
}

#[test]
fn xiangqi_a_rook_on_the_generals_rank_gives_check() {
    let mut s = session(
        "xiangqi",
        "main",
        Some("4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1"),
    );
    assert_eq!(turn(&s)["check"], false);
    s.play("a1a10").expect("the rook slides up the a-file");
    assert_eq!(
        turn(&s)["check"],
        true,
        "Black's general is attacked along rank 10"
    );
    assert_eq!(turn(&s)["throw"], Value::Null);
}

#[test]
fn ashtapada_shows_the_throw_before_the_move_and_every_move_plays_it() {
    let s = session("ashtapada", "main", None);
    let throw = turn(&s)["throw"]
        .as_u64()
        .expect("a race game has a throw to play");
    let moves: Value = serde_json::from_str(&s.legal_moves_json()).expect("moves are JSON");
    for m in moves.as_array().expect("a list") {
        let name = m["name"].as_str().expect("a name");
        assert!(
            name.starts_with(&format!("{throw}:")),
            "{name} plays the throw {throw}"
        );
    }
}

#[test]
fn wang_tiao_qi_a_king_that_must_go_on_jumping_is_named() {
    let mut s = session(
        "wang-tiao-qi",
        "book",
        Some("8/8/8/3o4/8/3o4/2x5/o7 x kings:c2"),
    );
    assert_eq!(turn(&s)["continuing"], Value::Null);
    s.play("c2-e4").expect("the king jumps d3");
    assert_eq!(turn(&s)["continuing"], "e4");
    assert!(capture_of(&s, "e4-c6"), "the next jump takes d5");
}
