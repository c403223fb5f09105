//! The signs a board's diagram carries beyond its lines, explained: the arrows of the
//! passages between regions and the walls between cells, with the crossings they mark.

use super::words::part;
use super::{Arg, BoardSign, LegendItem, Phrase};
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
        let ways = crossings.iter().map(|p| {
            let (from, to) = (label(p.inside), label(p.outside));
            match (p.outward, p.inward) {
                (true, false) => format!("{from}→{to}"),
                (false, true) => format!("{to}→{from}"),
                _ => format!("{from}↔{to}"),
            }
        });
        let sign = if two_way {
            BoardSign::TwoWayArrow
        } else {
            BoardSign::OneWayArrow
        };
        if !signs.contains(&sign) {
            signs.push(sign);
        }
        let id = if two_way {
            "legend-passages-both-ways"
        } else {
            "legend-passages"
        };
        lines.push(
            Phrase::new(id)
                .with("region", Arg::term(name))
                .with("ways", Arg::codes(ways)),
        );
    }
    if !drawing.walls.is_empty() {
        signs.push(BoardSign::Wall);
        let walls = drawing
            .walls
            .iter()
            .map(|&(a, b)| format!("{}|{}", label(a), label(b)));
        lines.push(Phrase::new("legend-walls").with("walls", Arg::codes(walls)));
    }
    Some(LegendItem {
        name: part("passages-and-walls"),
        lines,
        signs,
        ..LegendItem::default()
    })
}
