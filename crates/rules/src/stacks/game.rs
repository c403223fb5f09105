//! [`StacksGame`]'s [`Game`] contract: the start, whose turn it is, the legal moves, playing
//! one, the end of the game, move names, clicks and diagrams, from the family's rules
//! (`rules.rs`) and notation (`notation.rs`).

use super::notation;
use super::{Goal, Lift, MoveRule, Pile, StacksAction, StacksGame, StacksMove, StacksState};
use crate::board::PointId;
use crate::game::Presentation;
use crate::game::{Click, Game, Outcome, Player, PositionView};
use crate::phrase::{Arg, Phrase};

impl Game for StacksGame {
    crate::game::game_basics!(StacksState, StacksMove, notation);

    fn start(&self) -> StacksState {
        self.start.clone()
    }

    fn legal_moves(&self, state: &StacksState, out: &mut Vec<StacksMove>) {
        if self.delivery_winner(state).is_some() || self.limit_reached(state) {
            return;
        }
        let first = out.len();
        if let (Some(pool), true) = (&self.pool, state.pool > 0) {
            for to in 0..self.board.len() as PointId {
                if pool.not_on[usize::from(to)] {
                    continue;
                }
                for count in 1..=state.pool {
                    out.push(StacksMove {
                        action: StacksAction::Place,
                        from: to,
                        to,
                        count,
                    });
                }
            }
        } else {
            for rule in &self.moves {
                self.rule_moves(state, rule, out);
            }
        }
        if out.len() == first && matches!(self.goal, Goal::Deliveries { .. }) {
            out.push(StacksMove {
                action: StacksAction::Pass,
                from: 0,
                to: 0,
                count: 0,
            });
        }
    }

    fn play(&self, state: &mut StacksState, mv: StacksMove) {
        let mover = usize::from(state.to_move);
        let (from, to) = (usize::from(mv.from), usize::from(mv.to));
        let mut next_player = true;
        match mv.action {
            StacksAction::Place => {
                let kind = self.pool.as_ref().map_or(0, |p| p.kind);
                (0..mv.count).for_each(|_| state.piles[to].push(kind));
                state.pool -= mv.count;
                let same = self.pool.as_ref().is_some_and(|p| p.same_player);
                next_player = !(state.pool == 0 && same);
            }
            StacksAction::Lift => {
                let lifted = state.piles[from].lift(mv.count);
                state.piles[to].put_on(lifted);
            }
            StacksAction::Walk => {
                let walker = state.piles[from].take_bottom();
                let mut pile = Pile::default();
                pile.push(walker);
                pile.put_on(state.piles[to]);
                state.carrying[mover] = pile.height() > 1;
                state.piles[to] = pile;
            }
            StacksAction::Step | StacksAction::StepAndUnload => {
                state.piles[to] = std::mem::take(&mut state.piles[from]);
                if mv.action == StacksAction::StepAndUnload {
                    state.carrying[mover] = false;
                    state.delivered[mover] += 1;
                }
            }
            StacksAction::Pass => {}
        }
        if next_player {
            state.to_move ^= 1;
        }
        if self.move_limit.is_some() {
            state.ply += 1;
        }
    }

    fn outcome(&self, state: &StacksState) -> Option<Outcome> {
        if let Some(winner) = self.delivery_winner(state) {
            return Some(Outcome {
                winner: Some(Player(winner)),
                rule: Phrase::new("board-rule-delivered")
                    .with(
                        "player",
                        Arg::Player(self.names[usize::from(winner)].clone()),
                    )
                    .with("loads", state.delivered[usize::from(winner)]),
                scores: None,
            });
        }
        if self.limit_reached(state) {
            return Some(Outcome {
                winner: None,
                rule: Phrase::new("board-rule-move-limit").with("limit", state.ply),
                scores: None,
            });
        }
        let Goal::LastMove { last_mover_wins } = self.goal else {
            return None;
        };
        let mut moves = Vec::new();
        self.legal_moves(state, &mut moves);
        if !moves.is_empty() {
            return None;
        }
        let stuck = state.to_move;
        let winner = if last_mover_wins { stuck ^ 1 } else { stuck };
        let rule = if last_mover_wins {
            "board-rule-last-mover-wins"
        } else {
            "board-rule-last-mover-loses"
        };
        Some(Outcome {
            winner: Some(Player(winner)),
            rule: Phrase::new(rule),
            scores: None,
        })
    }

    fn move_name(&self, state: &StacksState, mv: StacksMove) -> String {
        super::notation::move_name(self, state, mv)
    }
}

impl Presentation for StacksGame {
    fn clicks(&self, state: &StacksState, mv: StacksMove) -> Vec<Click> {
        let point = Click::Point;
        match mv.action {
            StacksAction::Pass => vec![Click::Pass],
            StacksAction::Place => {
                let kind = self.pool.as_ref().map_or(0, |p| p.kind);
                let mut clicks = vec![
                    Click::Hand(self.kinds[usize::from(kind)].id.clone()),
                    point(mv.to),
                ];
                if state.pool > 1 {
                    clicks.push(Click::Choice(mv.count.to_string()));
                }
                clicks
            }
            StacksAction::Lift => {
                let mut clicks = vec![point(mv.from), point(mv.to)];
                if self.moves.iter().any(|r| {
                    matches!(
                        r,
                        MoveRule::Jump {
                            lift: Lift::Top,
                            ..
                        } | MoveRule::Slide {
                            lift: Lift::Top,
                            ..
                        }
                    )
                }) && state.pile(mv.from).height() > 1
                {
                    clicks.push(Click::Choice(mv.count.to_string()));
                }
                clicks
            }
            StacksAction::Walk => vec![point(mv.from), point(mv.to)],
            StacksAction::Step | StacksAction::StepAndUnload => {
                let mut clicks = vec![point(mv.from), point(mv.to)];
                let may_unload = self.moves.iter().any(|r| matches!(r, MoveRule::CarryStep { unload_in, .. } if unload_in[usize::from(mv.to)]));
                if may_unload {
                    let word = if mv.action == StacksAction::Step {
                        "keep"
                    } else {
                        "unload"
                    };
                    clicks.push(Click::Choice(word.into()));
                }
                clicks
            }
        }
    }

    fn view(&self, state: &StacksState) -> PositionView {
        let mut view = PositionView::default();
        for (p, pile) in state.piles.iter().enumerate() {
            let Some(top) = pile.top() else {
                continue;
            };
            let top = &self.kinds[usize::from(top)];
            let owner = (0..pile.height())
                .rev()
                .find_map(|l| self.kinds[usize::from(pile.kind_at(l))].owner);
            view.pieces.push(crate::game::PieceView {
                at: p as PointId,
                owner: owner.map(Player),
                kind: top.id.clone(),
                glyph: top.glyph.clone(),
                promoted: false,
                height: pile.height(),
            });
        }
        if let (Some(pool), true) = (&self.pool, state.pool > 0) {
            let kind = &self.kinds[usize::from(pool.kind)];
            view.hands.push(crate::game::HandView {
                owner: Player(state.to_move),
                pieces: vec![(kind.id.clone(), kind.glyph.clone(), u32::from(state.pool))],
            });
        }
        if self.outcome(state).is_none() {
            view.to_move = Some(Player(state.to_move));
        }
        view
    }
}
