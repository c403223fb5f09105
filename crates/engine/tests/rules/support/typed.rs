//! A ruleset compiled into the typed game of its family, whichever family a test is about:
//! `load::<GoGame>("weiqi-enclosure", "5x5")` from the entry, `compile::<GoGame>(yaml)` from
//! rules written in the test.
#![allow(dead_code)]

use boardlore_engine::chess::ChessGame;
use boardlore_engine::folk::FolkGame;
use boardlore_engine::go::GoGame;
use boardlore_engine::halma::HalmaGame;
use boardlore_engine::polyomino::PolyominoGame;
use boardlore_engine::race::RaceGame;
use boardlore_engine::stacks::StacksGame;
use boardlore_engine::take::TakeGame;
use boardlore_engine::{RulesSpec, SpecError};

use super::entry::{entry_rules, rules_from_str};

/// The typed game of one family.
pub trait Typed: Sized {
    /// The family's name in `family:`.
    const FAMILY: &'static str;
    /// Compiles `spec` when it is of this family.
    fn compile(spec: RulesSpec) -> Option<Result<Self, Vec<SpecError>>>;
}

macro_rules! typed {
    ($($game:ty => $variant:ident, $family:literal;)*) => {$(
        impl Typed for $game {
            const FAMILY: &'static str = $family;
            fn compile(spec: RulesSpec) -> Option<Result<Self, Vec<SpecError>>> {
                match spec {
                    RulesSpec::$variant(spec) => Some(spec.compile_typed()),
                    _ => None,
                }
            }
        }
    )*};
}

typed! {
    ChessGame => Chess, "chess";
    FolkGame => Folk, "folk";
    RaceGame => Race, "race";
    GoGame => Go, "go";
    HalmaGame => Halma, "halma";
    StacksGame => Stacks, "stacks";
    TakeGame => Take, "take";
    PolyominoGame => Polyomino, "polyomino";
}

/// `spec` compiled into the typed game `G`; `what` names it in a failure.
pub fn typed<G: Typed>(spec: RulesSpec, what: &str) -> G {
    match G::compile(spec) {
        Some(compiled) => compiled.unwrap_or_else(|e| panic!("{what}: {e:?}")),
        None => panic!("{what} is not a {} ruleset", G::FAMILY),
    }
}

/// Ruleset `ruleset` of `content/games/<game>.yaml`, compiled into its typed game.
pub fn load<G: Typed>(game: &str, ruleset: &str) -> G {
    typed(entry_rules(game, ruleset), &format!("{game}/{ruleset}"))
}

/// Rules written in a test, compiled into their typed game.
pub fn compile<G: Typed>(yaml: &str) -> G {
    typed(rules_from_str(yaml), "the test's rules")
}
