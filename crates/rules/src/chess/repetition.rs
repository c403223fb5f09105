//! Rules that look back over the game: n-fold repetition (with the loss for perpetual check
//! and perpetual chase) and the n-move rule. They read the position's
//! [`History`](super::position::History), which [`ChessGame`](super::ChessGame)'s moves keep,
//! and judge as Fairy-Stockfish does.

use super::position::{Position, Seen, Step};
use super::rules::win;
use super::variant::Variant;
use super::ChessGame;
use crate::game::Outcome;
use crate::phrase::Phrase;

impl Variant {
    /// Whether the repetition or move-limit rules need the history kept.
    pub fn keeps_history(&self) -> bool {
        self.repetition.is_some() || self.move_limit.is_some()
    }

    /// The result the history gives: the move limit reached (unless the side to move is
    /// checkmated), then a position standing for the n-th time. `None` when play goes on or
    /// when the history is not this position's.
    pub fn history_end(&self, pos: &Position) -> Option<Outcome> {
        let seen = &pos.history.0;
        let current = *seen.last()?;
        if current.ply != pos.flags.plies {
            return None;
        }
        if let Some((moves, checks_extend)) = self.move_limit {
            let extension = if checks_extend && pos.flags.plies >= 20 {
                check_extension(seen)
            } else {
                0
            };
            let reached = u32::from(pos.flags.halfmove) >= 2 * moves + extension;
            if reached && (!current.check || self.has_legal_move(&mut pos.clone())) {
                let rule = Phrase::new("board-rule-move-limit-moves").with("moves", moves);
                return Some(self.scored_or_drawn(pos, rule));
            }
        }
        let (times, perpetual_check_loses) = self.repetition?;
        let (checked_us, checked_them, back) = repeated_cycle(seen, times)?;
        let us = usize::from(pos.flags.side);
        let rule = repetition(times);
        let with = |id: &str| Phrase::new(id).with("rule", rule.clone());
        if perpetual_check_loses && (checked_us || checked_them) {
            if checked_us != checked_them {
                let checker = if checked_us { 1 - us } else { us };
                return Some(win(1 - checker, with("board-rule-perpetual-check")));
            }
            return Some(self.scored_or_drawn(pos, rule));
        }
        match self.chasers(pos, back) {
            (true, false) => Some(win(us, with("board-rule-perpetual-chase"))),
            (false, true) => Some(win(1 - us, with("board-rule-perpetual-chase"))),
            (true, true) => Some(self.scored_or_drawn(pos, with("board-rule-both-chasing"))),
            (false, false) => Some(self.scored_or_drawn(pos, rule)),
        }
    }
}

/// Xiangqi's extension in plies: twice the checks beyond ten given by the side that gave more
/// checks in the positions since the last irreversible move.
fn check_extension(seen: &[Seen]) -> u32 {
    let n = seen.len();
    let count = |offset: usize| {
        (0..n.saturating_sub(1))
            .step_by(2)
            .filter(|&back| back + offset < n && seen[n - 1 - back - offset].check)
            .count() as u32
    };
    let (given_by_them, given_by_us) = (count(0), count(1));
    2 * given_by_them.max(given_by_us).saturating_sub(10)
}

/// When the current (last) position stands for the `times`-th time: whether the side to move
/// stood in check in every position of the cycle it had the move in, whether the other side
/// did in every position it had the move in, and how many plies back the cycle starts.
fn repeated_cycle(seen: &[Seen], times: u32) -> Option<(bool, bool, usize)> {
    let n = seen.len();
    let current = seen[n - 1];
    if n < 5 {
        return None;
    }
    let mut checked_us = current.check && seen[n - 3].check;
    let mut checked_them = seen[n - 2].check && seen[n - 4].check;
    let mut count = 1;
    for back in (4..n).step_by(2) {
        let earlier = seen[n - 1 - back];
        checked_us &= earlier.check;
        if earlier.key == current.key {
            count += 1;
            if count >= times {
                return Some((checked_us, checked_them, back));
            }
        }
        if back + 1 < n {
            checked_them &= seen[n - 2 - back].check;
        }
    }
    None
}

/// The repetition rule for a position standing for the `times`-th time: the ordinal chosen
/// here, as the board's messages hold no plural or ordinal selector.
fn repetition(times: u32) -> Phrase {
    let id = match times {
        2 => "board-rule-repetition-second",
        3 => "board-rule-repetition-third",
        4 => "board-rule-repetition-fourth",
        _ => "board-rule-repetition-nth",
    };
    Phrase::new(id).with("times", times)
}

impl ChessGame {
    /// Adds the position just reached to its history: after an irreversible move (in games
    /// without drops) the history starts again from it.
    pub(super) fn remember(&self, pos: &mut Position, step: Option<Step>) {
        let v = self.variant();
        if !v.keeps_history() {
            return;
        }
        let stale = pos
            .history
            .0
            .last()
            .is_some_and(|last| last.ply.wrapping_add(1) != pos.flags.plies);
        if stale || (pos.flags.halfmove == 0 && !v.drops) {
            pos.history.0.clear();
        }
        let seen = Seen {
            key: self.keys().position_key(pos),
            check: v.in_check(pos, usize::from(pos.flags.side)),
            ply: pos.flags.plies,
            step,
        };
        pos.history.0.push(seen);
    }

    /// Starts a position's history with itself.
    pub(super) fn begin_history(&self, pos: &mut Position) {
        pos.history.0.clear();
        if self.variant().keeps_history() {
            pos.history.0.push(Seen {
                key: self.keys().position_key(pos),
                check: self.variant().in_check(pos, usize::from(pos.flags.side)),
                ply: pos.flags.plies,
                step: None,
            });
        }
    }
}
