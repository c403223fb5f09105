//! Seeded random games from a game's start, the check every family's tests run on the real
//! rulesets: each game reaches a result.

use boardlore_engine::search::{random_selfplay, SelfplayStats};
use boardlore_engine::Game;

/// Plays 1,000 seeded random games of `game` from its start, each cut at 5,000 plies, prints
/// how they went under `label`, and checks that every one reached a result. Gives the figures
/// for further checks.
pub fn thousand_random_games_finish<G: Game>(label: &str, game: &G, seed: u64) -> SelfplayStats {
    let stats = random_selfplay(game, 1_000, seed, 5_000);
    println!(
        "{label}: average {:.1} plies, first player wins {:.1}%, second {:.1}%, draws {:.1}%",
        stats.average_length(),
        stats.first_wins as f64 / 10.0,
        stats.second_wins as f64 / 10.0,
        stats.draws as f64 / 10.0
    );
    assert_eq!(stats.unfinished, 0, "{label}: every game reaches a result");
    assert_eq!(stats.finished, 1_000, "{label}");
    stats
}
