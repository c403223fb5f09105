//! `serve`'s search index: written on a thread of its own once the rebuilds pause, so that
//! the open pages reload without the indexer competing with them for the processor, and a
//! burst of saves is indexed once.

use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, RecvTimeoutError};
use std::sync::{Arc, Mutex};
use std::time::Duration;

use crate::problem::Problem;
use crate::render::OutputFile;

/// How long the rebuilds must pause before the search index is written.
pub(super) const QUIET: Duration = Duration::from_millis(400);

/// The thread that writes the search index of `output` after each pause in the rebuilds.
/// `writing` is held by whatever writes into the output folder: the indexer reads the pages
/// without it, and holds it only to write its own files.
pub(super) fn start(
    output: PathBuf,
    editions: Vec<String>,
    writing: Arc<Mutex<()>>,
) -> mpsc::Sender<()> {
    let (sender, receiver) = mpsc::channel::<()>();
    std::thread::spawn(move || {
        while receiver.recv().is_ok() {
            loop {
                match receiver.recv_timeout(QUIET) {
                    Ok(()) => continue,
                    Err(RecvTimeoutError::Timeout) => break,
                    Err(RecvTimeoutError::Disconnected) => return,
                }
            }
            let written = crate::search::index(&output, &editions).and_then(|files| {
                let _writing = writing.lock().unwrap_or_else(|p| p.into_inner());
                write_index(&output, &editions, files)
            });
            if let Err(problem) = written {
                eprintln!("{problem}\nthe search index was not written");
            }
        }
    });
    sender
}

/// Writes the index `files` under `output`, removing the files of an earlier index in each
/// edition's search folder.
/// Writes nothing when the output folder is gone (deleted while serving): the rebuild that
/// puts it back asks for a new index, and a folder made here would hold no build's stamp.
fn write_index(output: &Path, editions: &[String], files: Vec<OutputFile>) -> Result<(), Problem> {
    if !output.join(crate::build::MARKER).is_file() {
        return Ok(());
    }
    let mut written = std::collections::BTreeSet::new();
    for file in files {
        let path = output.join(&file.path);
        let write = || -> std::io::Result<()> {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, &file.bytes)
        };
        write().map_err(|error| Problem::new(&path, "", format!("cannot write: {error}")))?;
        written.insert(path);
    }
    let folders = std::iter::once(output.join(crate::search::FOLDER)).chain(
        editions
            .iter()
            .skip(1)
            .map(|lang| output.join(lang).join(crate::search::FOLDER)),
    );
    let stale = folders
        .flat_map(walkdir::WalkDir::new)
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file() && !written.contains(entry.path()));
    for entry in stale {
        let _ = std::fs::remove_file(entry.path());
    }
    Ok(())
}
