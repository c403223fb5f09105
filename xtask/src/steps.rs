//! The steps behind `cargo xtask build` and `cargo xtask test`.

use std::path::PathBuf;
use std::process::Command;

use crate::setup::{self, run};
use crate::wasm_tables;

/// The cargo target folder: `CARGO_TARGET_DIR` when set, else target/ in the repository.
pub fn target_dir() -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => setup::root().join(dir),
        _ => setup::root().join("target"),
    }
}

/// Compiler flags for the wasm build only. The `wasm-release` profile optimises for size
/// (`opt-level = "z"`), which also turns LLVM's inliner nearly off, so small hot helpers
/// (`Vec::push`, a board step) stay calls and random playouts run at half speed; raising the
/// inline threshold to 50 brings them back for 6% more gzipped bytes (measurements in the root
/// Cargo.toml, at `[profile.wasm-release]`).
const WASM_RUSTFLAGS: &str = "-C llvm-args=-inline-threshold=50";

/// Builds crates/play for the browser (profile `wasm-release`: size-optimised, whole-program
/// LTO) and writes the module and its bindings to `<target>/play-pkg/`, returning that folder.
pub fn build_wasm() -> Result<PathBuf, String> {
    setup::wasm_target()?;
    let bindgen = setup::wasm_bindgen()?;
    let root = setup::root();
    let rustflags_var = "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS";
    let rustflags = match std::env::var(rustflags_var) {
        Ok(own) if !own.trim().is_empty() => format!("{own} {WASM_RUSTFLAGS}"),
        _ => WASM_RUSTFLAGS.to_string(),
    };
    run(Command::new("cargo")
        .current_dir(&root)
        .env(rustflags_var, rustflags)
        .args([
            "build",
            "--profile",
            "wasm-release",
            "--package",
            "boardlore-play",
            "--target",
            "wasm32-unknown-unknown",
        ]))?;
    let wasm = target_dir().join("wasm32-unknown-unknown/wasm-release/boardlore_play.wasm");
    let out = target_dir().join("play-pkg");
    run(Command::new(bindgen)
        .arg(&wasm)
        // The names section only helps debuggers; without it the module is a quarter smaller.
        .args([
            "--target",
            "web",
            "--no-typescript",
            "--remove-name-section",
            "--remove-producers-section",
            "--out-dir",
        ])
        .arg(&out))?;
    optimise_wasm(&out.join("boardlore_play_bg.wasm"))?;
    Ok(out)
}

/// The passes `wasm-opt` runs on the module, with the wasm features rustc's wasm32 target
/// enables. `-O1`, because what travels is the gzipped module: on the `opt-level = "s"` build
/// (880 KB, 276 KB gzipped) `-O1` gives 855 KB / 273 KB, while `-Os` (823 KB / 292 KB) and `-Oz`
/// (818 KB / 292 KB) shrink the raw bytes but compress worse.
const WASM_OPT_ARGS: &[&str] = &[
    "-O1",
    "--enable-bulk-memory",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Shrinks the module in place with binaryen's `wasm-opt` when it can be had.
fn optimise_wasm(wasm: &std::path::Path) -> Result<(), String> {
    let Some(wasm_opt) = setup::wasm_opt() else {
        return Ok(());
    };
    let optimised = wasm.with_extension("opt.wasm");
    run(Command::new(wasm_opt)
        .args(WASM_OPT_ARGS)
        .arg(wasm)
        .arg("-o")
        .arg(&optimised))?;
    let read = |path: &std::path::Path| {
        std::fs::read(path).map_err(|e| format!("could not read {}: {e}", path.display()))
    };
    let before = wasm_tables::exported_table_types(&read(wasm)?);
    let after = wasm_tables::exported_table_types(&read(&optimised)?);
    if before.is_none() || before != after {
        eprintln!("xtask: wasm-opt changed which tables the module exports (binaryen too old for wasm-bindgen's externref table); the wasm is used as rustc made it");
        return std::fs::remove_file(&optimised)
            .map_err(|e| format!("could not remove {}: {e}", optimised.display()));
    }
    std::fs::rename(&optimised, wasm).map_err(|e| {
        format!(
            "could not replace {} with the optimised module: {e}",
            wasm.display()
        )
    })
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

/// Builds the wasm board, then the site from content/ into output/ with the board included.
pub fn build_site(extra: &[String]) -> Result<(), String> {
    let pkg = build_wasm()?;
    run(boardlore("build").arg("--play").arg(&pkg).args(extra))
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
/// by default), installing pyffish first.
pub fn oracle(args: &[String]) -> Result<(), String> {
    let positions = match args {
        [] => "20000".to_string(),
        [flag, n] if flag == "--positions" && n.parse::<u64>().is_ok_and(|n| n > 0) => n.clone(),
        _ => {
            return Err(
                "usage: cargo xtask oracle [--positions N] (N a whole number above 0)".into(),
            )
        }
    };
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
        .env("BOARDLORE_ORACLE_POSITIONS", positions))
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
