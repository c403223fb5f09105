//! Outcomes decided by the position itself: the goals of a [`FolkGame`] (reach, connect,
//! capture all, lone pieces, move and quiet limits) checked after every move.

use super::state::{stone, FolkState, EMPTY, NO_CHAIN, SHARED};
use super::FolkGame;
use crate::board::{Board, PointId};
use crate::game::{Outcome, Player};
use crate::phrase::{Arg, Phrase};

impl FolkGame {
    /// The result decided by the position itself (everything but "cannot move").
    pub(super) fn decided(&self, s: &FolkState) -> Option<Outcome> {
        let names = [self.player_name(0), self.player_name(1)];
        let win = |p: u8, id: &str| {
            Some(Outcome {
                winner: Some(Player(p)),
                rule: Phrase::new(id).with("player", Arg::Player(names[usize::from(p)].into())),
                scores: None,
            })
        };
        let draw = |rule: Phrase| {
            Some(Outcome {
                winner: None,
                rule,
                scores: None,
            })
        };
        if let Some(boxes) = &self.boxes {
            return boxes.outcome(s, names);
        }
        if let Some(outcome) = self.row_outcome(s) {
            return Some(outcome);
        }
        if let Some(outcome) = self.ending(s) {
            return Some(outcome);
        }
        if let Some((player, region)) = &self.goals.reach {
            let reached = |code: u8| {
                (0..s.cells.len()).any(|p| region[p] && s.cells[p] == code && code != EMPTY)
            };
            match player {
                Some(p) if reached(stone(*p)) => {
                    return win(*p, "board-rule-reached-goal");
                }
                None if s.last_mover < 2 && (reached(SHARED) || reached(stone(s.last_mover))) => {
                    let p = s.last_mover;
                    return win(p, "board-rule-moved-onto-goal");
                }
                _ => {}
            }
        }
        if !self.goals.connect.is_empty() {
            for p in 0..2u8 {
                if connects(self, s, p) {
                    return win(p, "board-rule-connected-all-sides");
                }
            }
        }
        if let Some(outcome) = self.moves_decided(s) {
            return Some(outcome);
        }
        if let Some(outcome) = self.enclosure_outcome(s) {
            return Some(outcome);
        }
        let placing = s.hand.iter().any(|&h| h > 0);
        if self.goals.capture_all && !placing {
            for p in 0..2u8 {
                if s.count(p) == 0 && s.hand[usize::from(p)] == 0 {
                    return Some(Outcome {
                        winner: Some(Player(p ^ 1)),
                        rule: Phrase::new("board-rule-captured-all")
                            .with("player", Arg::Player(names[usize::from(p ^ 1)].into()))
                            .with("other", Arg::Player(names[usize::from(p)].into())),
                        scores: None,
                    });
                }
            }
        }
        let settled = s.remove == 0 && s.chain == NO_CHAIN && s.credit == [0, 0];
        if self.goals.lone_pieces_draw && !placing && settled && s.count(0) == 1 && s.count(1) == 1
        {
            return draw(Phrase::new("board-rule-lone-pieces"));
        }
        if let Some(outcome) = self.neither_moves_outcome(s) {
            return Some(outcome);
        }
        if let Some(limit) = self.goals.move_limit {
            if s.ply >= limit {
                return Some(self.limit_outcome(s, limit));
            }
        }
        if let Some(limit) = self.goals.quiet_limit {
            if s.quiet >= limit {
                return draw(Phrase::new("board-rule-quiet-limit").with("limit", limit));
            }
        }
        None
    }
}

/// True when `player` has a connected group touching every region of the connection goal.
pub(super) fn connects(game: &FolkGame, s: &FolkState, player: u8) -> bool {
    let goals = &game.goals.connect;
    if goals.is_empty() {
        return false;
    }
    let board: &Board = &game.board;
    let code = stone(player);
    let mut seen = vec![false; board.len()];
    for start in 0..board.len() {
        if seen[start] || s.cells[start] != code {
            continue;
        }
        let mut touched = vec![false; goals.len()];
        let mut stack = vec![start as PointId];
        seen[start] = true;
        while let Some(p) = stack.pop() {
            for (g, region) in goals.iter().enumerate() {
                touched[g] |= region[usize::from(p)];
            }
            for d in 0..board.directions().len() {
                if let Some(q) = board.step_along_line(p, d) {
                    if !seen[usize::from(q)] && s.cells[usize::from(q)] == code {
                        seen[usize::from(q)] = true;
                        stack.push(q);
                    }
                }
            }
        }
        if touched.iter().all(|&t| t) {
            return true;
        }
    }
    false
}
