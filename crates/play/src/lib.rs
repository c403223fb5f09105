//! The rules engine in the browser: a [`GameMatch`] object that the web board drives.
//!
//! Everything crosses the boundary as strings (move names, position notation, JSON, SVG), so
//! the JavaScript side needs no generated types. Every fallible call returns a JavaScript error
//! with a readable message; nothing here panics on input from the page. The work is done by
//! [`Session`], plain Rust tested natively; this file only translates.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod json;
mod links;
mod rules_reader;
mod rules_size;
mod session;

pub use rules_reader::read_rules;

pub use session::{time_limit, ComputerMove, Session};

use boardlore_engine::search::Level;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
extern "C" {
    /// Milliseconds from the page's (or worker's) time origin: the clock for time limits.
    #[wasm_bindgen(js_namespace = performance, js_name = now)]
    fn performance_now() -> f64;
}

/// A game in progress under one ruleset.
#[wasm_bindgen]
pub struct GameMatch {
    session: Session,
}

#[wasm_bindgen]
impl GameMatch {
    /// Starts a match from the ruleset's `rules` (JSON) and an optional position in the game's
    /// notation (`undefined` or empty for the start position).
    #[wasm_bindgen(constructor)]
    pub fn new(rules_json: JsValue, position: JsValue) -> Result<GameMatch, JsError> {
        let rules_json = text(&rules_json, "the rules")?;
        let position = optional_text(&position, "the position")?;
        let session =
            Session::new(&rules_json, position.as_deref()).map_err(|e| JsError::new(&e))?;
        Ok(GameMatch { session })
    }

    /// The players in turn order, as the rules name and colour them:
    /// `[{"name": "Red", "colour": "red"}, {"name": "Black", "colour": "black"}]`.
    pub fn players(&self) -> String {
        self.session.players_json()
    }

    /// The family the rules are written in (`chess`, `folk`, ...), as the rules name it.
    pub fn family(&self) -> String {
        self.session.family().to_string()
    }

    /// How the named choice of a click path (`{"choice": "q"}` in `legalMoves`) is offered to a
    /// person, in the rules' own words: `Promote to queen`, `Do not promote`, or the choice as
    /// written.
    #[wasm_bindgen(js_name = choiceLabel)]
    pub fn choice_label(&self, choice: JsValue) -> Result<String, JsError> {
        let choice = text(&choice, "a choice")?;
        Ok(self.session.choice_label(&choice))
    }

    /// The legal moves as JSON:
    /// `[{"name": "h2e2", "clicks": [{"point": "h2"}, {"point": "e2"}], "capture": false}]`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        self.session.legal_moves_json()
    }

    /// Plays a move by name; an illegal move changes nothing and throws.
    pub fn play(&mut self, name: JsValue) -> Result<(), JsError> {
        let name = text(&name, "a move")?;
        self.session.play(&name).map_err(|e| JsError::new(&e))
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        self.session.undo()
    }

    /// Replays the last move taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        self.session.redo()
    }

    /// The current position in the game's notation.
    pub fn position(&self) -> String {
        self.session.position()
    }

    /// The moves played so far, as a JSON array of names.
    pub fn history(&self) -> String {
        self.session.history_json()
    }

    /// The styles this game's moves can be named in, its tradition's first, the engine's own
    /// names last, as JSON: `[{"id": "wxf", "label": "WXF"}, {"id": "chinese", "label":
    /// "Chinese"}, {"id": "engine", "label": "Engine"}]`.
    #[wasm_bindgen(js_name = moveStyles)]
    pub fn move_styles(&self) -> String {
        self.session.move_styles_json()
    }

    /// The moves played so far named in `style` (an id of `moveStyles`), as a JSON array;
    /// throws for a style the game does not offer.
    #[wasm_bindgen(js_name = historyIn)]
    pub fn history_in(&self, style: JsValue) -> Result<String, JsError> {
        let style = text(&style, "a move style")?;
        self.session
            .history_in_json(&style)
            .map_err(|e| JsError::new(&e))
    }

    /// The legal move `name` (as `legalMoves` names it) of the current position named in
    /// `style`; throws for an illegal move or a style the game does not offer.
    #[wasm_bindgen(js_name = moveName)]
    pub fn move_name(&self, name: JsValue, style: JsValue) -> Result<String, JsError> {
        let name = text(&name, "a move")?;
        let style = text(&style, "a move style")?;
        self.session
            .move_name_in(&name, &style)
            .map_err(|e| JsError::new(&e))
    }

    /// The player to move, numbered from 0.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> u8 {
        self.session.to_move()
    }

    /// What the side to move faces as JSON: `{"check": true, "throw": null, "continuing": null}`
    /// (`throw`: the throw to play in race games; `continuing`: the point of the piece that must
    /// go on with a capture chain).
    pub fn turn(&self) -> String {
        self.session.turn_json()
    }

    /// The result as JSON (`{"winner": 0, "rule": {"id": "board-rule-checkmate", "args": {}},
    /// "scores": null}`, the rule a phrase), or `null`.
    pub fn outcome(&self) -> String {
        self.session.outcome_json()
    }

    /// The position drawn as an interactive SVG (points carry `data-point` and ARIA labels);
    /// `highlights` is a comma-separated list of point labels to shade (the last move);
    /// `style`, a move-notation style id whose coordinates the edges show where the tradition
    /// numbers its board (shogi), the tradition's own when absent.
    pub fn svg(
        &self,
        flipped: bool,
        id_prefix: JsValue,
        highlights: JsValue,
        style: JsValue,
    ) -> Result<String, JsError> {
        let id_prefix = text(&id_prefix, "the id prefix")?;
        let labels: Vec<String> = optional_text(&highlights, "the highlights")?
            .unwrap_or_default()
            .split(',')
            .filter(|s| !s.is_empty())
            .map(str::to_string)
            .collect();
        let style = optional_text(&style, "the notation style")?;
        Ok(self
            .session
            .svg(flipped, &id_prefix, &labels, style.as_deref()))
    }

    /// A computer move within `millis` milliseconds at `level` (1 to 8; the strongest when
    /// absent or out of range), found by the same search as the native program (alpha-beta for
    /// the chess family, MCTS for the others), as JSON `{"name": "h2e2", "playouts": 1234}`
    /// (`playouts`: positions or playouts searched; `name` is null when there is no legal move).
    /// The match is unchanged: play the move to make it.
    #[wasm_bindgen(js_name = computerMove)]
    pub fn computer_move(&self, millis: f64, seed: f64, level: Option<u8>) -> String {
        let deadline = performance_now() + session::time_limit(millis);
        let level = level.and_then(Level::new).unwrap_or(Level::MAX);
        let found = self
            .session
            .computer_move(seed as u64, level, &mut || performance_now() < deadline);
        json::computer_move(&found)
    }

    /// Random games played from the current position for `millis` milliseconds, as JSON
    /// `{"games": 812, "plies": 40321, "millis": 1000.2}`: the engine's speed in this browser.
    #[wasm_bindgen(js_name = randomPlayouts)]
    pub fn random_playouts(&self, millis: f64, max_plies: u32) -> String {
        let start = performance_now();
        let deadline = start + session::time_limit(millis);
        let (games, plies) = self
            .session
            .random_playouts(1, max_plies as usize, &mut || performance_now() < deadline);
        json::playouts(games, plies, performance_now() - start)
    }
}

/// The URL hash (with its `#`) of a board link given as JSON, `{"ruleset": "main",
/// "position": null, "moves": ["h2e2"], "tree": null}` (`position` and `tree` may be null or
/// left out): the permalink, written by the same code as the site's links
/// (`boardlore_engine::board_link`). Throws when the JSON is not such a link.
#[wasm_bindgen(js_name = encodeBoardLink)]
pub fn encode_board_link(json: JsValue) -> Result<String, JsError> {
    let json = text(&json, "a board link")?;
    links::encode(&json).map_err(|e| JsError::new(&e))
}

/// The board link a URL hash names, as JSON: `null` when it names none, `{"error": "..."}`
/// when it cannot be read, else `{"ruleset", "position", "moves", "tree"}`.
#[wasm_bindgen(js_name = decodeBoardLink)]
pub fn decode_board_link(hash: JsValue) -> Result<String, JsError> {
    let hash = text(&hash, "a URL hash")?;
    Ok(links::decode(&hash))
}

/// A string argument from the page; anything else (a number, an object) is refused with a
/// JavaScript error rather than read as text.
fn text(value: &JsValue, what: &str) -> Result<String, JsError> {
    value
        .as_string()
        .ok_or_else(|| JsError::new(&format!("{what} must be a string")))
}

/// An optional string argument: `undefined` and `null` give `None`.
fn optional_text(value: &JsValue, what: &str) -> Result<Option<String>, JsError> {
    if value.is_undefined() || value.is_null() {
        Ok(None)
    } else {
        text(value, what).map(Some)
    }
}
