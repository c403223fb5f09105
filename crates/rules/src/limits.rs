//! The limits that keep one request from exhausting the machine, in one place: the engine
//! enforces them, and the command-line verbs, the site build and the web board (crates/play)
//! all go through it. docs/entry-format.md ("Limits") states them.

/// Most plies of one random game (a playout, a self-play game): longer games are cut off.
pub const MAX_PLAYOUT_PLIES: usize = 100_000;

/// Plies between two looks at the clock during random games, so a time limit holds inside a
/// long game too.
pub const PLIES_PER_CLOCK_CHECK: usize = 64;

/// Positions between two looks at the clock in the searches that score positions (alpha-beta
/// over material, the expectation search, polyomino's closing search).
pub const POSITIONS_PER_CLOCK_CHECK: usize = 256;

/// Most self-play games one `selfplay` run plays.
pub const MAX_SELFPLAY_GAMES: usize = 100_000;

/// Most MCTS playouts per move one request may ask for.
pub const MAX_MCTS_ITERATIONS: usize = 1_000_000;

/// Longest time, in milliseconds, one search or measurement of the web board may run.
pub const MAX_SEARCH_MILLIS: f64 = 60_000.0;

/// Largest file a command-line verb reads as input (an openings file, a survey's results):
/// the size is checked while reading, so a device or a pipe that never ends stops there.
pub const MAX_INPUT_FILE_BYTES: u64 = 16 * 1024 * 1024;

/// Longest line a UCI engine may send; a longer one means the engine is not speaking UCI.
pub const MAX_UCI_LINE_BYTES: usize = 64 * 1024;

/// Lines of a UCI engine's output held unread at most; an engine that writes faster than
/// they are read waits for the reader instead of filling the memory.
pub const UCI_LINES_BUFFERED: usize = 1024;

/// Milliseconds a UCI engine is given beyond its move time to answer (`uciok`, `readyok`,
/// `bestmove`) before it is stopped.
pub const UCI_GRACE_MILLIS: u64 = 10_000;

/// Largest rules JSON the web board reads; a larger one is refused before it is parsed.
pub const MAX_RULES_JSON_BYTES: usize = 256 * 1024;

/// Most points of a board, and so most pieces a player may start with: the largest board the
/// generators make is 26 by 99 points.
pub const MAX_BOARD_POINTS: usize = 4096;

/// Default of the seconds `perft` may count for; a count estimated to take longer is refused
/// before it starts, and one that runs over stops between the first ply's moves.
pub const PERFT_SECONDS: u64 = 60;

/// Characters of a user's text (a move, a position) an error message quotes at most.
pub const MAX_QUOTED_CHARS: usize = 60;

/// Deepest `perft` count: each ply is a level of recursion, and a deeper tree is past any time
/// budget unless every move is forced.
pub const MAX_PERFT_DEPTH: u32 = 64;
