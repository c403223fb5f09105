//! The build as a checklist: load content, validate it, load templates, render every page,
//! write into a temporary folder next to the output, then swap it in.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use rayon::prelude::*;

use crate::content::{self, Checked};
use crate::diagrams::{DiagramOptions, Diagrams};
use crate::problem::{Problem, Problems};
use crate::render::{render_site, Features, OutputFile};
use crate::templates::{theme_files, Templates};

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
    /// Wall time.
    pub elapsed: Duration,
}

/// Loads and validates everything, renders every page in memory, writes nothing.
pub fn check(options: &BuildOptions) -> Result<(Checked, Vec<OutputFile>), Problems> {
    let mut timer = StageTimer::from_env();
    let (loaded, problems) = content::load(&options.content)?;
    timer.lap("load");
    let checked = content::validate(loaded, problems)?;
    timer.lap("validate");
    let templates = Templates::load(&options.site).map_err(|p| Problems(vec![p]))?;
    let diagrams = Diagrams::new(DiagramOptions {
        enabled: options.diagrams,
        cache_dir: options.cache_dir.clone(),
        fonts_dir: Some(options.site.join("theme").join("fonts")),
    })
    .map_err(|p| Problems(vec![p]))?;
    let theme = theme_files(&options.site).map_err(|p| Problems(vec![p]))?;
    let features = Features {
        play: options.play.is_some(),
        board_script: theme.contains_key("board.js"),
    };
    let bar = progress_bar(options.progress, checked.games.len());
    let tick = || bar.inc(1);
    let files = render_site(&checked, &templates, &diagrams, features, &tick).map_err(Problems)?;
    bar.finish_and_clear();
    timer.lap("render");
    Ok((checked, files))
}

/// Builds the site. On any problem, the previous output folder is left untouched.
pub fn build(options: &BuildOptions) -> Result<BuildReport, Problems> {
    let started = Instant::now();
    let (checked, mut files) = check(options)?;
    let theme = theme_files(&options.site).map_err(|p| Problems(vec![p]))?;
    files.extend(theme.into_iter().map(|(name, bytes)| OutputFile {
        path: format!("theme/{name}"),
        bytes,
    }));
    if let Some(play) = &options.play {
        files.extend(play_files(play).map_err(|p| Problems(vec![p]))?);
    }
    let mut timer = StageTimer::from_env();
    write_and_swap(&options.output, &files).map_err(|p| Problems(vec![p]))?;
    timer.lap("write");
    Ok(BuildReport {
        games: checked.games.len(),
        files: files.len(),
        pngs: files.iter().filter(|f| f.path.ends_with(".png")).count(),
        elapsed: started.elapsed(),
    })
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
}

impl StageTimer {
    fn from_env() -> StageTimer {
        StageTimer {
            last: std::env::var_os("BOARDLORE_TIMINGS").map(|_| Instant::now()),
        }
    }

    fn lap(&mut self, stage: &str) {
        if let Some(last) = self.last {
            eprintln!("  {stage}: {:.2?}", last.elapsed());
            self.last = Some(Instant::now());
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

/// Writes `files` into a fresh folder beside `output`, then puts it in place of `output`.
fn write_and_swap(output: &Path, files: &[OutputFile]) -> Result<(), Problem> {
    let parent = match output.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    let name = output
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_else(|| "output".into());
    if output.exists() && !output.is_dir() {
        return Err(
            Problem::new(output, "", "the output path exists and is not a folder")
                .with_hint("remove it or pick another `--output`"),
        );
    }
    let io = |path: &Path, what: &str, error: std::io::Error| {
        Problem::new(path, "", format!("{what}: {error}"))
    };
    std::fs::create_dir_all(&parent).map_err(|e| io(&parent, "cannot create folder", e))?;
    let pid = std::process::id();
    static BUILDS: AtomicUsize = AtomicUsize::new(0);
    let serial = BUILDS.fetch_add(1, Ordering::Relaxed);
    let staging = parent.join(format!(".{name}.building-{pid}-{serial}"));
    let retired = parent.join(format!(".{name}.previous-{pid}-{serial}"));
    if staging.exists() {
        std::fs::remove_dir_all(&staging).map_err(|e| io(&staging, "cannot clear", e))?;
    }
    let written = files.par_iter().try_for_each(|file| {
        let path = staging.join(&file.path);
        if let Some(folder) = path.parent() {
            std::fs::create_dir_all(folder).map_err(|e| io(folder, "cannot create folder", e))?;
        }
        std::fs::write(&path, &file.bytes).map_err(|e| io(&path, "cannot write", e))
    });
    if let Err(problem) = written {
        let _ = std::fs::remove_dir_all(&staging);
        return Err(problem);
    }
    if output.exists() {
        std::fs::rename(output, &retired)
            .map_err(|e| io(output, "cannot move the old output aside", e))?;
    }
    if let Err(error) = std::fs::rename(&staging, output) {
        let _ = std::fs::rename(&retired, output);
        return Err(io(output, "cannot move the new output in place", error));
    }
    let _ = std::fs::remove_dir_all(&retired);
    Ok(())
}
