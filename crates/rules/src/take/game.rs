//! [`TakeGame`]'s [`Game`] contract: the start, whose turn it is, the legal moves, playing
//! one, the end of the game, move names, clicks and diagrams, from the family's rules
//! (`rules.rs`) and notation (`notation.rs`).

use super::notation;
use super::rules::start;
use super::{LastPiece, Stuck, TakeGame, TakeMove, TakeState};
use crate::game::Presentation;
use crate::game::{Click, Game, Outcome, PieceView, Player, PositionView};
use crate::phrase::Phrase;

impl Game for TakeGame {
    crate::game::game_basics!(TakeState, TakeMove, notation);

    fn start(&self) -> TakeState {
        start(self, self.seed)
    }

    fn legal_moves(&self, state: &TakeState, out: &mut Vec<TakeMove>) {
        if self.outcome(state).is_some() {
            return;
        }
        let before = out.len();
        self.takings(state, state.die, out);
        if out.len() == before {
            out.push(TakeMove {
                taken: 0,
                ends: (0, 0),
            });
        }
    }

    fn play(&self, state: &mut TakeState, mv: TakeMove) {
        state.occupied &= !mv.taken;
        state.second &= !mv.taken;
        state.passed = mv.taken == 0;
        state.to_move = 1 - state.to_move;
        self.throw(state, mv.taken | 1 << 63);
    }

    fn outcome(&self, state: &TakeState) -> Option<Outcome> {
        let mover = state.to_move;
        if state.occupied == 0 {
            let (winner, rule) = match self.last_piece {
                LastPiece::Wins => (1 - mover, "board-rule-took-last"),
                LastPiece::Loses => (mover, "board-rule-took-last-misere"),
            };
            return Some(Outcome {
                winner: Some(Player(winner)),
                rule: Phrase::new(rule),
                scores: None,
            });
        }
        match self.stuck {
            Stuck::Lose if self.no_throw_allows(state) => Some(Outcome {
                winner: Some(Player(1 - mover)),
                rule: Phrase::new("board-rule-cannot-take"),
                scores: None,
            }),
            Stuck::Pass if state.passed && self.no_throw_allows(state) => Some(Outcome {
                winner: None,
                rule: Phrase::new("board-rule-neither-can-take"),
                scores: None,
            }),
            _ => None,
        }
    }

    fn move_name(&self, _state: &TakeState, mv: TakeMove) -> String {
        notation::move_name(self, mv)
    }
}

impl Presentation for TakeGame {
    fn clicks(&self, _state: &TakeState, mv: TakeMove) -> Vec<Click> {
        match mv.ends {
            _ if mv.taken == 0 => vec![Click::Pass],
            // A lone piece is clicked twice, so that it is not a prefix of the runs it starts.
            (a, b) if a == b => vec![Click::Point(a), Click::Point(a)],
            (a, b) => vec![Click::Point(a), Click::Point(b)],
        }
    }

    fn view(&self, state: &TakeState) -> PositionView {
        let mut view = crate::game::turn_view(self, state);
        for p in (0..self.board.len()).filter(|&p| state.occupied >> p & 1 == 1) {
            let colour = (state.second >> p & 1) as u8;
            let (name, glyph) = &self.players[usize::from(colour)];
            view.pieces.push(PieceView {
                at: p as u16,
                owner: Some(Player(colour)),
                kind: name.to_lowercase(),
                glyph: glyph.clone(),
                promoted: false,
                height: 1,
            });
        }
        view
    }
}
