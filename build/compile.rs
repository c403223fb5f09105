//! One `cargo rustc` of `boardlore-play` for `wasm32-unknown-unknown`: the whole engine, or a
//! module of the board with only its families.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Compiler flags for the wasm build only. The `wasm-release` profile optimises for size
/// (`opt-level = "z"`), which also turns LLVM's inliner nearly off, so small hot helpers
/// (`Vec::push`, a board step) stay calls and random playouts run at half speed; raising the
/// inline threshold to 50 brings them back for 6% more gzipped bytes (measurements in the root
/// Cargo.toml, at `[profile.wasm-release]`).
const WASM_RUSTFLAGS: &str = "-C llvm-args=-inline-threshold=50";

/// Compiles crates/play for the browser in `target_dir`, with only `families` when the module
/// has a `folder` (else with every family), and gives the module's path. Each module gets a
/// file name of its own (`-C extra-filename`): cargo names a cdylib the same whatever its
/// features, and would otherwise take one module's file for another's.
pub fn compile_wasm(
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
