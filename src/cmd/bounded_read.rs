//! Reading a file the user names as input (an openings file, a survey's results) with a size
//! cap checked while reading: a device such as `/dev/zero`, a pipe or a file that grows without
//! end is refused, and memory never holds more than the cap.

use std::io::{ErrorKind, Read};
use std::path::Path;

use anyhow::{bail, Context};
use boardlore_engine::limits::MAX_INPUT_FILE_BYTES;

/// The text of the regular file `path`, `what` naming it in errors ("the openings file");
/// `None` when there is no such file. A folder, a device or a pipe is refused, and so is a file
/// of more than [`MAX_INPUT_FILE_BYTES`] or one that is not UTF-8.
pub fn read_text_if_present(path: &Path, what: &str) -> anyhow::Result<Option<String>> {
    // Looked at before opening: opening a pipe would wait for a writer.
    let kind = match std::fs::metadata(path) {
        Ok(metadata) => metadata.file_type(),
        Err(e) if e.kind() == ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e).with_context(|| format!("cannot read {what} {}", path.display())),
    };
    if !kind.is_file() {
        bail!(
            "{} is not a regular file (a {}), so it cannot be {what}\n\
             hint: save the text to a file first and name that file",
            path.display(),
            if kind.is_dir() {
                "folder"
            } else {
                "device or pipe"
            }
        );
    }
    let file = std::fs::File::open(path)
        .with_context(|| format!("cannot read {what} {}", path.display()))?;
    let mut bytes = Vec::new();
    file.take(MAX_INPUT_FILE_BYTES + 1)
        .read_to_end(&mut bytes)
        .with_context(|| format!("cannot read {what} {}", path.display()))?;
    if bytes.len() as u64 > MAX_INPUT_FILE_BYTES {
        bail!(
            "{} is larger than {} MB, the most read as {what}\n\
             hint: split it, or check that it is the file you meant",
            path.display(),
            MAX_INPUT_FILE_BYTES / (1024 * 1024)
        );
    }
    String::from_utf8(bytes).map(Some).map_err(|e| {
        anyhow::anyhow!(
            "{}: byte {} is not UTF-8 text, so it cannot be {what}",
            path.display(),
            e.utf8_error().valid_up_to() + 1
        )
    })
}

/// The text of the regular file `path`, read as [`read_text_if_present`] reads it; a missing
/// file is an error.
pub fn read_text(path: &Path, what: &str) -> anyhow::Result<String> {
    read_text_if_present(path, what)?.with_context(|| {
        format!(
            "cannot read {what} {}: there is no such file",
            path.display()
        )
    })
}

/// Up to `max` bytes from the start of the regular file `path`: enough to see whose file it
/// is without reading a large one whole. `None` when it is missing or not a regular file.
pub fn read_start(path: &Path, max: u64) -> Option<Vec<u8>> {
    if !std::fs::metadata(path).ok()?.is_file() {
        return None;
    }
    let file = std::fs::File::open(path).ok()?;
    let mut bytes = Vec::new();
    file.take(max).read_to_end(&mut bytes).ok()?;
    Some(bytes)
}
