//! The build script of the `boardlore` binary: compiles the web board (`crates/play`) for the
//! browser and puts its files inside the binary, so that `boardlore build` publishes a
//! playable board from any folder, on any machine, with no checkout and no cargo at hand.
//!
//! 1. `cargo rustc` of `boardlore-play` for `wasm32-unknown-unknown` with the workspace's
//!    `wasm-release` profile, in target folders of its own (`<target>/board-wasm/lane-N`), so
//!    that it never waits on the lock of the build that runs this script: once with every
//!    family (the whole engine, published at `play/`), and once per module of
//!    `crates/rules/src/board_modules.rs` with only its families (published at
//!    `play/<module>/`), each module under a file name of its own, side by side in as many
//!    lanes as cargo gives this script jobs (see [`package_board`]);
//! 2. wasm-bindgen as a library (the same version as the `wasm-bindgen` crate crates/play
//!    pins) writes the JavaScript bindings and the module;
//! 3. binaryen's `wasm-opt` shrinks the module when it can be had (see [`tools`]);
//! 4. `src/cmd/board_package.rs` takes the files with `include_bytes!` from `$OUT_DIR/play/`,
//!    through the list this script writes there (`embedded.rs`).
//!
//! `BOARDLORE_BOARD=skip` builds a binary without the board (quicker, e.g. for `cargo clippy`
//! on a machine without the wasm target); such a binary asks for `--play DIR` or `--no-play`.

mod compile;
mod tools;
mod wasm_tables;

use std::path::{Path, PathBuf};

/// The files of one module of the board, as the binary embeds them.
const FILES: [&str; 2] = ["boardlore_play.js", "boardlore_play_bg.wasm"];

// `BOARD_MODULES`: the modules to build beside the whole engine, and their families.
include!("../crates/rules/src/board_modules.rs");

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

/// One build of the board: its folder under `play/` (empty for the whole engine) and the
/// families it plays (empty for every family).
type Module = (&'static str, &'static [&'static str]);

/// Builds the board package into `out`: the whole engine, then each module of
/// [`BOARD_MODULES`] in a folder of its own, each shrunk when binaryen is at hand, with its
/// bindings; then `embedded.rs`, the list of every file for `include_bytes!`.
///
/// Each `cargo rustc` ends in one long single-threaded link (fat LTO, one codegen unit), so the
/// builds run in lanes side by side, one lane per job cargo gives this script, each lane in a
/// target folder of its own (`<target>/board-wasm/lane-N`) so that no lane waits on another's
/// lock. binaryen is installed meanwhile.
fn package_board(root: &Path, out: &Path) -> Result<(), String> {
    let target = cargo_target_dir();
    let tools_dir = target.join("tools");
    tools::wasm_target()?;
    let modules: Vec<Module> = std::iter::once(("", &[][..]))
        .chain(BOARD_MODULES.iter().copied())
        .collect();
    let jobs = std::env::var("NUM_JOBS").ok().and_then(|n| n.parse().ok());
    let lanes = jobs.unwrap_or(1).clamp(1, modules.len());
    std::thread::scope(|scope| {
        scope.spawn(|| tools::find_wasm_opt(&tools_dir));
        let lanes: Vec<_> = (0..lanes)
            .map(|lane| {
                let mine: Vec<Module> = modules.iter().copied().skip(lane).step_by(lanes).collect();
                let lane_dir = target.join("board-wasm").join(format!("lane-{lane}"));
                let tools_dir = &tools_dir;
                scope.spawn(move || {
                    mine.into_iter().try_for_each(|(folder, families)| {
                        let module = compile::compile_wasm(root, &lane_dir, folder, families)?;
                        bind_module(&module, &out.join(folder), tools_dir)
                    })
                })
            })
            .collect();
        // The scope waits for every lane; the first failure is the one reported.
        lanes.into_iter().try_for_each(|lane| {
            lane.join()
                .unwrap_or_else(|_| Err("a build lane panicked".into()))
        })
    })?;
    let embedded: String = modules
        .iter()
        .flat_map(|(folder, _)| FILES.map(|file| (*folder, file)))
        .map(|(folder, file)| {
            let name = match folder {
                "" => file.to_string(),
                _ => format!("{folder}/{file}"),
            };
            let path = out.join(folder).join(file);
            format!(
                "    ({name:?}, include_bytes!({:?})),\n",
                path.display().to_string()
            )
        })
        .collect();
    let list = format!("&[\n{embedded}]\n");
    std::fs::write(out.join("embedded.rs"), list)
        .map_err(|e| format!("cannot write {}: {e}", out.join("embedded.rs").display()))
}

/// Writes the bindings of `module` and the module itself, shrunk, into `out`.
fn bind_module(module: &Path, out: &Path, tools_dir: &Path) -> Result<(), String> {
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
    tools::optimise(&wasm, tools_dir)?;
    for file in FILES {
        if !out.join(file).is_file() {
            return Err(format!("wasm-bindgen wrote no {file}"));
        }
    }
    Ok(())
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
