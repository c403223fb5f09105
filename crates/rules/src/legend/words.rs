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
