//! The site `serve` keeps in memory between changes: after one full build, an edit to one
//! entry (its YAML or its sibling `<id>.md`) reloads and re-renders that entry alone, renders
//! the site's own pages (home, coverage, works cited, sitemap) again from the kept index data
//! of every game, and writes only the files whose bytes changed. Any other change (a new or
//! removed file, a witness file, a template, the theme, `config.yaml`, `sources.yaml`) is a
//! full build.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use super::{build_keeping, one_entry, BuildOptions, BuildReport, EntryOutcome, Prepared};
use crate::content;
use crate::problem::{Problem, Problems};
use crate::render::{Collect, GameIndex, OutputFile, SiteRenderer};

/// A built site and what re-rendering one of its entries needs.
pub struct LiveSite {
    options: BuildOptions,
    prepared: Prepared,
    /// Each game's index data, by id.
    games: BTreeMap<String, GameIndex>,
    /// The entry files, by their canonical path.
    entries: BTreeMap<PathBuf, PathBuf>,
}

/// What [`LiveSite::update`] did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LiveUpdate {
    /// Entries re-rendered.
    pub entries: usize,
    /// Files written (the others rendered to the bytes already there).
    pub written: usize,
}

impl LiveSite {
    /// Builds the whole site without its search index (as [`super::build_pages`]) and keeps
    /// it for [`LiveSite::update`].
    pub fn build(options: &BuildOptions) -> Result<(LiveSite, BuildReport), Problems> {
        let (report, prepared, games) = build_keeping(options, false)?;
        let entries = prepared
            .entry_files
            .iter()
            .filter_map(|file| Some((file.canonicalize().ok()?, file.clone())))
            .collect();
        let games = games
            .into_iter()
            .map(|game| (game.id().to_string(), game))
            .collect();
        let site = LiveSite {
            options: options.clone(),
            prepared,
            games,
            entries,
        };
        Ok((site, report))
    }

    /// The entry files the changed `paths` stand for, or `None` when one of them is not an
    /// entry's YAML or sibling `<id>.md` (then only a full build is right).
    fn changed_entries(&self, paths: &[PathBuf]) -> Option<Vec<PathBuf>> {
        let mut files: Vec<PathBuf> = Vec::new();
        for path in paths {
            let real = path.canonicalize().ok()?;
            let entry = if real.extension().is_some_and(|e| e == "md") {
                ["yaml", "yml"]
                    .iter()
                    .find_map(|ext| self.entries.get(&real.with_extension(ext)))?
            } else {
                self.entries.get(&real)?
            };
            if !files.contains(entry) {
                files.push(entry.clone());
            }
        }
        (!files.is_empty()).then_some(files)
    }

    /// Re-renders the entries behind the changed `paths` and the site's own pages, writing
    /// only the files that changed. `None` when the change needs a full build; the problems
    /// of an entry that no longer checks (the pages on disk then stay as they were).
    pub fn update(&mut self, paths: &[PathBuf]) -> Option<Result<LiveUpdate, Problems>> {
        let files = self.changed_entries(paths)?;
        let prepared = &self.prepared;
        let renderer = SiteRenderer::new(
            &prepared.site,
            &prepared.templates,
            &prepared.diagrams,
            prepared.features,
        );
        let cache = content::RulesCache::default();
        let failed = AtomicBool::new(false);
        let pages = Collect::default();
        let mut problems = Vec::new();
        let mut games = Vec::new();
        for file in &files {
            let sources = &prepared.site.sources;
            match one_entry(file, &renderer, sources, &cache, &failed, false, &pages) {
                EntryOutcome::Invalid(found) => problems.extend(found),
                EntryOutcome::Rendered(Ok(index), _) => games.push(index),
                EntryOutcome::Rendered(Err(problem), _) => problems.push(problem),
                EntryOutcome::Skipped(_) => {}
            }
        }
        if !problems.is_empty() {
            return Some(Err(Problems(problems).sorted()));
        }
        let mut all: BTreeMap<String, GameIndex> = std::mem::take(&mut self.games);
        for game in games {
            all.insert(game.id().to_string(), game);
        }
        let sorted: Vec<GameIndex> = all.into_values().collect();
        let site_problems = renderer.site_pages(&sorted, &pages);
        self.games = sorted
            .into_iter()
            .map(|game| (game.id().to_string(), game))
            .collect();
        if !site_problems.is_empty() {
            return Some(Err(Problems(site_problems)));
        }
        let mut written = 0;
        for file in pages.into_sorted() {
            match write_if_changed(&self.options.output, &file) {
                Ok(true) => written += 1,
                Ok(false) => {}
                Err(problem) => return Some(Err(Problems(vec![problem]))),
            }
        }
        Some(Ok(LiveUpdate {
            entries: files.len(),
            written,
        }))
    }
}

/// Writes `file` under `output` unless the bytes there are the same; the new bytes go to a
/// temporary file first and replace the old in one rename, so a page is never served half
/// written. Says whether it wrote.
fn write_if_changed(output: &Path, file: &OutputFile) -> Result<bool, Problem> {
    let path = output.join(&file.path);
    if std::fs::read(&path).is_ok_and(|old| old == file.bytes) {
        return Ok(false);
    }
    let problem = |error: std::io::Error| Problem::new(&path, "", format!("cannot write: {error}"));
    let folder = path.parent().unwrap_or(output);
    std::fs::create_dir_all(folder).map_err(problem)?;
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let temporary = folder.join(format!(".{name}.boardlore-new"));
    std::fs::write(&temporary, &file.bytes).map_err(problem)?;
    std::fs::rename(&temporary, &path).map_err(problem)?;
    Ok(true)
}
