//! The site's `static/` folder (beside `templates/` and `theme/`), as Zola has it: every
//! file in it is published as it is, at the same place under the output's root
//! (`static/CNAME` as `CNAME`, `static/.well-known/security.txt` as
//! `.well-known/security.txt`), after the build's own files. A static file may not replace a
//! file the build writes, and a symbolic link in `static/` may not lead out of it.

use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use super::Staging;
use crate::problem::{Problem, Problems};

/// One file of `static/`: where it is read from and where it is published.
pub(super) struct StaticFile {
    /// The file in `static/`.
    source: PathBuf,
    /// Its path under the output, with `/` between folders.
    path: String,
}

/// The files of the site's `static/` folder, in path order (none when there is no such
/// folder). Refuses, all at once, every symbolic link that leads out of the folder and
/// every name that is not UTF-8.
pub(super) fn list(site: &Path) -> Result<Vec<StaticFile>, Problems> {
    let root = site.join("static");
    if root.symlink_metadata().is_err() {
        return Ok(Vec::new());
    }
    let one = |problem| Problems(vec![problem]);
    let real_root = root
        .canonicalize()
        .map_err(|error| one(Problem::new(&root, "", format!("cannot read: {error}"))))?;
    if !real_root.is_dir() {
        return Err(one(Problem::new(&root, "", "`static/` is not a folder")
            .with_hint(
                "static files are published from a folder named `static`",
            )));
    }
    let mut files = Vec::new();
    let mut problems = Vec::new();
    let mut walk = WalkDir::new(&root)
        .follow_links(true)
        .sort_by_file_name()
        .into_iter();
    while let Some(found) = walk.next() {
        let entry = match found {
            Ok(entry) => entry,
            Err(error) => {
                let path = error.path().unwrap_or(&root).to_path_buf();
                problems.push(Problem::new(path, "", format!("cannot read: {error}")));
                continue;
            }
        };
        if entry.path_is_symlink() {
            let target = entry.path().canonicalize().unwrap_or_default();
            if !target.starts_with(&real_root) {
                problems.push(link_out(entry.path(), &target));
                if entry.file_type().is_dir() {
                    walk.skip_current_dir();
                }
                continue;
            }
        }
        if !entry.file_type().is_file() {
            continue;
        }
        let relative = entry.path().strip_prefix(&root).unwrap_or(entry.path());
        match relative.to_str() {
            Some(path) => files.push(StaticFile {
                source: entry.path().to_path_buf(),
                path: path.replace('\\', "/"),
            }),
            None => problems.push(
                Problem::new(entry.path(), "", "the file's name is not valid UTF-8")
                    .with_hint("rename it: a web address can only name it in UTF-8"),
            ),
        }
    }
    if problems.is_empty() {
        Ok(files)
    } else {
        Err(Problems(problems))
    }
}

fn link_out(link: &Path, target: &Path) -> Problem {
    Problem::new(
        link,
        "",
        format!(
            "this symbolic link leads out of the static/ folder (to {}), so it is not published",
            target.display()
        ),
    )
    .with_hint("copy the file into static/, or link only to files inside static/")
}

/// Copies the files of the site's `static/` folder into the staging folder, after every
/// file the build writes itself. Refuses, before copying anything, every static file that
/// would replace one of those files (or the search index's folder, when `search`: `serve`
/// writes it later).
pub(super) fn publish(site: &Path, search: bool, staging: &Staging) -> Result<(), Problems> {
    let files = list(site)?;
    let folder = staging.folder();
    let written = |path: &str| {
        let found = folder.join(path).symlink_metadata().ok()?;
        Some(!found.is_dir())
    };
    refuse_replacements(&files, search, &written)?;
    for file in &files {
        staging
            .copy_in(&file.source, &file.path)
            .map_err(|problem| Problems(vec![problem]))?;
    }
    Ok(())
}

/// Refuses, all at once, every static file that would replace a file the build writes:
/// `written` says what the build has at a path (`Some(true)` a file, `Some(false)` a
/// folder). `check` asks the paths it met, a build its staging folder.
pub(super) fn refuse_replacements(
    files: &[StaticFile],
    search: bool,
    written: &dyn Fn(&str) -> Option<bool>,
) -> Result<(), Problems> {
    let problems: Vec<Problem> = files
        .iter()
        .filter_map(|file| {
            let replaced = replaced(&file.path, search, written)?;
            Some(
                Problem::new(
                    &file.source,
                    "",
                    format!("this static file would replace `{replaced}`, which the build writes"),
                )
                .with_hint("rename or remove the static file: static files are added beside the built site and may not replace any of its files"),
            )
        })
        .collect();
    if problems.is_empty() {
        Ok(())
    } else {
        Err(Problems(problems))
    }
}

/// What of the build's own output the static file published at `path` would replace: the
/// file or folder at that path, or a file where it needs a folder.
fn replaced(path: &str, search: bool, written: &dyn Fn(&str) -> Option<bool>) -> Option<String> {
    let index = crate::search::FOLDER;
    if search && (path.starts_with(&format!("{index}/")) || path == index) {
        return Some(format!("{index}/ (the search index)"));
    }
    if written(path).is_some() {
        return Some(path.to_string());
    }
    path.match_indices('/')
        .map(|(at, _)| &path[..at])
        .find(|above| written(above) == Some(true))
        .map(str::to_string)
}
