//! Markdown to safe HTML: pulldown-cmark renders, ammonia removes anything that could run.
//! Markdown as plain text and HTML escaping are `boardlore-entry`'s, re-exported here.

use std::collections::HashSet;
use std::sync::OnceLock;

use pulldown_cmark::{html, CodeBlockKind, Event, Options, Parser, Tag};

pub use boardlore_entry::markdown::{escape, to_plain_text};

fn sanitizer() -> &'static ammonia::Builder<'static> {
    static BUILDER: OnceLock<ammonia::Builder<'static>> = OnceLock::new();
    BUILDER.get_or_init(|| {
        let mut builder = ammonia::Builder::default();
        builder
            .add_tags(["ruby", "rt", "rp", "figure", "figcaption"])
            .add_generic_attributes(["lang", "title"])
            .url_schemes(HashSet::from(["http", "https", "mailto"]))
            .link_rel(Some("noopener noreferrer"));
        builder
    })
}

/// Renders Markdown to HTML with raw HTML sanitized: no scripts, no event handlers, no
/// `javascript:` URLs.
pub fn to_html(markdown: &str) -> String {
    let options = Options::ENABLE_TABLES
        | Options::ENABLE_FOOTNOTES
        | Options::ENABLE_STRIKETHROUGH
        | Options::ENABLE_SMART_PUNCTUATION;
    let events: Vec<Event<'_>> = Parser::new_ext(markdown, options).collect();
    let mut rendered = String::with_capacity(markdown.len() * 3 / 2);
    let plain = events.iter().all(is_plain);
    html::push_html(&mut rendered, events.into_iter());
    if plain {
        rendered
    } else {
        sanitizer().clean(&rendered).to_string()
    }
}

/// True for Markdown that renders to tags the sanitizer keeps as they are, with no attributes
/// and no URLs: such HTML needs no cleaning (pulldown-cmark escapes all text). Raw HTML,
/// links, images, footnotes, tables and fenced code (which carries a class) go through the
/// sanitizer.
fn is_plain(event: &Event<'_>) -> bool {
    match event {
        Event::Text(_) | Event::Code(_) | Event::SoftBreak | Event::HardBreak | Event::Rule => true,
        Event::Start(tag) => {
            matches!(
                tag,
                Tag::Paragraph
                    | Tag::Emphasis
                    | Tag::Strong
                    | Tag::Strikethrough
                    | Tag::BlockQuote(None)
                    | Tag::Item
                    | Tag::List(None)
                    | Tag::List(Some(1))
                    | Tag::CodeBlock(CodeBlockKind::Indented)
            ) || matches!(
                tag,
                Tag::Heading { id: None, classes, attrs, .. } if classes.is_empty() && attrs.is_empty()
            )
        }
        Event::End(_) => true,
        _ => false,
    }
}

/// Renders a short Markdown text that should sit inside a line (captions, table cells):
/// a single paragraph loses its `<p>` wrapper.
pub fn to_inline_html(markdown: &str) -> String {
    let html = to_html(markdown);
    let trimmed = html.trim();
    match trimmed
        .strip_prefix("<p>")
        .and_then(|rest| rest.strip_suffix("</p>"))
    {
        Some(inner) if !inner.contains("<p>") => inner.to_string(),
        _ => html,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn script_tags_are_removed() {
        let html = to_html("Hello <script>alert(1)</script> world");
        assert!(!html.contains("<script"), "{html}");
    }

    #[test]
    fn event_handlers_and_javascript_urls_are_removed() {
        let html = to_html("<img src=x onerror=alert(1)> [link](javascript:alert(2))");
        assert!(!html.contains("onerror"), "{html}");
        assert!(!html.contains("javascript:"), "{html}");
    }

    #[test]
    fn ruby_and_lang_survive() {
        let html = to_html("<ruby lang=\"zh\">象<rt>xiàng</rt></ruby>");
        assert!(html.contains("<ruby lang=\"zh\">"), "{html}");
        assert!(html.contains("<rt>"), "{html}");
    }

    #[test]
    fn single_paragraph_is_inlined() {
        assert_eq!(to_inline_html("a *b*"), "a <em>b</em>");
    }
}
