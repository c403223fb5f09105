//! Forbidden stalemate (sittuyin) asks whether the opponent could still move; the opponent's
//! replies must be judged without asking the same question back, or the two checks call each
//! other until the stack overflows. Found by random games through the web board's API.

use crate::support::chess as chess_support;
use crate::support::random_game::random_walk;

use boardlore_engine::game::Game;

#[test]
fn forbidden_stalemate_lookahead_does_not_recurse_forever() {
    let game = chess_support::load("sittuyin", "fairy-stockfish");
    // A random game reached this position; listing White's moves overflowed the stack.
    let pos = chess_support::position(
        &game,
        "n1rk2r1/4s3/1sf1pppp/pppp4/4PPPP/PPPP4/1N1FK3/SRN4R[Sn] w - - 14 8",
    );
    let names = chess_support::move_names(&game, &pos);
    assert!(!names.is_empty());
    assert!(game.perft(&pos, 2) > 0);
}

#[test]
fn forbidden_stalemate_lookahead_survives_long_random_games() {
    use boardlore_engine::search::Rng;
    for ruleset in ["fairy-stockfish"] {
        let game = chess_support::load("sittuyin", ruleset);
        let mut rng = Rng::new(11);
        for _ in 0..3 {
            random_walk(&game, game.start(), &mut rng, 150, |_, _| {});
        }
    }
}
