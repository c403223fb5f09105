//! `boardlore build`: builds the site from content/, templates/ and theme/ into output/.

use std::path::PathBuf;

use boardlore_site::{BoardFiles, Settings};
use clap::Args as ClapArgs;

use super::board_package;

/// Where the site's folders are; shared by `build`, `check` and `serve`.
#[derive(Debug, Clone, ClapArgs)]
pub struct SiteArgs {
    /// The content folder (game entries, sources.yaml, config.yaml).
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
    /// The output folder. A successful build replaces it as a whole if a build wrote it (it
    /// holds `.boardlore-output`) or it is empty, else stops (unless given `--force`); the paths listed
    /// under `keep:` in content/config.yaml (by default .git, CNAME, .nojekyll and
    /// .well-known) are carried over from the old output.
    #[arg(long, default_value = "output")]
    pub output: PathBuf,
    /// The folder whose templates/ and theme/ override the built-in ones by file name, and
    /// whose static/ files are published as they are at the root of the output.
    #[arg(long, default_value = ".")]
    pub site: PathBuf,
    /// Skip drawing diagrams (SVG and PNG).
    #[arg(long)]
    pub no_diagrams: bool,
    /// A folder with the web board's compiled files (`boardlore_play.js` and
    /// `boardlore_play_bg.wasm`), published under play/ in place of the board built into
    /// boardlore (`boardlore board-files DIR` writes that one out).
    #[arg(long, conflicts_with = "no_play")]
    pub play: Option<PathBuf>,
    /// Publish the site without the playable board.
    #[arg(long)]
    pub no_play: bool,
    /// Publish the site without its search index and search box: a quicker build, e.g. for a
    /// draft.
    #[arg(long)]
    pub no_search: bool,
    /// The URL the site will be published at, for this run only, in place of `base_url` in
    /// content/config.yaml (e.g. `https://someone.github.io/boardlore/`: every link then
    /// starts with `/boardlore/`). `serve` uses its own address unless this is given.
    #[arg(long, value_name = "URL")]
    pub base_url: Option<String>,
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
            play: self.play.clone().map(BoardFiles::Folder),
            search: !self.no_search,
            force: false,
            base_url: self.base_url.clone(),
        }
    }

    /// The build settings for a command that publishes the site: the web board from `--play`,
    /// none with `--no-play`, else the one built into boardlore.
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
    /// Replace an existing output folder that a build did not write (it has no
    /// `.boardlore-output` file and is not empty), deleting what it holds except the paths
    /// listed under `keep:` in content/config.yaml (by default .git, CNAME, .nojekyll and
    /// .well-known). An output that is, or holds, the content, site, templates, theme or
    /// static folder is refused all the same.
    #[arg(long)]
    pub force: bool,
}

/// Runs `boardlore build`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut settings = args.site.publishing_settings()?;
    settings.force = args.force;
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
