//! Regions that open in turn (`placement.order`): pieces go on the first listed region that
//! still has an empty point, so the next region opens only once every point of the ones
//! before it is taken (and a region emptied again by a capture is the one filled next). With
//! `movement.onward`, a move must end on a region later in the order than the one it starts
//! from, so pieces only ever travel the way the placing went, and the moving ends.

use super::compile::Problems;
use super::spec::FolkSpec;
use super::state::{FolkAction, FolkMove, FolkState, EMPTY};
use super::FolkGame;
use crate::board::Board;

/// The compiled order: per point, its place in `placement.order` (None outside every region).
#[derive(Clone, Debug)]
pub(crate) struct PlacementOrder {
    rank: Vec<Option<usize>>,
    /// Moves must go to a later region (`movement.onward`).
    onward: bool,
}

/// Compiles `placement.order` and `movement.onward`, reporting overlapping regions and an
/// onward movement without an order.
pub(crate) fn compile(
    board: &Board,
    spec: &FolkSpec,
    problems: &mut Problems,
) -> Option<PlacementOrder> {
    let onward = spec.movement.as_ref().is_some_and(|m| m.onward);
    let placement = spec.placement.as_ref();
    let Some(order) = placement.and_then(|p| p.order.as_ref()) else {
        if onward {
            problems.push(
                "movement.onward",
                "an onward movement needs regions in order to move through",
                Some("add `placement: { order: [outer, inner] }` or leave `onward` out"),
            );
        }
        return None;
    };
    if order.is_empty() {
        problems.push(
            "placement.order",
            "expected at least one region",
            Some("list region names from the first to fill to the last, or leave `order` out"),
        );
    }
    if placement.is_some_and(|p| p.pair.is_some()) {
        problems.push(
            "placement.order",
            "regions in order are not supported with two-stone placements (`pair`)",
            Some("leave out either `order` or `pair`"),
        );
    }
    let mut rank: Vec<Option<usize>> = vec![None; board.len()];
    for (i, name) in order.iter().enumerate() {
        let path = format!("placement.order[{i}]");
        let mask = problems.region(board, path.clone(), name);
        for (p, _) in mask.iter().enumerate().filter(|(_, &inside)| inside) {
            match rank[p] {
                Some(earlier) => problems.push(
                    path.clone(),
                    format!(
                        "`{}` is already in `{}`, placement.order[{earlier}]",
                        board.point(p as crate::board::PointId).label,
                        order[earlier]
                    ),
                    Some("the regions of an order must not share points"),
                ),
                None => rank[p] = Some(i),
            }
        }
    }
    Some(PlacementOrder { rank, onward })
}

impl FolkGame {
    /// The place in the order of the region open for placing: the first with an empty point.
    fn open_region(&self, order: &PlacementOrder, s: &FolkState) -> Option<usize> {
        (0..s.cells.len())
            .filter(|&p| s.cells[p] == EMPTY)
            .filter_map(|p| order.rank[p])
            .min()
    }

    /// Keeps, of the placements from `out[from..]`, only those on the open region.
    pub(crate) fn keep_open_region(&self, s: &FolkState, out: &mut Vec<FolkMove>, from: usize) {
        let Some(order) = &self.order else { return };
        let open = self.open_region(order, s);
        let mut k = 0;
        out.retain(|mv| {
            k += 1;
            k <= from
                || mv.action != FolkAction::Place
                || order.rank[usize::from(mv.to)].is_some_and(|r| Some(r) == open)
        });
    }

    /// Keeps, of the moves from `out[from..]`, only those ending on a later region than they
    /// start from, when the movement is onward.
    pub(crate) fn keep_onward(&self, out: &mut Vec<FolkMove>, from: usize) {
        let Some(order) = self.order.as_ref().filter(|o| o.onward) else {
            return;
        };
        let mut k = 0;
        out.retain(|mv| {
            k += 1;
            k <= from
                || mv.action != FolkAction::Move
                || matches!(
                    (order.rank[usize::from(mv.from)], order.rank[usize::from(mv.to)]),
                    (Some(a), Some(b)) if b > a
                )
        });
    }
}
