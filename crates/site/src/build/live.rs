//! The site `serve` keeps in memory between changes: after one full build, an edit to one
//! entry (its YAML or its sibling `<id>.md`) takes that entry alone through the build's
//! stages, renders those of the site's own pages (home, coverage, works cited, sitemap) that
//! show a part of the entry's index data that changed, from the kept index data of every
//! game, and writes only the files whose bytes changed. Any other change (a new or
//! removed file, a witness file, a template, the theme, `config.yaml`, `sources.yaml`) is a
//! full build.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::atomic::AtomicBool;

use super::{build_keeping, entry_stages, BuildReport, EntryOutcome, Settings, Site};
use crate::content;
use crate::problem::{Problem, Problems};
use crate::render::{Collect, GameIndex, OutputFile, SitePages};

/// What `serve` adds to a changed file's name (with a `.` before it) while it writes the new
/// bytes, before they replace the old in one rename.
pub(super) const TEMPORARY_SUFFIX: &str = ".boardlore-new";

/// A built site and what re-rendering one of its entries needs.
pub struct LiveSite {
    settings: Settings,
    site: Site,
    /// Each game's index data, sorted by id.
    games: Vec<GameIndex>,
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
    /// Builds the whole site without its search index (as [`super::build`] does with it)
    /// and keeps it for [`LiveSite::update`].
    pub fn build(settings: &Settings) -> Result<(LiveSite, BuildReport), Problems> {
        let (report, site, games) = build_keeping(settings, false)?;
        let entries = site
            .entry_files
            .iter()
            .filter_map(|file| Some((file.canonicalize().ok()?, file.clone())))
            .collect();
        let live = LiveSite {
            settings: settings.clone(),
            site,
            games,
            entries,
        };
        Ok((live, report))
    }

    /// Whether the output folder is still the one the last build wrote (it holds the build's
    /// stamp, [`super::MARKER`]); if it was deleted or replaced, only a full build is right.
    pub fn output_intact(&self) -> bool {
        self.settings.output.join(super::MARKER).is_file()
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
    /// of an entry that no longer checks (the pages on disk then stay as they were). A full
    /// build too when the output folder is gone or no longer the build's.
    pub fn update(&mut self, paths: &[PathBuf]) -> Option<Result<LiveUpdate, Problems>> {
        if !self.output_intact() {
            return None;
        }
        let files = self.changed_entries(paths)?;
        let started = std::time::Instant::now();
        let renderer = self.site.renderer();
        let cache = content::RulesCache::default();
        let failed = AtomicBool::new(false);
        let pages = Collect::default();
        let mut problems = Vec::new();
        let mut rendered = Vec::new();
        for file in &files {
            match entry_stages(file, &renderer, &cache, &failed, false, &pages) {
                EntryOutcome::Invalid(found) => problems.extend(found),
                EntryOutcome::Rendered(Ok(index), _) => rendered.push(index),
                EntryOutcome::Rendered(Err(problem), _) => problems.push(problem),
                EntryOutcome::Skipped(_) => {}
            }
        }
        if !problems.is_empty() {
            return Some(Err(Problems(problems).sorted()));
        }
        let mut changed = SitePages::default();
        for index in rendered {
            let found = self
                .games
                .binary_search_by(|game| game.id().cmp(index.id()));
            match found {
                Ok(at) => {
                    changed = changed.or(SitePages::changed(&self.games[at], &index));
                    self.games[at] = index;
                }
                Err(at) => {
                    self.games.insert(at, index);
                    changed = SitePages::ALL;
                }
            }
        }
        let entries_done = started.elapsed();
        // The site's own pages read only the games' index data: those whose part of it is as
        // it was (a typo fixed in a text the home page does not show) are as they were.
        if changed != SitePages::default() {
            let site_problems = renderer.some_site_pages(&self.games, changed, &pages);
            if !site_problems.is_empty() {
                return Some(Err(Problems(site_problems)));
            }
        }
        let site_done = started.elapsed();
        let mut written = 0;
        for file in pages.into_sorted() {
            match write_if_changed(&self.settings.output, &file) {
                Ok(true) => written += 1,
                Ok(false) => {}
                Err(problem) => return Some(Err(Problems(vec![problem]))),
            }
        }
        if crate::render::timing::enabled() {
            eprintln!(
                "  entries {entries_done:.2?}, site pages {:.2?}, writes {:.2?}",
                site_done - entries_done,
                started.elapsed() - site_done
            );
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
    // Only a regular file is read back (a FIFO put in the output must not block `serve`).
    let old = content::read::open_regular(&path)
        .ok()
        .filter(|(_, size)| *size == file.bytes.len() as u64)
        .and_then(|(old, size)| content::read::read_at_most(old, size).ok());
    if old.is_some_and(|old| old == file.bytes) {
        return Ok(false);
    }
    let problem = |error: std::io::Error| Problem::new(&path, "", format!("cannot write: {error}"));
    let folder = path.parent().unwrap_or(output);
    std::fs::create_dir_all(folder).map_err(problem)?;
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let temporary = folder.join(format!(".{name}{TEMPORARY_SUFFIX}"));
    std::fs::write(&temporary, &file.bytes).map_err(problem)?;
    std::fs::rename(&temporary, &path).map_err(problem)?;
    Ok(true)
}
