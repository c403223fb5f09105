//! The signs a board's diagram carries beyond its lines, explained: the arrows of the
//! passages between regions and the walls between cells, with the crossings they mark.

use super::words::old::{and_list, readable};
use super::words::{legacy, legacy_lines};
use super::{BoardSign, LegendItem};
use crate::board::Board;

/// The item explaining a board's passage arrows and walls, when the board draws any.
pub(crate) fn passages(board: &Board) -> Option<LegendItem> {
    let drawing = board.drawing();
    if drawing.passages.is_empty() && drawing.walls.is_empty() {
        return None;
    }
    let label = |p| board.point(p).label.clone();
    let mut lines = Vec::new();
    let mut signs = Vec::new();
    for name in &drawing.passage_regions {
        let Some(region) = board.region(name) else {
            continue;
        };
        let crossings: Vec<_> = drawing
            .passages
            .iter()
            .filter(|p| region.contains(&p.inside))
            .collect();
        if crossings.is_empty() {
            continue;
        }
        let two_way = crossings.iter().all(|p| p.two_way());
        let ways: Vec<String> = crossings
            .iter()
            .map(|p| {
                let (from, to) = (label(p.inside), label(p.outside));
                match (p.outward, p.inward) {
                    (true, false) => format!("{from}→{to}"),
                    (false, true) => format!("{to}→{from}"),
                    _ => format!("{from}↔{to}"),
                }
            })
            .collect();
        let sign = if two_way {
            BoardSign::TwoWayArrow
        } else {
            BoardSign::OneWayArrow
        };
        if !signs.contains(&sign) {
            signs.push(sign);
        }
        lines.push(format!(
            "Arrows mark the only ways into and out of the {}: {}{}.",
            readable(name),
            and_list(&ways),
            if two_way { ", each both ways" } else { "" }
        ));
    }
    if !drawing.walls.is_empty() {
        signs.push(BoardSign::Wall);
        let walls: Vec<String> = drawing
            .walls
            .iter()
            .map(|&(a, b)| format!("{}|{}", label(a), label(b)))
            .collect();
        lines.push(format!(
            "Thick lines are walls: no move crosses them ({}).",
            and_list(&walls)
        ));
    }
    Some(LegendItem {
        name: legacy("Passages and walls"),
        lines: legacy_lines(lines),
        signs,
        ..LegendItem::default()
    })
}
