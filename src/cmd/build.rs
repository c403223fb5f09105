//! `boardlore build`: builds the site from content/, templates/ and theme/ into output/.

use clap::Args as ClapArgs;

/// Arguments of `boardlore build`.
#[derive(Debug, ClapArgs)]
pub struct Args {}

/// Runs `boardlore build`.
pub fn run(_args: Args) -> anyhow::Result<()> {
    anyhow::bail!("`boardlore build` is not built yet")
}
