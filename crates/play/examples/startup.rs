//! Native time of each step a board page takes at start (`Session::new`, the legal moves, the
//! SVG), to compare with the browser's marks from tests/browser/measure.test.mjs.
//!
//! `cargo run --release -p boardlore-play --example startup -- xiangqi shogi`

use std::path::Path;
use std::time::Instant;

use boardlore_entry::content::find_ruleset;
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
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    let rules = find_ruleset(&content, game, None)
        .map_err(|problems| problems.to_string())?
        .rules_json();
    let started = Instant::now();
    let session = Session::new(&rules, None).map_err(|e| format!("{game}: {e}"))?;
    let created = started.elapsed();
    let moves = session.legal_moves_json();
    let listed = started.elapsed();
    let svg = session.svg(false, "bl-", &[], None);
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
