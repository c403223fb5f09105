//! The write stage of `check`: it writes nothing, but meets every file's path as a build's
//! write would, so that whatever the build's writes would refuse, `check` refuses first: a
//! file or folder name longer than the file system takes, and a file where another file
//! needs a folder. The paths are kept, so the static files can be checked against them too.

use std::collections::BTreeSet;
use std::sync::Mutex;

use super::live::TEMPORARY_SUFFIX;
use crate::limits::MAX_FILE_NAME_BYTES;
use crate::problem::Problem;
use crate::render::{OutputFile, Sink};

/// Longest name a build may give a file or folder: `serve` writes a changed file under its
/// name with `.` before it and [`TEMPORARY_SUFFIX`] after it first, and that name too must
/// fit in [`MAX_FILE_NAME_BYTES`].
const MAX_NAME_BYTES: usize = MAX_FILE_NAME_BYTES - 1 - TEMPORARY_SUFFIX.len();

/// A [`Sink`] that checks and keeps the paths of the files it is given, and none of their
/// bytes (for `check`).
#[derive(Default)]
pub(super) struct Count(Mutex<BTreeSet<String>>);

impl Count {
    fn paths(&self) -> std::sync::MutexGuard<'_, BTreeSet<String>> {
        self.0
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    /// Takes the path of one file the build would write, refusing what its write would.
    pub(super) fn name(&self, path: &str) -> Result<(), Problem> {
        if let Some(part) = path.split('/').find(|part| part.len() > MAX_NAME_BYTES) {
            let shown: String = part.chars().take(60).collect();
            return Err(Problem::new(
                path,
                "",
                format!(
                    "the build would write a file or folder named `{shown}…`, {} bytes long; a name may have at most {MAX_NAME_BYTES}",
                    part.len()
                ),
            )
            .with_hint("shorten the id the name is made of (game, ruleset or figure id)"));
        }
        let mut paths = self.paths();
        let clash = ancestors(path)
            .find(|above| paths.contains(*above))
            .map(str::to_string)
            .or_else(|| first_under(&paths, path));
        if let Some(other) = clash {
            return Err(Problem::new(
                path,
                "",
                format!("the build would write both `{path}` and `{other}`, and one needs the other's name as a folder"),
            )
            .with_hint("rename one of the ids these names are made of"));
        }
        paths.insert(path.to_string());
        Ok(())
    }

    /// How many files a build would write.
    pub(super) fn total(&self) -> usize {
        self.paths().len()
    }

    /// What a build would have at `path`: `Some(true)` a file, `Some(false)` a folder.
    pub(super) fn holds(&self, path: &str) -> Option<bool> {
        let paths = self.paths();
        if paths.contains(path) {
            Some(true)
        } else {
            first_under(&paths, path).map(|_| false)
        }
    }
}

impl Sink for Count {
    fn put(&self, file: OutputFile) -> Result<(), Problem> {
        self.name(&file.path)
    }
}

/// The folders above `path`, nearest last (`a/b/c` gives `a`, `a/b`).
fn ancestors(path: &str) -> impl Iterator<Item = &str> {
    path.match_indices('/').map(move |(at, _)| &path[..at])
}

/// The first path kept under the folder `path`, if any.
fn first_under(paths: &BTreeSet<String>, path: &str) -> Option<String> {
    let folder = format!("{path}/");
    paths
        .range(folder.clone()..)
        .next()
        .filter(|found| found.starts_with(&folder))
        .cloned()
}

#[cfg(test)]
mod tests {
    use super::Count;

    #[test]
    fn a_file_where_another_file_needs_a_folder_is_refused_either_way_round() {
        let count = Count::default();
        count.name("games/a/index.html").unwrap();
        assert!(count.name("games/a").is_err());
        assert!(count.name("games/a/index.html/x").is_err());
        assert_eq!(count.holds("games"), Some(false));
        assert_eq!(count.holds("games/a/index.html"), Some(true));
        assert_eq!(count.holds("games/b"), None);
    }

    #[test]
    fn a_name_longer_than_a_file_system_takes_is_refused() {
        let count = Count::default();
        let long = "x".repeat(300);
        assert!(count.name(&format!("games/{long}/index.html")).is_err());
        assert!(count.name("games/x/index.html").is_ok());
    }
}
