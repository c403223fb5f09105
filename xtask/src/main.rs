//! `cargo xtask build` builds the site into `output/`, demo board included;
//! `cargo xtask test` checks formatting and lint (`cargo xtask lint`), then runs every test,
//! browser tests included; `cargo xtask fuzz` runs the
//! fuzzer longer than the tests do; `cargo xtask survey` plays the computer against simple
//! players in every ruleset; `cargo xtask bench-board` measures the web board.
//!
//! Both install what they need on a fresh machine that has only the Rust toolchain: the
//! binary's build script adds the wasm target and npm's binaryen (build/tools.rs); the browser
//! tests install Debian's Chromium and the npm package `playwright-core`.

mod layers;
mod lint;
mod setup;
mod steps;

use std::process::ExitCode;

const USAGE: &str =
    "usage: cargo xtask <build|test|lint|layers|fuzz|oracle|survey|bench-board> [-- extra arguments for `boardlore build`]

  build   build boardlore (the web board inside it) and the site from content/ into output/
  test    lint, then run every test: cargo tests, then browser tests against a fresh build
  lint    cargo fmt --check, the layers, cargo clippy -D warnings, rustdoc -D warnings, ESLint
  layers  the crates depend one way and no crate's top-level modules import each other in a cycle
  fuzz    run the fuzzer (tests/archive/fuzz.rs) for --seconds N (default 600) with --seed S
  oracle  compare the fairy-stockfish rulesets with Fairy-Stockfish (pyffish) on
          --positions N positions (default 20000), --seed S for other random games,
          --no-history to ask about every position as its own FEN, --only GAME,...
  survey  the computer against random and greedy in every playable ruleset (1 s a move,
          20 games a match; hours): results kept in docs/survey.tsv, a match already there
          is not played again; --jobs N, --minutes M, --only GAME,..., --ms, --games
  bench-board  measure the web board in headless Chromium (time to playable, bytes, playouts/s)
               and write target/board-measurements.json";

/// The extra arguments with the `--` that separates them (as the usage writes it) left out, so
/// `cargo xtask build -- --output DIR` and `cargo xtask build --output DIR` do the same.
fn without_separator(args: &[String]) -> &[String] {
    match args.first() {
        Some(first) if first == "--" => &args[1..],
        _ => args,
    }
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let result = match args.first().map(String::as_str) {
        Some("build") => steps::build_site(without_separator(&args[1..])),
        Some("test") => lint::lint().and_then(|()| steps::test_all()),
        Some("lint") => lint::lint(),
        Some("layers") => layers::layers(),
        Some("fuzz") => steps::fuzz(&args[1..]),
        Some("bench-board") => steps::bench_board(),
        Some("oracle") => steps::oracle(&args[1..]),
        Some("survey") => steps::survey(without_separator(&args[1..])),
        _ => {
            eprintln!("{USAGE}");
            return ExitCode::from(2);
        }
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("xtask: {message}");
            ExitCode::FAILURE
        }
    }
}
