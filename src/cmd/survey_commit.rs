//! The commit a survey is played from, as `git describe --always --dirty` would name it, except
//! that the survey's own results file does not make the work tree dirty: the survey writes to
//! it, and a second survey started beside a first would otherwise record every match it plays
//! as played from a changed tree.

use std::path::{Path, PathBuf};
use std::process::Command;

/// The checkout the survey runs from (`1a2b3c4`, or `1a2b3c4-dirty` when a tracked file other
/// than `results` has changes), or `unknown` outside a git work tree.
pub fn survey_commit(results: &Path) -> String {
    let Some(commit) = git(&["describe", "--always", "--abbrev=7"]) else {
        return "unknown".into();
    };
    let changed = git(&["status", "--porcelain", "--untracked-files=no"]).unwrap_or_default();
    let top = git(&["rev-parse", "--show-toplevel"]).map(PathBuf::from);
    let own = results.canonicalize().ok();
    let dirty = changed.lines().any(|line| {
        // `XY path`, or `XY old -> new` for a rename.
        let path = line.get(3..).unwrap_or_default();
        let path = path.rsplit(" -> ").next().unwrap_or(path);
        let full = top
            .as_ref()
            .and_then(|top| top.join(path).canonicalize().ok());
        full.is_none() || full != own
    });
    if dirty {
        format!("{commit}-dirty")
    } else {
        commit
    }
}

/// What `git` prints for `args`, trimmed; `None` when it fails or prints nothing.
fn git(args: &[&str]) -> Option<String> {
    let out = Command::new("git").args(args).output().ok()?;
    let text = String::from_utf8(out.stdout).ok()?;
    let text = text.trim_end().to_string();
    (out.status.success() && !text.is_empty()).then_some(text)
}
