//! The boards of a game's page: each ruleset's start, the positions where two rulesets part,
//! and the figures, each drawn as inline SVG and a PNG beside the page.

use boardlore_engine::PositionView;

use super::game_view::{DiagramView, DivergenceView, FigureView, RulesetView};
use super::legend::{legend_view, Drawn};
use super::timing::{span, Phase};
use super::{plain_text, Features, OutputFile};
use crate::content::{CheckedGame, CheckedRuleset, Entry, Ruleset};
use crate::diagrams::Diagrams;
use crate::markdown::to_inline_html;
use crate::problem::Problem;

/// Width in pixels of the PNG of a figure or start position.
pub(super) const DIAGRAM_WIDTH: u32 = 800;

/// Draws a game page's diagrams and keeps the PNG files they make.
pub(super) struct Drawer<'a> {
    pub(super) game: &'a CheckedGame,
    /// The names of the entry's texts and rulesets.
    pub(super) labels: &'a super::labels::Labels<'a>,
    pub(super) diagrams: &'a Diagrams,
    /// The page's folder, e.g. `games/xiangqi/`.
    pub(super) dir: &'a str,
    /// The PNGs drawn so far, each at its path under the output.
    pub(super) files: Vec<OutputFile>,
    /// The edition's messages.
    pub(super) words: crate::i18n::Words<'a>,
    /// Whether to draw the PNGs; an edition other than the main one links the main one's.
    pub(super) pngs: bool,
    /// What a PNG's link starts with: nothing on the main edition's page, the way up to the
    /// main edition's folder of the game on another's (`../../../games/xiangqi/`).
    pub(super) png_prefix: String,
}

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

impl Drawer<'_> {
    /// The diagram as SVG, with its PNG written beside the page (none without a board or
    /// when diagrams are off).
    fn draw(&mut self, request: DrawRequest<'_>) -> Result<DiagramView, Problem> {
        let id = &self.game.loaded.entry.id;
        let svg = match (request.board, request.view) {
            (Some(board), Some(view)) => span(Phase::Diagrams, || {
                self.diagrams.svg(
                    (board, view, request.players),
                    request.marks,
                    &format!("{id}-{}", request.name),
                    request.flipped,
                    &request.title,
                )
            }),
            _ => None,
        };
        let mut png = None;
        if let (Some(_), false) = (&svg, self.pngs) {
            png = self
                .diagrams
                .enabled()
                .then(|| format!("{}{}.png", self.png_prefix, request.name));
        } else if let Some(svg) = &svg {
            let bytes = span(Phase::Diagrams, || self.diagrams.png(svg, DIAGRAM_WIDTH))
                .map_err(|error| game_problem(self.game, request.field, &request.title, error))?;
            if let Some(bytes) = bytes {
                let file = format!("{}.png", request.name);
                self.files.push(OutputFile {
                    path: format!("{}{file}", self.dir),
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
    }

    /// Each ruleset with its start drawn, its notes and its legend, placed for the page.
    pub(super) fn rulesets(&mut self, features: Features) -> Result<Vec<RulesetView>, Problem> {
        let game = self.game;
        let entry = &game.loaded.entry;
        let mut rulesets = Vec::new();
        for (index, (ruleset, compiled)) in entry.rulesets.iter().zip(&game.rulesets).enumerate() {
            rulesets.push(self.ruleset(index, ruleset, compiled)?);
        }
        super::game_view::place_start_diagrams(&mut rulesets, features.play);
        Ok(rulesets)
    }

    /// The ruleset at `index`: its start drawn, its notes and its legend, which names only
    /// what the rulesets before it have not.
    fn ruleset(
        &mut self,
        index: usize,
        ruleset: &Ruleset,
        compiled: &CheckedRuleset,
    ) -> Result<RulesetView, Problem> {
        let entry = &self.game.loaded.entry;
        // A ruleset with a board but no rules is drawn as the empty board.
        let empty = PositionView::default();
        // A name may hold Markdown ("Fairy-Stockfish `xiangqi`"): HTML in the heading, plain
        // text in labels and titles.
        let display_name = self.labels.ruleset(&ruleset.id);
        let lang = self.words.lang;
        let name_html = ruleset.name.as_ref().map_or_else(
            || crate::markdown::escape(&ruleset.id),
            |name| to_inline_html(name.shown(lang).text),
        );
        let start = self.draw(DrawRequest {
            board: compiled.board.as_deref(),
            view: compiled.start_view.as_ref().or(Some(&empty)),
            players: &compiled.players,
            marks: &[],
            name: format!("start-{}", ruleset.id),
            flipped: false,
            position: compiled.start_position.clone(),
            title: match compiled.rules {
                Some(_) => self
                    .words
                    .with("diagram-start-of", &[("ruleset", &display_name)]),
                None => self
                    .words
                    .with("diagram-board-of", &[("ruleset", &display_name)]),
            },
            field: &format!("rulesets[{index}]"),
        })?;
        Ok(RulesetView {
            id: ruleset.id.clone(),
            name: display_name,
            name_html,
            status: ruleset.status.name(),
            status_note: self
                .words
                .get(&format!("status-note-{}", ruleset.status.name())),
            follows: self.labels.witness_links(&ruleset.follows),
            assumptions: ruleset
                .assumptions
                .iter()
                .map(|a| to_inline_html(a.shown(lang).text))
                .collect(),
            unmodelled: ruleset
                .unmodelled
                .iter()
                .map(|a| to_inline_html(a.shown(lang).text))
                .collect(),
            playable: compiled.rules.is_some(),
            validated: super::coverage::claim_views(&ruleset.validated, self.words),
            start,
            leads: false,
            start_here: true,
            data_json: script_json(ruleset_data(entry, ruleset, compiled)),
            legend: compiled
                .legend
                .as_deref()
                .and_then(|legend| legend_view(legend, &self.legends_before(index), self.words)),
        })
    }

    /// The legends of the rulesets before the one at `index`, which its own legend does not
    /// repeat.
    fn legends_before(&self, index: usize) -> Vec<Drawn<'_>> {
        let entry = &self.game.loaded.entry;
        entry
            .rulesets
            .iter()
            .zip(&self.game.rulesets)
            .take(index)
            .filter_map(|(r, c)| {
                Some(Drawn {
                    id: &r.id,
                    name: plain_text(
                        r.name
                            .as_ref()
                            .map_or(&r.id, |n| n.shown(self.words.lang).text),
                        80,
                    ),
                    legend: c.legend.as_deref()?,
                })
            })
            .collect()
    }

    /// The first position where each pair of rulesets plays differently, drawn with the
    /// moves that part marked.
    pub(super) fn divergences(
        &mut self,
        rulesets: &[RulesetView],
        features: Features,
    ) -> Result<Vec<DivergenceView>, Problem> {
        let game = self.game;
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
            super::divergence::partings(
                &sides,
                features.play,
                self.diagrams.cache_dir(),
                self.words,
            )
        });
        let mut divergences = Vec::with_capacity(partings.len());
        for parting in partings {
            let compiled = &game.rulesets[parting.first];
            let diagram = match &parting.drawn {
                Some((view, position, marks)) => Some(self.draw(DrawRequest {
                    board: compiled.board.as_deref(),
                    view: Some(view),
                    players: &compiled.players,
                    marks,
                    name: format!("divergence-{}", parting.rulesets.replace(' ', "-")),
                    flipped: false,
                    position: Some(position.clone()),
                    title: format!("Where {} part", and_names(rulesets, &parting.rulesets)),
                    field: &format!("rulesets[{}]", parting.first),
                })?),
                None => None,
            };
            divergences.push(DivergenceView {
                rulesets: parting.rulesets,
                diagram,
                caption: parting.caption,
            });
        }
        Ok(divergences)
    }

    /// Each figure drawn, with its caption and the ruleset it shows (the first by default).
    pub(super) fn figures(&mut self) -> Result<Vec<FigureView>, Problem> {
        let game = self.game;
        let entry = &game.loaded.entry;
        let mut figures = Vec::new();
        for (index, (figure, drawn)) in entry.figures.iter().zip(&game.figures).enumerate() {
            let diagram = self.draw(DrawRequest {
                board: drawn.board.as_deref(),
                view: drawn.view.as_ref(),
                players: &drawn.players,
                marks: &drawn.marks,
                name: format!("figure-{}", figure.id),
                flipped: figure.flipped,
                position: figure.position.clone(),
                // The title goes into the drawing only: no need to work it out without one.
                title: if self.diagrams.enabled() {
                    self.words.with(
                        "diagram-figure",
                        &[
                            ("id", &figure.id),
                            (
                                "caption",
                                &plain_text(figure.caption.shown(self.words.lang).text, 160),
                            ),
                        ],
                    )
                } else {
                    String::new()
                },
                field: &format!("figures[{index}]"),
            })?;
            // The figure's drawing is also published on its own, for the game's open data.
            let svg_file = diagram.svg.as_ref().map(|svg| {
                let file = format!("figure-{}.svg", figure.id);
                self.files.push(OutputFile {
                    path: format!("{}{file}", self.dir),
                    bytes: svg.clone().into_bytes(),
                });
                file
            });
            let ruleset = figure
                .ruleset
                .clone()
                .or_else(|| entry.rulesets.first().map(|r| r.id.clone()));
            figures.push(FigureView {
                id: figure.id.clone(),
                caption_html: to_inline_html(figure.caption.shown(self.words.lang).text),
                ruleset_name: ruleset.as_deref().map(|id| self.labels.ruleset(id)),
                ruleset,
                diagram,
                svg_file,
            });
        }
        Ok(figures)
    }
}

/// The web board's data for a ruleset, as JSON text with its keys in order: the game, the
/// rules (as written, converted once per distinct text when they compiled), the ruleset and
/// the start position.
fn ruleset_data(entry: &Entry, ruleset: &Ruleset, compiled: &CheckedRuleset) -> String {
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

/// A render failure as a problem of the game's file, at `field`.
pub(super) fn game_problem(
    game: &CheckedGame,
    field: &str,
    what: &str,
    error: boardlore_diagram::RenderError,
) -> Problem {
    let loaded = &game.loaded;
    crate::diagrams::problem(&loaded.file, field, &format!("`{what}`"), error)
        .at(loaded.spans.locate(field))
}

/// The rulesets whose ids `ids` lists (space-separated) named as readers see them, joined by
/// "and" (`Two players (Method I) and The translation's reading`); an unknown id is kept.
fn and_names(rulesets: &[RulesetView], ids: &str) -> String {
    ids.split(' ')
        .map(|id| {
            rulesets
                .iter()
                .find(|r| &*r.id == id)
                .map_or(id, |r| &*r.name)
        })
        .collect::<Vec<_>>()
        .join(" and ")
}
