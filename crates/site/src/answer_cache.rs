//! Answers the build works out once and keeps: in memory for the life of the process (every
//! rebuild of `serve`) and as small JSON files under the build cache
//! (`<cache>/<folder>/<hash>.json`) for later builds. Used for where readings part on the
//! board and for the claims' verdicts.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::{Arc, Mutex, MutexGuard, OnceLock};

use serde::de::DeserializeOwned;
use serde::Serialize;

/// The key of an answer: a hash of its parts, each prefixed by its length so that no two
/// lists of parts run together into the same bytes.
pub(crate) fn key(parts: &[&str]) -> blake3::Hash {
    let mut hasher = blake3::Hasher::new();
    for part in parts {
        hasher.update(&(part.len() as u64).to_le_bytes());
        hasher.update(part.as_bytes());
    }
    hasher.finalize()
}

/// Kept answers of one kind, under one folder of the build cache.
pub(crate) struct AnswerCache<T> {
    folder: &'static str,
    memory: OnceLock<Mutex<HashMap<blake3::Hash, Arc<T>>>>,
}

impl<T: Serialize + DeserializeOwned> AnswerCache<T> {
    /// Answers kept under `<cache>/<folder>/`.
    pub(crate) const fn new(folder: &'static str) -> Self {
        AnswerCache {
            folder,
            memory: OnceLock::new(),
        }
    }

    fn memory(&self) -> MutexGuard<'_, HashMap<blake3::Hash, Arc<T>>> {
        self.memory
            .get_or_init(Default::default)
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
    }

    fn file(&self, key: &blake3::Hash, cache_dir: Option<&Path>) -> Option<PathBuf> {
        cache_dir.map(|dir| dir.join(self.folder).join(format!("{}.json", key.to_hex())))
    }

    /// The answer under `key`: from memory, from the cache folder, or worked out by
    /// `compute` and then kept in both. An answer `compute` cannot give (`None`) is not kept.
    pub(crate) fn get_or_compute(
        &self,
        key: blake3::Hash,
        cache_dir: Option<&Path>,
        compute: impl FnOnce() -> Option<T>,
    ) -> Option<Arc<T>> {
        if let Some(found) = self.memory().get(&key) {
            return Some(Arc::clone(found));
        }
        let file = self.file(&key, cache_dir);
        let read = file
            .as_ref()
            .and_then(|f| std::fs::read(f).ok())
            .and_then(|bytes| serde_json::from_slice::<T>(&bytes).ok());
        let answer = match read {
            Some(answer) => answer,
            None => {
                let answer = compute()?;
                if let Some(file) = &file {
                    store(file, &answer);
                }
                answer
            }
        };
        let answer = Arc::new(answer);
        self.memory().insert(key, Arc::clone(&answer));
        Some(answer)
    }
}

/// Keeps an answer for later builds; failing to write it never fails the build.
fn store<T: Serialize>(file: &Path, answer: &T) {
    let (Some(folder), Ok(json)) = (file.parent(), serde_json::to_vec(answer)) else {
        return;
    };
    if std::fs::create_dir_all(folder).is_err() {
        return;
    }
    // Written under a unique name, then renamed: parallel builds never see half a file.
    let partial = file.with_extension(format!(
        "{}-{:?}.part",
        std::process::id(),
        std::thread::current().id()
    ));
    if std::fs::write(&partial, json).is_ok() && std::fs::rename(&partial, file).is_err() {
        let _ = std::fs::remove_file(&partial);
    }
}
