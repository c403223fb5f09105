//! Spotting typos: a name that is one or two edits away from a known one.

/// The known name `name` was most likely meant to be, if it is a near miss: at most one
/// edit away for names of up to five letters, two for longer ones, ignoring case.
pub(crate) fn near_miss<'k>(
    name: &str,
    known: impl IntoIterator<Item = &'k str>,
) -> Option<&'k str> {
    let lower = name.to_lowercase();
    let allowed = if lower.chars().count() <= 5 { 1 } else { 2 };
    known
        .into_iter()
        .filter(|&candidate| candidate != name)
        .map(|candidate| (edit_distance(&lower, &candidate.to_lowercase()), candidate))
        .filter(|&(distance, _)| distance <= allowed)
        .min()
        .map(|(_, candidate)| candidate)
}

/// Edit distance in characters: insertions, deletions, substitutions and swaps of two
/// neighbouring characters (optimal string alignment).
fn edit_distance(a: &str, b: &str) -> usize {
    let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
    let mut before: Vec<usize> = Vec::new();
    let mut previous: Vec<usize> = (0..=b.len()).collect();
    for i in 0..a.len() {
        let mut current = vec![i + 1; b.len() + 1];
        for j in 0..b.len() {
            let mut best = (previous[j] + usize::from(a[i] != b[j]))
                .min(previous[j + 1] + 1)
                .min(current[j] + 1);
            if i > 0 && j > 0 && a[i] == b[j - 1] && a[i - 1] == b[j] {
                best = best.min(before[j - 1] + 1);
            }
            current[j + 1] = best;
        }
        before = std::mem::replace(&mut previous, current);
    }
    previous[b.len()]
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dropped_letter_or_a_swapped_case_is_a_near_miss() {
        let witnesses = ["machine-translation", "commentary", "book"];
        assert_eq!(
            near_miss("machine-translaton", witnesses),
            Some("machine-translation")
        );
        assert_eq!(near_miss("Book", witnesses), Some("book"));
        assert_eq!(near_miss("bok", witnesses), Some("book"));
        assert_eq!(
            near_miss("bkoo", witnesses),
            None,
            "two swaps are two slips"
        );
        assert_eq!(
            near_miss("boko", witnesses),
            Some("book"),
            "one swap is one slip"
        );
    }

    #[test]
    fn a_different_name_or_the_name_itself_is_not() {
        let witnesses = ["machine-translation", "commentary", "book"];
        assert_eq!(near_miss("alternative", witnesses), None);
        assert_eq!(near_miss("book", witnesses), None);
        assert_eq!(near_miss("look", ["lin"]), None);
    }
}
