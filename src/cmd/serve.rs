//! `boardlore serve`: builds, serves output/ on 127.0.0.1 and rebuilds on change.

use std::time::Duration;

use boardlore_site::serve::{serve, ServeOptions};
use clap::Args as ClapArgs;

use super::build::SiteArgs;

/// Arguments of `boardlore serve`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    #[command(flatten)]
    site: SiteArgs,
    /// Port on 127.0.0.1 (0 picks a free one).
    #[arg(long, default_value_t = 1111)]
    port: u16,
    /// Replace an existing output folder that a build did not write (it has no
    /// `.boardlore-output` file and is not empty), deleting what it holds except the paths
    /// listed under `keep:` in content/config.yaml (by default .git, CNAME, .nojekyll and
    /// .well-known). An output that is, or holds, the content, site, templates, theme or
    /// static folder is refused all the same.
    #[arg(long)]
    force: bool,
}

/// Runs `boardlore serve`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut settings = args.site.publishing_settings()?;
    settings.progress = false;
    settings.force = args.force;
    let options = ServeOptions {
        settings,
        port: args.port,
        debounce: Duration::from_millis(10),
    };
    serve(options, |address| {
        eprintln!("serving on {address} (Ctrl-C to stop)");
    })
    .map_err(anyhow::Error::msg)
}
