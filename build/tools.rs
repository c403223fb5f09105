//! What the board's build needs beyond cargo: rustc's wasm32 target, and binaryen's
//! `wasm-opt` to shrink the module.
//!
//! `wasm-opt` is taken from `BOARDLORE_WASM_OPT` when set (a path, or `none` to leave the
//! module as wasm-bindgen wrote it), else from npm's `binaryen` package at the pinned version,
//! installed once into `<target>/tools/`. Debian's binaryen is not used: version 108 is too old
//! for the tables wasm-bindgen 0.2.130 writes. Without Node.js the module is used unshrunk,
//! with a warning: the board works, only its download is larger.

use std::ffi::OsString;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use crate::wasm_tables;

/// npm's `binaryen`, whose `bin/wasm-opt` is binaryen compiled to wasm, run by Node.js.
const BINARYEN: &str = "binaryen@132.0.0";

/// The passes `wasm-opt` runs on the module, with the wasm features rustc's wasm32 target
/// enables. `-O1`, because what travels is the gzipped module: on the module of 2026-12-05
/// (1,256 KB, 407 KB gzip -9) binaryen 132's `-O1` gives 1,211 KB / 399 KB in 13 s, while
/// `-O2` (1,174 KB / 455 KB), `-Os` (1,157 KB / 449 KB) and `-Oz` (1,148 KB / 452 KB) shrink
/// the raw bytes but compress worse, and take 40 to 60 s.
const WASM_OPT_ARGS: &[&str] = &[
    "-O1",
    "--enable-bulk-memory",
    "--enable-sign-ext",
    "--enable-mutable-globals",
    "--enable-nontrapping-float-to-int",
    "--enable-reference-types",
    "--enable-multivalue",
];

/// Makes sure rustc can build for `wasm32-unknown-unknown`, adding the target with rustup
/// (for the toolchain running this build) when it is missing.
pub fn wasm_target() -> Result<(), String> {
    let rustc = std::env::var_os("RUSTC").unwrap_or_else(|| "rustc".into());
    let sysroot = Command::new(&rustc)
        .args(["--print", "sysroot"])
        .output()
        .map_err(|e| format!("could not run rustc: {e}"))?;
    let sysroot = PathBuf::from(String::from_utf8_lossy(&sysroot.stdout).trim());
    if sysroot.join("lib/rustlib/wasm32-unknown-unknown").is_dir() {
        return Ok(());
    }
    println!("cargo::warning=adding the wasm32-unknown-unknown target with rustup (once)");
    let mut rustup = Command::new("rustup");
    rustup.args(["target", "add", "wasm32-unknown-unknown"]);
    if let Some(toolchain) = std::env::var_os("RUSTUP_TOOLCHAIN") {
        rustup.arg("--toolchain").arg(toolchain);
    }
    let added = rustup.output().is_ok_and(|o| o.status.success());
    if added {
        Ok(())
    } else {
        Err(
            "rustc has no wasm32-unknown-unknown target and `rustup target add \
             wasm32-unknown-unknown` failed; add the target to this toolchain and build again"
                .into(),
        )
    }
}

/// Shrinks the module at `wasm` in place with `wasm-opt`, keeping the result under `tools`
/// by the module's hash so that a build that made the same module again does not rerun it.
pub fn optimise(wasm: &Path, tools: &Path) -> Result<(), String> {
    let read = |path: &Path| {
        std::fs::read(path).map_err(|e| format!("cannot read {}: {e}", path.display()))
    };
    let module = read(wasm)?;
    let key = fnv1a(&[module.as_slice(), WASM_OPT_ARGS.join(" ").as_bytes()].concat());
    let cached = tools
        .join("wasm-opt-cache")
        .join(format!("{key:016x}.wasm"));
    if let Ok(bytes) = std::fs::read(&cached) {
        return write(wasm, &bytes);
    }
    let Some(wasm_opt) = find_wasm_opt(tools) else {
        return Ok(());
    };
    let mut wasm_opt = wasm_opt.command();
    let optimised = wasm.with_extension("opt.wasm");
    let output = wasm_opt
        .args(WASM_OPT_ARGS)
        .arg(wasm)
        .arg("-o")
        .arg(&optimised)
        .output()
        .map_err(|e| format!("could not start wasm-opt: {e}"))?;
    if !output.status.success() {
        return Err(format!(
            "wasm-opt failed:\n{}",
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let shrunk = read(&optimised)?;
    let _ = std::fs::remove_file(&optimised);
    // wasm-bindgen's JavaScript finds its externref table by export name: a binaryen that
    // moved the export to another table would give a board that fails at start-up.
    let before = wasm_tables::exported_table_types(&module);
    if before.is_none() || before != wasm_tables::exported_table_types(&shrunk) {
        println!("cargo::warning=wasm-opt changed which tables the module exports; the module is used as wasm-bindgen wrote it");
        return Ok(());
    }
    if let Some(folder) = cached.parent() {
        let _ = std::fs::create_dir_all(folder);
        let _ = std::fs::write(&cached, &shrunk);
    }
    write(wasm, &shrunk)
}

fn write(path: &Path, bytes: &[u8]) -> Result<(), String> {
    std::fs::write(path, bytes).map_err(|e| format!("cannot write {}: {e}", path.display()))
}

/// A `wasm-opt` to run: a program, and the arguments that come before its own.
pub struct WasmOpt {
    program: OsString,
    leading: Vec<OsString>,
}

impl WasmOpt {
    fn command(&self) -> Command {
        let mut command = Command::new(&self.program);
        command.args(&self.leading);
        command
    }
}

/// The `wasm-opt` to run, installing npm's binaryen when needed, found once per run of the
/// build script whichever module asks first (the others wait for it); `None`, after a warning,
/// when there is none.
pub fn find_wasm_opt(tools: &Path) -> Option<&'static WasmOpt> {
    static FOUND: OnceLock<Option<WasmOpt>> = OnceLock::new();
    FOUND.get_or_init(|| locate_wasm_opt(tools)).as_ref()
}

fn locate_wasm_opt(tools: &Path) -> Option<WasmOpt> {
    println!("cargo::rerun-if-env-changed=BOARDLORE_WASM_OPT");
    match std::env::var_os("BOARDLORE_WASM_OPT") {
        Some(given) if given == "none" => return None,
        Some(given) if !given.is_empty() => {
            return Some(WasmOpt {
                program: given,
                leading: Vec::new(),
            });
        }
        _ => {}
    }
    let prefix = tools.join("binaryen-132");
    let script = prefix.join("node_modules/binaryen/bin/wasm-opt");
    if !script.is_file() {
        let installed = Command::new("npm")
            .args([
                "install",
                "--no-audit",
                "--no-fund",
                "--loglevel=error",
                "--prefix",
            ])
            .arg(&prefix)
            .arg(BINARYEN)
            .output()
            .is_ok_and(|o| o.status.success());
        if !installed || !script.is_file() {
            println!(
                "cargo::warning=the web board's wasm is not shrunk: npm could not install {BINARYEN} \
                 (needs Node.js and npm); set BOARDLORE_WASM_OPT to a wasm-opt of binaryen 116 or later"
            );
            return None;
        }
    }
    Some(WasmOpt {
        program: "node".into(),
        leading: vec![script.into_os_string()],
    })
}

/// The 64-bit FNV-1a hash of `bytes` (stable from one build to the next, unlike std's).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &byte| {
        (hash ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3)
    })
}
