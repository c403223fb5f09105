//! The stacks rules: legal moves, playing them and deciding the game.

use super::{Count, Goal, Lift, MoveRule, Pile, StacksAction, StacksGame, StacksMove, StacksState};
use crate::board::{Board, PointId};
use crate::game::{Click, Game, NotationError, Outcome, Player, PositionView};

impl StacksGame {
    /// May the player `mover` lift the top `count` pieces of `pile`? (Shared or own pieces.)
    fn may_lift(&self, pile: Pile, count: u8, mover: u8) -> bool {
        (pile.height() - count..pile.height()).all(|level| {
            let owner = self.kinds[usize::from(pile.kind_at(level))].owner;
            owner.is_none() || owner == Some(mover)
        })
    }

    /// How many pieces may be lifted from `pile`: 1 (a lone piece only) or 1 to its height.
    fn lift_counts(&self, pile: Pile, lift: Lift, mover: u8) -> std::ops::RangeInclusive<u8> {
        let most = match lift {
            Lift::Single if pile.height() == 1 => 1,
            Lift::Single => 0,
            Lift::Top => pile.height(),
        };
        let most = (1..=most)
            .rev()
            .find(|&k| self.may_lift(pile, k, mover))
            .unwrap_or(0);
        1..=most
    }

    /// The point where the mover's walking or carrying piece stands, if any.
    fn carrier(&self, state: &StacksState, kinds: &[u8]) -> Option<PointId> {
        let mover = state.to_move;
        state
            .piles
            .iter()
            .position(|pile| {
                !pile.is_empty()
                    && kinds.contains(&pile.kind_at(0))
                    && self.kinds[usize::from(pile.kind_at(0))].owner == Some(mover)
            })
            .map(|p| p as PointId)
    }

    fn rule_moves(&self, state: &StacksState, rule: &MoveRule, out: &mut Vec<StacksMove>) {
        let board = &self.board;
        let mover = state.to_move;
        let lift = |from: PointId, to: PointId, count: u8| StacksMove {
            action: StacksAction::Lift,
            from,
            to,
            count,
        };
        match rule {
            MoveRule::Jump {
                dirs,
                lift: how,
                count,
                over,
            } => {
                for from in 0..board.len() as PointId {
                    let pile = state.pile(from);
                    if pile.is_empty() || self.frozen[usize::from(from)] {
                        continue;
                    }
                    for k in self.lift_counts(pile, *how, mover) {
                        for &d in dirs {
                            if let Some(to) = jump_landing(board, state, from, d, *count, *over) {
                                out.push(lift(from, to, k));
                            }
                        }
                    }
                }
            }
            MoveRule::Slide { dirs, lift: how } => {
                for from in 0..board.len() as PointId {
                    let pile = state.pile(from);
                    if pile.is_empty() || self.frozen[usize::from(from)] {
                        continue;
                    }
                    for k in self.lift_counts(pile, *how, mover) {
                        for &d in dirs {
                            let mut at = from;
                            while let Some(to) = board.step_along_line(at, d) {
                                out.push(lift(from, to, k));
                                at = to;
                            }
                        }
                    }
                }
            }
            MoveRule::Walk {
                kinds,
                steps,
                pick_up,
                not_from,
            } => {
                if state.carrying[usize::from(mover)] {
                    return;
                }
                let Some(from) = self.carrier(state, kinds) else {
                    return;
                };
                for to in walk_ends(board, state, from, *steps) {
                    let pile = state.pile(to);
                    let can_take = pile.height() == 1
                        && pile.kind_at(0) == *pick_up
                        && !not_from[usize::from(to)];
                    if pile.is_empty() || can_take {
                        out.push(StacksMove {
                            action: StacksAction::Walk,
                            from,
                            to,
                            count: 1,
                        });
                    }
                }
            }
            MoveRule::CarryStep { kinds, unload_in } => {
                if !state.carrying[usize::from(mover)] {
                    return;
                }
                let Some(from) = self.carrier(state, kinds) else {
                    return;
                };
                for d in 0..board.directions().len() {
                    let Some(to) = board.step_along_line(from, d) else {
                        continue;
                    };
                    if !state.pile(to).is_empty() {
                        continue;
                    }
                    let count = state.pile(from).height();
                    out.push(StacksMove {
                        action: StacksAction::Step,
                        from,
                        to,
                        count,
                    });
                    if unload_in[usize::from(to)] {
                        out.push(StacksMove {
                            action: StacksAction::StepAndUnload,
                            from,
                            to,
                            count,
                        });
                    }
                }
            }
        }
    }

    /// The player who has won by delivering enough loads and picking up another.
    fn delivery_winner(&self, state: &StacksState) -> Option<u8> {
        let Goal::Deliveries { count } = self.goal else {
            return None;
        };
        (0..2).find(|&p| state.carrying[usize::from(p)] && state.delivered[usize::from(p)] >= count)
    }

    fn limit_reached(&self, state: &StacksState) -> bool {
        self.move_limit.is_some_and(|limit| state.ply >= limit)
    }
}

/// Where a jump from `from` in direction `d` lands: past exactly `over` counted obstacles,
/// on the next occupied point.
fn jump_landing(
    board: &Board,
    state: &StacksState,
    from: PointId,
    d: usize,
    count: Count,
    over: u8,
) -> Option<PointId> {
    let mut passed = 0u8;
    let mut at = from;
    while let Some(next) = board.step_along_line(at, d) {
        at = next;
        let pile = state.pile(at);
        if pile.is_empty() {
            continue;
        }
        if passed == over {
            return Some(at);
        }
        passed = passed.saturating_add(match count {
            Count::Stones => pile.height(),
            Count::Stacks => 1,
        });
        if passed > over {
            return None;
        }
    }
    None
}

/// Every point reached by a walk of exactly `steps` steps along drawn lines from `origin`,
/// passing only empty points and never returning to `origin`. Walks may cross themselves, so
/// the walk is followed as a set of points per step rather than walk by walk: the work grows
/// with the steps times the points, not with the number of walks (which grows exponentially
/// with the steps).
fn walk_ends(board: &Board, state: &StacksState, origin: PointId, steps: u8) -> Vec<PointId> {
    let points = board.points().len();
    let mut layer = vec![false; points];
    layer[usize::from(origin)] = true;
    for step in 1..=steps {
        let mut next = vec![false; points];
        for at in (0..points).filter(|&p| layer[p]) {
            for d in 0..board.directions().len() {
                let Some(to) = board.step_along_line(at as PointId, d) else {
                    continue;
                };
                // Points passed on the way must be empty; the last one may hold a piece.
                if to != origin && (step == steps || state.pile(to).is_empty()) {
                    next[usize::from(to)] = true;
                }
            }
        }
        layer = next;
    }
    if steps == 0 {
        return Vec::new();
    }
    (0..points)
        .filter(|&p| layer[p])
        .map(|p| p as PointId)
        .collect()
}

impl Game for StacksGame {
    type State = StacksState;
    type Move = StacksMove;

    fn board(&self) -> &Board {
        &self.board
    }

    fn canonical(&self, state: &StacksState) -> crate::game::Canonical<StacksState> {
        super::canonical::canonical(self, state)
    }

    fn start(&self) -> StacksState {
        self.start.clone()
    }

    fn parse_position(&self, text: &str) -> Result<StacksState, NotationError> {
        super::notation::parse_position(self, text)
    }

    fn write_position(&self, state: &StacksState) -> String {
        super::notation::write_position(self, state)
    }

    fn to_move(&self, state: &StacksState) -> Player {
        Player(state.to_move)
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
                rule: format!(
                    "{} delivered {} loads and picked up another",
                    self.names[usize::from(winner)],
                    state.delivered[usize::from(winner)]
                ),
                scores: None,
            });
        }
        if self.limit_reached(state) {
            return Some(Outcome {
                winner: None,
                rule: format!("move limit: {} plies", state.ply),
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
            "no move left: the last mover wins"
        } else {
            "no move left: the last mover loses (misère)"
        };
        Some(Outcome {
            winner: Some(Player(winner)),
            rule: rule.into(),
            scores: None,
        })
    }

    fn move_name(&self, state: &StacksState, mv: StacksMove) -> String {
        super::notation::move_name(self, state, mv)
    }

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
