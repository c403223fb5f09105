//! Positions no game can reach, given on the command line (`--fen` of `moves` and `position`):
//! each is refused with the field or the pieces at fault, and nothing is dropped silently.

use crate::cli_support::boardlore;

/// Runs `verb game --fen fen`; it must fail with `words` in its error.
fn assert_refused(verb: &str, game: &str, fen: &str, words: &str) {
    let out = boardlore()
        .args([verb, game, "--fen", fen])
        .output()
        .unwrap();
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "{game} `{fen}` accepted");
    assert!(stderr.contains(words), "{game} `{fen}`: {stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
}

#[test]
fn a_shogi_or_makruk_position_with_two_kings_of_a_side_is_refused() {
    for verb in ["moves", "position"] {
        assert_refused(
            verb,
            "shogi",
            "lnsgkgsnl/1r5b1/ppppppppp/9/9/4k4/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1",
            "3 pieces of kind king",
        );
        assert_refused(
            verb,
            "makruk",
            "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKKSNR w - - 0 1",
            "White has 2 pieces of kind king",
        );
    }
}

#[test]
fn facing_generals_or_a_checked_side_not_to_move_are_refused() {
    assert_refused(
        "moves",
        "xiangqi",
        "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        "face each other",
    );
    assert_refused(
        "position",
        "makruk",
        "4k3/8/8/8/8/8/8/4R1K1 w - - 0 1",
        "Black is in check with White to move",
    );
}

#[test]
fn junk_fields_of_a_fen_are_refused_with_the_field_named() {
    let start = "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR";
    for (fields, words) in [
        ("w - - 0 1 junk", "unexpected field `junk`"),
        ("w - - 0 one", "move number `one`"),
        ("w x - 0 1", "`x` in the castling field"),
        ("w E - 0 1", "names e1"),
        ("w - e3 0 1", "en-passant field `e3`"),
    ] {
        assert_refused("moves", "makruk", &format!("{start} {fields}"), words);
    }
}

#[test]
fn impossible_hands_are_refused() {
    let shogi = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL";
    assert_refused(
        "moves",
        "shogi",
        &format!("{shogi}[PPPPPPPPPP] w - - 0 1"),
        "28 pieces of kind pawn",
    );
    assert_refused(
        "moves",
        "shogi",
        &format!("{shogi}[K] w - - 0 1"),
        "never captured",
    );
    assert_refused(
        "moves",
        "makruk",
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/8/RNSKMSNR[R] w - - 0 1",
        "remove the `[...]`",
    );
}

#[test]
fn a_folk_position_with_a_shared_piece_the_game_lacks_or_a_field_twice_is_refused() {
    assert_refused(
        "moves",
        "chi-zi-qi",
        "ooooo/ooooo/5/xxxxx/xxxxs x",
        "`s` is not a piece of this game",
    );
    assert_refused(
        "moves",
        "liuzhouqi",
        "6/6/6/6/6/6 x hand:18,18 hand:1,1",
        "`hand` is given twice",
    );
}

#[test]
fn the_start_positions_are_still_read() {
    for game in [
        "shogi",
        "makruk",
        "xiangqi",
        "sittuyin",
        "chaturanga",
        "ouk-chatrang",
    ] {
        let out = boardlore().args(["moves", game]).output().unwrap();
        assert!(out.status.success(), "{game}");
    }
}
