//! `boardlore perft`: counts the leaf nodes of the move tree to a depth.

use std::io::Write;
use std::time::Instant;

use clap::Args as ClapArgs;

use super::start_args::StartArgs;

/// Arguments of `boardlore perft`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game, ruleset and position.
    #[command(flatten)]
    pub start: StartArgs,
    /// Depth in plies.
    pub depth: u32,
    /// Print the count below each legal move.
    #[arg(long)]
    pub divide: bool,
}

/// Runs `boardlore perft`.
pub fn run(args: Args) -> anyhow::Result<()> {
    if args.depth > 12 {
        anyhow::bail!(
            "depth {} is too deep to finish (use 12 or less)",
            args.depth
        );
    }
    let mut game = args.start.open()?;
    let started = Instant::now();
    let total = if args.divide && args.depth > 0 {
        let mut total = 0;
        for mv in game.legal_moves() {
            game.play(&mv.name).map_err(|e| anyhow::anyhow!("{e}"))?;
            let count = game.perft(args.depth - 1);
            game.undo();
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
