//! The piece-moving mechanics of the folk family (hops, jump captures and their chains,
//! promotion, capture by replacement, royal pieces, a numbered rotation, an opening removal
//! and their goals), in the family's own file roles: the keys (`spec`), their checks and
//! compiled tables (`compile`), playing them (`rules`) and their notation fields
//! (`notation`). Everything is off unless the ruleset asks for it.

pub(super) mod compile;
mod notation;
mod rules;
pub(super) mod spec;
