//! Rulesets as data: the `rules` part of a game entry, and its compilation into a playable game.

use std::fmt;
use std::sync::Arc;

use serde::Deserialize;

use crate::dynamic::Rules;

/// The `rules` of one ruleset in a game entry. `family` selects the vocabulary.
#[derive(Clone, Debug, Deserialize)]
#[serde(tag = "family", rename_all = "kebab-case")]
pub enum RulesSpec {
    /// Chess-family games: pieces in Betza notation plus flags.
    Chess(crate::chess::ChessSpec),
    /// Folk games: placement, line and shape captures, races, connections, scoring.
    Folk(crate::folk::FolkSpec),
    /// Race games: paths, cowrie or dice throws, resting squares, captures and doubles.
    Race(crate::race::RaceSpec),
    /// Go-like games: stones placed or stepped, groups taken without liberties, ko, scoring.
    Go(crate::go::GoSpec),
    /// Halma races: steps, chains of leaps, kinds of piece, shared pieces, driving off.
    Halma(crate::halma::HalmaSpec),
    /// Stacks games: piles of shared or owned pieces, counted jumps, carrying and delivering.
    Stacks(crate::stacks::StacksSpec),
    /// Removal games: taking single pieces or runs off a full board (Nim-like games).
    Take(crate::take::TakeSpec),
    /// Pieces covering several points: polyominoes and triangles, placed and slid whole.
    Polyomino(crate::polyomino::PolyominoSpec),
}

/// A problem found while compiling a ruleset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// Field path inside `rules`, e.g. `pieces[3].betza`.
    pub path: String,
    /// What is wrong and what was expected.
    pub message: String,
    /// How to fix it, when there is something useful to say.
    pub hint: Option<String>,
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rules.{}: {}", self.path, self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, " (hint: {hint})")?;
        }
        Ok(())
    }
}

impl RulesSpec {
    /// Compiles the ruleset, reporting every problem found.
    pub fn compile(&self) -> Result<Arc<dyn Rules>, Vec<SpecError>> {
        match self {
            RulesSpec::Chess(spec) => spec.compile(),
            RulesSpec::Folk(spec) => spec.compile(),
            RulesSpec::Race(spec) => spec.compile(),
            RulesSpec::Go(spec) => spec.compile(),
            RulesSpec::Halma(spec) => spec.compile(),
            RulesSpec::Stacks(spec) => spec.compile(),
            RulesSpec::Take(spec) => spec.compile(),
            RulesSpec::Polyomino(spec) => spec.compile(),
        }
    }
}
