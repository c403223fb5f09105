//! Turns checked content into page contexts and renders every page of the site.
//!
//! The site's own pages are here; a game's page and its diagrams are in [`game`].

mod coverage;
mod game;
pub mod timing;

use std::collections::{BTreeMap, BTreeSet};
use std::sync::Mutex;

use rayon::prelude::*;
use serde::Serialize;
use tera::Context;

use crate::content::{Checked, CheckedGame};
use crate::diagrams::Diagrams;
use crate::markdown::{escape, to_html};
use crate::problem::Problem;
use crate::templates::Templates;

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
}

#[derive(Serialize)]
struct SiteView<'a> {
    title: &'a str,
    base_url: &'a str,
    language: &'a str,
    description: &'a str,
    features: Features,
}

#[derive(Serialize)]
struct GameCard {
    id: String,
    url: String,
    name_en: String,
    name_html: String,
    family: &'static str,
    mechanics: Vec<String>,
    summary_text: String,
}

#[derive(Serialize)]
struct FamilyGroup<'a> {
    slug: &'static str,
    title: &'static str,
    games: Vec<&'a GameCard>,
}

/// Where rendered files go: written out as they are made, or kept in memory.
pub trait Sink: Sync {
    /// Takes one finished file.
    fn put(&self, file: OutputFile) -> Result<(), Problem>;
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

/// Renders every page and hands each file to `sink` as soon as it is made. Game pages are
/// rendered in parallel with each other and with the site's own pages; nothing depends on
/// the order files arrive in, so builds are reproducible.
pub fn render_site(
    checked: &Checked,
    templates: &Templates,
    diagrams: &Diagrams,
    features: Features,
    progress: &(dyn Fn() + Sync),
    sink: &dyn Sink,
) -> Result<(), Vec<Problem>> {
    let config = &checked.config;
    let site = SiteView {
        title: &config.title,
        base_url: &config.base_url,
        language: &config.language,
        description: &config.description,
        features,
    };
    let mut base = Context::new();
    base.insert("site", &site);

    let (mut problems, site_problems) = rayon::join(
        || {
            checked
                .games
                .par_iter()
                .flat_map_iter(|game| {
                    let result = game::render_game(checked, game, templates, diagrams, &base)
                        .and_then(|files| {
                            files.into_iter().try_for_each(|f| {
                                timing::span(timing::Phase::Write, || sink.put(f))
                            })
                        });
                    progress();
                    result.err()
                })
                .collect::<Vec<Problem>>()
        },
        || site_pages(checked, templates, &base, sink),
    );
    problems.extend(site_problems);
    if problems.is_empty() {
        Ok(())
    } else {
        Err(problems)
    }
}

/// The home page, the pages of the works cited, the 404 page, the sitemap and robots.txt.
fn site_pages(
    checked: &Checked,
    templates: &Templates,
    base: &Context,
    sink: &dyn Sink,
) -> Vec<Problem> {
    let config = &checked.config;
    let cards: Vec<GameCard> = checked.games.par_iter().map(card).collect();
    let mut problems = coverage::render(checked, templates, base, sink);
    let mut pages_for_sitemap: Vec<String> =
        vec![String::new(), "sources/".into(), "coverage/".into()];
    let mut index = base.clone();
    index.insert("families", &family_groups(checked, &cards));
    index.insert("mechanics", &mechanic_index(checked));
    index.insert("game_count", &checked.games.len());
    index.insert("page_path", "");
    push(
        sink,
        &mut problems,
        templates,
        "index.html",
        "index.html",
        &index,
    );
    drop(index);

    let citing = citing_games(checked, &cards);
    let mut works = Vec::new();
    for (id, source) in &checked.sources {
        let mut page = base.clone();
        page.insert("work", source);
        page.insert("note_html", &source.note.as_deref().map(to_html));
        page.insert("games", citing.get(id.as_str()).unwrap_or(&Vec::new()));
        page.insert("page_path", &format!("sources/{id}/"));
        let path = format!("sources/{id}/index.html");
        push(sink, &mut problems, templates, "source.html", &path, &page);
        pages_for_sitemap.push(format!("sources/{id}/"));
        works.push(source);
    }
    let mut list = base.clone();
    list.insert("works", &works);
    list.insert("page_path", "sources/");
    push(
        sink,
        &mut problems,
        templates,
        "sources.html",
        "sources/index.html",
        &list,
    );

    let mut missing = base.clone();
    missing.insert("page_path", "404.html");
    push(
        sink,
        &mut problems,
        templates,
        "404.html",
        "404.html",
        &missing,
    );

    pages_for_sitemap.extend(
        checked
            .games
            .iter()
            .map(|g| format!("games/{}/", g.loaded.entry.id)),
    );
    pages_for_sitemap.sort();
    let urls: Vec<String> = pages_for_sitemap
        .iter()
        .map(|p| escape(&config.absolute(p)))
        .collect();
    let mut sitemap = base.clone();
    sitemap.insert("urls", &urls);
    push(
        sink,
        &mut problems,
        templates,
        "sitemap.xml",
        "sitemap.xml",
        &sitemap,
    );
    let mut robots = base.clone();
    robots.insert("sitemap_url", &config.absolute("sitemap.xml"));
    push(
        sink,
        &mut problems,
        templates,
        "robots.txt",
        "robots.txt",
        &robots,
    );
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

/// The game's names as HTML: English, then the Chinese name with pinyin as ruby text.
pub fn names_html(game: &crate::content::Names) -> String {
    let mut html = format!("<span lang=\"en\">{}</span>", escape(&game.en));
    if let Some(zh) = &game.zh {
        html.push_str(" <span class=\"name-zh\" lang=\"zh\">");
        html.push_str(&ruby(zh, game.pinyin.as_deref()));
        html.push_str("</span>");
    }
    html
}

/// `<ruby>` markup pairing characters with pinyin: syllable by character when the counts
/// match, otherwise the whole reading over the whole name.
fn ruby(zh: &str, pinyin: Option<&str>) -> String {
    let Some(pinyin) = pinyin else {
        return escape(zh);
    };
    let chars: Vec<char> = zh.chars().filter(|c| !c.is_whitespace()).collect();
    let syllables: Vec<&str> = pinyin.split_whitespace().collect();
    let rt = |text: &str| {
        format!(
            "<rp>(</rp><rt lang=\"zh-Latn-pinyin\">{}</rt><rp>)</rp>",
            escape(text)
        )
    };
    if chars.len() == syllables.len() && chars.len() > 1 {
        let mut html = String::from("<ruby>");
        for (c, s) in chars.iter().zip(&syllables) {
            html.push_str(&escape(&c.to_string()));
            html.push_str(&rt(s));
        }
        html.push_str("</ruby>");
        html
    } else {
        format!("<ruby>{}{}</ruby>", escape(zh), rt(pinyin))
    }
}

pub(crate) fn plain_text(markdown: &str, limit: usize) -> String {
    let mut text = String::new();
    for event in pulldown_cmark::Parser::new(markdown) {
        if let pulldown_cmark::Event::Text(t) | pulldown_cmark::Event::Code(t) = event {
            text.push_str(&t);
            text.push(' ');
        }
    }
    let text = text.split_whitespace().collect::<Vec<_>>().join(" ");
    if text.chars().count() <= limit {
        text
    } else {
        let cut: String = text.chars().take(limit).collect();
        format!("{}…", cut.trim_end())
    }
}

fn card(game: &CheckedGame) -> GameCard {
    let entry = &game.loaded.entry;
    GameCard {
        id: entry.id.clone(),
        url: format!("/games/{}/", entry.id),
        name_en: entry.names.en.clone(),
        name_html: names_html(&entry.names),
        family: entry.family.slug(),
        mechanics: entry.mechanics.clone(),
        summary_text: plain_text(&entry.summary, 180),
    }
}

fn family_groups<'a>(checked: &Checked, cards: &'a [GameCard]) -> Vec<FamilyGroup<'a>> {
    let mut groups: BTreeMap<crate::content::Family, Vec<&GameCard>> = BTreeMap::new();
    for (game, card) in checked.games.iter().zip(cards) {
        groups
            .entry(game.loaded.entry.family)
            .or_default()
            .push(card);
    }
    groups
        .into_iter()
        .map(|(family, games)| FamilyGroup {
            slug: family.slug(),
            title: family.title(),
            games,
        })
        .collect()
}

fn mechanic_index(checked: &Checked) -> BTreeMap<String, Vec<(String, String)>> {
    let mut index: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    for game in &checked.games {
        let entry = &game.loaded.entry;
        for mechanic in &entry.mechanics {
            index
                .entry(mechanic.clone())
                .or_default()
                .push((entry.id.clone(), entry.names.en.clone()));
        }
    }
    index
}

fn citing_games<'a>(
    checked: &'a Checked,
    cards: &'a [GameCard],
) -> BTreeMap<&'a str, Vec<&'a GameCard>> {
    let mut citing: BTreeMap<&str, Vec<&GameCard>> = BTreeMap::new();
    for (game, card) in checked.games.iter().zip(cards) {
        let entry = &game.loaded.entry;
        let mut works: BTreeSet<&str> = entry.sources.iter().map(|s| s.work.as_str()).collect();
        works.extend(entry.witnesses.iter().filter_map(|w| w.source.as_deref()));
        for work in works {
            citing.entry(work).or_default().push(card);
        }
    }
    citing
}
