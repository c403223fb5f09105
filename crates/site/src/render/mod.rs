//! Turns checked content into page contexts and renders every page of the site.
//!
//! The site's own pages are here; a game's page and its diagrams are in [`game`].

mod apparatus;
mod citation;
mod claim_view;
mod coverage;
mod divergence;
mod edition;
mod game;
mod game_boards;
mod game_data;
mod game_texts;
mod game_view;
mod glossary;
mod labels;
mod legend;
mod open_data;
mod sitemap;
mod tei;
#[cfg(test)]
mod tests;
mod text;
pub mod timing;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;

use serde::Serialize;
use tera::Context;

use crate::content::{Checked, CheckedGame};
use crate::diagrams::Diagrams;
use crate::last_changed::LastChanged;
use crate::markdown::to_html;
use crate::problem::Problem;
use crate::templates::Templates;
pub use text::NameView;
pub(crate) use text::{collapsed_text, plain_text, shorten};

/// One output file: its path under the output folder and its bytes.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct OutputFile {
    /// Relative path with `/`, e.g. `games/xiangqi/index.html`.
    pub path: String,
    /// Contents.
    pub bytes: Vec<u8>,
}

impl OutputFile {
    fn text(path: impl Into<String>, text: String) -> OutputFile {
        OutputFile {
            path: path.into(),
            bytes: text.into_bytes(),
        }
    }
}

/// Optional parts of the pages that depend on what the build was given.
#[derive(Clone, Copy, Debug, Default, Serialize)]
pub struct Features {
    /// The web board's files are published under `/play/`.
    pub play: bool,
    /// The theme has `board.js`, the script that mounts the web board.
    pub board_script: bool,
    /// The site has a search index, so pages carry the search box.
    pub search: bool,
    /// Which modules of the web board are published beside the whole engine, one bit per
    /// entry of [`BOARD_MODULES`](boardlore_engine::board_modules::BOARD_MODULES) in its order.
    pub board_modules: u32,
}

impl Features {
    /// Whether the module of the web board in `folder` is published.
    pub fn has_board_module(&self, folder: &str) -> bool {
        boardlore_engine::board_modules::BOARD_MODULES
            .iter()
            .position(|(f, _)| *f == folder)
            .is_some_and(|at| self.board_modules & (1 << at) != 0)
    }
}

/// What every list of games shows of one game: its id, page, English name, names as HTML and
/// catalogue group (flattened into each list's item, so templates read `game.id`, `game.url`...).
#[derive(PartialEq, Serialize)]
pub(super) struct GameHeading {
    id: String,
    url: String,
    name_en: String,
    name: NameView,
    group: &'static str,
}

impl GameHeading {
    /// The heading of `entry`.
    fn of(entry: &crate::content::Entry) -> GameHeading {
        GameHeading {
            id: entry.id.clone(),
            url: format!("games/{}/", entry.id),
            name_en: entry.names.en.clone(),
            name: NameView::of(&entry.names),
            group: entry.group.slug(),
        }
    }
}

#[derive(PartialEq, Serialize)]
pub(super) struct GameCard {
    #[serde(flatten)]
    heading: GameHeading,
    mechanics: Vec<String>,
    summary_text: String,
}

/// One catalogue group of the home page, with its games (`groups` in `index.html`).
#[derive(Serialize)]
pub(super) struct GroupSection<'a> {
    slug: &'static str,
    title: String,
    games: Vec<&'a GameCard>,
}

/// Where rendered files go: written out as they are made, or kept in memory.
pub trait Sink: Sync {
    /// Takes one finished file.
    fn put(&self, file: OutputFile) -> Result<(), Problem>;

    /// Says that files under the new folder `path` (relative, with `/`) are coming, so that
    /// a sink writing to disk can make it once instead of finding it missing on a write.
    fn new_folder(&self, _path: &str) -> Result<(), Problem> {
        Ok(())
    }
}

/// A [`Sink`] that keeps every file in memory (for `check`, which writes nothing).
#[derive(Default)]
pub struct Collect(Mutex<Vec<OutputFile>>);

impl Collect {
    /// The files received, sorted by path.
    pub fn into_sorted(self) -> Vec<OutputFile> {
        let mut files = self.0.into_inner().unwrap_or_else(|e| e.into_inner());
        files.sort_by(|a, b| a.path.cmp(&b.path));
        files
    }
}

impl Sink for Collect {
    fn put(&self, file: OutputFile) -> Result<(), Problem> {
        self.0.lock().unwrap_or_else(|e| e.into_inner()).push(file);
        Ok(())
    }
}

/// What the site's own pages (home, coverage, works cited, sitemap) need of one game: kept
/// once the game's page is written, while the rest of the entry is dropped.
pub struct GameIndex {
    group: crate::content::Group,
    /// The game's card in each edition, in the editions' order.
    cards: Vec<GameCard>,
    /// Works the entry cites, in its sources or as a witness's source.
    works: BTreeSet<String>,
    /// Its row of the coverage table and its list of what is left, in each edition.
    rows: Vec<coverage::GameRow>,
    lefts: Vec<coverage::GameLeft>,
    /// Statements of rules the engine does not enforce, over all rulesets.
    unmodelled: usize,
    /// The game in the open data's catalogue (`data/games.json`).
    catalogue: open_data::CatalogueGame,
    /// Its terms, for the glossary page.
    terms: Vec<glossary::GlossaryItem>,
}

impl GameIndex {
    /// Takes what the site's pages need from a checked game, its card in each edition, and
    /// its item of the catalogue.
    fn of(
        game: &CheckedGame,
        editions: &[edition::Edition],
        cards: Vec<GameCard>,
        catalogue: open_data::CatalogueGame,
    ) -> GameIndex {
        let entry = &game.loaded.entry;
        let mut works: BTreeSet<String> = entry.sources.iter().map(|s| s.work.clone()).collect();
        works.extend(entry.witnesses.iter().filter_map(|w| w.source.clone()));
        let (rows, lefts) = editions
            .iter()
            .map(|e| coverage::row_and_left(game, e.words()))
            .unzip();
        GameIndex {
            group: entry.group,
            cards,
            works,
            rows,
            lefts,
            unmodelled: entry.rulesets.iter().map(|r| r.unmodelled.len()).sum(),
            catalogue,
            terms: glossary::items_of(entry),
        }
    }

    /// The game's id.
    pub fn id(&self) -> &str {
        &self.cards[0].heading.id
    }
}

/// Renders pages: the settings and works cited of the build, the templates, the diagram
/// renderer and the context every page starts from.
pub struct SiteRenderer<'a> {
    /// Settings and works cited (its `games` are not used: pages are rendered one by one).
    checked: &'a Checked,
    diagrams: &'a Diagrams,
    /// One per language, the main one first.
    editions: Vec<edition::Edition>,
    /// The features the pages are rendered with.
    features: Features,
    /// When each entry last changed; without it, entries are dated by their files'
    /// modification times.
    last_changed: Option<&'a LastChanged>,
}

impl<'a> SiteRenderer<'a> {
    /// A renderer for the site described by `checked` (settings and works cited).
    pub fn new(
        checked: &'a Checked,
        templates: &'a Templates,
        diagrams: &'a Diagrams,
        features: Features,
    ) -> SiteRenderer<'a> {
        SiteRenderer {
            checked,
            diagrams,
            editions: edition::editions(&checked.config, templates, features),
            features,
            last_changed: None,
        }
    }

    /// The same renderer, dating each entry by `last_changed` (the content's git history).
    pub fn with_last_changed(self, last_changed: &'a LastChanged) -> SiteRenderer<'a> {
        SiteRenderer {
            last_changed: Some(last_changed),
            ..self
        }
    }

    /// The settings and works cited the pages are rendered with.
    pub(crate) fn checked(&self) -> &'a Checked {
        self.checked
    }

    /// Renders one game's page, its diagrams and its open data, hands the files to `sink` as
    /// they are made, and gives what the site's own pages need of the game.
    pub fn game(&self, game: &CheckedGame, sink: &dyn Sink) -> Result<GameIndex, Problem> {
        let last_changed = match self.last_changed {
            Some(dates) => dates.of_entry(&game.loaded),
            None => LastChanged::default().of_entry(&game.loaded),
        };
        let mut cards = Vec::with_capacity(self.editions.len());
        let mut catalogue = None;
        for edition in &self.editions {
            let game::RenderedGame {
                files,
                summary_text,
                catalogue: item,
            } = game::render_game(
                self.checked,
                game,
                edition,
                self.diagrams,
                self.features,
                last_changed.clone(),
            )?;
            sink.new_folder(&edition.path(&format!("games/{}", game.loaded.entry.id)))?;
            files
                .into_iter()
                .try_for_each(|f| timing::span(timing::Phase::Write, || sink.put(f)))?;
            cards.push(card(game, &summary_text, edition.words()));
            catalogue.get_or_insert(item);
        }
        let catalogue = catalogue.expect("a site has at least one edition");
        Ok(GameIndex::of(game, &self.editions, cards, catalogue))
    }

    /// Renders the site's own pages from the games' index data (sorted by id): the home
    /// page, the coverage page, the pages of the works cited, the 404 page, the sitemap,
    /// robots.txt and the open data's catalogue. The two long pages (home and coverage)
    /// render in parallel.
    pub fn site_pages(&self, games: &[GameIndex], sink: &dyn Sink) -> Vec<Problem> {
        self.some_site_pages(games, SitePages::ALL, sink)
    }

    /// Renders the site's own pages that `pages` names.
    pub(crate) fn some_site_pages(
        &self,
        games: &[GameIndex],
        pages: SitePages,
        sink: &dyn Sink,
    ) -> Vec<Problem> {
        let mut problems = Vec::new();
        for (index, edition) in self.editions.iter().enumerate() {
            let (coverage, listings) = rayon::join(
                || match pages.coverage {
                    true => coverage::render(games, index, edition, sink),
                    false => Vec::new(),
                },
                || match pages.listings {
                    true => site_pages(self.checked, games, &self.editions, index, sink),
                    false => Vec::new(),
                },
            );
            problems.extend(coverage);
            problems.extend(listings);
        }
        problems
    }
}

/// Which of the site's own pages to render.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SitePages {
    /// The coverage page.
    pub(crate) coverage: bool,
    /// The home page, the works cited, the 404 page, the sitemap, robots.txt and the
    /// catalogue.
    pub(crate) listings: bool,
}

impl SitePages {
    /// Every page.
    pub(crate) const ALL: SitePages = SitePages {
        coverage: true,
        listings: true,
    };

    /// The pages that show what changed between a game's `old` and `new` index data.
    pub(crate) fn changed(old: &GameIndex, new: &GameIndex) -> SitePages {
        SitePages {
            coverage: (&old.rows, &old.lefts, old.unmodelled)
                != (&new.rows, &new.lefts, new.unmodelled),
            listings: (
                &old.cards,
                &old.works,
                old.group,
                &old.catalogue,
                &old.terms,
            ) != (
                &new.cards,
                &new.works,
                new.group,
                &new.catalogue,
                &new.terms,
            ),
        }
    }

    /// Either's pages.
    pub(crate) fn or(self, other: SitePages) -> SitePages {
        SitePages {
            coverage: self.coverage || other.coverage,
            listings: self.listings || other.listings,
        }
    }
}

/// The home page, the pages of the works cited, the glossary, the 404 page and the sitemap of
/// the edition at `index`; for the main edition also robots.txt and the open data's
/// catalogue with its schemas.
fn site_pages(
    checked: &Checked,
    games: &[GameIndex],
    editions: &[edition::Edition],
    index: usize,
    sink: &dyn Sink,
) -> Vec<Problem> {
    let config = &checked.config;
    let edition = &editions[index];
    let (templates, base) = (&edition.templates, &edition.base);
    let words = edition.words();
    let mut problems = Vec::new();
    let mut pages_for_sitemap: Vec<String> = vec![
        String::new(),
        "sources/".into(),
        "coverage/".into(),
        "glossary/".into(),
    ];
    let groups = group_sections(games, index, words);
    let mechanics = mechanic_index(games, index);
    let mut home = base.clone();
    home.insert("groups", &groups);
    home.insert("mechanics", &mechanics);
    home.insert("game_count", &games.len());
    home.insert("page_path", "");
    let page = |path: &str| edition.path(path);
    push(
        sink,
        &mut problems,
        templates,
        "index.html",
        &page("index.html"),
        &home,
    );
    drop((groups, mechanics));

    let citing = citing_games(games, index);
    let mut works = Vec::new();
    for (id, source) in &checked.sources {
        let mut context = base.clone();
        context.insert("work", source);
        context.insert("note_html", &source.note.as_deref().map(to_html));
        context.insert("games", citing.get(id.as_str()).unwrap_or(&Vec::new()));
        context.insert("page_path", &format!("sources/{id}/"));
        let path = page(&format!("sources/{id}/index.html"));
        push(
            sink,
            &mut problems,
            templates,
            "source.html",
            &path,
            &context,
        );
        pages_for_sitemap.push(format!("sources/{id}/"));
        works.push(source);
    }
    let mut list = base.clone();
    list.insert("works", &works);
    list.insert("page_path", "sources/");
    let path = page("sources/index.html");
    push(sink, &mut problems, templates, "sources.html", &path, &list);

    let mut glossary = base.clone();
    glossary.insert(
        "groups",
        &glossary::groups(games.iter().flat_map(|g| &g.terms)),
    );
    glossary.insert("page_path", "glossary/");
    let path = page("glossary/index.html");
    push(
        sink,
        &mut problems,
        templates,
        "glossary.html",
        &path,
        &glossary,
    );

    let urls = sitemap::urls(config, editions, index, pages_for_sitemap, games);
    let mut sitemap = base.clone();
    sitemap.insert("urls", &urls);
    let path = page("sitemap.xml");
    push(
        sink,
        &mut problems,
        templates,
        "sitemap.xml",
        &path,
        &sitemap,
    );
    // Each edition has its 404 page: a host serves the root's, and another edition's keeps
    // the language switch's links whole.
    let mut missing = base.clone();
    missing.insert("page_path", "404.html");
    let path = page("404.html");
    push(sink, &mut problems, templates, "404.html", &path, &missing);
    if !edition.is_main() {
        return problems;
    }

    let mut robots = base.clone();
    let sitemaps: Vec<String> = editions
        .iter()
        .map(|e| config.absolute(&e.path("sitemap.xml")))
        .collect();
    robots.insert("sitemap_url", &sitemaps[0]);
    robots.insert("sitemap_urls", &sitemaps);
    push(
        sink,
        &mut problems,
        templates,
        "robots.txt",
        "robots.txt",
        &robots,
    );
    match open_data::catalogue_files(config, games.iter().map(|g| &g.catalogue)) {
        Ok(files) => problems.extend(files.into_iter().filter_map(|f| sink.put(f).err())),
        Err(problem) => problems.push(problem),
    }
    problems
}

fn push(
    sink: &dyn Sink,
    problems: &mut Vec<Problem>,
    templates: &Templates,
    template: &str,
    path: &str,
    context: &Context,
) {
    let written = templates
        .render(template, context)
        .and_then(|text| sink.put(OutputFile::text(path, text)));
    if let Err(problem) = written {
        problems.push(problem);
    }
}

fn card(game: &CheckedGame, summary_text: &str, words: crate::i18n::Words<'_>) -> GameCard {
    let entry = &game.loaded.entry;
    GameCard {
        heading: GameHeading::of(entry),
        mechanics: entry.mechanics.iter().map(|m| words.mechanic(m)).collect(),
        summary_text: shorten(summary_text, 180),
    }
}

fn group_sections<'a>(
    games: &'a [GameIndex],
    edition: usize,
    words: crate::i18n::Words<'_>,
) -> Vec<GroupSection<'a>> {
    let mut groups: BTreeMap<crate::content::Group, Vec<&GameCard>> = BTreeMap::new();
    for game in games {
        groups
            .entry(game.group)
            .or_default()
            .push(&game.cards[edition]);
    }
    groups
        .into_iter()
        .map(|(group, games)| GroupSection {
            slug: group.slug(),
            title: words.get(&format!("group-{}", group.slug())),
            games,
        })
        .collect()
}

fn mechanic_index(games: &[GameIndex], edition: usize) -> BTreeMap<&str, Vec<(&str, &str)>> {
    let mut index: BTreeMap<&str, Vec<(&str, &str)>> = BTreeMap::new();
    for game in games {
        let card = &game.cards[edition];
        for mechanic in &card.mechanics {
            index
                .entry(mechanic.as_str())
                .or_default()
                .push((card.heading.id.as_str(), card.heading.name_en.as_str()));
        }
    }
    index
}

fn citing_games(games: &[GameIndex], edition: usize) -> BTreeMap<&str, Vec<&GameCard>> {
    let mut citing: BTreeMap<&str, Vec<&GameCard>> = BTreeMap::new();
    for game in games {
        for work in &game.works {
            citing
                .entry(work.as_str())
                .or_default()
                .push(&game.cards[edition]);
        }
    }
    citing
}
