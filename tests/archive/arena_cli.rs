//! `boardlore arena` through the command line: the counts on its last line add up to the
//! games played, colours alternate, a bad player spec is an error that says what was expected,
//! and a UCI engine that answers with an illegal move loses the game. `boardlore survey` plays
//! the same matches over every playable ruleset, keeps each result and does not play a match
//! again that its results file already holds; each line names the commit it was played from.

use std::process::Output;

use crate::cli_support::{assert_ran, boardlore};

fn arena(args: &[&str]) -> Output {
    boardlore()
        .arg("arena")
        .args(args)
        .output()
        .expect("boardlore runs")
}

/// The three counts of the last line `first wins A, second wins B, draws C`.
fn counts(output: &Output) -> [usize; 3] {
    let stdout = String::from_utf8_lossy(&output.stdout);
    let last = stdout.lines().last().expect("a last line");
    let numbers: Vec<usize> = last
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty())
        .map(|s| s.parse().unwrap())
        .collect();
    assert!(
        last.starts_with("first wins ")
            && last.contains(", second wins ")
            && last.contains(", draws "),
        "{last}"
    );
    [numbers[0], numbers[1], numbers[2]]
}

#[test]
fn the_counts_add_up_to_the_games_played() {
    // Level 1 searches one ply and its captures: quick, and still better than chance.
    let output = arena(&[
        "xiangqi",
        "--first",
        "computer:50:1",
        "--second",
        "random",
        "--games",
        "4",
        "--max-plies",
        "80",
    ]);
    assert_ran(&output);
    assert_eq!(counts(&output).iter().sum::<usize>(), 4);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert_eq!(
        stderr.matches("moved first").count(),
        2,
        "colours alternate: {stderr}"
    );
    assert_eq!(stderr.matches("moved second").count(), 2, "{stderr}");
}

#[test]
fn greedy_and_random_play_a_folk_game() {
    let output = arena(&[
        "er-chi-yi",
        "--first",
        "greedy",
        "--second",
        "random",
        "--games",
        "3",
    ]);
    assert_ran(&output);
    assert_eq!(counts(&output).iter().sum::<usize>(), 3);
}

#[test]
fn a_bad_player_spec_says_what_was_expected() {
    for spec in [
        "computer",
        "computer:0",
        "computer:100:9",
        "uci:",
        "human",
        "uci:x:1:99",
    ] {
        let output = arena(&["xiangqi", "--first", spec, "--second", "random"]);
        assert!(!output.status.success(), "{spec} accepted");
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(
            stderr.contains("expected `computer:<ms>"),
            "{spec}: {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{spec}: {stderr}");
    }
}

#[test]
fn a_uci_engine_that_plays_an_illegal_move_loses() {
    let dir = std::env::temp_dir().join(format!("boardlore-arena-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let engine = dir.join("engine.sh");
    std::fs::write(
        &engine,
        "#!/bin/sh\nwhile read line; do case \"$line\" in\n uci) echo uciok;;\n isready) echo readyok;;\n go*) echo 'bestmove z0z0';;\n quit) exit 0;;\n esac; done\n",
    )
    .unwrap();
    let spec = format!("uci:sh {}:10", engine.display());
    let output = arena(&[
        "xiangqi", "--first", &spec, "--second", "random", "--games", "2",
    ]);
    assert_ran(&output);
    assert_eq!(counts(&output), [0, 2, 0]);
    let _ = std::fs::remove_dir_all(&dir);
}

/// Runs `boardlore survey` on one game's rulesets, quickly, keeping results in `results`.
fn survey(results: &std::path::Path, game: &str) -> Output {
    let output = boardlore()
        .args([
            "survey",
            "--only",
            game,
            "--ms",
            "5",
            "--games",
            "2",
            "--results",
        ])
        .arg(results)
        .output()
        .expect("boardlore runs");
    assert_ran(&output);
    output
}

#[test]
fn a_survey_keeps_each_match_and_plays_none_twice() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let results = folder.path().join("survey.tsv");
    let first = survey(&results, "jiu-lao-qi");
    let kept = std::fs::read_to_string(&results).expect("the results file");
    // A header, then one line for each opponent (random, greedy) of the game's one ruleset,
    // whose three counts add up to the games played.
    let lines: Vec<&str> = kept.lines().skip(1).collect();
    assert_eq!(lines.len(), 2, "{kept}");
    for line in &lines {
        let fields: Vec<&str> = line.split('\t').collect();
        assert_eq!(
            fields.len(),
            11,
            "the commit it was played from ends the line: {line}"
        );
        let counts: usize = fields[6..9]
            .iter()
            .map(|n| n.parse::<usize>().unwrap())
            .sum();
        assert_eq!(counts, 2, "{line}");
    }
    let table = String::from_utf8_lossy(&first.stdout);
    assert!(
        table.contains("jiu-lao-qi/main (halma) against random: "),
        "{table}"
    );
    let last = table.lines().last().unwrap_or_default();
    assert!(
        last.starts_with("2 match(es) at 5 ms a move, 2 games each; "),
        "{table}"
    );
    // Again: nothing left to play, the file unchanged, the same table.
    let again = survey(&results, "jiu-lao-qi");
    assert!(String::from_utf8_lossy(&again.stderr).contains("0 match(es) to play, 2 already"));
    assert_eq!(std::fs::read_to_string(&results).unwrap(), kept);
    assert_eq!(again.stdout, first.stdout);
}

/// Runs `git` in `repo`, with a name and address for its commits.
fn git(repo: &std::path::Path, args: &[&str]) -> String {
    let output = std::process::Command::new("git")
        .current_dir(repo)
        .args([
            "-c",
            "user.name=boardlore",
            "-c",
            "user.email=test@example.invalid",
        ])
        .args(args)
        .output()
        .expect("git runs");
    assert_ran(&output);
    String::from_utf8_lossy(&output.stdout).trim().to_string()
}

/// Runs a quick survey of one game from `repo`, keeping results in its `survey.tsv`.
fn survey_from(repo: &std::path::Path) {
    let content = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    let output = boardlore()
        .current_dir(repo)
        .args([
            "survey",
            "--only",
            "jiu-lao-qi",
            "--ms",
            "5",
            "--games",
            "2",
        ])
        .args(["--results", "survey.tsv", "--content"])
        .arg(&content)
        .output()
        .expect("boardlore runs");
    assert_ran(&output);
}

/// Drops the last line of the survey's results file, as a reader does to play that match
/// again, runs the survey from `repo` and gives the commit named on the line it wrote back.
fn replay_last_match(repo: &std::path::Path) -> String {
    let results = repo.join("survey.tsv");
    let kept = std::fs::read_to_string(&results).unwrap();
    let mut lines: Vec<&str> = kept.lines().collect();
    lines.pop();
    std::fs::write(&results, lines.join("\n") + "\n").unwrap();
    survey_from(repo);
    let kept = std::fs::read_to_string(&results).unwrap();
    let last = kept.lines().last().unwrap_or_default();
    last.rsplit('\t').next().unwrap_or_default().to_string()
}

#[test]
fn a_survey_names_its_commit_and_its_own_results_do_not_make_the_tree_dirty() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let repo = folder.path();
    git(repo, &["init", "-q"]);
    std::fs::write(repo.join("notes.txt"), "the search as it stands\n").unwrap();
    std::fs::write(repo.join("survey.tsv"), "").unwrap();
    survey_from(repo);
    git(repo, &["add", "."]);
    git(repo, &["commit", "-q", "-m", "the survey's first results"]);
    let head = git(repo, &["rev-parse", "--short=7", "HEAD"]);
    // The results file has changed since the commit (a line taken out), and nothing else.
    assert_eq!(replay_last_match(repo), head);
    // Another tracked file changed: the tree is dirty.
    std::fs::write(repo.join("notes.txt"), "a change to the search\n").unwrap();
    assert_eq!(replay_last_match(repo), format!("{head}-dirty"));
}

#[test]
fn a_match_under_target_says_when_the_start_is_a_proved_win_or_draw() {
    let folder = tempfile::tempdir().expect("a temporary folder");
    let results = folder.path().join("survey.tsv");
    let header = "game\truleset\tfamily\topponent\tms\tgames\tcomputer_wins\topponent_wins\tdraws\tseconds\tcommit";
    let rows = [
        "xialiu-qi\tmain\tfolk\tgreedy\t1000\t20\t10\t10\t0\t77\tabc1234",
        "shuangtian-qi\tmain\tfolk\trandom\t1000\t20\t5\t0\t15\t11\tabc1234",
        "duzi-qi\tmain\tfolk\trandom\t1000\t20\t12\t8\t0\t1\tabc1234",
    ];
    std::fs::write(&results, format!("{header}\n{}\n", rows.join("\n"))).unwrap();
    let output = boardlore()
        .args(["survey", "--minutes", "0", "--results"])
        .arg(&results)
        .output()
        .expect("boardlore runs");
    assert_ran(&output);
    let table = String::from_utf8_lossy(&output.stdout);
    let line = |game: &str| {
        table
            .lines()
            .find(|l| l.starts_with(game))
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        line("xialiu-qi").contains(
            "below the target of 75%: the side moving first wins by force within 17 plies"
        ),
        "{table}"
    );
    assert!(
        line("shuangtian-qi").contains("below the target of 95%: best play draws from the start"),
        "{table}"
    );
    // Duziqi too is a proved win for the side moving first: the table states what is proved
    // and leaves the reader to weigh it against the score.
    assert!(
        line("duzi-qi").contains("below the target of 95%: the side moving first wins by force"),
        "{table}"
    );
    assert!(table.trim_end().ends_with("3 below target"), "{table}");
}
