//! Full-text search of the built site, written by boardlore itself: an index of the pages
//! that mark their searchable part with `data-search-body` (game, source and coverage pages),
//! read by `theme/search-index.js` in the reader's browser.
//!
//! Each edition of the site has one bundle: the main edition's under `search/` ([`FOLDER`]),
//! another's under `<lang>/search/`. A bundle holds:
//!
//! - `pages.json`: every indexed page's address, its `data-search-meta` (title, Chinese name,
//!   pinyin), its `data-search-filter` values (family, mechanics), its length in terms, and
//!   how many pages carry each filter value;
//! - `terms/<key>.json`, one shard per first character ([`terms::shard_key`]): each word as
//!   folded, the stem it is filed under, and each stem's pages with its weighted count there
//!   (a word inside `data-search-weight="10"`, a name, counts ten). A query downloads the
//!   shards of its words' first characters, a few kilobytes each;
//! - `text/<n>.json`: page n's readable text, in sections at its headings with an id, from
//!   which the browser cuts the excerpts of the results it shows.
//!
//! English and Chinese are read in one index ([`terms`]): English words by their stem
//! ("captures" finds "capturing"), Chinese by characters and pairs of characters ("冲棋"
//! finds 六子冲棋), so a query in either script, or both, asks one bundle.
//!
//! Pinyin is typed without tone marks or spaces: the game page carries, hidden, its pinyin
//! folded to plain letters and joined ([`folded_pinyin`](crate::pinyin::folded_pinyin)), so
//! "liuzi chong", "liuzichong" and "xiangqi" find their game in the text index too; names
//! are also matched apart from the text, forgivingly, by `theme/search-names.js`.

mod page_text;
mod terms;

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use rayon::prelude::*;
use serde::Serialize;
use walkdir::WalkDir;

use crate::problem::Problem;
use crate::render::OutputFile;
use page_text::{PageText, Section};
use terms::Stems;

/// The folder under the output (or under an edition's folder) that holds a search bundle.
pub const FOLDER: &str = "search";

/// Indexes every `index.html` under `folder` (a built site) that has a `data-search-body`,
/// in path order so that the index is the same on every build, and gives the bundles' files.
/// A site in several languages (`editions`, the main one first) indexes each other edition's
/// pages (under `<lang>/`) apart, into `<lang>/search/`.
pub(crate) fn index(folder: &Path, editions: &[String]) -> Result<Vec<OutputFile>, Problem> {
    let mut pages: Vec<(String, PathBuf)> = WalkDir::new(folder)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && e.file_name() == "index.html")
        .filter_map(|e| {
            let relative = e.path().parent()?.strip_prefix(folder).ok()?;
            let url = relative.to_string_lossy().replace('\\', "/");
            let url = if url.is_empty() {
                url
            } else {
                format!("{url}/")
            };
            Some((url, e.path().to_path_buf()))
        })
        .collect();
    pages.sort();
    let read: Vec<(String, PageText)> = pages
        .par_iter()
        .map(|(url, path)| {
            let html = std::fs::read_to_string(path)
                .map_err(|e| problem(path, format!("cannot read the page to index it: {e}")))?;
            Ok(page_text::read(&html).map(|text| (url.clone(), text)))
        })
        .collect::<Result<Vec<_>, Problem>>()?
        .into_iter()
        .flatten()
        .collect();
    let others: Vec<&String> = editions.iter().skip(1).collect();
    let edition_of = |url: &str| {
        others
            .iter()
            .find(|l| url.starts_with(&format!("{l}/")))
            .copied()
    };
    let stems = Stems::english();
    let mut files = Vec::new();
    let mut bundles: Vec<(String, Option<&String>)> = vec![(FOLDER.to_string(), None)];
    bundles.extend(others.iter().map(|l| (format!("{l}/{FOLDER}"), Some(*l))));
    for (folder_name, edition) in bundles {
        let own = read.iter().filter(|(url, _)| edition_of(url) == edition);
        files.extend(Bundle::of(own, &stems).files(&folder_name)?);
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(files)
}

/// One edition's index, before it is written.
#[derive(Default)]
struct Bundle<'a> {
    pages: Vec<PageEntry<'a>>,
    texts: Vec<&'a [Section]>,
    /// Each word as folded, and its stem.
    words: BTreeMap<String, String>,
    /// Each stem's pages (by index) and weighted counts.
    stems: BTreeMap<String, BTreeMap<usize, u32>>,
    filters: BTreeMap<&'a str, BTreeMap<&'a str, usize>>,
}

/// A page's line in `pages.json`.
#[derive(Serialize)]
struct PageEntry<'a> {
    url: &'a str,
    meta: &'a BTreeMap<String, String>,
    filters: &'a BTreeMap<String, Vec<String>>,
    length: usize,
}

impl<'a> Bundle<'a> {
    fn of(pages: impl Iterator<Item = &'a (String, PageText)>, stems: &Stems) -> Self {
        let mut bundle = Bundle::default();
        for (number, (url, page)) in pages.enumerate() {
            let mut length = 0;
            for (run, weight) in &page.weighted {
                for term in terms::terms(&terms::fold(run)) {
                    length += 1;
                    let stem = stems.of(&term).into_owned();
                    *bundle
                        .stems
                        .entry(stem.clone())
                        .or_default()
                        .entry(number)
                        .or_default() += weight;
                    bundle.words.entry(term).or_insert(stem);
                }
            }
            for (name, values) in &page.filters {
                let mut seen: Vec<&str> = values.iter().map(String::as_str).collect();
                seen.sort_unstable();
                seen.dedup();
                for value in seen {
                    *bundle
                        .filters
                        .entry(name)
                        .or_default()
                        .entry(value)
                        .or_default() += 1;
                }
            }
            bundle.texts.push(&page.sections);
            bundle.pages.push(PageEntry {
                url,
                meta: &page.meta,
                filters: &page.filters,
                length,
            });
        }
        bundle
    }

    /// The bundle's files, under `folder`.
    fn files(&self, folder: &str) -> Result<Vec<OutputFile>, Problem> {
        let mut files = vec![json_file(
            format!("{folder}/pages.json"),
            &serde_json::json!({ "version": 1, "pages": self.pages, "filters": self.filters }),
        )?];
        let mut shards: BTreeMap<String, Shard> = BTreeMap::new();
        for (word, stem) in &self.words {
            let shard = shards.entry(terms::shard_key(word)).or_default();
            shard.words.insert(word, stem);
            let postings = &self.stems[stem];
            shard
                .stems
                .entry(stem)
                .or_insert_with(|| postings.iter().map(|(p, c)| (*p, *c)).collect());
        }
        for (key, shard) in &shards {
            files.push(json_file(format!("{folder}/terms/{key}.json"), shard)?);
        }
        for (number, sections) in self.texts.iter().enumerate() {
            let sections: Vec<_> = sections
                .iter()
                .filter(|s| !s.text.is_empty() || !s.anchor.is_empty())
                .map(
                    |s| serde_json::json!({ "anchor": s.anchor, "title": s.title, "text": s.text }),
                )
                .collect();
            let text = serde_json::json!({ "sections": sections });
            files.push(json_file(format!("{folder}/text/{number}.json"), &text)?);
        }
        Ok(files)
    }
}

/// One `terms/<key>.json`: its words' stems, and those stems' pages.
#[derive(Default, Serialize)]
struct Shard<'a> {
    words: BTreeMap<&'a str, &'a str>,
    stems: BTreeMap<&'a str, Vec<(usize, u32)>>,
}

fn json_file(path: String, value: &impl Serialize) -> Result<OutputFile, Problem> {
    let bytes = serde_json::to_vec(value).map_err(|e| {
        problem(
            Path::new(&path),
            format!("cannot write the search index: {e}"),
        )
    })?;
    Ok(OutputFile { path, bytes })
}

fn problem(path: &Path, message: String) -> Problem {
    Problem::new(path, "", message)
}
