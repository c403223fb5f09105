//! The sitemap's entries: every page's absolute URL, and for a game's page the day its entry
//! last changed (`<lastmod>`, see [`crate::last_changed`]).

use serde::Serialize;

use super::GameIndex;
use crate::config::SiteConfig;
use crate::markdown::escape;

/// One page of the sitemap.
#[derive(Debug, PartialEq, Eq, Serialize)]
pub(super) struct SitemapUrl {
    /// The page's absolute URL, escaped for XML.
    loc: String,
    /// `YYYY-MM-DD` of its last change, when known.
    lastmod: Option<String>,
}

/// The sitemap's URLs, sorted: the site's own `pages` (paths under the site, undated) and
/// each game's page, dated by its entry.
pub(super) fn urls(
    config: &SiteConfig,
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
            loc: escape(&config.absolute(&page)),
            lastmod,
        })
        .collect()
}
