//! Rule cases written as tables, one `#[test]` per case under the name of the rule it checks,
//! so that a failing case is named on its own in `cargo test`'s output.
//!
//! - `after_move!`: in a folk game, a move played in a position gives the next position
//!   (notation without the ply counter), optionally followed by more moves from there.
//! - `legal_moves!`: in a folk game, the legal moves of a position, sorted by name.

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
