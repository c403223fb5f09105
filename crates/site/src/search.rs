//! Full-text search of the built site: Pagefind, used as a library, indexes the pages that
//! mark their searchable part with `data-pagefind-body` (game, source and coverage pages) and
//! writes its index and browser files under `pagefind/`.
//!
//! Pagefind chooses how to split text into words, and whether to stem them, by the language
//! of the whole index, not by the `lang` of an element. One index cannot both stem English
//! ("captures" finding "capturing", which the English Snowball stemmer gives) and segment
//! Chinese with a dictionary (an English index keeps "六子冲棋" a single word, found by "六子"
//! but never by "冲棋"). The pages are therefore indexed twice, each as a whole, in two
//! bundles: as English under `pagefind/` ([`FOLDER`]) and as Chinese under `pagefind/zh/`
//! ([`CHINESE_FOLDER`]). The browser (`theme/search.js`) asks the Chinese index when the
//! query holds a Chinese character and the English one otherwise, so each query is read by
//! the rules of its own script and a search downloads one index, not two. Other designs were
//! weighed: merging both indexes in the browser (Pagefind's `mergeIndex`) lists every page
//! twice and doubles each search's downloads; stemming the query in the browser and
//! relying on prefix matches in the Chinese index would need an English stemmer in the
//! theme and over-match ("sente" as "sent").
//!
//! Names are matched apart from the text: `theme/search.js` reads the site's list of games
//! (`data/games.json`: English names, Chinese names, pinyin and aliases) and ranks the games
//! whose name the query spells, forgivingly, above the pages that merely mention the words.
//!
//! Pinyin is typed without tone marks or spaces: the game page carries, hidden, its pinyin
//! folded to plain letters and joined ([`folded_pinyin`](crate::pinyin::folded_pinyin)), so "liuzi chong", "liuzichong"
//! and "xiangqi" find their game in the text index too.

use std::path::{Path, PathBuf};

use walkdir::WalkDir;

use crate::problem::Problem;
use crate::render::OutputFile;

/// The folder under the output that holds the English index and the browser's search files.
pub const FOLDER: &str = "pagefind";

/// The folder under the output that holds the Chinese index (a bundle of its own).
pub const CHINESE_FOLDER: &str = "pagefind/zh";

/// Each index: the language Pagefind reads every page in, and the folder of its bundle.
const INDEXES: [(&str, &str); 2] = [("en", FOLDER), ("zh", CHINESE_FOLDER)];

/// Indexes every `index.html` under `folder` (a built site), in path order so that the
/// index is the same on every build, once as English and once as Chinese, and gives
/// Pagefind's files, with paths under [`FOLDER`] and [`CHINESE_FOLDER`]. Pagefind keeps only
/// the pages with a `data-pagefind-body` element.
///
/// A site in several languages (`editions`, the main one first) indexes each other edition's
/// pages (under `<lang>/`) apart, read in that edition's language, into `<lang>/pagefind/`;
/// the main edition's pages are indexed as above.
pub(crate) fn index(folder: &Path, editions: &[String]) -> Result<Vec<OutputFile>, Problem> {
    let mut pages: Vec<(String, PathBuf)> = WalkDir::new(folder)
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && e.file_name() == "index.html")
        .filter_map(|e| {
            let relative = e.path().strip_prefix(folder).ok()?;
            let url = relative.to_string_lossy().replace('\\', "/");
            Some((format!("/{url}"), e.path().to_path_buf()))
        })
        .collect();
    pages.sort();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(1)
        .build()
        .map_err(|e| problem(folder, format!("cannot start the indexer: {e}")))?;
    let others: Vec<&String> = editions.iter().skip(1).collect();
    let edition_of = |url: &str| {
        others
            .iter()
            .find(|lang| {
                url.strip_prefix('/')
                    .is_some_and(|u| u.starts_with(&format!("{lang}/")))
            })
            .copied()
    };
    let main: Vec<(String, PathBuf)> = pages
        .iter()
        .filter(|(url, _)| edition_of(url).is_none())
        .cloned()
        .collect();
    let mut files = Vec::new();
    for (language, bundle) in INDEXES {
        files.extend(runtime.block_on(index_pages(folder, &main, language, bundle))?);
    }
    for lang in &others {
        let own: Vec<(String, PathBuf)> = pages
            .iter()
            .filter(|(url, _)| edition_of(url) == Some(*lang))
            .cloned()
            .collect();
        let bundle = format!("{lang}/{FOLDER}");
        files.extend(runtime.block_on(index_pages(folder, &own, lang, &bundle))?);
    }
    files.sort_by(|a, b| a.path.cmp(&b.path));
    Ok(files)
}

/// The asynchronous part of [`index`], one index of the pages read in `language`, its files
/// under `bundle`: Pagefind's API runs on tokio.
async fn index_pages(
    folder: &Path,
    pages: &[(String, PathBuf)],
    language: &str,
    bundle: &str,
) -> Result<Vec<OutputFile>, Problem> {
    let options = pagefind::options::PagefindServiceConfig::builder()
        .force_language(language.to_string())
        .build();
    let mut index = pagefind::api::PagefindIndex::new(Some(options))
        .map_err(|e| problem(folder, format!("cannot set up the search index: {e}")))?;
    for (url, path) in pages {
        let html = std::fs::read_to_string(path)
            .map_err(|e| problem(path, format!("cannot read the page to index it: {e}")))?;
        // The URL is given so that results link to the folder, as the site does (`/games/x/`).
        let url = url.trim_end_matches("index.html").to_string();
        index
            .add_html_file(None, Some(url), html)
            .await
            .map_err(|e| problem(path, format!("cannot index the page: {e}")))?;
    }
    let files = index
        .get_files()
        .await
        .map_err(|e| problem(folder, format!("cannot build the search index: {e}")))?;
    Ok(files
        .into_iter()
        .map(|file| OutputFile {
            path: format!(
                "{bundle}/{}",
                file.filename.to_string_lossy().replace('\\', "/")
            ),
            bytes: file.contents,
        })
        .collect())
}

fn problem(path: &Path, message: String) -> Problem {
    Problem::new(path, "", message)
}
