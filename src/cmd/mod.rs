//! One module per subcommand, each with the same shape: `Args` and `run`.

pub mod arena;
mod arena_openings;
mod arena_players;
mod arena_record;
pub mod bench;
pub mod board_package;
mod bounded_read;
pub mod build;
pub mod check;
pub mod claims;
pub mod moves;
pub mod new;
mod output_file;
pub mod perft;
pub mod position;
pub mod selfplay;
pub mod serve;
pub mod solve;
mod solve_proof;
mod solve_whole;
pub mod start_args;
mod start_record;
pub mod survey;
mod survey_ceiling;
mod survey_commit;

use boardlore_engine::limits::{MAX_PLAYOUT_PLIES, MAX_SELFPLAY_GAMES};

/// Reads a count from 1 to `max` (a limit from `boardlore_engine::limits`), saying the range
/// when the text is outside it.
pub fn count_in_range(text: &str, max: usize) -> Result<usize, String> {
    match text.parse::<usize>() {
        Ok(n) if (1..=max).contains(&n) => Ok(n),
        _ => Err(format!("expected a whole number from 1 to {max}")),
    }
}

/// Reads a number of games (1 to `MAX_SELFPLAY_GAMES`).
pub fn game_count(text: &str) -> Result<usize, String> {
    count_in_range(text, MAX_SELFPLAY_GAMES)
}

/// Reads a number of plies after which a game is cut off (1 to `MAX_PLAYOUT_PLIES`).
pub fn ply_count(text: &str) -> Result<usize, String> {
    count_in_range(text, MAX_PLAYOUT_PLIES)
}

/// A game's deciding rule (a `board-rule-*` phrase) in English, as the command line prints
/// it: said by the built-in catalogue.
pub fn rule_in_english(rule: &boardlore_engine::phrase::Phrase) -> String {
    boardlore_site::i18n::Words::new(boardlore_site::i18n::builtin(), "en").phrase(rule)
}
