//! `cargo xtask lint`, which `cargo xtask test` runs first: the code is formatted as
//! `cargo fmt` writes it, the crates and modules are layered without cycles
//! (`cargo xtask layers`), `cargo clippy` finds nothing to warn about, rustdoc neither (broken
//! intra-doc links, bad code blocks), and the JavaScript passes ESLint (its rules in
//! `eslint.config.mjs`). Each check says how to fix what it finds.

use std::process::Command;

use crate::setup::{self, run};

/// Runs every check, in order of speed, stopping at the first that fails.
pub fn lint() -> Result<(), String> {
    let root = setup::root();
    component("rustfmt", "fmt")?;
    run(Command::new("cargo")
        .current_dir(&root)
        .args(["fmt", "--all", "--check"]))
    .map_err(|e| format!("{e}\n  hint: `cargo fmt --all` formats the files listed above"))?;
    crate::layers::layers()?;
    component("clippy", "clippy")?;
    // `--release`, as the tests build: the build script's wasm board is built once for both.
    run(Command::new("cargo").current_dir(&root).args([
        "clippy",
        "--workspace",
        "--all-targets",
        "--release",
        "--quiet",
        "--",
        "-D",
        "warnings",
    ]))
    .map_err(|e| {
        format!("{e}\n  hint: fix the warnings above (`cargo clippy --fix` mends some)")
    })?;
    run(Command::new("cargo")
        .current_dir(&root)
        .env("RUSTDOCFLAGS", "-D warnings")
        .args(["doc", "--workspace", "--no-deps", "--release", "--quiet"]))
    .map_err(|e| format!("{e}\n  hint: fix the doc comments rustdoc names above"))?;
    javascript()?;
    eprintln!("xtask: lint passed (rustfmt, layers, clippy, rustdoc, ESLint)");
    Ok(())
}

/// ESLint on the board's, the site's and the tests' JavaScript; ESLint comes with the browser
/// tests' packages.
fn javascript() -> Result<(), String> {
    let root = setup::root();
    setup::node_packages(&root.join("tests/browser"))?;
    run(Command::new("node").current_dir(&root).args([
        "tests/browser/node_modules/eslint/bin/eslint.js",
        "--max-warnings=0",
        ".",
    ]))
    .map_err(|e| format!("{e}\n  hint: fix the JavaScript ESLint names above"))
}

/// Checks that a rustup component is there (`cargo fmt`, `cargo clippy`), adding it with
/// rustup when it is missing.
fn component(name: &str, subcommand: &str) -> Result<(), String> {
    let present = Command::new("cargo")
        .args([subcommand, "--version"])
        .output()
        .is_ok_and(|out| out.status.success());
    if present {
        return Ok(());
    }
    eprintln!("xtask: adding the rustup component {name}");
    run(Command::new("rustup").args(["component", "add", name])).map_err(|e| {
        format!("{e}\n  hint: install {name} with `rustup component add {name}` (or your distribution's {name} package)")
    })
}
