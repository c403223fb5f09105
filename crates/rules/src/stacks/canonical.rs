//! Canonical positions for the exact solver: a stacks position is stored under the least of
//! its images by the board symmetries that the compiled rules keep (every direction set of a
//! move rule and every set of points a rule names carried onto itself).

use super::{MoveRule, Pile, StacksGame, StacksState};
use crate::board::{PointId, Symmetry};
use crate::game::Canonical;

/// Per kept symmetry other than the identity, the image of every point.
pub(crate) fn symmetries(game: &StacksGame) -> Vec<Vec<PointId>> {
    game.board
        .symmetries()
        .into_iter()
        .filter(|s| !s.is_identity() && keeps_rules(game, s))
        .map(|s| s.points)
        .collect()
}

fn keeps_rules(game: &StacksGame, s: &Symmetry) -> bool {
    let points = |set: &[bool]| s.keeps_points(set);
    let directions = |dirs: &[usize]| s.keeps_directions(dirs);
    let pool_kept = game.pool.as_ref().map_or(true, |p| points(&p.not_on));
    let moves_kept = game.moves.iter().all(|rule| match rule {
        MoveRule::Jump { dirs, .. } | MoveRule::Slide { dirs, .. } => directions(dirs),
        MoveRule::Walk { not_from, .. } => points(not_from),
        MoveRule::CarryStep { unload_in, .. } => points(unload_in),
    });
    pool_kept && moves_kept && points(&game.frozen)
}

fn order(piles: &[Pile]) -> impl Iterator<Item = (u8, u128)> + '_ {
    piles.iter().map(|p| (p.height, p.kinds))
}

/// The solver's key for `state` (the computer's `Hints::canonical`).
pub fn canonical(game: &StacksGame, state: &StacksState) -> Canonical<StacksState> {
    let maps = game.symmetries.get_or_init(|| symmetries(game));
    let mut key = state.clone();
    for map in maps {
        let mut image = state.clone();
        for (p, &q) in map.iter().enumerate() {
            image.piles[usize::from(q)] = state.piles[p];
        }
        if order(&image.piles).lt(order(&key.piles)) {
            key = image;
        }
    }
    Canonical {
        state: key,
        banked: None,
    }
}
