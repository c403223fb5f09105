//! The boardlore engine as its users take it: the rules (`boardlore-rules`) and the computer
//! that plays them (`boardlore-computer`) under one name, for the command line, the site, the
//! web board and the engine's own tests. The layers depend one way: rules, then computer, then
//! this crate; `cargo xtask layers` checks that no crate's top-level modules import each other
//! in a cycle.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub use boardlore_computer as computer;
pub use boardlore_rules as rules;

pub use boardlore_computer::{claims, compile, divergence, dynamic, hints, search};
pub use boardlore_rules::{
    board, board_link, board_modules, chess, folk, game, go, halma, legend, limits, memo, phrase,
    players, polyomino, race, record, rng, ruleset, small_sort, spec_legend, stacks, take,
    vocabulary,
};

pub use boardlore_computer::{Compile, GameVisitor, Hints, Match, MoveInfo, Rules, TurnInfo};
pub use boardlore_rules::{
    Canonical, Click, Colour, Game, MoveStyle, NotationError, Outcome, Player, PlayerInfo,
    PositionView, Presentation, RulesSpec, SpecError, TypedGame, Vocabulary, Word, Words,
    ENGINE_STYLE,
};
