//! Native playout speed of the code the browser runs (`Session::random_playouts`), to compare
//! with the browser's figure from tests/browser/measure.test.mjs.
//!
//! `cargo run --release -p boardlore-play --example playout_rate -- xiangqi 2000`

use std::path::Path;
use std::time::{Duration, Instant};

use boardlore_entry::content::find_ruleset;
use boardlore_play::Session;

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let game = args.first().map(String::as_str).unwrap_or("xiangqi");
    let millis: u64 = args.get(1).and_then(|m| m.parse().ok()).unwrap_or(2000);
    match measure(game, millis) {
        Ok(line) => println!("{line}"),
        Err(message) => {
            eprintln!("playout_rate: {message}");
            std::process::exit(1);
        }
    }
}

fn measure(game: &str, millis: u64) -> Result<String, String> {
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../content");
    let rules = find_ruleset(&content, game, None)
        .map_err(|problems| problems.to_string())?
        .rules_json();
    let session = Session::new(&rules, None).map_err(|e| format!("{game}: {e}"))?;
    let started = Instant::now();
    let deadline = started + Duration::from_millis(millis);
    let (games, plies) = session.random_playouts(1, 300, &mut || Instant::now() < deadline);
    let seconds = started.elapsed().as_secs_f64();
    Ok(format!(
        "{game}: {games} playouts ({plies} plies) in {seconds:.2} s = {:.0} playouts/s, {:.0} plies/s (native)",
        games as f64 / seconds,
        plies as f64 / seconds
    ))
}
