//! [`GoGame`]'s [`Game`] contract: the start, whose turn it is, the legal moves, playing
//! one, the end of the game, move names, clicks and diagrams, from the family's rules
//! (`rules.rs`) and notation (`notation.rs`).

use super::spec::Pass;
use super::{stone, GoGame, GoMove, GoState, EMPTY, NEUTRAL, SHARED};
use crate::board::PointId;
use crate::game::Presentation;
use crate::game::{Click, Game, Outcome, PieceView, Player, PositionView};

impl Game for GoGame {
    crate::game::game_basics!(GoState, GoMove, Self::read_position, Self::position_text);

    fn start(&self) -> GoState {
        let supply = self.supply.unwrap_or(0);
        GoState {
            cells: self.start_cells.clone(),
            to_move: 0,
            taken: [0, 0],
            supply: if self.shared {
                [supply, 0]
            } else {
                [supply, supply]
            },
            passes: 0,
            closed: Vec::new(),
            ply: 0,
        }
    }

    fn legal_moves(&self, state: &GoState, out: &mut Vec<GoMove>) {
        if self.over_by_counters(state).is_some() {
            return;
        }
        let before = out.len();
        self.board_moves(state, out);
        let blocked = out.len() == before;
        if self.pass == Pass::Always || (self.pass == Pass::WhenBlocked && blocked) {
            out.push(GoMove::Pass);
        }
    }

    fn play(&self, state: &mut GoState, mv: GoMove) {
        let mover = state.to_move;
        match mv {
            GoMove::Pass => {
                state.passes += 1;
                state.closed.clear();
            }
            GoMove::Place(p) => {
                state.cells[usize::from(p)] = if self.shared { SHARED } else { stone(mover) };
                if self.supply.is_some() {
                    let pool = if self.shared { 0 } else { usize::from(mover) };
                    state.supply[pool] = state.supply[pool].saturating_sub(1);
                }
                state.passes = 0;
                self.settle(state, p, mover);
            }
            GoMove::Step(from, to) => {
                state.cells[usize::from(from)] = EMPTY;
                state.cells[usize::from(to)] = stone(mover);
                state.passes = 0;
                self.settle(state, to, mover);
            }
        }
        state.ply += 1;
        state.to_move ^= 1;
    }

    fn outcome(&self, state: &GoState) -> Option<Outcome> {
        if let Some(rule) = self.over_by_counters(state) {
            return Some(self.result(state, rule));
        }
        if self.pass == Pass::Never {
            let mut moves = Vec::new();
            self.board_moves(state, &mut moves);
            if moves.is_empty() {
                return Some(self.result(state, "board-rule-no-move-left"));
            }
        }
        None
    }

    fn move_name(&self, _state: &GoState, mv: GoMove) -> String {
        let label = |p: PointId| self.board.point(p).label.as_str();
        match mv {
            GoMove::Place(p) => label(p).to_string(),
            GoMove::Step(from, to) => format!("{}-{}", label(from), label(to)),
            GoMove::Pass => "pass".to_string(),
        }
    }
}

impl Presentation for GoGame {
    fn clicks(&self, _state: &GoState, mv: GoMove) -> Vec<Click> {
        match mv {
            GoMove::Place(p) => vec![Click::Point(p)],
            GoMove::Step(from, to) => vec![Click::Point(from), Click::Point(to)],
            GoMove::Pass => vec![Click::Pass],
        }
    }

    fn view(&self, state: &GoState) -> PositionView {
        let pieces = state
            .cells
            .iter()
            .enumerate()
            .filter(|(_, &cell)| cell != EMPTY)
            .map(|(i, &cell)| {
                let (owner, kind, glyph) = match cell {
                    NEUTRAL => (None, "neutral", self.neutral_glyph.as_str()),
                    SHARED => (None, "shared", self.shared_glyph.as_str()),
                    _ => (Some(Player(cell - 1)), "stone", ""),
                };
                PieceView {
                    at: i as PointId,
                    owner,
                    kind: kind.to_string(),
                    glyph: glyph.to_string(),
                    promoted: false,
                    height: 1,
                }
            })
            .collect();
        PositionView {
            pieces,
            ..crate::game::turn_view(self, state)
        }
    }
}
