//! Sittuyin's promotion in Daou's reading (ruleset `main`), one test per point of Daou's text
//! ("V. Sittuyin", Pawn Promotion), beside what Fairy-Stockfish's ruleset does instead.
//!
//! Daou: a pawn on a marked square of the enemy half "can be changed into a Ferz in one of two
//! ways: 1. No ordinary move is made that turn - instead the turn is used to change the Pawn to
//! Ferz; 2. The Pawn makes a Ferz move/capture and is simultaneously transformed into a Ferz (In
//! this move, the Pawn is neither allowed to give check to the opponent's King nor to capture
//! the opponent's Ferz)."

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::Game;
use chess_support::{has, load, move_names, position};

some_legal_moves! { ChessGame;
    /// Daou's first way has no condition: the pawn on d5 becomes a ferz where it stands,
    /// though Black's horse stands on c6, diagonally next to it.
    sittuyin_daou_promotion_in_place_beside_an_enemy_piece: "sittuyin"/"main",
        "7k/7r/2n5/3P4/8/8/8/K7[] w - - 0 1" => has ["d5d5f"];
    /// Fairy-Stockfish lets no promotion stand next to an enemy piece.
    sittuyin_fairy_stockfish_no_promotion_in_place_beside_an_enemy_piece:
        "sittuyin"/"fairy-stockfish", "7k/7r/2n5/3P4/8/8/8/K7[] w - - 0 1" => lacks ["d5d5f"];
    /// Daou's second way is "a Ferz move/capture": d5 takes the horse on c6 as it promotes.
    sittuyin_daou_promotion_step_captures: "sittuyin"/"main",
        "7k/7r/2n5/3P4/8/8/8/K7[] w - - 0 1" => has ["d5c6f", "d5e6f"];
    /// Fairy-Stockfish's promotion step never captures.
    sittuyin_fairy_stockfish_promotion_step_never_captures: "sittuyin"/"fairy-stockfish",
        "7k/7r/2n5/3P4/8/8/8/K7[] w - - 0 1" => lacks ["d5c6f"];
    /// Daou: "nor to capture the opponent's Ferz" (e6); the horse on c6 may be taken.
    sittuyin_daou_promotion_step_never_captures_the_enemy_ferz: "sittuyin"/"main",
        "7k/7r/2n1f3/3P4/8/8/8/K7[] w - - 0 1" => has ["d5c6f"] lacks ["d5e6f"];
    /// Daou: "neither allowed to give check": a ferz on c6 would check the king on b7.
    sittuyin_daou_promotion_step_may_not_give_check: "sittuyin"/"main",
        "8/1k5r/8/3P4/8/8/8/K7[] w - - 0 1" => has ["d5d5f", "d5e6f"] lacks ["d5c6f"];
    /// Daou sets no limit on the first way: the new ferz on d5 may check the king on c4
    /// diagonally behind it (the ruleset's assumption). The step onto the king's square is no
    /// capture at all.
    sittuyin_daou_promotion_in_place_may_give_check: "sittuyin"/"main",
        "8/7r/8/3P4/2k5/8/8/K7[] w - - 0 1" => has ["d5d5f"] lacks ["d5c4f"];
    /// Fairy-Stockfish forbids every promotion that gives check.
    sittuyin_fairy_stockfish_promotion_in_place_may_not_give_check:
        "sittuyin"/"fairy-stockfish", "8/7r/8/3P4/2k5/8/8/K7[] w - - 0 1" => lacks ["d5d5f"];
    /// Daou: "A Pawn can promote when it reaches a marked square", the last pawn too: a3 is
    /// not marked.
    sittuyin_daou_the_last_pawn_promotes_only_on_a_marked_square: "sittuyin"/"main",
        "7k/7r/8/8/8/P7/8/2K5[] w - - 0 1" => has ["a3a4"] lacks ["a3a3f", "a3b2f", "a3b4f"];
    /// Fairy-Stockfish lets a side's last pawn promote from any square.
    sittuyin_fairy_stockfish_the_last_pawn_promotes_anywhere: "sittuyin"/"fairy-stockfish",
        "7k/7r/8/8/8/P7/8/2K5[] w - - 0 1" => has ["a3a3f", "a3b2f", "a3b4f"];
}

/// White's king on h1 cannot move and its pawn on d5 is blocked: every move left is a
/// promotion. Daou's promotion is a turn like any other ("the turn is used to change the Pawn
/// to Ferz"), so play goes on; Fairy-Stockfish lets the side claim a stalemate there (its
/// `is_optional_game_end`), which its ruleset plays as a draw.
#[test]
fn sittuyin_daou_a_king_and_pawn_left_only_promotions_play_on() {
    let fen = "k5r1/8/3n4/3P4/8/8/r7/7K[] w - - 0 1";
    let daou = load("sittuyin", "main");
    let pos = position(&daou, fen);
    assert_eq!(daou.outcome(&pos), None);
    let names = move_names(&daou, &pos);
    assert!(has(&names, "d5d5f") && has(&names, "d5c6f"), "{names:?}");
    let reference = load("sittuyin", "fairy-stockfish");
    let outcome = reference
        .outcome(&position(&reference, fen))
        .expect("Fairy-Stockfish: stalemate");
    assert_eq!(outcome.winner, None, "{:?}", outcome.rule);
}

/// Daou: "when a Pawn reaches a promotion square, he stays a Pawn. In a later turn, the Pawn
/// can be changed": the pawn stepping from d4 onto the marked d5 stays a pawn, and may become
/// a ferz on its side's next turn.
#[test]
fn sittuyin_daou_a_pawn_reaching_a_marked_square_promotes_only_on_a_later_turn() {
    let game = load("sittuyin", "main");
    let mut pos = position(&game, "7k/7r/8/8/3P4/8/8/K7[] w - - 0 1");
    let names = move_names(&game, &pos);
    assert!(has(&names, "d4d5"), "{names:?}");
    assert!(!names.iter().any(|n| n.starts_with("d4d5") && n != "d4d5"));
    chess_support::play(&game, &mut pos, &["d4d5", "h7g7"]);
    assert!(has(&move_names(&game, &pos), "d5d5f"));
}
