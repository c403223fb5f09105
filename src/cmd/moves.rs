//! `boardlore moves`: prints the legal moves of a position, one per line, sorted.

use clap::Args as ClapArgs;
use std::io::Write;

use super::start_args::StartArgs;

/// Arguments of `boardlore moves`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game, ruleset and position.
    #[command(flatten)]
    pub start: StartArgs,
}

/// Runs `boardlore moves`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let game = args.start.open()?;
    let mut out = std::io::stdout().lock();
    for mv in game.legal_moves() {
        if let Err(e) = writeln!(out, "{}", mv.name) {
            // A closed pipe (`| head`) is not an error worth a failure.
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                return Ok(());
            }
            return Err(e.into());
        }
    }
    Ok(())
}
