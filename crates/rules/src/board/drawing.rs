//! What a diagram of a board shows beyond its points and lines, as the ruleset asks: the cell
//! pattern, marked points, passages (arrows) and walls between regions, and the figures pieces
//! are drawn as instead of letters.
//!
//! Passages and walls are never written out point by point: a ruleset names the regions whose
//! edges matter (`board.passages`), and [`Board::passages_of`] reads the crossings from the
//! board's links, so the drawing cannot disagree with the moves.

use std::collections::BTreeMap;

use serde::Deserialize;

use super::{Board, PointId};

/// What a diagram of the board shows beyond its points and lines, set by the ruleset that
/// plays on it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Drawing {
    /// The players draw the lines during the game (dots and boxes): the empty board is dots.
    pub dots_only: bool,
    /// Points the rules single out (a race game's resting squares), drawn with a mark.
    pub marked: Vec<PointId>,
    /// Cells are all one colour, never chequered (a race board, a makruk board).
    pub plain_cells: bool,
    /// Cells are chequered whatever the board's size (`pattern: checkered`).
    pub checkered_cells: bool,
    /// The regions named in `board.passages`, in the ruleset's order.
    pub passage_regions: Vec<String>,
    /// Linked crossings out of the regions named in `board.passages`, drawn as arrows.
    pub passages: Vec<Passage>,
    /// Pairs of side-by-side points that no line joins, drawn as walls between them (only on
    /// boards that name passages, where the way in and out of a region is the rule).
    pub walls: Vec<(PointId, PointId)>,
    /// The figure each piece kind is drawn as, by piece id; kinds not listed show their glyph.
    pub figures: BTreeMap<String, Figure>,
    /// The coordinates a tradition writes along the board's edges, by move-notation style id,
    /// the tradition's own style first (shogi: files 9 to 1 along the top, ranks 一 to 九 down
    /// the right). Empty: the diagram reads coordinates from the point labels.
    pub edge_labels: Vec<(String, EdgeLabels)>,
}

/// Coordinates written along two edges of a grid board, as a tradition numbers it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct EdgeLabels {
    /// Each column's label by its drawing column (`x`).
    pub files: Vec<(i32, String)>,
    /// Each row's label by its drawing row (`y`, 0 at the first player's side).
    pub ranks: Vec<(i32, String)>,
    /// Files along the top and ranks down the right (shogi), instead of along the bottom and
    /// up the left (chess).
    pub top_right: bool,
}

impl Drawing {
    /// The figure a piece kind is drawn as, if the ruleset gives it one.
    pub fn figure(&self, kind: &str) -> Option<Figure> {
        self.figures.get(kind).copied()
    }

    /// The edge coordinates of a notation style, or the first style's when `style` is `None`
    /// or offers none; `None` when the tradition writes no coordinates of its own.
    pub fn edge_labels_for(&self, style: Option<&str>) -> Option<&EdgeLabels> {
        let chosen = style.and_then(|id| self.edge_labels.iter().find(|(s, _)| s == id));
        chosen
            .or(self.edge_labels.first())
            .map(|(_, labels)| labels)
    }
}

/// A linked crossing between a region named in `board.passages` and the rest of the board.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Passage {
    /// The point inside the region.
    pub inside: PointId,
    /// The point outside it, one link away.
    pub outside: PointId,
    /// Some move goes out of the region this way.
    pub outward: bool,
    /// Some move comes into the region this way.
    pub inward: bool,
}

impl Passage {
    /// True when moves go both ways through it (drawn as a two-headed arrow).
    pub fn two_way(&self) -> bool {
        self.outward && self.inward
    }
}

/// A piece drawn as a silhouette instead of a letter (`figure:` of a chess-family piece), as
/// Thai players know makruk's pieces.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq, PartialOrd, Ord)]
#[serde(rename_all = "kebab-case")]
pub enum Figure {
    /// A tall tiered spire crowned with a knob (makruk's Khun, the king).
    Crown,
    /// A small plain cone (makruk's Met).
    Cone,
    /// A tiered pointed spire, lower than the crown (makruk's Khon).
    Spire,
    /// A horse's head (makruk's Ma).
    Horse,
    /// A block, as a boat seen side on (makruk's Ruea).
    Block,
    /// A flat cowrie shell or disc (makruk's Bia).
    Cowrie,
}

impl Figure {
    /// The figure's name in rulesets (`crown`), also its accessible name.
    pub fn name(self) -> &'static str {
        match self {
            Figure::Crown => "crown",
            Figure::Cone => "cone",
            Figure::Spire => "spire",
            Figure::Horse => "horse",
            Figure::Block => "block",
            Figure::Cowrie => "cowrie",
        }
    }
}

impl Board {
    /// Changes what a diagram shows; the compilers add their part to what the board's own
    /// spec set (the pattern, passages and walls).
    pub fn drawing_mut(&mut self) -> &mut Drawing {
        &mut self.drawing
    }

    /// Every linked crossing out of the named regions, each two-way (links join both ways;
    /// a family whose moves go one way narrows them), and every wall: side-by-side points
    /// (one grid step apart along a row or column) that no line joins.
    pub fn passages_of(&self, regions: &[String]) -> (Vec<Passage>, Vec<(PointId, PointId)>) {
        let mut passages = Vec::new();
        for name in regions {
            let Some(inside) = self.region(name) else {
                continue;
            };
            for &p in inside {
                for d in 0..self.directions().len() {
                    let Some(q) = self.step_along_line(p, d) else {
                        continue;
                    };
                    if !inside.contains(&q) {
                        passages.push(Passage {
                            inside: p,
                            outside: q,
                            outward: true,
                            inward: true,
                        });
                    }
                }
            }
        }
        let mut at = BTreeMap::new();
        for p in 0..self.len() as PointId {
            at.insert(self.grid(p), p);
        }
        let mut walls = Vec::new();
        if !regions.is_empty() {
            for p in 0..self.len() as PointId {
                let (x, y) = self.grid(p);
                for (dx, dy) in [(1, 0), (0, 1)] {
                    let Some(&q) = at.get(&(x + dx, y + dy)) else {
                        continue;
                    };
                    if !self.linked(p, q) {
                        walls.push((p, q));
                    }
                }
            }
        }
        (passages, walls)
    }

    /// Whether a drawn line joins `a` straight to `b`.
    pub fn linked(&self, a: PointId, b: PointId) -> bool {
        (0..self.directions().len()).any(|d| self.step_along_line(a, d) == Some(b))
    }

    /// The index of the direction leading from `a` to its linked neighbour `b`.
    pub fn direction_between(&self, a: PointId, b: PointId) -> Option<usize> {
        (0..self.directions().len()).find(|&d| self.step_along_line(a, d) == Some(b))
    }
}
