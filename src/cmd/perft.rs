//! `boardlore perft`: counts the leaf nodes of the move tree to a depth.

use std::io::Write;
use std::path::PathBuf;
use std::time::Instant;

use clap::Args as ClapArgs;

use super::moves::{play_moves, start_text};
use crate::rules_loader::load_rules;

/// Arguments of `boardlore perft`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// Game id, e.g. `xiangqi`.
    pub game: String,
    /// Depth in plies.
    pub depth: u32,
    /// Ruleset id; the entry's first ruleset when omitted.
    #[arg(long)]
    pub ruleset: Option<String>,
    /// Start from this position in the game's notation.
    #[arg(long, conflicts_with = "position")]
    pub fen: Option<String>,
    /// Start from the position of this figure of the entry.
    #[arg(long)]
    pub position: Option<String>,
    /// Moves to play first, separated by spaces.
    #[arg(long)]
    pub moves: Option<String>,
    /// Print the count below each legal move.
    #[arg(long)]
    pub divide: bool,
    /// The content folder.
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
}

/// Runs `boardlore perft`.
pub fn run(args: Args) -> anyhow::Result<()> {
    if args.depth > 12 {
        anyhow::bail!(
            "depth {} is too deep to finish (use 12 or less)",
            args.depth
        );
    }
    let rules = load_rules(&args.content, &args.game, args.ruleset.as_deref())?;
    let fen = start_text(
        &args.content,
        &args.game,
        args.fen.as_deref(),
        args.position.as_deref(),
    )?;
    let mut game = rules
        .new_match(fen.as_deref())
        .map_err(|e| anyhow::anyhow!("bad position: {e}"))?;
    play_moves(game.as_mut(), args.moves.as_deref())?;
    let started = Instant::now();
    let total = if args.divide && args.depth > 0 {
        let position = game.position();
        let mut total = 0;
        for mv in game.legal_moves() {
            let mut child = rules
                .new_match(Some(&position))
                .map_err(|e| anyhow::anyhow!("{e}"))?;
            child.play(&mv.name).map_err(|e| anyhow::anyhow!("{e}"))?;
            let count = child.perft(args.depth - 1);
            if writeln!(std::io::stdout(), "{}: {count}", mv.name).is_err() {
                return Ok(());
            }
            total += count;
        }
        println!();
        total
    } else {
        game.perft(args.depth)
    };
    let seconds = started.elapsed().as_secs_f64();
    println!("{total}");
    eprintln!(
        "{} nodes in {:.3} s ({:.0} nodes/s)",
        total,
        seconds,
        total as f64 / seconds.max(1e-9)
    );
    Ok(())
}
