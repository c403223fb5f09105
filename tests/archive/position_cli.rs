//! `boardlore position`: the position reached, who is to move, and the result with its rule.

use crate::cli_support::boardlore;

fn position(args: &[&str]) -> (bool, String, String) {
    let out = boardlore()
        .arg("position")
        .args(args)
        .output()
        .expect("boardlore runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn names_the_side_to_move_while_play_goes_on() {
    let (ok, out, _) = position(&["xiangqi", "--moves", "h3e3"]);
    assert!(ok);
    assert_eq!(
        out,
        "position: rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1\nto move: Black\n"
    );
}

#[test]
fn names_the_winner_and_the_rule_once_the_game_is_over() {
    // Two passes in a row end Fairy-Stockfish's janggi, scored on material (Han's 1.5 bonus).
    let (ok, out, _) = position(&[
        "janggi",
        "--ruleset",
        "fairy-stockfish",
        "--moves",
        "e2e2 e9e9",
    ]);
    assert!(ok);
    assert!(
        out.ends_with(
            "result: Han wins (both sides passed in a row; scored on material, 72 to 73.5)\n"
        ),
        "{out}"
    );
}

#[test]
fn an_illegal_move_or_a_bad_position_is_an_error_not_a_panic() {
    let (ok, _, err) = position(&["xiangqi", "--moves", "h3e3 zz"]);
    assert!(!ok && err.contains("move 2 `zz`"), "{err}");
    let (ok, _, err) = position(&["xiangqi", "--fen", "9/9 w"]);
    assert!(!ok && err.contains("bad position"), "{err}");
    assert!(!err.contains("panicked"), "{err}");
}
