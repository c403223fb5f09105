//! A bound on the positions a folk game can reach, where its rules never add, remove, take or
//! mark a piece: the ways of arranging the pieces on the points, for each side to move. The
//! computer asks it before solving a game whole (`WholeGame` in boardlore-computer), which counts
//! the positions it meets in any case; a rule not foreseen here costs time, never a wrong value.

use super::state::{FolkState, EMPTY};
use super::FolkGame;

/// True when no rule takes a piece off the board, adds one beside a move or changes one (no
/// captures of any kind, promotion, replacement, rotation or royal piece): what the canonical
/// keys' symmetries and this bound both rely on.
pub(crate) fn no_piece_taken_or_changed(game: &FolkGame) -> bool {
    let m = &game.moves;
    game.captures.is_empty()
        && game.patterns.is_none()
        && game.chain.is_none()
        && game.turns.is_none()
        && game.shape_captures.is_empty()
        && game.order.is_none()
        && game.once_remove == 0
        && m.jumps.is_none()
        && m.promotion.is_none()
        && m.replacement.is_none()
        && m.rotation_owner.is_empty()
        && m.royal.iter().all(Option::is_none)
        && m.opening_removal == 0
        && m.capture_count.is_none()
        && !m.counts_captures
}

/// The bound, when pieces only move: none in hand at the start, none taken, none changed.
pub fn positions_bound(game: &FolkGame, start: &FolkState) -> Option<u64> {
    let pieces_only_move = no_piece_taken_or_changed(game)
        && game.boxes.is_none()
        && game.pair.is_none()
        && game.path.is_none()
        && game.goals.quiet_limit.is_none()
        && game.goals.group_scores.is_none()
        && start.hand == [0, 0];
    if !pieces_only_move {
        return None;
    }
    let mut kinds = [0u32; 256];
    for &c in &start.cells {
        kinds[usize::from(c)] += 1;
    }
    // Points choose their occupants one kind after another: a product of binomials.
    let mut ways: u128 = 1;
    let mut free = start.cells.len() as u128;
    for (code, &count) in kinds.iter().enumerate() {
        if code == usize::from(EMPTY) {
            continue;
        }
        for k in 0..u128::from(count) {
            ways = ways.checked_mul(free - k)? / (k + 1);
        }
        free -= u128::from(count);
    }
    u64::try_from(ways * u128::from(game.seats())).ok()
}
