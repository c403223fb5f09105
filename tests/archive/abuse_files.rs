//! The command line's files and streams: a command writes only a file it marked as its own, a
//! new one, or with `--force` another (never one it reads), reads every input within a size
//! cap, gives up on a UCI engine after a stated time, and quotes long input only in part.

use std::path::{Path, PathBuf};
use std::process::Output;
use std::time::{Duration, Instant};

use crate::cli_support::{assert_ran, assert_says, boardlore};

/// A quick match of random players, writing its record to `record`.
fn arena_recording(record: &Path, extra: &[&str]) -> Output {
    boardlore()
        .args([
            "arena",
            "er-chi-yi",
            "--first",
            "random",
            "--second",
            "random",
        ])
        .args(["--games", "1", "--max-plies", "10", "--record"])
        .arg(record)
        .args(extra)
        .output()
        .expect("boardlore runs")
}

/// A copy of a game entry in `folder`: a file the CLI must never write over.
fn entry_copy(folder: &Path) -> (PathBuf, Vec<u8>) {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games/er-chi-yi.yaml");
    let bytes = std::fs::read(source).expect("the entry");
    let path = folder.join("er-chi-yi.yaml");
    std::fs::write(&path, &bytes).unwrap();
    (path, bytes)
}

/// Fails, saying how long it took, unless fewer than `seconds` have passed since `started`.
fn assert_within(started: Instant, seconds: u64) {
    let took = started.elapsed();
    assert!(took < Duration::from_secs(seconds), "took {took:?}");
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).to_string()
}

#[test]
fn arena_refuses_to_record_over_its_own_openings_file_even_with_force() {
    let folder = tempfile::tempdir().unwrap();
    let openings = folder.path().join("openings.txt");
    let start = boardlore()
        .args(["position", "er-chi-yi"])
        .output()
        .expect("boardlore runs");
    let start = String::from_utf8_lossy(&start.stdout)
        .lines()
        .next()
        .unwrap()["position: ".len()..]
        .to_string();
    std::fs::write(&openings, format!("{start}\n")).unwrap();
    // The same file by another name: a hard link.
    let linked = folder.path().join("linked.txt");
    std::fs::hard_link(&openings, &linked).unwrap();
    for record in [&openings, &linked] {
        let output = arena_recording(
            record,
            &["--force", "--openings", openings.to_str().unwrap()],
        );
        assert!(!output.status.success());
        assert_says(
            &stderr(&output),
            &["is also the openings file", "even with --force"],
        );
        assert_eq!(
            std::fs::read_to_string(&openings).unwrap(),
            format!("{start}\n")
        );
    }
}

#[test]
fn arena_refuses_to_record_over_a_game_entry_and_leaves_its_bytes_unchanged() {
    let folder = tempfile::tempdir().unwrap();
    let (entry, bytes) = entry_copy(folder.path());
    let output = arena_recording(&entry, &[]);
    assert!(!output.status.success());
    assert_says(
        &stderr(&output),
        &[
            "is not a record written by arena",
            "pass --force to overwrite it, or choose another file",
        ],
    );
    assert_eq!(std::fs::read(&entry).unwrap(), bytes);
}

#[test]
fn arena_refuses_to_record_over_the_entry_of_the_game_it_plays_even_with_force() {
    let folder = tempfile::tempdir().unwrap();
    let games = folder.path().join("games");
    std::fs::create_dir(&games).unwrap();
    let (entry, bytes) = entry_copy(&games);
    let output = arena_recording(
        &entry,
        &["--force", "--content", folder.path().to_str().unwrap()],
    );
    assert!(!output.status.success());
    assert_says(&stderr(&output), &["is also the game's entry"]);
    assert_eq!(std::fs::read(&entry).unwrap(), bytes);
}

#[test]
fn arena_records_over_its_own_earlier_record_and_over_another_file_with_force() {
    let folder = tempfile::tempdir().unwrap();
    let record = folder.path().join("record.txt");
    for _ in 0..2 {
        assert_ran(&arena_recording(&record, &[]));
    }
    let text = std::fs::read_to_string(&record).unwrap();
    assert!(
        text.starts_with("[Event \"boardlore arena record: "),
        "{text}"
    );
    assert_eq!(
        text.matches("\n[Round ").count(),
        1,
        "the record was replaced, not added to"
    );
    // A record in the four-lines-a-game form of earlier versions is arena's too.
    let older = folder.path().join("older.txt");
    std::fs::write(&older, "# boardlore arena record: xiangqi\ngame 1/1\n").unwrap();
    assert_ran(&arena_recording(&older, &[]));
    let notes = folder.path().join("notes.txt");
    std::fs::write(&notes, "my notes\n").unwrap();
    assert!(!arena_recording(&notes, &[]).status.success());
    assert_ran(&arena_recording(&notes, &["--force"]));
    assert!(std::fs::read_to_string(&notes)
        .unwrap()
        .starts_with("[Event \"boardlore arena record: "));
}

#[test]
fn survey_refuses_to_append_to_a_file_without_its_header() {
    let folder = tempfile::tempdir().unwrap();
    let (entry, bytes) = entry_copy(folder.path());
    let output = boardlore()
        .args([
            "survey",
            "--only",
            "er-chi-yi",
            "--games",
            "2",
            "--ms",
            "10",
            "--results",
        ])
        .arg(&entry)
        .output()
        .expect("boardlore runs");
    assert!(!output.status.success());
    assert_says(
        &stderr(&output),
        &["is not a results file written by survey"],
    );
    assert_eq!(std::fs::read(&entry).unwrap(), bytes);
}

#[cfg(unix)]
#[test]
fn arena_and_survey_given_an_endless_device_stop_at_once() {
    let started = Instant::now();
    let arena = boardlore()
        .args([
            "arena",
            "er-chi-yi",
            "--first",
            "random",
            "--second",
            "random",
        ])
        .args(["--openings", "/dev/zero"])
        .output()
        .expect("boardlore runs");
    assert!(!arena.status.success());
    assert_says(
        &stderr(&arena),
        &["/dev/zero is not a regular file", "hint:"],
    );
    let survey = boardlore()
        .args(["survey", "--only", "er-chi-yi", "--results", "/dev/zero"])
        .output()
        .expect("boardlore runs");
    assert!(!survey.status.success());
    assert_says(&stderr(&survey), &["/dev/zero is not a regular file"]);
    assert_within(started, 5);
}

#[test]
fn an_openings_file_over_the_size_limit_is_refused_saying_the_limit() {
    let folder = tempfile::tempdir().unwrap();
    let openings = folder.path().join("huge.txt");
    let line = "x".repeat(1023) + "\n";
    std::fs::write(&openings, line.repeat(17 * 1024)).unwrap();
    let started = Instant::now();
    let output = boardlore()
        .args([
            "arena",
            "er-chi-yi",
            "--first",
            "random",
            "--second",
            "random",
            "--openings",
        ])
        .arg(&openings)
        .output()
        .expect("boardlore runs");
    assert!(!output.status.success());
    assert_says(&stderr(&output), &["is larger than 16 MB"]);
    assert_within(started, 5);
}

/// An arena match whose first player is the UCI engine `command`, and how long it took.
fn against_uci(command: &str) -> (Output, Duration) {
    let started = Instant::now();
    let output = boardlore()
        .args(["arena", "er-chi-yi", "--second", "random", "--first"])
        .arg(format!("uci:{command}:1"))
        .output()
        .expect("boardlore runs");
    (output, started.elapsed())
}

#[cfg(unix)]
#[test]
fn a_uci_engine_that_floods_or_stays_silent_is_stopped_after_the_stated_time() {
    for engine in ["/usr/bin/yes", "/bin/cat"] {
        let (output, took) = against_uci(engine);
        assert!(!output.status.success());
        assert_says(
            &stderr(&output),
            &[engine, "sent no `uciok` within 10.0 s", "so it was stopped"],
        );
        assert!(took < Duration::from_secs(15), "{engine}: took {took:?}");
    }
}

#[cfg(unix)]
#[test]
fn a_uci_engine_that_sends_an_overlong_line_is_stopped() {
    use std::os::unix::fs::PermissionsExt;
    let folder = tempfile::tempdir().unwrap();
    let script = folder.path().join("engine.sh");
    std::fs::write(
        &script,
        "#!/bin/sh\nhead -c 200000 /dev/zero | tr '\\0' x\nexec sleep 60\n",
    )
    .unwrap();
    std::fs::set_permissions(&script, std::fs::Permissions::from_mode(0o755)).unwrap();
    let (output, took) = against_uci(script.to_str().unwrap());
    assert!(!output.status.success());
    assert_says(&stderr(&output), &["sent a line longer than 64 KB"]);
    assert!(took < Duration::from_secs(5), "took {took:?}");
}

#[test]
fn a_100_kb_moves_argument_is_quoted_short_with_the_bad_move_s_place() {
    let moves = format!("{} {}", "a1".repeat(50_000), "b2");
    let output = boardlore()
        .args(["position", "er-chi-yi", "--moves", &moves])
        .output()
        .expect("boardlore runs");
    assert!(!output.status.success());
    let text = stderr(&output);
    assert!(text.len() < 300, "{} characters: {text}", text.len());
    assert_says(
        &text,
        &["move 1 `a1a1", "(at character 1)", "99940 more characters"],
    );
}

#[test]
fn perft_refuses_a_count_that_would_take_hours_at_once_with_an_estimate() {
    let started = Instant::now();
    let output = boardlore()
        .args(["perft", "shogi", "9"])
        .output()
        .expect("boardlore runs");
    assert!(!output.status.success());
    assert_says(
        &stderr(&output),
        &[
            "perft shogi 9 would count about",
            "more than the 60 s allowed",
            "ask for depth",
        ],
    );
    assert_within(started, 10);
}
