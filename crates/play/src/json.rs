//! JSON written for the page: moves with their click paths, outcomes.

use boardlore_engine::board::Board;
use boardlore_engine::phrase::{Arg, Phrase};
use boardlore_engine::{Click, MoveInfo, Outcome, PlayerInfo, TurnInfo};
use serde::Serialize;
use serde_json::{json, Map, Value};

#[derive(Serialize)]
#[serde(rename_all = "lowercase")]
enum ClickJson<'a> {
    Point(&'a str),
    Hand(&'a str),
    Choice(&'a str),
    Pass(bool),
}

#[derive(Serialize)]
struct MoveJson<'a> {
    name: &'a str,
    clicks: Vec<ClickJson<'a>>,
    capture: bool,
}

#[derive(Serialize)]
struct TurnJson<'a> {
    check: bool,
    throw: Option<u8>,
    continuing: Option<&'a str>,
}

#[derive(Serialize)]
struct PlayerJson<'a> {
    name: &'a str,
    colour: &'a str,
}

#[derive(Serialize)]
struct OutcomeJson<'a> {
    winner: Option<u8>,
    rule: Value,
    scores: Option<&'a [i32]>,
}

/// Moves as `[{"name": ..., "clicks": [{"point": "e2"}, ...], "capture": false}]`, clicks named
/// by point label.
pub fn moves(board: &Board, moves: &[MoveInfo]) -> String {
    let list: Vec<MoveJson> = moves
        .iter()
        .map(|m| MoveJson {
            name: &m.name,
            clicks: m
                .clicks
                .iter()
                .map(|c| match c {
                    Click::Point(p) => ClickJson::Point(&board.point(*p).label),
                    Click::Hand(piece) => ClickJson::Hand(piece),
                    Click::Choice(choice) => ClickJson::Choice(choice),
                    Click::Pass => ClickJson::Pass(true),
                })
                .collect(),
            capture: m.capture,
        })
        .collect();
    serde_json::to_string(&list).unwrap_or_else(|_| "[]".into())
}

/// The side to move's turn as `{"check": false, "throw": 3, "continuing": "c5"}`, the
/// continuing piece named by its point's label.
pub fn turn(board: &Board, turn: &TurnInfo) -> String {
    let json = TurnJson {
        check: turn.in_check,
        throw: turn.throw,
        continuing: turn.continuing.map(|p| board.point(p).label.as_str()),
    };
    serde_json::to_string(&json).unwrap_or_else(|_| "null".into())
}

/// An outcome as JSON, or `null` while the game goes on.
pub fn outcome(outcome: Option<&Outcome>) -> String {
    let json = outcome.map(|o| OutcomeJson {
        winner: o.winner.map(|p| p.0),
        rule: phrase(&o.rule),
        scores: o.scores.as_deref(),
    });
    serde_json::to_string(&json).unwrap_or_else(|_| "null".into())
}

/// A phrase as the board's `sayPhrase` (theme/board/messages.js) reads it:
/// `{"id": "board-rule-in-a-row", "args": {"player": {"player": "Black"}, "length": 5}}`. A
/// number is a JSON number, text alike in every language a string, a term, name or player an
/// object naming its kind (`{"term": "horse"}`), a phrase inside an object with its `id`, and a
/// list an array.
pub fn phrase(phrase: &Phrase) -> Value {
    let args: Map<String, Value> = phrase
        .args
        .iter()
        .map(|(name, value)| (name.clone(), arg(value)))
        .collect();
    json!({ "id": phrase.id, "args": args })
}

/// One value of a phrase as JSON (see [`phrase`]).
fn arg(value: &Arg) -> Value {
    match value {
        Arg::Number(n) => json!(n),
        Arg::Code(text) => json!(text),
        Arg::Term(name) => json!({ "term": name }),
        Arg::Name(name) => json!({ "name": name }),
        Arg::Player(name) => json!({ "player": name }),
        Arg::Phrase(inner) => phrase(inner),
        Arg::List(items) => Value::Array(items.iter().map(arg).collect()),
    }
}

/// Players as `[{"name": "Red", "colour": "red"}, ...]`.
pub fn players(players: &[PlayerInfo]) -> String {
    let list: Vec<PlayerJson> = players
        .iter()
        .map(|p| PlayerJson {
            name: &p.name,
            colour: p.colour.word(),
        })
        .collect();
    serde_json::to_string(&list).unwrap_or_else(|_| "[]".into())
}

/// A computer move as `{"name": ..., "playouts": ...}`.
pub fn computer_move(found: &crate::ComputerMove) -> String {
    serde_json::json!({ "name": found.name, "playouts": found.playouts }).to_string()
}

/// A playout measurement as `{"games": ..., "plies": ..., "millis": ...}`.
pub fn playouts(games: usize, plies: usize, millis: f64) -> String {
    serde_json::json!({ "games": games, "plies": plies, "millis": millis }).to_string()
}
