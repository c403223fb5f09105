//! A game's page: names, sources, witnesses side by side, variances, rulesets and figures,
//! with each board drawn as inline SVG, a PNG and the page's social card.

use std::collections::BTreeSet;

use boardlore_engine::PositionView;
use tera::Context;

use super::game_view::{
    CitedWork, ComparisonView, DiagramView, DivergenceView, FigureView, GameHead, GamePage,
    OgImage, ReadingView, RulesetView, VarianceColumn, VarianceView, WitnessView,
};
use super::legend::{legend_html, Drawn};
use super::timing::{span, Phase};
use super::{collapsed_text, names_html, plain_text, shorten, OutputFile};
use crate::anchors::{mark, Anchor};
use crate::compare::{diff_html, related, Granularity};
use crate::content::{Checked, CheckedGame, Status};
use crate::diagrams::Diagrams;
use crate::markdown::{to_html, to_inline_html, to_plain_text};
use crate::problem::Problem;
use crate::templates::Templates;

fn variance_columns(
    entry: &crate::content::Entry,
    witnesses: &[WitnessView],
) -> Vec<VarianceColumn> {
    let used = |key: &str| entry.variances.iter().any(|v| v.readings.contains_key(key));
    let mut columns: Vec<VarianceColumn> = witnesses
        .iter()
        .filter(|w| used(&w.id))
        .map(|w| VarianceColumn {
            key: w.id.clone(),
            label: w.id.clone(),
            lang: w.lang.clone(),
            note: match w.followed_by.len() {
                0 => String::new(),
                1 => format!("ruleset: {}", w.followed_by[0]),
                _ => format!("rulesets: {}", w.followed_by.join(", ")),
            },
            link: Some(format!("#witness-{}", w.id)),
        })
        .collect();
    let mut others: BTreeSet<&String> = BTreeSet::new();
    for variance in &entry.variances {
        others.extend(
            variance
                .readings
                .keys()
                .filter(|k| !witnesses.iter().any(|w| &w.id == *k)),
        );
    }
    for ruleset in &entry.rulesets {
        let key = format!("ruleset-{}", ruleset.id);
        if others.remove(&key) {
            columns.push(VarianceColumn {
                label: ruleset
                    .name
                    .as_deref()
                    .map_or_else(|| ruleset.id.clone(), collapsed_text),
                key,
                lang: String::new(),
                note: "this ruleset's reading".into(),
                link: Some(format!("#ruleset-{}", ruleset.id)),
            });
        }
    }
    columns.extend(others.into_iter().map(|key| VarianceColumn {
        key: key.clone(),
        label: key.clone(),
        lang: String::new(),
        note: "proposed reading, no witness".into(),
        link: None,
    }));
    columns
}

/// What a ruleset's status means, in a few words for the page.
fn status_note(status: Status) -> &'static str {
    match status {
        Status::Faithful => "follows its texts without filling gaps",
        Status::Interpreted => "chooses readings where its texts are thin",
        Status::Reconstructed => "fills in rules its texts lack",
        Status::Reference => "the reading of a reference implementation",
    }
}

/// The web board's data for a ruleset, as JSON text with its keys in order: the game, the
/// rules (as written, converted once per distinct text when they compiled), the ruleset and
/// the start position.
fn ruleset_data(
    entry: &crate::content::Entry,
    ruleset: &crate::content::Ruleset,
    compiled: &crate::content::CheckedRuleset,
) -> String {
    let text = |value: &str| serde_json::to_string(value).unwrap_or_else(|_| "null".into());
    let rules: std::borrow::Cow<'_, str> = match (&compiled.rules_json, &ruleset.rules) {
        (Some(json), _) => std::borrow::Cow::Borrowed(json),
        (None, Some(raw)) => serde_json::to_string(&raw.to_json())
            .unwrap_or_else(|_| "null".into())
            .into(),
        (None, None) => "null".into(),
    };
    let start = compiled
        .start_position
        .as_deref()
        .map_or_else(|| "null".to_string(), text);
    format!(
        "{{\"game\":{},\"rules\":{rules},\"ruleset\":{},\"start\":{start}}}",
        text(&entry.id),
        text(&ruleset.id)
    )
}

/// Embeds JSON in a `<script type="application/json">` block safely: every `<` (which JSON
/// only has inside strings) is written as the escape `\u003c`, so no `</script>` or `<!--`
/// can end or change the block and the text stays valid JSON.
fn script_json(json: String) -> String {
    if json.contains('<') {
        json.replace('<', "\\u003c")
    } else {
        json
    }
}

/// A game's rendered files, and its summary as plain text on one line (for the home page).
pub(super) struct RenderedGame {
    pub(super) files: Vec<OutputFile>,
    pub(super) summary_text: String,
}

/// Renders one game's page and its diagrams (PNG files and the social card).
pub(super) fn render_game(
    checked: &Checked,
    game: &CheckedGame,
    templates: &Templates,
    diagrams: &Diagrams,
    base: &Context,
    features: super::Features,
) -> Result<RenderedGame, Problem> {
    let entry = &game.loaded.entry;
    let dir = format!("games/{}/", entry.id);
    let mut files = Vec::new();
    let mut draw = |request: DrawRequest<'_>| -> Result<DiagramView, Problem> {
        let svg = match (request.board, request.view) {
            (Some(board), Some(view)) => span(Phase::Diagrams, || {
                diagrams.svg(
                    (board, view, request.players),
                    request.marks,
                    &format!("{}-{}", entry.id, request.name),
                    request.flipped,
                    &request.title,
                )
            }),
            _ => None,
        };
        let mut png = None;
        if let Some(svg) = &svg {
            let bytes = span(Phase::Diagrams, || diagrams.png(svg, DIAGRAM_WIDTH))
                .map_err(|error| game_problem(game, request.field, &request.title, error))?;
            if let Some(bytes) = bytes {
                let file = format!("{}.png", request.name);
                files.push(OutputFile {
                    path: format!("{dir}{file}"),
                    bytes,
                });
                png = Some(file);
            }
        }
        Ok(DiagramView {
            svg,
            png,
            position: request.position,
        })
    };

    let followed_by = |witness: &str| -> Vec<String> {
        entry
            .rulesets
            .iter()
            .filter(|r| r.follows.iter().any(|f| f == witness))
            .map(|r| r.id.clone())
            .collect()
    };
    let variance_ids = crate::anchors::variance_ids(entry.variances.iter().map(|v| &*v.point));
    // The phrases each witness is quoted for, marked in its text.
    let anchors_of = |witness: &str| -> Vec<Anchor<'_>> {
        entry
            .variances
            .iter()
            .zip(&variance_ids)
            .filter_map(|(v, id)| {
                Some(Anchor {
                    variance: id,
                    quote: v.readings.get(witness)?.quote()?,
                })
            })
            .collect()
    };
    let witnesses: Vec<WitnessView> = entry
        .witnesses
        .iter()
        .zip(&game.loaded.witness_texts)
        .map(|(w, text)| WitnessView {
            id: w.id.clone(),
            kind: w.kind.clone(),
            lang: w.lang.clone(),
            author: w.author.clone(),
            source_title: w
                .source
                .as_ref()
                .and_then(|s| checked.sources.get(s))
                .map(|s| s.title.clone()),
            source_url: w.source.as_ref().map(|s| format!("/sources/{s}/")),
            html: span(Phase::Markdown, || {
                mark(&to_html(text), &w.id, &anchors_of(&w.id))
            }),
            followed_by: followed_by(&w.id),
        })
        .collect();

    let mut comparisons = Vec::new();
    let mut plain_texts: Vec<Option<String>> = vec![None; entry.witnesses.len()];
    for (i, a) in entry.witnesses.iter().enumerate() {
        for (j, b) in entry.witnesses.iter().enumerate().skip(i + 1) {
            let same = a.lang.split('-').next() == b.lang.split('-').next();
            if !same {
                continue;
            }
            let granularity = Granularity::for_language(&a.lang);
            for k in [i, j] {
                if plain_texts[k].is_none() {
                    plain_texts[k] = Some(span(Phase::Markdown, || {
                        to_plain_text(&game.loaded.witness_texts[k])
                    }));
                }
            }
            let left = plain_texts[i].as_deref().unwrap_or_default();
            let right = plain_texts[j].as_deref().unwrap_or_default();
            let compared = span(Phase::Compare, || {
                related(left, right, granularity).then(|| diff_html(left, right, granularity))
            });
            if let Some(html) = compared {
                comparisons.push(ComparisonView {
                    left: a.id.clone(),
                    right: b.id.clone(),
                    lang: a.lang.clone(),
                    html,
                });
            }
        }
    }

    let columns = variance_columns(entry, &witnesses);
    let variances: Vec<VarianceView> = entry
        .variances
        .iter()
        .zip(&variance_ids)
        .map(|(v, id)| VarianceView {
            id: id.clone(),
            anchored: v.readings.iter().any(|(key, r)| {
                r.quote().is_some() && entry.witnesses.iter().any(|w| &w.id == key)
            }),
            point: v.point.clone(),
            readings: columns
                .iter()
                .map(|c| ReadingView {
                    witness: c.key.clone(),
                    lang: c.lang.clone(),
                    html: v.readings.get(&c.key).map(|r| to_inline_html(r.text())),
                })
                .collect(),
        })
        .collect();

    let mut rulesets = Vec::new();
    for (index, (ruleset, compiled)) in entry.rulesets.iter().zip(&game.rulesets).enumerate() {
        let data = ruleset_data(entry, ruleset, compiled);
        // A ruleset with a board but no rules is drawn as the empty board.
        let empty = PositionView::default();
        // A name may hold Markdown ("Fairy-Stockfish `xiangqi`"): HTML in the heading, plain
        // text in labels and titles.
        let display_name = ruleset
            .name
            .as_deref()
            .map_or_else(|| ruleset.id.clone(), collapsed_text);
        let name_html = ruleset
            .name
            .as_deref()
            .map_or_else(|| crate::markdown::escape(&ruleset.id), to_inline_html);
        let start = draw(DrawRequest {
            board: compiled.board.as_deref(),
            view: compiled.start_view.as_ref().or(Some(&empty)),
            players: &compiled.players,
            marks: &[],
            name: format!("start-{}", ruleset.id),
            flipped: false,
            position: compiled.start_position.clone(),
            title: match compiled.rules {
                Some(_) => format!("Start position of {display_name}"),
                None => format!("The board of {display_name}"),
            },
            field: &format!("rulesets[{index}]"),
        })?;
        rulesets.push(RulesetView {
            id: ruleset.id.clone(),
            name: display_name,
            name_html,
            status: ruleset.status.name(),
            status_note: status_note(ruleset.status),
            follows: ruleset.follows.clone(),
            assumptions: ruleset
                .assumptions
                .iter()
                .map(|a| to_inline_html(a))
                .collect(),
            unmodelled: ruleset
                .unmodelled
                .iter()
                .map(|a| to_inline_html(a))
                .collect(),
            playable: compiled.rules.is_some(),
            validated: super::coverage::claim_views(&ruleset.validated),
            start,
            leads: false,
            start_here: true,
            data_json: script_json(data),
            legend_html: compiled.legend.as_deref().and_then(|legend| {
                let earlier: Vec<Drawn<'_>> = entry
                    .rulesets
                    .iter()
                    .zip(&game.rulesets)
                    .take(index)
                    .filter_map(|(r, c)| {
                        Some(Drawn {
                            id: &r.id,
                            name: plain_text(r.name.as_deref().unwrap_or(&r.id), 80),
                            legend: c.legend.as_deref()?,
                        })
                    })
                    .collect();
                legend_html(legend, &earlier)
            }),
        });
    }
    super::game_view::place_start_diagrams(&mut rulesets, features.play);

    let sides: Vec<super::divergence::PairSide<'_>> = rulesets
        .iter()
        .zip(&game.rulesets)
        .map(|(view, compiled)| {
            (
                &*view.id,
                &*view.name,
                compiled.rules.as_ref(),
                compiled.rules_json.as_deref(),
                compiled.players.iter().map(|p| p.name.clone()).collect(),
            )
        })
        .collect();
    let partings = span(Phase::Divergence, || {
        super::divergence::partings(&sides, features.play, diagrams.cache_dir())
    });
    let mut divergences = Vec::with_capacity(partings.len());
    for parting in partings {
        let compiled = &game.rulesets[parting.first];
        let diagram = match &parting.drawn {
            Some((view, position, marks)) => Some(draw(DrawRequest {
                board: compiled.board.as_deref(),
                view: Some(view),
                players: &compiled.players,
                marks,
                name: format!("divergence-{}", parting.rulesets.replace(' ', "-")),
                flipped: false,
                position: Some(position.clone()),
                title: format!("Where {} part", parting.rulesets.replace(' ', " and ")),
                field: &format!("rulesets[{}]", parting.first),
            })?),
            None => None,
        };
        divergences.push(DivergenceView {
            rulesets: parting.rulesets,
            diagram,
            caption_html: parting.caption_html,
        });
    }

    let claims = super::claim_view::claim_views(game, diagrams.cache_dir());

    let mut figures = Vec::new();
    for (index, (figure, drawn)) in entry.figures.iter().zip(&game.figures).enumerate() {
        let diagram = draw(DrawRequest {
            board: drawn.board.as_deref(),
            view: drawn.view.as_ref(),
            players: &drawn.players,
            marks: &drawn.marks,
            name: format!("figure-{}", figure.id),
            flipped: figure.flipped,
            position: figure.position.clone(),
            // The title goes into the drawing only: no need to work it out without one.
            title: if diagrams.enabled() {
                format!("Figure {}: {}", figure.id, plain_text(&figure.caption, 160))
            } else {
                String::new()
            },
            field: &format!("figures[{index}]"),
        })?;
        figures.push(FigureView {
            id: figure.id.clone(),
            caption_html: to_inline_html(&figure.caption),
            ruleset: figure
                .ruleset
                .clone()
                .or_else(|| entry.rulesets.first().map(|r| r.id.clone())),
            diagram,
        });
    }

    let sources: Vec<CitedWork> = entry
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
                url: format!("/sources/{}/", work.id),
            })
        })
        .collect();

    let og_image = span(Phase::Diagrams, || {
        social_card(checked, game, &rulesets, diagrams)
    })?
    .map(|bytes| {
        files.push(OutputFile {
            path: format!("{dir}card.png"),
            bytes,
        });
        OgImage {
            url: checked.config.absolute(&format!("{dir}card.png")),
            width: boardlore_diagram::CARD_WIDTH,
            height: boardlore_diagram::CARD_HEIGHT,
        }
    })
    .or_else(|| {
        // Without a card, the first diagram stands in.
        let png = rulesets
            .iter()
            .map(|r| &r.start)
            .chain(figures.iter().map(|f| &f.diagram))
            .find_map(|d| d.png.as_ref())?;
        Some(OgImage {
            url: checked.config.absolute(&format!("{dir}{png}")),
            width: DIAGRAM_WIDTH,
            height: 0,
        })
    });

    let (summary_html, summary_text, commentary_html) = span(Phase::Markdown, || {
        (
            to_html(&entry.summary),
            collapsed_text(&entry.summary),
            commentary_markdown(&game.loaded).map(|text| to_html(&text)),
        )
    });
    let description = shorten(&summary_text, 200);
    let names_html = names_html(&entry.names);
    let search_pinyin = entry
        .names
        .pinyin
        .as_deref()
        .map(crate::search::folded_pinyin)
        .unwrap_or_default();
    let page = GamePage {
        page_path: &dir,
        game: &GameHead {
            id: &entry.id,
            names: &entry.names,
            family: entry.family.slug(),
            mechanics: &entry.mechanics,
        },
        names_html: &names_html,
        family_title: entry.family.title(),
        search_pinyin: &search_pinyin,
        summary_html: &summary_html,
        description: &description,
        commentary_html: commentary_html.as_deref(),
        sources: &sources,
        witnesses: &witnesses,
        comparisons: &comparisons,
        variances: &variances,
        columns: &columns,
        divergences: &divergences,
        claims: &claims,
        rulesets: &rulesets,
        figures: &figures,
        og_image: og_image.as_ref(),
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
        Ok::<_, Problem>(html)
    })?;
    files.push(OutputFile {
        path: format!("{dir}index.html"),
        bytes: html,
    });
    Ok(RenderedGame {
        files,
        summary_text,
    })
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

/// Width in pixels of the PNG of a figure or start position.
const DIAGRAM_WIDTH: u32 = 800;

/// One diagram to draw on a game page.
struct DrawRequest<'a> {
    board: Option<&'a boardlore_engine::board::Board>,
    view: Option<&'a PositionView>,
    /// Whose pieces are drawn in which colour.
    players: &'a [boardlore_engine::PlayerInfo],
    marks: &'a [crate::diagrams::Mark],
    /// File stem of the PNG and suffix of the SVG's ids, e.g. `figure-fig2`.
    name: String,
    flipped: bool,
    /// The position's notation, shown under the diagram.
    position: Option<String>,
    /// Accessible title of the drawing.
    title: String,
    /// The entry field the diagram comes from, named in errors.
    field: &'a str,
}

/// A render failure as a problem of the game's file, at `field`.
fn game_problem(
    game: &CheckedGame,
    field: &str,
    what: &str,
    error: boardlore_diagram::RenderError,
) -> Problem {
    let loaded = &game.loaded;
    crate::diagrams::problem(&loaded.file, field, &format!("`{what}`"), error)
        .at(loaded.spans.locate(field))
}

/// The game's 1200x630 card: English and Chinese names, pinyin and family, and the first
/// board drawn.
fn social_card(
    checked: &Checked,
    game: &CheckedGame,
    rulesets: &[RulesetView],
    diagrams: &Diagrams,
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
    subtitle.push(entry.family.title().to_string());
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
