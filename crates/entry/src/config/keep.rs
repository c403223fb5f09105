//! The `keep:` list of `config.yaml`: paths in the output folder that a publisher keeps
//! beside the site (a deploy checkout's `.git`, a host's `CNAME`), which a build carries
//! over from the old output into the new one.

use std::path::{Component, Path};

use crate::problem::Problem;
use crate::yaml::Spans;

/// What a build carries over from the old output when `config.yaml` has no `keep:` list:
/// what a deploy checkout for GitHub Pages or a similar host holds beside the site.
pub const DEFAULT_KEEP: [&str; 4] = [".git", "CNAME", ".nojekyll", ".well-known"];

/// [`DEFAULT_KEEP`] as the list `SiteConfig` holds.
pub(super) fn default_keep() -> Vec<String> {
    DEFAULT_KEEP.iter().map(|path| path.to_string()).collect()
}

/// Refuses the first entry of `keep` (read from `file`) that is not a plain relative path
/// inside the output folder.
pub(super) fn check(keep: &[String], file: &Path, spans: &Spans) -> Result<(), Problem> {
    for (at, entry) in keep.iter().enumerate() {
        if let Some(why) = entry_problem(entry) {
            let field = format!("keep[{at}]");
            return Err(Problem::new(
                file,
                &field,
                format!(
                    "`{entry}` {why}; a kept path must be a relative path inside the output folder"
                ),
            )
            .at(spans.locate(&field))
            .with_hint("e.g. `keep: [.git, CNAME, .nojekyll, .well-known]`"));
        }
    }
    Ok(())
}

/// Why a `keep:` entry is not a plain relative path inside the output, if it is not.
fn entry_problem(entry: &str) -> Option<&'static str> {
    let path = Path::new(entry);
    if entry.trim().is_empty() {
        Some("is empty")
    } else if path.has_root() || entry.starts_with('\\') || entry.contains(':') {
        Some("is an absolute path")
    } else if entry.contains('\\') {
        Some("contains a backslash (write `/` between folders)")
    } else if path
        .components()
        .any(|part| !matches!(part, Component::Normal(_)))
    {
        Some("is not inside the output folder (it holds `..` or `.`)")
    } else {
        None
    }
}

#[cfg(test)]
mod tests {
    use super::entry_problem;

    #[test]
    fn a_kept_path_is_a_relative_path_inside_the_output() {
        for good in [".git", "CNAME", ".well-known", "blog/archive", "notes.txt"] {
            assert_eq!(entry_problem(good), None, "{good}");
        }
        for bad in [
            "",
            " ",
            "/etc",
            "../site",
            "a/../../b",
            ".",
            "./x",
            "C:\\x",
            "a\\b",
        ] {
            assert!(entry_problem(bad).is_some(), "{bad:?} accepted");
        }
    }
}
