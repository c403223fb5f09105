//! The web board's compiled files for `build` and `serve`: the folder `cargo xtask wasm` writes
//! (`<target dir>/play-pkg`), built on demand when it is missing or older than the sources it
//! is made from, so the documented commands never publish a site without the board.

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::SystemTime;

use anyhow::{bail, Context};

/// The repository this binary was built from (the root package's folder).
const REPOSITORY: &str = env!("CARGO_MANIFEST_DIR");

/// The file whose age stands for the whole package (written last by wasm-bindgen's step).
const MODULE: &str = "boardlore_play_bg.wasm";

/// What goes into the board package: each crate's `src/` and manifest, the lock file and the
/// workspace manifest (its `wasm-release` profile).
const SOURCES: &[&str] = &[
    "crates/play",
    "crates/engine",
    "crates/diagram",
    "Cargo.lock",
    "Cargo.toml",
];

/// How a command should get the board: a folder given with `--play`, none (`--no-play`), or
/// the repository's own package, built when needed.
pub fn resolve(given: Option<&Path>, no_play: bool) -> anyhow::Result<Option<PathBuf>> {
    if no_play {
        return Ok(None);
    }
    if let Some(folder) = given {
        return Ok(Some(folder.to_path_buf()));
    }
    let root = Path::new(REPOSITORY);
    let package = target_dir(root).join("play-pkg");
    let has_sources =
        root.join("crates/play/Cargo.toml").is_file() && root.join("xtask/Cargo.toml").is_file();
    if !has_sources {
        if package.join(MODULE).is_file() {
            return Ok(Some(package));
        }
        bail!(
            "the web board is not built ({} is missing) and the boardlore repository this \
             program was built from is not at {} to build it\nhint: in a boardlore checkout run \
             `cargo xtask wasm` and pass its folder with `--play DIR`, or build without the \
             board with `--no-play`",
            package.display(),
            root.display()
        );
    }
    let why = match modified(&package.join(MODULE)) {
        None => "it is not built yet",
        Some(built) if newest_source(root) > Some(built) => "its sources changed since",
        Some(_) => return Ok(Some(package)),
    };
    eprintln!(
        "building the web board into {} with `cargo xtask wasm` ({why}; the first time takes a few minutes)",
        package.display()
    );
    let status = Command::new(std::env::var_os("CARGO").unwrap_or_else(|| "cargo".into()))
        .current_dir(root)
        .args(["xtask", "wasm"])
        .status()
        .with_context(|| {
            format!(
                "could not start cargo to build the web board\nhint: install the Rust \
                 toolchain, run `cargo xtask wasm` in {}, or build without the board with \
                 `--no-play`",
                root.display()
            )
        })?;
    if !status.success() || !package.join(MODULE).is_file() {
        bail!(
            "the web board could not be built (`cargo xtask wasm` in {} {status})\nhint: run \
             `cargo xtask wasm` there and fix what it reports, or build without the board \
             with `--no-play`",
            root.display()
        );
    }
    Ok(Some(package))
}

/// The cargo target folder as xtask sees it: `CARGO_TARGET_DIR` (relative to the repository)
/// when set, else `target/` in the repository.
fn target_dir(root: &Path) -> PathBuf {
    match std::env::var_os("CARGO_TARGET_DIR") {
        Some(dir) if !dir.is_empty() => root.join(dir),
        _ => root.join("target"),
    }
}

fn modified(path: &Path) -> Option<SystemTime> {
    std::fs::metadata(path).and_then(|m| m.modified()).ok()
}

/// The newest modification time of the files the board is built from.
fn newest_source(root: &Path) -> Option<SystemTime> {
    let mut newest = None;
    for source in SOURCES {
        let path = root.join(source);
        if path.is_dir() {
            newest = newest.max(modified(&path.join("Cargo.toml")));
            newest = newest.max(newest_under(&path.join("src")));
        } else {
            newest = newest.max(modified(&path));
        }
    }
    newest
}

fn newest_under(folder: &Path) -> Option<SystemTime> {
    let mut newest = None;
    for entry in std::fs::read_dir(folder).into_iter().flatten().flatten() {
        let path = entry.path();
        let time = if path.is_dir() {
            newest_under(&path)
        } else {
            modified(&path)
        };
        newest = newest.max(time);
    }
    newest
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_play_means_no_board_and_a_given_folder_is_used_as_it_is() {
        assert_eq!(resolve(Some(Path::new("/x")), true).unwrap(), None);
        assert_eq!(
            resolve(Some(Path::new("/x/pkg")), false).unwrap(),
            Some(PathBuf::from("/x/pkg"))
        );
    }

    #[test]
    fn the_sources_of_the_board_are_found_in_the_repository() {
        let root = Path::new(REPOSITORY);
        let newest = newest_source(root).expect("the repository has the board's sources");
        assert!(newest >= modified(&root.join("crates/play/src/lib.rs")).unwrap());
    }
}
