//! What the rule tests share: rulesets read from the real entries in `content/games`
//! (`entry`), seeded random games (`random_game`), and each family's own helpers on top of
//! them (`chess`, `folk`, `race`), one loader of typed games for every family (`typed`), a search budget counted in clock checks (`budget`), plus the Fairy-Stockfish side of the differential test
//! (`oracle`), the tables of rule cases (`cases`), and the checks of click paths (`clicks`).

#[macro_use]
pub mod cases;
pub mod budget;
pub mod chess;
pub mod clicks;
pub mod entry;
pub mod folk;
pub mod oracle;
pub mod race;
pub mod random_game;
pub mod typed;
