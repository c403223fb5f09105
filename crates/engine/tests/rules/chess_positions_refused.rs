//! Chess-family positions that no game can reach are refused by the FEN reader, each with the
//! field or the pieces at fault: several kings, the side not to move in check (facing generals
//! included), junk fields, impossible hands and more pieces than the game has.

use crate::support::chess::load;
use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::Game;

/// The reader's message for `fen`, which it must refuse.
fn refusal(game: &ChessGame, fen: &str) -> String {
    match game.parse_position(fen) {
        Ok(_) => panic!("`{fen}` was accepted"),
        Err(e) => e.message,
    }
}

/// Each `(fen, words)`: refused, with the words in the message.
fn assert_refused(game: &ChessGame, cases: &[(&str, &str)]) {
    for (fen, words) in cases {
        let message = refusal(game, fen);
        assert!(message.contains(words), "`{fen}`: {message}");
    }
}

const SHOGI_START: &str = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
const MAKRUK_START: &str = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR";

#[test]
fn a_shogi_position_with_two_black_kings_is_refused() {
    let game = load("shogi", "main");
    assert_refused(
        &game,
        &[
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKKSNL[] w - - 0 1",
                "kind king",
            ),
            ("4k4/9/9/9/9/9/9/9/4K4[K] w - - 0 1", "never captured"),
        ],
    );
}

#[test]
fn a_makruk_position_with_two_kings_of_a_side_is_refused() {
    let game = load("makruk", "main");
    let message = refusal(
        &game,
        "rnsmksnr/8/pppppppp/8/4k3/PPPPPPPP/8/RNSKMSNR w - - 0 1",
    );
    assert!(
        message.contains("Black has 2 pieces of kind king"),
        "{message}"
    );
}

#[test]
fn facing_generals_in_a_xiangqi_position_are_refused_whoever_moves() {
    let game = load("xiangqi", "main");
    for side in ["w", "b"] {
        let message = refusal(&game, &format!("4k4/9/9/9/9/9/9/9/9/4K4 {side} - - 0 1"));
        assert!(message.contains("face each other"), "{message}");
    }
    assert!(game
        .parse_position("4k4/9/9/9/9/9/9/9/4A4/4K4 w - - 0 1")
        .is_ok());
}

#[test]
fn the_side_not_to_move_standing_in_check_is_refused() {
    let game = load("shogi", "main");
    let message = refusal(&game, "4k4/9/9/9/9/9/9/9/4R1K2[] w - - 0 1");
    assert!(message.contains("in check with"), "{message}");
}

#[test]
fn junk_fields_after_the_board_are_refused_with_the_field_named() {
    let game = load("makruk", "main");
    let at = |fields: &str| format!("{MAKRUK_START} {fields}");
    for (fields, words) in [
        ("w - - 0 1 junk", "unexpected field `junk`"),
        ("w - - 0 1 2", "unexpected field `2`"),
        ("w 0 1 2", "unexpected field `2`"),
        ("w - - 0 x", "move number `x`"),
        ("w - - 0 0", "move number `0`"),
        ("w - - 0 +1", "move number `+1`"),
        ("w - - 0 99999", "move number `99999`"),
        ("w - - x 1", "halfmove clock `x`"),
        ("x - - 0 1", "side to move `x`"),
        ("w - e3 0 1", "en-passant field `e3`"),
        ("w KQkq - 0 1", "`K` in the castling field"),
    ] {
        let message = refusal(&game, &at(fields));
        assert!(message.contains(words), "`{fields}`: {message}");
    }
    assert!(game.parse_position(&at("w - - 0 1")).is_ok());
    assert!(
        game.parse_position(&at("w - 16 3 1")).is_ok(),
        "a running count"
    );
}

#[test]
fn a_castling_letter_naming_no_first_move_right_is_refused() {
    let game = load("chaturanga", "main");
    let start = "rnbkqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR";
    assert_refused(
        &game,
        &[
            (&format!("{start} w Ea - 0 1"), "names a8"),
            (&format!("{start} w EE - 0 1"), "comes twice"),
            (&format!("{start} w E! - 0 1"), "not a file"),
        ],
    );
    assert!(game.parse_position(&format!("{start} w Ed - 0 1")).is_ok());
}

#[test]
fn a_shogi_position_with_nineteen_pawns_is_refused() {
    let game = load("shogi", "main");
    assert_refused(
        &game,
        &[
            (
                "lnsgkgsnl/1r5b1/ppppppppp/9/9/4P4/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
                "19 pieces of kind pawn",
            ),
            (
                &format!("{SHOGI_START}[RR] w - - 0 1"),
                "4 pieces of kind rook",
            ),
        ],
    );
    // Every piece of the set in the hands is a position of the game.
    let all = "4K4/9/9/9/9/9/9/9/4k4[RBGGSSNNLLPPPPPPPPPrbggssnnllppppppppp] w - - 0 1";
    assert!(game.parse_position(all).is_ok());
}

#[test]
fn pieces_in_hand_in_a_game_without_hands_are_refused() {
    let game = load("makruk", "main");
    let message = refusal(&game, &format!("{MAKRUK_START}[P] w - - 0 1"));
    assert!(message.contains("remove the `[...]`"), "{message}");
}

#[test]
fn a_sittuyin_hand_holds_only_the_pieces_still_to_be_set_up() {
    let game = load("sittuyin", "main");
    let board = "8/8/4pppp/pppp4/4PPPP/PPPP4/8/8";
    assert_refused(
        &game,
        &[
            (
                &format!("{board}[KKSSFRRNNkssfrrnn] w - - 0 1"),
                "never captured",
            ),
            (
                &format!("{board}[KSSFRRRNNkssfrrnn] w - - 0 1"),
                "still to be set up",
            ),
            (
                &format!("{board}[KSSFRRNNPkssfrrnn] w - - 0 1"),
                "kind pawn",
            ),
        ],
    );
    // A silver set on one of Black's own pawns puts that pawn in hand, to be set again at once.
    let displaced = "8/8/4ppps/pppp4/4PPPP/PPPP4/8/4R3[KSSFRNNksfrrnnp] b - - 0 1";
    assert!(game.parse_position(displaced).is_ok(), "{displaced}");
}

#[test]
fn more_pieces_of_a_kind_than_promotion_could_make_are_refused() {
    let xiangqi = load("xiangqi", "main");
    let message = refusal(
        &xiangqi,
        "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/R8/RNBAKABNR w - - 0 1",
    );
    assert!(message.contains("3 pieces of kind chariot"), "{message}");
    // Makruk's pawns become mets: a second met needs a missing pawn.
    let makruk = load("makruk", "main");
    let extra_met = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMMNR w - - 0 1";
    let message = refusal(&makruk, extra_met);
    assert!(message.contains("promoting pieces"), "{message}");
    let promoted = "rnsmksnr/8/pppppppp/8/8/PPPPPPP1/8/RNSKMMNR w - - 0 1";
    assert!(makruk.parse_position(promoted).is_ok());
}
