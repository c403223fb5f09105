//! The files a publisher keeps beside the site (`keep:` in `config.yaml`, e.g. a deploy
//! checkout's `.git` and `CNAME`): just before the swap, each kept path that the old output
//! holds and the new build did not write is moved (renamed, so a large `.git` costs nothing)
//! from the old output into the fresh folder. If the swap then fails, every moved path is
//! put back where it was.

use std::path::{Path, PathBuf};

use crate::problem::Problem;

/// The kept paths moved from the old output into the fresh folder, relative to both, in the
/// order they were moved.
#[must_use = "a failed swap must put the kept paths back"]
pub(super) struct Carried(Vec<PathBuf>);

/// Moves each path of `keep` that exists in `old` and not in `fresh` from `old` into `fresh`.
/// Paths are taken shallowest first, so a kept folder moves as a whole before a kept path
/// inside it is looked at. On failure everything moved so far is put back and nothing has
/// changed.
pub(super) fn carry_over(keep: &[String], old: &Path, fresh: &Path) -> Result<Carried, Problem> {
    let mut paths: Vec<&Path> = keep.iter().map(Path::new).collect();
    paths.sort_by_key(|path| path.components().count());
    let mut carried = Carried(Vec::new());
    for path in paths {
        let from = old.join(path);
        let to = fresh.join(path);
        // The build wrote this path itself (e.g. `static/CNAME`): its file is published.
        if from.symlink_metadata().is_err() || to.symlink_metadata().is_ok() {
            continue;
        }
        let moved = match to.parent() {
            Some(parent) => std::fs::create_dir_all(parent),
            None => Ok(()),
        }
        .and_then(|()| std::fs::rename(&from, &to));
        if let Err(error) = moved {
            carried.put_back(fresh, old);
            return Err(Problem::new(
                &from,
                "",
                format!("cannot carry this kept path over into the new output: {error}"),
            )
            .with_hint("the previous output was left as it was; check the folder's permissions, or remove the path from `keep:` in config.yaml"));
        }
        carried.0.push(path.to_path_buf());
    }
    Ok(carried)
}

impl Carried {
    /// Moves every carried path from `now_in` back to `home`, last moved first. Says whether
    /// all of them went back.
    pub(super) fn put_back(self, now_in: &Path, home: &Path) -> bool {
        let mut all = true;
        for path in self.0.iter().rev() {
            all &= std::fs::rename(now_in.join(path), home.join(path)).is_ok();
        }
        all
    }

    /// Keeps the paths where they are now (the swap succeeded).
    pub(super) fn settle(self) {}
}

#[cfg(test)]
mod tests {
    use super::carry_over;

    #[test]
    fn a_kept_folder_moves_whole_and_a_path_the_build_wrote_stays_the_build_s() {
        let root = tempfile::tempdir().unwrap();
        let (old, fresh) = (root.path().join("old"), root.path().join("fresh"));
        std::fs::create_dir_all(old.join(".git/objects")).unwrap();
        std::fs::write(old.join(".git/HEAD"), "ref").unwrap();
        std::fs::write(old.join("CNAME"), "old.example").unwrap();
        std::fs::create_dir_all(&fresh).unwrap();
        std::fs::write(fresh.join("CNAME"), "new.example").unwrap();
        let keep = [".git/objects", ".git", "CNAME", "missing"].map(String::from);
        let carried = carry_over(&keep, &old, &fresh).unwrap();
        assert_eq!(std::fs::read(fresh.join(".git/HEAD")).unwrap(), b"ref");
        assert!(fresh.join(".git/objects").is_dir());
        assert_eq!(std::fs::read(fresh.join("CNAME")).unwrap(), b"new.example");
        assert!(carried.put_back(&fresh, &old));
        assert_eq!(std::fs::read(old.join(".git/HEAD")).unwrap(), b"ref");
        assert!(!fresh.join(".git").exists());
    }

    #[test]
    fn a_path_that_cannot_be_carried_over_puts_back_what_was_moved() {
        let root = tempfile::tempdir().unwrap();
        let (old, fresh) = (root.path().join("old"), root.path().join("fresh"));
        std::fs::create_dir_all(old.join(".git")).unwrap();
        std::fs::write(old.join(".git/HEAD"), "ref").unwrap();
        std::fs::create_dir_all(old.join("blog")).unwrap();
        std::fs::write(old.join("blog/draft.html"), "draft").unwrap();
        std::fs::create_dir_all(&fresh).unwrap();
        // The build wrote a file where the kept path needs a folder.
        std::fs::write(fresh.join("blog"), "a file").unwrap();
        let keep = [".git", "blog/draft.html"].map(String::from);
        let problem = carry_over(&keep, &old, &fresh).err().expect("refused");
        assert!(problem.message.contains("cannot carry"), "{problem}");
        assert_eq!(std::fs::read(old.join(".git/HEAD")).unwrap(), b"ref");
        assert_eq!(
            std::fs::read(old.join("blog/draft.html")).unwrap(),
            b"draft"
        );
        assert!(!fresh.join(".git").exists());
    }
}
