//! The stacks rules: legal moves, playing them and deciding the game.

use super::{Count, Goal, Lift, MoveRule, Pile, StacksAction, StacksGame, StacksMove, StacksState};
use crate::board::{Board, PointId};

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

    /// Every lift the mover may make under `how`: each unfrozen pile with the number of
    /// pieces lifted from it.
    fn liftings<'a>(
        &'a self,
        state: &'a StacksState,
        how: Lift,
    ) -> impl Iterator<Item = (PointId, u8)> + 'a {
        (0..self.board.len() as PointId)
            .filter(|&from| !state.pile(from).is_empty() && !self.frozen[usize::from(from)])
            .flat_map(move |from| {
                self.lift_counts(state.pile(from), how, state.to_move)
                    .map(move |k| (from, k))
            })
    }

    pub(super) fn rule_moves(
        &self,
        state: &StacksState,
        rule: &MoveRule,
        out: &mut Vec<StacksMove>,
    ) {
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
                for (from, k) in self.liftings(state, *how) {
                    for &d in dirs {
                        if let Some(to) = jump_landing(board, state, from, d, *count, *over) {
                            out.push(lift(from, to, k));
                        }
                    }
                }
            }
            MoveRule::Slide { dirs, lift: how } => {
                for (from, k) in self.liftings(state, *how) {
                    for &d in dirs {
                        let mut at = from;
                        while let Some(to) = board.step_along_line(at, d) {
                            out.push(lift(from, to, k));
                            at = to;
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
    pub(super) fn delivery_winner(&self, state: &StacksState) -> Option<u8> {
        let Goal::Deliveries { count } = self.goal else {
            return None;
        };
        (0..2).find(|&p| state.carrying[usize::from(p)] && state.delivered[usize::from(p)] >= count)
    }

    pub(super) fn limit_reached(&self, state: &StacksState) -> bool {
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
