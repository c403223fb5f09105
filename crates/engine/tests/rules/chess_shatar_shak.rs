//! Shatar's mate rules as Fairy-Stockfish plays them (ruleset `fairy-stockfish`), each case
//! checked with its `shatar` variant (pyffish 0.0.90: `legal_moves`, `game_result`).
//!
//! Fairy-Stockfish's rule (`shatarMateRule`): a mate in which every checking piece is a horse
//! is lost by the side that gives it; any other mate stands when the run of checks that led to
//! it holds a shak, a position in which a bers, rook or horse is among the checking pieces
//! (so a check uncovered by another piece's move is a shak, and so is the check standing in a
//! position read from a FEN); without a shak the mate is a draw (niol).

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::Player;
use chess_support::{load, outcome_after};

game_over! { ChessGame;
    /// Black's king on b8 is mated by the bers on b7 standing in the position as read:
    /// Fairy-Stockfish counts that check as a shak, so the mate stands.
    shatar_fairy_stockfish_a_check_standing_in_the_position_read_is_a_shak:
        "shatar"/"fairy-stockfish", "1k6/1J6/8/8/4B3/8/4K3/2j5 b - - 1 53", []
        because "mate by the bers" => Some(Player(0)), "board-rule-checkmate";
    /// The bishop leaves d8 and uncovers the rook on a8: the rook checks, a shak, and mates.
    shatar_fairy_stockfish_a_discovered_rook_check_is_a_shak: "shatar"/"fairy-stockfish",
        "R2B3k/6pp/8/8/8/8/8/K7 w - - 0 1", ["d8e7"]
        because "mate by the uncovered rook" => Some(Player(0)), "board-rule-checkmate";
    /// The horse leaves h4 and uncovers the rook on h1: the rook mates (the horse gives no
    /// check from f5), and the mate stands.
    shatar_fairy_stockfish_a_horse_move_may_uncover_a_rook_mate: "shatar"/"fairy-stockfish",
        "7k/5Pp1/8/8/7N/8/8/K6R w - - 0 1", ["h4f5"]
        because "mate by the uncovered rook" => Some(Player(0)), "board-rule-checkmate";
    /// From g6 the horse checks too, beside the rook: not every checking piece is a horse,
    /// so the mate stands.
    shatar_fairy_stockfish_a_double_check_by_horse_and_rook_mates: "shatar"/"fairy-stockfish",
        "7k/5Pp1/8/8/7N/8/8/K6R w - - 0 1", ["h4g6"]
        because "mate by rook and horse" => Some(Player(0)), "board-rule-checkmate";
    /// The horse alone mates on f7: the move is legal, and the side mated wins.
    shatar_fairy_stockfish_a_mate_by_the_horse_alone_loses: "shatar"/"fairy-stockfish",
        "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1", ["g5f7"]
        because "mate by the horse alone" => Some(Player(1)), "board-rule-mate-by-alone";
    /// The bishop mates with a single check and no shak before it: niol, a draw.
    shatar_fairy_stockfish_a_bishop_mate_without_a_shak_is_niol: "shatar"/"fairy-stockfish",
        "6bk/7p/8/8/5B2/8/8/K7 w - - 0 1", ["f4e5"]
        because "mate by the bishop" => None, "board-rule-niol";
}

some_legal_moves! { ChessGame;
    /// Fairy-Stockfish lists all four horse moves that uncover the rook's mate.
    shatar_fairy_stockfish_horse_moves_uncovering_a_mate_are_legal: "shatar"/"fairy-stockfish",
        "7k/5Pp1/8/8/7N/8/8/K6R w - - 0 1" => has ["h4f3", "h4f5", "h4g2", "h4g6"];
    /// Fairy-Stockfish lets the horse give its losing mate.
    shatar_fairy_stockfish_the_horse_may_give_its_losing_mate: "shatar"/"fairy-stockfish",
        "6rk/6pp/8/6N1/8/8/8/K7 w - - 0 1" => has ["g5f7"];
}

/// Daou's reading keeps its own declared rule (the ruleset's assumption): a check counts as a
/// shak when the piece that just moved is a bers, rook or horse, so the rook's check uncovered
/// by a bishop move is none, and the mate it gives is niol.
#[test]
fn shatar_daou_counts_the_piece_moved_as_the_shak() {
    let game = load("shatar", "main");
    let fen = "R2B3k/6pp/8/8/8/8/8/K7 w - - 0 1";
    let outcome = outcome_after(&game, fen, &["d8e7"], "mate by the uncovered rook");
    assert_eq!(outcome.winner, None, "{:?}", outcome.rule);
}

/// The run of checks: a rook check (a shak) and then a bishop mate, the same side checking at
/// every move, wins; the standing check read from a FEN starts a run too, so a bishop mate
/// after the rook's check in the position read also stands.
#[test]
fn shatar_fairy_stockfish_a_bishop_mate_after_a_rook_check_stands() {
    let game = load("shatar", "fairy-stockfish");
    // The rook on g1 checks the king on g8 as read; the king goes to h8; the bishop mates.
    let fen = "6k1/7p/8/8/5B2/8/8/K5R1 b - - 0 1";
    let outcome = outcome_after(&game, fen, &["g8h8", "f4e5"], "mate by the bishop");
    assert_eq!(outcome.winner, Some(Player(0)), "{:?}", outcome.rule);
}
