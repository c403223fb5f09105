//! Where a build may write. The output folder is replaced as a whole, so before anything is
//! written it is checked against every folder the build reads (content, site, templates,
//! theme, static files, the web board's files): it may be none of them, lie inside none of
//! the content folders, and hold none of them, whatever the settings say. An existing output
//! folder must be one a build wrote (it holds [`MARKER`]) or be empty, unless the settings
//! `force` its replacement: a folder of someone else's files (a deploy checkout with its
//! `.git`) is never deleted by mistake. The swap checks the marker again before it moves
//! the old output aside.

use std::path::{Component, Path, PathBuf};

use super::Settings;
use crate::problem::Problem;

/// The file every build writes at the top of its output, so the next build knows the folder
/// it replaces is its own.
pub const MARKER: &str = ".boardlore-output";

/// What the marker file says to a person who opens it.
pub(super) const MARKER_TEXT: &str =
    "This folder was written by `boardlore build` and is replaced as a whole by the next build.\n";

/// Refuses an output folder that would replace or sit inside a folder the build reads, or
/// an existing folder that a build did not write (unless `force`d).
pub(crate) fn check_output(options: &Settings) -> Result<(), Problem> {
    let output = resolve(&options.output);
    let site = &options.site;
    // (folder, what it is, may the output lie inside it)
    let mut read: Vec<(PathBuf, &str, bool)> = vec![
        (options.content.clone(), "the content folder", false),
        (site.clone(), "the site folder", true),
        (
            site.join("templates"),
            "the site's templates/ folder",
            false,
        ),
        (site.join("theme"), "the site's theme/ folder", false),
        (site.join("static"), "the site's static/ folder", false),
    ];
    if let Some(super::BoardFiles::Folder(play)) = &options.play {
        read.push((play.clone(), "the web board's folder", false));
    }
    for (folder, what, inside_allowed) in read {
        if !folder.exists() {
            continue;
        }
        let folder = resolve(&folder);
        let clash = if output == folder {
            Some(format!("is {what}"))
        } else if folder.starts_with(&output) {
            Some(format!("holds {what} ({})", folder.display()))
        } else if !inside_allowed && output.starts_with(&folder) {
            Some(format!("is inside {what} ({})", folder.display()))
        } else {
            None
        };
        if let Some(clash) = clash {
            return Err(refusal(
                options,
                format!("the output folder {clash}; a build replaces its output as a whole, so this would delete it"),
            ));
        }
    }
    if output.is_dir() && !options.force && !replaceable(&output) {
        return Err(not_written_by_a_build(&options.output));
    }
    Ok(())
}

fn refusal(options: &Settings, message: String) -> Problem {
    Problem::new(&options.output, "", message).with_hint(
        "pass an `--output` folder of its own, e.g. `--output output` (nothing was written)",
    )
}

/// The refusal of an existing `output` folder that a build did not write.
pub(super) fn not_written_by_a_build(output: &Path) -> Problem {
    Problem::new(
        output,
        "",
        format!(
            "the output folder exists, is not empty and was not written by a build (it has no `{MARKER}` file); replacing it would delete every file in it"
        ),
    )
    .with_hint(
        "choose another `--output`, e.g. `--output output`, or pass `--force` to replace it anyway (the paths of `keep:` in config.yaml, by default .git, CNAME, .nojekyll and .well-known, are carried over); nothing was written",
    )
}

/// Whether a build may replace the existing output `folder` without being forced: it holds
/// the marker of a build, or nothing at all.
pub(super) fn replaceable(folder: &Path) -> bool {
    folder.join(MARKER).is_file()
        || std::fs::read_dir(folder).is_ok_and(|mut entries| entries.next().is_none())
}

/// `path` made absolute with symbolic links resolved: the longest part that exists is
/// canonicalised, the rest is appended with `.` and `..` applied.
pub(crate) fn resolve(path: &Path) -> PathBuf {
    let absolute = std::path::absolute(path).unwrap_or_else(|_| path.to_path_buf());
    let mut existing = absolute.as_path();
    let mut rest = Vec::new();
    loop {
        if let Ok(real) = existing.canonicalize() {
            let mut resolved = real;
            for part in rest.iter().rev() {
                match part {
                    Component::ParentDir => {
                        resolved.pop();
                    }
                    Component::Normal(name) => resolved.push(name),
                    _ => {}
                }
            }
            return resolved;
        }
        match (existing.parent(), existing.components().next_back()) {
            (Some(parent), Some(last)) => {
                rest.push(last);
                existing = parent;
            }
            _ => return absolute,
        }
    }
}
