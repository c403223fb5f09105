//! `boardlore new`: scaffolds a new game entry.

use clap::Args as ClapArgs;

/// Arguments of `boardlore new`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore new`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore new` is not built yet")
}
