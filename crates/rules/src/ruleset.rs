//! Rulesets as data: the `rules` part of a game entry, and its compilation into a playable game.

use serde::Deserialize;

use crate::players::{ordinal, plain, players_from, PlayerInfo};
pub use crate::spec_problems::SpecError;

/// Declares the families once: each line gives a family's `family:` name, its variant of
/// [`RulesSpec`], its spec type and its game type, and yields the enum, [`FAMILIES`], the
/// reader ([`RulesSpec::read_family`]), [`RulesSpec::family`], the compiled [`TypedGame`] and
/// [`RulesSpec::compile_typed`]. Adding a family is one line here, and a feature of the same
/// name in this crate's Cargo.toml: a build without the feature (a module of the web board)
/// carries no code of the family, and its reader refuses the family's rulesets.
macro_rules! families {
    ($($(#[doc = $doc:literal])* $name:literal => $variant:ident($spec:ty => $game:ty),)*) => {
        /// The `rules` of one ruleset in a game entry. `family` selects the vocabulary.
        #[derive(Clone, Debug, Deserialize)]
        #[serde(tag = "family")]
        pub enum RulesSpec {
            $($(#[doc = $doc])* #[cfg(feature = $name)] #[serde(rename = $name)] $variant($spec),)*
        }

        /// The `family` names, in the order of [`RulesSpec`]'s variants, whether this build
        /// carries them or not.
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
                    $(#[cfg(feature = $name)] $name => RulesSpec::$variant(Deserialize::deserialize(deserializer)?),)*
                    other if FAMILIES.contains(&other) => return Err(serde::de::Error::custom(
                        format_args!("this build of the engine does not play the family `{other}`"),
                    )),
                    other => return Err(serde::de::Error::unknown_variant(other, FAMILIES)),
                })
            }

            /// The `family` these rules are written in, one of [`FAMILIES`].
            pub fn family(&self) -> &'static str {
                match self {
                    $(#[cfg(feature = $name)] RulesSpec::$variant(_) => $name,)*
                }
            }

            /// Compiles the ruleset into its family's game, reporting every problem found.
            pub fn compile_typed(&self) -> Result<TypedGame, Vec<SpecError>> {
                Ok(match self {
                    $(#[cfg(feature = $name)] RulesSpec::$variant(spec) => TypedGame::$variant(spec.compile_typed()?),)*
                })
            }
        }

        /// A compiled ruleset at its family's own type: the layers above match on it to run
        /// generic code (a search, a type-erased match) at full speed on any family.
        pub enum TypedGame {
            $($(#[doc = $doc])* #[cfg(feature = $name)] $variant($game),)*
        }
    };
}

families! {
    /// Chess-family games: pieces in Betza notation plus flags.
    "chess" => Chess(crate::chess::ChessSpec => crate::chess::ChessGame),
    /// Folk games: placement, line and shape captures, races, connections, scoring.
    "folk" => Folk(crate::folk::FolkSpec => crate::folk::FolkGame),
    /// Race games: paths, cowrie or dice throws, resting squares, captures and doubles.
    "race" => Race(crate::race::RaceSpec => crate::race::RaceGame),
    /// Go-like games: stones placed or stepped, groups taken without liberties, ko, scoring.
    "go" => Go(crate::go::GoSpec => crate::go::GoGame),
    /// Halma races: steps, chains of leaps, kinds of piece, shared pieces, driving off.
    "halma" => Halma(crate::halma::HalmaSpec => crate::halma::HalmaGame),
    /// Stacks games: piles of shared or owned pieces, counted jumps, carrying and delivering.
    "stacks" => Stacks(crate::stacks::StacksSpec => crate::stacks::StacksGame),
    /// Removal games: taking single pieces or runs off a full board (Nim-like games).
    "take" => Take(crate::take::TakeSpec => crate::take::TakeGame),
    /// Pieces covering several points: polyominoes and triangles, placed and slid whole.
    "polyomino" => Polyomino(crate::polyomino::PolyominoSpec => crate::polyomino::PolyominoGame),
}

/// The first of the web board's modules ([`BOARD_MODULES`]) that carries every one of
/// `families`, among those `present`: its folder under `play/`. `None` when none does (or
/// `families` is empty): the page then loads the whole engine.
///
/// [`BOARD_MODULES`]: crate::board_modules::BOARD_MODULES
pub fn board_module<'a>(
    families: impl IntoIterator<Item = &'a str> + Clone,
    present: impl Fn(&str) -> bool,
) -> Option<&'static str> {
    families.clone().into_iter().next()?;
    crate::board_modules::BOARD_MODULES
        .iter()
        .find(|(folder, carried)| {
            present(folder) && families.clone().into_iter().all(|f| carried.contains(&f))
        })
        .map(|(folder, _)| *folder)
}

impl RulesSpec {
    /// The players in turn order with their names and colours (see the module's notes).
    pub fn players(&self) -> Vec<PlayerInfo> {
        match self {
            #[cfg(feature = "chess")]
            RulesSpec::Chess(spec) => match &spec.players {
                Some(list) if !list.is_empty() => {
                    players_from(list.iter().map(|p| (p.name.clone(), p.colour)).collect())
                }
                _ => plain(["White".to_string(), "Black".to_string()]),
            },
            #[cfg(feature = "folk")]
            RulesSpec::Folk(spec) => plain(spec.players.iter().map(|p| p.name.clone())),
            #[cfg(feature = "race")]
            RulesSpec::Race(spec) => plain(spec.players.iter().map(|p| p.name.clone())),
            #[cfg(feature = "go")]
            RulesSpec::Go(spec) => plain(spec.players.iter().cloned()),
            #[cfg(feature = "halma")]
            RulesSpec::Halma(spec) => plain(spec.players.iter().map(|p| p.name.clone())),
            #[cfg(feature = "stacks")]
            RulesSpec::Stacks(spec) if spec.players.is_empty() => plain(ordinal(2)),
            #[cfg(feature = "stacks")]
            RulesSpec::Stacks(spec) => plain(spec.players.iter().cloned()),
            #[cfg(feature = "take")]
            RulesSpec::Take(spec) => plain(spec.players.iter().map(|p| p.name.clone())),
            #[cfg(feature = "polyomino")]
            RulesSpec::Polyomino(spec) => plain(spec.players.iter().map(|p| p.name.clone())),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{board_module, FAMILIES};
    use crate::board_modules::BOARD_MODULES;

    #[test]
    fn every_family_is_carried_by_exactly_one_module_of_the_web_board() {
        for family in FAMILIES {
            let carriers: Vec<&str> = BOARD_MODULES
                .iter()
                .filter(|(_, carried)| carried.contains(family))
                .map(|(folder, _)| *folder)
                .collect();
            assert_eq!(carriers.len(), 1, "{family} is carried by {carriers:?}");
        }
        for (folder, carried) in BOARD_MODULES {
            for family in *carried {
                assert!(
                    FAMILIES.contains(family),
                    "{folder} names no family {family}"
                );
            }
        }
    }

    #[test]
    fn a_page_loads_the_module_of_its_families_else_the_whole_engine() {
        let all = |_: &str| true;
        assert_eq!(board_module(["chess"], all), Some("chess"));
        assert_eq!(board_module(["go", "take"], all), Some("others"));
        // Zang Qi's readings are written as folk and as go rules: no one module carries both.
        assert_eq!(board_module(["folk", "go"], all), None);
        assert_eq!(
            board_module(["folk"], |folder: &str| folder != "folk"),
            None
        );
        assert_eq!(board_module([], all), None);
    }
}
