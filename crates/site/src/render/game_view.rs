//! The prepared data of a game page: what `game.html` is rendered from by Tera. The page
//! borrows its parts. Text is plain and escaped by the templates; only drawings (SVG), the
//! board's JSON, compared texts and the entry's Markdown come as finished HTML that the
//! template marks safe. The legends, claims and divergence captions are data written out by
//! the partials in `templates/partials/`.

use serde::Serialize;
use tera::Context;

use super::NameView;

/// What the game template needs of the entry itself (the rest comes prepared).
#[derive(Serialize)]
pub(super) struct GameHead<'a> {
    pub(super) id: &'a str,
    pub(super) names: &'a crate::content::Names,
    /// The catalogue group's slug (`folk`, `chess`, `race`).
    pub(super) group: &'static str,
    pub(super) mechanics: Vec<String>,
}

#[derive(Serialize)]
pub(super) struct CitedWork {
    pub(super) id: String,
    pub(super) title: String,
    pub(super) authors: Vec<String>,
    pub(super) year: Option<i32>,
    pub(super) part: Option<String>,
    pub(super) contributors: Vec<String>,
    pub(super) url: String,
}

#[derive(Serialize)]
pub(super) struct WitnessView {
    pub(super) id: String,
    /// What the reader is shown for it (render/labels.rs).
    pub(super) label: String,
    pub(super) kind: String,
    pub(super) lang: String,
    pub(super) author: Option<String>,
    pub(super) source_title: Option<String>,
    pub(super) source_url: Option<String>,
    pub(super) html: String,
    pub(super) followed_by: Vec<super::labels::LinkView>,
    /// Where in its work (`pp. 44-47`).
    pub(super) part: Option<String>,
    /// Who translated it.
    pub(super) translator: Option<String>,
    /// The original it renders.
    pub(super) original: Option<OriginalView>,
}

/// The original a translation renders: a text on the page, or a work the archive does not
/// hold the text of.
#[derive(Serialize)]
pub(super) struct OriginalView {
    /// The witness's id (held) or the work's id.
    pub(super) id: String,
    pub(super) label: String,
    /// The page shows the original (a witness), rather than only naming its work.
    pub(super) held: bool,
    /// Where in the work it stands, when the entry's sources say (`part`).
    pub(super) part: Option<String>,
}

#[derive(Serialize)]
pub(super) struct ReadingView {
    pub(super) witness: String,
    pub(super) lang: String,
    pub(super) html: Option<String>,
    /// The witness's text is marked where it states this reading.
    pub(super) quoted: bool,
    /// Why the witness's text gives no phrase for it (inline HTML).
    pub(super) unquoted: Option<String>,
}

#[derive(Serialize)]
pub(super) struct VarianceView {
    /// The rule point's id, named by the `<mark>`s of the phrases that state it.
    pub(super) id: String,
    /// Some witness's text marks a phrase for this point (the row can be selected).
    pub(super) anchored: bool,
    pub(super) point: String,
    pub(super) readings: Vec<ReadingView>,
}

/// A column of the variances table: a witness, a ruleset's own reading, or a proposed reading.
#[derive(Serialize)]
pub(super) struct VarianceColumn {
    pub(super) key: String,
    pub(super) label: String,
    pub(super) lang: String,
    pub(super) note: String,
    pub(super) link: Option<String>,
}

#[derive(Serialize)]
pub(super) struct DiagramView {
    pub(super) svg: Option<String>,
    pub(super) png: Option<String>,
    pub(super) position: Option<String>,
}

#[derive(Serialize)]
pub(super) struct RulesetView {
    pub(super) id: String,
    /// The name as plain text (labels, titles).
    pub(super) name: String,
    /// The name as inline HTML (its heading).
    pub(super) name_html: String,
    pub(super) status: &'static str,
    pub(super) status_note: String,
    pub(super) follows: Vec<super::labels::LinkView>,
    pub(super) assumptions: Vec<String>,
    pub(super) unmodelled: Vec<String>,
    pub(super) playable: bool,
    pub(super) validated: Vec<super::coverage::ClaimView>,
    pub(super) start: DiagramView,
    /// Shown first, under the summary: the board's first ruleset, or without the board the
    /// ruleset whose start diagram stands in the board's place.
    pub(super) leads: bool,
    /// The ruleset's section draws its start position (the lead area does not show it).
    pub(super) start_here: bool,
    pub(super) data_json: String,
    /// How the pieces move, drawn from the compiled rules (render/legend.rs), for
    /// `templates/partials/legend.html`.
    pub(super) legend: Option<super::legend::LegendView>,
}

#[derive(Serialize)]
pub(super) struct FigureView {
    pub(super) id: String,
    pub(super) caption_html: String,
    pub(super) ruleset: Option<String>,
    /// The name of that ruleset.
    pub(super) ruleset_name: Option<String>,
    pub(super) diagram: DiagramView,
    /// The drawing's SVG file beside the page (`figure-<id>.svg`), published for open data.
    pub(super) svg_file: Option<String>,
}

/// Where two playable rulesets part on the board (render/divergence.rs).
#[derive(Serialize)]
pub(super) struct DivergenceView {
    /// The two ruleset ids, space-separated.
    pub(super) rulesets: String,
    /// The position after the common line, when the two part.
    pub(super) diagram: Option<DiagramView>,
    /// The moves, what each allows there and the links that load the line
    /// (`templates/partials/divergence.html`).
    pub(super) caption: super::divergence::Caption,
}

#[derive(Serialize)]
pub(super) struct ComparisonView {
    pub(super) left: String,
    pub(super) right: String,
    pub(super) lang: String,
    pub(super) html: String,
}

/// Everything the game page shows, prepared: the context of `game.html` (with `site`).
#[derive(Serialize)]
pub(super) struct GamePage<'a> {
    pub(super) page_path: &'a str,
    /// The folder under `play/` of the web board's module the page loads (`chess/`), empty
    /// for the whole engine.
    pub(super) board_folder: String,
    pub(super) game: &'a GameHead<'a>,
    pub(super) names: &'a NameView,
    /// The catalogue group's heading, as on the home page.
    pub(super) group_title: String,
    /// The pinyin as typed for a search (see [`crate::pinyin::folded_pinyin`]).
    pub(super) search_pinyin: &'a str,
    pub(super) summary_html: &'a str,
    /// The language the summary is shown in: the edition's, or English standing in.
    pub(super) summary_lang: &'a str,
    /// True when the edition's language has no summary of its own, so the English stands in.
    pub(super) summary_fallback: bool,
    pub(super) description: &'a str,
    pub(super) commentary_html: Option<&'a str>,
    pub(super) sources: &'a [CitedWork],
    pub(super) witnesses: &'a [WitnessView],
    pub(super) comparisons: &'a [ComparisonView],
    pub(super) variances: &'a [VarianceView],
    #[serde(rename = "variance_columns")]
    pub(super) columns: &'a [VarianceColumn],
    /// The rulesets of the adoption matrix (render/apparatus.rs).
    pub(super) adoption_columns: &'a [super::apparatus::AdoptionColumn],
    /// Its rows, one per rule point.
    pub(super) adoptions: &'a [super::apparatus::AdoptionRow],
    /// The glossary of the entry's terms, and its heading ("Chinese terms").
    pub(super) terms: &'a [super::apparatus::TermView],
    pub(super) terms_heading: String,
    /// The language the entry's terms share (`zh`, `ja`, `ko`), if they share one.
    pub(super) terms_language: Option<&'a str>,
    /// The entry as a TEI P5 document beside the page.
    pub(super) tei_file: &'a str,
    pub(super) divergences: &'a [DivergenceView],
    /// The entry's claims with their verdicts (render/claim_view.rs).
    pub(super) claims: &'a [super::claim_view::ClaimView],
    pub(super) rulesets: &'a [RulesetView],
    pub(super) figures: &'a [FigureView],
    pub(super) og_image: Option<&'a OgImage>,
    /// "Cite this entry".
    pub(super) citation: &'a super::citation::CitationView,
}

impl GamePage<'_> {
    /// The Tera context of the page: `base` (the site) and the page's own variables,
    /// serialized once from the borrowed view.
    pub(super) fn context(&self, base: &Context) -> Result<Context, tera::Error> {
        let mut page = Context::from_serialize(self)?;
        page.extend(base.clone());
        Ok(page)
    }
}

/// The picture of a page for OpenGraph.
#[derive(Serialize)]
pub(super) struct OgImage {
    pub(super) url: String,
    pub(super) width: u32,
    /// Zero when unknown (a diagram's height follows its board).
    pub(super) height: u32,
}

/// Decides where each ruleset's start position is drawn, so that each is drawn once. The
/// ruleset that `leads` is the one shown first under the summary: the board's first playable
/// ruleset when the site has the board (which then draws every playable ruleset's start), else
/// the first ruleset, whose start diagram takes the board's place. A ruleset section draws its
/// own start (`start_here`) only where the lead area does not show that picture.
pub(super) fn place_start_diagrams(rulesets: &mut [RulesetView], board: bool) {
    let board = board && rulesets.iter().any(|r| r.playable);
    let lead = if board {
        rulesets.iter().position(|r| r.playable)
    } else {
        (!rulesets.is_empty()).then_some(0)
    };
    let Some(lead) = lead else {
        return;
    };
    rulesets[lead].leads = true;
    let lead_picture = (
        rulesets[lead].start.position.clone(),
        rulesets[lead].start.svg.is_some(),
    );
    for (index, r) in rulesets.iter_mut().enumerate() {
        r.start_here = if board {
            !r.playable
        } else {
            let same = (r.start.position.clone(), r.start.svg.is_some()) == lead_picture
                && r.start.position.is_some();
            index != lead && !same
        };
    }
}

#[cfg(test)]
mod tests {
    use super::{place_start_diagrams, DiagramView, RulesetView};

    fn ruleset(id: &str, playable: bool, position: Option<&str>) -> RulesetView {
        RulesetView {
            id: id.to_string(),
            name: id.to_string(),
            name_html: id.to_string(),
            status: "interpreted",
            status_note: String::new(),
            follows: Vec::new(),
            assumptions: Vec::new(),
            unmodelled: Vec::new(),
            playable,
            validated: Vec::new(),
            start: DiagramView {
                svg: position.map(|p| format!("<svg>{p}</svg>")),
                png: None,
                position: position.map(str::to_string),
            },
            leads: false,
            start_here: true,
            legend: None,
            data_json: String::new(),
        }
    }

    fn placed(rulesets: &mut [RulesetView]) -> Vec<(bool, bool)> {
        rulesets.iter().map(|r| (r.leads, r.start_here)).collect()
    }

    #[test]
    fn with_the_board_it_draws_every_playable_start_and_sections_only_the_others() {
        let mut rulesets = [
            ruleset("board-only", false, None),
            ruleset("main", true, Some("x/o")),
            ruleset("other", true, Some("o/x")),
        ];
        place_start_diagrams(&mut rulesets, true);
        assert_eq!(
            placed(&mut rulesets),
            [(false, true), (true, false), (false, false)]
        );
    }

    #[test]
    fn without_the_board_the_first_start_stands_in_its_place_and_is_not_drawn_twice() {
        let mut rulesets = [
            ruleset("main", true, Some("x/o")),
            ruleset("same-start", true, Some("x/o")),
            ruleset("other-start", true, Some("o/x")),
        ];
        place_start_diagrams(&mut rulesets, false);
        assert_eq!(
            placed(&mut rulesets),
            [(true, false), (false, false), (false, true)]
        );
    }
}
