//! Native time of each step a board page takes at start (`Session::new`, the legal moves, the
//! SVG), to compare with the browser's marks from tests/browser/measure.test.mjs.
//!
//! `cargo run --release -p boardlore-play --example startup -- xiangqi shogi`

use std::time::Instant;

use boardlore_play::Session;

fn main() {
    let games: Vec<String> = std::env::args().skip(1).collect();
    for game in &games {
        match measure(game) {
            Ok(line) => println!("{line}"),
            Err(message) => {
                eprintln!("startup: {message}");
                std::process::exit(1);
            }
        }
    }
}

fn measure(game: &str) -> Result<String, String> {
    let path = format!(
        "{}/../../content/games/{game}.yaml",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let entry: serde_yaml::Value =
        serde_yaml::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
    let rules: serde_json::Value = serde_yaml::from_value(entry["rulesets"][0]["rules"].clone())
        .map_err(|e| format!("{path}: first ruleset: {e}"))?;
    let rules = rules.to_string();
    let started = Instant::now();
    let session = Session::new(&rules, None).map_err(|e| format!("{game}: {e}"))?;
    let created = started.elapsed();
    let moves = session.legal_moves_json();
    let listed = started.elapsed();
    let svg = session.svg(false, "bl-", &[]);
    let drawn = started.elapsed();
    Ok(format!(
        "{game}: new {:.2} ms, legal moves {:.2} ms ({} bytes), svg {:.2} ms ({} bytes)",
        created.as_secs_f64() * 1e3,
        (listed - created).as_secs_f64() * 1e3,
        moves.len(),
        (drawn - listed).as_secs_f64() * 1e3,
        svg.len()
    ))
}
