//! Random self-play of the race rulesets (1,000 games each, one seed per game so the throws
//! differ from game to game), replay and notation round trips, and move-tree counts from the
//! start positions kept in data/race/perft.tsv. Set RACE_PERFT_REGENERATE=1 to rewrite the
//! data file (the run then fails on purpose).

use crate::support::race as race_support;

use crate::support::entry::{
    assert_notation_round_trips, check_recorded_counts, regenerate_move_tree_table_if_asked,
    TableDepths,
};
use crate::support::random_game::{random_game, random_walk};
use boardlore_engine::search::Rng;
use boardlore_engine::Game;
use race_support::{load, ten_squares};

/// The race rulesets of the archive.
const RULESETS: &[(&str, &str)] = &[("ashtapada", "main"), ("ashtapada", "two-players")];

#[test]
fn a_thousand_random_races_of_each_ruleset_all_finish() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        let players = usize::from(game.players());
        let mut wins = vec![0u32; players];
        let mut plies = 0;
        let mut rng = Rng::new(7);
        for seed in 0..1_000 {
            let (length, end) = random_game(&game, game.start_with_seed(seed), &mut rng, 20_000);
            let outcome = game
                .outcome(&end)
                .unwrap_or_else(|| panic!("{id}/{ruleset}: game {seed} unfinished"));
            let winner = outcome.winner.expect("a race has a winner").0;
            assert_eq!(end.home_count(winner), 4, "the winner has every piece home");
            wins[usize::from(winner)] += 1;
            plies += length;
        }
        let shares: Vec<String> = (0..players)
            .map(|p| {
                format!(
                    "{} {:.1}%",
                    game.player_name(p as u8),
                    f64::from(wins[p]) / 10.0
                )
            })
            .collect();
        println!(
            "{id}/{ruleset}: average {:.1} plies; wins {}",
            plies as f64 / 1_000.0,
            shares.join(", ")
        );
    }
}

#[test]
fn a_race_replays_exactly_from_its_seed_and_moves() {
    let game = load("ashtapada", "main");
    let (_, first) = random_game(&game, game.start(), &mut Rng::new(3), 300);
    let (_, again) = random_game(&game, game.start(), &mut Rng::new(3), 300);
    assert_eq!(first, again);
    let (_, other_seed) = random_game(&game, game.start_with_seed(99), &mut Rng::new(3), 300);
    assert_ne!(
        game.write_position(&first),
        game.write_position(&other_seed)
    );
}

#[test]
fn positions_round_trip_through_notation_generator_included() {
    for (what, game) in [
        ("ashtapada/main", load("ashtapada", "main")),
        ("ashtapada/two-players", load("ashtapada", "two-players")),
        ("ten squares", ten_squares()),
    ] {
        random_walk(
            &game,
            game.start_with_seed(5),
            &mut Rng::new(11),
            400,
            |state, moves| assert_notation_round_trips(&game, state, moves, what),
        );
    }
}

const PERFT: &str = include_str!("../data/race/perft.tsv");

#[test]
fn move_tree_counts_from_each_start_position_are_unchanged() {
    // Race trees stay small for a few plies, so the table goes as deep as 16 plies, stopping
    // after the first depth past 200,000 leaves.
    let depths = TableDepths {
        deepest: 16,
        node_cap: 200_000,
        note: ", with the ruleset's seed",
    };
    regenerate_move_tree_table_if_asked(
        "race/perft.tsv",
        "RACE_PERFT_REGENERATE",
        RULESETS,
        load,
        depths,
    );
    let checked = check_recorded_counts("data/race/perft.tsv", PERFT, load).len();
    assert!(checked >= 10, "the data file lists the counts");
}
