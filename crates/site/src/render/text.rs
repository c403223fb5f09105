//! Text for the pages: game names with `<ruby>` pinyin, and Markdown snippets flattened to
//! one line of plain text (cut to a length for cards and descriptions).

use crate::markdown::escape;

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

/// The text of a Markdown snippet on one line, cut to at most `limit` characters.
pub(crate) fn plain_text(markdown: &str, limit: usize) -> String {
    shorten(&collapsed_text(markdown), limit)
}

/// The text of a Markdown snippet on one line: markup dropped, runs of white space made one
/// space.
pub(crate) fn collapsed_text(markdown: &str) -> String {
    let mut text = String::new();
    for event in pulldown_cmark::Parser::new(markdown) {
        if let pulldown_cmark::Event::Text(t) | pulldown_cmark::Event::Code(t) = event {
            text.push_str(&t);
            text.push(' ');
        }
    }
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// `text` cut to at most `limit` characters, with an ellipsis when it was cut.
pub(crate) fn shorten(text: &str, limit: usize) -> String {
    match text.char_indices().nth(limit) {
        None => text.to_string(),
        Some((cut, _)) => format!("{}…", text[..cut].trim_end()),
    }
}
