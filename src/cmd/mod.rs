//! One module per subcommand, each with the same shape: `Args` and `run`.

pub mod arena;
mod arena_players;
pub mod bench;
pub mod board_package;
pub mod build;
pub mod check;
pub mod claims;
pub mod moves;
pub mod new;
pub mod perft;
pub mod position;
pub mod selfplay;
pub mod serve;
pub mod solve;
pub mod start_args;

/// Reads a count from 1 to `max` (a limit from `boardlore_engine::limits`), saying the range
/// when the text is outside it.
pub fn count_in_range(text: &str, max: usize) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!("expected a whole number from 1 to {max}")),
    }
}
