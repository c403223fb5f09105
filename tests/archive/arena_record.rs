//! `boardlore arena --record FILE`: every game of the match is written down as it ends, in the
//! web board's record format (the engine's reader reads it), and `boardlore position --record
//! FILE --game N` replays it to the position the record says the game ended in, from the start
//! position and from an opening alike. A record that cannot be written stops the match before its first game.

use std::path::Path;

use boardlore_engine::record::{read_games, Record};

use crate::cli_support::{assert_ran, assert_says, boardlore};

/// Central cannons on both sides, Red to move.
const BOTH_CANNONS: &str = "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2";

/// The games of a record, read by the engine's reader (the web board's format).
fn read_record(path: &Path) -> Vec<Record> {
    let text = std::fs::read_to_string(path).expect("the record was written");
    read_games(&text).unwrap_or_else(|e| panic!("the record reads: {e}\n{text}"))
}

/// A header of a recorded game.
fn header<'a>(game: &'a Record, name: &str) -> &'a str {
    game.header(name)
        .unwrap_or_else(|| panic!("the game has a `{name}` header"))
}

/// The position `boardlore position` reaches from game `number` of the record `path`.
fn replayed(game: &str, path: &Path, number: usize) -> String {
    let output = boardlore()
        .args(["position", game, "--game", &number.to_string(), "--record"])
        .arg(path)
        .output()
        .expect("boardlore runs");
    assert_ran(&output);
    let stdout = String::from_utf8_lossy(&output.stdout).to_string();
    let line = stdout.lines().next().expect("a position line");
    line.strip_prefix("position: ")
        .expect("`position: ...`")
        .to_string()
}

#[test]
fn each_recorded_game_replays_to_the_position_it_ended_in() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let record = folder.path().join("games.txt");
    let output = boardlore()
        .args([
            "arena",
            "er-chi-yi",
            "--first",
            "computer:50:1",
            "--second",
            "random",
        ])
        .args(["--games", "2", "--seed", "3", "--record"])
        .arg(&record)
        .output()
        .expect("boardlore runs");
    assert_ran(&output);
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(
        text.starts_with("[Event \"boardlore arena record: "),
        "{text}"
    );
    let games = read_record(&record);
    assert_eq!(games.len(), 2, "one entry a game");
    let stderr = String::from_utf8_lossy(&output.stderr);
    for (i, game) in games.iter().enumerate() {
        assert_says(
            header(game, "Event"),
            &["er-chi-yi", "computer:50:1", "random", "2 games", "seed 3"],
        );
        assert_eq!(header(game, "Round"), (i + 1).to_string());
        assert_eq!(
            (game.game(), game.ruleset()),
            (Some("er-chi-yi"), Some("main"))
        );
        assert!(
            stderr.contains(header(game, "Summary")),
            "the record's result is the progress line's"
        );
        assert!(["1-0", "0-1", "1/2-1/2", "*"].contains(&header(game, "Result")));
        assert!(!game.tree.is_empty());
        assert_eq!(replayed("er-chi-yi", &record, i + 1), header(game, "End"));
    }
}

#[test]
fn a_game_from_an_opening_replays_from_that_opening() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let openings = folder.path().join("openings.txt");
    std::fs::write(&openings, format!("{BOTH_CANNONS}\n")).unwrap();
    let record = folder.path().join("games.txt");
    let output = boardlore()
        .args([
            "arena", "xiangqi", "--first", "random", "--second", "random",
        ])
        .args(["--games", "2", "--max-plies", "30", "--openings"])
        .arg(&openings)
        .arg("--record")
        .arg(&record)
        .output()
        .expect("boardlore runs");
    assert_ran(&output);
    let games = read_record(&record);
    assert_eq!(games.len(), 2);
    for (i, game) in games.iter().enumerate() {
        assert_eq!(header(game, "FEN"), BOTH_CANNONS);
        let plies = format!("after {} plies", game.tree.main_line().len());
        assert!(header(game, "Summary").contains(&plies), "{plies}");
        assert_eq!(replayed("xiangqi", &record, i + 1), header(game, "End"));
    }
}

#[test]
fn a_record_that_cannot_be_written_stops_the_match_before_it_starts() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let record = folder.path().join("no such folder").join("games.txt");
    let output = boardlore()
        .args([
            "arena",
            "er-chi-yi",
            "--first",
            "random",
            "--second",
            "random",
        ])
        .arg("--record")
        .arg(&record)
        .output()
        .expect("boardlore runs");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_says(&stderr, &["cannot create the game record", "folder exists"]);
    assert!(!stderr.contains("game 1/"), "no game was played: {stderr}");
}

#[test]
fn a_record_exported_by_the_board_replays_its_main_line() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let record = folder.path().join("export.txt");
    // As the board's Export writes it, with a comment and a variation added by hand.
    std::fs::write(
        &record,
        "[Game \"xiangqi\"]\n[Ruleset \"main\"]\n[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/\
         P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]\n\n1. h3e3 {the central cannon} h10g8 \
         (1... b10c8 2. h1g3) 2. b1c3 *\n",
    )
    .unwrap();
    let by_moves = boardlore()
        .args(["position", "xiangqi", "--moves", "h3e3 h10g8 b1c3"])
        .output()
        .expect("boardlore runs");
    assert_ran(&by_moves);
    let expected = String::from_utf8_lossy(&by_moves.stdout);
    let expected = expected.lines().next().unwrap().strip_prefix("position: ");
    assert_eq!(Some(replayed("xiangqi", &record, 1).as_str()), expected);
    let wrong = boardlore()
        .args(["position", "xiangqi", "--game", "2", "--record"])
        .arg(&record)
        .output()
        .expect("boardlore runs");
    assert!(!wrong.status.success());
    assert_says(
        &String::from_utf8_lossy(&wrong.stderr),
        &["--game 2", "holds 1 game"],
    );
}
