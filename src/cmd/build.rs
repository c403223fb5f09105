//! `boardlore build`: builds the site from content/, templates/ and theme/ into output/.

use std::path::PathBuf;

use boardlore_site::Settings;
use clap::Args as ClapArgs;

use super::board_package;

/// Where the site's folders are; shared by `build`, `check` and `serve`.
#[derive(Debug, Clone, ClapArgs)]
pub struct SiteArgs {
    /// The content folder (game entries, sources.yaml, config.yaml).
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
    /// The output folder; replaced as a whole when the build succeeds.
    #[arg(long, default_value = "output")]
    pub output: PathBuf,
    /// The folder whose templates/ and theme/ override the built-in ones by file name.
    #[arg(long, default_value = ".")]
    pub site: PathBuf,
    /// Skip drawing diagrams (SVG and PNG).
    #[arg(long)]
    pub no_diagrams: bool,
    /// A folder with the web board's compiled files (from `cargo xtask wasm`), published
    /// under /play/. Without it, `build` and `serve` use the repository's own board package,
    /// building it first when it is missing or older than its sources.
    #[arg(long, conflicts_with = "no_play")]
    pub play: Option<PathBuf>,
    /// Publish the site without the playable board.
    #[arg(long)]
    pub no_play: bool,
    /// Publish the site without its search index and search box: a quicker build, e.g. for a
    /// draft.
    #[arg(long)]
    pub no_search: bool,
}

impl SiteArgs {
    /// The build settings these arguments describe, with the board as given (`--play`) only:
    /// for `check`, which publishes nothing.
    pub fn settings(&self) -> Settings {
        Settings {
            content: self.content.clone(),
            site: self.site.clone(),
            output: self.output.clone(),
            diagrams: !self.no_diagrams,
            cache_dir: Some(self.site.join(".boardlore-cache")),
            progress: true,
            play: self.play.clone(),
            search: !self.no_search,
        }
    }

    /// The build settings for a command that publishes the site: the web board from `--play`,
    /// none with `--no-play`, else the repository's board package, built when needed.
    pub fn publishing_settings(&self) -> anyhow::Result<Settings> {
        let mut settings = self.settings();
        settings.play = board_package::resolve(self.play.as_deref(), self.no_play)?;
        Ok(settings)
    }
}

/// Arguments of `boardlore build`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    #[command(flatten)]
    site: SiteArgs,
}

/// Runs `boardlore build`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let settings = args.site.publishing_settings()?;
    match boardlore_site::build(&settings) {
        Ok(report) => {
            eprintln!(
                "built {} game pages ({} files, {} PNGs) into {} in {:.2?}",
                report.games,
                report.files,
                report.pngs,
                settings.output.display(),
                report.elapsed
            );
            Ok(())
        }
        Err(problems) => {
            eprintln!("{problems}");
            anyhow::bail!(
                "the build failed; {} was left as it was",
                settings.output.display()
            )
        }
    }
}
