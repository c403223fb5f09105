//! The web board's files, published under `play/`: those built into the binary, or those of
//! a `--play` folder. A folder is published only as far as it holds its own regular files:
//! a symbolic link is refused (it could publish any file of the machine, `/etc/passwd`
//! named `leak.js`), as is a FIFO, socket or device (it would block the build); and it must
//! hold what the pages load, or the board could not start: the bindings the pages import,
//! the wasm module they fetch, and every module the bindings import by a relative path.

use std::path::Path;

use walkdir::WalkDir;

use super::BoardFiles;
use crate::content::read::{open_regular, read_at_most, OpenError};
use crate::problem::Problem;
use crate::render::OutputFile;

/// The module the pages import (`theme/board/board.js` and `worker.js` load it from `play/`,
/// or from the folder of one of the board's modules, `play/chess/`).
const BINDINGS: &str = "boardlore_play.js";

/// The wasm module the bindings fetch.
const MODULE: &str = "boardlore_play_bg.wasm";

const HINT: &str = "pass a folder written by `boardlore board-files DIR`, or leave `--play` out \
                    to publish the board built into boardlore";

/// The board's files, each with its path under the output (`play/...`), in path order.
pub(super) fn play_files(board: &BoardFiles) -> Result<Vec<OutputFile>, Problem> {
    let folder = match board {
        BoardFiles::Embedded(files) => {
            return Ok(files
                .iter()
                .map(|(name, bytes)| OutputFile {
                    path: format!("play/{name}"),
                    bytes: bytes.to_vec(),
                })
                .collect())
        }
        BoardFiles::Folder(folder) => folder,
    };
    if !folder.is_dir() {
        return Err(
            Problem::new(folder, "", "the web board folder is not a folder").with_hint(HINT),
        );
    }
    let mut files = Vec::new();
    for found in WalkDir::new(folder).min_depth(1).sort_by_file_name() {
        let entry = found.map_err(|error| {
            let path = error.path().unwrap_or(folder).to_path_buf();
            Problem::new(
                path,
                "",
                format!("cannot read the web board folder: {error}"),
            )
        })?;
        let path = entry.path();
        if entry.path_is_symlink() {
            return Err(Problem::new(
                path,
                "",
                "the web board folder holds a symbolic link; only its own files are published",
            )
            .with_hint("copy the file into the folder, or remove the link"));
        }
        if entry.file_type().is_dir() {
            continue;
        }
        let relative = path.strip_prefix(folder).unwrap_or(path);
        let Some(name) = relative.to_str() else {
            return Err(Problem::new(path, "", "the file's name is not valid UTF-8")
                .with_hint("rename it: a web address can only name it in UTF-8"));
        };
        files.push(OutputFile {
            path: format!("play/{}", name.replace('\\', "/")),
            bytes: read_board_file(path)?,
        });
    }
    let problem = |message: String| Problem::new(folder, "", message).with_hint(HINT);
    for needed in [BINDINGS, MODULE] {
        if !files.iter().any(|f| f.path == format!("play/{needed}")) {
            return Err(problem(format!(
                "the web board folder has no `{needed}`, so the board could not load"
            )));
        }
    }
    let file = |name: &str| files.iter().find(|f| f.path == format!("play/{name}"));
    // The whole engine's bindings, and each module's beside it (`chess/boardlore_play.js`).
    let modules = boardlore_engine::board_modules::BOARD_MODULES
        .iter()
        .map(|(folder, _)| format!("{folder}/"));
    for folder in std::iter::once(String::new()).chain(modules) {
        let bindings_path = format!("{folder}{BINDINGS}");
        let Some(bindings) = file(&bindings_path) else {
            continue;
        };
        let bindings = String::from_utf8_lossy(&bindings.bytes);
        for import in relative_imports(&bindings) {
            let target = format!("{folder}{}", import.trim_start_matches("./"));
            if file(&target).is_none() {
                return Err(problem(format!(
                    "`{bindings_path}` imports `{import}`, which the web board folder does not hold, so the board could not load"
                )));
            }
        }
    }
    Ok(files)
}

/// The bytes of one file of the board folder, which must be a regular file.
fn read_board_file(path: &Path) -> Result<Vec<u8>, Problem> {
    let refuse = |message: String| Problem::new(path, "", message);
    let (file, size) = open_regular(path).map_err(|error| match error {
        OpenError::NotRegular(kind) => refuse(format!(
            "is {kind}; the web board folder may hold only regular files"
        ))
        .with_hint("remove it from the folder"),
        OpenError::Io(error) => refuse(format!("cannot read: {error}")),
    })?;
    read_at_most(file, size).map_err(|error| refuse(format!("cannot read: {error}")))
}

/// The modules a JavaScript module imports by a path beside it (`from "./snippets/x.js"`,
/// `import "./x.js"`, `import("./x.js")`), as written; `import.meta` and bare names (which a
/// browser cannot load without an import map) are left out.
fn relative_imports(script: &str) -> Vec<String> {
    let mut found = Vec::new();
    for marker in ["from ", "import ", "import("] {
        for (at, _) in script.match_indices(marker) {
            let rest = script[at + marker.len()..].trim_start();
            let Some(quote) = rest.chars().next().filter(|c| matches!(c, '"' | '\'')) else {
                continue;
            };
            let Some(end) = rest[1..].find(quote) else {
                continue;
            };
            let name = &rest[1..1 + end];
            if name.starts_with("./") && !name.contains("..") && !found.iter().any(|f| f == name) {
                found.push(name.to_string());
            }
        }
    }
    found.sort();
    found
}

#[cfg(test)]
mod tests {
    use super::relative_imports;

    #[test]
    fn the_modules_a_binding_imports_beside_it_are_found() {
        let script = r#"import { a } from './snippets/a.js';
import "./side.js";
const m = await import("./lazy.js");
import * as wasm from 'bare-name';
const url = new URL('boardlore_play_bg.wasm', import.meta.url);
// "./boardlore_play_bg.js": import0,"#;
        assert_eq!(
            relative_imports(script),
            ["./lazy.js", "./side.js", "./snippets/a.js"]
        );
    }
}
