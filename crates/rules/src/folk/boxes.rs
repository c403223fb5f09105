//! Edge-drawing games (Modianqi, Ten-Point): the unit edges of a dot grid are the positions,
//! completing the fourth side of a box claims it, and boxes carry values.

use std::collections::BTreeMap;

use super::spec::BoxesSpec;
use super::state::FolkState;
use crate::board::{Board, PointId};
use crate::game::{Outcome, Player};
use crate::phrase::{Arg, Phrase};

/// The edges and boxes of a dot grid, with the box values and scoring rules.
#[derive(Clone, Debug)]
pub(crate) struct Boxes {
    /// Each edge as its two dots (left or lower dot first).
    pub edges: Vec<(PointId, PointId)>,
    /// Edge index by its dots.
    pub index: BTreeMap<(PointId, PointId), usize>,
    /// Per edge, the boxes it borders (one or two).
    pub edge_boxes: Vec<Vec<usize>>,
    /// Per box, its four edges.
    pub box_edges: Vec<[usize; 4]>,
    /// Per box, its corners (lower-left, lower-right, upper-right, upper-left).
    pub corners: Vec<[PointId; 4]>,
    /// Per box, its value.
    pub values: Vec<i32>,
    pub extra_move: bool,
    pub first_to: Option<i32>,
    pub lower_wins: bool,
}

pub(super) fn compile(
    board: &Board,
    spec: &BoxesSpec,
    problem: &mut dyn FnMut(String, String),
) -> Boxes {
    let (east, north) = (board.direction("e"), board.direction("n"));
    let (Some(east), Some(north)) = (east, north) else {
        problem(
            "boxes".into(),
            "edge drawing needs a square grid of dots (directions e and n)".into(),
        );
        return empty(spec);
    };
    let mut edges = Vec::new();
    for dir in [east, north] {
        for p in 0..board.len() as PointId {
            if let Some(q) = board.step_along_line(p, dir) {
                edges.push((p, q));
            }
        }
    }
    // Filled one by one: collecting into a map sorts first, which costs code in the browser.
    let mut index: BTreeMap<(PointId, PointId), usize> = BTreeMap::new();
    for (i, &edge) in edges.iter().enumerate() {
        index.insert(edge, i);
    }
    let mut edge_boxes = vec![Vec::new(); edges.len()];
    let (mut box_edges, mut corners, mut values) = (Vec::new(), Vec::new(), Vec::new());
    let mut labels = BTreeMap::new();
    for p in 0..board.len() as PointId {
        let right = board.step_along_line(p, east);
        let up = board.step_along_line(p, north);
        let (Some(r), Some(u)) = (right, up) else {
            continue;
        };
        let Some(ru) = board.step_along_line(r, north) else {
            continue;
        };
        let found = [(p, r), (u, ru), (p, u), (r, ru)].map(|e| index.get(&e).copied());
        let [Some(a), Some(b), Some(c), Some(d)] = found else {
            continue;
        };
        let id = box_edges.len();
        for e in [a, b, c, d] {
            edge_boxes[e].push(id);
        }
        box_edges.push([a, b, c, d]);
        corners.push([p, r, ru, u]);
        values.push(spec.default_value);
        labels.insert(board.point(p).label.clone(), id);
    }
    if box_edges.is_empty() {
        problem("boxes".into(), "the board has no boxes".into());
    }
    for (label, &value) in &spec.values {
        match labels.get(label) {
            Some(&b) => values[b] = value,
            None => problem(
                format!("boxes.values.{label}"),
                format!("`{label}` is not the lower-left dot of a box"),
            ),
        }
    }
    Boxes {
        edges,
        index,
        edge_boxes,
        box_edges,
        corners,
        values,
        extra_move: spec.extra_move,
        first_to: spec.first_to,
        lower_wins: spec.lower_wins,
    }
}

fn empty(spec: &BoxesSpec) -> Boxes {
    Boxes {
        edges: Vec::new(),
        index: BTreeMap::new(),
        edge_boxes: Vec::new(),
        box_edges: Vec::new(),
        corners: Vec::new(),
        values: Vec::new(),
        extra_move: spec.extra_move,
        first_to: spec.first_to,
        lower_wins: spec.lower_wins,
    }
}

impl Boxes {
    /// Each player's score: the values of the boxes they own.
    pub fn scores(&self, state: &FolkState) -> [i32; 2] {
        let mut scores = [0, 0];
        for (b, &owner) in state.boxes.iter().enumerate() {
            if owner > 0 {
                scores[usize::from(owner - 1)] += self.values[b];
            }
        }
        scores
    }

    /// Draws edge `edge` for the player to move; true when it completed a box.
    pub fn draw(&self, state: &mut FolkState, edge: usize) -> bool {
        let mover = state.to_move;
        state.edges[edge] = mover + 1;
        let mut completed = false;
        for &b in &self.edge_boxes[edge] {
            if state.boxes[b] == 0 && self.box_edges[b].iter().all(|&e| state.edges[e] > 0) {
                state.boxes[b] = mover + 1;
                completed = true;
            }
        }
        completed
    }

    /// The result: the first to the target score, or the totals once every edge is drawn.
    pub fn outcome(&self, state: &FolkState, names: [&str; 2]) -> Option<Outcome> {
        let scores = self.scores(state);
        let total = Some(scores.to_vec());
        if let Some(target) = self.first_to {
            if let Some(p) = (0..2).find(|&p| scores[p] >= target) {
                return Some(Outcome {
                    winner: Some(Player(p as u8)),
                    rule: Phrase::new("board-rule-boxes-target")
                        .with("player", Arg::Player(names[p].into()))
                        .with("target", Arg::code(target.to_string())),
                    scores: total,
                });
            }
        }
        if state.edges.contains(&0) {
            return None;
        }
        let (better, id) = if self.lower_wins {
            (scores[0] < scores[1], "board-rule-boxes-lower")
        } else {
            (scores[0] > scores[1], "board-rule-boxes-higher")
        };
        let winner = if scores[0] == scores[1] {
            None
        } else if better {
            Some(Player(0))
        } else {
            Some(Player(1))
        };
        let rule = match winner {
            Some(p) => Phrase::new(id).with("player", Arg::Player(names[usize::from(p.0)].into())),
            None => Phrase::new("board-rule-boxes-equal"),
        };
        Some(Outcome {
            winner,
            rule,
            scores: total,
        })
    }
}
