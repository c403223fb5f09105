//! The SVG a diagram is made of: well-formed, deterministic, accessible when interactive, and
//! drawing what the board and position say.

use crate::common;

use boardlore_diagram::{describe_point, svg, Mark, SvgOptions};
use boardlore_engine::board::{square, Board, EdgeLabels, Links, Style};
use boardlore_engine::game::PieceView;
use boardlore_engine::players::players_from;
use boardlore_engine::{Colour, Player, PlayerInfo, PositionView};

fn parse(text: &str) -> roxmltree::Document<'_> {
    roxmltree::Document::parse(text).unwrap_or_else(|e| panic!("not well-formed XML: {e}\n{text}"))
}

fn interactive() -> SvgOptions {
    SvgOptions {
        interactive: true,
        ..SvgOptions::default()
    }
}

/// SVG position of a point, read from its click target.
fn target_centre(doc: &roxmltree::Document, label: &str) -> (String, String) {
    let node = doc
        .descendants()
        .find(|n| n.attribute("data-point") == Some(label))
        .unwrap_or_else(|| panic!("no target for {label}"));
    match node.tag_name().name() {
        "circle" => (
            node.attribute("cx").unwrap().to_string(),
            node.attribute("cy").unwrap().to_string(),
        ),
        _ => {
            let x: f32 = node.attribute("x").unwrap().parse().unwrap();
            let y: f32 = node.attribute("y").unwrap().parse().unwrap();
            let w: f32 = node.attribute("width").unwrap().parse().unwrap();
            ((x + w / 2.0).to_string(), (y + w / 2.0).to_string())
        }
    }
}

fn texts(doc: &roxmltree::Document) -> Vec<String> {
    doc.descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| n.text().unwrap_or_default().to_string())
        .collect()
}

#[test]
fn equal_input_gives_byte_identical_svg() {
    let (board, view) = common::xiangqi();
    let a = svg(&board, &view, &[], &interactive());
    let b = svg(&board, &view, &[], &interactive());
    assert_eq!(a, b);
}

#[test]
fn a_chess_diagram_draws_every_piece_with_its_letter() {
    let drawing = common::plain_svg(common::chess());
    let doc = parse(&drawing);
    let root = doc.root_element();
    assert_eq!(root.attribute("role"), Some("img"));
    assert!(root.attribute("viewBox").is_some());
    let glyphs: Vec<String> = texts(&doc).into_iter().filter(|t| t.len() == 1).collect();
    let kings = glyphs
        .iter()
        .filter(|g| g.eq_ignore_ascii_case("k"))
        .count();
    assert_eq!(kings, 2);
    let pawns = glyphs.iter().filter(|g| *g == "P").count();
    assert_eq!(pawns, 8);
    assert!(
        drawing.len() < 20_000,
        "a static chess diagram stays compact: {} bytes",
        drawing.len()
    );
    assert!(
        !drawing.contains("data-point"),
        "static diagrams carry no click targets"
    );
}

#[test]
fn coordinates_run_along_the_edges_of_a_chessboard() {
    let (board, view) = common::chess();
    let with = texts(&parse(&svg(&board, &view, &[], &SvgOptions::default())));
    for tick in ["a", "h", "1", "8"] {
        assert!(with.iter().any(|t| t == tick), "missing coordinate {tick}");
    }
    let no_coords = SvgOptions {
        coordinates: false,
        ..SvgOptions::default()
    };
    let without = texts(&parse(&svg(&board, &view, &[], &no_coords)));
    assert!(!without.iter().any(|t| t == "a"));
}

#[test]
fn interactive_points_are_buttons_named_for_screen_readers() {
    let (board, view) = common::xiangqi();
    let options = SvgOptions {
        interactive: true,
        players: players_from(vec![("red".into(), None), ("black".into(), None)]),
        ..SvgOptions::default()
    };
    let drawing = svg(&board, &view, &[], &options);
    let doc = parse(&drawing);
    let targets: Vec<_> = doc
        .descendants()
        .filter(|n| n.attribute("data-point").is_some())
        .collect();
    assert_eq!(targets.len(), 90, "one target per point");
    assert!(targets
        .iter()
        .all(|t| t.attribute("role") == Some("button")));
    let label = |p: &str| {
        targets
            .iter()
            .find(|t| t.attribute("data-point") == Some(p))
            .and_then(|t| t.attribute("aria-label"))
            .unwrap()
            .to_string()
    };
    assert_eq!(label("b1"), "b1, red horse");
    assert_eq!(label("e10"), "e10, black general");
    assert_eq!(label("e5"), "e5, empty");
    let e1 = board.find("e1").unwrap();
    assert_eq!(
        describe_point(&board, &view, &options, e1).as_deref(),
        Some("e1, red general")
    );
}

/// The drawing's group of class `class` (`bl-pieces`, `bl-marks`...).
fn group<'a, 'input>(
    doc: &'a roxmltree::Document<'input>,
    class: &str,
) -> roxmltree::Node<'a, 'input> {
    doc.descendants()
        .find(|n| n.attribute("class") == Some(class))
        .unwrap_or_else(|| panic!("no group {class}"))
}

/// How many polygons (arrow heads, pentagons) are drawn in the drawing's group `class`.
fn polygons_in(doc: &roxmltree::Document, class: &str) -> usize {
    group(doc, class)
        .descendants()
        .filter(|n| n.has_tag_name("polygon"))
        .count()
}

/// The fill colours of the discs drawn for pieces, in drawing order.
fn disc_fills(drawing: &str) -> Vec<String> {
    let doc = parse(drawing);
    group(&doc, "bl-pieces")
        .descendants()
        .filter(|n| n.has_tag_name("circle") && n.attribute("fill") != Some("none"))
        .filter_map(|n| n.attribute("fill").map(str::to_string))
        .collect()
}

#[test]
fn each_player_is_drawn_in_the_colour_of_its_name_whoever_moves_first() {
    let (board, view) = common::xiangqi();
    let fills = |players: Vec<PlayerInfo>| {
        let options = SvgOptions {
            players,
            ..SvgOptions::default()
        };
        let mut fills = disc_fills(&svg(&board, &view, &[], &options));
        fills.sort();
        fills.dedup();
        fills
    };
    // A first player called Black is drawn dark, its opponent White light.
    let black_first = fills(players_from(vec![
        ("Black".into(), None),
        ("White".into(), None),
    ]));
    let white_first = fills(players_from(vec![
        ("White".into(), None),
        ("Black".into(), None),
    ]));
    assert_eq!(black_first, white_first, "the same two colours either way");
    let green = fills(players_from(vec![
        ("Red".into(), None),
        ("Green".into(), None),
    ]));
    assert!(
        green.contains(&"#2e7d32".to_string()),
        "Green is drawn green: {green:?}"
    );
    let declared = fills(players_from(vec![
        ("Cho".into(), Some(Colour::Blue)),
        ("Han".into(), Some(Colour::Red)),
    ]));
    assert!(
        declared.contains(&"#1f57b0".to_string()),
        "Cho is drawn blue: {declared:?}"
    );
}

#[test]
fn a_side_called_black_is_dark_even_when_it_moves_first() {
    let (board, view) = common::xiangqi();
    let options = SvgOptions {
        players: players_from(vec![("Black".into(), None), ("White".into(), None)]),
        ..SvgOptions::default()
    };
    let doc_text = svg(&board, &view, &[], &options);
    // The first player's pieces (seat 0) still carry the inner ring, the cue without colour.
    let fills = disc_fills(&doc_text);
    let light = fills.iter().filter(|f| *f == "#fbf3df").count();
    let dark = fills.iter().filter(|f| *f == "#2c2622").count();
    assert_eq!((light, dark), (16, 16), "{fills:?}");
    let rings = doc_text.matches("fill=\"none\" stroke=\"#0d0b0a\"").count();
    assert_eq!(
        rings, 16,
        "the first player's dark discs carry the inner ring"
    );
}

#[test]
fn without_player_names_screen_readers_hear_player_numbers() {
    let (board, view) = common::chess();
    let e4 = board.find("e4").unwrap();
    assert_eq!(
        describe_point(&board, &view, &SvgOptions::default(), e4).as_deref(),
        Some("e4, player 1 pawn")
    );
    assert_eq!(
        describe_point(&board, &view, &SvgOptions::default(), 999),
        None
    );
}

#[test]
fn every_id_carries_the_prefix_so_diagrams_can_share_a_page() {
    let (board, view) = common::chess();
    let options = |prefix: &str| SvgOptions {
        id_prefix: prefix.into(),
        interactive: true,
        title: Some("Figure 1".into()),
        ..SvgOptions::default()
    };
    let first = svg(&board, &view, &[], &options("fig1-"));
    let second = svg(&board, &view, &[], &options("fig2-"));
    let ids = |text: &str| -> Vec<String> {
        parse(text)
            .descendants()
            .filter_map(|n| n.attribute("id").map(str::to_string))
            .collect()
    };
    let (a, b) = (ids(&first), ids(&second));
    assert!(!a.is_empty());
    assert!(a.iter().all(|id| id.starts_with("fig1-")), "{a:?}");
    assert!(
        a.iter().all(|id| !b.contains(id)),
        "ids collide: {a:?} {b:?}"
    );
    let doc = parse(&first);
    assert_eq!(
        doc.root_element().attribute("aria-labelledby"),
        Some("fig1-title")
    );
}

#[test]
fn flipping_puts_the_second_player_at_the_bottom() {
    let (board, view) = common::chess();
    let normal = svg(&board, &view, &[], &interactive());
    let flipped = svg(
        &board,
        &view,
        &[],
        &SvgOptions {
            flipped: true,
            ..interactive()
        },
    );
    let (doc, doc_flipped) = (parse(&normal), parse(&flipped));
    let y =
        |doc: &roxmltree::Document, p: &str| -> f32 { target_centre(doc, p).1.parse().unwrap() };
    let x =
        |doc: &roxmltree::Document, p: &str| -> f32 { target_centre(doc, p).0.parse().unwrap() };
    assert!(y(&doc, "a1") > y(&doc, "a8"), "a1 is at the bottom");
    assert!(
        y(&doc_flipped, "a1") < y(&doc_flipped, "a8"),
        "flipped: a1 at the top"
    );
    assert!(
        x(&doc_flipped, "a1") > x(&doc_flipped, "h1"),
        "flipped: a-file on the right"
    );
}

#[test]
fn the_xiangqi_river_interrupts_the_inner_files_but_not_the_edges() {
    let (board, view) = common::xiangqi();
    let drawing = svg(&board, &view, &[], &interactive());
    let doc = parse(&drawing);
    let lines = doc
        .descendants()
        .find(|n| n.has_tag_name("path") && n.attribute("fill") == Some("none"))
        .and_then(|n| n.attribute("d"))
        .expect("the board's lines");
    let at = |p: &str| {
        let (x, y) = target_centre(&doc, p);
        format!("{x} {y}")
    };
    let segment = |a: &str, b: &str| format!("{}L{}", at(a), at(b));
    assert!(
        lines.contains(&segment("a5", "a6")),
        "edge file crosses the river"
    );
    assert!(
        lines.contains(&segment("i5", "i6")),
        "edge file crosses the river"
    );
    assert!(
        !lines.contains(&segment("e5", "e6")),
        "inner file stops at the river"
    );
    assert!(lines.contains(&segment("e4", "e5")));
    assert!(texts(&doc).iter().any(|t| t == "楚河"), "river inscription");
    // Both palaces carry their diagonals, corner to corner.
    assert!(lines.contains(&format!("M{}L{}", at("d1"), at("f3"))));
    assert!(lines.contains(&format!("M{}L{}", at("d10"), at("f8"))));
}

#[test]
fn a_board_without_river_regions_has_no_river() {
    // Janggi: the same 9x10 lines with palaces but no river.
    let mut board = square(9, 10, Links::Orthogonal, Style::Intersections);
    let palace: Vec<u16> = ["d1", "e1", "f1", "d2", "e2", "f2", "d3", "e3", "f3"]
        .iter()
        .map(|l| board.find(l).unwrap())
        .collect();
    board.set_region("palace", palace);
    let drawing = svg(&board, &PositionView::default(), &[], &interactive());
    let doc = parse(&drawing);
    assert!(!texts(&doc).iter().any(|t| t == "楚河"));
    let (x, y) = target_centre(&doc, "e5");
    let (x6, y6) = target_centre(&doc, "e6");
    assert!(drawing.contains(&format!("{x} {y}L{x6} {y6}")));
}

#[test]
fn a_hexagonal_board_draws_its_lines_and_labels_each_point() {
    let (board, view) = common::hexagon();
    assert_eq!(board.len(), 37);
    let drawing = svg(&board, &view, &[], &interactive());
    let doc = parse(&drawing);
    let labels = texts(&doc);
    assert!(labels.iter().any(|t| t == "a1") && labels.iter().any(|t| t == "g4"));
    let targets = doc
        .descendants()
        .filter(|n| n.attribute("data-point").is_some())
        .count();
    assert_eq!(targets, 37);
    // The shared piece is a rounded square, not a disc.
    assert!(doc
        .descendants()
        .any(|n| n.has_tag_name("rect") && n.attribute("rx").is_some()));
}

#[test]
fn marks_are_drawn_on_top_of_the_pieces() {
    let (board, view) = common::chess();
    let marks = common::chess_marks(&board);
    let drawing = svg(&board, &view, &marks, &SvgOptions::default());
    let doc = parse(&drawing);
    let groups: Vec<&str> = doc
        .root_element()
        .children()
        .filter_map(|n| n.attribute("class"))
        .collect();
    let pieces = groups.iter().position(|c| *c == "bl-pieces").unwrap();
    let marks_at = groups.iter().position(|c| *c == "bl-marks").unwrap();
    assert!(marks_at > pieces, "{groups:?}");
    assert_eq!(polygons_in(&doc, "bl-marks"), 2, "two arrow heads");
    assert!(texts(&doc).iter().any(|t| t == "A"), "the label");
}

#[test]
fn text_from_content_is_escaped() {
    let board = square(3, 3, Links::Orthogonal, Style::Cells);
    let marks = [Mark::Label {
        at: 4,
        text: "<script>&\"".into(),
    }];
    let options = SvgOptions {
        title: Some("a < b & \"c\"".into()),
        id_prefix: "x\"y".into(),
        ..SvgOptions::default()
    };
    let drawing = svg(&board, &PositionView::default(), &marks, &options);
    assert!(!drawing.contains("<script>"));
    let doc = parse(&drawing);
    assert!(texts(&doc).iter().any(|t| t == "<script>&\""));
}

#[test]
fn points_the_board_does_not_have_are_left_out_without_panicking() {
    let board = square(3, 3, Links::Orthogonal, Style::Intersections);
    let view = PositionView {
        pieces: vec![common::piece_at(500, 0, "ghost", "G")],
        edges: vec![(0, 900, None)],
        claimed: vec![(vec![0, 1, 700], Player(1))],
        ..PositionView::default()
    };
    let marks = [
        Mark::Arrow { from: 0, to: 400 },
        Mark::Highlight(60000),
        Mark::Label {
            at: 77,
            text: "x".into(),
        },
    ];
    let drawing = svg(&board, &view, &marks, &interactive());
    let doc = parse(&drawing);
    assert!(!texts(&doc).iter().any(|t| t == "G" || t == "x"));
    let empty: Board = square(0, 0, Links::Orthogonal, Style::Cells);
    assert!(empty.is_empty());
    parse(&svg(
        &empty,
        &PositionView::default(),
        &marks,
        &interactive(),
    ));
}

#[test]
fn shogi_pieces_point_at_the_opponent_and_hands_are_clickable() {
    let (board, view) = common::shogi();
    let drawing = svg(&board, &view, &[], &interactive());
    let doc = parse(&drawing);
    assert_eq!(
        polygons_in(&doc, "bl-pieces"),
        6 + 3,
        "six on the board, three kinds in hand"
    );
    let upside_down: Vec<String> = group(&doc, "bl-pieces")
        .descendants()
        .filter(|n| n.has_tag_name("text") && n.attribute("transform").is_some())
        .map(|n| n.text().unwrap().to_string())
        .collect();
    assert_eq!(
        upside_down,
        ["王", "飛", "香"],
        "the second player's glyphs face them"
    );
    let hand: Vec<(String, String)> = doc
        .descendants()
        .filter_map(|n| {
            Some((
                n.attribute("data-hand")?.to_string(),
                n.attribute("aria-label")?.to_string(),
            ))
        })
        .collect();
    assert_eq!(
        hand[0],
        ("pawn".to_string(), "player 1 hand, pawn, 2".to_string())
    );
    assert_eq!(hand.len(), 3);
    assert!(
        texts(&doc).iter().any(|t| t == "×2"),
        "counts above one are written"
    );
}

#[test]
fn stacks_show_their_height_and_edges_their_owner() {
    let board = square(3, 3, Links::Orthogonal, Style::Intersections);
    let view = PositionView {
        pieces: vec![PieceView {
            height: 3,
            ..common::piece_at(4, 1, "tower", "T")
        }],
        edges: vec![(0, 1, Some(Player(0)))],
        claimed: vec![(vec![0, 1, 4, 3], Player(0))],
        ..PositionView::default()
    };
    let drawing = svg(&board, &view, &[], &interactive());
    let doc = parse(&drawing);
    assert!(texts(&doc).iter().any(|t| t == "3"), "stack badge");
    assert!(doc
        .descendants()
        .any(|n| n.attribute("aria-label") == Some("b2, player 2 tower, stack of 3")));
    // The web board says the label again in the page's language from the target's data.
    let target = doc
        .descendants()
        .find(|n| n.attribute("data-point") == Some("b2"))
        .expect("a target on b2");
    let data = ["data-name", "data-kind", "data-owner", "data-height"].map(|a| target.attribute(a));
    assert_eq!(data, [Some("b2"), Some("tower"), Some("1"), Some("3")]);
    assert!(
        doc.descendants().any(|n| n.has_tag_name("line")),
        "the drawn edge"
    );
    assert!(doc
        .descendants()
        .any(|n| n.has_tag_name("polygon") && n.attribute("fill-opacity").is_some()));
}

/// The coordinate texts with their positions, in drawing order.
fn coordinate_texts(doc: &roxmltree::Document) -> Vec<(String, f32, f32)> {
    let group = doc
        .descendants()
        .find(|n| n.attribute("class") == Some("bl-coordinates"))
        .expect("a coordinates group");
    let at = |n: roxmltree::Node, name| n.attribute(name).unwrap().parse::<f32>().unwrap();
    group
        .descendants()
        .filter(|n| n.has_tag_name("text"))
        .map(|n| (n.text().unwrap_or("").to_string(), at(n, "x"), at(n, "y")))
        .collect()
}

#[test]
fn a_shogi_board_is_numbered_as_its_records_are_files_along_the_top_ranks_down_the_right() {
    let (mut board, view) = common::shogi();
    let numbered = |rank_names: &str| EdgeLabels {
        files: (0..9).map(|x| (x, (9 - x).to_string())).collect(),
        ranks: rank_names
            .chars()
            .enumerate()
            .map(|(y, c)| (y as i32, c.to_string()))
            .collect(),
        top_right: true,
    };
    board.drawing_mut().edge_labels = vec![
        ("japanese".into(), numbered("九八七六五四三二一")),
        ("western".into(), numbered("ihgfedcba")),
    ];
    let drawn = |style: Option<&str>| {
        let options = SvgOptions {
            coordinate_style: style.map(str::to_string),
            ..SvgOptions::default()
        };
        svg(&board, &view, &[], &options)
    };
    let japanese = drawn(None);
    let doc = parse(&japanese);
    let ticks = coordinate_texts(&doc);
    let find = |name: &str| ticks.iter().find(|t| t.0 == name).cloned().unwrap();
    let (_, nine_x, nine_y) = find("9");
    let (_, one_x, one_y) = find("1");
    assert!(nine_x < one_x, "file 9 is at Sente's left");
    assert_eq!(nine_y, one_y, "files run along one edge");
    let (_, top_x, top_y) = find("一");
    let (_, bottom_x, bottom_y) = find("九");
    assert!(top_y < bottom_y, "rank 一 is at the top");
    assert_eq!(top_x, bottom_x, "ranks run down one edge");
    assert!(top_x > one_x, "ranks are right of the last file");
    assert!(nine_y < top_y, "files are above the first rank");
    assert!(
        !ticks.iter().any(|t| t.0 == "a"),
        "the Japanese style writes no letters"
    );
    let western = coordinate_texts(&parse(&drawn(Some("western"))))
        .into_iter()
        .map(|t| t.0)
        .collect::<Vec<_>>();
    assert!(western.contains(&"a".to_string()) && !western.contains(&"一".to_string()));
    let unknown = drawn(Some("no-such-style"));
    assert_eq!(
        unknown, japanese,
        "an unknown style falls back to the tradition's own"
    );
    // A screen reader names the point as the edges do.
    let c3 = board.find("c3").unwrap();
    let western = SvgOptions {
        coordinate_style: Some("western".into()),
        ..SvgOptions::default()
    };
    assert_eq!(
        describe_point(&board, &view, &western, c3).as_deref(),
        Some("7g, empty")
    );
}
