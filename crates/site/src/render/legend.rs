//! A ruleset's legend as HTML: computed once per ruleset at build time from the engine's
//! [`Legend`] (read from the compiled rules) and handed to the game page as a ready string.

use std::fmt::Write;

use boardlore_diagram::{board_sign_svg, line_pattern_svg, move_picture_svg};
use boardlore_engine::legend::{BoardSign, Legend, LegendItem, MovePicture};

use crate::markdown::escape;

/// A legend already on the page: its ruleset's id and name (plain text), and the legend.
pub(super) struct Drawn<'a> {
    pub(super) id: &'a str,
    pub(super) name: String,
    pub(super) legend: &'a Legend,
}

/// The legend's HTML: a heading, the key to the marks when pieces are drawn, then one block
/// per item with its name, glyph and notation, its pictures and its sentences. An item equal
/// to one an `earlier` ruleset's legend on the page shows points there instead of drawing it
/// again. `None` for an empty legend.
pub(super) fn legend_html(legend: &Legend, earlier: &[Drawn<'_>]) -> Option<String> {
    if legend.items.is_empty() {
        return None;
    }
    let pieces = legend.items.iter().any(|i| i.id.is_some());
    let mut out = String::new();
    out.push_str(if pieces {
        "<h4>How the pieces move</h4>"
    } else {
        "<h4>How it is played</h4>"
    });
    let same = |item: &LegendItem| earlier.iter().find(|d| d.legend.items.contains(item));
    if legend
        .items
        .iter()
        .any(|i| !i.pictures.is_empty() && same(i).is_none())
    {
        out.push_str(concat!(
            "<p class=\"legend-key\">Drawn from the rules, for the first player: ",
            "<span class=\"key key-both\"></span> moves or captures, ",
            "<span class=\"key key-move\"></span> moves only, ",
            "<span class=\"key key-capture\"></span> captures only, ",
            "<span class=\"key key-piece\"></span> a piece in the way (hopped over, or blocking), ",
            "<span class=\"key key-blocked\"></span> blocked by it; shading: where the piece stays or the moves hold.</p>"
        ));
    }
    out.push_str("<div class=\"legend-items\">");
    for item in &legend.items {
        write_item(&mut out, item, same(item));
    }
    out.push_str("</div>");
    Some(out)
}

fn write_item(out: &mut String, item: &LegendItem, same: Option<&Drawn<'_>>) {
    out.push_str("<div class=\"legend-item\"");
    if let Some(id) = &item.id {
        let _ = write!(out, " data-piece=\"{}\"", escape(id));
    }
    let _ = write!(
        out,
        "><h5><span class=\"legend-name\">{}</span>",
        escape(&item.name)
    );
    if let Some(glyph) = item.glyph.as_deref().filter(|g| *g != item.name) {
        let _ = write!(
            out,
            " <span class=\"legend-glyph\">{}</span>",
            escape(glyph)
        );
    }
    if let Some(notation) = &item.notation {
        let _ = write!(
            out,
            " <code class=\"betza\" title=\"Betza notation\">{}</code>",
            escape(notation)
        );
    }
    out.push_str("</h5>");
    if let Some(drawn) = same {
        let _ = write!(
            out,
            "<p class=\"legend-same\">As in <a href=\"#legend-{}\">{}</a>.</p></div>",
            escape(drawn.id),
            escape(&drawn.name)
        );
        return;
    }
    let glyph = item.glyph.as_deref().unwrap_or("");
    for picture in &item.pictures {
        let svg = move_picture_svg(picture, glyph, &item.name);
        let _ = write!(
            out,
            "<figure class=\"legend-picture\">{svg}<figcaption>{}</figcaption></figure>",
            escape(&caption(item, picture))
        );
    }
    for pattern in &item.patterns {
        let svg = line_pattern_svg(pattern);
        let _ = write!(
            out,
            "<figure class=\"legend-picture\">{svg}<figcaption><code>{}</code></figcaption></figure>",
            escape(&pattern.cells)
        );
    }
    for &sign in &item.signs {
        let _ = write!(
            out,
            "<figure class=\"legend-picture\">{}<figcaption>{}</figcaption></figure>",
            board_sign_svg(sign),
            sign_caption(sign)
        );
    }
    if !item.lines.is_empty() {
        out.push_str("<ul>");
        for line in &item.lines {
            let _ = write!(out, "<li>{}</li>", escape(line));
        }
        out.push_str("</ul>");
    }
    out.push_str("</div>");
}

/// What a sign drawn on the board means, under its picture.
fn sign_caption(sign: BoardSign) -> &'static str {
    match sign {
        BoardSign::TwoWayArrow => "a passage, both ways",
        BoardSign::OneWayArrow => "a passage, one way",
        BoardSign::Wall => "a wall",
    }
}

/// `from e5`, with where the moves hold and their notation when they differ from the item's.
fn caption(item: &LegendItem, picture: &MovePicture) -> String {
    let mut text = format!("from {}", picture.from_label);
    if picture.caption != "anywhere" {
        let _ = write!(text, ", {}", picture.caption);
    }
    if let Some(notation) = picture
        .notation
        .as_ref()
        .filter(|n| Some(*n) != item.notation.as_ref())
    {
        let _ = write!(text, ": {notation}");
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;
    use boardlore_engine::RulesSpec;

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
        assert_eq!(legend_html(&Legend::default(), &[]), None);
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
