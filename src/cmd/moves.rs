//! `boardlore moves`: prints the legal moves of a position, one per line, sorted.

use clap::Args as ClapArgs;

/// Arguments of `boardlore moves`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore moves`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore moves` is not built yet")
}
