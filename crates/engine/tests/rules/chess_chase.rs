//! Xiangqi's perpetual chase (the `main` reading and the `fairy-stockfish` reference): a side
//! that attacks the same enemy piece with every move of a repeated cycle loses. Each case is a
//! position built for it and a four-ply cycle played twice, so the start stands for the third
//! time; every verdict was first asked of Fairy-Stockfish (`pyffish.is_optional_game_end("xiangqi",
//! FEN, moves)` after the eight plies, its value for the side to move: 32000 wins, -32000
//! loses, 0 a draw).

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::{Game, Outcome, Player};
use chess_support::{assert_result, load, play, position};

const RED: Option<Player> = Some(Player(0));
const BLACK: Option<Player> = Some(Player(1));

/// Plays `cycle` twice from `fen`; the game must go on until the last ply and end there.
fn repeat_twice(game: &ChessGame, fen: &str, cycle: &[&str; 4]) -> Outcome {
    let mut pos = position(game, fen);
    for (i, name) in cycle.iter().chain(cycle.iter()).enumerate() {
        assert!(game.outcome(&pos).is_none(), "over before ply {}", i + 1);
        play(game, &mut pos, &[name]);
    }
    game.outcome(&pos)
        .expect("the third occurrence ends the game")
}

/// Both readings judge every case alike.
fn both_readings(fen: &str, cycle: &[&str; 4]) -> [Outcome; 2] {
    ["main", "fairy-stockfish"].map(|ruleset| repeat_twice(&load("xiangqi", ruleset), fen, cycle))
}

/// One test per case: `name: "position", ["ply", "ply", "ply", "ply"] => winner, "words";`
/// plays the cycle twice from the position under both readings and checks that the game ends
/// on the last ply, won by `winner` (`None`: a draw), by a rule holding the message if given.
macro_rules! cycle_twice {
    ($(
        $(#[$doc:meta])*
        $name:ident: $fen:literal, [$($ply:literal),+] => $winner:expr $(, $rule:literal)?;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            for outcome in both_readings($fen, &[$($ply),+]) {
                assert_result(&outcome, $winner, concat!("" $(, $rule)?));
            }
        }
    )*};
}

cycle_twice! {
    /// The black horse runs between c9 and a8 and the red chariot follows it, attacking it
    /// anew from i9 and i8 on every move; nothing protects the horse. Fairy-Stockfish:
    /// "5k3/2n5R/9/9/9/9/9/9/9/3K5 b - - 0 1", moves c9a8 i9i8 a8c9 i8i9 (twice): 32000 for
    /// Black to move, so Red loses.
    xiangqi_a_chariot_that_chases_an_unprotected_horse_back_and_forth_loses:
        "5k3/2n5R/9/9/9/9/9/9/9/3K5 b - - 0 1", ["c9a8", "i9i8", "a8c9", "i8i9"]
        => BLACK, "board-rule-perpetual-chase";
    /// The red chariot checks the general from a10 and a9 in turn; each time the general steps
    /// aside, a black cannon (h10 over the advisor on f10, h9 over the advisor on e9) gains
    /// an attack on the chariot: Black chases on every move, Red checks on every move. The
    /// check decides: Red loses. Fairy-Stockfish: "3k1a1c1/R3a2c1/9/9/9/9/9/9/9/4K4 w - - 0 1",
    /// moves a9a10 d10d9 a10a9 d9d10 (twice): -32000 for Red to move (and 32000 once
    /// `perpetualCheckIllegal` is switched off: the chase alone would make Black lose).
    xiangqi_check_and_chase_perpetual_check_decides:
        "3k1a1c1/R3a2c1/9/9/9/9/9/9/9/4K4 w - - 0 1", ["a9a10", "d10d9", "a10a9", "d9d10"]
        => BLACK, "board-rule-perpetual-check";
    /// Each side's horse steps between two squares, each time opening the line of one of its
    /// chariots and closing the other's onto the same unprotected cannon of the other side
    /// (Red's onto b8, Black's onto h3): both chase on every move. Fairy-Stockfish:
    /// "5k3/9/1c1N4R/9/7r1/1R7/9/r4n1C1/9/3K5 w - - 0 1", moves d8b7 f3h4 b7d8 h4f3 (twice):
    /// 0.
    xiangqi_both_sides_chasing_is_a_draw:
        "5k3/9/1c1N4R/9/7r1/1R7/9/r4n1C1/9/3K5 w - - 0 1", ["d8b7", "f3h4", "b7d8", "h4f3"]
        => None, "board-rule-both-chasing";
    /// The same cycle without Black's chariots: Red alone chases and loses (Fairy-Stockfish:
    /// -32000 for Red to move).
    xiangqi_red_alone_chasing_loses:
        "5k3/9/1c1N4R/9/9/1R7/9/5n1C1/9/3K5 w - - 0 1", ["d8b7", "f3h4", "b7d8", "h4f3"]
        => BLACK;
    /// The same cycle without Red's chariots: Black alone chases and loses (Fairy-Stockfish:
    /// 32000 for Red to move).
    xiangqi_black_alone_chasing_loses:
        "5k3/9/1c1N5/9/7r1/9/9/r4n1C1/9/3K5 w - - 0 1", ["d8b7", "f3h4", "b7d8", "h4f3"]
        => RED;
}

#[test]
fn xiangqi_a_chase_of_a_protected_piece_is_not_a_chase() {
    // The same chase, but the black elephant on c10 guards a8 and the black chariot on c2
    // guards c9: a chariot attacking a protected horse does not chase it, and the repetition
    // is a draw. Fairy-Stockfish: "2b2k3/2n5R/9/9/9/9/9/9/2r6/3K5 b - - 0 1", the same moves:
    // 0.
    let cycle = ["c9a8", "i9i8", "a8c9", "i8i9"];
    for outcome in both_readings("2b2k3/2n5R/9/9/9/9/9/9/2r6/3K5 b - - 0 1", &cycle) {
        assert_eq!(outcome.winner, None, "{:?}", outcome.rule);
        let chased = ["board-rule-perpetual-chase", "board-rule-both-chasing"];
        assert!(
            !chased.iter().any(|id| outcome.rule.mentions(id)),
            "{:?}",
            outcome.rule
        );
    }
}
