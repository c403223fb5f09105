//! The build as a checklist: load content, validate it, load templates and fonts, render
//! every page straight into a temporary folder next to the output, then swap it in.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use rayon::prelude::*;

use crate::content::{self, Checked, CheckedGame};
use crate::diagrams::{DiagramOptions, Diagrams};
use crate::problem::{Problem, Problems};
use crate::render::timing::{self, Phase};
use crate::render::{Features, GameIndex, OutputFile, Sink, SiteRenderer};
use crate::templates::{theme_files, Templates};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

mod guard;
mod live;
mod staging;

pub(crate) use guard::resolve;
pub use guard::MARKER;
pub use live::{LiveSite, LiveUpdate};
pub use staging::discard_unfinished;
use staging::Staging;

/// Where a build reads from and writes to, and what it draws.
#[derive(Clone, Debug)]
pub struct BuildOptions {
    /// The content folder (`content/`).
    pub content: PathBuf,
    /// The folder holding `templates/` and `theme/` overrides (the project folder).
    pub site: PathBuf,
    /// The output folder (`output/`).
    pub output: PathBuf,
    /// Draw diagrams (SVG and PNG).
    pub diagrams: bool,
    /// Where rendered PNGs are cached between builds.
    pub cache_dir: Option<PathBuf>,
    /// Show a progress bar (only ever drawn on a terminal).
    pub progress: bool,
    /// A folder with the web board's compiled files (wasm and bindings), published under
    /// `/play/`; game pages with a playable ruleset then include the board partial.
    pub play: Option<PathBuf>,
}

impl BuildOptions {
    /// The usual layout under a project folder: `content/`, `templates/`, `theme/`, `output/`.
    pub fn in_folder(folder: &Path) -> BuildOptions {
        BuildOptions {
            content: folder.join("content"),
            site: folder.to_path_buf(),
            output: folder.join("output"),
            diagrams: true,
            cache_dir: Some(folder.join(".boardlore-cache")),
            progress: false,
            play: None,
        }
    }
}

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

/// Everything a build needs before its game entries: the settings and works cited (in a
/// [`Checked`] without games), the entry files, the problems met so far, templates, the
/// diagram renderer and the theme.
struct Prepared {
    site: Checked,
    entry_files: Vec<PathBuf>,
    problems: Vec<Problem>,
    templates: Templates,
    diagrams: Diagrams,
    features: Features,
    theme: std::collections::BTreeMap<String, Vec<u8>>,
}

/// Reads the settings and works cited, lists the entries and sets up everything a render
/// needs. `checking` prepares diagrams that are checked like a render but not drawn (for
/// `check`).
fn prepare(
    options: &BuildOptions,
    checking: bool,
    timer: &mut StageTimer,
) -> Result<Prepared, Problems> {
    let (head, mut problems) = content::load_head(&options.content)?;
    let sources = content::check_sources(&head.sources, &head.sources_file, &mut problems);
    let site = Checked {
        config: head.config,
        sources,
        games: Vec::new(),
    };
    let one = |p| Problems(vec![p]);
    let templates = Templates::load(&options.site).map_err(one)?;
    let diagrams = Diagrams::new(DiagramOptions {
        enabled: options.diagrams,
        cache_dir: options.cache_dir.clone(),
        fonts_dir: Some(options.site.join("theme").join("fonts")),
    })
    .map_err(one)?;
    let diagrams = if checking {
        diagrams.checking_only()
    } else {
        diagrams
    };
    let theme = theme_files(&options.site).map_err(one)?;
    let features = Features {
        play: options.play.is_some(),
        board_script: theme.contains_key("board.js"),
    };
    timer.lap("settings, works cited, templates and fonts");
    Ok(Prepared {
        site,
        entry_files: head.entry_files,
        problems,
        templates,
        diagrams,
        features,
        theme,
    })
}

/// What became of one entry file in the build's single pass over the entries.
// One outcome per entry, held until the pass ends: boxing the large variants would only add
// an allocation per entry.
#[allow(clippy::large_enum_variant)]
enum EntryOutcome {
    /// Problems found reading or checking it.
    Invalid(Vec<Problem>),
    /// Checked and rendered (or failed to render); the checked game when it is kept.
    Rendered(Result<GameIndex, Problem>, Option<CheckedGame>),
    /// Checked but not rendered, because the build has already failed.
    Skipped(Option<CheckedGame>),
}

/// Reads, checks and renders one entry. Only what the site's own pages need is kept (and the
/// whole checked game when `keep` is set): the rest is freed here, in the worker that made it.
fn one_entry(
    file: &Path,
    renderer: &SiteRenderer<'_>,
    sources: &std::collections::BTreeMap<String, content::Source>,
    cache: &content::RulesCache,
    failed: &AtomicBool,
    keep: bool,
    sink: &dyn Sink,
) -> EntryOutcome {
    let loaded = match timing::span(Phase::Load, || content::load_entry(file)) {
        Ok(loaded) => loaded,
        Err(problems) => {
            failed.store(true, Ordering::Relaxed);
            return EntryOutcome::Invalid(problems);
        }
    };
    let (problems, game) = timing::span(Phase::Validate, || {
        content::check_entry(loaded, sources, cache)
    });
    let Some(game) = game else {
        failed.store(true, Ordering::Relaxed);
        return EntryOutcome::Invalid(problems);
    };
    // Once the build has failed nothing is written, so the page is not rendered either;
    // the entry is still checked, to report all of its problems.
    if failed.load(Ordering::Relaxed) {
        return EntryOutcome::Skipped(keep.then_some(game));
    }
    let rendered = renderer.game(&game, sink);
    EntryOutcome::Rendered(rendered, keep.then_some(game))
}

/// The build's pass over the entries: each is read, checked, rendered and written by one
/// worker, in parallel with the others; then the site's own pages are rendered from what
/// was kept of each game. Reports every content problem of every entry at once (sorted by
/// file and place), or else every render problem. Gives the number of game pages, and the
/// checked games when `keep`.
fn render_all(
    prepared: &mut Prepared,
    options: &BuildOptions,
    keep: bool,
    sink: &dyn Sink,
    timer: &mut StageTimer,
) -> Result<(Vec<GameIndex>, Vec<CheckedGame>), Problems> {
    let renderer = SiteRenderer::new(
        &prepared.site,
        &prepared.templates,
        &prepared.diagrams,
        prepared.features,
    );
    let failed = AtomicBool::new(!prepared.problems.is_empty());
    let bar = progress_bar(options.progress, prepared.entry_files.len());
    let sources = &prepared.site.sources;
    let cache = content::RulesCache::default();
    let outcomes: Vec<EntryOutcome> = prepared
        .entry_files
        .par_iter()
        .map(|file| {
            let outcome = one_entry(file, &renderer, sources, &cache, &failed, keep, sink);
            bar.inc(1);
            outcome
        })
        .collect();
    bar.finish_and_clear();
    let mut invalid = std::mem::take(&mut prepared.problems);
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

/// Runs every check of a build and writes nothing: loads and validates the content, renders
/// every page (and drops it), and puts every diagram through the checks of a PNG render
/// (glyph coverage, SVG syntax, size) without drawing it or touching the PNG cache. Gives
/// the checked content and the number of files a build would write.
pub fn check(options: &BuildOptions) -> Result<(Checked, usize), Problems> {
    let mut timer = StageTimer::from_env();
    let mut prepared = prepare(options, true, &mut timer)?;
    let files = Count::default();
    let (_, games) = render_all(&mut prepared, options, true, &files, &mut timer)?;
    let theme = prepared.theme.len();
    let play = match &options.play {
        Some(play) => play_files(play).map_err(|p| Problems(vec![p]))?.len(),
        None => 0,
    };
    let total = files.0.load(Ordering::Relaxed) + theme + play;
    let mut checked = prepared.site;
    checked.games = games;
    Ok((checked, total))
}

/// A [`Sink`] that counts the files it is given and keeps none (for `check`).
#[derive(Default)]
struct Count(AtomicUsize);

impl Sink for Count {
    fn put(&self, _file: OutputFile) -> Result<(), Problem> {
        self.0.fetch_add(1, Ordering::Relaxed);
        Ok(())
    }
}

/// Builds the site: each entry is read, checked, rendered and written into a fresh folder
/// beside the output by one worker, and the folder replaces the output at the end. On any
/// problem, the previous output folder is left untouched.
pub fn build(options: &BuildOptions) -> Result<BuildReport, Problems> {
    build_keeping(options, true).map(|(report, _, _)| report)
}

/// Indexes the pages in `output` for search and writes the index under its `pagefind/`
/// folder, removing the files of an earlier index there (for `serve`, whose builds leave the
/// index out so that a reload does not wait for it; see [`LiveSite`]).
pub fn write_search_index(output: &Path) -> Result<(), Problem> {
    let files = crate::search::index(output)?;
    let mut written = std::collections::BTreeSet::new();
    for file in files {
        let path = output.join(&file.path);
        let write = || -> std::io::Result<()> {
            if let Some(parent) = path.parent() {
                std::fs::create_dir_all(parent)?;
            }
            std::fs::write(&path, &file.bytes)
        };
        write().map_err(|error| Problem::new(&path, "", format!("cannot write: {error}")))?;
        written.insert(path);
    }
    let stale = walkdir::WalkDir::new(output.join(crate::search::FOLDER))
        .into_iter()
        .filter_map(Result::ok)
        .filter(|entry| entry.file_type().is_file() && !written.contains(entry.path()));
    for entry in stale {
        let _ = std::fs::remove_file(entry.path());
    }
    Ok(())
}

/// A build that gives back, besides its report, what `serve` keeps for the next change: the
/// prepared templates and settings, and each game's index data (sorted by id).
fn build_keeping(
    options: &BuildOptions,
    search: bool,
) -> Result<(BuildReport, Prepared, Vec<GameIndex>), Problems> {
    let started = Instant::now();
    guard::check_output(options).map_err(|p| Problems(vec![p]))?;
    let mut timer = StageTimer::from_env();
    let mut prepared = prepare(options, false, &mut timer)?;
    let staging = Staging::create(&options.output).map_err(|p| Problems(vec![p]))?;
    let mut games = Vec::new();
    let written =
        render_all(&mut prepared, options, false, &staging, &mut timer).and_then(|(pages, _)| {
            games = pages;
            let mut extra: Vec<OutputFile> = prepared
                .theme
                .iter()
                .map(|(name, bytes)| OutputFile {
                    path: format!("theme/{name}"),
                    bytes: bytes.clone(),
                })
                .collect();
            if let Some(play) = &options.play {
                extra.extend(play_files(play).map_err(|p| Problems(vec![p]))?);
            }
            extra
                .into_iter()
                .try_for_each(|file| staging.put(file))
                .map_err(|p| Problems(vec![p]))?;
            timer.lap("theme and board files");
            if search {
                // The search index reads the pages back from the staging folder, in path order.
                let search =
                    crate::search::index(staging.folder()).map_err(|p| Problems(vec![p]))?;
                search
                    .into_iter()
                    .try_for_each(|file| staging.put(file))
                    .map_err(|p| Problems(vec![p]))?;
                timer.lap("search index");
            }
            Ok(())
        });
    if let Err(problems) = written {
        staging.discard();
        return Err(problems);
    }
    let (files, pngs) = staging.swap().map_err(|p| Problems(vec![p]))?;
    prepared.diagrams.trim_cache();
    timer.lap("swap");
    if crate::render::timing::enabled() {
        eprintln!(
            "  per phase, summed over threads: {}",
            crate::render::timing::report()
        );
    }
    let report = BuildReport {
        games: games.len(),
        files,
        pngs,
        pngs_rendered: prepared.diagrams.rendered(),
        elapsed: started.elapsed(),
    };
    Ok((report, prepared, games))
}

/// The web board's files, published under `play/`.
fn play_files(folder: &Path) -> Result<Vec<OutputFile>, Problem> {
    let entries = std::fs::read_dir(folder).map_err(|error| {
        Problem::new(
            folder,
            "",
            format!("cannot read the web board folder: {error}"),
        )
        .with_hint("build it first with `cargo xtask wasm`")
    })?;
    let mut files = Vec::new();
    for entry in entries.filter_map(Result::ok) {
        let path = entry.path();
        if path.is_file() {
            let bytes = std::fs::read(&path)
                .map_err(|error| Problem::new(&path, "", format!("cannot read: {error}")))?;
            let name = entry.file_name().to_string_lossy().into_owned();
            files.push(OutputFile {
                path: format!("play/{name}"),
                bytes,
            });
        }
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(files)
}

/// Prints the time each stage took when `BOARDLORE_TIMINGS` is set.
struct StageTimer {
    last: Option<Instant>,
    /// Process CPU seconds (all threads) at the last lap: under load, wall time says little.
    cpu: f64,
}

/// User plus system CPU seconds of this process so far (Linux; zero elsewhere).
fn process_cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after_name = stat.rsplit(')').next().unwrap_or_default();
    let fields: Vec<f64> = after_name
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|v| v.parse().ok())
        .collect();
    fields.iter().sum::<f64>() / 100.0
}

impl StageTimer {
    fn from_env() -> StageTimer {
        StageTimer {
            last: std::env::var_os("BOARDLORE_TIMINGS").map(|_| Instant::now()),
            cpu: process_cpu_seconds(),
        }
    }

    fn lap(&mut self, stage: &str) {
        if let Some(last) = self.last {
            // Resident memory where the system reports it (Linux), to see what each stage keeps.
            let resident = std::fs::read_to_string("/proc/self/status")
                .ok()
                .and_then(|status| {
                    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
                    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
                    Some(format!(", resident {:.0} MiB", kib / 1024.0))
                })
                .unwrap_or_default();
            let cpu = process_cpu_seconds();
            eprintln!(
                "  {stage}: {:.2?} wall, {:.2} s CPU{resident}",
                last.elapsed(),
                cpu - self.cpu
            );
            self.last = Some(Instant::now());
            self.cpu = cpu;
        }
    }
}

fn progress_bar(wanted: bool, length: usize) -> ProgressBar {
    let bar = ProgressBar::new(length as u64);
    if wanted && std::io::stderr().is_terminal() && length >= 50 {
        bar.set_draw_target(ProgressDrawTarget::stderr());
        if let Ok(style) =
            ProgressStyle::with_template("{spinner} rendering {pos}/{len} games {wide_bar} {eta}")
        {
            bar.set_style(style);
        }
    } else {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar
}
