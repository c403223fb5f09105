//! Lists the repository's `templates/`, `theme/` and `i18n/` for the binary to carry: every file there
//! (the theme's `fonts/` aside, which the diagrams module carries) becomes one entry of
//! `BUILTIN_TEMPLATES` or `BUILTIN_THEME` in `$OUT_DIR/builtin_files.rs`, so a `boardlore` run
//! away from the repository publishes the same pages, stylesheet and board scripts, and a file
//! added to either folder is built in without being listed anywhere else.

use std::fmt::Write as _;
use std::path::{Path, PathBuf};

fn main() {
    let manifest = PathBuf::from(std::env::var_os("CARGO_MANIFEST_DIR").expect("set by cargo"));
    let repository = manifest.join("../..");
    let mut code = String::new();
    for (folder, name, include, kind) in [
        ("templates", "BUILTIN_TEMPLATES", "include_str", "str"),
        ("theme", "BUILTIN_THEME", "include_bytes", "[u8]"),
    ] {
        let root = repository.join(folder);
        println!("cargo::rerun-if-changed={}", root.display());
        let _ = writeln!(
            code,
            "/// The files of the repository's `{folder}/` folder, by path under it.\n\
             pub(crate) const {name}: &[(&str, &{kind})] = &["
        );
        for (relative, path) in files_under(&root) {
            if folder == "theme" && relative.starts_with("fonts/") {
                continue;
            }
            let _ = writeln!(
                code,
                "    ({relative:?}, {include}!({:?})),",
                path.display().to_string()
            );
        }
        code.push_str("];\n");
    }
    let out = PathBuf::from(std::env::var_os("OUT_DIR").expect("set by cargo"));
    std::fs::write(out.join("builtin_files.rs"), code).expect("OUT_DIR is writable");

    // The interface's messages, `i18n/<lang>/*.ftl`.
    let root = repository.join("i18n");
    println!("cargo::rerun-if-changed={}", root.display());
    let mut messages = String::from(
        "/// The files of the repository's `i18n/` folder, by path under it (`en/site.ftl`).\n\
         pub(crate) const BUILTIN_MESSAGES: &[(&str, &str)] = &[\n",
    );
    for (relative, path) in files_under(&root) {
        if relative.ends_with(".ftl") {
            let _ = writeln!(
                messages,
                "    ({relative:?}, include_str!({:?})),",
                path.display().to_string()
            );
        }
    }
    messages.push_str("];\n");
    std::fs::write(out.join("builtin_messages.rs"), messages).expect("OUT_DIR is writable");
}

/// The files under `root` as (path under it with `/`, absolute path), sorted; hidden files and
/// editors' backups (`x~`, `#x#`) left out.
fn files_under(root: &Path) -> Vec<(String, PathBuf)> {
    let mut found = Vec::new();
    let mut folders = vec![root.to_path_buf()];
    while let Some(folder) = folders.pop() {
        let Ok(entries) = std::fs::read_dir(&folder) else {
            continue;
        };
        for entry in entries.flatten() {
            let name = entry.file_name().to_string_lossy().into_owned();
            if name.starts_with('.') || name.ends_with('~') || name.starts_with('#') {
                continue;
            }
            let path = entry.path();
            if path.is_dir() {
                folders.push(path);
            } else if let Ok(relative) = path.strip_prefix(root) {
                let relative = relative.to_string_lossy().replace('\\', "/");
                let absolute = std::fs::canonicalize(&path).unwrap_or(path);
                found.push((relative, absolute));
            }
        }
    }
    found.sort();
    found
}
