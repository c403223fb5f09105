//! Games chosen at run time: a [`Rules`] object that starts [`Match`]es, with moves and
//! positions as text. The CLI, the site and the web board use this; search and perft use the
//! typed [`Game`] trait directly.

use std::sync::Arc;

use crate::board::Board;
use crate::game::{Click, Game, NotationError, Outcome, Player, PositionView};

/// A legal move as a caller outside the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// The move in the game's notation.
    pub name: String,
    /// What a person clicks to make it.
    pub clicks: Vec<Click>,
}

/// A compiled ruleset of any family.
pub trait Rules: Send + Sync {
    /// The board.
    fn board(&self) -> &Board;
    /// The start position in the game's notation.
    fn start_position(&self) -> String;
    /// Starts a match from the start position or from a position in the game's notation.
    fn new_match(&self, position: Option<&str>) -> Result<Box<dyn Match>, NotationError>;
}

/// A game in progress: a position and the moves that led to it.
pub trait Match: Send {
    /// The board.
    fn board(&self) -> &Board;
    /// The current position in the game's notation.
    fn position(&self) -> String;
    /// Whose turn it is.
    fn to_move(&self) -> Player;
    /// The legal moves, sorted by name.
    fn legal_moves(&self) -> Vec<MoveInfo>;
    /// Plays a move given by name; an illegal or unreadable move changes nothing.
    fn play(&mut self, name: &str) -> Result<(), NotationError>;
    /// Takes back the last move; false when there is none.
    fn undo(&mut self) -> bool;
    /// The names of the moves played since the match started.
    fn history(&self) -> &[String];
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// What a diagram shows of the current position.
    fn view(&self) -> PositionView;
    /// Leaf nodes of the legal move tree from the current position.
    fn perft(&self, depth: u32) -> u64;
}

/// Wraps a typed game so it can be chosen at run time.
pub struct TypedRules<G: Game> {
    game: Arc<G>,
}

impl<G: Game> TypedRules<G> {
    /// Wraps `game`.
    pub fn new(game: G) -> Self {
        TypedRules {
            game: Arc::new(game),
        }
    }
}

impl<G> Rules for TypedRules<G>
where
    G: Game + Send + Sync + 'static,
    G::State: Send,
{
    fn board(&self) -> &Board {
        self.game.board()
    }

    fn start_position(&self) -> String {
        self.game.write_position(&self.game.start())
    }

    fn new_match(&self, position: Option<&str>) -> Result<Box<dyn Match>, NotationError> {
        let state = match position {
            Some(text) => self.game.parse_position(text)?,
            None => self.game.start(),
        };
        Ok(Box::new(TypedMatch {
            game: Arc::clone(&self.game),
            states: vec![state],
            history: Vec::new(),
        }))
    }
}

struct TypedMatch<G: Game> {
    game: Arc<G>,
    /// The start state followed by the state after each move.
    states: Vec<G::State>,
    history: Vec<String>,
}

impl<G: Game> TypedMatch<G> {
    fn current(&self) -> &G::State {
        self.states
            .last()
            .expect("a match always holds its start state")
    }
}

impl<G> Match for TypedMatch<G>
where
    G: Game + Send + Sync + 'static,
    G::State: Send,
{
    fn board(&self) -> &Board {
        self.game.board()
    }

    fn position(&self) -> String {
        self.game.write_position(self.current())
    }

    fn to_move(&self) -> Player {
        self.game.to_move(self.current())
    }

    fn legal_moves(&self) -> Vec<MoveInfo> {
        let state = self.current();
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        let mut infos: Vec<MoveInfo> = moves
            .into_iter()
            .map(|m| MoveInfo {
                name: self.game.move_name(state, m),
                clicks: self.game.clicks(state, m),
            })
            .collect();
        infos.sort_by(|a, b| a.name.cmp(&b.name));
        infos
    }

    fn play(&mut self, name: &str) -> Result<(), NotationError> {
        let mut next = self.current().clone();
        let mv = self.game.parse_move(&next, name)?;
        self.game.play(&mut next, mv);
        self.states.push(next);
        self.history.push(name.to_string());
        Ok(())
    }

    fn undo(&mut self) -> bool {
        if self.states.len() < 2 {
            return false;
        }
        self.states.pop();
        self.history.pop();
        true
    }

    fn history(&self) -> &[String] {
        &self.history
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome(self.current())
    }

    fn view(&self) -> PositionView {
        self.game.view(self.current())
    }

    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(self.current(), depth)
    }
}
