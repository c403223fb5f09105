//! The build as a checklist: load content, validate it, load templates and fonts, render
//! every page straight into a temporary folder next to the output, then swap it in.

use std::io::IsTerminal;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::time::{Duration, Instant};

use crate::content::{self, Checked};
use crate::diagrams::{DiagramOptions, Diagrams};
use crate::problem::{Problem, Problems};
use crate::render::{render_site, Features, OutputFile, Sink};
use crate::templates::{theme_files, Templates};
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

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

/// Everything a build needs before rendering: checked content, templates, the diagram
/// renderer and the theme.
struct Prepared {
    checked: Checked,
    templates: Templates,
    diagrams: Diagrams,
    features: Features,
    theme: std::collections::BTreeMap<String, Vec<u8>>,
}

/// Loads, validates and sets up everything a render needs. `checking` prepares diagrams
/// that are checked like a render but not drawn (for `check`).
fn prepare(
    options: &BuildOptions,
    checking: bool,
    timer: &mut StageTimer,
) -> Result<Prepared, Problems> {
    let (loaded, problems) = content::load(&options.content)?;
    timer.lap("load");
    let checked = content::validate(loaded, problems)?;
    timer.lap("validate");
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
    timer.lap("templates and fonts");
    Ok(Prepared {
        checked,
        templates,
        diagrams,
        features,
        theme,
    })
}

fn render_into(
    prepared: &Prepared,
    options: &BuildOptions,
    sink: &dyn Sink,
) -> Result<(), Problems> {
    let bar = progress_bar(options.progress, prepared.checked.games.len());
    let tick = || bar.inc(1);
    let rendered = render_site(
        &prepared.checked,
        &prepared.templates,
        &prepared.diagrams,
        prepared.features,
        &tick,
        sink,
    );
    bar.finish_and_clear();
    rendered.map_err(Problems)
}

/// Runs every check of a build and writes nothing: loads and validates the content, renders
/// every page (and drops it), and puts every diagram through the checks of a PNG render
/// (glyph coverage, SVG syntax, size) without drawing it or touching the PNG cache. Gives
/// the checked content and the number of files a build would write.
pub fn check(options: &BuildOptions) -> Result<(Checked, usize), Problems> {
    let mut timer = StageTimer::from_env();
    let prepared = prepare(options, true, &mut timer)?;
    let files = Count::default();
    render_into(&prepared, options, &files)?;
    timer.lap("render");
    let theme = prepared.theme.len();
    let play = match &options.play {
        Some(play) => play_files(play).map_err(|p| Problems(vec![p]))?.len(),
        None => 0,
    };
    let total = files.0.load(Ordering::Relaxed) + theme + play;
    Ok((prepared.checked, total))
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

/// Builds the site: every file is written into a fresh folder beside the output as soon as
/// it is rendered, and the folder replaces the output at the end. On any problem, the
/// previous output folder is left untouched.
pub fn build(options: &BuildOptions) -> Result<BuildReport, Problems> {
    let started = Instant::now();
    let mut timer = StageTimer::from_env();
    let prepared = prepare(options, false, &mut timer)?;
    let staging = Staging::create(&options.output).map_err(|p| Problems(vec![p]))?;
    let written = render_into(&prepared, options, &staging).and_then(|()| {
        timer.lap("render and write");
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
            .map_err(|p| Problems(vec![p]))
    });
    if let Err(problems) = written {
        staging.discard();
        return Err(problems);
    }
    let (files, pngs) = staging.swap().map_err(|p| Problems(vec![p]))?;
    timer.lap("swap");
    if crate::render::timing::enabled() {
        eprintln!(
            "  per phase, summed over threads: {}",
            crate::render::timing::report()
        );
    }
    let report = BuildReport {
        games: prepared.checked.games.len(),
        files,
        pngs,
        pngs_rendered: prepared.diagrams.rendered(),
        elapsed: started.elapsed(),
    };
    // Freeing every entry, compiled ruleset and board is a serial walk over the whole
    // archive that nothing waits for: it runs on its own thread.
    std::thread::spawn(move || drop(prepared));
    Ok(report)
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

/// A fresh folder beside the output that receives files as they are rendered, then takes
/// the output's place.
struct Staging {
    output: PathBuf,
    folder: PathBuf,
    retired: PathBuf,
    files: AtomicUsize,
    pngs: AtomicUsize,
}

fn io_problem(path: &Path, what: &str, error: std::io::Error) -> Problem {
    Problem::new(path, "", format!("{what}: {error}"))
}

impl Staging {
    fn create(output: &Path) -> Result<Staging, Problem> {
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
        let pid = std::process::id();
        static BUILDS: AtomicUsize = AtomicUsize::new(0);
        let serial = BUILDS.fetch_add(1, Ordering::Relaxed);
        let folder = parent.join(format!(".{name}.building-{pid}-{serial}"));
        let retired = parent.join(format!(".{name}.previous-{pid}-{serial}"));
        if folder.exists() {
            std::fs::remove_dir_all(&folder).map_err(|e| io_problem(&folder, "cannot clear", e))?;
        }
        std::fs::create_dir_all(&folder)
            .map_err(|e| io_problem(&folder, "cannot create folder", e))?;
        Ok(Staging {
            output: output.to_path_buf(),
            folder,
            retired,
            files: AtomicUsize::new(0),
            pngs: AtomicUsize::new(0),
        })
    }

    /// Removes the half-built folder after a failed build.
    fn discard(self) {
        let _ = std::fs::remove_dir_all(&self.folder);
    }

    /// Puts the new folder in place of the output; returns (files, PNG files) written.
    fn swap(self) -> Result<(usize, usize), Problem> {
        let output = &self.output;
        if output.exists() {
            if let Err(error) = std::fs::rename(output, &self.retired) {
                let _ = std::fs::remove_dir_all(&self.folder);
                return Err(io_problem(
                    output,
                    "cannot move the old output aside",
                    error,
                ));
            }
        }
        if let Err(error) = std::fs::rename(&self.folder, output) {
            let _ = std::fs::rename(&self.retired, output);
            let _ = std::fs::remove_dir_all(&self.folder);
            return Err(io_problem(
                output,
                "cannot move the new output in place",
                error,
            ));
        }
        let _ = std::fs::remove_dir_all(&self.retired);
        Ok((
            self.files.load(Ordering::Relaxed),
            self.pngs.load(Ordering::Relaxed),
        ))
    }
}

impl Sink for Staging {
    fn put(&self, file: OutputFile) -> Result<(), Problem> {
        let path = self.folder.join(&file.path);
        // Most files go into a folder that does not exist yet (`games/<id>/`): try the write
        // first and create the folder only when it is missing, saving a lookup per file.
        let written = match std::fs::write(&path, &file.bytes) {
            Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
                if let Some(folder) = path.parent() {
                    std::fs::create_dir_all(folder)
                        .map_err(|e| io_problem(folder, "cannot create folder", e))?;
                }
                std::fs::write(&path, &file.bytes)
            }
            other => other,
        };
        written.map_err(|e| io_problem(&path, "cannot write", e))?;
        self.files.fetch_add(1, Ordering::Relaxed);
        if file.path.ends_with(".png") {
            self.pngs.fetch_add(1, Ordering::Relaxed);
        }
        Ok(())
    }
}
