//! How text becomes search terms, the same way for the pages indexed here and for the queries
//! typed in the browser (`theme/search-index.js` follows these rules to the letter):
//!
//! 1. **Fold**: decompose (NFD), drop the combining marks and lower the case, so "Xiàngqí",
//!    "XIANGQI" and "xiangqi" are one word.
//! 2. **Split**: a word is a run of letters and digits outside the Han script; a Han character
//!    stands alone (Chinese is not written with spaces); anything else separates.
//! 3. **Chinese**: a run of Han characters gives every character and every pair of
//!    neighbouring characters, so "六子冲棋" is found by "冲棋" and by "六子冲" (as its two
//!    pairs) without a dictionary of Chinese words.
//! 4. **Stems**: a word is filed under its English Snowball stem, so "captures" finds the
//!    pages that say "capturing".

use std::borrow::Cow;

use rust_stemmers::{Algorithm, Stemmer};
use unicode_normalization::char::is_combining_mark;
use unicode_normalization::UnicodeNormalization;

/// Text folded as search reads it: no tone marks or accents, in lower case.
pub(super) fn fold(text: &str) -> String {
    text.nfd()
        .filter(|c| !is_combining_mark(*c))
        .flat_map(char::to_lowercase)
        .collect()
}

/// Whether `c` is a Han character: the CJK Unified Ideographs, their Extension A, the
/// Compatibility Ideographs and the supplementary planes' ideographs.
pub(super) fn is_han(c: char) -> bool {
    matches!(c as u32, 0x3400..=0x4DBF | 0x4E00..=0x9FFF | 0xF900..=0xFAFF | 0x20000..=0x2FFFF)
}

/// The terms of `text` (already folded) in order: each word, and each Han character and
/// pair of neighbouring Han characters.
pub(super) fn terms(text: &str) -> Vec<String> {
    let mut terms = Vec::new();
    let mut word = String::new();
    let mut previous_han: Option<char> = None;
    for c in text.chars() {
        if is_han(c) {
            flush(&mut word, &mut terms);
            if let Some(before) = previous_han {
                terms.push(format!("{before}{c}"));
            }
            terms.push(c.to_string());
            previous_han = Some(c);
            continue;
        }
        previous_han = None;
        if c.is_alphanumeric() {
            word.push(c);
        } else {
            flush(&mut word, &mut terms);
        }
    }
    flush(&mut word, &mut terms);
    terms
}

fn flush(word: &mut String, terms: &mut Vec<String>) {
    if !word.is_empty() {
        terms.push(std::mem::take(word));
    }
}

/// Files terms under their stems: a word under its English stem, a Han term under itself.
pub(super) struct Stems(Stemmer);

impl Stems {
    /// The English stemmer.
    pub(super) fn english() -> Self {
        Stems(Stemmer::create(Algorithm::English))
    }

    /// The stem `term` is filed under.
    pub(super) fn of<'a>(&self, term: &'a str) -> Cow<'a, str> {
        if term.chars().next().is_some_and(is_han) {
            Cow::Borrowed(term)
        } else {
            self.0.stem(term)
        }
    }
}

/// The shard a term's entry is written to, named by its first character: the character
/// itself for a-z and 0-9, else `x` and the code point modulo 16 in hex (`x0` to `xf`).
pub(super) fn shard_key(term: &str) -> String {
    match term.chars().next() {
        Some(c) if c.is_ascii_lowercase() || c.is_ascii_digit() => c.to_string(),
        Some(c) => format!("x{:x}", c as u32 % 16),
        None => "x0".to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tone_marks_accents_and_case_fold_away() {
        assert_eq!(
            fold("Xiàngqí LIÙZǏ Senterej Nü"),
            "xiangqi liuzi senterej nu"
        );
    }

    #[test]
    fn words_split_at_anything_but_letters_and_digits() {
        assert_eq!(terms("king's move, 9x9!"), ["king", "s", "move", "9x9"]);
    }

    #[test]
    fn a_chinese_name_gives_its_characters_and_their_pairs() {
        assert_eq!(
            terms("六子冲"),
            ["六", "六子", "子", "子冲", "冲"],
            "every character, and every neighbouring pair"
        );
        assert_eq!(terms("象棋 chess"), ["象", "象棋", "棋", "chess"]);
        assert_eq!(terms("象, 棋"), ["象", "棋"], "no pair across punctuation");
    }

    #[test]
    fn a_word_and_its_inflections_share_a_stem() {
        let stems = Stems::english();
        assert_eq!(stems.of("captures"), stems.of("capturing"));
        assert_eq!(stems.of("captures"), stems.of("capture"));
        assert_eq!(stems.of("冲棋"), "冲棋", "Chinese is not stemmed");
    }

    #[test]
    fn shards_are_named_by_the_first_character() {
        assert_eq!(shard_key("cannon"), "c");
        assert_eq!(shard_key("9x9"), "9");
        assert_eq!(shard_key("象棋"), format!("x{:x}", '象' as u32 % 16));
    }
}
