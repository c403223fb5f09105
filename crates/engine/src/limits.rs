//! The limits that keep one request from exhausting the machine, in one place: the engine
//! enforces them, and the command-line verbs, the site build and the web board (crates/play)
//! all go through it. README.md states them.

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
