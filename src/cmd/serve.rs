//! `boardlore serve`: builds, serves output/ on 127.0.0.1 and rebuilds on change.

use clap::Args as ClapArgs;

/// Arguments of `boardlore serve`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore serve`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore serve` is not built yet")
}
