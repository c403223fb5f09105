//! Games chosen at run time: a [`Rules`] object that starts [`Match`]es, with moves and
//! positions as text. The CLI, the site and the web board use this; search and perft use the
//! typed [`Game`](boardlore_rules::game::Game) trait directly.

use std::sync::Arc;

use crate::search::{self, lead_over_rivals, Hints, Level, Rng, WholeGameSlot};
use boardlore_rules::board::{Board, PointId};
use boardlore_rules::game::{
    Click, MoveStyle, NotationError, Outcome, Player, PositionView, Presentation, ENGINE_STYLE,
};

/// A legal move as a caller outside the engine sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MoveInfo {
    /// The move in the game's notation.
    pub name: String,
    /// What a person clicks to make it.
    pub clicks: Vec<Click>,
    /// Whether it takes an opponent's piece off the board: set by
    /// [`Match::legal_moves_marked`], always false from [`Match::legal_moves`].
    pub capture: bool,
}

/// What the side to move faces, beyond the position itself: check, the throw to play, a
/// piece that must go on moving.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnInfo {
    /// The side to move stands in check.
    pub in_check: bool,
    /// The throw the side to move has to play (race games).
    pub throw: Option<u8>,
    /// The piece that must continue a capture chain this turn.
    pub continuing: Option<PointId>,
}

/// A compiled ruleset of any family.
pub trait Rules: Send + Sync {
    /// The board.
    fn board(&self) -> &Board;
    /// The start position in the game's notation.
    fn start_position(&self) -> String;
    /// Starts a match from the start position or from a position in the game's notation.
    fn new_match(&self, position: Option<&str>) -> Result<Box<dyn Match>, NotationError>;
    /// How a named choice of a click path is offered to a person (see [`Presentation::choice_label`]).
    fn choice_label(&self, choice: &str) -> String;
    /// The styles moves can be named in: the tradition's ([`Presentation::move_styles`]), then the
    /// engine's own names ([`ENGINE_STYLE`]).
    fn move_styles(&self) -> Vec<MoveStyle>;
}

/// A game in progress: a position and the moves that led to it.
pub trait Match: Send {
    /// The board.
    fn board(&self) -> &Board;
    /// The current position in the game's notation.
    fn position(&self) -> String;
    /// Whose turn it is.
    fn to_move(&self) -> Player;
    /// The legal moves, sorted by name, `capture` left false: the form for loops that play
    /// many moves (self-play, perft, tests).
    fn legal_moves(&self) -> Vec<MoveInfo>;
    /// The legal moves, sorted by name, each marked whether it captures (one trial play per
    /// move): the form the web board shows.
    fn legal_moves_marked(&self) -> Vec<MoveInfo>;
    /// Plays a move given by name; an illegal or unreadable move changes nothing.
    fn play(&mut self, name: &str) -> Result<(), NotationError>;
    /// Takes back the last move; false when there is none.
    fn undo(&mut self) -> bool;
    /// The names of the moves played since the match started.
    fn history(&self) -> &[String];
    /// The moves played so far named in `style` (an id of [`Rules::move_styles`]).
    fn history_in(&self, style: &str) -> Result<Vec<String>, NotationError>;
    /// The legal move `name` (in the game's notation) of the current position named in
    /// `style`.
    fn move_name_in(&self, name: &str, style: &str) -> Result<String, NotationError>;
    /// Check, the throw and a continuing piece for the side to move.
    fn turn(&self) -> TurnInfo;
    /// The result, once the game is over.
    fn outcome(&self) -> Option<Outcome>;
    /// What a diagram shows of the current position.
    fn view(&self) -> PositionView;
    /// Leaf nodes of the legal move tree from the current position.
    fn perft(&self, depth: u32) -> u64;

    /// A computer move for the side to move at `level`: from the game solved whole where it is
    /// small enough (and the table is built, a share of each move's work at a time), else the
    /// family's own search where it has
    /// one (alpha-beta in the chess family), else alpha-beta over material where captures
    /// decide a two-player game, else Monte Carlo tree search, seeded with `seed`
    /// and running while `keep_going()` says yes (a clock check for a time limit). Returns the
    /// move's name and the positions or playouts searched, or `None` when there is no legal
    /// move. The match itself is unchanged. Games that cannot search return `None`.
    fn computer_move(
        &self,
        seed: u64,
        level: Level,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<(String, usize)> {
        let _ = (seed, level, keep_going);
        None
    }

    /// The move that looks best one ply ahead: a move that wins at once, else the best by the
    /// family's evaluation, else by its material (the mover's less the best-placed other's),
    /// else one that takes the most pieces (ties broken by `seed`).
    /// `None` when there is no legal move.
    fn greedy_move(&self, seed: u64) -> Option<String> {
        let _ = seed;
        None
    }

    /// Plays random games of at most `max_plies` from the current position while `keep_going()`
    /// says yes (at least one), returning the number of games and plies played: a speed
    /// measurement that runs the same code natively and in the browser.
    fn random_playouts(
        &self,
        seed: u64,
        max_plies: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> (usize, usize) {
        let _ = (seed, max_plies, keep_going);
        (0, 0)
    }
}

/// A typed game that can be shared between threads behind [`Rules`] and [`Match`].
pub trait SharedGame: Hints<State: Send> + Presentation + Send + Sync + 'static {}

impl<G: Hints<State: Send> + Presentation + Send + Sync + 'static> SharedGame for G {}

/// Wraps a typed game so it can be chosen at run time.
pub struct TypedRules<G: Hints> {
    game: Arc<G>,
    /// The game solved whole, where it is small enough, for every match of these rules.
    whole: Arc<WholeGameSlot<G>>,
}

impl<G: Hints> TypedRules<G> {
    /// Wraps `game`.
    pub fn new(game: G) -> Self {
        TypedRules {
            game: Arc::new(game),
            whole: Arc::default(),
        }
    }
}

impl<G: SharedGame> Rules for TypedRules<G> {
    fn board(&self) -> &Board {
        self.game.board()
    }

    fn start_position(&self) -> String {
        self.game.write_position(&self.game.start())
    }

    fn choice_label(&self, choice: &str) -> String {
        self.game.choice_label(choice)
    }

    fn move_styles(&self) -> Vec<MoveStyle> {
        let mut styles = self.game.move_styles();
        styles.push(ENGINE_STYLE);
        styles
    }

    fn new_match(&self, position: Option<&str>) -> Result<Box<dyn Match>, NotationError> {
        let state = match position {
            Some(text) => self.game.parse_position(text)?,
            None => self.game.start(),
        };
        Ok(Box::new(TypedMatch {
            game: Arc::clone(&self.game),
            whole: Arc::clone(&self.whole),
            states: vec![state],
            history: Vec::new(),
        }))
    }
}

/// Sorts moves by name. Kept out of the generic [`TypedMatch`] so the sort is compiled once,
/// not once per game type (code size in the browser).
#[inline(never)]
fn sort_by_name(infos: &mut [MoveInfo]) {
    infos.sort_by(|a, b| a.name.cmp(&b.name));
}

struct TypedMatch<G: Hints> {
    game: Arc<G>,
    whole: Arc<WholeGameSlot<G>>,
    /// The start state followed by the state after each move.
    states: Vec<G::State>,
    history: Vec<String>,
}

impl<G: Hints + Presentation> TypedMatch<G> {
    fn current(&self) -> &G::State {
        self.states
            .last()
            .expect("a match always holds its start state")
    }

    /// The legal moves sorted by name, `capture` set by `marks`.
    fn moves_with(&self, marks: impl Fn(&G::State, G::Move) -> bool) -> Vec<MoveInfo> {
        let state = self.current();
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        let mut infos: Vec<MoveInfo> = moves
            .into_iter()
            .map(|m| MoveInfo {
                name: self.game.move_name(state, m),
                clicks: self.game.clicks(state, m),
                capture: marks(state, m),
            })
            .collect();
        sort_by_name(&mut infos);
        infos
    }

    /// The move `name` played in the position after `index` moves, named in `style`.
    fn styled(&self, index: usize, name: &str, style: &str) -> Result<String, NotationError> {
        let state = &self.states[index];
        let mv = self.game.parse_move(state, name)?;
        if style == ENGINE_STYLE.id {
            return Ok(self.game.move_name(state, mv));
        }
        let previous = index.checked_sub(1).and_then(|before| {
            let earlier = &self.states[before];
            let mv = self.game.parse_move(earlier, &self.history[before]).ok()?;
            Some((earlier, mv))
        });
        self.game
            .styled_move_name(state, mv, style, previous)
            .ok_or_else(|| NotationError {
                message: format!("this game names no moves in the style `{style}`"),
                offset: None,
            })
    }

    /// `mover`'s material in `state` less the most any other player has ([`Hints::material`](crate::search::Hints::material):
    /// pieces where captures decide, stones under an area count, minus the steps still to go
    /// in a race), or `None` where the family counts none.
    fn material_lead(&self, state: &G::State, mover: Player) -> Option<i32> {
        self.game.material(state, mover)?;
        let count = |p| self.game.material(state, p);
        Some(lead_over_rivals(self.game.players(), mover, count))
    }

    /// Whether `mv` leaves fewer than `before` of the opponents' pieces on the board: a capture
    /// in every family (a captured chess piece goes to a hand, a folk piece off the board).
    fn leaves_fewer_opponents(&self, state: &G::State, mv: G::Move, before: usize) -> bool {
        let mover = self.game.to_move(state);
        let mut next = state.clone();
        self.game.play(&mut next, mv);
        opponents_on_board(&self.game.view(&next), mover) < before
    }
}

/// Pieces on the board owned by a player other than `mover` (stack heights counted).
fn opponents_on_board(view: &PositionView, mover: Player) -> usize {
    view.pieces
        .iter()
        .filter(|p| p.owner.is_some_and(|owner| owner != mover))
        .map(|p| usize::from(p.height.max(1)))
        .sum()
}

impl<G: SharedGame> Match for TypedMatch<G> {
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
        self.moves_with(|_, _| false)
    }

    fn legal_moves_marked(&self) -> Vec<MoveInfo> {
        let state = self.current();
        let mover = self.game.to_move(state);
        let opponents_before = opponents_on_board(&self.game.view(state), mover);
        self.moves_with(|state, m| self.leaves_fewer_opponents(state, m, opponents_before))
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

    fn history_in(&self, style: &str) -> Result<Vec<String>, NotationError> {
        (0..self.history.len())
            .map(|i| self.styled(i, &self.history[i], style))
            .collect()
    }

    fn move_name_in(&self, name: &str, style: &str) -> Result<String, NotationError> {
        self.styled(self.states.len() - 1, name, style)
    }

    fn outcome(&self) -> Option<Outcome> {
        self.game.outcome(self.current())
    }

    fn turn(&self) -> TurnInfo {
        let state = self.current();
        TurnInfo {
            in_check: self.game.in_check(state),
            throw: self.game.throw(state),
            continuing: self.game.continuing_piece(state),
        }
    }

    fn view(&self) -> PositionView {
        self.game.view(self.current())
    }

    fn perft(&self, depth: u32) -> u64 {
        self.game.perft(self.current(), depth)
    }

    fn computer_move(
        &self,
        seed: u64,
        level: Level,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> Option<(String, usize)> {
        let state = self.current();
        let (mv, searched) =
            search::computer_move(&*self.game, &self.whole, state, level, seed, keep_going);
        mv.map(|m| (self.game.move_name(state, m), searched))
    }

    fn greedy_move(&self, seed: u64) -> Option<String> {
        let state = self.current();
        let mover = self.game.to_move(state);
        let mut moves = Vec::new();
        self.game.legal_moves(state, &mut moves);
        let before = opponents_on_board(&self.game.view(state), mover) as i64;
        let mut rng = Rng::new(seed);
        let mut best: Option<(i64, u64, G::Move)> = None;
        for mv in moves {
            let mut next = state.clone();
            self.game.play(&mut next, mv);
            let score = match self.game.outcome(&next) {
                Some(o) if o.winner == Some(mover) => i64::MAX,
                Some(o) if o.winner.is_none() => 0,
                Some(_) => i64::MIN + 1,
                None => match self.game.evaluate(&next) {
                    Some(theirs) => -i64::from(theirs),
                    None => match self.material_lead(&next, mover) {
                        Some(lead) => i64::from(lead),
                        None => before - opponents_on_board(&self.game.view(&next), mover) as i64,
                    },
                },
            };
            let tie = rng.next_u64();
            let better = match best {
                None => true,
                Some((s, t, _)) => (score, tie) > (s, t),
            };
            if better {
                best = Some((score, tie, mv));
            }
        }
        best.map(|(_, _, mv)| self.game.move_name(state, mv))
    }

    fn random_playouts(
        &self,
        seed: u64,
        max_plies: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> (usize, usize) {
        let mut rng = Rng::new(seed);
        let (mut games, mut plies) = (0, 0);
        loop {
            let record = crate::search::random_game_while(
                &*self.game,
                self.current().clone(),
                &mut rng,
                max_plies,
                keep_going,
            );
            games += 1;
            plies += record.plies;
            if !keep_going() {
                return (games, plies);
            }
        }
    }
}
