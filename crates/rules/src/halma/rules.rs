//! Move generation, playing a move, turn order and outcomes of a [`HalmaGame`]; `game.rs`
//! builds the [`Game`](crate::game::Game) contract on them.

use super::{
    stone, HalmaAction, HalmaGame, HalmaMove, HalmaState, LeapOver, TurnPart, EMPTY, SHARED,
};
use crate::board::PointId;
use crate::game::{Outcome, Player};
use crate::phrase::{Arg, Phrase};

fn bit(p: PointId) -> u64 {
    1u64 << (p & 63)
}

fn mv(action: HalmaAction, from: PointId, to: PointId, extra: PointId) -> HalmaMove {
    HalmaMove {
        action,
        from,
        to,
        extra,
    }
}

impl HalmaGame {
    pub(super) fn setting_out(&self, s: &HalmaState) -> bool {
        s.hand[usize::from(s.to_move)].iter().any(|&n| n > 0)
    }

    /// True when the piece on `from` may leap the piece on `over`.
    fn may_leap(&self, s: &HalmaState, from: PointId, over: PointId) -> bool {
        self.may_leap_as(s, from, s.cells[usize::from(from)], s.to_move, over)
    }

    /// True when a piece coded `mover` of the kind on `kind_at`, played by `player`, may leap
    /// the piece on `over`.
    pub(super) fn may_leap_as(
        &self,
        s: &HalmaState,
        kind_at: PointId,
        mover: u8,
        player: u8,
        over: PointId,
    ) -> bool {
        let leapt = s.cells[usize::from(over)];
        let rules = if mover == SHARED {
            &self.shared_leaps
        } else {
            &self.leaps
        };
        let rule = match leapt {
            EMPTY => return false,
            SHARED => rules.shared,
            c if c == stone(player) => rules.own,
            _ => rules.enemy,
        };
        let same = s.kinds[usize::from(kind_at)] == s.kinds[usize::from(over)];
        match rule {
            LeapOver::Any => true,
            LeapOver::SameKind => same,
            LeapOver::OtherKind => !same,
            LeapOver::None => false,
        }
    }

    /// Leaps of the piece on `from` onto points not yet visited in this move.
    fn leaps_from(&self, s: &HalmaState, from: PointId, out: &mut Vec<HalmaMove>) {
        for d in 0..self.board.directions().len() {
            let Some(over) = self.board.step_along_line(from, d) else {
                continue;
            };
            let Some(to) = self.board.step_along_line(over, d) else {
                continue;
            };
            if s.cells[usize::from(to)] == EMPTY
                && s.visited & bit(to) == 0
                && self.may_leap(s, from, over)
            {
                out.push(mv(HalmaAction::Leap, from, to, 0));
            }
        }
    }

    /// Steps, leaps and drives of the piece on `from`.
    fn piece_moves(&self, s: &HalmaState, from: PointId, out: &mut Vec<HalmaMove>) {
        let mover = s.to_move;
        let goal = &self.goal[usize::from(mover)];
        let own_piece = s.cells[usize::from(from)] == stone(mover);
        for d in 0..self.board.directions().len() {
            let Some(to) = self.board.step_along_line(from, d) else {
                continue;
            };
            let c = s.cells[usize::from(to)];
            if c == EMPTY {
                out.push(mv(HalmaAction::Step, from, to, 0));
            } else if self.drive_off
                && own_piece
                && c == stone(mover ^ 1)
                && goal[usize::from(to)]
                && !goal[usize::from(from)]
            {
                for drop in 0..self.board.len() as PointId {
                    if s.cells[usize::from(drop)] == EMPTY || drop == from {
                        out.push(mv(HalmaAction::Drive, from, to, drop));
                    }
                }
            }
        }
        let mut fresh = s.clone();
        fresh.visited = bit(from);
        self.leaps_from(&fresh, from, out);
    }

    /// Every move of the position for the current part of the turn, decided or not.
    pub(super) fn raw_moves(&self, s: &HalmaState, out: &mut Vec<HalmaMove>) {
        let m = usize::from(s.to_move);
        if self.setting_out(s) {
            for (k, &n) in s.hand[m].iter().enumerate() {
                for p in 0..self.board.len() as PointId {
                    let free = s.cells[usize::from(p)] == EMPTY;
                    if n > 0 && free && self.set_out_region[m][usize::from(p)] {
                        out.push(mv(HalmaAction::Place, p, p, k as PointId));
                    }
                }
            }
            return;
        }
        if let Some(c) = s.chain {
            self.leaps_from(s, c, out);
            if !out.is_empty() {
                out.push(mv(HalmaAction::Stop, c, c, 0));
            }
            return;
        }
        let code = match self.turn.get(usize::from(s.part)) {
            Some(TurnPart::Shared) => SHARED,
            _ => stone(s.to_move),
        };
        for p in 0..self.board.len() as PointId {
            if s.cells[usize::from(p)] == code {
                self.piece_moves(s, p, out);
            }
        }
    }

    /// Ends the current move of the turn; after the last one the turn passes.
    fn end_part(&self, s: &mut HalmaState) {
        s.chain = None;
        s.visited = 0;
        s.part += 1;
        if usize::from(s.part) >= self.turn.len() {
            s.part = 0;
            s.to_move ^= 1;
            if self.reply && s.to_move == 1 && self.completed(s, 0) && !self.completed(s, 1) {
                s.reply = true;
            }
        }
    }

    /// Skips moves of the turn that cannot be made; marks the position blocked when no one
    /// can move at all.
    pub(super) fn skip_impossible(&self, s: &mut HalmaState) {
        for _ in 0..=2 * self.turn.len() {
            if self.decided(s).is_some() {
                return;
            }
            let mut moves = Vec::new();
            self.raw_moves(s, &mut moves);
            if !moves.is_empty() {
                return;
            }
            self.end_part(s);
        }
        s.blocked = true;
    }

    pub(super) fn apply(&self, s: &mut HalmaState, m: HalmaMove) {
        let (from, to) = (usize::from(m.from), usize::from(m.to));
        let mover = s.to_move;
        if m.action != HalmaAction::Place {
            s.ply = s.ply.saturating_add(1);
        }
        match m.action {
            HalmaAction::Place => {
                s.cells[to] = stone(mover);
                s.kinds[to] = m.extra as u8;
                let hand = &mut s.hand[usize::from(mover)];
                if let Some(n) = hand.get_mut(usize::from(m.extra)) {
                    *n = n.saturating_sub(1);
                }
                let own_left = hand.iter().any(|&n| n > 0);
                let other_left = s.hand[usize::from(mover ^ 1)].iter().any(|&n| n > 0);
                s.to_move = match (other_left, own_left) {
                    (true, _) => mover ^ 1,
                    (false, true) => mover,
                    (false, false) => 0,
                };
            }
            HalmaAction::Stop => self.end_part(s),
            HalmaAction::Step | HalmaAction::Drive | HalmaAction::Leap => {
                let (victim, victim_kind) = (s.cells[to], s.kinds[to]);
                s.cells[to] = s.cells[from];
                s.kinds[to] = s.kinds[from];
                s.cells[from] = EMPTY;
                s.kinds[from] = 0;
                if m.action == HalmaAction::Drive {
                    s.cells[usize::from(m.extra)] = victim;
                    s.kinds[usize::from(m.extra)] = victim_kind;
                }
                if m.action == HalmaAction::Leap && self.chains {
                    s.visited |= bit(m.from) | bit(m.to);
                    s.chain = Some(m.to);
                    let mut more = Vec::new();
                    self.leaps_from(s, m.to, &mut more);
                    if more.is_empty() {
                        self.end_part(s);
                    }
                } else {
                    self.end_part(s);
                }
            }
        }
        self.skip_impossible(s);
    }

    /// The result decided by the position (checked between turns only).
    pub(super) fn decided(&self, s: &HalmaState) -> Option<Outcome> {
        if s.part != 0 || s.chain.is_some() || s.hand.iter().flatten().any(|&n| n > 0) {
            return None;
        }
        let end = |winner: Option<u8>, rule: Phrase| {
            Some(Outcome {
                winner: winner.map(Player),
                rule,
                scores: None,
            })
        };
        let [a, b] = [0, 1].map(|p| Arg::Player(self.player_name(p).into()));
        let two = |id: &str, first: &Arg, second: &Arg| {
            Phrase::new(id)
                .with("player", first.clone())
                .with("other", second.clone())
        };
        let (done0, done1) = (self.completed(s, 0), self.completed(s, 1));
        if s.reply {
            if done1 {
                return end(None, two("board-rule-halma-answered", &b, &a));
            }
            if s.to_move == 0 {
                return end(Some(0), two("board-rule-halma-reply-short", &a, &b));
            }
        } else if done0 && done1 {
            return end(None, Phrase::new("board-rule-halma-both-completed"));
        } else if done0 || done1 {
            let (p, name) = if done0 { (0, a) } else { (1, b) };
            let rule = Phrase::new("board-rule-halma-into-goal").with("player", name);
            return end(Some(p), rule);
        }
        if s.blocked {
            return end(None, Phrase::new("board-rule-neither-can-move"));
        }
        match self.move_limit {
            Some(limit) if s.ply >= limit => end(
                None,
                Phrase::new("board-rule-move-limit-of").with("limit", limit),
            ),
            _ => None,
        }
    }
}
