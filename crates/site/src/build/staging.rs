//! The staging folder: a fresh folder beside the output receives the files of a build as
//! they are rendered and takes the output's place at the end, so a failed build leaves the
//! previous output untouched.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};

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

fn io_problem(path: &Path, what: &str, error: std::io::Error) -> Problem {
    Problem::new(path, "", format!("{what}: {error}"))
}

impl Staging {
    pub(super) fn create(output: &Path) -> Result<Staging, Problem> {
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
        let pid = std::process::id();
        static BUILDS: AtomicUsize = AtomicUsize::new(0);
        let serial = BUILDS.fetch_add(1, Ordering::Relaxed);
        let folder = parent.join(format!(".{name}.building-{pid}-{serial}"));
        let retired = parent.join(format!(".{name}.previous-{pid}-{serial}"));
        if folder.exists() {
            std::fs::remove_dir_all(&folder).map_err(|e| io_problem(&folder, "cannot clear", e))?;
        }
        std::fs::create_dir_all(&folder)
            .map_err(|e| io_problem(&folder, "cannot create folder", e))?;
        Ok(Staging {
            output: output.to_path_buf(),
            folder,
            retired,
            files: AtomicUsize::new(0),
            pngs: AtomicUsize::new(0),
        })
    }

    /// Removes the half-built folder after a failed build.
    pub(super) fn discard(self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }

    /// Puts the new folder in place of the output; returns (files, PNG files) written.
    pub(super) fn swap(self) -> Result<(usize, usize), Problem> {
        let output = &self.output;
        if output.exists() {
            if let Err(error) = std::fs::rename(output, &self.retired) {
                let _ = std::fs::remove_dir_all(&self.folder);
                return Err(io_problem(
                    output,
                    "cannot move the old output aside",
                    error,
                ));
            }
        }
        if let Err(error) = std::fs::rename(&self.folder, output) {
            let _ = std::fs::rename(&self.retired, output);
            let _ = std::fs::remove_dir_all(&self.folder);
            return Err(io_problem(
                output,
                "cannot move the new output in place",
                error,
            ));
        }
        let _ = std::fs::remove_dir_all(&self.retired);
        Ok((
            self.files.load(Ordering::Relaxed),
            self.pngs.load(Ordering::Relaxed),
        ))
    }
}

impl Sink for Staging {
    fn new_folder(&self, path: &str) -> Result<(), Problem> {
        let folder = self.folder.join(path);
        std::fs::create_dir_all(&folder).map_err(|e| io_problem(&folder, "cannot create folder", e))
    }

    fn put(&self, file: OutputFile) -> Result<(), Problem> {
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
