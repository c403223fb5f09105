//! Markdown as text: what a reader sees of it without markup, and text escaped for HTML. The
//! HTML a page shows (pulldown-cmark renders, ammonia removes anything that could run) is
//! `boardlore-site`'s `markdown::to_html`, which the site passes to the checks.

use pulldown_cmark::{Event, Parser};

/// The text a reader sees, without Markdown or HTML markup; paragraphs and list items are
/// separated by blank lines. Used to compare witnesses.
pub fn to_plain_text(markdown: &str) -> String {
    use pulldown_cmark::TagEnd;
    let mut text = String::with_capacity(markdown.len());
    for event in Parser::new(markdown) {
        match event {
            Event::Text(t) | Event::Code(t) => text.push_str(&t),
            Event::SoftBreak | Event::HardBreak => text.push(' '),
            Event::End(TagEnd::Paragraph | TagEnd::Item | TagEnd::Heading(_)) => {
                text.truncate(text.trim_end().len());
                text.push_str("\n\n");
            }
            _ => {}
        }
    }
    text.trim_end().to_string()
}

/// Escapes text for HTML.
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            '"' => out.push_str("&quot;"),
            '\'' => out.push_str("&#39;"),
            _ => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn plain_text_drops_markup_and_keeps_paragraphs() {
        assert_eq!(to_plain_text("A *b*\n\n<b>c</b> d"), "A b\n\nc d");
    }
}
