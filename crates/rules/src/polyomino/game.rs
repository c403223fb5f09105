//! [`PolyominoGame`]'s [`Game`] contract: the start, whose turn it is, the legal moves, playing
//! one, the end of the game, move names, clicks and diagrams, from the family's rules
//! (`rules.rs`) and notation (`notation.rs`).

use super::notation;
use super::{AfterPlacing, PolyominoGame, PolyominoMove, PolyominoState};
use crate::game::Presentation;
use crate::game::{Click, Game, HandView, Outcome, PieceView, Player, PositionView};
use crate::phrase::Phrase;

impl Game for PolyominoGame {
    crate::game::game_basics!(PolyominoState, PolyominoMove, notation);

    fn start(&self) -> PolyominoState {
        self.empty()
    }

    fn legal_moves(&self, state: &PolyominoState, out: &mut Vec<PolyominoMove>) {
        // A player without a move has lost, and lists none; so only the move limit, the one
        // other end of a game, needs checking first.
        if self.move_limit_reached(state).is_none() {
            self.moves(state, out);
        }
    }

    fn play(&self, state: &mut PolyominoState, mv: PolyominoMove) {
        let mover = state.to_move;
        match mv {
            PolyominoMove::Place(at) => {
                state.pieces.push((mover, at));
                state.covered |= self.masks[at as usize];
                state.hand[usize::from(mover)] -= 1;
            }
            PolyominoMove::Slide { piece, to } => {
                let slot = &mut state.pieces[usize::from(piece)];
                state.covered &= !self.masks[slot.1 as usize];
                state.covered |= self.masks[to as usize];
                slot.1 = to;
            }
        }
        state.to_move = 1 - mover;
        state.ply += 1;
    }

    fn outcome(&self, state: &PolyominoState) -> Option<Outcome> {
        if let Some(limit) = self.move_limit_reached(state) {
            return Some(Outcome {
                winner: None,
                rule: Phrase::new("board-rule-move-limit").with("limit", limit),
                scores: None,
            });
        }
        if self.has_move(state) {
            return None;
        }
        let mover = usize::from(state.to_move);
        let rule = if state.hand[mover] > 0 {
            "board-rule-cannot-place"
        } else if self.then == AfterPlacing::Slide {
            "board-rule-cannot-slide"
        } else {
            "board-rule-no-piece-left"
        };
        Some(Outcome {
            winner: Some(Player(1 - state.to_move)),
            rule: Phrase::new(rule),
            scores: None,
        })
    }

    fn move_name(&self, state: &PolyominoState, mv: PolyominoMove) -> String {
        notation::move_name(self, state, mv)
    }
}

impl Presentation for PolyominoGame {
    fn clicks(&self, state: &PolyominoState, mv: PolyominoMove) -> Vec<Click> {
        match mv {
            PolyominoMove::Place(at) => self.placements[at as usize]
                .iter()
                .map(|&p| Click::Point(p))
                .collect(),
            PolyominoMove::Slide { piece, to } => {
                // A slid piece keeps its orientation, so its first point moves by the same step.
                let from = state.pieces[usize::from(piece)].1;
                vec![
                    Click::Point(self.anchor(from)),
                    Click::Point(self.anchor(to)),
                ]
            }
        }
    }

    fn view(&self, state: &PolyominoState) -> PositionView {
        let mut view = crate::game::turn_view(self, state);
        for &(owner, at) in &state.pieces {
            let glyph = &self.players[usize::from(owner)].1;
            for &p in &self.placements[at as usize] {
                view.pieces.push(PieceView {
                    at: p,
                    owner: Some(Player(owner)),
                    kind: "piece".into(),
                    glyph: glyph.clone(),
                    promoted: false,
                    height: 1,
                });
            }
        }
        for (q, (_, glyph, _)) in self.players.iter().enumerate() {
            if state.hand[q] > 0 {
                view.hands.push(HandView {
                    owner: Player(q as u8),
                    pieces: vec![("piece".into(), glyph.clone(), u32::from(state.hand[q]))],
                });
            }
        }
        view
    }
}
