//! Broken entries get clear, located errors, quickly: a corpus of entries bent from one small
//! valid entry (wrong types, missing and unknown fields, bad ids, syntax errors, numbers out
//! of range, bad references, broken rulesets of each family) must each be refused with every
//! problem placed at a file, line and column and given a hint, and none may panic; the
//! defects the audit met get a test of their own.

mod corpus;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::Path;
use std::time::{Duration, Instant};

use crate::abuse::{entry, options, project};
use crate::cli_support::assert_says;
use boardlore_site::{check, Problems};
use corpus::{cases, CHESS, FOLK};

/// Writes `text` as the entry `probe` of the fixture site in `dir` and checks the site.
fn check_with_probe(dir: &Path, text: &str) -> Result<(), Problems> {
    std::fs::write(entry(dir, "probe"), text).unwrap();
    check(&options(dir)).map(|_| ())
}

/// The problems of a site whose entry `probe` is `text`, which must be refused.
fn problems_with_probe(text: &str) -> Problems {
    let dir = project();
    check_with_probe(dir.path(), text).expect_err("the entry is refused")
}

#[test]
fn the_corpus_bases_are_valid_entries() {
    let dir = project();
    for base in [FOLK, CHESS] {
        if let Err(problems) = check_with_probe(dir.path(), base) {
            panic!("a base of the corpus is refused:\n{problems}");
        }
    }
}

#[test]
fn every_broken_entry_is_refused_at_a_line_and_column_with_a_hint_and_none_panics() {
    let cases = cases();
    assert!(cases.len() >= 100, "only {} broken entries", cases.len());
    if let Some(folder) = std::env::var_os("BOARDLORE_DUMP_BROKEN_ENTRIES") {
        // For comparing builds: each case as a file, numbered in corpus order.
        std::fs::create_dir_all(&folder).unwrap();
        for (index, case) in cases.iter().enumerate() {
            std::fs::write(
                Path::new(&folder).join(format!("{index:03}.yaml")),
                &case.text,
            )
            .unwrap();
        }
    }
    let dir = project();
    let mut failures = Vec::new();
    for case in &cases {
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            check_with_probe(dir.path(), &case.text)
        }));
        let said = match outcome {
            Err(_) => "panicked".to_string(),
            Ok(Ok(())) => "was accepted".to_string(),
            Ok(Err(problems)) => problems
                .0
                .iter()
                .filter(|p| p.location.is_none() || p.hint.is_none() || p.message.is_empty())
                .map(|p| format!("lacks a place or a hint: {p}"))
                .collect::<Vec<_>>()
                .join("\n"),
        };
        if !said.is_empty() {
            failures.push(format!("[{}] {}: {said}", case.class, case.name));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} broken entries:\n{}",
        failures.len(),
        cases.len(),
        failures.join("\n")
    );
}

#[test]
fn a_syntax_error_is_placed_in_the_file_without_a_made_up_field() {
    let text = FOLK.replace("aliases: [Probe] }", "aliases: [Probe }");
    let problems = problems_with_probe(&text);
    let problem = &problems.0[0];
    assert!(!problem.field.contains('?'), "{problem}");
    assert_eq!(problem.location.map(|at| at.line), Some(2), "{problem}");
    assert_says(&problem.to_string(), &["not valid YAML", "hint:"]);
}

#[test]
fn an_integer_too_large_for_any_field_is_named_without_the_readers_own_types() {
    let text = FOLK.replace("move-limit: 200", "move-limit: 1180591620717411303424");
    let problems = problems_with_probe(&text);
    let said = problems.to_string();
    assert!(!said.contains("u128") && !said.contains("u16"), "{said}");
    assert_says(
        &said,
        &[
            "`rulesets[0].rules.goals.move-limit`",
            "1180591620717411303424",
        ],
    );
}

#[test]
fn a_missing_sources_file_is_named_as_missing() {
    // A citation with no `sources.yaml` says the file is missing, not only that its work is
    // unknown (a site that cites no work needs no such file: the fixtures of `abuse_cli`).
    let dir = project();
    std::fs::remove_file(dir.path().join("content/sources.yaml")).unwrap();
    let said = check(&options(dir.path()))
        .err()
        .expect("refused")
        .to_string();
    assert_says(
        &said,
        &[
            "unknown work `sample-book`: content/sources.yaml is missing or lists no work",
            "hint: create content/sources.yaml beside `games/`",
        ],
    );
}

#[test]
fn a_piece_id_used_twice_is_reported_at_the_second_piece() {
    let text = CHESS.replace("{ id: advisor, letter: a", "{ id: king, letter: a");
    let said = problems_with_probe(&text).to_string();
    assert_says(
        &said,
        &[
            "`rulesets[0].rules.pieces[1].id`",
            "piece id `king` is used twice",
        ],
    );
}

#[test]
fn a_capture_count_of_zero_is_refused_as_deciding_the_game_before_it_starts() {
    let text = FOLK.replace("move-limit: 200", "move-limit: 200, capture-count: 0");
    let said = problems_with_probe(&text).to_string();
    assert_says(
        &said,
        &[
            "`rulesets[0].rules.goals.capture-count`",
            "1 or more",
            "first move",
        ],
    );
}

#[test]
fn counts_and_limits_of_zero_are_refused_in_every_family_that_has_them() {
    for (from, to, field) in [
        ("move-limit: 200", "move-limit: 0", "goals.move-limit"),
        (
            "move-limit: 200",
            "move-limit: 200, quiet-limit: 0",
            "goals.quiet-limit",
        ),
    ] {
        let said = problems_with_probe(&FOLK.replace(from, to)).to_string();
        assert_says(&said, &[field, "1 or more"]);
    }
    let said = problems_with_probe(&CHESS.replace("moves: 60", "moves: 0")).to_string();
    assert_says(&said, &["move-limit.moves", "1 or more"]);
}

#[test]
fn two_board_points_at_one_place_are_refused() {
    let text = FOLK.replace("{ id: q, x: 1, y: 0 }", "{ id: q, x: 0, y: 0 }");
    let said = problems_with_probe(&text).to_string();
    assert_says(
        &said,
        &[
            "`rulesets[1].board.points[1]`",
            "stands at (0, 0) where `p`",
        ],
    );
}

#[test]
fn an_empty_games_folder_is_refused_rather_than_building_a_site_of_no_game() {
    let dir = project();
    let games = dir.path().join("content/games");
    std::fs::remove_dir_all(&games).unwrap();
    std::fs::create_dir(&games).unwrap();
    let said = check(&options(dir.path()))
        .err()
        .expect("refused")
        .to_string();
    assert_says(&said, &["`games/` holds no entry", "hint:"]);
}

#[test]
fn brackets_nested_to_the_file_size_limit_are_refused_within_two_seconds() {
    let limit = boardlore_site::limits::MAX_FILE_BYTES as usize;
    for opener in ["[", "{ a: "] {
        let head = "id: probe\nnames: ";
        let nested = opener.repeat((limit - head.len()) / opener.len());
        let started = Instant::now();
        let said = problems_with_probe(&format!("{head}{nested}")).to_string();
        assert!(
            started.elapsed() < Duration::from_secs(2),
            "{:?}",
            started.elapsed()
        );
        assert_says(&said, &["nested deeper than 64 levels", "hint:"]);
    }
}
