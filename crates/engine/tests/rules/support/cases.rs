//! Rule cases written as tables, one `#[test]` per case under the name of the rule it checks,
//! so that a failing case is named on its own in `cargo test`'s output.
//!
//! - `after_move!`: in a folk game, a move played in a position gives the next position
//!   (notation without the ply counter), optionally followed by more moves from there.
//! - `legal_moves!`: in a folk game, the legal moves of a position, sorted by name.
//! - `some_legal_moves!`: in a game of any family, moves a position allows and moves it
//!   forbids.
//! - `game_over!`: in a game of any family, the result that moves played in a position give.

/// One test per case: `name: "game"/"ruleset", "before", "move" => "after";`. More steps may
/// follow, each played in the position the step before gave: `, "move" => "after"`. A step
/// may end with `because "text"`, the message shown when it fails.
macro_rules! after_move {
    ($(
        $(#[$doc:meta])*
        $name:ident: $game:tt / $ruleset:tt, $before:expr,
        $($mv:literal => $after:literal $(because $why:literal)?),+;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let game = $crate::support::folk::load($game, $ruleset);
            let mut now = String::from($before);
            for (mv, expected, why) in [$(($mv, $after, concat!("" $(, ": ", $why)?))),+] {
                let next = $crate::support::folk::after(&game, &now, mv);
                assert_eq!(next, expected, "{mv} in {}/{}{why}", $game, $ruleset);
                now = next;
            }
        }
    )*};
}

/// One test per case: `name: "game"/"ruleset", "position" => ["move", ...];` checks the legal
/// moves of the position, sorted by name; `because "text"` before the `;` says why.
macro_rules! legal_moves {
    ($(
        $(#[$doc:meta])*
        $name:ident: $game:tt / $ruleset:tt, $position:expr => [$($mv:literal),* $(,)?]
            $(because $why:literal)?;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let game = $crate::support::folk::load($game, $ruleset);
            let state = $crate::support::folk::position(&game, $position);
            let expected: &[&str] = &[$($mv),*];
            let why = concat!("" $(, ": ", $why)?);
            assert_eq!($crate::support::folk::move_names(&game, &state), expected, "{}{why}", $position);
        }
    )*};
}

/// One test per case, all of the typed family game `Family` (`ChessGame`, `FolkGame`, ...):
/// `Family; name: "game"/"ruleset", "position" => has ["move", ...] lacks ["move", ...];`
/// checks that each move after `has` is legal in the position (or in the start position, for
/// `startpos`) and no move after `lacks` is; either list may be left out. `after ["move", ...]`
/// before the `=>` plays those moves first; then `written "text"` checks that the position is
/// written beginning with the text; `because "text"` before the `;` says why.
macro_rules! some_legal_moves {
    ($family:ident; $(
        $(#[$doc:meta])*
        $name:ident: $game:literal / $ruleset:literal, $position:literal
            $(, after [$($played:literal),* $(,)?])?
            $(, written $prefix:literal)?
            => $(has [$($legal:literal),+ $(,)?])? $(lacks [$($illegal:literal),+ $(,)?])?
            $(because $why:literal)?;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            use boardlore_engine::Game;
            use $crate::support::entry::{play_names, position, sorted_move_names};
            let game: $family = $crate::support::typed::load($game, $ruleset);
            let mut state = match $position {
                "startpos" => game.start(),
                text => position(&game, text),
            };
            play_names(&game, &mut state, &[$($($played),*)?]);
            $(
                let written = game.write_position(&state);
                assert!(written.starts_with($prefix), "{written}");
            )?
            let names = sorted_move_names(&game, &state);
            let why = concat!("" $(, ": ", $why)?);
            let has = |mv: &str| names.iter().any(|n| n == mv);
            $($(assert!(has($legal), "{} is legal{why}: {names:?}", $legal);)+)?
            $($(assert!(!has($illegal), "{} is not legal{why}: {names:?}", $illegal);)+)?
        }
    )*};
}

/// One test per case, all of the typed family game `Family` (`ChessGame`, `FolkGame`, ...):
/// `Family; name: "game"/"ruleset", "position", ["move", ...] because "text" => winner;`
/// plays the moves in the position and checks that the game is then over (`because` says
/// why it must be) and won by `winner` (an `Option<Player>`, `None` for a draw);
/// `=> winner, "board-rule-…"` also checks that the rule that ended it is or holds that message.
macro_rules! game_over {
    ($family:ident; $(
        $(#[$doc:meta])*
        $name:ident: $game:literal / $ruleset:literal, $position:literal,
            [$($mv:literal),* $(,)?] because $over:literal => $winner:expr $(, $rule:literal)?;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let game: $family = $crate::support::typed::load($game, $ruleset);
            let outcome =
                $crate::support::entry::outcome_after(&game, $position, &[$($mv),*], $over);
            let rule = concat!("" $(, $rule)?);
            $crate::support::entry::assert_result(&outcome, $winner, rule);
        }
    )*};
}
