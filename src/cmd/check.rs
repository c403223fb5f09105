//! `boardlore check`: validates content, templates and theme; writes nothing.

use clap::Args as ClapArgs;

/// Arguments of `boardlore check`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore check`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore check` is not built yet")
}
