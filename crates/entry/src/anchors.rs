//! Readings anchored in their witnesses: a variance reading may quote the phrase of its
//! witness that states it (`{ reading: "...", quote: "..." }`). This module gives each rule
//! point its id, finds a quote in a witness's rendered HTML and wraps what it finds in
//! `<mark class="reading" data-variance="<point id>" data-witness="<witness>">`.
//!
//! The search runs over the text nodes of the HTML only (tags and their attributes are
//! skipped, entities decoded), after normalising both sides: every run of whitespace is one
//! space and typographic quotes are straight, so a quote may be copied from the Markdown
//! although the rendered text has smart quotes or other line breaks. Letters, case and the
//! rest of the punctuation must match. `check` and `build` use the same search, so a quote
//! that passes the check is always marked on the page.

use std::collections::HashSet;
use std::fmt::Write as _;
use std::ops::Range;

/// The ids of an entry's rule points (`variances[].point`), in order: a slug of each (lowercase letters,
/// digits and dashes), made unique with `-2`, `-3`... where two points slug alike.
pub fn variance_ids<'a>(points: impl IntoIterator<Item = &'a str>) -> Vec<String> {
    let mut seen = HashSet::new();
    points
        .into_iter()
        .map(|point| {
            let base = slug(point);
            let mut id = base.clone();
            let mut n = 2;
            while !seen.insert(id.clone()) {
                id = format!("{base}-{n}");
                n += 1;
            }
            id
        })
        .collect()
}

/// `King's knight leap` -> `king-s-knight-leap`; a point with no letter or digit is `point`.
fn slug(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars().flat_map(char::to_lowercase) {
        if c.is_ascii_alphanumeric() {
            out.push(c);
        } else if !out.ends_with('-') && !out.is_empty() {
            out.push('-');
        }
    }
    while out.ends_with('-') {
        out.pop();
    }
    if out.is_empty() {
        "point".into()
    } else {
        out
    }
}

/// One character of an HTML text node after normalisation, with the bytes of the HTML it
/// was read from and the text node it belongs to.
struct TextChar {
    c: char,
    bytes: Range<usize>,
    node: usize,
}

/// The characters of the HTML's text nodes, normalised (see the module comment).
fn text_chars(html: &str) -> Vec<TextChar> {
    let mut out = Vec::with_capacity(html.len());
    let bytes = html.as_bytes();
    let mut node = 0;
    let mut space = true;
    let mut i = 0;
    while i < html.len() {
        match bytes[i] {
            b'<' => {
                // Skip the tag, attribute values quoted or not.
                let mut quote = None;
                i += 1;
                while i < html.len() {
                    match (bytes[i], quote) {
                        (b'"' | b'\'', None) => quote = Some(bytes[i]),
                        (q, Some(open)) if q == open => quote = None,
                        (b'>', None) => break,
                        _ => {}
                    }
                    i += 1;
                }
                i += 1;
                node += 1;
            }
            b'&' => {
                let entity = html[i..]
                    .find(';')
                    .filter(|n| *n <= 10)
                    .and_then(|n| Some((decode_entity(&html[i..=i + n])?, i + n + 1)));
                let (c, end) = entity.unwrap_or(('&', i + 1));
                push(&mut out, &mut space, c, i..end, node);
                i = end;
            }
            _ => {
                let c = html[i..].chars().next().unwrap_or(' ');
                let end = i + c.len_utf8();
                push(&mut out, &mut space, c, i..end, node);
                i = end;
            }
        }
    }
    out
}

fn push(out: &mut Vec<TextChar>, space: &mut bool, c: char, bytes: Range<usize>, node: usize) {
    let c = normal(c);
    if c == ' ' {
        if *space {
            return;
        }
        *space = true;
    } else {
        *space = false;
    }
    out.push(TextChar { c, bytes, node });
}

/// Whitespace as one space, typographic quotes straight.
fn normal(c: char) -> char {
    match c {
        c if c.is_whitespace() => ' ',
        '\u{2018}' | '\u{2019}' => '\'',
        '\u{201c}' | '\u{201d}' => '"',
        c => c,
    }
}

fn decode_entity(entity: &str) -> Option<char> {
    let name = entity.strip_prefix('&')?.strip_suffix(';')?;
    match name {
        "amp" => Some('&'),
        "lt" => Some('<'),
        "gt" => Some('>'),
        "quot" => Some('"'),
        "apos" => Some('\''),
        "nbsp" => Some(' '),
        _ => {
            let number = name.strip_prefix('#')?;
            let code = match number.strip_prefix(['x', 'X']) {
                Some(hex) => u32::from_str_radix(hex, 16).ok()?,
                None => number.parse().ok()?,
            };
            char::from_u32(code)
        }
    }
}

/// The quote as it is compared: normalised like the text, without space at either end.
fn normal_quote(quote: &str) -> Vec<char> {
    let mut out: Vec<char> = Vec::with_capacity(quote.len());
    for c in quote.trim().chars().map(normal) {
        if !(c == ' ' && out.last() == Some(&' ')) {
            out.push(c);
        }
    }
    out
}

/// Where `quote` first occurs in the text: a range of indices into `chars`.
fn find(chars: &[TextChar], quote: &str) -> Option<Range<usize>> {
    let wanted = normal_quote(quote);
    if wanted.is_empty() || wanted.len() > chars.len() {
        return None;
    }
    (0..=chars.len() - wanted.len())
        .find(|&start| {
            chars[start..start + wanted.len()]
                .iter()
                .zip(&wanted)
                .all(|(t, q)| t.c == *q)
        })
        .map(|start| start..start + wanted.len())
}

/// True when the rendered HTML of a witness contains `quote` (see the module comment).
pub fn occurs(html: &str, quote: &str) -> bool {
    find(&text_chars(html), quote).is_some()
}

/// One phrase to mark in a witness: the rule point's id and the quote.
pub struct Anchor<'a> {
    /// The rule point's id ([`variance_ids`]).
    pub variance: &'a str,
    /// The phrase as the entry quotes it.
    pub quote: &'a str,
}

/// The witness's HTML with each anchor's phrase wrapped in `<mark>`s, one per text node the
/// phrase spans (a phrase across `<em>` is marked on both sides of the tag, never across
/// it); phrases that overlap are nested piece by piece. Anchors not found are left out.
pub fn mark(html: &str, witness: &str, anchors: &[Anchor<'_>]) -> String {
    if anchors.is_empty() {
        return html.to_string();
    }
    let chars = text_chars(html);
    // Byte ranges of the HTML to mark, each inside one text node, with its anchor.
    let mut spans: Vec<(Range<usize>, usize)> = Vec::new();
    for (index, anchor) in anchors.iter().enumerate() {
        let Some(found) = find(&chars, anchor.quote) else {
            continue;
        };
        let mut start = found.start;
        for i in found.clone() {
            let last = i + 1 == found.end || chars[i + 1].node != chars[i].node;
            if last {
                spans.push((chars[start].bytes.start..chars[i].bytes.end, index));
                start = i + 1;
            }
        }
    }
    if spans.is_empty() {
        return html.to_string();
    }
    let mut cuts: Vec<usize> = spans.iter().flat_map(|(r, _)| [r.start, r.end]).collect();
    cuts.sort_unstable();
    cuts.dedup();
    let mut out = String::with_capacity(html.len() + spans.len() * 80);
    let mut at = 0;
    for pair in cuts.windows(2) {
        let (from, to) = (pair[0], pair[1]);
        out.push_str(&html[at..from]);
        let mut covering: Vec<usize> = spans
            .iter()
            .filter(|(r, _)| r.start <= from && to <= r.end)
            .map(|(_, a)| *a)
            .collect();
        covering.sort_unstable();
        covering.dedup();
        for &a in &covering {
            let _ = write!(
                out,
                "<mark class=\"reading\" data-variance=\"{}\" data-witness=\"{}\">",
                crate::markdown::escape(anchors[a].variance),
                crate::markdown::escape(witness)
            );
        }
        out.push_str(&html[from..to]);
        for _ in &covering {
            out.push_str("</mark>");
        }
        at = to;
    }
    out.push_str(&html[at..]);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn anchor<'a>(variance: &'a str, quote: &'a str) -> Anchor<'a> {
        Anchor { variance, quote }
    }

    #[test]
    fn a_phrase_in_one_text_node_gets_one_mark() {
        let html = "<p>A piece steps to any of eight directions.</p>";
        assert_eq!(
            mark(
                html,
                "book",
                &[anchor("steps", "any of eight\n directions")]
            ),
            "<p>A piece steps to <mark class=\"reading\" data-variance=\"steps\" \
             data-witness=\"book\">any of eight directions</mark>.</p>"
        );
    }

    #[test]
    fn a_phrase_across_a_tag_is_marked_on_each_side_without_breaking_it() {
        let html = "<p>It may <em>not</em> jump.</p>";
        let marked = mark(html, "w", &[anchor("jump", "may not jump")]);
        assert_eq!(
            marked,
            "<p>It <mark class=\"reading\" data-variance=\"jump\" data-witness=\"w\">may \
             </mark><em><mark class=\"reading\" data-variance=\"jump\" data-witness=\"w\">not\
             </mark></em><mark class=\"reading\" data-variance=\"jump\" data-witness=\"w\"> \
             jump</mark>.</p>"
        );
    }

    #[test]
    fn entities_smart_quotes_and_attributes_are_read_as_text() {
        let html = "<p title=\"a > b\">The king&#39;s move &amp; the \u{201c}leap\u{201d}</p>";
        assert!(occurs(html, "king's move & the \"leap\""));
        assert!(!occurs(html, "a > b"), "attributes are not text");
        assert!(!occurs(html, "King's"), "case matters");
        assert!(!occurs(html, "  "), "an empty quote is never found");
    }

    #[test]
    fn overlapping_phrases_nest_piece_by_piece() {
        let html = "<p>abcdef</p>";
        let marked = mark(html, "w", &[anchor("x", "abcd"), anchor("y", "cdef")]);
        let text: String = {
            let mut s = marked.clone();
            while let (Some(a), Some(b)) = (s.find('<'), s.find('>')) {
                s.replace_range(a..=b, "");
            }
            s
        };
        assert_eq!(text, "abcdef");
        assert_eq!(marked.matches("data-variance=\"x\"").count(), 2);
        assert_eq!(marked.matches("data-variance=\"y\"").count(), 2);
        assert_eq!(
            marked.matches("<mark").count(),
            marked.matches("</mark>").count()
        );
    }

    #[test]
    fn point_ids_are_slugs_made_unique() {
        assert_eq!(
            variance_ids(["King's knight leap", "king's knight leap", "中文"]),
            ["king-s-knight-leap", "king-s-knight-leap-2", "point"]
        );
    }
}
