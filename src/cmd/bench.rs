//! `boardlore bench`: measures perft speed per game (nodes per second).

use clap::Args as ClapArgs;

/// Arguments of `boardlore bench`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore bench`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore bench` is not built yet")
}
