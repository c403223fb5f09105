//! Playing a go-family game: legal moves, playing them, the end of the game and its result.

use super::groups::Marks;
use super::spec::{Goal, Ko, Play};
use super::{stone, GoGame, GoMove, GoState, EMPTY, NEUTRAL};
use crate::board::PointId;
use crate::game::{Outcome, Player};
use crate::phrase::Phrase;

impl GoGame {
    /// Whether the stones left to place allow `mover` a placement.
    fn has_supply(&self, state: &GoState, mover: u8) -> bool {
        match (self.supply, self.shared) {
            (None, _) => true,
            (Some(_), true) => state.supply[0] > 0,
            (Some(_), false) => state.supply[usize::from(mover)] > 0,
        }
    }

    /// Appends the moves other than passing.
    pub(super) fn board_moves(&self, state: &GoState, out: &mut Vec<GoMove>) {
        let mover = state.to_move;
        let mut marks = Marks::new(state.cells.len());
        match self.play {
            Play::Place => {
                if !self.has_supply(state, mover) {
                    return;
                }
                for (i, &cell) in state.cells.iter().enumerate() {
                    let p = i as PointId;
                    if cell != EMPTY || state.closed.contains(&p) {
                        continue;
                    }
                    if self.shared
                        || self.suicide
                        || self.placement_lives(&state.cells, p, mover, &mut marks)
                    {
                        out.push(GoMove::Place(p));
                    }
                }
            }
            Play::Step => {
                let mut cells = state.cells.clone();
                for (i, &cell) in state.cells.iter().enumerate() {
                    if cell != stone(mover) {
                        continue;
                    }
                    let from = i as PointId;
                    for &to in self.neighbours(from) {
                        if cells[usize::from(to)] != EMPTY || state.closed.contains(&to) {
                            continue;
                        }
                        cells[i] = EMPTY;
                        if self.suicide || self.placement_lives(&cells, to, mover, &mut marks) {
                            out.push(GoMove::Step(from, to));
                        }
                        cells[i] = cell;
                    }
                }
            }
        }
    }

    /// Whether the game has ended without looking at the moves left.
    /// The `board-rule-*` id of the rule that ended it.
    pub(super) fn over_by_counters(&self, state: &GoState) -> Option<&'static str> {
        if self.goal == Goal::FirstCapture && state.taken.iter().any(|&t| t > 0) {
            return Some("board-rule-first-capture");
        }
        if state.passes >= 2 {
            return Some("board-rule-both-passed");
        }
        if self.supply.is_some() && self.play == Play::Place {
            let left = if self.shared {
                state.supply[0]
            } else {
                state.supply[0] + state.supply[1]
            };
            if left == 0 {
                return Some("board-rule-all-placed");
            }
        }
        if self.move_limit.is_some_and(|limit| state.ply >= limit) {
            return Some("board-rule-move-limit-reached");
        }
        None
    }

    /// The result by the count once the game ended by rule `rule` (a `board-rule-*` id).
    pub(super) fn result(&self, state: &GoState, rule: &str) -> Outcome {
        let scores = self.scores(state);
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(Player(0)),
            std::cmp::Ordering::Less => Some(Player(1)),
            std::cmp::Ordering::Equal => None,
        };
        let counted = match self.goal {
            Goal::Area => Some("board-rule-area-count"),
            Goal::Captures => Some("board-rule-more-taken"),
            Goal::FirstCapture if winner.is_some() => None,
            Goal::FirstCapture => Some("board-rule-none-taken"),
        };
        let rule = match counted {
            None => Phrase::new(rule),
            Some(counted) => Phrase::new("board-rule-counted")
                .with("rule", Phrase::new(rule))
                .with("counted", Phrase::new(counted)),
        };
        Outcome {
            winner,
            rule,
            scores: Some(scores.to_vec()),
        }
    }

    /// Plays a stone arriving on `to` for `mover` and takes what it closes in.
    pub(super) fn settle(&self, state: &mut GoState, to: PointId, mover: u8) {
        let mut marks = Marks::new(state.cells.len());
        let mut removed = Vec::new();
        let target = if self.shared {
            NEUTRAL
        } else {
            stone(mover ^ 1)
        };
        self.take_around(&mut state.cells, to, target, &mut marks, &mut removed);
        let credit = &mut state.taken[usize::from(mover)];
        *credit = credit.saturating_add(removed.len() as u16);
        let took = removed.len();
        if !self.shared && !self.breathes(&state.cells, to, None, &mut marks) {
            let first = removed.len();
            self.remove_group(&mut state.cells, to, &mut removed);
            let lost = &mut state.taken[usize::from(mover ^ 1)];
            *lost = lost.saturating_add((removed.len() - first) as u16);
        }
        state.closed.clear();
        match self.ko {
            Ko::None => {}
            Ko::Tibetan => state.closed.extend_from_slice(&removed[..took]),
            Ko::Simple => {
                let lone = self
                    .neighbours(to)
                    .iter()
                    .all(|&q| state.cells[usize::from(q)] != state.cells[usize::from(to)]);
                let liberties = self
                    .neighbours(to)
                    .iter()
                    .filter(|&&q| state.cells[usize::from(q)] == EMPTY)
                    .count();
                if took == 1 && removed.len() == 1 && lone && liberties == 1 && !self.shared {
                    state.closed.push(removed[0]);
                }
            }
        }
    }
}
