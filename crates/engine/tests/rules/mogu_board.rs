//! The reconstructed Mushroom Chess board (content/games/mogu-qi.yaml) has what the text says:
//! 48 points in 8 rows from 4 to 8 long, a rim of 21 points, and rings of 21, 15, 9 and 3.

use crate::support::entry::entry;

use boardlore_engine::board::{Board, BoardSpec, PointId};
use boardlore_entry::yaml::RawYaml;

fn boards() -> Vec<(String, Board)> {
    entry("mogu-qi")
        .rulesets
        .iter()
        .map(|r| {
            let id = r.id.clone();
            // A playable ruleset keeps its board inside `rules`.
            let board = match &r.rules {
                Some(rules) => RawYaml::from(rules.value()["board"].clone()),
                None => r
                    .board
                    .clone()
                    .unwrap_or_else(|| panic!("{id} has no board")),
            };
            let spec: BoardSpec = board
                .decode()
                .unwrap_or_else(|e| panic!("{id}: board: {e:?}"));
            let board = spec.build().unwrap_or_else(|e| panic!("{id}: {e:?}"));
            (id, board)
        })
        .collect()
}

/// Points joined to `p` by a drawn line.
fn neighbours(board: &Board, p: PointId) -> Vec<PointId> {
    (0..board.directions().len())
        .filter_map(|d| board.step_along_line(p, d))
        .collect()
}

#[test]
fn every_ruleset_draws_the_same_48_point_board_in_rows_of_4_to_8() {
    let all = boards();
    assert_eq!(
        all.len(),
        7,
        "rules I to VI (and the misère variant of rules I) each carry the board"
    );
    for (id, board) in &all {
        assert_eq!(board.len(), 48, "{id}");
        let mut rows = std::collections::BTreeMap::new();
        for p in board.points() {
            *rows.entry(p.label.chars().next().unwrap()).or_insert(0) += 1;
        }
        let lengths: Vec<i32> = rows.values().copied().collect();
        assert_eq!(lengths, [4, 5, 6, 7, 8, 7, 6, 5], "{id}");
        assert_eq!(board, &all[0].1, "{id} draws a different board");
    }
}

#[test]
fn peeling_the_rim_off_again_and_again_leaves_rings_of_21_15_9_and_3() {
    let (_, board) = &boards()[0];
    let mut left: Vec<PointId> = (0..board.len() as PointId).collect();
    let mut rings = Vec::new();
    while !left.is_empty() {
        let rim: Vec<PointId> = left
            .iter()
            .copied()
            .filter(|&p| {
                let inside = neighbours(board, p)
                    .iter()
                    .filter(|q| left.contains(q))
                    .count();
                inside < 6
            })
            .collect();
        left.retain(|p| !rim.contains(p));
        rings.push(rim);
    }
    let sizes: Vec<usize> = rings.iter().map(Vec::len).collect();
    assert_eq!(sizes, [21, 15, 9, 3]);
    let centre: Vec<&str> = rings[3]
        .iter()
        .map(|&p| board.point(p).label.as_str())
        .collect();
    assert_eq!(centre, ["d4", "e4", "e5"]);
    for (ring, name) in rings.iter().zip(["ring-4", "ring-3", "ring-2", "ring-1"]) {
        let mut region = board.region(name).expect("zone region").to_vec();
        region.sort_unstable();
        assert_eq!(&region, ring, "region {name} is that ring");
    }
}

#[test]
fn inner_points_have_six_neighbours_along_three_line_directions() {
    let (_, board) = &boards()[0];
    let e4 = board.find("e4").unwrap();
    assert_eq!(neighbours(board, e4).len(), 6);
    assert_eq!(
        board.lines().len(),
        24,
        "8 rows and 8 lines in each slanting direction"
    );
}
