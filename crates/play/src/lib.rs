//! The rules engine in the browser: a [`GameMatch`] object that the web board drives.
//!
//! Everything crosses the boundary as strings (move names, position notation, JSON, SVG), so
//! the JavaScript side needs no generated types. Every fallible call returns a JavaScript error
//! with a readable message; nothing here panics on input from the page.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod json;

use boardlore_engine::{Match, RulesSpec};
use wasm_bindgen::prelude::*;

/// A game in progress under one ruleset.
#[wasm_bindgen]
pub struct GameMatch {
    inner: Box<dyn Match>,
    /// Moves taken back with `undo`, most recent last, for `redo`.
    undone: Vec<String>,
}

#[wasm_bindgen]
impl GameMatch {
    /// Starts a match from the ruleset's `rules` (JSON) and an optional position in the game's
    /// notation (`undefined` or empty for the start position).
    #[wasm_bindgen(constructor)]
    pub fn new(rules_json: &str, position: Option<String>) -> Result<GameMatch, JsError> {
        let spec: RulesSpec = serde_json::from_str(rules_json)
            .map_err(|e| JsError::new(&format!("the ruleset is not valid: {e}")))?;
        let rules = spec.compile().map_err(|errors| {
            let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
            JsError::new(&format!(
                "the ruleset does not compile: {}",
                list.join("; ")
            ))
        })?;
        let position = position.filter(|p| !p.trim().is_empty());
        let inner = rules
            .new_match(position.as_deref())
            .map_err(|e| JsError::new(&format!("the position cannot be read: {e}")))?;
        Ok(GameMatch {
            inner,
            undone: Vec::new(),
        })
    }

    /// The legal moves as JSON: `[{"name": "h2e2", "clicks": [{"point": "h2"}, {"point": "e2"}]}]`.
    #[wasm_bindgen(js_name = legalMoves)]
    pub fn legal_moves(&self) -> String {
        json::moves(self.inner.board(), &self.inner.legal_moves())
    }

    /// Plays a move by name; an illegal move changes nothing and throws.
    pub fn play(&mut self, name: &str) -> Result<(), JsError> {
        self.inner
            .play(name)
            .map_err(|e| JsError::new(&e.to_string()))?;
        self.undone.clear();
        Ok(())
    }

    /// Takes back the last move; false when there is none.
    pub fn undo(&mut self) -> bool {
        let Some(last) = self.inner.history().last().cloned() else {
            return false;
        };
        let undone = self.inner.undo();
        if undone {
            self.undone.push(last);
        }
        undone
    }

    /// Replays the last move taken back; false when there is none.
    pub fn redo(&mut self) -> bool {
        let Some(name) = self.undone.pop() else {
            return false;
        };
        self.inner.play(&name).is_ok()
    }

    /// The current position in the game's notation.
    pub fn position(&self) -> String {
        self.inner.position()
    }

    /// The moves played so far, as a JSON array of names.
    pub fn history(&self) -> String {
        serde_json::to_string(self.inner.history()).unwrap_or_else(|_| "[]".into())
    }

    /// The player to move, numbered from 0.
    #[wasm_bindgen(js_name = toMove)]
    pub fn to_move(&self) -> u8 {
        self.inner.to_move().0
    }

    /// The result as JSON (`{"winner": 0, "rule": "checkmate", "scores": null}`), or `null`.
    pub fn outcome(&self) -> String {
        json::outcome(self.inner.outcome().as_ref())
    }

    /// The position drawn as an interactive SVG (points carry `data-point` and ARIA labels).
    pub fn svg(&self, flipped: bool, id_prefix: &str) -> String {
        let options = boardlore_diagram::SvgOptions {
            flipped,
            coordinates: true,
            id_prefix: id_prefix.to_string(),
            interactive: true,
            ..boardlore_diagram::SvgOptions::default()
        };
        boardlore_diagram::svg(self.inner.board(), &self.inner.view(), &[], &options)
    }
}
