//! From a ruleset to a game the computer can play: the typed game handed to generic code
//! ([`GameVisitor`]) or wrapped behind the type-erased [`Rules`] the site, the command line and
//! the web board use.

use std::sync::Arc;

use boardlore_rules::ruleset::{RulesSpec, SpecError, TypedGame};

use crate::dynamic::{Rules, SharedGame, TypedRules};

/// Something to do with a compiled game of any family, at its own type: the search code is
/// generic over [`Hints`](crate::search::Hints), so a visitor runs it at full speed without a
/// per-family branch in every caller (the command line's self-play, for example).
pub trait GameVisitor {
    /// What the visit returns.
    type Output;
    /// Runs on the compiled game.
    fn visit<G: SharedGame>(self, game: G) -> Self::Output;
}

/// Compiling a ruleset for play: the methods the computer layer adds to [`RulesSpec`].
pub trait Compile {
    /// Compiles the ruleset into a playable game, reporting every problem found.
    fn compile(&self) -> Result<Arc<dyn Rules>, Vec<SpecError>>;
    /// Compiles the ruleset and hands the typed game to `visitor`.
    fn visit_typed<V: GameVisitor>(&self, visitor: V) -> Result<V::Output, Vec<SpecError>>;
}

/// Hands the game to `visitor` at its own type. Adding a family to the rules adds an arm
/// here (the match is exhaustive, so the compiler asks for it).
fn visit<V: GameVisitor>(game: TypedGame, visitor: V) -> V::Output {
    match game {
        #[cfg(feature = "chess")]
        TypedGame::Chess(game) => visitor.visit(game),
        #[cfg(feature = "folk")]
        TypedGame::Folk(game) => visitor.visit(game),
        #[cfg(feature = "race")]
        TypedGame::Race(game) => visitor.visit(game),
        #[cfg(feature = "go")]
        TypedGame::Go(game) => visitor.visit(game),
        #[cfg(feature = "halma")]
        TypedGame::Halma(game) => visitor.visit(game),
        #[cfg(feature = "stacks")]
        TypedGame::Stacks(game) => visitor.visit(game),
        #[cfg(feature = "take")]
        TypedGame::Take(game) => visitor.visit(game),
        #[cfg(feature = "polyomino")]
        TypedGame::Polyomino(game) => visitor.visit(game),
    }
}

/// Wraps a typed game behind [`Rules`].
struct Erase;

impl GameVisitor for Erase {
    type Output = Arc<dyn Rules>;
    fn visit<G: SharedGame>(self, game: G) -> Arc<dyn Rules> {
        Arc::new(TypedRules::new(game))
    }
}

impl Compile for RulesSpec {
    fn compile(&self) -> Result<Arc<dyn Rules>, Vec<SpecError>> {
        self.visit_typed(Erase)
    }

    fn visit_typed<V: GameVisitor>(&self, visitor: V) -> Result<V::Output, Vec<SpecError>> {
        Ok(visit(self.compile_typed()?, visitor))
    }
}
