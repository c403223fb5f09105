//! The polyomino family as L-Corner Chess (and Mushroom Chess rules IV) use it: a piece is
//! laid on several free points at once in any orientation, slides whole one step keeping its
//! orientation, and a player with no move loses. Also move-tree counts kept in
//! data/polyomino/perft.tsv (POLYOMINO_PERFT_REGENERATE=1 rewrites it and fails on purpose),
//! 1,000 seeded random games per ruleset, and click paths.

use crate::support::clicks::distinct_click_paths;
use crate::support::entry as entry_support;
use crate::support::random_game::{random_walk_each_ruleset, thousand_random_games_end};
use crate::support::typed;

use entry_support::{assert_positions_refused, check_move_tree_table, move_names, position};

use boardlore_engine::polyomino::PolyominoGame;
use boardlore_engine::{Click, Game};

const RULESETS: &[(&str, &str)] = &[
    ("guaijiao-qi", "rules-i"),
    ("guaijiao-qi", "rules-ii"),
    ("mogu-qi", "rules-iv"),
];

fn load(game: &str, ruleset: &str) -> PolyominoGame {
    typed::load(game, ruleset)
}

#[test]
fn an_l_of_three_fits_the_empty_9_by_9_board_in_256_ways_figure_42() {
    let game = load("guaijiao-qi", "rules-ii");
    // Four orientations, each with its 2 x 2 box in 8 x 8 places.
    assert_eq!(game.placement_count(), 256);
    let moves = move_names(&game, &game.start());
    assert_eq!(moves.len(), 256);
    // The figure's piece: the corner a1 first, then b1 and a2 (point order a1, b1, ..., a2).
    assert!(moves.contains(&"a1,b1,a2".to_string()), "{:?}", &moves[..4]);
}

#[test]
fn a_piece_may_not_overlap_another() {
    let game = load("guaijiao-qi", "rules-ii");
    let state = position(&game, "a1.b1.a2/- 2 12,13");
    let moves = move_names(&game, &state);
    assert!(moves
        .iter()
        .all(|m| !m.split(',').any(|p| ["a1", "b1", "a2"].contains(&p))));
    assert!(moves.contains(&"b2,c2,b3".to_string()));
}

/// A small board for the end-of-game rules: `files` x `ranks`, one L each.
fn tiny(files: u8, ranks: u8, then: &str) -> PolyominoGame {
    let yaml = format!(
        "family: polyomino\nboard: {{ kind: square, files: {files}, ranks: {ranks}, style: cells }}\n\
         piece: {{ kind: cells, cells: [[0, 0], [1, 0], [0, 1]] }}\n\
         players: [{{ name: Red, glyph: R, pieces: 1 }}, {{ name: Blue, glyph: B, pieces: 1 }}]\n\
         then: {then}\nslide: [n, e, s, w]\n"
    );
    typed::compile(&yaml)
}

#[test]
fn a_player_who_cannot_place_loses_even_with_pieces_left() {
    let game = tiny(2, 2, "nothing");
    let mut state = game.start();
    assert_eq!(
        move_names(&game, &state).len(),
        4,
        "four Ls fit a 2 x 2 board"
    );
    let mv = game.parse_move(&state, "a1,b1,a2").expect("legal");
    game.play(&mut state, mv);
    let outcome = game
        .outcome(&state)
        .expect("one square left: Blue cannot place");
    assert_eq!(outcome.winner.map(|p| p.0), Some(0));
    assert_eq!(outcome.rule.id, "board-rule-cannot-place");
}

#[test]
fn a_player_who_cannot_slide_loses() {
    let game = tiny(3, 2, "slide");
    // Red's L fills a1 b1 a2, Blue's the other three squares: nothing can slide.
    let state = position(&game, "a1.b1.a2/c2.b2.c1 1 0,0 2");
    let outcome = game.outcome(&state).expect("Red cannot slide");
    assert_eq!(outcome.winner.map(|p| p.0), Some(1));
    assert_eq!(outcome.rule.id, "board-rule-cannot-slide");
    // With a free column beside it, the same Red piece slides east.
    let roomy = tiny(4, 2, "slide");
    let state = position(&roomy, "a1.b1.a2/d2.c2.d1 1 0,0 2");
    assert_eq!(move_names(&roomy, &state), ["a1-b1"]);
}

#[test]
fn rules_i_is_drawn_at_its_move_limit_of_300_plies_with_no_moves_left() {
    let game = load("guaijiao-qi", "rules-i");
    // Sixteen pieces down and slides to spare, one ply before the limit and at it.
    let pieces = "a1.b1.a2,c1.d1.c2,e1.f1.e2,g1.h1.g2,a4.b4.a5,c4.d4.c5,e4.f4.e5,g4.h4.g5\
                  /a7.b7.a8,c7.d7.c8,e7.f7.e8,g7.h7.g8,b9.a9.b8,d9.c9.d8,f9.e9.f8,h9.g9.h8";
    let before = position(&game, &format!("{pieces} 1 0,0 299"));
    assert!(game.outcome(&before).is_none());
    assert!(!move_names(&game, &before).is_empty());
    let at_limit = position(&game, &format!("{pieces} 1 0,0 300"));
    let outcome = game.outcome(&at_limit).expect("the limit ends the game");
    assert_eq!(outcome.winner, None);
    let rule = boardlore_engine::phrase::Phrase::new("board-rule-move-limit").with("limit", 300u16);
    assert_eq!(outcome.rule, rule);
    assert!(move_names(&game, &at_limit).is_empty());
}

#[test]
fn after_all_sixteen_are_placed_the_first_player_slides_one_piece_one_square() {
    let game = load("guaijiao-qi", "rules-i");
    let red = "a1.b1.a2,a4.b4.a5,a7.b7.a8,c1.d1.c2,c4.d4.c5,c7.d7.c8,e1.f1.e2,e4.f4.e5";
    let blue = "g1.h1.g2,g4.h4.g5,g7.h7.g8,i9.h9.i8,e7.f7.e8,i1.i2.h2,i4.i5.h5,c9.d9.d8";
    let state = position(&game, &format!("{red}/{blue} 1 0,0 16"));
    let moves = move_names(&game, &state);
    assert!(!moves.is_empty());
    assert!(
        moves.iter().all(|m| m.contains('-')),
        "only slides: {moves:?}"
    );
    // The piece a1,b1,a2 can go up (a2 free? a3 is free) but not left or down.
    assert!(moves.contains(&"a1-a2".to_string()), "{moves:?}");
    assert!(!moves
        .iter()
        .any(|m| m.starts_with("a1-") && m != "a1-a2" && m != "a1-b1"));
    let mut after = state.clone();
    let mv = game.parse_move(&state, "a1-a2").expect("legal");
    game.play(&mut after, mv);
    assert!(
        game.write_position(&after).starts_with("a2.b2.a3,"),
        "{}",
        game.write_position(&after)
    );
}

#[test]
fn rules_iv_lays_triangles_of_three_mutually_joined_points() {
    let game = load("mogu-qi", "rules-iv");
    let moves = move_names(&game, &game.start());
    assert!(
        moves.contains(&"d4,e4,e5".to_string()),
        "the central triangle"
    );
    for m in &moves {
        assert_eq!(m.split(',').count(), 3);
    }
}

#[test]
fn positions_round_trip_and_bad_text_is_refused() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        let start = game.start();
        assert_eq!(position(&game, &game.write_position(&start)), start);
        let bad = [
            "",
            "-/- 3 8,8",
            "-/- 1 x",
            "a1.b1.c1/- 1 7,8",
            "z9/- 1 8,8",
            "-/-/- 1 8,8",
        ];
        assert_positions_refused(&game, &format!("{id}/{ruleset}"), &bad);
    }
}

#[test]
fn a_thousand_random_games_of_each_ruleset_all_finish() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        let label = format!("{id}/{ruleset}");
        thousand_random_games_end(&label, &game, 5, |_| game.start());
    }
}

#[test]
fn every_move_has_its_own_click_path_starting_on_a_point() {
    random_walk_each_ruleset(RULESETS, load, 9, usize::MAX, |what, game, state, moves| {
        let paths = distinct_click_paths(game, state, moves, what);
        assert!(paths.iter().all(|p| matches!(p[0], Click::Point(_))));
    });
}

#[test]
fn move_tree_counts_from_the_start_match_the_data_file() {
    check_move_tree_table(
        "polyomino/perft.tsv",
        "POLYOMINO_PERFT_REGENERATE",
        RULESETS,
        load,
    );
}
