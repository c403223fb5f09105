//! The files a command writes (`arena --record`, `survey --results`) are its own: each begins
//! with a line that marks whose it is, and a command writes only a file that is new or empty,
//! one it marked itself, or, with `--force`, any other regular file. A file the same command
//! reads is never written, `--force` or not: overwriting the openings a match is played from
//! would lose them before the first game.

use std::path::Path;

use anyhow::bail;

use super::bounded_read::read_start;

/// A kind of file a command writes, and how its first line marks it.
pub struct OwnFile {
    /// What the file is, for messages: `a record written by arena`.
    pub what: &'static str,
    /// The option that names it: `--record`.
    pub option: &'static str,
    /// First lines that mark the file as this kind (the first is the one written now; the
    /// others are earlier forms still accepted); a `*` at the end stands for any rest of line.
    pub marks: &'static [&'static str],
    /// Whether the command has a `--force` that lets it overwrite any regular file.
    pub forcible: bool,
}

/// What a command may do with the file it names as its output.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Claim {
    /// There is no file, or an empty one: write it from the start.
    New,
    /// The file carries the mark: it was written by this command.
    Own,
    /// Someone else's file, to be overwritten because `--force` says so.
    Forced,
}

impl OwnFile {
    /// Whether `first_line` is one of this kind's marks.
    fn marks(&self, first_line: &str) -> bool {
        self.marks.iter().any(|mark| match mark.strip_suffix('*') {
            Some(prefix) => first_line.starts_with(prefix),
            None => first_line == *mark,
        })
    }

    /// Checks that `path` may be written, before anything is: it must not be one of `inputs`
    /// (each with what it is, `the openings file`), whatever `force` says; an existing file
    /// must be empty or carry the mark, unless `force`.
    pub fn claim(
        &self,
        path: &Path,
        inputs: &[(&Path, &str)],
        force: bool,
    ) -> anyhow::Result<Claim> {
        for (input, role) in inputs {
            if same_file(path, input) {
                bail!(
                    "{} {} is also {role} of this command ({}): writing it would destroy what \
                     is being read, so it is refused even with --force\nhint: choose another \
                     file for {}",
                    self.option,
                    path.display(),
                    input.display(),
                    self.option
                );
            }
        }
        let metadata = match std::fs::metadata(path) {
            Ok(metadata) => metadata,
            Err(_) => return Ok(Claim::New),
        };
        let force_hint = if self.forcible {
            "pass --force to overwrite it, or choose another file"
        } else {
            "choose another file"
        };
        if !metadata.is_file() {
            if force && self.forcible && !metadata.is_dir() {
                return Ok(Claim::Forced);
            }
            bail!(
                "{} {} is not a regular file, so it is not {}\nhint: {force_hint}",
                self.option,
                path.display(),
                self.what
            );
        }
        if metadata.len() == 0 {
            return Ok(Claim::New);
        }
        let start = read_start(path, 4096).unwrap_or_default();
        let text = String::from_utf8_lossy(&start);
        let first_line = text.split('\n').next().unwrap_or_default();
        if self.marks(first_line.trim_end_matches('\r')) {
            return Ok(Claim::Own);
        }
        if force && self.forcible {
            return Ok(Claim::Forced);
        }
        bail!(
            "{} is not {} (its first line is not `{}`), so {} leaves it as it is\nhint: \
             {force_hint}",
            path.display(),
            self.what,
            excerpt(self.marks[0].trim_end_matches('*')),
            self.option
        );
    }
}

/// A mark quoted in a message, tabs shown as `\t`.
fn excerpt(mark: &str) -> String {
    mark.replace('\t', "\\t")
}

/// Whether `a` and `b` name the same file: the same device and inode where the system has
/// them (hard links included), the same canonical path elsewhere.
fn same_file(a: &Path, b: &Path) -> bool {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        if let (Ok(a), Ok(b)) = (std::fs::metadata(a), std::fs::metadata(b)) {
            return a.dev() == b.dev() && a.ino() == b.ino();
        }
    }
    match (a.canonicalize(), b.canonicalize()) {
        (Ok(a), Ok(b)) => a == b,
        _ => false,
    }
}
