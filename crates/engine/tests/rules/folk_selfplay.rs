//! 1,000 random games of every folk ruleset finish within the move limit without a panic, and
//! move-tree counts from each start position match the numbers kept in data/folk/perft.tsv.
//! Set FOLK_PERFT_REGENERATE=1 to rewrite the data file (the run then fails on purpose).

use crate::support::entry::check_recorded_counts;
use crate::support::folk as folk_support;

use boardlore_engine::Game;
use folk_support::{load, thousand_random_games_finish, GAMES, PLACEMENT_GAMES};

#[test]
fn a_thousand_random_games_of_each_ruleset_all_finish() {
    for (game, rulesets) in GAMES.iter().chain(PLACEMENT_GAMES) {
        for ruleset in *rulesets {
            let folk = load(game, ruleset);
            thousand_random_games_finish(&format!("{game}/{ruleset}"), &folk, 42);
        }
    }
}

const PERFT: &str = include_str!("../data/folk/perft.tsv");
/// Depths whose node count stays under this are kept in the data file (depth 1 always).
const NODE_BUDGET: u64 = 300_000;

#[test]
fn move_tree_counts_from_each_start_position_are_unchanged() {
    if std::env::var_os("FOLK_PERFT_REGENERATE").is_some() {
        let mut out = String::from(
            "# game\truleset\tdepth\tnodes (leaf nodes of the legal move tree from the start)\n",
        );
        for (game, rulesets) in GAMES {
            for ruleset in *rulesets {
                let folk = load(game, ruleset);
                let start = folk.start();
                for depth in 1..=8 {
                    let nodes = folk.perft(&start, depth);
                    if nodes > NODE_BUDGET && depth > 1 {
                        break;
                    }
                    out.push_str(&format!("{game}\t{ruleset}\t{depth}\t{nodes}\n"));
                }
            }
        }
        let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/folk/perft.tsv");
        std::fs::write(path, out).unwrap();
        panic!("regenerated {path}; run again without FOLK_PERFT_REGENERATE");
    }
    let checked = check_recorded_counts("data/folk/perft.tsv", PERFT, load).len();
    assert!(checked >= 40, "the data file covers every ruleset");
}
