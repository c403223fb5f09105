//! `boardlore check`: validates content, templates and theme; writes nothing.

use clap::Args as ClapArgs;

use super::build::SiteArgs;

/// Arguments of `boardlore check`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    #[command(flatten)]
    site: SiteArgs,
}

/// Runs `boardlore check`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut options = args.site.settings();
    options.progress = false;
    match boardlore_site::check(&options) {
        Ok((checked, files)) => {
            eprintln!(
                "ok: {} games, {} works cited, {} pages render",
                checked.games.len(),
                checked.sources.len(),
                files
            );
            Ok(())
        }
        Err(problems) => {
            eprintln!("{problems}");
            anyhow::bail!("check failed")
        }
    }
}
