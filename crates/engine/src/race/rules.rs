//! The rules of the race: where a throw can take each piece, what a landing does, whose turn
//! comes next and when the race is won. Implements [`Game`] for [`RaceGame`].

use super::notation;
use super::throws::stir;
use super::{RaceAction, RaceGame, RaceMove, RaceState, Stacking};
use crate::board::Board;
use crate::game::{Click, Game, HandView, NotationError, Outcome, PieceView, Player, PositionView};

/// The start position: pieces listed in `start` on the board, the rest in hand, the first
/// player to move with a throw made from `seed`.
pub(super) fn start(game: &RaceGame, seed: u64) -> RaceState {
    let mut on_path = Vec::with_capacity(game.players.len());
    let mut hand = Vec::with_capacity(game.players.len());
    for player in &game.players {
        let mut steps = vec![0u8; player.path.len()];
        for &s in &player.start {
            steps[usize::from(s)] += 1;
        }
        hand.push(player.pieces - player.start.len() as u8);
        on_path.push(steps);
    }
    let mut generator = seed;
    let throw = game.throws.throw(&mut generator);
    RaceState {
        on_path,
        hand,
        to_move: 0,
        throw,
        generator,
        ply: 0,
    }
}

/// Where a move lands: the step on the mover's path and whether it captures.
pub(super) struct Landing {
    pub to: u8,
    pub captures: bool,
}

impl RaceGame {
    /// Pieces of `player` standing on `point` and still racing (home pieces are out of play).
    fn racing_at(&self, state: &RaceState, player: usize, point: u16) -> u8 {
        let racer = &self.players[player];
        match racer.step_of[usize::from(point)] {
            Some(step) if step != racer.home() => state.on_path[player][usize::from(step)],
            _ => 0,
        }
    }

    /// True when a double of any side stands on `point` (it bars single pieces).
    fn double_on(&self, state: &RaceState, point: u16) -> bool {
        (0..self.players.len()).any(|q| self.racing_at(state, q, point) >= 2)
    }

    /// Where moving `pieces` pieces of the player to move from `from` (`None`: from the hand)
    /// with the current throw ends, or `None` when the rules forbid it.
    pub(super) fn landing(
        &self,
        state: &RaceState,
        from: Option<u8>,
        pieces: u8,
    ) -> Option<Landing> {
        let mover = usize::from(state.to_move);
        let racer = &self.players[mover];
        let home = racer.home();
        let throw = state.throw;
        // Steps the move passes over (exclusive) and the step it lands on.
        let (first_passed, mut to) = match from {
            None => (0u16, u16::from(throw) - 1),
            Some(step) => (u16::from(step) + 1, u16::from(step) + u16::from(throw)),
        };
        if to > u16::from(home) {
            if self.exact_finish {
                return None;
            }
            to = u16::from(home);
        }
        let to = to as u8;
        if self.stacking == Stacking::Doubles && pieces == 1 {
            let blocked = (first_passed..u16::from(to))
                .any(|s| self.double_on(state, racer.path[usize::from(s)]));
            if blocked {
                return None;
            }
        }
        if to == home {
            // Home is out of play: nothing there blocks or is captured.
            return Some(Landing {
                to,
                captures: false,
            });
        }
        let own = state.on_path[mover][usize::from(to)];
        let too_many = match self.stacking {
            Stacking::Free => false,
            Stacking::None => own > 0,
            Stacking::Doubles => own + pieces > 2,
        };
        if too_many {
            return None;
        }
        let point = racer.path[usize::from(to)];
        let mut captures = false;
        for q in (0..self.players.len()).filter(|&q| q != mover) {
            let there = self.racing_at(state, q, point);
            if there == 0 || !self.capture {
                continue;
            }
            if self.safe[usize::from(point)] {
                if self.share_safe {
                    continue;
                }
                return None;
            }
            if self.stacking == Stacking::Doubles && there >= 2 && pieces < 2 {
                return None;
            }
            captures = true;
        }
        Some(Landing { to, captures })
    }

    /// True when the current throw may bring a piece in from the hand.
    fn may_enter(&self, state: &RaceState) -> bool {
        state.hand[usize::from(state.to_move)] > 0
            && self
                .enter_on
                .as_ref()
                .map_or(true, |throws| throws.contains(&state.throw))
    }

    /// Who has won, if anyone: the first player with every piece home.
    fn winner(&self, state: &RaceState) -> Option<usize> {
        (0..self.players.len()).find(|&q| state.home_count(q as u8) == self.players[q].pieces)
    }
}

impl Game for RaceGame {
    type State = RaceState;
    type Move = RaceMove;

    fn board(&self) -> &Board {
        &self.board
    }

    fn players(&self) -> u8 {
        self.players.len() as u8
    }

    fn start(&self) -> RaceState {
        start(self, self.seed)
    }

    fn parse_position(&self, text: &str) -> Result<RaceState, NotationError> {
        notation::parse_position(self, text)
    }

    fn write_position(&self, state: &RaceState) -> String {
        notation::write_position(self, state)
    }

    fn to_move(&self, state: &RaceState) -> Player {
        Player(state.to_move)
    }

    fn throw(&self, state: &RaceState) -> Option<u8> {
        self.outcome(state).is_none().then_some(state.throw)
    }

    fn legal_moves(&self, state: &RaceState, out: &mut Vec<RaceMove>) {
        if self.outcome(state).is_some() {
            return;
        }
        let throw = state.throw;
        let before = out.len();
        if self.may_enter(state) && self.landing(state, None, 1).is_some() {
            out.push(RaceMove {
                throw,
                action: RaceAction::Enter,
            });
        }
        let mover = usize::from(state.to_move);
        let home = self.players[mover].home();
        for (step, &count) in state.on_path[mover].iter().enumerate() {
            let step = step as u8;
            if count == 0 || step == home {
                continue;
            }
            let most = if self.stacking == Stacking::Doubles {
                count.min(2)
            } else {
                1
            };
            for pieces in 1..=most {
                if self.landing(state, Some(step), pieces).is_some() {
                    out.push(RaceMove {
                        throw,
                        action: RaceAction::Advance { from: step, pieces },
                    });
                }
            }
        }
        if out.len() == before {
            out.push(RaceMove {
                throw,
                action: RaceAction::Pass,
            });
        }
    }

    fn play(&self, state: &mut RaceState, mv: RaceMove) {
        let mover = usize::from(state.to_move);
        let (from, pieces) = match mv.action {
            RaceAction::Enter => (None, 1),
            RaceAction::Advance { from, pieces } => (Some(from), pieces),
            RaceAction::Pass => (None, 0),
        };
        if pieces > 0 {
            if let Some(landing) = self.landing(state, from, pieces) {
                let point = self.players[mover].path[usize::from(landing.to)];
                if landing.captures {
                    for q in (0..self.players.len()).filter(|&q| q != mover) {
                        let there = self.racing_at(state, q, point);
                        if there > 0 {
                            let step = self.players[q].step_of[usize::from(point)]
                                .expect("a piece stands on its own path");
                            state.on_path[q][usize::from(step)] = 0;
                            state.hand[q] += there;
                        }
                    }
                }
                match from {
                    None => state.hand[mover] -= 1,
                    Some(step) => state.on_path[mover][usize::from(step)] -= pieces,
                }
                state.on_path[mover][usize::from(landing.to)] += pieces;
            }
        }
        let code = match mv.action {
            RaceAction::Enter => 1,
            RaceAction::Advance { from, pieces } => {
                2 | u64::from(from) << 8 | u64::from(pieces) << 16
            }
            RaceAction::Pass => 3,
        };
        stir(&mut state.generator, code | u64::from(mv.throw) << 24);
        if !self.extra_throws.contains(&mv.throw) {
            state.to_move = ((mover + 1) % self.players.len()) as u8;
        }
        state.throw = self.throws.throw(&mut state.generator);
        state.ply += 1;
    }

    fn outcome(&self, state: &RaceState) -> Option<Outcome> {
        if let Some(q) = self.winner(state) {
            let pieces = self.players[q].pieces;
            let rule = if pieces == 1 {
                "its piece reached home first".to_string()
            } else {
                format!("all {pieces} pieces home first")
            };
            return Some(Outcome {
                winner: Some(Player(q as u8)),
                rule,
                scores: Some(
                    (0..self.players.len())
                        .map(|p| i32::from(state.home_count(p as u8)))
                        .collect(),
                ),
            });
        }
        match self.move_limit {
            Some(limit) if state.ply >= limit => Some(Outcome {
                winner: None,
                rule: format!("move limit: {limit} plies"),
                scores: None,
            }),
            _ => None,
        }
    }

    fn move_name(&self, state: &RaceState, mv: RaceMove) -> String {
        notation::move_name(self, state, mv)
    }

    fn clicks(&self, state: &RaceState, mv: RaceMove) -> Vec<Click> {
        let mover = &self.players[usize::from(state.to_move)];
        let target = |from: Option<u8>, pieces: u8| {
            self.landing(state, from, pieces)
                .map(|l| Click::Point(mover.path[usize::from(l.to)]))
        };
        match mv.action {
            RaceAction::Pass => vec![Click::Pass],
            RaceAction::Enter => {
                let mut clicks = vec![Click::Hand("piece".into())];
                clicks.extend(target(None, 1));
                clicks
            }
            RaceAction::Advance { from, pieces } => {
                let mut clicks = vec![Click::Point(mover.path[usize::from(from)])];
                if pieces > 1 {
                    clicks.push(Click::Choice("double".into()));
                }
                clicks.extend(target(Some(from), pieces));
                clicks
            }
        }
    }

    fn view(&self, state: &RaceState) -> PositionView {
        let mut view = PositionView {
            to_move: self
                .outcome(state)
                .is_none()
                .then_some(Player(state.to_move)),
            ..PositionView::default()
        };
        for (q, racer) in self.players.iter().enumerate() {
            for (step, &count) in state.on_path[q].iter().enumerate() {
                if count == 0 {
                    continue;
                }
                let home = step == usize::from(racer.home());
                view.pieces.push(PieceView {
                    at: racer.path[step],
                    owner: Some(Player(q as u8)),
                    kind: if home { "home" } else { "piece" }.into(),
                    glyph: racer.glyph.clone(),
                    promoted: false,
                    height: count,
                });
            }
            if state.hand[q] > 0 {
                view.hands.push(HandView {
                    owner: Player(q as u8),
                    pieces: vec![(
                        "piece".into(),
                        racer.glyph.clone(),
                        u32::from(state.hand[q]),
                    )],
                });
            }
        }
        view
    }
}
