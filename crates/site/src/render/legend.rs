//! A ruleset's legend for the page: computed once per ruleset at build time from the engine's
//! [`Legend`] (read from the compiled rules) as plain data with the pictures drawn as SVG;
//! `templates/partials/legend.html` writes the markup.

use boardlore_diagram::{board_sign_svg, line_pattern_svg, move_picture_svg};
use boardlore_engine::legend::{BoardSign, Legend, LegendItem, LinePattern, MovePicture, Reach};
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
        name: name.clone(),
        piece: item.id.clone(),
        glyph: item.glyph.clone().filter(|g| *g != name),
        notation: item.notation.clone(),
        same: same.map(|drawn| SameView {
            id: drawn.id.to_string(),
            name: drawn.name.clone(),
        }),
        figures: Vec::new(),
        lines: Vec::new(),
    };
    if view.same.is_some() {
        return view;
    }
    let glyph = item.glyph.as_deref().unwrap_or("");
    let pictures = item.pictures.iter().map(|picture| FigureView {
        svg: move_picture_svg(picture, glyph, &picture_label(picture, &name, words)),
        caption: caption(item, picture, words),
        code: false,
    });
    let patterns = item.patterns.iter().map(|pattern| FigureView {
        svg: line_pattern_svg(pattern, &pattern_label(pattern, words)),
        caption: pattern.cells.clone(),
        code: true,
    });
    let signs = item.signs.iter().map(|&sign| {
        let said = words.get(sign_caption(sign));
        FigureView {
            svg: board_sign_svg(sign, &said),
            caption: said,
            code: false,
        }
    });
    view.figures = pictures.chain(patterns).chain(signs).collect();
    view.lines = item.lines.iter().map(|line| words.phrase(line)).collect();
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

/// What a screen reader says for a picture: the piece, where it stands, and the squares it
/// moves to or captures on, then those a blocker stops (`horse on e5; moves or captures: d7
/// f7; blocked: d7`).
fn picture_label(picture: &MovePicture, name: &str, words: Words<'_>) -> String {
    let squares = |keep: &dyn Fn(&Reach) -> bool| -> String {
        let labels: Vec<&str> = (picture.reach.iter().filter(|r| keep(r)))
            .map(|r| r.label.as_str())
            .collect();
        labels.join(" ")
    };
    let parts = [
        ("legend-reach-both", squares(&|r| r.moves && r.captures)),
        ("legend-reach-move", squares(&|r| r.moves && !r.captures)),
        ("legend-reach-capture", squares(&|r| !r.moves && r.captures)),
        (
            "legend-reach-blocked",
            squares(&|r| r.blocked_by(&picture.blockers)),
        ),
    ];
    let start = words.with(
        "legend-picture-label",
        &[("piece", name), ("square", &picture.from_label)],
    );
    parts
        .into_iter()
        .filter(|(_, squares)| !squares.is_empty())
        .fold(start, |label, (what, squares)| {
            let what = words.get(what);
            words.with(
                "legend-picture-label-more",
                &[("label", &label), ("what", &what), ("squares", &squares)],
            )
        })
}

/// What a screen reader says for a line pattern: `a line of yours, yours, enemy`.
fn pattern_label(pattern: &LinePattern, words: Words<'_>) -> String {
    let cells: Vec<String> = (pattern.cells.chars())
        .map(|c| {
            words.get(match c {
                'O' => "legend-pattern-yours",
                'X' => "legend-pattern-enemy",
                _ => "legend-pattern-empty",
            })
        })
        .collect();
    let cells = cells
        .into_iter()
        .reduce(|list, item| words.with("list-more", &[("list", &list), ("item", &item)]))
        .unwrap_or_default();
    words.with("legend-pattern-label", &[("cells", &cells)])
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
