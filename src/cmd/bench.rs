//! `boardlore bench`: measures perft speed per game (nodes per second).

use std::path::PathBuf;
use std::time::Instant;

use clap::Args as ClapArgs;

use boardlore_site::content::find_ruleset;

/// Arguments of `boardlore bench`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// Only this game (default: every chess game Fairy-Stockfish knows).
    #[arg(long)]
    pub game: Option<String>,
    /// Perft depth (default: 5 for xiangqi, shogi and makruk, 4 for the others).
    #[arg(long)]
    pub depth: Option<u32>,
    /// Ruleset to measure.
    #[arg(long, default_value = "fairy-stockfish")]
    pub ruleset: String,
    /// The content folder.
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
}

/// Games measured by default, with their default depth.
const GAMES: [(&str, u32); 10] = [
    ("xiangqi", 5),
    ("shogi", 5),
    ("makruk", 5),
    ("janggi", 4),
    ("chaturanga", 4),
    ("shatranj", 4),
    ("ouk-chatrang", 4),
    ("sittuyin", 3),
    ("shatar", 4),
    ("sho-shogi", 4),
];

/// Runs `boardlore bench`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let games: Vec<(String, u32)> = match &args.game {
        Some(g) => {
            let default = GAMES.iter().find(|(id, _)| id == g).map_or(4, |(_, d)| *d);
            vec![(g.clone(), args.depth.unwrap_or(default))]
        }
        None => GAMES
            .iter()
            .map(|(g, d)| (g.to_string(), args.depth.unwrap_or(*d)))
            .collect(),
    };
    if games.iter().any(|(_, d)| *d > 8) {
        anyhow::bail!("depths above 8 would run for hours; pick 8 or less");
    }
    println!(
        "{:<14} {:>5} {:>14} {:>9} {:>14}",
        "game", "depth", "nodes", "seconds", "nodes/s"
    );
    for (game, depth) in games {
        let rules = find_ruleset(&args.content, &game, Some(&args.ruleset))?.compile()?;
        let start = rules.new_match(None).map_err(|e| anyhow::anyhow!("{e}"))?;
        let started = Instant::now();
        let nodes = start.perft(depth);
        let seconds = started.elapsed().as_secs_f64();
        println!(
            "{:<14} {:>5} {:>14} {:>9.3} {:>14.0}",
            game,
            depth,
            nodes,
            seconds,
            nodes as f64 / seconds.max(1e-9)
        );
    }
    Ok(())
}
