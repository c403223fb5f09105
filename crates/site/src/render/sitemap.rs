//! The sitemap's entries: every page's absolute URL, and for a game's page the day its entry
//! last changed (`<lastmod>`, see [`crate::last_changed`]).

use serde::Serialize;

use super::edition::Edition;
use super::GameIndex;
use crate::config::SiteConfig;
use crate::markdown::escape;

/// One page of the sitemap.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub(super) struct SitemapUrl {
    /// The page's absolute URL, escaped for XML.
    loc: String,
    /// The same page in each edition (this one included), for `hreflang` alternates.
    alternates: Vec<Alternate>,
    /// `YYYY-MM-DD` of its last change, when known.
    lastmod: Option<String>,
}

/// A page's address in one edition.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub(super) struct Alternate {
    lang: String,
    /// Absolute URL, escaped for XML.
    href: String,
}

/// The sitemap's URLs of the edition at `index`, sorted: the site's own `pages` (paths under
/// the edition, undated) and each game's page, dated by its entry; each with its address in
/// every edition when there are several.
pub(super) fn urls(
    config: &SiteConfig,
    editions: &[Edition],
    index: usize,
    pages: Vec<String>,
    games: &[GameIndex],
) -> Vec<SitemapUrl> {
    let games = games.iter().map(|game| {
        let page = format!("games/{}/", game.id());
        (page, game.catalogue.last_changed().map(str::to_string))
    });
    let mut dated: Vec<(String, Option<String>)> = pages
        .into_iter()
        .map(|page| (page, None))
        .chain(games)
        .collect();
    dated.sort();
    dated
        .into_iter()
        .map(|(page, lastmod)| SitemapUrl {
            loc: escape(&config.absolute(&editions[index].path(&page))),
            alternates: match editions.len() {
                1 => Vec::new(),
                _ => editions
                    .iter()
                    .map(|e| Alternate {
                        lang: e.lang.clone(),
                        href: escape(&config.absolute(&e.path(&page))),
                    })
                    .collect(),
            },
            lastmod,
        })
        .collect()
}
