//! A ruleset's legend for the page: computed once per ruleset at build time from the engine's
//! [`Legend`] (read from the compiled rules) as plain data with the pictures drawn as SVG;
//! `templates/partials/legend.html` writes the markup.

use boardlore_diagram::{board_sign_svg, line_pattern_svg, move_picture_svg};
use boardlore_engine::legend::{BoardSign, Legend, LegendItem, MovePicture};
use serde::Serialize;

use crate::i18n::Words;

/// A legend already on the page: its ruleset's id and name (plain text), and the legend.
pub(super) struct Drawn<'a> {
    pub(super) id: &'a str,
    pub(super) name: String,
    pub(super) legend: &'a Legend,
}

/// A legend ready for the template.
#[derive(Serialize)]
pub(super) struct LegendView {
    /// Some item is a piece, so the heading is about how the pieces move.
    pieces: bool,
    /// Some picture is drawn in this legend, so the key to the marks is shown.
    key: bool,
    items: Vec<ItemView>,
}

/// One piece or rule of play.
#[derive(Serialize)]
struct ItemView {
    /// The piece's id (`data-piece`), none for a rule of play.
    piece: Option<String>,
    name: String,
    /// The glyph, when it is not the name itself.
    glyph: Option<String>,
    /// The Betza notation.
    notation: Option<String>,
    /// An earlier ruleset whose legend has the same item: a link there replaces the drawing.
    same: Option<SameView>,
    figures: Vec<FigureView>,
    lines: Vec<String>,
}

/// The ruleset an item points back to.
#[derive(Serialize)]
struct SameView {
    id: String,
    name: String,
}

/// One picture of an item with its caption (plain text; `code` for a line pattern).
#[derive(Serialize)]
struct FigureView {
    svg: String,
    caption: String,
    code: bool,
}

/// The legend's data in `words`' language: the heading, whether the key to the marks is
/// needed, then every item with its name, glyph and notation, its pictures and its sentences.
/// An item equal to one of an `earlier` ruleset's legend on the page points there instead of
/// being drawn again. `None` for an empty legend.
pub(super) fn legend_view(
    legend: &Legend,
    earlier: &[Drawn<'_>],
    words: Words<'_>,
) -> Option<LegendView> {
    if legend.items.is_empty() {
        return None;
    }
    let same = |item: &LegendItem| earlier.iter().find(|d| d.legend.items.contains(item));
    let items: Vec<ItemView> = legend
        .items
        .iter()
        .map(|item| item_view(item, same(item), words))
        .collect();
    Some(LegendView {
        pieces: legend.items.iter().any(|i| i.id.is_some()),
        key: items
            .iter()
            .zip(&legend.items)
            .any(|(view, item)| !item.pictures.is_empty() && view.same.is_none()),
        items,
    })
}

fn item_view(item: &LegendItem, same: Option<&Drawn<'_>>, words: Words<'_>) -> ItemView {
    let name = words.phrase(&item.name);
    let mut view = ItemView {
        piece: item.id.clone(),
        glyph: item.glyph.clone().filter(|g| *g != name),
        notation: item.notation.clone(),
        same: same.map(|drawn| SameView {
            id: drawn.id.to_string(),
            name: drawn.name.clone(),
        }),
        figures: Vec::new(),
        lines: Vec::new(),
        name: String::new(),
    };
    if view.same.is_some() {
        return view;
    }
    let glyph = item.glyph.as_deref().unwrap_or("");
    let pictures = item.pictures.iter().map(|picture| FigureView {
        svg: move_picture_svg(picture, glyph, &name),
        caption: caption(item, picture, words),
        code: false,
    });
    let patterns = item.patterns.iter().map(|pattern| FigureView {
        svg: line_pattern_svg(pattern),
        caption: pattern.cells.clone(),
        code: true,
    });
    let signs = item.signs.iter().map(|&sign| FigureView {
        svg: board_sign_svg(sign),
        caption: words.get(sign_caption(sign)),
        code: false,
    });
    view.figures = pictures.chain(patterns).chain(signs).collect();
    view.lines = item.lines.iter().map(|line| words.phrase(line)).collect();
    view.name = name;
    view
}

/// The message saying what a sign drawn on the board means, under its picture.
fn sign_caption(sign: BoardSign) -> &'static str {
    match sign {
        BoardSign::TwoWayArrow => "legend-sign-two-way",
        BoardSign::OneWayArrow => "legend-sign-one-way",
        BoardSign::Wall => "legend-sign-wall",
    }
}

/// `from e5`, with where the moves hold and their notation when they differ from the item's.
fn caption(item: &LegendItem, picture: &MovePicture, words: Words<'_>) -> String {
    let mut text = words.with("legend-caption-from", &[("square", &picture.from_label)]);
    if let Some(place) = &picture.caption {
        let place = words.phrase(place);
        text = words.with(
            "legend-caption-where",
            &[("caption", &text), ("where", &place)],
        );
    }
    if let Some(notation) = picture
        .notation
        .as_ref()
        .filter(|n| Some(*n) != item.notation.as_ref())
    {
        text = words.with(
            "legend-caption-notation",
            &[("caption", &text), ("notation", notation)],
        );
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardlore_engine::RulesSpec;

    fn english() -> Words<'static> {
        Words::new(crate::i18n::builtin(), "en")
    }

    /// The legend's HTML, as game.html writes it.
    fn legend_html(legend: &Legend, earlier: &[Drawn<'_>]) -> Option<String> {
        let view = legend_view(legend, earlier, english())?;
        Some(crate::render::tests::render_macro(
            "partials/legend.html",
            "legend::legend(legend=legend)",
            "legend",
            &view,
        ))
    }

    fn legend_of(yaml: &str) -> Legend {
        let spec: RulesSpec = crate::yaml::ruleset_from_str(yaml).expect("rules");
        spec.legend().expect("a legend")
    }

    const KNIGHTS: &str = r#"
family: chess
board: { kind: square, files: 5, ranks: 5 }
pieces:
  - { id: king, letter: k, betza: K, royal: true }
  - { id: knight, letter: n, betza: N }
start: 2k2/5/2n2/5/2K2 w - - 0 1
"#;

    #[test]
    fn every_piece_gets_a_block_with_its_name_notation_and_picture() {
        let html = legend_html(&legend_of(KNIGHTS), &[]).expect("html");
        assert!(html.starts_with("<h4>How the pieces move</h4>"));
        for piece in ["king", "knight"] {
            assert!(html.contains(&format!("data-piece=\"{piece}\"")), "{piece}");
        }
        assert!(html.contains("<code class=\"betza\" title=\"Betza notation\">N</code>"));
        assert_eq!(html.matches("<svg").count(), 2);
        assert!(html.contains("aria-label=\"knight on c3; moves or captures:"));
    }

    #[test]
    fn an_empty_legend_writes_nothing() {
        assert!(legend_view(&Legend::default(), &[], english()).is_none());
    }

    #[test]
    fn a_piece_drawn_for_an_earlier_ruleset_points_there() {
        let first = legend_of(KNIGHTS);
        let second = legend_of(&KNIGHTS.replace("betza: N }", "betza: NN }"));
        let earlier = [Drawn {
            id: "main",
            name: "Main reading".into(),
            legend: &first,
        }];
        let html = legend_html(&second, &earlier).expect("html");
        // The king and the rules of play are the same; the knight rides now and is drawn.
        assert_eq!(html.matches("<svg").count(), 1);
        assert_eq!(
            html.matches("As in <a href=\"#legend-main\">Main reading</a>.")
                .count(),
            2
        );
        assert!(html.contains("NN</code>"));
    }
}
