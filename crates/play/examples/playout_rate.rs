//! Native playout speed of the code the browser runs (`Session::random_playouts`), to compare
//! with the browser's figure from tests/browser/measure.test.mjs.
//!
//! `cargo run --release -p boardlore-play --example playout_rate -- xiangqi 2000`

use std::time::{Duration, Instant};

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
    let path = format!(
        "{}/../../content/games/{game}.yaml",
        env!("CARGO_MANIFEST_DIR")
    );
    let text = std::fs::read_to_string(&path).map_err(|e| format!("{path}: {e}"))?;
    let entry: serde_yaml::Value =
        serde_yaml::from_str(&text).map_err(|e| format!("{path}: {e}"))?;
    let rules: serde_json::Value = serde_yaml::from_value(entry["rulesets"][0]["rules"].clone())
        .map_err(|e| format!("{path}: first ruleset: {e}"))?;
    let session = Session::new(&rules.to_string(), None).map_err(|e| format!("{game}: {e}"))?;
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
