//! The staging folder: a fresh folder beside the output receives the files of a build as
//! they are rendered and takes the output's place at the end, so a failed build leaves the
//! previous output untouched.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Mutex, RwLock};

use super::keep;
use super::stale;
use crate::content::read::OpenError;
use crate::problem::Problem;
use crate::render::{OutputFile, Sink};

/// A fresh folder beside the output that receives files as they are rendered, then takes
/// the output's place.
pub(super) struct Staging {
    output: PathBuf,
    folder: PathBuf,
    retired: PathBuf,
    files: AtomicUsize,
    pngs: AtomicUsize,
}

/// The staging folders of builds under way in this process, removed by
/// [`discard_unfinished`] when the process is interrupted.
static UNFINISHED: Mutex<Vec<PathBuf>> = Mutex::new(Vec::new());

fn unfinished() -> std::sync::MutexGuard<'static, Vec<PathBuf>> {
    UNFINISHED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

/// Set once the process is interrupted. Every write into a staging folder holds the read
/// side while it checks the flag and writes, so once [`discard_unfinished`] holds the write
/// side no rendering thread can recreate a folder it is removing.
static INTERRUPTED: RwLock<bool> = RwLock::new(false);

/// Runs `write` unless the process has been interrupted; holds off the interruption
/// until the write is done.
fn unless_interrupted<T>(write: impl FnOnce() -> Result<T, Problem>) -> Result<T, Problem> {
    let interrupted = INTERRUPTED
        .read()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if *interrupted {
        return Err(Problem::new("", "", "the build was interrupted"));
    }
    write()
}

/// Removes the staging folders of the builds under way (for a Ctrl-C handler: the previous
/// output stays as it was and no half-built folder is left beside it). Waits for writes
/// under way to finish and refuses every later one.
pub fn discard_unfinished() {
    let mut interrupted = INTERRUPTED
        .write()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    *interrupted = true;
    for folder in unfinished().drain(..) {
        let _ = std::fs::remove_dir_all(folder);
    }
}

/// The folder `output` leads to when it is a symbolic link (a deploy folder kept elsewhere,
/// `output -> /srv/www/site`): the build writes there and keeps the link. Refuses a link
/// that leads nowhere or to something other than a folder.
fn output_behind_link(output: &Path) -> Result<Option<PathBuf>, Problem> {
    let is_link = output
        .symlink_metadata()
        .is_ok_and(|found| found.file_type().is_symlink());
    if !is_link {
        return Ok(None);
    }
    let target = std::fs::read_link(output).unwrap_or_default();
    match output.canonicalize() {
        Ok(real) if real.is_dir() => Ok(Some(real)),
        Ok(_) => Err(Problem::new(
            output,
            "",
            format!("the output is a symbolic link to {}, which is not a folder", target.display()),
        )
        .with_hint("link the output to a folder, or pick another `--output`")),
        Err(error) => Err(Problem::new(
            output,
            "",
            format!("the output is a symbolic link to {}, which cannot be reached: {error}", target.display()),
        )
        .with_hint("create the folder it links to (the build writes there and keeps the link), or pick another `--output`")),
    }
}

fn io_problem(path: &Path, what: &str, error: std::io::Error) -> Problem {
    Problem::new(path, "", format!("{what}: {error}"))
}

impl Staging {
    /// A fresh staging folder beside `output` (beside the folder it links to, when it is a
    /// symbolic link: the build then replaces that folder and the link is kept), once what
    /// killed builds left there is cleared ([`stale::clear`]).
    pub(super) fn create(output: &Path) -> Result<Staging, Problem> {
        let linked = output_behind_link(output)?;
        let output = linked.as_deref().unwrap_or(output);
        let parent = match output.parent() {
            Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
            _ => PathBuf::from("."),
        };
        let name = output
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_else(|| "output".into());
        if output.exists() && !output.is_dir() {
            return Err(
                Problem::new(output, "", "the output path exists and is not a folder")
                    .with_hint("remove it or pick another `--output`"),
            );
        }
        stale::clear(&parent, &name, output);
        let pid = std::process::id();
        static BUILDS: AtomicUsize = AtomicUsize::new(0);
        let serial = BUILDS.fetch_add(1, Ordering::Relaxed);
        let folder = parent.join(format!(".{name}.building-{pid}-{serial}"));
        let retired = parent.join(format!(".{name}.previous-{pid}-{serial}"));
        if folder.exists() {
            std::fs::remove_dir_all(&folder).map_err(|e| io_problem(&folder, "cannot clear", e))?;
        }
        unless_interrupted(|| {
            std::fs::create_dir_all(&folder)
                .map_err(|e| io_problem(&folder, "cannot create folder", e))?;
            unfinished().push(folder.clone());
            let marker = folder.join(super::guard::MARKER);
            std::fs::write(&marker, super::guard::MARKER_TEXT)
                .map_err(|e| io_problem(&marker, "cannot write", e))
        })?;
        Ok(Staging {
            output: output.to_path_buf(),
            folder,
            retired,
            files: AtomicUsize::new(0),
            pngs: AtomicUsize::new(0),
        })
    }

    /// The folder the files are written to.
    pub(super) fn folder(&self) -> &Path {
        &self.folder
    }

    /// Removes the half-built folder after a failed build.
    pub(super) fn discard(self) {
        unfinished().retain(|f| f != &self.folder);
        let _ = std::fs::remove_dir_all(&self.folder);
    }

    /// Puts the new folder in place of the output, carrying over the old output's paths
    /// listed in `keep` (see the `keep` module); returns (files, PNG files) written. The old
    /// output is replaced only if a build wrote it or it is empty, or when `force`d.
    pub(super) fn swap(self, keep: &[String], force: bool) -> Result<(usize, usize), Problem> {
        unless_interrupted(|| self.swap_now(keep, force))
    }

    fn swap_now(&self, keep: &[String], force: bool) -> Result<(usize, usize), Problem> {
        unfinished().retain(|f| f != &self.folder);
        let output = &self.output;
        if output.exists() {
            // Checked again here, just before removal: the folder may have changed since the
            // build began.
            if !force && !super::guard::replaceable(output) {
                let _ = std::fs::remove_dir_all(&self.folder);
                return Err(super::guard::not_written_by_a_build(output));
            }
            let carried = keep::carry_over(keep, output, &self.folder).inspect_err(|_| {
                let _ = std::fs::remove_dir_all(&self.folder);
            })?;
            if let Err(error) = std::fs::rename(output, &self.retired) {
                let problem = io_problem(output, "cannot move the old output aside", error);
                return Err(self.abandon(carried.put_back(&self.folder, output), problem));
            }
            if let Err(error) = std::fs::rename(&self.folder, output) {
                let mut problem = io_problem(output, "cannot move the new output in place", error);
                let home = match std::fs::rename(&self.retired, output) {
                    Ok(()) => output,
                    Err(_) => {
                        problem = problem.with_hint(format!(
                            "the previous output is in {}",
                            self.retired.display()
                        ));
                        &self.retired
                    }
                };
                return Err(self.abandon(carried.put_back(&self.folder, home), problem));
            }
            carried.settle();
            let _ = std::fs::remove_dir_all(&self.retired);
        } else if let Err(error) = std::fs::rename(&self.folder, output) {
            let _ = std::fs::remove_dir_all(&self.folder);
            return Err(io_problem(
                output,
                "cannot move the new output in place",
                error,
            ));
        }
        Ok((
            self.files.load(Ordering::Relaxed),
            self.pngs.load(Ordering::Relaxed),
        ))
    }

    /// Removes the staging folder after a failed swap and gives back `problem`; unless a
    /// kept path could not be put back out of it: then the folder stays, and the problem
    /// says where it is.
    fn abandon(&self, kept_paths_restored: bool, problem: Problem) -> Problem {
        if kept_paths_restored {
            let _ = std::fs::remove_dir_all(&self.folder);
            return problem;
        }
        let kept = format!(
            "some kept paths (`keep:` in config.yaml) could not be put back; they are in {}",
            self.folder.display()
        );
        let hint = match &problem.hint {
            Some(before) => format!("{before}; {kept}"),
            None => kept,
        };
        problem.with_hint(hint)
    }

    /// Copies the file at `source` to `path` in the folder, as it is (a static file).
    pub(super) fn copy_in(&self, source: &Path, path: &str) -> Result<(), Problem> {
        let target = self.folder.join(path);
        unless_interrupted(|| {
            if let Some(folder) = target.parent() {
                std::fs::create_dir_all(folder)
                    .map_err(|e| io_problem(folder, "cannot create folder", e))?;
            }
            // Opened only as a regular file: a FIFO put in its place since the folder was
            // listed must not block the build.
            let (mut from, _) =
                crate::content::read::open_regular(source).map_err(|e| match e {
                    OpenError::NotRegular(kind) => Problem::new(
                        source,
                        "",
                        format!("is {kind}; only regular files are published"),
                    )
                    .with_hint("remove it from static/"),
                    OpenError::Io(e) => io_problem(source, "cannot read", e),
                })?;
            let mut to = std::fs::File::create(&target)
                .map_err(|e| io_problem(&target, "cannot write", e))?;
            std::io::copy(&mut from, &mut to)
                .map_err(|e| io_problem(source, "cannot copy into the output", e))?;
            self.files.fetch_add(1, Ordering::Relaxed);
            Ok(())
        })
    }
}

impl Sink for Staging {
    fn new_folder(&self, path: &str) -> Result<(), Problem> {
        let folder = self.folder.join(path);
        unless_interrupted(|| {
            std::fs::create_dir_all(&folder)
                .map_err(|e| io_problem(&folder, "cannot create folder", e))
        })
    }

    fn put(&self, file: OutputFile) -> Result<(), Problem> {
        unless_interrupted(|| self.put_now(file))
    }
}

impl Staging {
    fn put_now(&self, file: OutputFile) -> Result<(), Problem> {
        let path = self.folder.join(&file.path);
        // Game folders are made beforehand (`new_folder`); other folders are made when a
        // write finds them missing, saving a lookup per file.
        let written = match std::fs::write(&path, &file.bytes) {
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                if let Some(folder) = path.parent() {
                    std::fs::create_dir_all(folder)
                        .map_err(|e| io_problem(folder, "cannot create folder", e))?;
                }
                std::fs::write(&path, &file.bytes)
            }
            other => other,
        };
        written.map_err(|e| io_problem(&path, "cannot write", e))?;
        self.files.fetch_add(1, Ordering::Relaxed);
        if file.path.ends_with(".png") {
            self.pngs.fetch_add(1, Ordering::Relaxed);
        }
        Ok(())
    }
}
