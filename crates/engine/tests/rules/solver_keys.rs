//! The exact solver's canonical keys and fixed-size table: a position and its mirror image
//! share one key and one value, who drew an edge in a box game does not matter, the board's
//! symmetries are found from the board, and a table far too small for the game still gives the
//! values a roomy one gives (results pushed out are searched again).

use crate::support::entry::spec_from_str;
use crate::support::folk as folk_support;

use boardlore_engine::folk::{FolkGame, FolkSpec};
use boardlore_engine::search::{Rng, Solver};
use boardlore_engine::Game;
use boardlore_engine::Hints;
use boardlore_engine::Presentation;
use folk_support::{load, position};

fn compile(yaml: &str) -> FolkGame {
    let spec: FolkSpec = spec_from_str(yaml);
    spec.compile_typed().unwrap()
}

/// Cram (Pairing Chess's rules) on a `files` x `ranks` board, stones enough for every point.
fn cram(files: usize, ranks: usize) -> FolkGame {
    let stones = files * ranks;
    compile(&format!(
        "board: {{ kind: square, files: {files}, ranks: {ranks}, style: intersections }}
players: [{{ name: Black, reserve: {stones} }}, {{ name: White, reserve: {stones} }}]
placement: {{ pair: orthogonal }}
goals: {{ no-moves: lose }}"
    ))
}

/// Santong Qi (Y) on a triangle of `side` points a side.
fn santong(side: usize) -> FolkGame {
    compile(&format!(
        "board: {{ kind: triangular, side: {side} }}
players: [{{ name: Black, reserve: 40 }}, {{ name: White, reserve: 40 }}]
placement: {{}}
goals: {{ connect: [side-bottom, side-left, side-right], no-moves: draw }}"
    ))
}

/// Dots and boxes on a grid of `files` x `ranks` dots, no extra move for a box.
fn boxes(files: usize, ranks: usize) -> FolkGame {
    compile(&format!(
        "board: {{ kind: square, files: {files}, ranks: {ranks}, style: intersections }}
players: [{{ name: First }}, {{ name: Second }}]
boxes: {{ extra-move: false }}"
    ))
}

#[test]
fn the_board_finds_its_own_symmetries() {
    let count = |game: FolkGame| game.board().symmetries().len();
    assert_eq!(count(cram(5, 5)), 8, "a square: four turns, four mirrors");
    assert_eq!(
        count(cram(6, 4)),
        4,
        "an oblong: half turn, two mirrors, identity"
    );
    assert_eq!(
        count(santong(6)),
        6,
        "a triangle: three turns, three mirrors"
    );
}

/// Plays `plies` random moves from the start.
fn random_position(game: &FolkGame, rng: &mut Rng, plies: usize) -> <FolkGame as Game>::State {
    let mut state = game.start();
    let mut moves = Vec::new();
    for _ in 0..plies {
        moves.clear();
        game.legal_moves(&state, &mut moves);
        if moves.is_empty() {
            break;
        }
        game.play(&mut state, moves[rng.below(moves.len())]);
    }
    state
}

/// The position with every stone carried to its image under each board symmetry.
fn images(game: &FolkGame, state: &<FolkGame as Game>::State) -> Vec<<FolkGame as Game>::State> {
    let view = game.view(state);
    game.board()
        .symmetries()
        .iter()
        .map(|s| {
            let pieces: Vec<(u16, u8)> = view
                .pieces
                .iter()
                .map(|p| (s.points[usize::from(p.at)], p.owner.map_or(2, |o| o.0)))
                .collect();
            game.with_pieces(state, &pieces)
        })
        .collect()
}

#[test]
fn a_position_and_its_mirror_images_have_one_key_and_one_value() {
    let mut rng = Rng::new(7);
    for game in [cram(4, 4), cram(5, 3), santong(5)] {
        for plies in [2, 3, 4, 5] {
            let state = random_position(&game, &mut rng, plies);
            let key = game.canonical(&state).state;
            let value = Solver::new(&game, 200_000).value(&state).unwrap();
            for image in images(&game, &state) {
                let text = game.write_position(&image);
                assert_eq!(game.canonical(&image).state, key, "{text}");
                // A fresh solver: the image is searched on its own, not found in a table.
                let mirrored = Solver::new(&game, 200_000).value(&image).unwrap();
                assert_eq!(mirrored, value, "{text}");
            }
        }
    }
}

#[test]
fn in_a_box_game_who_drew_an_edge_does_not_change_the_key() {
    let game = boxes(3, 3);
    // The same four edges drawn, by the first player or by the second.
    let mine = position(&game, "xx.......x.. .... x");
    let theirs = position(&game, "oo.......o.. .... x");
    assert_ne!(mine, theirs);
    assert_eq!(game.canonical(&mine), game.canonical(&theirs));
}

#[test]
fn small_boards_keep_the_values_the_memoised_search_found() {
    // Values and margins from the solver before it had canonical keys and a fixed table.
    let cases = [
        (boxes(2, 2), -1, Some(-1)),
        (boxes(3, 2), 1, Some(2)),
        (boxes(3, 3), -1, Some(-2)),
        (santong(4), 1, None),
        (cram(3, 3), -1, None),
    ];
    for (game, result, margin) in cases {
        let value = Solver::new(&game, 3_000_000).value(&game.start()).unwrap();
        assert_eq!((value.result, value.margin), (result, margin));
    }
}

#[test]
fn a_table_far_too_small_still_gives_the_same_values() {
    let mut rng = Rng::new(3);
    let cases = [
        (boxes(3, 2), 0),
        (boxes(3, 3), 4),
        (santong(4), 0),
        (cram(4, 3), 0),
        (load("cenci-qi", "main"), 24),
    ];
    for (game, plies) in cases {
        let state = random_position(&game, &mut rng, plies);
        let roomy = Solver::new(&game, 3_000_000).value(&state).unwrap();
        // Sixteen slots: nearly every result is pushed out and searched again.
        let tiny = Solver::with_memory(&game, 100_000_000, 16 * 32)
            .value(&state)
            .unwrap();
        assert_eq!(tiny, roomy, "{}", game.write_position(&state));
    }
}
