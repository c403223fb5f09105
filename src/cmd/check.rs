//! `boardlore check`: validates content, templates, theme, static files and the web board,
//! and meets every file a build would write as the build would; writes nothing at all.

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
    // The board as `build` would publish it, so the pages are checked as they will be built
    // (with the board's partial) and the board's files with them; a binary without the
    // board checks the pages without it.
    let mut options = args
        .site
        .publishing_settings()
        .unwrap_or_else(|_| args.site.settings());
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
