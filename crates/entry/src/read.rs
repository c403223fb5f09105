//! Reads one content file as text, refusing what would leak a file, exhaust memory, block
//! the build or be dropped without a word: a file reached through a link that leads out of
//! its folder, anything but a regular file (a FIFO or a device would never end), a file over
//! [`MAX_FILE_BYTES`], bytes that are not UTF-8 and control characters (each with its line
//! and column). A UTF-8 byte order mark is skipped. [`open_regular`] is the one way the
//! build opens a file it reads (content, static files, the web board's files).

use std::fs::File;
use std::io::Read;
use std::path::Path;

use crate::limits::MAX_FILE_BYTES;
use crate::problem::{Location, Problem};

/// Why a file could not be read as text.
pub enum ReadError {
    /// The file does not exist.
    Missing,
    /// It exists but cannot be used; the problem says why.
    Refused(Problem),
}

/// Reads `file`, which must lie inside `folder` once links are followed.
pub fn read_text(file: &Path, folder: &Path) -> Result<String, ReadError> {
    let refuse = |message: String, hint: &str| {
        ReadError::Refused(Problem::new(file, "", message).with_hint(hint))
    };
    let missing_or_refused = |error: std::io::Error| match error.kind() {
        std::io::ErrorKind::NotFound => ReadError::Missing,
        _ => refuse(format!("cannot read: {error}"), "check its permissions"),
    };
    // A file that is not a link, standing directly in `folder`, is inside it wherever the
    // folder itself lies: only a link, or a name that leads through other folders, needs its
    // real place worked out (which costs a look at every folder on the way).
    let found = std::fs::symlink_metadata(file).map_err(missing_or_refused)?;
    let plainly_inside = !found.file_type().is_symlink() && file.parent() == Some(folder);
    let real = if plainly_inside {
        file.to_path_buf()
    } else {
        file.canonicalize().map_err(missing_or_refused)?
    };
    let inside = plainly_inside
        || folder
            .canonicalize()
            .is_ok_and(|folder| real.starts_with(folder));
    if !inside {
        return Err(refuse(
            format!(
                "is a link to {}, outside {}; only files inside it are published",
                real.display(),
                folder.display()
            ),
            "copy the file into the folder instead of linking to it",
        ));
    }
    let opened = open_regular(&real).map_err(|error| match error {
        OpenError::NotRegular(kind) => refuse(
            format!("is {kind}; only a regular file can be read as text"),
            "replace it with a plain text file (a FIFO, socket or device would block the build or never end)",
        ),
        OpenError::Io(error) => missing_or_refused(error),
    })?;
    let (file_handle, size) = opened;
    if size > MAX_FILE_BYTES {
        return Err(refuse(
            format!("is {size} bytes; a content file may have at most {MAX_FILE_BYTES}"),
            "split the text, or move long texts into their own Markdown files",
        ));
    }
    let bytes = read_at_most(file_handle, MAX_FILE_BYTES)
        .map_err(|error| refuse(format!("cannot read: {error}"), "check its permissions"))?;
    if bytes.len() as u64 > MAX_FILE_BYTES {
        return Err(refuse(
            format!("grew past {MAX_FILE_BYTES} bytes while it was read; a content file may have at most {MAX_FILE_BYTES}"),
            "split the text, or move long texts into their own Markdown files",
        ));
    }
    text_of(bytes).map_err(|(message, at)| {
        ReadError::Refused(
            Problem::new(file, "", message)
                .at(Some(at))
                .with_hint("save the file as UTF-8 text without control characters"),
        )
    })
}

/// Why [`open_regular`] gave no file.
#[derive(Debug)]
pub enum OpenError {
    /// The path names something other than a regular file: what it is (`"a FIFO"`, ...).
    NotRegular(&'static str),
    /// The file could not be opened or looked at.
    Io(std::io::Error),
}

/// Opens `path` for reading only if it is a regular file (links followed), and gives it with
/// its size. It is opened without waiting (`O_NONBLOCK`), so a FIFO or a device put in its
/// place between the look and the open cannot block, and looked at again once open.
pub fn open_regular(path: &Path) -> Result<(File, u64), OpenError> {
    let before = std::fs::metadata(path).map_err(OpenError::Io)?;
    if !before.is_file() {
        return Err(OpenError::NotRegular(kind_of(&before)));
    }
    let mut options = std::fs::OpenOptions::new();
    options.read(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.custom_flags(libc::O_NONBLOCK);
    }
    let file = options.open(path).map_err(OpenError::Io)?;
    let opened = file.metadata().map_err(OpenError::Io)?;
    if !opened.is_file() {
        return Err(OpenError::NotRegular(kind_of(&opened)));
    }
    Ok((file, opened.len()))
}

/// The bytes of `file`, reading at most one byte past `limit` (so a file that grew while it
/// was read shows as longer than the limit, and never fills the memory).
pub fn read_at_most(file: File, limit: u64) -> std::io::Result<Vec<u8>> {
    let mut bytes = Vec::new();
    file.take(limit.saturating_add(1)).read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// What a file that is not a regular one is, in words.
fn kind_of(metadata: &std::fs::Metadata) -> &'static str {
    if metadata.is_dir() {
        return "a folder";
    }
    #[cfg(unix)]
    {
        use std::os::unix::fs::FileTypeExt;
        let kind = metadata.file_type();
        if kind.is_fifo() {
            return "a FIFO (named pipe)";
        }
        if kind.is_socket() {
            return "a socket";
        }
        if kind.is_block_device() || kind.is_char_device() {
            return "a device";
        }
    }
    "a special file"
}

/// The bytes as UTF-8 text without a byte order mark; otherwise what is wrong and where.
pub fn text_of(bytes: Vec<u8>) -> Result<String, (String, Location)> {
    let text = match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => {
            let valid = error.utf8_error().valid_up_to();
            let bytes = error.into_bytes();
            let before = String::from_utf8_lossy(&bytes[..valid]);
            return Err((
                format!("is not UTF-8 text (byte 0x{:02X})", bytes[valid]),
                place(&before),
            ));
        }
    };
    let text = match text.strip_prefix('\u{feff}') {
        Some(rest) => rest.to_string(),
        None => text,
    };
    if let Some(at) = first_control(&text) {
        let c = text[at..].chars().next().unwrap_or_default();
        return Err((
            format!("holds the control character U+{:04X}", u32::from(c)),
            place(&text[..at]),
        ));
    }
    Ok(text)
}

/// Where the first control character other than a line break or tab starts: a byte below
/// U+0020 or U+007F, or U+0080..U+009F (written 0xC2 0x80..0x9F in UTF-8). Looks at bytes, not
/// characters: every content file passes through here.
fn first_control(text: &str) -> Option<usize> {
    let bytes = text.as_bytes();
    bytes.iter().enumerate().find_map(|(at, &byte)| {
        let control = match byte {
            b'\n' | b'\r' | b'\t' => false,
            0x00..=0x1F | 0x7F => true,
            0xC2 => bytes
                .get(at + 1)
                .is_some_and(|next| (0x80..=0x9F).contains(next)),
            _ => false,
        };
        control.then_some(at)
    })
}

/// The line and column just after `before`.
fn place(before: &str) -> Location {
    let line = before.matches('\n').count() + 1;
    let column = before
        .rsplit('\n')
        .next()
        .unwrap_or_default()
        .chars()
        .count()
        + 1;
    Location { line, column }
}

#[cfg(test)]
mod tests {
    use super::first_control;

    /// The byte scan finds exactly the characters Unicode calls control characters (other than
    /// line breaks and tabs), for every character there is, at its byte offset.
    #[test]
    fn a_control_character_is_found_where_unicode_says_one_is() {
        for c in (0..=0x10FFFF).filter_map(char::from_u32) {
            let text = format!("é{c}z");
            let by_chars = text.find(|c: char| c.is_control() && !matches!(c, '\n' | '\r' | '\t'));
            assert_eq!(first_control(&text), by_chars, "U+{:04X}", u32::from(c));
        }
    }
}
