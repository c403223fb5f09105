//! Board generators: sizes, neighbours and drawn lines.

use crate::support::entry::spec_from_str;
use boardlore_engine::board::{
    alquerque, hexagonal, square, track, triangular, BoardSpec, Links, Style,
};

#[test]
fn a_xiangqi_board_has_90_points_and_knows_its_neighbours() {
    let board = square(9, 10, Links::Orthogonal, Style::Intersections);
    assert_eq!(board.len(), 90);
    let e1 = board.find("e1").unwrap();
    let n = board.direction("n").unwrap();
    assert_eq!(board.point(board.step(e1, n).unwrap()).label, "e2");
    let s = board.direction("s").unwrap();
    assert_eq!(board.step(e1, s), None);
    // Ten ranks and nine files drawn as lines.
    assert_eq!(board.lines().len(), 19);
}

#[test]
fn alquerque_draws_diagonals_through_every_other_point() {
    let board = alquerque(5, 5);
    let a1 = board.find("a1").unwrap();
    let b1 = board.find("b1").unwrap();
    let ne = board.direction("ne").unwrap();
    assert!(board.step_along_line(a1, ne).is_some());
    assert!(board.step_along_line(b1, ne).is_none());
    assert!(
        board.step(b1, ne).is_some(),
        "geometry still knows the diagonal neighbour"
    );
}

#[test]
fn hexagon_with_three_points_per_side_has_19_points_with_six_neighbours_in_the_middle() {
    let board = hexagonal(3);
    assert_eq!(board.len(), 19);
    let centre = board.find("c3").unwrap();
    let around = (0..board.directions().len())
        .filter(|&d| board.step(centre, d).is_some())
        .count();
    assert_eq!(around, 6);
}

#[test]
fn triangle_names_its_three_sides() {
    let board = triangular(5);
    assert_eq!(board.len(), 15);
    for side in ["side-bottom", "side-left", "side-right"] {
        assert_eq!(board.region(side).unwrap().len(), 5, "{side}");
    }
}

#[test]
fn a_track_runs_in_playing_order() {
    let board = track(&[(0, 0), (1, 0), (1, 1), (0, 1)]);
    let next = board.direction("next").unwrap();
    let third = board.find("3").unwrap();
    assert_eq!(board.point(board.step(third, next).unwrap()).label, "4");
}

#[test]
fn a_board_spec_reports_every_unknown_region_point() {
    let spec: BoardSpec = spec_from_str(
        "{ kind: square, files: 9, ranks: 10, style: intersections, regions: { palace: ['d1:f3', z9, e11] } }",
    );
    let errors = spec.build().unwrap_err();
    assert_eq!(errors.len(), 2);
    assert_eq!(errors[0].field, "regions.palace[1]");
    let ok: BoardSpec =
        spec_from_str("{ kind: square, files: 9, ranks: 10, regions: { palace: ['d1:f3'] } }");
    assert_eq!(ok.build().unwrap().region("palace").unwrap().len(), 9);
}
