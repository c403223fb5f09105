//! Occupant codes: what stands on a point, for the families that keep one small number per
//! point (folk, go, halma). Each family adds its own codes above the players' (shared or
//! neutral pieces).

/// The occupant code of an empty point.
pub(crate) const EMPTY: u8 = 0;

/// The occupant code of player `p`'s pieces.
pub(crate) fn stone(p: u8) -> u8 {
    p + 1
}
