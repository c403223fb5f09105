//! The match behind the browser facade, in plain Rust: every call the page makes, with errors as
//! readable strings. Kept free of wasm-bindgen so it is tested natively.

use boardlore_engine::Compile;
use std::cell::RefCell;
use std::collections::HashMap;
use std::sync::Arc;

use boardlore_diagram::{Mark, SvgOptions};
use boardlore_engine::limits::MAX_SEARCH_MILLIS;
use boardlore_engine::search::Level;
use boardlore_engine::{Match, PlayerInfo, Rules};

use crate::json;

/// A game in progress under one ruleset, with the moves taken back kept for redo.
pub struct Session {
    inner: Box<dyn Match>,
    /// The compiled rules the match is played under.
    rules: Arc<dyn Rules>,
    /// The rules' family (`chess`, `folk`, ...).
    family: &'static str,
    /// Moves taken back with `undo`, most recent last, for `redo`.
    undone: Vec<String>,
    /// The players' names and colours, from the rules.
    players: Arc<[PlayerInfo]>,
}

/// How many compiled rulesets are kept: a page has a few, the worker sees the same ones again.
const COMPILED_RULES_KEPT: usize = 16;

thread_local! {
    /// Compiled rulesets by their JSON text, so a reset, a ruleset switch back, a figure and each
    /// of the computer's moves (the worker rebuilds its match per request) compile nothing.
    static COMPILED_RULES: RefCell<HashMap<String, Compiled>> = RefCell::new(HashMap::new());
}

/// A compiled ruleset, its players and its family.
type Compiled = (Arc<dyn Rules>, Arc<[PlayerInfo]>, &'static str);

/// The ruleset compiled from `rules_json`, from the cache when it was compiled before.
fn compiled_rules(rules_json: &str) -> Result<Compiled, String> {
    if let Some(found) = COMPILED_RULES.with(|cache| cache.borrow().get(rules_json).cloned()) {
        return Ok(found);
    }
    let spec = crate::rules_reader::read_rules(rules_json)
        .map_err(|e| format!("the ruleset is not valid: {e}"))?;
    let rules = spec.compile().map_err(|errors| {
        let list: Vec<String> = errors.iter().map(ToString::to_string).collect();
        format!("the ruleset does not compile: {}", list.join("; "))
    })?;
    let compiled: Compiled = (rules, spec.players().into(), spec.family());
    COMPILED_RULES.with(|cache| {
        let mut cache = cache.borrow_mut();
        if cache.len() >= COMPILED_RULES_KEPT {
            cache.clear();
        }
        cache.insert(rules_json.to_string(), compiled.clone());
    });
    Ok(compiled)
}

/// The time a search or measurement asked to run for `millis` may take: at most
/// [`MAX_SEARCH_MILLIS`], none when the figure is not a number.
pub fn time_limit(millis: f64) -> f64 {
    if millis.is_nan() {
        0.0
    } else {
        millis.clamp(0.0, MAX_SEARCH_MILLIS)
    }
}

/// What a computer move search found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ComputerMove {
    /// The move's name, or `None` when the side to move has no legal move.
    pub name: Option<String>,
    /// The work the search did: positions visited by alpha-beta, or MCTS playouts.
    pub playouts: usize,
}

impl Session {
    /// Starts a match from a ruleset's `rules` (JSON) and an optional position in the game's
    /// notation (`None` or blank for the start position).
    pub fn new(rules_json: &str, position: Option<&str>) -> Result<Session, String> {
        let (rules, players, family) = compiled_rules(rules_json)?;
        let position = position.filter(|p| !p.trim().is_empty());
        let inner = rules
            .new_match(position)
            .map_err(|e| format!("the position cannot be read: {e}"))?;
        Ok(Session {
            inner,
            rules,
            family,
            undone: Vec::new(),
            players,
        })
    }

    /// The players in turn order as JSON: `[{"name": "Red", "colour": "red"}, ...]`.
    pub fn players_json(&self) -> String {
        json::players(&self.players)
    }

    /// The family the rules are written in (`chess`, `folk`, ...).
    pub fn family(&self) -> &'static str {
        self.family
    }

    /// How the named choice `choice` of a click path is offered: `Promote to queen`.
    pub fn choice_label(&self, choice: &str) -> String {
        self.rules.choice_label(choice)
    }

    /// The legal moves with their click paths, as JSON.
    pub fn legal_moves_json(&self) -> String {
        json::moves(self.inner.board(), &self.inner.legal_moves_marked())
    }

    /// Plays a move by name; an illegal move changes nothing and says why.
    pub fn play(&mut self, name: &str) -> Result<(), String> {
        self.inner.play(name).map_err(|e| e.to_string())?;
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
    pub fn history_json(&self) -> String {
        serde_json::to_string(self.inner.history()).unwrap_or_else(|_| "[]".into())
    }

    /// The styles moves can be named in, as JSON:
    /// `[{"id": "wxf", "label": "WXF"}, ..., {"id": "engine", "label": "Engine"}]`.
    pub fn move_styles_json(&self) -> String {
        let styles: Vec<serde_json::Value> = self
            .rules
            .move_styles()
            .iter()
            .map(|s| serde_json::json!({ "id": s.id, "label": s.label, "marks": s.marks }))
            .collect();
        serde_json::Value::Array(styles).to_string()
    }

    /// The moves played so far named in `style`, as a JSON array; an unknown style says so.
    pub fn history_in_json(&self, style: &str) -> Result<String, String> {
        self.known_style(style)?;
        let names = self.inner.history_in(style).map_err(|e| e.to_string())?;
        Ok(serde_json::to_string(&names).unwrap_or_else(|_| "[]".into()))
    }

    /// The legal move `name` of the current position named in `style`; an illegal move or an
    /// unknown style says so.
    pub fn move_name_in(&self, name: &str, style: &str) -> Result<String, String> {
        self.known_style(style)?;
        self.inner
            .move_name_in(name, style)
            .map_err(|e| e.to_string())
    }

    /// Refuses a style these rules do not offer, listing those they do.
    fn known_style(&self, style: &str) -> Result<(), String> {
        let styles = self.rules.move_styles();
        if styles.iter().any(|s| s.id == style) {
            return Ok(());
        }
        let ids: Vec<&str> = styles.iter().map(|s| s.id).collect();
        Err(format!(
            "`{style}` is not a move style of this game (it has: {})",
            ids.join(", ")
        ))
    }

    /// The player to move, numbered from 0.
    pub fn to_move(&self) -> u8 {
        self.inner.to_move().0
    }

    /// Check, the throw to play and the piece that must go on, as JSON (see `json::turn`).
    pub fn turn_json(&self) -> String {
        json::turn(self.inner.board(), &self.inner.turn())
    }

    /// The result as JSON, or `null` while the game goes on.
    pub fn outcome_json(&self) -> String {
        json::outcome(self.inner.outcome().as_ref())
    }

    /// The position as an interactive SVG, with the points named in `highlights` shaded (the
    /// last move) and the edges numbered as the move-notation `style` writes coordinates (the
    /// tradition's own when `None`); labels the board does not have are skipped.
    pub fn svg(
        &self,
        flipped: bool,
        id_prefix: &str,
        highlights: &[String],
        style: Option<&str>,
    ) -> String {
        let board = self.inner.board();
        let marks: Vec<Mark> = highlights
            .iter()
            .filter_map(|label| board.find(label))
            .map(Mark::Highlight)
            .collect();
        let options = SvgOptions {
            flipped,
            coordinates: true,
            id_prefix: id_prefix.to_string(),
            interactive: true,
            players: self.players.to_vec(),
            coordinate_style: style.map(str::to_string),
            ..SvgOptions::default()
        };
        boardlore_diagram::svg(board, &self.inner.view(), &marks, &options)
    }

    /// Searches for a computer move at `level` while `keep_going()` says yes; the match is unchanged.
    pub fn computer_move(
        &self,
        seed: u64,
        level: Level,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> ComputerMove {
        if self.inner.outcome().is_some() {
            return ComputerMove {
                name: None,
                playouts: 0,
            };
        }
        match self.inner.computer_move(seed, level, keep_going) {
            Some((name, playouts)) => ComputerMove {
                name: Some(name),
                playouts,
            },
            None => ComputerMove {
                name: None,
                playouts: 0,
            },
        }
    }

    /// Plays random games from the current position while `keep_going()` says yes; returns the
    /// games and plies played (the speed measurement shared by the browser and native runs).
    pub fn random_playouts(
        &self,
        seed: u64,
        max_plies: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> (usize, usize) {
        self.inner.random_playouts(seed, max_plies, keep_going)
    }
}
