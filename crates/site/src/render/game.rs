//! A game's page: names, sources, witnesses side by side, variances, rulesets and figures,
//! with each board drawn as inline SVG, a PNG and the page's social card, and its embeddable
//! board (`embed/<id>/`, templates/embed.html) when it has a playable ruleset.

use super::edition::Edition;
use super::game_boards::{game_problem, Drawer, DIAGRAM_WIDTH};
use super::game_data::{game_json, GameDataParts};
use super::game_texts::{game_texts, Texts};
use super::game_view::{CitedWork, GameHead, GamePage, OgImage, RulesetView};
use super::labels::Labels;
use super::open_data::CatalogueGame;
use super::timing::{span, Phase};
use super::{collapsed_text, shorten, Features, NameView, OutputFile};
use crate::content::{Checked, CheckedGame};
use crate::diagrams::Diagrams;
use crate::markdown::to_html;
use crate::problem::Problem;

/// A game's rendered files, its summary as plain text on one line (for the home page) and
/// its item of the open data's catalogue.
pub(super) struct RenderedGame {
    pub(super) files: Vec<OutputFile>,
    pub(super) summary_text: String,
    pub(super) catalogue: CatalogueGame,
}

/// Renders one game's page, its diagrams (PNG files and the social card) and its open data
/// (`data/games/<id>.json`, with `last_changed`, the day its entry last changed).
///
/// The main edition writes every file; another edition writes only its page (under its
/// path), linking the main edition's diagrams, which it does not draw again.
pub(super) fn render_game(
    checked: &Checked,
    game: &CheckedGame,
    edition: &Edition,
    diagrams: &Diagrams,
    features: Features,
    last_changed: Option<String>,
) -> Result<RenderedGame, Problem> {
    let (templates, base) = (&edition.templates, &edition.base);
    let words = edition.words();
    let lang = words.lang;
    let entry = &game.loaded.entry;
    let dir = format!("games/{}/", entry.id);
    let labels = Labels::of(entry, &checked.sources, words);
    let Texts {
        witnesses,
        comparisons,
        variances,
        columns,
        adoption: (adoption_columns, adoptions),
        terms,
    } = game_texts(checked, game, &labels);
    let mut drawer = Drawer {
        game,
        labels: &labels,
        diagrams,
        dir: &dir,
        files: Vec::new(),
        words,
        pngs: edition.is_main(),
        png_prefix: match edition.is_main() {
            true => String::new(),
            false => format!(
                "{}../../{dir}",
                "../".repeat(edition.prefix.matches('/').count())
            ),
        },
    };
    let rulesets = drawer.rulesets(features)?;
    let divergences = drawer.divergences(&rulesets, features)?;
    let figures = drawer.figures()?;
    // Another edition's page links the main edition's files rather than writing them again.
    let mut files = if edition.is_main() {
        drawer.files
    } else {
        Vec::new()
    };
    let claim_runs = super::claim_view::run_claims(game, diagrams.cache_dir());
    let claims = super::claim_view::claim_views(game, &claim_runs, words);
    let sources = cited_works(checked, game);

    let card = match edition.is_main() {
        true => span(Phase::Diagrams, || {
            social_card(checked, game, &rulesets, diagrams, words)
        })?,
        // The main edition draws the card; another links it.
        false => diagrams.enabled().then(Vec::new),
    };
    let og_image = match card {
        Some(bytes) => {
            if !bytes.is_empty() {
                files.push(OutputFile {
                    path: format!("{dir}card.png"),
                    bytes,
                });
            }
            Some(OgImage {
                url: checked.config.absolute(&format!("{dir}card.png")),
                width: boardlore_diagram::CARD_WIDTH,
                height: boardlore_diagram::CARD_HEIGHT,
            })
        }
        // Without a card, the first diagram stands in.
        None => rulesets
            .iter()
            .map(|r| &r.start)
            .chain(figures.iter().map(|f| &f.diagram))
            .find_map(|d| d.png.as_ref())
            .map(|png| OgImage {
                url: checked.config.absolute(&format!("{dir}{png}")),
                width: DIAGRAM_WIDTH,
                height: 0,
            }),
    };

    let commentary = commentary_markdown(&game.loaded);
    let summary = entry.summary.shown(lang);
    let (summary_html, summary_text, commentary_html) = span(Phase::Markdown, || {
        (
            to_html(summary.text),
            collapsed_text(summary.text),
            commentary.as_deref().map(to_html),
        )
    });
    let description = shorten(&summary_text, 200);
    let names = NameView::of(&entry.names);
    let search_pinyin = entry
        .names
        .pinyin
        .as_deref()
        .map(crate::pinyin::folded_pinyin)
        .unwrap_or_default();
    let citation = super::citation::Cited {
        id: &entry.id,
        names: &entry.names,
        site: &checked.config.title,
        url: &checked.config.absolute(&edition.path(&dir)),
        changed: last_changed.as_deref(),
        words,
    }
    .view();
    let families = game.rulesets.iter().filter_map(|r| r.family);
    let board_folder = boardlore_engine::ruleset::board_module(families, |folder| {
        features.has_board_module(folder)
    })
    .map(|folder| format!("{folder}/"))
    .unwrap_or_default();
    let page = GamePage {
        page_path: &dir,
        board_folder,
        game: &GameHead {
            id: &entry.id,
            names: &entry.names,
            group: entry.group.slug(),
            mechanics: entry.mechanics.iter().map(|m| words.mechanic(m)).collect(),
        },
        names: &names,
        group_title: words.get(&format!("group-{}", entry.group.slug())),
        search_pinyin: &search_pinyin,
        summary_html: &summary_html,
        summary_lang: summary.lang,
        summary_fallback: summary.fallback,
        description: &description,
        commentary_html: commentary_html.as_deref(),
        sources: &sources,
        witnesses: &witnesses,
        comparisons: &comparisons,
        variances: &variances,
        columns: &columns,
        adoption_columns: &adoption_columns,
        adoptions: &adoptions,
        terms: &terms,
        terms_heading: super::apparatus::terms_heading(entry, words),
        terms_language: super::apparatus::terms_language(entry),
        tei_file: super::tei::FILE_NAME,
        divergences: &divergences,
        claims: &claims,
        rulesets: &rulesets,
        figures: &figures,
        og_image: og_image.as_ref(),
        citation: &citation,
    };
    // Room for the page at once: its texts and the markup around them.
    let capacity = 16 * 1024 + 2 * text_length(game);
    let html = span(Phase::Template, || {
        let mut html = Vec::with_capacity(capacity);
        let context = page.context(base).map_err(|error| {
            Problem::new(
                &game.loaded.file,
                "",
                format!("cannot prepare the page: {error}"),
            )
        })?;
        templates.render_into("game.html", &context, &mut html)?;
        // The board alone, for an iframe on another site: only where there is a board to play.
        // The board alone is published for the main edition only.
        let embed = if edition.is_main() && features.play && rulesets.iter().any(|r| r.playable) {
            let mut embed = Vec::with_capacity(8 * 1024);
            templates.render_into("embed.html", &context, &mut embed)?;
            Some(embed)
        } else {
            None
        };
        Ok::<_, Problem>((html, embed))
    })?;
    let (html, embed) = html;
    files.push(OutputFile {
        path: edition.path(&format!("{dir}index.html")),
        bytes: html,
    });
    let catalogue = CatalogueGame::of(entry, &rulesets, last_changed.clone());
    if !edition.is_main() {
        return Ok(RenderedGame {
            files,
            summary_text,
            catalogue,
        });
    }
    if let Some(embed) = embed {
        files.push(OutputFile {
            path: format!("embed/{}/index.html", entry.id),
            bytes: embed,
        });
    }
    let tei = span(Phase::Template, || {
        super::tei::tei_document(
            checked,
            game,
            &labels,
            templates,
            base,
            last_changed.as_deref(),
        )
    })?;
    files.push(OutputFile::text(
        format!("{dir}{}", super::tei::FILE_NAME),
        tei,
    ));
    let data = span(Phase::Template, || {
        game_json(&GameDataParts {
            works: &checked.sources,
            base_url: &checked.config.base_url,
            game,
            commentary: commentary.as_deref(),
            variances: &variances,
            rulesets: &rulesets,
            figures: &figures,
            claims: &claim_runs,
            last_changed: last_changed.as_deref(),
            words,
        })
    })?;
    files.push(data);
    Ok(RenderedGame {
        files,
        summary_text,
        catalogue,
    })
}

/// The works the entry cites, each with the part cited and who contributed, linked to the
/// work's page.
fn cited_works(checked: &Checked, game: &CheckedGame) -> Vec<CitedWork> {
    game.loaded
        .entry
        .sources
        .iter()
        .filter_map(|cited| {
            let work = checked.sources.get(&cited.work)?;
            Some(CitedWork {
                id: work.id.clone(),
                title: work.title.clone(),
                authors: work.authors.clone(),
                year: work.year,
                part: cited.part.clone(),
                contributors: cited.contributors.clone(),
                url: format!("sources/{}/", work.id),
            })
        })
        .collect()
}

/// The length of the texts a game's page shows (summary, witnesses, commentary), in bytes.
fn text_length(game: &CheckedGame) -> usize {
    let loaded = &game.loaded;
    loaded.entry.summary.len()
        + loaded.witness_texts.iter().map(String::len).sum::<usize>()
        + loaded.entry.commentary.as_ref().map_or(0, String::len)
        + loaded.commentary.as_ref().map_or(0, String::len)
}

/// The commentary a game's page shows: the entry's own `commentary:` field, then the sibling
/// `<id>.md` file, as one Markdown text (`None` when the entry has neither).
fn commentary_markdown(loaded: &crate::content::LoadedEntry) -> Option<std::borrow::Cow<'_, str>> {
    match (
        loaded.entry.commentary.as_deref(),
        loaded.commentary.as_deref(),
    ) {
        (Some(inline), Some(file)) => Some(format!("{inline}\n\n{file}").into()),
        (Some(text), None) | (None, Some(text)) => Some(text.into()),
        (None, None) => None,
    }
}

/// The game's 1200x630 card: English and Chinese names, pinyin and family, and the first
/// board drawn.
fn social_card(
    checked: &Checked,
    game: &CheckedGame,
    rulesets: &[RulesetView],
    diagrams: &Diagrams,
    words: crate::i18n::Words<'_>,
) -> Result<Option<Vec<u8>>, Problem> {
    let entry = &game.loaded.entry;
    let names = &entry.names;
    let title = match &names.zh {
        Some(zh) => format!("{} {zh}", names.en),
        None => names.en.clone(),
    };
    let mut subtitle: Vec<String> = Vec::new();
    subtitle.extend(names.pinyin.clone());
    // A name in a script the shipped fonts lack (Thai, Khmer, Ge'ez, ...) stays on the page,
    // where the reader's browser draws it, but is left off the PNG card.
    subtitle.extend(
        names
            .native
            .clone()
            .filter(|native| diagrams.can_draw(native)),
    );
    subtitle.push(words.get(&format!("group-{}", entry.group.slug())));
    let card = boardlore_diagram::SocialCard {
        title,
        subtitle: subtitle.join(" · "),
        site: checked.config.title.clone(),
        board_svg: rulesets.iter().find_map(|r| r.start.svg.clone()),
    };
    diagrams
        .social_card(&card)
        .map_err(|error| game_problem(game, "names", "the social card", error))
}
