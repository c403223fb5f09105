//! Playing the piece-moving mechanics: hops over pieces, jump captures and their chains,
//! kings, capture by replacement, the numbered rotation, passing, and the goals that go with
//! them. `rules.rs` calls in here at a few named points; everything is off unless the
//! ruleset asks for it.

use super::compile::{LimitResult, MoveRules};
use crate::board::PointId;
use crate::folk::piece_marks::{KING, ROYAL};
use crate::folk::state::{stone, FolkAction, FolkMove, FolkState, EMPTY, NO_CHAIN};
use crate::folk::{FolkGame, HopOver, JumpChain, PairProtection};
use crate::game::{Outcome, PieceView, Player};
use crate::phrase::{Arg, Phrase};

impl FolkGame {
    fn rules(&self) -> &MoveRules {
        &self.moves
    }

    fn is_king(&self, s: &FolkState, p: PointId) -> bool {
        self.moves.promotion.is_some() && s.marks.rank_at(p) == KING
    }

    /// Every move of the piece on `p` (the mover's): ordinary moves, hops, jumps and
    /// replacement captures, or a king's moves.
    pub(in crate::folk) fn piece_moves(&self, s: &FolkState, p: PointId, out: &mut Vec<FolkMove>) {
        let Some(movement) = &self.movement else {
            return;
        };
        let mover = s.to_move;
        let m = usize::from(mover);
        if self.is_king(s, p) {
            if let Some(promotion) = &self.rules().promotion {
                let dirs = &promotion.king_directions[m];
                for q in self.destinations(s, p, dirs, promotion.king_kind, 1) {
                    out.push(FolkMove::new(FolkAction::Move, p, q));
                }
                self.jumps_from(s, p, dirs, out);
            }
            return;
        }
        let flying = movement
            .fly_at
            .is_some_and(|n| s.count(mover) <= usize::from(n));
        if flying {
            for q in (0..self.board.len() as PointId).filter(|&q| s.at(q) == EMPTY) {
                out.push(FolkMove::new(FolkAction::Move, p, q));
            }
        } else {
            let lone = movement.lone_piece.filter(|_| s.count(mover) == 1);
            let kind = lone.unwrap_or(movement.kind);
            let dirs = &self.players[m].directions;
            let ends = match &self.path {
                Some(path) => self.path_destinations(s, p, dirs, path),
                None => self.destinations(s, p, dirs, kind, movement.max_steps),
            };
            for q in ends {
                out.push(FolkMove::new(FolkAction::Move, p, q));
            }
        }
        if let Some(hops) = self
            .rules()
            .hops
            .as_ref()
            .filter(|h| !h.not_in[usize::from(p)])
        {
            let before = out.len();
            self.hops_from(s, p, hops.over, hops.run, &hops.directions[m], out);
            let mut i = before;
            while i < out.len() {
                if hops.not_in[usize::from(out[i].to)] {
                    out.remove(i);
                } else {
                    i += 1;
                }
            }
        }
        if let Some(jumps) = &self.rules().jumps {
            self.jumps_from(s, p, &jumps.directions[m], out);
        }
        if let Some(replacement) = self.rules().replacement.as_ref().filter(|r| r.players[m]) {
            let enemy = stone(mover ^ 1);
            for &d in &replacement.directions[m] {
                if let Some(q) = self.next_point(p, d).filter(|&q| s.at(q) == enemy) {
                    out.push(FolkMove::new(FolkAction::Move, p, q));
                }
            }
        }
    }

    /// Hops of the piece on `p`: over one piece (or a run when `run`) onto the empty point
    /// just beyond, along a drawn line.
    fn hops_from(
        &self,
        s: &FolkState,
        p: PointId,
        over: HopOver,
        run: bool,
        dirs: &[usize],
        out: &mut Vec<FolkMove>,
    ) {
        let own = stone(s.to_move);
        let may_leap = |c: u8| match over {
            HopOver::Any => c != EMPTY,
            HopOver::Enemy => c != EMPTY && c != own,
            HopOver::Own => c == own,
        };
        for &d in dirs {
            let mut at = p;
            let mut leapt = 0;
            while let Some(q) = self.board.step_along_line(at, d) {
                let c = s.at(q);
                if c == EMPTY {
                    if leapt > 0 {
                        out.push(FolkMove::new(FolkAction::Hop, p, q));
                    }
                    break;
                }
                if !may_leap(c) || (leapt == 1 && !run) {
                    break;
                }
                leapt += 1;
                at = q;
            }
        }
    }

    /// Jump captures of the piece on `p`: over an adjacent enemy piece onto the empty point
    /// just beyond, along a drawn line.
    fn jumps_from(&self, s: &FolkState, p: PointId, dirs: &[usize], out: &mut Vec<FolkMove>) {
        let Some(jumps) = &self.rules().jumps else {
            return;
        };
        let enemy = stone(s.to_move ^ 1);
        for &d in dirs {
            let Some(over) = self.board.step_along_line(p, d) else {
                continue;
            };
            if s.at(over) != enemy || s.is_protected(over) {
                continue;
            }
            let Some(to) = self.board.step_along_line(over, d) else {
                continue;
            };
            if s.at(to) != EMPTY {
                continue;
            }
            if let Some(reach) = jumps.pairs_protect {
                if self.guarded_by_pair(s, over, d, reach) {
                    continue;
                }
            }
            out.push(FolkMove::new(FolkAction::Jump, p, to));
        }
    }

    /// True when the piece on `over` may not be jumped in direction `d` because its row (or
    /// column) holds two adjacent pieces of its side.
    fn guarded_by_pair(
        &self,
        s: &FolkState,
        over: PointId,
        d: usize,
        reach: PairProtection,
    ) -> bool {
        let dir = &self.board.directions()[d];
        let along_row = dir.dy == 0;
        let along_column = dir.dx == 0 && reach == PairProtection::RowsAndColumns;
        if !along_row && !along_column {
            return false;
        }
        let side = s.at(over);
        let (ox, oy) = self.board.grid(over);
        (0..self.board.len() as PointId).any(|a| {
            let (ax, ay) = self.board.grid(a);
            let on_line = if along_row { ay == oy } else { ax == ox };
            on_line
                && s.at(a) == side
                && self
                    .board
                    .step_along_line(a, d)
                    .is_some_and(|b| s.at(b) == side)
        })
    }

    /// Leaves only the jump captures when capturing is compulsory and one is possible.
    pub(in crate::folk) fn keep_compulsory_jumps(&self, out: &mut Vec<FolkMove>) {
        if self.rules().jumps.as_ref().is_some_and(|j| j.compulsory)
            && out.iter().any(|m| m.action == FolkAction::Jump)
        {
            out.retain(|m| m.action == FolkAction::Jump);
        }
    }

    /// How the piece on `p` continues a chain of jumps.
    fn chain_mode(&self, s: &FolkState, p: PointId) -> JumpChain {
        let men = self
            .rules()
            .jumps
            .as_ref()
            .map_or(JumpChain::None, |j| j.chain);
        match &self.rules().promotion {
            Some(pr) if self.is_king(s, p) => pr.king_chain.unwrap_or(men),
            _ => men,
        }
    }

    fn jump_directions(&self, s: &FolkState, p: PointId) -> &[usize] {
        let m = usize::from(s.to_move);
        match (&self.rules().promotion, &self.rules().jumps) {
            (Some(pr), _) if self.is_king(s, p) => &pr.king_directions[m],
            (_, Some(j)) => &j.directions[m],
            _ => &[],
        }
    }

    /// The continuation of a jump chain (or a king's jump after its move), with `pass` when
    /// stopping is allowed. Returns false when the ruleset's chains are not jump chains.
    pub(in crate::folk) fn leap_chain_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) -> bool {
        if self.rules().jumps.is_none() || self.chain.is_some() {
            return false;
        }
        let p = s.chain;
        if usize::from(p) >= s.cells.len() || s.at(p) != stone(s.to_move) {
            return true;
        }
        self.jumps_from(s, p, self.jump_directions(s, p), out);
        if !out.is_empty() && self.chain_mode(s, p) != JumpChain::Compulsory {
            out.push(FolkMove::new(FolkAction::Pass, 0, 0));
        }
        true
    }

    /// Plays a hop or a jump capture; returns true when something was captured.
    pub(in crate::folk) fn apply_leap(&self, s: &mut FolkState, mv: FolkMove) -> bool {
        let mover = s.to_move;
        let piece = s.at(mv.from);
        let number = s.marks.number_at(mv.from);
        s.cells[usize::from(mv.to)] = piece;
        s.cells[usize::from(mv.from)] = EMPTY;
        s.marks.carry(mv.from, mv.to);
        let mut captured = false;
        if mv.action == FolkAction::Jump {
            let between = self.points_between(mv.from, mv.to);
            for p in between {
                if s.at(p) == stone(mover ^ 1) {
                    self.take(s, p);
                    captured = true;
                }
            }
        }
        let crowned = self.crown(s, mv.to, mv.action == FolkAction::Jump);
        self.advance_rotation(s, number);
        s.chain = NO_CHAIN;
        if captured && !crowned && self.chain_mode(s, mv.to) != JumpChain::None {
            s.chain = mv.to;
        }
        self.settle(s, mover);
        captured
    }

    /// The points strictly between `from` and `to` on the straight line joining them.
    fn points_between(&self, from: PointId, to: PointId) -> Vec<PointId> {
        for d in 0..self.board.directions().len() {
            let mut path = Vec::new();
            let mut at = from;
            while let Some(q) = self.board.step_along_line(at, d) {
                if q == to {
                    return path;
                }
                path.push(q);
                at = q;
            }
        }
        Vec::new()
    }

    /// Crowns the piece on `p` when it arrived in its promotion region; true when crowned.
    fn crown(&self, s: &mut FolkState, p: PointId, by_jump: bool) -> bool {
        let Some(pr) = &self.rules().promotion else {
            return false;
        };
        let owner = s.at(p).wrapping_sub(1);
        let eligible = owner < 2
            && pr.regions[usize::from(owner)][usize::from(p)]
            && s.marks.rank_at(p) == 0
            && (by_jump || !pr.by_jump_only);
        if eligible {
            s.marks.rank[usize::from(p)] = KING;
        }
        eligible
    }

    /// After an ordinary move (step, slide or replacement capture): counts a captured piece,
    /// moves the marks, crowns, turns the rotation, and lets a king add a jump.
    pub(in crate::folk) fn after_move(
        &self,
        s: &mut FolkState,
        mv: FolkMove,
        victim: u8,
        number: u8,
    ) {
        let mover = s.to_move;
        if victim == stone(mover ^ 1) {
            s.marks.clear(mv.to);
            if self.rules().counts_captures() {
                let count = &mut s.marks.captured[usize::from(mover)];
                *count = count.saturating_add(1);
            }
        }
        s.marks.carry(mv.from, mv.to);
        let crowned = self.crown(s, mv.to, false);
        self.advance_rotation(s, number);
        let jump_after = self
            .rules()
            .promotion
            .as_ref()
            .is_some_and(|pr| pr.jump_after_move);
        if jump_after && !crowned && self.is_king(s, mv.to) && s.chain == NO_CHAIN {
            let mut jumps = Vec::new();
            self.jumps_from(s, mv.to, self.jump_directions(s, mv.to), &mut jumps);
            if !jumps.is_empty() {
                s.chain = mv.to;
            }
        }
    }

    /// The rotation moves on past the piece numbered `number` (which just moved).
    fn advance_rotation(&self, s: &mut FolkState, number: u8) {
        let total = self.rules().rotation_owner.len().saturating_sub(1) as u8;
        if total > 0 && number > 0 {
            s.marks.due = number % total + 1;
        }
    }

    /// Moves of the rotation: the piece due, or failing that its owner's next piece in the
    /// cycle that can move.
    pub(in crate::folk) fn rotation_moves(&self, s: &FolkState, out: &mut Vec<FolkMove>) {
        let total = self.rules().rotation_owner.len().saturating_sub(1) as u8;
        for k in 0..total {
            let n = (s.marks.due.max(1) - 1 + k) % total + 1;
            if self.rules().owner_of(n) != Some(s.to_move) {
                continue;
            }
            let Some(p) = (0..s.cells.len())
                .find(|&p| s.marks.number.get(p) == Some(&n) && s.cells[p] == stone(s.to_move))
            else {
                continue;
            };
            self.piece_moves(s, p as PointId, out);
            if !out.is_empty() {
                return;
            }
        }
    }

    /// A player with no move passes when the ruleset says so and another player can move.
    pub(in crate::folk) fn pass_when_stuck(&self, s: &FolkState, out: &mut Vec<FolkMove>) {
        if !out.is_empty() || self.goals.no_moves != crate::folk::NoMoves::Pass {
            return;
        }
        let mut other = s.clone();
        let mut replies = Vec::new();
        for _ in 1..self.seats() {
            self.pass_turn(&mut other);
            self.movement_moves(&other, &mut replies);
            if !replies.is_empty() {
                out.push(FolkMove::new(FolkAction::Pass, 0, 0));
                return;
            }
        }
    }

    /// Hands the turn to the next seat (a pass); the rotation moves on to its next number.
    pub(in crate::folk) fn pass_turn(&self, s: &mut FolkState) {
        let total = self.rules().rotation_owner.len().saturating_sub(1) as u8;
        if total > 0 {
            s.marks.due = s.marks.due.max(1) % total + 1;
        }
        s.to_move = self.next_seat(s.to_move);
    }

    /// Results decided by royal pieces, armies brought home and capture counts.
    pub(in crate::folk) fn moves_decided(&self, s: &FolkState) -> Option<Outcome> {
        let rules = self.rules();
        let win = |p: u8, rule: Phrase| {
            Some(Outcome {
                winner: Some(Player(p)),
                rule,
                scores: None,
            })
        };
        let name = |p: u8| Arg::Player(self.player_name(p).to_string());
        for p in 0..2u8 {
            if rules.royal[usize::from(p)].is_some() {
                let alive = (0..s.cells.len())
                    .any(|q| s.cells[q] == stone(p) && s.marks.rank.get(q) == Some(&ROYAL));
                if !alive {
                    return win(
                        p ^ 1,
                        Phrase::new("board-rule-royal-captured")
                            .with("player", name(p ^ 1))
                            .with("other", name(p)),
                    );
                }
            }
        }
        if let Some(home) = &rules.all_home {
            let at_home = |p: u8| {
                let region = &home[usize::from(p)];
                let mine = (0..s.cells.len()).filter(|&q| s.cells[q] == stone(p));
                let (mut any, mut all) = (false, true);
                for q in mine {
                    any = true;
                    all &= region[q];
                }
                any && all
            };
            if rules.home_reply {
                // The player to move came home a move ago; the one who just moved had that
                // move as its one reply.
                let (waiting, replied) = (s.to_move, s.to_move ^ 1);
                match (at_home(waiting), at_home(replied)) {
                    (true, true) => {
                        return Some(Outcome {
                            winner: None,
                            rule: Phrase::new("board-rule-home-reply-draw")
                                .with("player", name(replied)),
                            scores: None,
                        });
                    }
                    (true, false) => {
                        return win(
                            waiting,
                            Phrase::new("board-rule-home-first")
                                .with("player", name(waiting))
                                .with("other", name(replied)),
                        );
                    }
                    _ => {}
                }
            } else {
                for p in 0..self.seats() {
                    if at_home(p) {
                        return win(
                            p,
                            Phrase::new("board-rule-all-home").with("player", name(p)),
                        );
                    }
                }
            }
        }
        if let Some(goals) = &rules.fill_and_vacate {
            for p in 0..2u8 {
                let (fill, vacate) = &goals[usize::from(p)];
                let filled = (0..s.cells.len()).all(|q| !fill[q] || s.cells[q] == stone(p));
                let vacated = (0..s.cells.len()).all(|q| !vacate[q] || s.cells[q] != stone(p));
                if filled && vacated {
                    return win(
                        p,
                        Phrase::new("board-rule-filled-far-end").with("player", name(p)),
                    );
                }
            }
        }
        if let Some(target) = rules.capture_count {
            for p in 0..2u8 {
                if s.marks.captured[usize::from(p)] >= target {
                    let rule = Phrase::new("board-rule-capture-count")
                        .with("player", name(p))
                        .with("count", target);
                    return win(p, rule);
                }
            }
        }
        None
    }

    /// The result when the move limit of `limit` plies runs out.
    pub(in crate::folk) fn limit_outcome(&self, s: &FolkState, limit: u16) -> Outcome {
        match self.rules().at_move_limit {
            LimitResult::Count(result) => {
                let why = Phrase::new("board-rule-move-limit-of").with("limit", limit);
                self.count_result(s, result, why)
            }
            LimitResult::Player(p) => Outcome {
                winner: Some(Player(p)),
                rule: Phrase::new("board-rule-lasted")
                    .with("player", Arg::Player(self.player_name(p).into()))
                    .with("limit", limit),
                scores: None,
            },
        }
    }

    /// Shows kings, royal pieces and rotation numbers on a diagram.
    pub(in crate::folk) fn mark_piece_view(&self, s: &FolkState, piece: &mut PieceView) {
        let owner = piece.owner.map_or(0, |p| usize::from(p.0 & 1));
        match s.marks.rank_at(piece.at) {
            KING => {
                piece.kind = "king".into();
                piece.promoted = true;
                if let Some(pr) = &self.rules().promotion {
                    piece.glyph = pr.glyphs[owner].clone();
                }
            }
            ROYAL => {
                piece.kind = "royal".into();
                piece.glyph = self.rules().royal_glyph[owner].clone();
            }
            _ => {}
        }
        let number = s.marks.number_at(piece.at);
        if number > 0 {
            piece.glyph = number.to_string();
        }
    }

    /// Kings, royal pieces and rotation numbers of the start position.
    pub(in crate::folk) fn start_marks(&self, s: &mut FolkState) {
        let rules = self.rules();
        if rules.uses_ranks() {
            s.marks.rank = vec![0; s.cells.len()];
            for p in rules.royal.iter().flatten() {
                s.marks.rank[usize::from(*p)] = ROYAL;
            }
        }
        if !rules.rotation_owner.is_empty() {
            s.marks.number = vec![0; s.cells.len()];
            for list in &rules.rotation_start {
                for &(p, n) in list {
                    s.marks.number[usize::from(p)] = n;
                }
            }
            s.marks.due = 1;
        }
        s.marks.opening = rules.opening_removal;
    }
}
