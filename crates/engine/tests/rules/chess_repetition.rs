//! Repetitions, each ended by the rule of its game: perpetual check loses (xiangqi, shogi),
//! a repetition without checks draws on the third (xiangqi, chaturanga) or the fourth (shogi)
//! occurrence; Fairy-Stockfish's ouk chatrang compares positions without first-move rights.

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::{Game, Outcome, Player};
use chess_support::{load, play, position};

/// Plays the cycle of moves `rounds` times from `fen`, checking before each ply that the game
/// goes on; returns the outcome after the last ply.
fn repeat(game: &ChessGame, fen: &str, cycle: &[&str], rounds: usize) -> Outcome {
    let mut pos = position(game, fen);
    let moves: Vec<&str> = (0..rounds).flat_map(|_| cycle.iter().copied()).collect();
    for (i, name) in moves.iter().enumerate() {
        assert!(game.outcome(&pos).is_none(), "over before ply {}", i + 1);
        play(game, &mut pos, &[name]);
    }
    game.outcome(&pos).expect("the repetition ends the game")
}

/// One test per case: `name: "game"/"ruleset", "fen", ["move", ...] * rounds => winner,
/// "words of the rule";` plays the cycle of moves `rounds` times from the position and checks
/// who wins (`None`: a draw) and, when given, the message of the rule that ended the game.
macro_rules! repetition_ends {
    ($(
        $(#[$doc:meta])*
        $name:ident: $game:literal / $ruleset:literal, $fen:literal,
            [$($mv:literal),+] * $rounds:literal => $winner:expr $(, $rule:literal)?;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            let game = load($game, $ruleset);
            let outcome = repeat(&game, $fen, &[$($mv),+], $rounds);
            assert_eq!(outcome.winner, $winner, "{:?}", outcome.rule);
            $(assert!(outcome.rule.mentions($rule), "{:?}", outcome.rule);)?
        }
    )*};
}

repetition_ends! {
    /// Daou: perpetual check is forbidden. Red's chariot checks the black general along rank
    /// 10 and rank 9 in turn; the general can only step between d10 and d9. When the position
    /// stands for the third time, Red, who checked every move of the cycle, loses.
    xiangqi_perpetual_check_loses: "xiangqi"/"main", "3k5/R8/9/9/9/9/9/9/9/5K3 w - - 0 1",
        ["a9a10", "d10d9", "a10a9", "d9d10"] * 2 => Some(Player(1)), "board-rule-perpetual-check";
    xiangqi_a_repetition_without_checks_is_a_draw: "xiangqi"/"main", "3k5/9/9/9/9/9/9/9/9/4K4 w - - 0 1",
        ["e1e2", "d10d9", "e2e1", "d9d10"] * 2 => None, "board-rule-repetition-third";
    /// Daou: four repetitions draw. Both rooks step aside and back: the start position stands
    /// for the fourth time after twelve plies.
    shogi_the_fourth_repetition_is_sennichite_a_draw: "shogi"/"main", "startpos",
        ["h2g2", "b8c8", "g2h2", "c8b8"] * 3 => None, "board-rule-repetition-fourth";
    /// Daou: perpetual check loses. Black's rook checks the white king in the corner along the
    /// top rank and the next in turn; the king steps between a9 and a8. When the position
    /// stands for the fourth time, Black, who checked every move of the cycle, loses.
    shogi_perpetual_check_loses: "shogi"/"main", "k8/8R/9/9/9/9/9/9/4K4[-] w 0 1",
        ["i8i9", "a9a8", "i9i8", "a8a9"] * 3 => Some(Player(1)), "board-rule-perpetual-check";
    chaturanga_threefold_repetition_draws: "chaturanga"/"main", "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1",
        ["a1a2", "a8a7", "a2a1", "a7a8"] * 2 => None;
    /// Fairy-Stockfish's cambodian leaves first-move rights out of the positions it compares
    /// (pyffish: `is_optional_game_end` after these eight plies): the start position stands a
    /// third time when White's khon and Black's neang have gone out and back twice, though the
    /// neang lost its first-move step with its first move.
    ouk_chatrang_fairy_stockfish_repetition_ignores_first_move_rights:
        "ouk-chatrang"/"fairy-stockfish", "startpos",
        ["c1d2", "d8e7", "d2c1", "e7d8"] * 2 => None, "board-rule-repetition-third";
    /// The same with the kings: White's king steps out and back, losing its leap.
    ouk_chatrang_fairy_stockfish_repetition_ignores_the_kings_leap_right:
        "ouk-chatrang"/"fairy-stockfish", "startpos",
        ["d1d2", "b8d7", "d2d1", "d7b8"] * 2 => None, "board-rule-repetition-third";
}
