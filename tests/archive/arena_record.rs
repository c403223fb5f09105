//! `boardlore arena --record FILE`: every game of the match is written down as it ends, its
//! result, where it started and its moves, and replaying those moves from that start reaches
//! the position the record says the game ended in, from the start position and from an
//! opening alike. A record that cannot be written stops the match before its first game.

use std::path::Path;

use crate::cli_support::{assert_ran, assert_says, boardlore};

/// Central cannons on both sides, Red to move.
const BOTH_CANNONS: &str = "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2";

/// One game as the record gives it: its result line, start, moves and end.
struct Recorded {
    summary: String,
    start: String,
    moves: String,
    end: String,
}

fn read_record(path: &Path) -> (String, Vec<Recorded>) {
    let text = std::fs::read_to_string(path).expect("the record was written");
    let mut lines = text.lines();
    let heading = lines.next().expect("a heading").to_string();
    let rest: Vec<&str> = lines.collect();
    let games = rest
        .chunks(4)
        .map(|game| {
            let field = |i: usize, name: &str| {
                let line = game.get(i).copied().unwrap_or_default();
                line.strip_prefix(name)
                    .unwrap_or_else(|| panic!("`{line}` should start with `{name}`"))
                    .to_string()
            };
            Recorded {
                summary: field(0, "game "),
                start: field(1, "start: "),
                moves: field(2, "moves: "),
                end: field(3, "end: "),
            }
        })
        .collect();
    (heading, games)
}

/// The position `boardlore position` reaches from `start` after `moves`.
fn replayed(game: &str, start: Option<&str>, moves: &str) -> String {
    let mut command = boardlore();
    command.args(["position", game, "--moves", moves]);
    if let Some(fen) = start {
        command.args(["--fen", fen]);
    }
    let output = command.output().expect("boardlore runs");
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
    let (heading, games) = read_record(&record);
    assert_says(
        &heading,
        &["er-chi-yi", "computer:50:1", "random", "2 games", "seed 3"],
    );
    assert_eq!(games.len(), 2, "one entry a game");
    let stderr = String::from_utf8_lossy(&output.stderr);
    for game in &games {
        assert!(
            stderr.contains(&game.summary),
            "the record's result is the progress line's"
        );
        assert_eq!(game.start, "the start position");
        assert_eq!(replayed("er-chi-yi", None, &game.moves), game.end);
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
    let (_, games) = read_record(&record);
    assert_eq!(games.len(), 2);
    for game in &games {
        assert_eq!(game.start, BOTH_CANNONS);
        let plies = format!("after {} plies", game.moves.split(' ').count());
        assert!(game.summary.contains(&plies), "{}: {plies}", game.summary);
        assert_eq!(
            replayed("xiangqi", Some(BOTH_CANNONS), &game.moves),
            game.end
        );
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
