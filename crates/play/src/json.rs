//! JSON written for the page: moves with their click paths, outcomes.

use boardlore_engine::board::Board;
use boardlore_engine::{Click, MoveInfo, Outcome, TurnInfo};
use serde::Serialize;

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
struct OutcomeJson<'a> {
    winner: Option<u8>,
    rule: &'a str,
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
        rule: &o.rule,
        scores: o.scores.as_deref(),
    });
    serde_json::to_string(&json).unwrap_or_else(|_| "null".into())
}

/// Players' names from a ruleset's `players: [{name: ...}]` (folk games), or none.
pub fn player_names(rules_json: &str) -> Vec<String> {
    let Ok(value) = serde_json::from_str::<serde_json::Value>(rules_json) else {
        return Vec::new();
    };
    value
        .get("players")
        .and_then(|p| p.as_array())
        .map(|players| {
            players
                .iter()
                .filter_map(|p| p.get("name").and_then(|n| n.as_str()).map(str::to_string))
                .collect()
        })
        .unwrap_or_default()
}

/// A JSON list of strings (`["Red", "Blue"]`), or `None` when the text is anything else.
/// Read through a parsed value rather than as `Vec<String>`, whose error path would bring the
/// standard float formatting into the module for its "found a floating point" message.
pub fn string_list(json: &str) -> Option<Vec<String>> {
    match serde_json::from_str::<serde_json::Value>(json).ok()? {
        serde_json::Value::Array(items) => items
            .into_iter()
            .map(|item| match item {
                serde_json::Value::String(text) => Some(text),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// A computer move as `{"name": ..., "playouts": ...}`.
pub fn computer_move(found: &crate::ComputerMove) -> String {
    serde_json::json!({ "name": found.name, "playouts": found.playouts }).to_string()
}

/// A playout measurement as `{"games": ..., "plies": ..., "millis": ...}`.
pub fn playouts(games: usize, plies: usize, millis: f64) -> String {
    serde_json::json!({ "games": games, "plies": plies, "millis": millis }).to_string()
}

#[cfg(test)]
mod tests {
    use super::string_list;

    #[test]
    fn player_names_are_a_list_of_strings_and_nothing_else() {
        assert_eq!(
            string_list(r#"["Red", "Blue"]"#),
            Some(vec!["Red".to_string(), "Blue".to_string()])
        );
        assert_eq!(string_list("[]"), Some(Vec::new()));
        assert_eq!(string_list(r#"["Red", 2.5]"#), None);
        assert_eq!(string_list(r#"{"name": "Red"}"#), None);
        assert_eq!(string_list("[\"Red\""), None);
    }
}
