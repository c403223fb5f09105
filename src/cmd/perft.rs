//! `boardlore perft`: counts the leaf nodes of the move tree to a depth.

use clap::Args as ClapArgs;

/// Arguments of `boardlore perft`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore perft`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore perft` is not built yet")
}
