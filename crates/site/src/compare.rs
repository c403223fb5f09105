//! Two witnesses in the same language shown with their differences marked: word by word for
//! languages written with spaces, character by character for Chinese and Japanese.

use std::collections::HashSet;
use std::hash::{BuildHasherDefault, Hasher};

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

/// Whether two texts are versions of one another (two translations of one passage), so that
/// marking their differences is worth showing. Unrelated texts would give a diff that is all
/// noise and costs the most to compute. The test is deterministic and cheap: the share of
/// the smaller text's word (or character) pairs that the other text also has.
pub fn related(old: &str, new: &str, granularity: Granularity) -> bool {
    let (a, b) = (unit_pairs(old, granularity), unit_pairs(new, granularity));
    let smaller = a.len().min(b.len());
    if smaller == 0 {
        return false;
    }
    let shared = a.intersection(&b).count();
    shared * 2 >= smaller
}

/// The text's pairs of neighbouring units (words compared without case or punctuation, or
/// letters), each unit reduced to a hash so that nothing is copied.
fn unit_pairs(
    text: &str,
    granularity: Granularity,
) -> HashSet<u64, BuildHasherDefault<PairHasher>> {
    let units: Vec<u64> = match granularity {
        Granularity::Words if text.is_ascii() => ascii_word_hashes(text),
        Granularity::Words => text
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|w| !w.is_empty())
            .map(|w| {
                if w.bytes().any(|b| b.is_ascii_uppercase() || !b.is_ascii()) {
                    let lower: String = w.chars().flat_map(char::to_lowercase).collect();
                    fnv1a(lower.as_bytes())
                } else {
                    fnv1a(w.as_bytes())
                }
            })
            .collect(),
        Granularity::Chars => text
            .chars()
            .filter(|c| c.is_alphanumeric())
            .map(u64::from)
            .collect(),
    };
    let mut pairs = HashSet::with_capacity_and_hasher(units.len(), Default::default());
    pairs.extend(
        units
            .windows(2)
            .map(|w| w[0].rotate_left(29) ^ w[1].wrapping_mul(PRIME)),
    );
    pairs
}

/// The word hashes of an ASCII text, the same as the general path gives (words split at
/// white space, trimmed of what is not a letter or digit, lower-cased), worked out on the
/// bytes without copying a word.
fn ascii_word_hashes(text: &str) -> Vec<u64> {
    // The ASCII characters `char::is_whitespace` accepts: tab to carriage return, and space.
    let is_space = |b: &u8| matches!(b, b'\t'..=b'\r' | b' ');
    text.as_bytes()
        .split(is_space)
        .map(|word| {
            let start = word.iter().position(u8::is_ascii_alphanumeric);
            let end = word.iter().rposition(u8::is_ascii_alphanumeric);
            match (start, end) {
                (Some(start), Some(end)) => &word[start..=end],
                _ => &[],
            }
        })
        .filter(|word| !word.is_empty())
        .map(|word| {
            word.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
                (hash ^ u64::from(b.to_ascii_lowercase())).wrapping_mul(PRIME)
            })
        })
        .collect()
}

const PRIME: u64 = 0x0000_0100_0000_01b3;

/// FNV-1a: a fixed, fast hash of a short word, the same on every run and machine.
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |hash, &b| {
        (hash ^ u64::from(b)).wrapping_mul(PRIME)
    })
}

/// Hashes the pair keys (already well mixed) for the set by one more multiply: the keys come
/// from our own text, so no protection against chosen collisions is needed, and a collision
/// could only make two texts look slightly more related.
#[derive(Default)]
struct PairHasher(u64);

impl Hasher for PairHasher {
    fn finish(&self) -> u64 {
        self.0
    }

    fn write(&mut self, bytes: &[u8]) {
        self.0 ^= fnv1a(bytes);
    }

    fn write_u64(&mut self, key: u64) {
        self.0 = (key ^ self.0).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    }
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
    fn versions_of_one_text_are_related_and_different_texts_are_not() {
        let book = "Players place stones in turn; a stone flanked on two sides is removed.";
        let other =
            "Players place stones in turn; a stone flanked on two sides is captured at once.";
        let unrelated = "The cat must catch the mouse within ten moves or the mouse wins.";
        assert!(related(book, other, Granularity::Words));
        assert!(!related(book, unrelated, Granularity::Words));
        assert!(related("双方轮流落子", "双方轮流下子", Granularity::Chars));
    }

    #[test]
    fn ascii_words_hash_as_the_general_path_does() {
        let text = "  The Horse, (moves) one step;\tthe\x0bKING'S leap -- 3rd\r\nrank... ";
        let general: Vec<u64> = text
            .split_whitespace()
            .map(|w| w.trim_matches(|c: char| !c.is_alphanumeric()))
            .filter(|w| !w.is_empty())
            .map(|w| fnv1a(w.to_lowercase().as_bytes()))
            .collect();
        assert_eq!(ascii_word_hashes(text), general);
        assert_eq!(general.len(), 10);
    }

    #[test]
    fn chinese_is_compared_by_characters() {
        assert_eq!(Granularity::for_language("zh-Hans"), Granularity::Chars);
        assert_eq!(Granularity::for_language("en"), Granularity::Words);
    }
}
