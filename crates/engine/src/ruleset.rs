//! Rulesets as data: the `rules` part of a game entry, and its compilation into a playable game.

use std::sync::Arc;

use serde::Deserialize;

use crate::dynamic::Rules;
pub use crate::spec_problems::SpecError;

/// Declares the families once: each line gives a family's `family:` name, its variant of
/// [`RulesSpec`] and its spec type, and yields the enum, [`FAMILIES`], the reader
/// ([`RulesSpec::read_family`]), [`RulesSpec::family`], [`RulesSpec::compile`] and
/// [`RulesSpec::visit_typed`]. Adding a family is one line here.
macro_rules! families {
    ($($(#[doc = $doc:literal])* $name:literal => $variant:ident($spec:ty),)*) => {
        /// The `rules` of one ruleset in a game entry. `family` selects the vocabulary.
        #[derive(Clone, Debug, Deserialize)]
        #[serde(tag = "family")]
        pub enum RulesSpec {
            $($(#[doc = $doc])* #[serde(rename = $name)] $variant($spec),)*
        }

        /// The `family` names, in the order of [`RulesSpec`]'s variants.
        pub const FAMILIES: &[&str] = &[$($name),*];

        impl RulesSpec {
            /// Reads the rules of `family` from a mapping without its `family` key. The same as
            /// reading the whole mapping, except that the family's reader sees the fields
            /// directly (not through serde's buffer for tagged enums), so an error keeps its
            /// field path.
            pub fn read_family<'de, D: serde::Deserializer<'de>>(
                family: &str,
                deserializer: D,
            ) -> Result<RulesSpec, D::Error> {
                Ok(match family {
                    $($name => RulesSpec::$variant(Deserialize::deserialize(deserializer)?),)*
                    other => return Err(serde::de::Error::unknown_variant(other, FAMILIES)),
                })
            }

            /// The `family` these rules are written in, one of [`FAMILIES`].
            pub fn family(&self) -> &'static str {
                match self {
                    $(RulesSpec::$variant(_) => $name,)*
                }
            }

            /// Compiles the ruleset, reporting every problem found.
            pub fn compile(&self) -> Result<Arc<dyn Rules>, Vec<SpecError>> {
                match self {
                    $(RulesSpec::$variant(spec) => spec.compile(),)*
                }
            }

            /// Compiles the ruleset and hands the typed game to `visitor`.
            pub fn visit_typed<V: GameVisitor>(
                &self,
                visitor: V,
            ) -> Result<V::Output, Vec<SpecError>> {
                Ok(match self {
                    $(RulesSpec::$variant(spec) => visitor.visit(spec.compile_typed()?),)*
                })
            }
        }
    };
}

families! {
    /// Chess-family games: pieces in Betza notation plus flags.
    "chess" => Chess(crate::chess::ChessSpec),
    /// Folk games: placement, line and shape captures, races, connections, scoring.
    "folk" => Folk(crate::folk::FolkSpec),
    /// Race games: paths, cowrie or dice throws, resting squares, captures and doubles.
    "race" => Race(crate::race::RaceSpec),
    /// Go-like games: stones placed or stepped, groups taken without liberties, ko, scoring.
    "go" => Go(crate::go::GoSpec),
    /// Halma races: steps, chains of leaps, kinds of piece, shared pieces, driving off.
    "halma" => Halma(crate::halma::HalmaSpec),
    /// Stacks games: piles of shared or owned pieces, counted jumps, carrying and delivering.
    "stacks" => Stacks(crate::stacks::StacksSpec),
    /// Removal games: taking single pieces or runs off a full board (Nim-like games).
    "take" => Take(crate::take::TakeSpec),
    /// Pieces covering several points: polyominoes and triangles, placed and slid whole.
    "polyomino" => Polyomino(crate::polyomino::PolyominoSpec),
}

/// Gives a family's spec its two compile methods, both from the family's one entry point
/// `compile::compile(&Spec) -> Result<Game, Vec<SpecError>>`: `compile_typed` (the typed game,
/// for search, perft, the solver and tests) and `compile` (the game behind [`Rules`], for the
/// site, the CLI and the web board).
macro_rules! compile_entry {
    ($spec:ty => $game:ty) => {
        impl $spec {
            /// Compiles the ruleset into a playable game, reporting every problem found.
            pub fn compile(
                &self,
            ) -> Result<std::sync::Arc<dyn $crate::dynamic::Rules>, Vec<$crate::ruleset::SpecError>>
            {
                Ok(std::sync::Arc::new($crate::dynamic::TypedRules::new(
                    self.compile_typed()?,
                )))
            }

            /// Compiles the ruleset into the typed game (for search, perft, the solver and
            /// tests), reporting every problem found.
            pub fn compile_typed(&self) -> Result<$game, Vec<$crate::ruleset::SpecError>> {
                compile::compile(self)
            }
        }
    };
}
pub(crate) use compile_entry;

/// Something to do with a compiled game of any family, at its own type: the search code is
/// generic over [`Game`](crate::Game), so a visitor runs it at full speed without a
/// per-family branch in every caller (the CLI's self-play, for example).
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the compiled game.
    fn visit<G: crate::search::Hints>(self, game: G) -> Self::Output;
}
