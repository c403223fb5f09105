//! Properties over random playouts of every chess ruleset Fairy-Stockfish knows: each
//! generated move is accepted by the legality check and by its own name, making and unmaking
//! restores the position exactly, and the FEN round-trips. Garbage FENs give errors, never
//! panics.

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::Game;
use proptest::prelude::*;

const GAMES: [&str; 10] = [
    "xiangqi",
    "janggi",
    "shogi",
    "sho-shogi",
    "makruk",
    "ouk-chatrang",
    "sittuyin",
    "shatar",
    "shatranj",
    "chaturanga",
];

fn check_playout(game: &ChessGame, choices: &[u16]) -> Result<(), TestCaseError> {
    let mut pos = game.start();
    for &choice in choices {
        let mut moves = Vec::new();
        game.legal_moves(&pos, &mut moves);
        if moves.is_empty() {
            prop_assert!(game.outcome(&pos).is_some(), "no moves but no outcome");
            break;
        }
        let fen = game.write_position(&pos);
        let reread = game
            .parse_position(&fen)
            .map_err(|e| TestCaseError::fail(format!("{fen}: {e}")))?;
        prop_assert_eq!(game.write_position(&reread), fen.clone(), "FEN round trip");
        for &mv in &moves {
            let name = game.move_name(&pos, mv);
            prop_assert_eq!(
                game.parse_move(&pos, &name).ok(),
                Some(mv),
                "{} in {}",
                name,
                fen
            );
            let mut scratch = pos.clone();
            let undo = game.make(&mut scratch, mv);
            game.unmake(&mut scratch, mv, undo);
            prop_assert!(scratch == pos, "make+unmake of {} changed {}", name, fen);
        }
        let mv = moves[usize::from(choice) % moves.len()];
        prop_assert!(game.is_legal(&pos, mv));
        game.play(&mut pos, mv);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 12, ..ProptestConfig::default() })]

    #[test]
    fn random_playouts_keep_every_invariant(choices in proptest::collection::vec(any::<u16>(), 1..60)) {
        for id in GAMES {
            let game = chess_support::load(id, "fairy-stockfish");
            check_playout(&game, &choices)?;
        }
    }

    #[test]
    fn garbage_fens_are_errors_not_panics(text in "[rnbakcpqsmjfegl+RNBAKCPQSMJFEGL0-9/\\[\\]~ wb-]{0,90}") {
        for id in ["xiangqi", "shogi", "sittuyin"] {
            let game = chess_support::load(id, "fairy-stockfish");
            if let Ok(pos) = game.parse_position(&text) {
                // Whatever reads must write back and read again to the same text.
                let fen = game.write_position(&pos);
                let again = game.parse_position(&fen).expect("written FEN reads");
                prop_assert_eq!(game.write_position(&again), fen);
            }
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in ".{0,120}") {
        let game = chess_support::load("janggi", "fairy-stockfish");
        let _ = game.parse_position(&text);
    }
}

#[test]
fn known_bad_fens_say_what_is_wrong() {
    let game = chess_support::load("xiangqi", "fairy-stockfish");
    for (fen, expected) in [
        ("", "empty"),
        ("rnbakabnr/9/9 w", "10 ranks"),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNRR w",
            "longer than 9",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAQABNR w",
            "`q` is not a piece",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNR w",
            "White has no king",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR x",
            "side to move",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - x 1",
            "halfmove",
        ),
        ("99999999999999999999/9 w", "do not fit"),
    ] {
        let err = game.parse_position(fen).expect_err(fen);
        assert!(err.message.contains(expected), "{fen}: {}", err.message);
    }
}
