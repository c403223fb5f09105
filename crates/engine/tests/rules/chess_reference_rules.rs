//! Rules of the `fairy-stockfish` reference rulesets, each as Fairy-Stockfish plays it.

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::{Game, Player};
use boardlore_engine::phrase::Arg;
use chess_support::{assert_result, has, load, move_names, play, position};

some_legal_moves! { ChessGame;
    /// White's only pawn on c2, outside the promotion squares, may still become a ferz with a
    /// step to an empty square (b1, d1), but not onto b3 (a capture), nor to d3 (the ferz
    /// would attack c4), nor in place (it would attack b3).
    sittuyin_the_last_pawn_promotes_anywhere_but_not_by_capturing_or_attacking:
        "sittuyin"/"fairy-stockfish", "4k3/8/8/8/2r5/1n6/2P5/4K3[] w - - 0 1"
        => has ["c2b1f", "c2d1f"] lacks ["c2b3f", "c2d3f", "c2c2f"];
}

#[test]
fn chaturanga_a_pawn_on_the_last_rank_becomes_a_ferz_only() {
    let game = load("chaturanga", "fairy-stockfish");
    let pos = position(&game, "4k3/P7/8/8/8/8/8/4K3 w - - 0 1");
    let names = move_names(&game, &pos);
    assert!(has(&names, "a7a8q"), "{names:?}");
    assert!(
        !names.iter().any(|n| n.starts_with("a7a8") && n != "a7a8q"),
        "{names:?}"
    );
}

#[test]
fn chaturanga_a_bare_king_plays_on() {
    let game = load("chaturanga", "fairy-stockfish");
    let pos = position(&game, "4k3/8/8/8/8/8/8/R3K3 b - - 0 1");
    assert!(game.outcome(&pos).is_none());
}

#[test]
fn makruk_a_running_count_is_written_in_the_fen_and_read_back() {
    let game = load("makruk", "fairy-stockfish");
    let mut pos = position(&game, "8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
    play(&game, &mut pos, &["a1a2"]);
    let fen = game.write_position(&pos);
    assert_eq!(fen, "8/8/8/3k4/8/8/R7/4K3 b - 32 6 1");
    assert_eq!(game.write_position(&position(&game, &fen)), fen);
}

game_over! { ChessGame;
    janggi_two_passes_in_a_row_are_won_on_material: "janggi"/"fairy-stockfish",
        "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1", ["e1e1", "d10d10"]
        because "two passes end the game" => Some(Player(0));
    /// The move limit does not take a checkmate away.
    shatranj_a_mate_on_the_seventieth_move_stands: "shatranj"/"fairy-stockfish",
        "k7/8/1K6/3p4/8/8/8/7R w - - 139 80", ["h1h8"] because "mate" => Some(Player(0));
    shatranj_the_seventieth_move_without_a_mate_draws: "shatranj"/"fairy-stockfish",
        "k7/8/1K6/3p4/8/8/8/7R w - - 139 80", ["h1h2"]
        because "seventy moves" => None;
}

#[test]
fn shogi_a_pawn_dropped_to_mate_is_legal_and_loses() {
    let game = load("shogi", "fairy-stockfish");
    let mut pos = position(&game, "3lkl3/3l1l3/4G4/9/9/9/9/9/K8[PG] w - - 0 1");
    assert!(has(&move_names(&game, &pos), "P@e8"));
    play(&game, &mut pos, &["P@e8"]);
    let outcome = game.outcome(&pos).expect("mated");
    assert_eq!(outcome.winner, Some(Player(1)), "{:?}", outcome.rule);
    // A gold dropped to mate wins as any mate does.
    let mut pos = position(&game, "3lkl3/3l1l3/4G4/9/9/9/9/9/K8[PG] w - - 0 1");
    play(&game, &mut pos, &["G@e8"]);
    assert_eq!(game.outcome(&pos).expect("mated").winner, Some(Player(0)));
}

#[test]
fn ouk_chatrang_castling_letters_name_back_rank_squares() {
    let game = load("ouk-chatrang", "fairy-stockfish");
    // The king has left e1: a letter naming its empty square is refused (Fairy-Stockfish
    // ignores it), the met's on d1 keeps its right.
    let stale = game.parse_position("rnsmksnr/8/pppppppp/8/8/PPPPPPPP/4K3/RNSM1SNR w DEde - 0 1");
    assert!(stale.is_err_and(|e| e.message.contains("names e1")));
    let pos = position(
        &game,
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/4K3/RNSM1SNR w Dde - 0 1",
    );
    assert_eq!(
        game.write_position(&pos),
        "rnsmksnr/8/pppppppp/8/8/PPPPPPPP/4K3/RNSM1SNR w Dde - 0 1"
    );
}

#[test]
fn janggi_a_threefold_repetition_is_scored_on_material() {
    // Fairy-Stockfish's janggi: a repetition is a draw, and a draw is scored on material.
    let game = load("janggi", "fairy-stockfish");
    let mut pos = position(&game, "3k5/9/9/9/9/9/9/9/R8/4K4 w - - 0 1");
    let cycle = ["e1e2", "d10d9", "e2e1", "d9d10"];
    play(&game, &mut pos, &cycle);
    play(&game, &mut pos, &cycle[..3]);
    assert!(game.outcome(&pos).is_none(), "the start stood twice only");
    play(&game, &mut pos, &cycle[3..]);
    let outcome = game.outcome(&pos).expect("third occurrence");
    assert_eq!(outcome.rule.id, "board-rule-material", "{:?}", outcome.rule);
    assert_result(&outcome, Some(Player(0)), "board-rule-repetition-third");
    assert!(move_names(&game, &pos).is_empty(), "no move after the end");
}

#[test]
fn xiangqi_fifty_moves_without_a_capture_draw() {
    let game = load("xiangqi", "fairy-stockfish");
    let mut pos = position(&game, "3k5/9/9/9/9/9/9/9/9/4K4 w - - 99 60");
    assert!(game.outcome(&pos).is_none());
    play(&game, &mut pos, &["e1e2"]);
    let outcome = game.outcome(&pos).expect("the hundredth ply");
    assert_result(&outcome, None, "board-rule-move-limit-moves");
    assert_eq!(outcome.rule.arg("moves"), Some(&Arg::Number(50)));
}

#[test]
fn makruk_a_repetition_judged_on_a_replayed_line_is_the_same() {
    // The history is rebuilt by replaying moves (as the web board's permalink does), not
    // carried in the FEN: the same line from the same FEN ends the same way.
    let game = load("makruk", "fairy-stockfish");
    let fen = "r3k3/8/8/8/8/8/8/R3K3 w - - 0 1";
    let line = [
        "a1a2", "a8a7", "a2a1", "a7a8", "a1a2", "a8a7", "a2a1", "a7a8",
    ];
    let mut pos = position(&game, fen);
    play(&game, &mut pos, &line);
    let outcome = game.outcome(&pos).expect("threefold");
    assert_eq!(outcome.winner, None, "{:?}", outcome.rule);
    // The FEN alone carries no history: from it the game goes on.
    let written = position(&game, &game.write_position(&pos));
    assert!(game.outcome(&written).is_none());
}

#[test]
fn sho_shogi_promoting_to_a_crown_prince_does_not_answer_a_check() {
    // Found by the differential test: the king on d9 of the side to move stands in check from
    // the promoted knight on c9; the drunk elephant on a3 may not promote to a second king
    // (the crown prince) instead of answering the check.
    let game = load("sho-shogi", "fairy-stockfish");
    let pos = position(
        &game,
        "2+Nk5/5+S1+b1/l7N/7pL/2p6/9/e3pP2+s/1p3E3/4K4 b - - 5 96",
    );
    let names = move_names(&game, &pos);
    assert!(!names.iter().any(|n| n.starts_with("a3")), "{names:?}");
}
