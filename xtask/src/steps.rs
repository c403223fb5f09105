//! The steps behind `cargo xtask build` and `cargo xtask test`.

use std::path::PathBuf;
use std::process::Command;

use crate::setup::{self, run};

/// The cargo target folder: `CARGO_TARGET_DIR` when set, else target/ in the repository.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => setup::root().join(dir),
        _ => setup::root().join("target"),
    }
}

/// `boardlore VERB` from a release build of the repository's command line.
fn boardlore(verb: &str) -> Command {
    let mut command = Command::new("cargo");
    command.current_dir(setup::root()).args([
        "run",
        "--release",
        "--quiet",
        "--bin",
        "boardlore",
        "--",
        verb,
    ]);
    command
}

/// Builds the site from content/ into output/ with a release build of the command line, whose
/// build script compiles the web board into it (build/main.rs).
pub fn build_site(extra: &[String]) -> Result<(), String> {
    run(boardlore("build").args(extra))
}

/// Runs every test: the workspace's cargo tests, then the browser tests on a fresh build.
pub fn test_all() -> Result<(), String> {
    let root = setup::root();
    let mut cargo = Command::new("cargo");
    // `--no-fail-fast`: one failing test binary does not hide the results of the others.
    cargo
        .current_dir(&root)
        .args(["test", "--workspace", "--release", "--no-fail-fast"]);
    // The differential test against Fairy-Stockfish needs pyffish; without it the test says
    // why and is skipped, so the rest still runs.
    match setup::pyffish(&target_dir()) {
        Ok(python) => {
            cargo.env("BOARDLORE_PYFFISH_PYTHON", python);
        }
        Err(e) => eprintln!("xtask: the Fairy-Stockfish differential test will be skipped: {e}"),
    }
    let started = std::time::Instant::now();
    let cargo_tests = run(&mut cargo);
    eprintln!(
        "xtask: cargo tests took {:.0} s",
        started.elapsed().as_secs_f64()
    );
    cargo_tests?;
    if !root.join("tests/browser/package.json").exists() {
        eprintln!("xtask: no browser tests yet (tests/browser/package.json)");
        return Ok(());
    }
    let started = std::time::Instant::now();
    let browser_tests = run_in_browser(&["--test", "--test-concurrency=1"]);
    eprintln!(
        "xtask: browser tests took {:.0} s",
        started.elapsed().as_secs_f64()
    );
    browser_tests
}

/// Runs the fuzzer (tests/archive/fuzz.rs) for `--seconds N` in all (600 by default), from seed
/// `--seed S` when given, printing each target's runs, time and failures.
pub fn fuzz(args: &[String]) -> Result<(), String> {
    let mut seconds = "600".to_string();
    let mut seed = None;
    let mut rest = args.iter();
    while let Some(arg) = rest.next() {
        match arg.as_str() {
            "--seconds" => seconds = rest.next().ok_or("--seconds needs a number")?.clone(),
            "--seed" => seed = Some(rest.next().ok_or("--seed needs a number")?.clone()),
            other => {
                return Err(format!(
                    "unknown argument `{other}` (--seconds N, --seed S)"
                ))
            }
        }
    }
    seconds
        .parse::<f64>()
        .map_err(|_| format!("--seconds takes a number, not `{seconds}`"))?;
    let mut command = Command::new("cargo");
    command
        .current_dir(setup::root())
        .args([
            "test",
            "--release",
            "--test",
            "archive",
            "--",
            "fuzz::",
            "--nocapture",
        ])
        .env("BOARDLORE_FUZZ_SECONDS", &seconds);
    if let Some(seed) = seed {
        command.env("BOARDLORE_FUZZ_SEED", seed);
    }
    run(&mut command)
}

/// Runs `boardlore survey` (the computer against random and greedy players in every playable
/// ruleset, 1 s a move, 20 games a match) from a release build, passing `args` on; results
/// are kept in docs/survey.tsv, so a survey stopped part-way goes on where it stopped.
pub fn survey(args: &[String]) -> Result<(), String> {
    run(boardlore("survey").args(args))
}

/// Runs the differential test against Fairy-Stockfish on `--positions N` positions (20,000
/// by default), installing pyffish first; `--seed S` plays other random games,
/// `--no-history` asks about every position as its own FEN, `--only GAME,...` narrows it.
pub fn oracle(args: &[String]) -> Result<(), String> {
    const USAGE: &str = "usage: cargo xtask oracle [--positions N] [--seed S] [--no-history] \
                         [--only GAME,...] (N and S whole numbers above 0)";
    let mut env = vec![("BOARDLORE_ORACLE_POSITIONS", "20000".to_string())];
    let mut rest = args.iter();
    while let Some(flag) = rest.next() {
        let number = |value: Option<&String>| {
            value
                .filter(|n| n.parse::<u64>().is_ok_and(|n| n > 0))
                .cloned()
                .ok_or_else(|| USAGE.to_string())
        };
        match flag.as_str() {
            "--positions" => env[0].1 = number(rest.next())?,
            "--seed" => env.push(("BOARDLORE_ORACLE_SEED", number(rest.next())?)),
            "--no-history" => env.push(("BOARDLORE_ORACLE_WINDOW", "0".into())),
            "--only" => {
                let games = rest.next().ok_or_else(|| USAGE.to_string())?;
                env.push(("BOARDLORE_ORACLE_ONLY", games.clone()));
            }
            _ => return Err(USAGE.into()),
        }
    }
    let python = setup::pyffish(&target_dir())?;
    run(Command::new("cargo")
        .current_dir(setup::root())
        .args([
            "test",
            "--release",
            "-p",
            "boardlore-engine",
            "--test",
            "rules",
            "--",
            "chess_oracle::",
            "--nocapture",
        ])
        .env("BOARDLORE_PYFFISH_PYTHON", python)
        .envs(env))
}

/// Measures the web board in headless Chromium (time to a playable board, bytes a page
/// transfers, wasm size, playouts per second) and writes `target/board-measurements.json`.
pub fn bench_board() -> Result<(), String> {
    run_in_browser(&["--test", "--test-concurrency=1", "measure.bench.mjs"])
}

/// Builds the site into `target/browser-site` as the README's `cargo run --release -- build`
/// does (no `--play`: the CLI finds or builds the board itself, which the browser tests then
/// check), and runs `node <args>` in tests/browser with Chromium and playwright-core installed.
/// The tests get the CLI's path in `BOARDLORE_BIN` (to try `serve` the same way).
fn run_in_browser(args: &[&str]) -> Result<(), String> {
    let root = setup::root();
    let browser = root.join("tests/browser");
    let site = target_dir().join("browser-site");
    run(Command::new("cargo")
        .current_dir(&root)
        .args(["run", "--release", "--quiet", "--bin", "boardlore", "--"])
        .args(["build", "--output"])
        .arg(&site))?;
    let chromium = setup::chromium()?;
    setup::node_packages(&browser)?;
    run(Command::new("node")
        .current_dir(&browser)
        .args(args)
        .env("BOARDLORE_SITE", &site)
        .env(
            "BOARDLORE_BIN",
            target_dir().join("release").join("boardlore"),
        )
        .env("BOARDLORE_ROOT", &root)
        .env("CHROMIUM", chromium))
}
