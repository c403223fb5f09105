//! Keeps the PNG cache under [`MAX_PNG_CACHE_BYTES`]: after a build, PNGs it did not use go
//! first, oldest first, then the oldest of the rest, until the cache fits.

use std::collections::HashSet;
use std::path::{Path, PathBuf};
use std::time::SystemTime;

use crate::limits::MAX_PNG_CACHE_BYTES;

/// Removes cached PNGs under `folder` until their total size is at most `limit` bytes,
/// sparing the files in `used` as long as possible. Gives the bytes left.
pub(super) fn trim(folder: &Path, used: &HashSet<PathBuf>, limit: u64) -> u64 {
    let mut files: Vec<(bool, SystemTime, u64, PathBuf)> = walkdir::WalkDir::new(folder)
        .max_depth(2)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let meta = e.metadata().ok()?;
            let modified = meta.modified().unwrap_or(SystemTime::UNIX_EPOCH);
            let path = e.into_path();
            Some((used.contains(&path), modified, meta.len(), path))
        })
        .collect();
    let mut total: u64 = files.iter().map(|f| f.2).sum();
    if total <= limit {
        return total;
    }
    // Unused before used, older before newer.
    files.sort();
    for (_, _, size, path) in files {
        if total <= limit {
            break;
        }
        if std::fs::remove_file(&path).is_ok() {
            total -= size;
        }
    }
    total
}

/// The limit in force: [`MAX_PNG_CACHE_BYTES`], or `BOARDLORE_PNG_CACHE_BYTES` when set (for
/// tests and for machines with less room).
pub(super) fn limit() -> u64 {
    std::env::var("BOARDLORE_PNG_CACHE_BYTES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(MAX_PNG_CACHE_BYTES)
}
