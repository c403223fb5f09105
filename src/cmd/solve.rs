//! `boardlore solve`: solves a small game exactly.

use clap::Args as ClapArgs;

/// Arguments of `boardlore solve`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore solve`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore solve` is not built yet")
}
