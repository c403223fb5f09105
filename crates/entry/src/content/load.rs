//! Reads a content folder: `config.yaml`, `sources.yaml` and `games/*.yaml` with their Markdown.

use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use super::{Entry, Source};
use crate::config::SiteConfig;
use crate::problem::{Problem, Problems};
use crate::read::{read_text, ReadError};
use crate::yaml::{self, RawYaml, Spans};

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
    /// The settings, the works cited and the entry files the entries were read from.
    pub head: ContentHead,
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

    let entry_files = list_entries(content, &mut problems)?;
    let head = ContentHead {
        config,
        sources,
        sources_file,
        entry_files,
    };
    Ok((head, problems))
}

/// The entry files in `games/`, sorted by name. A missing `games/` folder is refused (a
/// build would replace the site with an empty one); files that look like entries but would
/// not be read (`X.YAML`, entries in subfolders) and two files with one id are problems.
/// Whether the build reads a file of this name from the content folder: YAML (entries and
/// settings) and Markdown (texts), whatever the case of the extension. What editors leave
/// beside a file they save (`x.yaml~`, `#x.yaml#`, `.x.yaml.swp`, the lock `.#x.yaml`, a
/// temporary file renamed over the original) is not read, and `serve` passes over it.
pub fn is_content_file(path: &Path) -> bool {
    let name = path.file_name().unwrap_or_default().to_string_lossy();
    let extension = path
        .extension()
        .map(|x| x.to_string_lossy().to_ascii_lowercase())
        .unwrap_or_default();
    !name.starts_with('.') && matches!(extension.as_str(), "yaml" | "yml" | "md")
}

fn list_entries(content: &Path, problems: &mut Vec<Problem>) -> Result<Vec<PathBuf>, Problems> {
    let games = content.join("games");
    if !games.is_dir() {
        return Err(Problems(vec![Problem::new(
            &games,
            "",
            "the content folder has no `games/` folder, so there is no entry to publish",
        )
        .with_hint(
            "entries are `games/<id>.yaml`; check `--content`, or create the folder",
        )]));
    }
    let mut entry_files = Vec::new();
    let problems_before = problems.len();
    let mut stems: std::collections::BTreeMap<String, PathBuf> = Default::default();
    for found in WalkDir::new(&games)
        .min_depth(1)
        .max_depth(4)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
    {
        let path = found.path();
        let extension = path
            .extension()
            .map(|x| x.to_string_lossy().into_owned())
            .unwrap_or_default();
        let lower = extension.to_ascii_lowercase();
        if lower == "md" || !is_content_file(path) || found.file_type().is_dir() {
            continue;
        }
        if found.depth() > 1 {
            problems.push(
                Problem::new(path, "", "an entry in a subfolder of `games/` is not read")
                    .with_hint(format!("move it to {}", games.display())),
            );
            continue;
        }
        if extension != lower {
            problems.push(
                Problem::new(
                    path,
                    "",
                    format!("the extension `.{extension}` is not read"),
                )
                .with_hint(format!("rename it to end in `.{lower}`")),
            );
            continue;
        }
        let stem = path
            .file_stem()
            .map(|s| s.to_string_lossy().into_owned())
            .unwrap_or_default();
        if let Some(first) = stems.insert(stem.clone(), path.to_path_buf()) {
            problems.push(
                Problem::new(
                    path,
                    "",
                    format!(
                        "`{stem}` has two entry files, this one and {}",
                        first.display()
                    ),
                )
                .with_hint("keep one of them: each game is one file"),
            );
            continue;
        }
        entry_files.push(path.to_path_buf());
    }
    if entry_files.is_empty() && problems.len() == problems_before {
        problems.push(
            Problem::new(
                &games,
                "",
                "`games/` holds no entry, so the site would have no game",
            )
            .with_hint(
                "add an entry `games/<id>.yaml` (`boardlore new <id>` writes one), or check \
                 `--content`",
            ),
        );
    }
    Ok(entry_files)
}

/// Reads the content folder, collecting every problem instead of stopping at the first.
/// Entries that could be read are returned with the problems, so they can still be checked.
/// The entries are read one after the other; [`load_with`] lets the caller read them on
/// several threads.
pub fn load(content: &Path) -> Result<(Loaded, Vec<Problem>), Problems> {
    load_with(content, |files| {
        files.iter().map(|file| load_entry(file)).collect()
    })
}

/// [`load`], with the entry files read by `read_all`: it gives [`load_entry`] of each file,
/// in the order of `files` (the site maps them on several threads).
pub fn load_with(
    content: &Path,
    read_all: impl FnOnce(&[PathBuf]) -> Vec<Result<LoadedEntry, Vec<Problem>>>,
) -> Result<(Loaded, Vec<Problem>), Problems> {
    let (head, mut problems) = load_head(content)?;
    let results: Vec<Result<LoadedEntry, Vec<Problem>>> = read_all(&head.entry_files);
    let mut entries = Vec::new();
    for result in results {
        match result {
            Ok(entry) => entries.push(entry),
            Err(found) => problems.extend(found),
        }
    }
    entries.sort_by(|a, b| a.entry.id.cmp(&b.entry.id));
    Ok((Loaded { head, entries }, problems))
}

fn load_sources(content: &Path, problems: &mut Vec<Problem>) -> (Vec<Source>, (PathBuf, Spans)) {
    let file = content.join("sources.yaml");
    let text = match read_text(&file, content) {
        Ok(text) => text,
        // A site citing no work needs no `sources.yaml`; a citation then says it is missing.
        Err(ReadError::Missing) => return (Vec::new(), (file, Spans::default())),
        Err(ReadError::Refused(problem)) => {
            problems.push(problem);
            return (Vec::new(), (file, Spans::default()));
        }
    };
    // Each work is decoded on its own, so one bad record is one problem: the works after it
    // are still read, and entries citing it are not reported as citing an unknown work.
    let (records, spans) = match yaml::parse::<Option<Vec<RawYaml>>>(&text, &file) {
        Ok((records, spans)) => (records.unwrap_or_default(), spans),
        Err(problem) => {
            problems.push(problem);
            return (Vec::new(), (file, Spans::default()));
        }
    };
    let mut sources = Vec::with_capacity(records.len());
    for (index, record) in records.iter().enumerate() {
        match record.decode::<Source>() {
            Ok(source) => sources.push(source),
            Err((path, message)) => {
                let field = match path.as_str() {
                    "" => format!("[{index}]"),
                    path => format!("[{index}].{path}"),
                };
                let mut problem =
                    Problem::new(&file, &field, message.clone()).at(spans.locate(&field));
                problem.hint = yaml::serde_hint(&message);
                problems.push(problem);
                // Kept under its id (when it has one) so that citations of it still resolve;
                // the build fails on the problem above either way.
                let id = record
                    .value()
                    .get("id")
                    .and_then(|id| id.as_str())
                    .unwrap_or_default();
                sources.push(Source {
                    id: id.to_string(),
                    title: String::new(),
                    cite: None,
                    authors: Vec::new(),
                    year: None,
                    kind: String::new(),
                    url: None,
                    note: None,
                });
            }
        }
    }
    (sources, (file, spans))
}

/// Reads one entry file with its witness texts and commentary (a sibling `<stem>.md`).
pub fn load_entry(file: &Path) -> Result<LoadedEntry, Vec<Problem>> {
    let folder = file.parent().unwrap_or(Path::new("."));
    let text = match read_text(file, folder) {
        Ok(text) => text,
        Err(ReadError::Missing) => {
            return Err(vec![Problem::new(
                file,
                "",
                "cannot read: the file is gone",
            )])
        }
        Err(ReadError::Refused(problem)) => return Err(vec![problem]),
    };
    let (entry, spans): (Entry, Spans) = yaml::parse(&text, file).map_err(|p| vec![p])?;
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
    let commentary = match read_text(&folder.join(format!("{stem}.md")), folder) {
        Ok(text) => Some(text),
        Err(ReadError::Missing) => None,
        Err(ReadError::Refused(problem)) => {
            problems.push(problem);
            None
        }
    };
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
    match read_text(&folder.join(name), folder) {
        Ok(text) => text,
        Err(ReadError::Missing) => {
            problems.push(
                Problem::new(
                    file,
                    &field,
                    format!("cannot read `{name}`: it does not exist"),
                )
                .at(spans.locate(&field))
                .with_hint(format!("create {}", folder.join(name).display())),
            );
            String::new()
        }
        Err(ReadError::Refused(problem)) => {
            // The problem is the Markdown file's; the entry's field says who names it.
            problems.push(problem);
            String::new()
        }
    }
}
