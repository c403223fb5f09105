//! `boardlore arena --openings FILE`: each position of the file is played twice in a row, once
//! with each player moving first; a position that does not read, or in which the game is
//! already over, stops the match before its first game and names the file's line; a UCI engine
//! is told the position a game began from.

use std::process::Output;

use crate::cli_support::{assert_ran, boardlore};

/// Central cannons on both sides, Red to move.
const BOTH_CANNONS: &str = "rnbakabnr/9/1c2c4/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR w - - 2 2";
/// Red's central cannon played, Black to move.
const RED_CANNON: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1";

fn arena(openings: &std::path::Path, first: &str, games: &str) -> Output {
    boardlore()
        .args(["arena", "xiangqi", "--first", first, "--second", "random"])
        .args(["--games", games, "--max-plies", "40", "--openings"])
        .arg(openings)
        .output()
        .expect("boardlore runs")
}

#[test]
fn each_opening_is_played_once_with_each_player_moving_first() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let file = folder.path().join("openings.txt");
    let text = format!("# two xiangqi openings\n{BOTH_CANNONS}\n\n{RED_CANNON}\n");
    std::fs::write(&file, text).unwrap();
    let output = arena(&file, "computer:50:1", "4");
    assert_ran(&output);
    let stderr = String::from_utf8_lossy(&output.stderr);
    let games: Vec<&str> = stderr.lines().filter(|l| l.starts_with("game ")).collect();
    let at = |line: usize| format!(" from {}:{line}: ", file.display());
    // Lines 2 and 4 of the file hold the positions; the first two games play line 2.
    let expected = [
        (at(2), "first player moved first"),
        (at(2), "first player moved second"),
        // Black is to move in line 4's position, so the player on Red's side moves second.
        (at(4), "first player moved second"),
        (at(4), "first player moved first"),
    ];
    assert_eq!(games.len(), 4, "{stderr}");
    for (line, (from, seat)) in games.iter().zip(&expected) {
        assert!(
            line.contains(from.as_str()) && line.contains(seat),
            "{line}"
        );
    }
    let stdout = String::from_utf8_lossy(&output.stdout);
    let last = stdout.lines().last().unwrap_or_default();
    let played: usize = last
        .split(|c: char| !c.is_ascii_digit())
        .filter_map(|n| n.parse::<usize>().ok())
        .sum();
    assert_eq!(played, 4, "{last}");
}

#[test]
fn an_opening_that_does_not_read_names_its_line_and_no_game_is_played() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let file = folder.path().join("openings.txt");
    std::fs::write(&file, format!("{BOTH_CANNONS}\n\nrnbakabnr/9/1x5c1 w\n")).unwrap();
    let output = arena(&file, "random", "2");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(
        stderr.contains(&format!("{}:3: the opening `", file.display())),
        "{stderr}"
    );
    assert!(
        stderr.contains("hint: write one position a line"),
        "{stderr}"
    );
    assert!(!stderr.contains("game 1/"), "{stderr}");
    assert!(!stderr.contains("panicked"), "{stderr}");
    // A position in which the game is over already (Black is mated) is refused.
    std::fs::write(&file, "R3k4/R8/9/9/9/9/9/9/9/3K5 b - - 0 1\n").unwrap();
    let output = arena(&file, "random", "2");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains(":1: the game is already over"), "{stderr}");
    // A file with nothing but comments is refused too.
    std::fs::write(&file, "# nothing yet\n\n").unwrap();
    let output = arena(&file, "random", "2");
    assert!(!output.status.success());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("holds no position"), "{stderr}");
}

#[test]
fn a_uci_engine_is_told_the_position_the_game_began_from() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let file = folder.path().join("openings.txt");
    std::fs::write(&file, format!("{BOTH_CANNONS}\n")).unwrap();
    let heard = folder.path().join("heard.txt");
    let engine = folder.path().join("engine.sh");
    // An engine that writes down what it is told and answers with a move that does not exist.
    let script = format!(
        "#!/bin/sh\nwhile read line; do echo \"$line\" >> '{}'; case \"$line\" in\n uci) echo uciok;;\n isready) echo readyok;;\n go*) echo 'bestmove z0z0';;\n quit) exit 0;;\n esac; done\n",
        heard.display()
    );
    std::fs::write(&engine, script).unwrap();
    let spec = format!("uci:sh {}:10", engine.display());
    let output = arena(&file, &spec, "1");
    assert_ran(&output);
    let heard = std::fs::read_to_string(&heard).expect("the engine heard something");
    assert!(
        heard.contains(&format!("position fen {BOTH_CANNONS}\n")),
        "{heard}"
    );
}
