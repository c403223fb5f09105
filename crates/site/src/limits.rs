//! The limits that keep one content file from exhausting the machine, in one place: `check`,
//! `build` and `serve` all read content through [`crate::content`], which enforces them, and
//! README.md states them. The rules engine's own limits (search effort, playouts, game
//! counts), enforced by the engine, the CLI verbs and the web board alike, are re-exported
//! here.

pub use boardlore_engine::limits::*;

/// Largest content file read (an entry, a Markdown file, `sources.yaml`, `config.yaml`).
pub const MAX_FILE_BYTES: u64 = 1024 * 1024;

/// Most YAML nodes a file may expand to once anchors and aliases are followed.
pub const MAX_EXPANDED_NODES: u64 = 200_000;

/// Most bytes of scalar text a YAML file may expand to once anchors and aliases are
/// followed (a small file can repeat one long string thousands of times).
pub const MAX_EXPANDED_BYTES: u64 = 4 * 1024 * 1024;

/// Largest size of the PNG cache folder (`.boardlore-cache`); a build that leaves it larger
/// removes the files it did not use, oldest first.
pub const MAX_PNG_CACHE_BYTES: u64 = 64 * 1024 * 1024;
