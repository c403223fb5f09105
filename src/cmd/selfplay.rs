//! `boardlore selfplay`: plays random or MCTS games against itself and prints statistics.

use clap::Args as ClapArgs;

/// Arguments of `boardlore selfplay`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore selfplay`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore selfplay` is not built yet")
}
