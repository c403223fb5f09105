//! Move generation, playing a move and turn order of a [`FolkGame`] (its goals are in goals.rs,
//! its [`crate::game::Game`] implementation in game.rs).

use std::collections::BTreeSet;

use super::state::{
    stone, two_player_count, FolkAction, FolkMove, FolkState, ANY_PIECE, EMPTY, NO_CHAIN, SHARED,
};
use super::{FolkGame, MoveKindSpec};
use crate::board::PointId;

impl FolkGame {
    pub(super) fn next_point(&self, from: PointId, dir: usize) -> Option<PointId> {
        match &self.movement {
            Some(m) if !m.along_lines => self.board.step(from, dir),
            _ => self.board.step_along_line(from, dir),
        }
    }

    /// Destinations of the piece on `from` moving `kind` in `dirs` over empty points.
    pub(super) fn destinations(
        &self,
        s: &FolkState,
        from: PointId,
        dirs: &[usize],
        kind: MoveKindSpec,
        max_steps: u8,
    ) -> Vec<PointId> {
        let mut out = Vec::new();
        match kind {
            MoveKindSpec::Step => {
                for &d in dirs {
                    if let Some(q) = self.next_point(from, d).filter(|&q| s.at(q) == EMPTY) {
                        out.push(q);
                    }
                }
            }
            MoveKindSpec::Slide => {
                for &d in dirs {
                    let mut at = from;
                    while let Some(q) = self.next_point(at, d).filter(|&q| s.at(q) == EMPTY) {
                        out.push(q);
                        at = q;
                    }
                }
            }
            MoveKindSpec::Walk => {
                let mut frontier = vec![from];
                let mut seen = BTreeSet::from([from]);
                for _ in 0..max_steps {
                    let mut next = Vec::new();
                    for &p in &frontier {
                        for &d in dirs {
                            // Breadth first: a point is expanded once, at its fewest
                            // steps, so a long walk costs at most one visit per point
                            // (following every path instead grows exponentially).
                            if let Some(q) = self.next_point(p, d).filter(|&q| s.at(q) == EMPTY) {
                                if seen.insert(q) {
                                    out.push(q);
                                    next.push(q);
                                }
                            }
                        }
                    }
                    frontier = next;
                }
            }
        }
        out
    }

    /// Ordinary moves of the player to move (every own and shared piece).
    pub(super) fn movement_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) {
        if self.movement.is_none() {
            return;
        }
        if !self.moves.rotation_owner.is_empty() {
            self.rotation_moves(s, out);
            return;
        }
        let (mover, before) = (s.to_move, out.len());
        for p in 0..self.board.len() as PointId {
            let c = s.at(p);
            if c != stone(mover) && c != SHARED {
                continue;
            }
            self.piece_moves(s, p, out);
        }
        self.keep_onward(out, before);
        self.keep_compulsory_jumps(out);
    }

    /// Continuations of a capture chain: moves that capture again (and `pass` when optional).
    fn chain_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) {
        let Some(chain) = &self.chain else { return };
        let mover = s.to_move;
        let mut candidates = Vec::new();
        if chain.same_piece && s.chain != ANY_PIECE {
            let dirs = &chain.directions[usize::from(mover)];
            for q in self.destinations(s, s.chain, dirs, MoveKindSpec::Step, 1) {
                candidates.push(FolkMove::new(FolkAction::Move, s.chain, q));
            }
        } else {
            self.movement_moves(s, &mut candidates);
        }
        let only = Some(chain.captures.as_slice());
        for mv in candidates {
            let mut cells = s.cells.clone();
            cells[usize::from(mv.to)] = cells[usize::from(mv.from)];
            cells[usize::from(mv.from)] = EMPTY;
            if self
                .captures_at(&cells, s.protected, mover, Some(mv.from), mv.to, only)
                .any()
            {
                out.push(mv);
            }
        }
        if chain.optional && !out.is_empty() {
            out.push(FolkMove::new(FolkAction::Pass, 0, 0));
        }
    }

    /// Enemy pieces the player `mover` may remove (not protected).
    fn removable(&self, s: &FolkState, mover: u8) -> Vec<PointId> {
        let enemy = stone(mover ^ 1);
        (0..self.board.len() as PointId)
            .filter(|&p| s.at(p) == enemy && !s.is_protected(p))
            .collect()
    }

    /// Every move of the position, without asking whether the game is already decided.
    pub(super) fn raw_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) {
        if self.turn_plan_moves(s, out) {
            return;
        }
        let mover = s.to_move;
        if let Some(boxes) = &self.boxes {
            for (e, &(a, b)) in boxes.edges.iter().enumerate() {
                if s.edges[e] == 0 {
                    out.push(FolkMove::new(FolkAction::Edge, a, b));
                }
            }
            return;
        }
        // Shapes formed while placing are paid for only once every hand is empty.
        let paying = two_player_count(&s.credit, mover) > 0 && s.hand == [0, 0];
        if s.remove > 0 || paying || s.marks.opening > 0 {
            for p in self.removable(s, mover) {
                out.push(FolkMove::new(FolkAction::Remove, p, p));
            }
            return;
        }
        if self.surrender_moves(s, out) {
            return;
        }
        if two_player_count(&s.hand, mover) > 0 {
            if self.pair_moves(s, out) {
                return;
            }
            let allowed = &self.placement[usize::from(mover)];
            for p in 0..self.board.len() as PointId {
                if s.at(p) == EMPTY && allowed[usize::from(p)] {
                    out.push(FolkMove::new(FolkAction::Place, p, p));
                }
            }
            self.keep_open_region(s, out, 0);
            self.once_moves(s, out);
            return;
        }
        if s.chain != NO_CHAIN {
            if !self.leap_chain_moves(s, out) {
                self.chain_moves(s, out);
            }
            return;
        }
        self.movement_moves(s, out);
        self.pass_when_stuck(s, out);
        self.once_moves(s, out);
    }

    /// After the mover's action: more removals, a chain, or the next seat's turn.
    pub(super) fn settle(&self, s: &mut FolkState, mover: u8) {
        s.to_move = mover;
        if s.remove > 0 && self.removable(s, mover).is_empty() {
            s.remove = 0;
        }
        if s.remove > 0 {
            return;
        }
        if s.chain != NO_CHAIN {
            let mut moves = Vec::new();
            if !self.leap_chain_moves(s, &mut moves) {
                self.chain_moves(s, &mut moves);
            }
            if !moves.is_empty() {
                return;
            }
            s.chain = NO_CHAIN;
        }
        self.end_turn(s, mover, self.next_seat(mover));
    }

    /// Passes the turn to `next`, skipping a player with nothing to place or capture.
    fn end_turn(&self, s: &mut FolkState, mover: u8, mut next: u8) {
        if self.until_full && s.hand != [0, 0] && !s.cells.contains(&EMPTY) {
            next = self.end_placing_on_a_full_board(s, next);
        }
        if s.hand.iter().any(|&h| h > 0) {
            if s.hand[usize::from(next)] == 0 {
                next = mover;
            }
        } else if s.credit.iter().any(|&c| c > 0) {
            for p in 0..2u8 {
                if self.removable(s, p).is_empty() {
                    s.credit[usize::from(p)] = 0;
                }
            }
            if s.credit[usize::from(next)] == 0 {
                next ^= 1;
            }
        }
        s.to_move = next;
    }

    /// `placement.until-full`: the board is full, so the pieces still in hand are put aside;
    /// when no shape waits to be paid for, each player owes `none-formed` removals, the first
    /// player removing first. Returns who moves next.
    fn end_placing_on_a_full_board(&self, s: &mut FolkState, next: u8) -> u8 {
        s.hand = [0, 0];
        let Some(patterns) = &self.patterns else {
            return next;
        };
        if s.credit == [0, 0] {
            s.credit = [patterns.none_formed; 2];
        }
        if s.credit == [0, 0] {
            next
        } else {
            0
        }
    }

    /// Plays `mv` on `s`: moves, placements, captures, removals, chains and the turn change.
    pub(super) fn apply(&self, s: &mut FolkState, mv: FolkMove) {
        let mover = s.to_move;
        let counting = self.goals.move_limit.is_some();
        if counting {
            s.ply = s.ply.saturating_add(1);
        }
        if matches!(self.goals.reach, Some((None, _))) {
            s.last_mover = mover;
        }
        let mut captured_something = false;
        match mv.action {
            FolkAction::Edge => {
                let Some(boxes) = &self.boxes else { return };
                let Some(&e) = boxes.index.get(&(mv.from, mv.to)) else {
                    return;
                };
                let completed = boxes.draw(s, e);
                s.to_move = if completed && boxes.extra_move {
                    mover
                } else {
                    mover ^ 1
                };
                return;
            }
            FolkAction::Pass if s.chain == NO_CHAIN => self.pass_turn(s),
            FolkAction::Pass => {
                s.chain = NO_CHAIN;
                self.end_turn(s, mover, self.next_seat(mover));
            }
            FolkAction::Hop | FolkAction::Jump => captured_something = self.apply_leap(s, mv),
            FolkAction::Remove if s.marks.opening > 0 => {
                s.cells[usize::from(mv.to)] = EMPTY;
                s.marks.clear(mv.to);
                s.marks.opening -= 1;
            }
            FolkAction::Remove if s.at(mv.to) == stone(mover) => self.give_up(s, mv.to),
            FolkAction::Remove if self.is_once_removal(s, mv) => {
                self.play_once(s, mv);
                captured_something = true;
            }
            FolkAction::Remove => {
                self.take(s, mv.to);
                captured_something = true;
                if s.remove > 0 {
                    s.remove -= 1;
                    self.settle(s, mover);
                } else {
                    let credit = &mut s.credit[usize::from(mover)];
                    *credit = credit.saturating_sub(1);
                    self.end_turn(s, mover, self.next_seat(mover));
                }
            }
            FolkAction::Place => {
                s.cells[usize::from(mv.to)] = stone(mover);
                let hand = &mut s.hand[usize::from(mover)];
                *hand = hand.saturating_sub(1);
                if mv.from != mv.to {
                    s.cells[usize::from(mv.from)] = stone(mover);
                    *hand = hand.saturating_sub(1);
                }
                let result = self.captures_at(&s.cells, s.protected, mover, None, mv.to, None);
                captured_something = !result.taken.is_empty();
                for &p in &result.taken {
                    self.take(s, p);
                }
                captured_something |= self.take_shapes(s, mover, mv.to);
                s.owe[usize::from(mover ^ 1)] += result.surrender;
                self.protect(s, &result.shape_points);
                let deferred = self.patterns.as_ref().filter(|p| p.defer_during_placement);
                if let Some(patterns) = deferred {
                    let credit = &mut s.credit[usize::from(mover)];
                    *credit = credit.saturating_add(result.choose);
                    if s.hand == [0, 0] {
                        if s.credit == [0, 0] {
                            s.credit = [patterns.none_formed; 2];
                        }
                        self.end_turn(s, mover, 0);
                        return;
                    }
                    self.end_turn(s, mover, self.next_seat(mover));
                } else {
                    s.remove = result.choose;
                    self.settle(s, mover);
                }
            }
            FolkAction::Move => {
                let piece = s.at(mv.from);
                let (victim, number) = (s.at(mv.to), s.marks.number_at(mv.from));
                captured_something = victim != EMPTY;
                s.cells[usize::from(mv.to)] = piece;
                s.cells[usize::from(mv.from)] = EMPTY;
                for p in [mv.from, mv.to] {
                    if p < 64 {
                        s.protected &= !(1u64 << p);
                    }
                }
                if piece == SHARED {
                    self.end_turn(s, mover, self.next_seat(mover));
                } else {
                    let only = match (&self.chain, s.chain) {
                        (Some(chain), c) if c != NO_CHAIN => Some(chain.captures.clone()),
                        _ => None,
                    };
                    let result = self.captures_at(
                        &s.cells,
                        s.protected,
                        mover,
                        Some(mv.from),
                        mv.to,
                        only.as_deref(),
                    );
                    captured_something |= result.any();
                    for &p in &result.taken {
                        self.take(s, p);
                    }
                    if result.surrender > 0 {
                        s.owe[usize::from(mover ^ 1)] += result.surrender;
                    }
                    self.protect(s, &result.shape_points);
                    s.remove = result.choose;
                    s.chain = match &self.chain {
                        Some(chain) if result.any() => {
                            if chain.same_piece {
                                mv.to
                            } else {
                                ANY_PIECE
                            }
                        }
                        _ => NO_CHAIN,
                    };
                    self.after_move(s, mv, victim, number);
                    self.settle(s, mover);
                }
            }
        }
        if self.goals.quiet_limit.is_some() {
            s.quiet = if captured_something {
                0
            } else {
                s.quiet.saturating_add(1)
            };
        }
    }

    pub(super) fn take(&self, s: &mut FolkState, p: PointId) {
        let owner = s.at(p).wrapping_sub(1);
        if owner < 2 && self.moves.counts_captures() {
            let count = &mut s.marks.captured[usize::from(owner ^ 1)];
            *count = count.saturating_add(1);
        }
        s.marks.clear(p);
        s.cells[usize::from(p)] = EMPTY;
        if p < 64 {
            s.protected &= !(1u64 << p);
        }
    }

    fn protect(&self, s: &mut FolkState, points: &[PointId]) {
        if self.patterns.as_ref().is_some_and(|p| p.protect) {
            for &p in points.iter().filter(|&&p| p < 64) {
                s.protected |= 1u64 << p;
            }
        }
    }
}
