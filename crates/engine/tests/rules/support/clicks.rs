//! The clicks that play a move on the web board, checked the same way in every family: no
//! two moves of a position share a click path, and where the board plays a move as soon as
//! the clicks name it alone, no path is the start of another.
#![allow(dead_code)]

use std::collections::HashSet;

use boardlore_engine::Click;
use boardlore_engine::Presentation;

/// The click paths of `moves` in `state`, in the order of the moves, checked to differ from
/// one another; `what` names the ruleset in a failure.
pub fn distinct_click_paths<G: Presentation>(
    game: &G,
    state: &G::State,
    moves: &[G::Move],
    what: &str,
) -> Vec<Vec<Click>> {
    let paths: Vec<Vec<Click>> = moves.iter().map(|&m| game.clicks(state, m)).collect();
    let distinct: HashSet<&Vec<Click>> = paths.iter().collect();
    assert_eq!(
        distinct.len(),
        paths.len(),
        "{what}: two moves share a click path"
    );
    paths
}

/// Checks that no path of `paths` is the start of another: the board plays a move as soon as
/// the clicks name it alone, so such a path (a lone piece and the run it begins) would need an
/// extra button.
pub fn assert_no_path_starts_another(paths: &[Vec<Click>], what: &str) {
    for a in paths {
        for b in paths {
            assert!(
                a.len() >= b.len() || b[..a.len()] != a[..],
                "{what}: the click path {a:?} is the start of {b:?}"
            );
        }
    }
}
