//! The build script of the `boardlore` binary: compiles the web board (`crates/play`) for the
//! browser and puts its files inside the binary, so that `boardlore build` publishes a
//! playable board from any folder, on any machine, with no checkout and no cargo at hand.
//!
//! 1. `cargo rustc` of `boardlore-play` for `wasm32-unknown-unknown` with the workspace's
//!    `wasm-release` profile, in a target folder of its own (`<target>/board-wasm`), so that
//!    it never waits on the lock of the build that runs this script: once with every family
//!    (the whole engine, published at `play/`), then once per module of
//!    `crates/rules/src/board_modules.rs` with only its families (published at
//!    `play/<module>/`), each module under a file name of its own;
//! 2. wasm-bindgen as a library (the same version as the `wasm-bindgen` crate crates/play
//!    pins) writes the JavaScript bindings and the module;
//! 3. binaryen's `wasm-opt` shrinks the module when it can be had (see [`tools`]);
//! 4. `src/cmd/board_package.rs` takes the files with `include_bytes!` from `$OUT_DIR/play/`,
//!    through the list this script writes there (`embedded.rs`).
//!
//! `BOARDLORE_BOARD=skip` builds a binary without the board (quicker, e.g. for `cargo clippy`
//! on a machine without the wasm target); such a binary asks for `--play DIR` or `--no-play`.

mod tools;
mod wasm_tables;

use std::path::{Path, PathBuf};
use std::process::Command;

/// The files of one module of the board, as the binary embeds them.
const FILES: [&str; 2] = ["boardlore_play.js", "boardlore_play_bg.wasm"];

// `BOARD_MODULES`: the modules to build beside the whole engine, and their families.
include!("../crates/rules/src/board_modules.rs");

/// Compiler flags for the wasm build only. The `wasm-release` profile optimises for size
/// (`opt-level = "z"`), which also turns LLVM's inliner nearly off, so small hot helpers
/// (`Vec::push`, a board step) stay calls and random playouts run at half speed; raising the
/// inline threshold to 50 brings them back for 6% more gzipped bytes (measurements in the root
/// Cargo.toml, at `[profile.wasm-release]`).
const WASM_RUSTFLAGS: &str = "-C llvm-args=-inline-threshold=50";

fn main() {
    let root = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo")).join("play");
    for source in [
        "crates/play/src",
        "crates/play/Cargo.toml",
        "crates/rules/src",
        "crates/rules/Cargo.toml",
        "crates/computer/src",
        "crates/computer/Cargo.toml",
        "crates/engine/src",
        "crates/engine/Cargo.toml",
        "crates/diagram/src",
        "crates/diagram/Cargo.toml",
        "Cargo.lock",
        "build",
    ] {
        println!("cargo::rerun-if-changed={source}");
    }
    println!("cargo::rerun-if-env-changed=BOARDLORE_BOARD");
    println!("cargo::rustc-check-cfg=cfg(board_embedded)");
    if std::env::var("BOARDLORE_BOARD").as_deref() == Ok("skip") {
        println!(
            "cargo::warning=BOARDLORE_BOARD=skip: this boardlore is built without the web board"
        );
        return;
    }
    if let Err(message) = package_board(&root, &out) {
        // A build that cannot make the board stops here, saying what to do: a binary that
        // silently lacked it would publish sites whose boards never load.
        eprintln!("error: the web board could not be built: {message}");
        eprintln!(
            "hint: fix the above, or build without the board with `BOARDLORE_BOARD=skip` \
             (the binary then needs `--play DIR` or `--no-play`)"
        );
        std::process::exit(1);
    }
    println!("cargo::rustc-cfg=board_embedded");
}

/// Builds the board package into `out`: the whole engine, then each module of
/// [`BOARD_MODULES`] in a folder of its own, each shrunk when binaryen is at hand, with its
/// bindings; then `embedded.rs`, the list of every file for `include_bytes!`.
fn package_board(root: &Path, out: &Path) -> Result<(), String> {
    let target = cargo_target_dir();
    tools::wasm_target()?;
    let mut embedded = Vec::new();
    let whole: Vec<&str> = Vec::new();
    let modules = std::iter::once(("", whole.as_slice())).chain(
        BOARD_MODULES
            .iter()
            .map(|(folder, families)| (*folder, *families)),
    );
    for (folder, families) in modules {
        let module = compile_wasm(root, &target.join("board-wasm"), folder, families)?;
        let dir = out.join(folder);
        bind_module(&module, &dir, &target)?;
        for file in FILES {
            let name = match folder {
                "" => file.to_string(),
                _ => format!("{folder}/{file}"),
            };
            embedded.push(format!(
                "    ({name:?}, include_bytes!({:?})),\n",
                dir.join(file).display().to_string()
            ));
        }
    }
    let list = format!("&[\n{}]\n", embedded.concat());
    std::fs::write(out.join("embedded.rs"), list)
        .map_err(|e| format!("cannot write {}: {e}", out.join("embedded.rs").display()))
}

/// Writes the bindings of `module` and the module itself, shrunk, into `out`.
fn bind_module(module: &Path, out: &Path, target: &Path) -> Result<(), String> {
    std::fs::create_dir_all(out).map_err(|e| format!("cannot create {}: {e}", out.display()))?;
    wasm_bindgen_cli_support::Bindgen::new()
        .input_path(module)
        .out_name("boardlore_play")
        .web(true)
        .map_err(|e| format!("wasm-bindgen: {e}"))?
        .typescript(false)
        // As the command line does: `init()` with no argument fetches the module beside it.
        .omit_default_module_path(false)
        // The names section only helps debuggers; without it the module is a quarter smaller.
        .remove_name_section(true)
        .remove_producers_section(true)
        .generate(out)
        .map_err(|e| format!("wasm-bindgen: {e:#}"))?;
    let wasm = out.join(FILES[1]);
    tools::optimise(&wasm, &target.join("tools"))?;
    for file in FILES {
        if !out.join(file).is_file() {
            return Err(format!("wasm-bindgen wrote no {file}"));
        }
    }
    Ok(())
}

/// Compiles crates/play for the browser in `target_dir`, with only `families` when the module
/// has a `folder` (else with every family), and gives the module's path. Each module gets a
/// file name of its own (`-C extra-filename`): cargo names a cdylib the same whatever its
/// features, and would otherwise take one module's file for another's.
fn compile_wasm(
    root: &Path,
    target_dir: &Path,
    folder: &str,
    families: &[&str],
) -> Result<PathBuf, String> {
    let cargo = std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into());
    let flags_var = "CARGO_TARGET_WASM32_UNKNOWN_UNKNOWN_RUSTFLAGS";
    let flags = match std::env::var(flags_var) {
        Ok(own) if !own.trim().is_empty() => format!("{own} {WASM_RUSTFLAGS}"),
        _ => WASM_RUSTFLAGS.to_string(),
    };
    let mut command = Command::new(cargo);
    command
        .current_dir(root)
        .args([
            "rustc",
            "--profile",
            "wasm-release",
            "--package",
            "boardlore-play",
        ])
        .args(["--target", "wasm32-unknown-unknown", "--target-dir"])
        .arg(target_dir)
        .arg("--manifest-path")
        .arg(root.join("Cargo.toml"))
        .env(flags_var, flags);
    if !folder.is_empty() {
        command
            .arg("--no-default-features")
            .arg("--features")
            .arg(families.join(","));
    }
    let name = match folder {
        "" => "whole",
        folder => folder,
    };
    command.arg("--").arg(format!("-Cextra-filename=-{name}"));
    // What cargo tells this script about the host build is not for the wasm one.
    for var in [
        "CARGO_ENCODED_RUSTFLAGS",
        "RUSTFLAGS",
        "CARGO_BUILD_RUSTFLAGS",
        "CARGO_TARGET_DIR",
        "CARGO_BUILD_TARGET",
        "RUSTC_WORKSPACE_WRAPPER",
    ] {
        command.env_remove(var);
    }
    let output = command
        .output()
        .map_err(|e| format!("could not start cargo: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "`cargo rustc --package boardlore-play --target wasm32-unknown-unknown` ({name}) failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let module = target_dir.join(format!(
        "wasm32-unknown-unknown/wasm-release/deps/boardlore_play-{name}.wasm"
    ));
    module
        .is_file()
        .then_some(module.clone())
        .ok_or_else(|| format!("cargo wrote no {}", module.display()))
}

/// The target folder of the build running this script: the nearest folder above `OUT_DIR`
/// that cargo marked as its own (`CACHEDIR.TAG`), else `OUT_DIR` itself.
fn cargo_target_dir() -> PathBuf {
    let out_dir = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    out_dir
        .ancestors()
        .find(|folder| folder.join("CACHEDIR.TAG").is_file())
        .map_or_else(|| out_dir.clone(), Path::to_path_buf)
}
