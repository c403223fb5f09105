//! Two witnesses in the same language shown with their differences marked: word by word for
//! languages written with spaces, character by character for Chinese and Japanese.

use similar::{ChangeTag, TextDiff};

use crate::markdown::escape;

/// How a text is cut into units before comparing.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Granularity {
    /// Words and the spaces between them.
    Words,
    /// Single characters (Chinese has no spaces between words).
    Chars,
}

impl Granularity {
    /// The right granularity for a BCP 47 language tag.
    pub fn for_language(lang: &str) -> Granularity {
        let primary = lang.split('-').next().unwrap_or_default();
        if matches!(primary, "zh" | "ja" | "lzh" | "yue" | "wuu") {
            Granularity::Chars
        } else {
            Granularity::Words
        }
    }
}

/// The comparison of two texts as HTML: unchanged text plain, text only in `old` in `<del>`,
/// text only in `new` in `<ins>`.
pub fn diff_html(old: &str, new: &str, granularity: Granularity) -> String {
    let diff = match granularity {
        Granularity::Words => TextDiff::from_words(old, new),
        Granularity::Chars => TextDiff::from_chars(old, new),
    };
    let mut html = String::with_capacity(old.len() + new.len());
    let mut open: Option<ChangeTag> = None;
    for change in diff.iter_all_changes() {
        let tag = change.tag();
        if open != Some(tag) {
            close(&mut html, open);
            match tag {
                ChangeTag::Delete => html.push_str("<del>"),
                ChangeTag::Insert => html.push_str("<ins>"),
                ChangeTag::Equal => {}
            }
            open = Some(tag);
        }
        html.push_str(&escape(change.value()));
    }
    close(&mut html, open);
    html
}

fn close(html: &mut String, open: Option<ChangeTag>) {
    match open {
        Some(ChangeTag::Delete) => html.push_str("</del>"),
        Some(ChangeTag::Insert) => html.push_str("</ins>"),
        _ => {}
    }
}

/// Share of units the two texts have in common, from 0 to 1.
pub fn similarity(old: &str, new: &str, granularity: Granularity) -> f32 {
    let diff = match granularity {
        Granularity::Words => TextDiff::from_words(old, new),
        Granularity::Chars => TextDiff::from_chars(old, new),
    };
    diff.ratio()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn english_differences_are_whole_words() {
        let html = diff_html(
            "the horse moves one step",
            "the horse leaps one step",
            Granularity::Words,
        );
        assert_eq!(html, "the horse <del>moves</del><ins>leaps</ins> one step");
    }

    #[test]
    fn chinese_differences_are_single_characters() {
        let html = diff_html("马走日", "马走斜日", Granularity::Chars);
        assert_eq!(html, "马走<ins>斜</ins>日");
    }

    #[test]
    fn compared_text_is_escaped() {
        let html = diff_html("a <b>", "a <i>", Granularity::Words);
        assert!(!html.contains("<b>") && !html.contains("<i>"), "{html}");
    }

    #[test]
    fn chinese_is_compared_by_characters() {
        assert_eq!(Granularity::for_language("zh-Hans"), Granularity::Chars);
        assert_eq!(Granularity::for_language("en"), Granularity::Words);
    }
}
