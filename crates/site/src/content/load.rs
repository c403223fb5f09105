//! Reads a content folder: `config.yaml`, `sources.yaml` and `games/*.yaml` with their Markdown.

use std::path::{Path, PathBuf};

use rayon::prelude::*;
use walkdir::WalkDir;

use super::{Entry, Source};
use crate::config::SiteConfig;
use crate::problem::{Problem, Problems};
use crate::yaml::{self, Spans};

/// A game entry as read from its file, with everything needed to report problems in it.
#[derive(Clone, Debug)]
pub struct LoadedEntry {
    /// The entry.
    pub entry: Entry,
    /// The file it was read from.
    pub file: PathBuf,
    /// Places of its fields.
    pub spans: Spans,
    /// The Markdown text of each witness (inline or read from its `file`), in order.
    pub witness_texts: Vec<String>,
    /// Longer commentary from a sibling `<id>.md`, if there is one.
    pub commentary: Option<String>,
}

/// Everything in a content folder, read but not yet cross-checked.
#[derive(Clone, Debug)]
pub struct Loaded {
    /// Site settings.
    pub config: SiteConfig,
    /// Works cited, in file order.
    pub sources: Vec<Source>,
    /// `sources.yaml` and the places of its fields.
    pub sources_file: (PathBuf, Spans),
    /// Game entries sorted by id.
    pub entries: Vec<LoadedEntry>,
}

/// What a build reads before its game entries: the settings, the works cited and the list of
/// entry files, sorted by name.
#[derive(Clone, Debug)]
pub struct ContentHead {
    /// Site settings.
    pub config: SiteConfig,
    /// Works cited, in file order.
    pub sources: Vec<Source>,
    /// `sources.yaml` and the places of its fields.
    pub sources_file: (PathBuf, Spans),
    /// The game entry files (`games/*.yaml`), sorted by file name.
    pub entry_files: Vec<PathBuf>,
}

/// Reads the settings and the works cited and lists the entry files, collecting the problems
/// met instead of stopping at the first.
pub fn load_head(content: &Path) -> Result<(ContentHead, Vec<Problem>), Problems> {
    let mut problems = Vec::new();
    if !content.is_dir() {
        return Err(Problems(vec![Problem::new(
            content,
            "",
            "the content folder does not exist",
        )
        .with_hint("run from the project folder, or pass `--content DIR`")]));
    }
    let config = SiteConfig::load(content).unwrap_or_else(|problem| {
        problems.push(problem);
        SiteConfig::default()
    });
    let (sources, sources_file) = load_sources(content, &mut problems);

    let games = content.join("games");
    let entry_files: Vec<PathBuf> = WalkDir::new(&games)
        .min_depth(1)
        .max_depth(1)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .map(|e| e.into_path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml" || x == "yml"))
        .collect();
    let head = ContentHead {
        config,
        sources,
        sources_file,
        entry_files,
    };
    Ok((head, problems))
}

/// Reads the content folder, collecting every problem instead of stopping at the first.
/// Entries that could be read are returned with the problems, so they can still be checked.
pub fn load(content: &Path) -> Result<(Loaded, Vec<Problem>), Problems> {
    let (head, mut problems) = load_head(content)?;
    let results: Vec<Result<LoadedEntry, Vec<Problem>>> = head
        .entry_files
        .par_iter()
        .map(|file| load_entry(file))
        .collect();
    let mut entries = Vec::new();
    for result in results {
        match result {
            Ok(entry) => entries.push(entry),
            Err(found) => problems.extend(found),
        }
    }
    entries.sort_by(|a, b| a.entry.id.cmp(&b.entry.id));
    let loaded = Loaded {
        config: head.config,
        sources: head.sources,
        sources_file: head.sources_file,
        entries,
    };
    Ok((loaded, problems))
}

fn load_sources(content: &Path, problems: &mut Vec<Problem>) -> (Vec<Source>, (PathBuf, Spans)) {
    let file = content.join("sources.yaml");
    let text = match std::fs::read_to_string(&file) {
        Ok(text) => text,
        Err(error) if error.kind() == std::io::ErrorKind::NotFound => {
            return (Vec::new(), (file, Spans::default()))
        }
        Err(error) => {
            problems.push(Problem::new(&file, "", format!("cannot read: {error}")));
            return (Vec::new(), (file, Spans::default()));
        }
    };
    match yaml::parse::<Option<Vec<Source>>>(&text, &file) {
        Ok((sources, spans)) => (sources.unwrap_or_default(), (file, spans)),
        Err(problem) => {
            problems.push(problem);
            (Vec::new(), (file, Spans::default()))
        }
    }
}

/// Reads one entry file with its witness texts and commentary (a sibling `<stem>.md`).
pub fn load_entry(file: &Path) -> Result<LoadedEntry, Vec<Problem>> {
    let text = std::fs::read_to_string(file)
        .map_err(|error| vec![Problem::new(file, "", format!("cannot read: {error}"))])?;
    let (entry, spans): (Entry, Spans) = yaml::parse(&text, file).map_err(|p| vec![p])?;
    let folder = file.parent().unwrap_or(Path::new("."));
    let mut problems = Vec::new();
    let mut witness_texts = Vec::new();
    for (index, witness) in entry.witnesses.iter().enumerate() {
        let field = format!("witnesses[{index}]");
        let text = match (&witness.text, &witness.file) {
            (Some(text), None) => text.clone(),
            (None, Some(name)) => read_sibling(folder, name, file, &field, &spans, &mut problems),
            (Some(_), Some(_)) => {
                problems.push(
                    Problem::new(file, &field, "has both `text` and `file`")
                        .at(spans.locate(&format!("{field}.file")))
                        .with_hint(
                            "keep one: the text inline, or a Markdown file next to the entry",
                        ),
                );
                String::new()
            }
            (None, None) => {
                problems.push(
                    Problem::new(file, &field, "has neither `text` nor `file`")
                        .at(spans.locate(&field))
                        .with_hint(
                            "add `text: ...` or `file: <name>.md` (a file next to the entry)",
                        ),
                );
                String::new()
            }
        };
        witness_texts.push(text);
    }
    let stem = file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    let commentary = std::fs::read_to_string(folder.join(format!("{stem}.md"))).ok();
    if problems.is_empty() {
        Ok(LoadedEntry {
            entry,
            file: file.to_path_buf(),
            spans,
            witness_texts,
            commentary,
        })
    } else {
        Err(problems)
    }
}

fn read_sibling(
    folder: &Path,
    name: &str,
    file: &Path,
    field: &str,
    spans: &Spans,
    problems: &mut Vec<Problem>,
) -> String {
    let field = format!("{field}.file");
    let plain = Path::new(name)
        .components()
        .all(|c| matches!(c, std::path::Component::Normal(_)));
    if !plain || !name.ends_with(".md") {
        problems.push(
            Problem::new(
                file,
                &field,
                format!("`{name}` is not a Markdown file name next to the entry"),
            )
            .at(spans.locate(&field))
            .with_hint("use a plain name ending in .md, e.g. `xiangqi.comment.md`"),
        );
        return String::new();
    }
    match std::fs::read_to_string(folder.join(name)) {
        Ok(text) => text,
        Err(error) => {
            problems.push(
                Problem::new(file, &field, format!("cannot read `{name}`: {error}"))
                    .at(spans.locate(&field))
                    .with_hint(format!("create {}", folder.join(name).display())),
            );
            String::new()
        }
    }
}
