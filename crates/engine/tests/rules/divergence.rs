//! Where two readings part on the board, checked on the real entries: the shortest common
//! line after which two rulesets differ in their legal moves or their result.

use crate::support::entry as entry_support;
use boardlore_engine::Compile;

use boardlore_engine::divergence::{find_divergence, Bounds, Difference, Divergence};
use entry_support::entry_rules;

fn compiled(game: &str, ruleset: &str) -> std::sync::Arc<dyn boardlore_engine::Rules> {
    entry_rules(game, ruleset)
        .compile()
        .unwrap_or_else(|e| panic!("{game}/{ruleset}: {e:?}"))
}

#[test]
fn liu_zi_chong_qi_book_and_commentator_part_at_the_first_move_on_diagonal_steps() {
    let book = compiled("liu-zi-chong-qi", "book");
    let commentator = compiled("liu-zi-chong-qi", "commentator");
    let found = find_divergence(&*book, &*commentator, Bounds::default()).unwrap();
    let Divergence::Found {
        line, difference, ..
    } = found
    else {
        panic!("no difference found: {found:?}");
    };
    assert!(line.is_empty(), "they differ before any move: {line:?}");
    let Difference::Moves {
        only_first,
        only_second,
    } = difference
    else {
        panic!("the legal moves differ, not the result: {difference:?}");
    };
    assert!(
        only_second.is_empty(),
        "the commentator allows nothing more"
    );
    assert!(!only_first.is_empty());
    // Every move only the book allows is a diagonal step: file and rank both change by one.
    for name in &only_first {
        let (from, to) = name.split_once('-').expect("moves are written from-to");
        let point = |p: &str| (p.as_bytes()[0] as i32, p[1..].parse::<i32>().unwrap());
        let ((f1, r1), (f2, r2)) = (point(from), point(to));
        assert_eq!(((f1 - f2).abs(), (r1 - r2).abs()), (1, 1), "{name}");
    }
}

#[test]
fn a_ruleset_compared_with_itself_differs_nowhere_within_the_bound() {
    let book = compiled("liu-zi-chong-qi", "book");
    let again = compiled("liu-zi-chong-qi", "book");
    let bounds = Bounds {
        plies: 3,
        nodes: 50_000,
    };
    match find_divergence(&*book, &*again, bounds).unwrap() {
        Divergence::NoneWithin { plies, nodes, .. } => {
            assert_eq!(plies, 3, "every line of 3 plies compared");
            assert!(nodes > 1);
        }
        found => panic!("identical rules differ: {found:?}"),
    }
}

#[test]
fn the_search_stops_at_its_node_bound_and_says_how_deep_it_got() {
    let book = compiled("liu-zi-chong-qi", "book");
    let bounds = Bounds {
        plies: 10,
        nodes: 200,
    };
    match find_divergence(&*book, &*book, bounds).unwrap() {
        Divergence::NoneWithin {
            plies,
            nodes,
            complete,
        } => {
            assert!(!complete);
            assert_eq!(nodes, 200);
            assert!(
                plies < 10,
                "not every line of 10 plies fits in 200 positions"
            );
        }
        found => panic!("{found:?}"),
    }
}
