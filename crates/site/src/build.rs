//! The build, as the stages it runs:
//!
//! 1. **load** the site: settings and works cited, the list of entries, templates, fonts and
//!    theme ([`load_site`]);
//! 2. for every entry, in parallel, one worker takes it through **load** (its files and
//!    YAML), **check** (references, rulesets, figures) and **render** (its page and
//!    diagrams), handing each file to the **write** stage, a [`Sink`]: a fresh folder beside
//!    the output for `build`, a counter for `check`, memory for `serve` ([`entry_stages`]);
//!    only what the site's own pages need of the game is kept;
//! 3. **render** the site's own pages (home, coverage, works cited, sitemap) from what was
//!    kept, and **write** them with the theme, the web board and the search index, then
//!    the site's `static/` files ([`static_folder`]);
//! 4. swap the fresh folder in for the output, carrying over the paths the publisher keeps
//!    there (`keep:` in config.yaml, [`keep`]), once [`guard`] has allowed the replacement.
//!
//! `build`, `check` and `serve` ([`LiveSite`]) all run these stages; they differ only in their
//! sink and in what they keep.

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::content::{self, Checked, CheckedGame, LoadedEntry, RulesCache, Source};
use crate::diagrams::{DiagramOptions, Diagrams};
use crate::last_changed::LastChanged;
use crate::problem::{Problem, Problems};
use crate::render::timing::{self, Phase};
use crate::render::{GameIndex, OutputFile, Sink, SiteRenderer};
use crate::templates::{theme_files, Templates};

mod guard;
mod keep;
mod live;
mod output_names;
mod play_folder;
mod settings;
mod staging;
mod stale;
mod static_folder;
mod timer;

pub(crate) use guard::check_output;
pub(crate) use guard::resolve;
pub use guard::MARKER;
pub use live::{LiveSite, LiveUpdate};
use output_names::Count;
use play_folder::play_files;
pub use settings::{BoardFiles, Settings};
pub use staging::discard_unfinished;
use staging::Staging;
use timer::{progress_bar, StageTimer};

/// What a build did.
#[derive(Clone, Debug)]
pub struct BuildReport {
    /// Game pages written.
    pub games: usize,
    /// Files written in all.
    pub files: usize,
    /// PNG files among them.
    pub pngs: usize,
    /// PNGs drawn by this build; the others came from the cache.
    pub pngs_rendered: usize,
    /// Wall time.
    pub elapsed: Duration,
}

/// The site as the first stage loads it: the settings and works cited (in a [`Checked`]
/// without games), the entry files, the problems met so far, templates, the diagram
/// renderer and the theme.
struct Site {
    checked: Checked,
    entry_files: Vec<PathBuf>,
    problems: Vec<Problem>,
    templates: Templates,
    diagrams: Diagrams,
    theme: std::collections::BTreeMap<String, Vec<u8>>,
    features: crate::render::Features,
    /// When each entry last changed (the sitemap's `<lastmod>`, the open data).
    last_changed: LastChanged,
}

impl Site {
    /// The renderer of this site's pages.
    fn renderer(&self) -> SiteRenderer<'_> {
        SiteRenderer::new(
            &self.checked,
            &self.templates,
            &self.diagrams,
            self.features,
        )
        .with_last_changed(&self.last_changed)
    }
}

/// Stage 1: reads the settings and works cited, lists the entries and sets up everything a
/// render needs. `checking` prepares diagrams that are checked like a render but not drawn
/// (for `check`).
fn load_site(
    settings: &Settings,
    checking: bool,
    timer: &mut StageTimer,
) -> Result<Site, Problems> {
    let (head, mut problems) = content::load_head(&settings.content)?;
    let mut checked = content::check_head(&head, &mut problems);
    let one = |p| Problems(vec![p]);
    if let Some(url) = &settings.base_url {
        checked.config.base_url =
            crate::config::checked_base_url(url).map_err(|(message, hint)| {
                one(Problem::new("--base-url", "", message).with_hint(hint))
            })?;
    }
    let templates =
        Templates::load_languages(&settings.site, &checked.config.editions()).map_err(one)?;
    let diagrams = Diagrams::new(DiagramOptions {
        enabled: settings.diagrams,
        cache_dir: settings.cache_dir.clone(),
        fonts_dir: Some(settings.site.join("theme").join("fonts")),
    })
    .map_err(one)?;
    let diagrams = if checking {
        diagrams.checking_only()
    } else {
        diagrams
    };
    let theme = theme_files(&settings.site).map_err(one)?;
    let features = settings.features(&theme);
    let last_changed = LastChanged::of_content(&settings.content);
    timer.lap("settings, works cited, templates, fonts and the content's history");
    Ok(Site {
        checked,
        entry_files: head.entry_files,
        problems,
        templates,
        diagrams,
        theme,
        features,
        last_changed,
    })
}

/// What became of one entry file in the build's single pass over the entries.
// One outcome per entry, held until the pass ends: boxing the large variants would only add
// an allocation per entry.
#[allow(clippy::large_enum_variant)]
enum EntryOutcome {
    /// Problems found loading or checking it.
    Invalid(Vec<Problem>),
    /// Checked and rendered (or failed to render); the checked game when it is kept.
    Rendered(Result<GameIndex, Problem>, Option<CheckedGame>),
    /// Checked but not rendered, because the build has already failed.
    Skipped(Option<CheckedGame>),
}

/// Stage 2, load, for one entry: its YAML and sibling files.
fn load_entry(file: &Path) -> Result<LoadedEntry, Vec<Problem>> {
    timing::span(Phase::Load, || content::load_entry(file))
}

/// Stage 2, check, for one entry: everything serde cannot check.
fn check_entry(
    loaded: LoadedEntry,
    sources: &std::collections::BTreeMap<String, Source>,
    cache: &RulesCache,
) -> Result<CheckedGame, Vec<Problem>> {
    let (problems, game) = timing::span(Phase::Validate, || {
        content::check_entry(loaded, sources, cache)
    });
    game.ok_or(problems)
}

/// Stage 2 for one entry: load, check, then render into `sink` (the write stage). Only what
/// the site's own pages need is kept (and the whole checked game when `keep` is set): the
/// rest is freed here, in the worker that made it.
fn entry_stages(
    file: &Path,
    renderer: &SiteRenderer<'_>,
    cache: &RulesCache,
    failed: &AtomicBool,
    keep: bool,
    sink: &dyn Sink,
) -> EntryOutcome {
    let sources = &renderer.checked().sources;
    let game = match load_entry(file).and_then(|loaded| check_entry(loaded, sources, cache)) {
        Ok(game) => game,
        Err(problems) => {
            failed.store(true, Ordering::Relaxed);
            return EntryOutcome::Invalid(problems);
        }
    };
    // Once the build has failed nothing is written, so the page is not rendered either;
    // the entry is still checked, to report all of its problems.
    if failed.load(Ordering::Relaxed) {
        return EntryOutcome::Skipped(keep.then_some(game));
    }
    let rendered = renderer.game(&game, sink);
    EntryOutcome::Rendered(rendered, keep.then_some(game))
}

/// Stages 2 and 3: every entry through [`entry_stages`], in parallel, then the site's own
/// pages from what was kept of each game. Reports every content problem of every entry at
/// once (sorted by file and place), or else every render problem. Gives each game's index
/// data (sorted by id), and the checked games when `keep`.
fn render_all(
    site: &mut Site,
    settings: &Settings,
    keep: bool,
    sink: &dyn Sink,
    timer: &mut StageTimer,
) -> Result<(Vec<GameIndex>, Vec<CheckedGame>), Problems> {
    let mut invalid = std::mem::take(&mut site.problems);
    let renderer = site.renderer();
    let failed = AtomicBool::new(!invalid.is_empty());
    let bar = progress_bar(settings.progress, site.entry_files.len());
    let cache = RulesCache::default();
    let outcomes: Vec<EntryOutcome> = site
        .entry_files
        .par_iter()
        .map(|file| {
            let outcome = entry_stages(file, &renderer, &cache, &failed, keep, sink);
            bar.inc(1);
            outcome
        })
        .collect();
    bar.finish_and_clear();
    let mut render_problems = Vec::new();
    let mut games = Vec::new();
    let mut kept = Vec::new();
    for outcome in outcomes {
        match outcome {
            EntryOutcome::Invalid(problems) => invalid.extend(problems),
            EntryOutcome::Rendered(rendered, game) => {
                match rendered {
                    Ok(index) => games.push(index),
                    Err(problem) => render_problems.push(problem),
                }
                kept.extend(game);
            }
            EntryOutcome::Skipped(game) => kept.extend(game),
        }
    }
    if !invalid.is_empty() {
        return Err(Problems(invalid).sorted());
    }
    timer.lap("entries: load, check, render and write");
    games.sort_by(|a, b| a.id().cmp(b.id()));
    kept.sort_by(|a, b| a.loaded.entry.id.cmp(&b.loaded.entry.id));
    render_problems.extend(renderer.site_pages(&games, sink));
    timer.lap("the site's own pages");
    if render_problems.is_empty() {
        Ok((games, kept))
    } else {
        Err(Problems(render_problems))
    }
}

/// Runs every stage of a build and writes nothing: loads, checks and renders every page
/// (and drops it), and puts every diagram through the checks of a PNG render (glyph
/// coverage, SVG syntax, size) without drawing it or touching the PNG cache. Every file a
/// build would write is checked as the build's write would meet it (a name the file system
/// takes, no two files at one path, no static file over a built one). Gives the checked
/// content and the number of files a build would write.
pub fn check(settings: &Settings) -> Result<(Checked, usize), Problems> {
    let mut timer = StageTimer::from_env();
    let mut site = load_site(settings, true, &mut timer)?;
    let files = Count::default();
    let (_, games) = render_all(&mut site, settings, true, &files, &mut timer)?;
    let one = |p| Problems(vec![p]);
    for name in site.theme.keys() {
        files.name(&format!("theme/{name}")).map_err(one)?;
    }
    if let Some(play) = &settings.play {
        for file in play_files(play).map_err(one)? {
            files.name(&file.path).map_err(one)?;
        }
    }
    let statics = static_folder::list(&settings.site)?;
    static_folder::refuse_replacements(&statics, settings.search, &|path| files.holds(path))?;
    let total = files.total() + statics.len();
    let mut checked = site.checked;
    checked.games = games;
    Ok((checked, total))
}

/// Builds the site: runs every stage into a fresh folder beside the output, which replaces
/// the output at the end. On any problem, the previous output folder is left untouched.
pub fn build(settings: &Settings) -> Result<BuildReport, Problems> {
    build_keeping(settings, settings.search).map(|(report, _, _)| report)
}

/// The stages of a build that publishes: every page into a fresh folder, then the theme,
/// the web board, (when `search`) the search index and the static files, then the swap,
/// which carries the kept paths of the old output over. Gives back, besides
/// the report, what `serve` keeps for the next change: the loaded site and each game's
/// index data (sorted by id).
fn build_keeping(
    settings: &Settings,
    search: bool,
) -> Result<(BuildReport, Site, Vec<GameIndex>), Problems> {
    let started = Instant::now();
    guard::check_output(settings).map_err(|p| Problems(vec![p]))?;
    let mut timer = StageTimer::from_env();
    let mut site = load_site(settings, false, &mut timer)?;
    let staging = Staging::create(&settings.output).map_err(|p| Problems(vec![p]))?;
    let written =
        render_all(&mut site, settings, false, &staging, &mut timer).and_then(|(games, _)| {
            write_extras(&site, settings, search, &staging, &mut timer)
                .map_err(|p| Problems(vec![p]))?;
            static_folder::publish(&settings.site, settings.search, &staging)?;
            timer.lap("static files");
            Ok(games)
        });
    let games = match written {
        Ok(games) => games,
        Err(problems) => {
            staging.discard();
            return Err(problems);
        }
    };
    let keep = &site.checked.config.keep;
    let (files, pngs) = staging
        .swap(keep, settings.force)
        .map_err(|p| Problems(vec![p]))?;
    site.diagrams.trim_cache();
    timer.lap("swap");
    if timing::enabled() {
        eprintln!("  per phase, summed over threads: {}", timing::report());
    }
    let report = BuildReport {
        games: games.len(),
        files,
        pngs,
        pngs_rendered: site.diagrams.rendered(),
        elapsed: started.elapsed(),
    };
    Ok((report, site, games))
}

/// Stage 3's last writes: the theme's files, the web board's and (when `search`) the search
/// index, which reads the pages back from the staging folder, in path order.
fn write_extras(
    site: &Site,
    settings: &Settings,
    search: bool,
    staging: &Staging,
    timer: &mut StageTimer,
) -> Result<(), Problem> {
    for (name, bytes) in &site.theme {
        staging.put(OutputFile {
            path: format!("theme/{name}"),
            bytes: bytes.clone(),
        })?;
    }
    if let Some(play) = &settings.play {
        play_files(play)?
            .into_iter()
            .try_for_each(|file| staging.put(file))?;
    }
    timer.lap("theme and board files");
    if search {
        crate::search::index(staging.folder(), &site.checked.config.editions())?
            .into_iter()
            .try_for_each(|file| staging.put(file))?;
        timer.lap("search index");
    }
    Ok(())
}
