//! Each family's legend, read from its spec: the rules of play in plain English (the chess
//! family's pieces come from its compiled move tables, [`crate::chess::Variant::legend`]).

pub mod folk;
mod halma;
pub mod others;
mod race;
mod stacks;

use crate::game::Game;
use crate::legend::{passages, Legend};
use crate::ruleset::{RulesSpec, SpecError};

impl RulesSpec {
    /// The legend of the ruleset. The chess family's is read from its compiled move tables
    /// (and fails with the problems that keep it from compiling); the other families' are
    /// read from the spec, which the caller has compiled (checked) before.
    pub fn legend(&self) -> Result<Legend, Vec<SpecError>> {
        Ok(match self {
            #[cfg(feature = "chess")]
            RulesSpec::Chess(spec) => spec.build_variant()?.legend(),
            #[cfg(feature = "folk")]
            RulesSpec::Folk(spec) => {
                let mut legend = folk::legend(spec);
                if spec.board.draws_passages() {
                    let game = spec.compile_typed()?;
                    legend.items.extend(passages(game.board()));
                }
                legend
            }
            #[cfg(feature = "race")]
            RulesSpec::Race(spec) => others::race(spec),
            #[cfg(feature = "go")]
            RulesSpec::Go(spec) => others::go(spec),
            #[cfg(feature = "halma")]
            RulesSpec::Halma(spec) => others::halma(spec),
            #[cfg(feature = "stacks")]
            RulesSpec::Stacks(spec) => others::stacks(spec),
            #[cfg(feature = "take")]
            RulesSpec::Take(spec) => others::take(spec),
            #[cfg(feature = "polyomino")]
            RulesSpec::Polyomino(spec) => others::polyomino(spec),
        })
    }
}
