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
}

/// Runs `boardlore serve`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut settings = args.site.publishing_settings()?;
    settings.progress = false;
    let options = ServeOptions {
        settings,
        port: args.port,
        debounce: Duration::from_millis(10),
    };
    serve(options, |address| {
        eprintln!("serving on http://{address}/ (Ctrl-C to stop)");
    })
    .map_err(anyhow::Error::msg)
}
