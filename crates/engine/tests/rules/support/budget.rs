//! Searches in tests are capped by a count of clock checks, not by the clock, so that a
//! loaded machine plays the same moves as an idle one.

/// A keep-going callback that allows `n` more calls.
pub fn budget(mut n: usize) -> impl FnMut() -> bool {
    move || {
        n = n.saturating_sub(1);
        n > 0
    }
}
