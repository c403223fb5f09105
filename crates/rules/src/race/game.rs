//! [`RaceGame`]'s [`Game`] contract: the start, whose turn it is, the legal moves, playing
//! one, the end of the game, move names, clicks and diagrams, from the family's rules
//! (`rules.rs`) and notation (`notation.rs`).

use super::notation;
use super::rules::start;
use super::throws::stir;
use super::{RaceAction, RaceGame, RaceMove, RaceState, Stacking};
use crate::game::Presentation;
use crate::game::{Click, Game, HandView, Outcome, PieceView, Player, PositionView};
use crate::phrase::Phrase;

impl Game for RaceGame {
    crate::game::game_basics!(RaceState, RaceMove, notation);

    fn players(&self) -> u8 {
        self.players.len() as u8
    }

    fn start(&self) -> RaceState {
        start(self, self.seed)
    }

    fn throw(&self, state: &RaceState) -> Option<u8> {
        self.outcome(state).is_none().then_some(state.throw)
    }

    fn redraw_chance(&self, state: &mut RaceState, seed: u64) {
        state.generator = seed;
        state.throw = self.throws.throw(&mut state.generator);
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
                Phrase::new("board-rule-race-home-one")
            } else {
                Phrase::new("board-rule-race-home-many").with("pieces", pieces)
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
                rule: Phrase::new("board-rule-move-limit").with("limit", limit),
                scores: None,
            }),
            _ => None,
        }
    }

    fn move_name(&self, state: &RaceState, mv: RaceMove) -> String {
        notation::move_name(self, state, mv)
    }
}

impl Presentation for RaceGame {
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
        let mut view = crate::game::turn_view(self, state);
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
