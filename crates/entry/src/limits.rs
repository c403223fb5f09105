//! The limits that keep one content file from exhausting the machine, in one place: `check`,
//! `build` and `serve` all read content through [`crate::content`], which enforces them, and
//! docs/entry-format.md ("Limits") states them. The rules engine's own limits (search effort,
//! playouts, game counts), enforced by the engine, the CLI verbs and the web board alike, are
//! re-exported here.

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

/// Connections `serve` holds at once. When all are held, a new connection displaces the
/// oldest one still sending its request; it is refused (`503`) only when every one is being
/// answered.
pub const MAX_CONNECTIONS: usize = 64;

/// Longest request head `serve` reads.
pub const MAX_REQUEST_HEAD_BYTES: usize = 16 * 1024;

/// How long a connection to `serve` may take to send its whole request, and, separately,
/// to take its whole answer: a deadline for the request or answer as a whole, not per read
/// or write, so a client trickling a byte at a time is cut off all the same.
pub const REQUEST_DEADLINE: std::time::Duration = std::time::Duration::from_secs(10);

/// Longest wait of a live-reload status request for the next build (below
/// [`REQUEST_DEADLINE`]).
pub const LONG_POLL: std::time::Duration = std::time::Duration::from_secs(8);

/// Live-reload status requests held waiting at once; more are answered at once (and told to
/// wait before asking again), so open pages can never hold every connection.
pub const MAX_LONG_POLLS: usize = 16;

/// Deepest nesting of lists and mappings in a YAML file. Checked in a linear pass before the
/// file is deserialized: the YAML library's scanner takes time growing with the square of
/// the depth, so an unbounded depth would let one 1 MiB file of `[` run for an hour.
pub const MAX_YAML_DEPTH: usize = 64;

/// Longest id (of a game, a ruleset, a figure, a witness, a work, a claim). Ids become the
/// names of published files and folders (`games/<id>/`, `figure-<id>.svg`,
/// `divergence-<ruleset>-<ruleset>.png`), which must stay well under
/// [`MAX_FILE_NAME_BYTES`]; the longest id in the archive has 33 characters.
pub const MAX_ID_CHARS: usize = 64;

/// Longest name of one published file or folder, in bytes: what common file systems
/// (ext4, APFS, NTFS) allow. `check` refuses a page whose name is longer, as the build's
/// write would.
pub const MAX_FILE_NAME_BYTES: usize = 255;

/// How often `serve` looks for its output folder between edits: a folder deleted while it
/// serves is built again within this time.
pub const OUTPUT_CHECK_INTERVAL: std::time::Duration = std::time::Duration::from_secs(1);
