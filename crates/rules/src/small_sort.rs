//! Sorting for the short lists of setup code (a shape's cells, a throw's results, the
//! directions of a move), in one small routine.
//!
//! The standard library's sorts are fast on long lists but bring a few kilobytes of code for
//! every element type they sort; in the browser build, where every family's setup code ships
//! in one module, those copies added up to a fifth of the module. The lists sorted here hold
//! a handful of items (at most a board's points), so an insertion sort is as quick and its
//! code is a few dozen instructions per type. For the element types used (numbers and tuples
//! of numbers) equal items cannot be told apart, so the result is the same as any sort's.

/// Sorts `items` in ascending order (an insertion sort: stable, quadratic, meant for short
/// lists).
pub fn sort_small<T: Ord>(items: &mut [T]) {
    for end in 1..items.len() {
        let mut at = end;
        while at > 0 && items[at - 1] > items[at] {
            items.swap(at - 1, at);
            at -= 1;
        }
    }
}

/// Sorts `items` in ascending order and drops repeats.
pub fn sort_dedup_small<T: Ord>(items: &mut Vec<T>) {
    sort_small(items);
    items.dedup();
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_short_list_comes_out_in_ascending_order() {
        let mut cells = vec![(2, 1), (0, 0), (1, -1), (0, 0), (-3, 5)];
        sort_small(&mut cells);
        assert_eq!(cells, [(-3, 5), (0, 0), (0, 0), (1, -1), (2, 1)]);
    }

    #[test]
    fn sorting_with_dedup_keeps_one_of_each() {
        let mut results = vec![4u8, 1, 2, 8, 2, 3, 1];
        sort_dedup_small(&mut results);
        assert_eq!(results, [1, 2, 3, 4, 8]);
    }

    #[test]
    fn the_same_order_as_the_standard_sort_on_many_lists() {
        let mut seed = 0x2545_f491_4f6c_dd1du64;
        for len in 0..40 {
            let mut items: Vec<i64> = (0..len)
                .map(|_| {
                    seed ^= seed << 13;
                    seed ^= seed >> 7;
                    seed ^= seed << 17;
                    (seed % 9) as i64 - 4
                })
                .collect();
            let mut expected = items.clone();
            expected.sort();
            sort_small(&mut items);
            assert_eq!(items, expected);
        }
    }
}
