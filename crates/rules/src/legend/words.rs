//! Small helpers for the legend's plain English.

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

/// `n word(s)`: `1 piece`, `3 pieces`.
pub fn count(n: usize, word: &str) -> String {
    format!("{n} {}", plural(n, word))
}

/// A list joined the way a sentence lists things: `a`, `a and b`, `a, b and c`.
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// A region's name as written (`!home`, `palace`) read as a phrase: `outside home`,
/// `in the palace`... kept plain: `in palace`.
pub fn region_phrase(name: &str) -> String {
    match name.strip_prefix('!') {
        Some(rest) => format!("outside {}", rest.replace('-', " ")),
        None => format!("in {}", name.replace('-', " ")),
    }
}

/// An identifier written for readers: `pawn-promoted` -> `pawn promoted`.
pub fn readable(id: &str) -> String {
    id.replace(['-', '_'], " ")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lists_read_as_sentences() {
        assert_eq!(and_list(&["a".into()]), "a");
        assert_eq!(
            and_list(&["a".into(), "b".into(), "c".into()]),
            "a, b and c"
        );
        assert_eq!(count(1, "piece"), "1 piece");
        assert_eq!(count(2, "pass"), "2 passes");
        assert_eq!(region_phrase("!home"), "outside home");
    }
}
