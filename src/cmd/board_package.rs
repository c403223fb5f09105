//! The web board's compiled files for `build` and `serve`: the ones built into this binary
//! (by `build/main.rs`, from crates/play), or those of a folder given with `--play`; and
//! `boardlore board-files DIR`, which writes the built-in ones out.

use std::path::{Path, PathBuf};

use anyhow::{bail, Context};
use boardlore_site::BoardFiles;
use clap::Args as ClapArgs;

/// The board built into the binary: the whole engine's wasm module and its JavaScript
/// bindings, then each module's (`chess/boardlore_play.js`, ...), as build/main.rs lists them.
#[cfg(board_embedded)]
const EMBEDDED: Option<&[(&str, &[u8])]> =
    Some(include!(concat!(env!("OUT_DIR"), "/play/embedded.rs")));

/// This binary was built with `BOARDLORE_BOARD=skip`: it holds no board.
#[cfg(not(board_embedded))]
const EMBEDDED: Option<&[(&str, &[u8])]> = None;

/// Why a binary without the board cannot publish one, and what to do.
const NOT_BUILT_IN: &str =
    "this boardlore was built without the web board (BOARDLORE_BOARD=skip)\n\
     hint: rebuild it without BOARDLORE_BOARD, pass a board folder with `--play DIR`, or \
     publish without the board with `--no-play`";

/// How a command should get the board: a folder given with `--play`, none (`--no-play`), or
/// the one built into this binary.
pub fn resolve(given: Option<&Path>, no_play: bool) -> anyhow::Result<Option<BoardFiles>> {
    if no_play {
        return Ok(None);
    }
    if let Some(folder) = given {
        return Ok(Some(BoardFiles::Folder(folder.to_path_buf())));
    }
    match EMBEDDED {
        Some(files) => Ok(Some(BoardFiles::Embedded(files))),
        None => bail!(NOT_BUILT_IN),
    }
}

/// Arguments of `boardlore board-files`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The folder to write the files into (created if missing); a file of the same name
    /// there is replaced.
    folder: PathBuf,
}

/// Runs `boardlore board-files DIR`: writes the board built into this binary, e.g. to start
/// a custom board from or to serve beside another site.
pub fn run(args: Args) -> anyhow::Result<()> {
    let Some(files) = EMBEDDED else {
        bail!(NOT_BUILT_IN);
    };
    std::fs::create_dir_all(&args.folder)
        .with_context(|| format!("cannot create {}", args.folder.display()))?;
    for (name, bytes) in files {
        let path = args.folder.join(name);
        if let Some(parent) = path.parent() {
            std::fs::create_dir_all(parent)
                .with_context(|| format!("cannot create {}", parent.display()))?;
        }
        std::fs::write(&path, bytes).with_context(|| format!("cannot write {}", path.display()))?;
        eprintln!("wrote {} ({} bytes)", path.display(), bytes.len());
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn no_play_means_no_board_and_a_given_folder_is_used_as_it_is() {
        assert_eq!(resolve(Some(Path::new("/x")), true).unwrap(), None);
        assert_eq!(
            resolve(Some(Path::new("/x/pkg")), false).unwrap(),
            Some(BoardFiles::Folder(PathBuf::from("/x/pkg")))
        );
    }

    #[cfg(board_embedded)]
    #[test]
    fn the_built_in_board_is_a_wasm_module_and_its_bindings() {
        let Some(BoardFiles::Embedded(files)) = resolve(None, false).unwrap() else {
            panic!("the binary holds its board");
        };
        let wasm = files
            .iter()
            .find(|(name, _)| name.ends_with(".wasm"))
            .unwrap()
            .1;
        assert_eq!(&wasm[..4], b"\0asm");
        let js = files
            .iter()
            .find(|(name, _)| name.ends_with(".js"))
            .unwrap()
            .1;
        assert!(std::str::from_utf8(js)
            .unwrap()
            .contains("boardlore_play_bg.wasm"));
    }

    #[cfg(board_embedded)]
    #[test]
    fn the_built_in_board_holds_every_module_and_each_is_smaller_than_the_whole_engine() {
        let Some(BoardFiles::Embedded(files)) = resolve(None, false).unwrap() else {
            panic!("the binary holds its board");
        };
        let size = |name: &str| files.iter().find(|(n, _)| *n == name).map(|(_, b)| b.len());
        let whole = size("boardlore_play_bg.wasm").expect("the whole engine");
        for (folder, _) in boardlore_engine::board_modules::BOARD_MODULES {
            let module = size(&format!("{folder}/boardlore_play_bg.wasm"))
                .unwrap_or_else(|| panic!("no {folder} module"));
            assert!(size(&format!("{folder}/boardlore_play.js")).is_some());
            assert!(
                module < whole,
                "{folder}: {module} bytes, the whole engine {whole}"
            );
        }
    }
}
