//! What a board's diagram shows beyond its points and lines, read from the rules: Du Hai Qi's
//! passages between islands (or mountains) and sea, walls where side-by-side cells are not
//! joined, and makruk's plain board and piece figures.

use boardlore_engine::Compile;
use std::collections::BTreeSet;

use boardlore_engine::board::{Board, BoardSpec, Figure};
use boardlore_engine::folk::DirectionSet;
use boardlore_engine::legend::{Arg, BoardSign, Phrase};
use boardlore_engine::RulesSpec;

use crate::support::entry::{entry_rules, every_ruleset, spec_from_str};

fn board_of(spec: &RulesSpec) -> Board {
    spec.compile()
        .unwrap_or_else(|e| panic!("{e:?}"))
        .board()
        .clone()
}

/// Every passage as `inside-outside` with its heads: `<>` both ways, `>` out only, `<` in only.
fn passages(board: &Board) -> BTreeSet<String> {
    board
        .drawing()
        .passages
        .iter()
        .map(|p| {
            let heads = match (p.outward, p.inward) {
                (true, true) => "<>",
                (true, false) => ">",
                (false, true) => "<",
                (false, false) => "none",
            };
            format!(
                "{}{heads}{}",
                board.point(p.inside).label,
                board.point(p.outside).label
            )
        })
        .collect()
}

fn set(items: &[&str]) -> BTreeSet<String> {
    items.iter().map(|s| s.to_string()).collect()
}

#[test]
fn du_hai_qi_every_passage_between_the_islands_and_the_sea_is_drawn_as_a_two_way_arrow() {
    // Tian and the translation alike: a piece passes between island and sea along files d,
    // e and f, in either direction (Black out of the south island, White into it).
    for reading in ["two-player", "translation"] {
        let board = board_of(&entry_rules("du-hai-qi", reading));
        assert_eq!(
            passages(&board),
            set(&["d3<>d4", "e3<>e4", "f3<>f4", "d13<>d12", "e13<>e12", "f13<>f12"]),
            "{reading}"
        );
    }
}

#[test]
fn du_hai_qi_draws_no_wall_since_every_side_by_side_square_is_joined() {
    // The walls of the book's figure are left out of every reading (its places are unknown):
    // every square is joined to each neighbour, so no wall is drawn.
    for reading in ["two-player", "translation", "three-player"] {
        let board = board_of(&entry_rules("du-hai-qi", reading));
        assert!(board.drawing().walls.is_empty(), "{reading}");
    }
}

#[test]
fn du_hai_qi_for_three_every_mountain_joins_the_sea_by_three_two_way_passages() {
    let board = board_of(&entry_rules("du-hai-qi", "three-player"));
    assert_eq!(
        passages(&board),
        set(&[
            "c4<>d4", "c5<>d5", "c6<>d6", "m4<>l4", "m5<>l5", "m6<>l6", "g10<>g9", "h10<>h9",
            "i10<>i9"
        ])
    );
}

#[test]
fn a_passage_only_one_way_of_moving_uses_is_drawn_one_way() {
    // Both sides moving north only: pieces leave the south island and enter the north one.
    let mut spec = entry_rules("du-hai-qi", "two-player");
    let RulesSpec::Folk(folk) = &mut spec else {
        panic!("a folk ruleset");
    };
    for player in &mut folk.players {
        player.directions = Some(DirectionSet::List(vec!["n".into()]));
    }
    let board = board_of(&spec);
    assert_eq!(
        passages(&board),
        set(&["d3>d4", "e3>e4", "f3>f4", "d13<d12", "e13<e12", "f13<f12"])
    );
}

#[test]
fn a_wall_stands_between_side_by_side_cells_no_line_joins() {
    // A 2x2 island whose two bottom cells are not joined, beside one sea cell.
    let spec: BoardSpec = spec_from_str(
        r#"
kind: explicit
style: cells
points:
  - { id: a1, x: 0, y: 0 }
  - { id: b1, x: 1, y: 0 }
  - { id: a2, x: 0, y: 1 }
  - { id: b2, x: 1, y: 1 }
  - { id: c2, x: 2, y: 1 }
lines: [[a1, a2], [b1, b2], [a2, b2, c2]]
regions: { island: [a1, b1, a2, b2] }
passages: [island]
"#,
    );
    let board = spec.build().expect("a board");
    let walls: Vec<(String, String)> = board
        .drawing()
        .walls
        .iter()
        .map(|&(a, b)| (board.point(a).label.clone(), board.point(b).label.clone()))
        .collect();
    assert_eq!(walls, [("a1".to_string(), "b1".to_string())]);
    assert_eq!(passages(&board), set(&["b2<>c2"]));
}

#[test]
fn passages_must_name_a_region_of_the_board() {
    let spec: BoardSpec = spec_from_str(
        "{ kind: square, files: 3, ranks: 3, regions: { home: [a1] }, passages: [island] }",
    );
    let errors = spec.build().unwrap_err();
    assert_eq!(errors[0].field, "passages[0]", "{errors:?}");
}

#[test]
fn makruks_board_is_plain_and_its_pieces_are_drawn_as_thai_players_know_them() {
    for reading in ["main", "fairy-stockfish"] {
        let board = board_of(&entry_rules("makruk", reading));
        let drawing = board.drawing();
        assert!(
            drawing.plain_cells,
            "{reading}: a makruk board is not chequered"
        );
        let figures: Vec<(&str, Figure)> = drawing
            .figures
            .iter()
            .map(|(kind, &figure)| (kind.as_str(), figure))
            .collect();
        assert_eq!(
            figures,
            [
                ("horse", Figure::Horse),
                ("khon", Figure::Spire),
                ("king", Figure::Crown),
                ("met", Figure::Cone),
                ("pawn", Figure::Cowrie),
                ("rook", Figure::Block),
            ],
            "{reading}"
        );
    }
}

#[test]
fn every_other_game_keeps_its_letters_and_only_du_hai_qi_draws_passages() {
    for found in every_ruleset() {
        let game = found.entry().id.clone();
        let board = board_of(&found.spec);
        if game != "makruk" {
            assert!(board.drawing().figures.is_empty(), "{game}");
        }
        if game != "du-hai-qi" {
            assert!(board.drawing().passages.is_empty(), "{game}");
            assert!(board.drawing().walls.is_empty(), "{game}");
        }
    }
}

#[test]
fn du_hai_qis_legend_names_the_arrows_it_draws_and_no_walls() {
    let legend = entry_rules("du-hai-qi", "two-player")
        .legend()
        .expect("a legend");
    let item = legend
        .items
        .iter()
        .find(|i| i.name.id == "legend-part-passages-and-walls")
        .expect("an item for the board's signs");
    assert_eq!(item.signs, [BoardSign::TwoWayArrow]);
    // "Arrows mark the only ways into and out of the south island: d3↔d4, e3↔e4 and f3↔f4,
    // each both ways."
    assert_eq!(
        item.lines[0],
        Phrase::new("legend-passages-both-ways")
            .with("region", Arg::term("south-island"))
            .with("ways", Arg::codes(["d3↔d4", "e3↔e4", "f3↔f4"]))
    );
    assert!(!item.lines.iter().any(|l| l.mentions("legend-walls")));
}
