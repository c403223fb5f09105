//! Small helpers for the legend's phrases.

use super::{Arg, Phrase};

/// A region's name as written (`!home`, `palace`) as a phrase: `outside home`, `in palace`
/// (`legend-region-outside`, `legend-region-in`, the region as a term).
pub fn region_phrase(name: &str) -> Phrase {
    match name.strip_prefix('!') {
        Some(rest) => Phrase::new("legend-region-outside").with("region", Arg::term(rest)),
        None => Phrase::new("legend-region-in").with("region", Arg::term(name)),
    }
}

/// The region itself, without `in`: `home`, or `outside home` for `!home`.
pub fn region_name(name: &str) -> Phrase {
    match name.strip_prefix('!') {
        Some(rest) => Phrase::new("legend-region-outside").with("region", Arg::term(rest)),
        None => Phrase::new("legend-region").with("region", Arg::term(name)),
    }
}

/// A part of the rules as an item's name: `legend-part-<part>` (`captures`, `goal`).
pub fn part(part: &str) -> Phrase {
    Phrase::new(format!("legend-part-{part}"))
}

/// A piece kind as an item's name: its id as a term.
pub fn piece_name(id: &str) -> Phrase {
    Phrase::new("legend-piece-name").with("piece", Arg::term(id))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_region_written_with_a_bang_is_the_outside_of_it() {
        let outside = region_phrase("!home");
        assert_eq!(outside.id, "legend-region-outside");
        assert_eq!(outside.arg("region"), Some(&Arg::term("home")));
        assert_eq!(region_phrase("palace").id, "legend-region-in");
    }
}

/// Transitional: English already written, until each family's legend hands over phrases.
pub(crate) fn legacy(text: impl Into<String>) -> Phrase {
    Phrase::new("legend-text").with("text", Arg::code(text))
}

/// Transitional: sentences already written in English.
pub(crate) fn legacy_lines(lines: Vec<String>) -> Vec<Phrase> {
    lines.into_iter().map(legacy).collect()
}

/// Transitional (`lines`, `count`, `and_list`, `readable`, `plural` as they were); each
/// helper goes unused as the families that called it hand over phrases.
#[allow(dead_code)]
pub(crate) mod old {
    /// `word` with an `s` unless `n` is one.
    pub fn plural(n: usize, word: &str) -> String {
        if n == 1 {
            word.to_string()
        } else if word.ends_with('s') || word.ends_with('x') {
            format!("{word}es")
        } else {
            format!("{word}s")
        }
    }

    /// `n word(s)`.
    pub fn count(n: usize, word: &str) -> String {
        format!("{n} {}", plural(n, word))
    }

    /// `a, b and c`.
    pub fn and_list(items: &[String]) -> String {
        match items {
            [] => String::new(),
            [one] => one.clone(),
            [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
        }
    }

    /// `pawn-promoted` -> `pawn promoted`.
    pub fn readable(id: &str) -> String {
        id.replace(['-', '_'], " ")
    }

    /// `outside home`, `in palace`.
    pub fn region_phrase(name: &str) -> String {
        match name.strip_prefix('!') {
            Some(rest) => format!("outside {}", rest.replace('-', " ")),
            None => format!("in {}", name.replace('-', " ")),
        }
    }
}
