//! Perft counts from tests/data/perft.tsv: Fairy-Stockfish's published figures for the
//! `fairy-stockfish` rulesets and our own counts for the seed rulesets.
//!
//! Rows above the node budget are skipped unless `BOARDLORE_PERFT_ALL=1`; the budget is
//! `BOARDLORE_PERFT_BUDGET` (default 2,000,000 nodes in release builds, 100,000 in debug).

use crate::support::chess as chess_support;

use boardlore_engine::game::Game;

struct Row {
    line: usize,
    game: String,
    ruleset: String,
    fen: String,
    depth: u32,
    nodes: u64,
}

fn rows() -> Vec<Row> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/data/perft.tsv");
    let text = std::fs::read_to_string(path).expect("perft.tsv");
    text.lines()
        .enumerate()
        .filter(|(_, l)| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|(i, l)| {
            let f: Vec<&str> = l.split('\t').collect();
            assert_eq!(
                f.len(),
                5,
                "perft.tsv line {}: expected 5 tab-separated fields",
                i + 1
            );
            Row {
                line: i + 1,
                game: f[0].to_string(),
                ruleset: f[1].to_string(),
                fen: f[2].to_string(),
                depth: f[3].parse().expect("depth"),
                nodes: f[4].parse().expect("nodes"),
            }
        })
        .collect()
}

fn budget() -> u64 {
    if std::env::var("BOARDLORE_PERFT_ALL").is_ok_and(|v| v == "1") {
        return u64::MAX;
    }
    if let Some(b) = std::env::var("BOARDLORE_PERFT_BUDGET")
        .ok()
        .and_then(|v| v.parse().ok())
    {
        return b;
    }
    if cfg!(debug_assertions) {
        100_000
    } else {
        2_000_000
    }
}

#[test]
fn perft_counts_match_the_data_file() {
    let budget = budget();
    let mut failures = Vec::new();
    let mut ran = 0;
    for row in rows() {
        if row.nodes > budget {
            continue;
        }
        let game = chess_support::load(&row.game, &row.ruleset);
        let pos = chess_support::position(&game, &row.fen);
        let got = game.perft(&pos, row.depth);
        ran += 1;
        if got != row.nodes {
            failures.push(format!(
                "line {}: {} {} depth {}: expected {}, got {}",
                row.line, row.game, row.ruleset, row.depth, row.nodes, got
            ));
        }
    }
    assert!(ran > 0, "no perft row within the budget");
    assert!(
        failures.is_empty(),
        "perft mismatches:\n{}",
        failures.join("\n")
    );
}
