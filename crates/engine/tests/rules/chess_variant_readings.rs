//! Rulesets built from the seed's footnotes and side remarks (shatar's other set-ups and piece
//! powers), each checked on the rule its footnote states.

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::Game;
use chess_support::{has, load, move_names, moves_starting, play, position};

// A bare king draws at once in shatar, so each position below leaves both sides a piece.

#[test]
fn old_shatar_bers_steps_like_a_ferz_and_bishop_leaps_like_an_elephant() {
    // "In old Shatar, the Bers used to move like the ordinary Ferz"; the bishop "used to have
    // the same Elephant move as in Shatranj".
    let game = load("shatar", "old-shatar");
    let pos = position(&game, "r3k3/8/8/8/3J4/8/8/4K3 w - - 0 1");
    let bers: Vec<String> = moves_starting(&game, &pos, "d4");
    assert_eq!(bers, ["d4c3", "d4c5", "d4e3", "d4e5"]);
    let pos = position(&game, "r3k3/8/8/8/3B4/8/8/4K3 w - - 0 1");
    let bishop: Vec<String> = moves_starting(&game, &pos, "d4");
    assert_eq!(bishop, ["d4b2", "d4b6", "d4f2", "d4f6"]);
    // The main reading's bers still moves as a rook too.
    let main = load("shatar", "main");
    let pos = position(&main, "r3k3/8/8/8/3J4/8/8/4K3 w - - 0 1");
    assert!(has(&move_names(&main, &pos), "d4d8"));
}

some_legal_moves! { ChessGame;
    /// "the King is always on the left (In such case the Kings are on different columns); in
    /// this variant, all pawns move like regular Shatranj".
    shatar_king_on_the_left_sets_the_kings_on_different_files_without_double_steps:
        "shatar"/"king-left", "startpos",
        written "rnbjkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBKJBNR w"
        => has ["d2d3"] lacks ["d2d4", "e2e4"];
    /// "the initial obligatory double step move is reserved for the Kings' Pawns (not the
    /// Bers' Pawns). After that, all pawns will move as in regular Shatranj."
    shatar_kings_pawns_make_the_obligatory_double_step: "shatar"/"kings-pawns", "startpos",
        written "rnbjkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBJKBNR w"
        => has ["d2d3"] lacks ["d2d4"];
}

#[test]
fn later_shatar_horse_moves_as_an_amazon_from_its_second_move() {
    // "the Horse was given an Amazon Move (Knight + Bishop + Rook) from its second move
    // onwards".
    let game = load("shatar", "later-powers");
    let mut pos = game.start();
    let first: Vec<String> = moves_starting(&game, &pos, "b1");
    assert_eq!(first, ["b1a3a", "b1c3a", "b1d2a"], "a knight's move first");
    play(&game, &mut pos, &["b1c3a", "a7a6"]);
    let names = move_names(&game, &pos);
    // From c3: a rook's slide up the c-file to take the pawn on c7, a bishop's slide to a5.
    assert!(has(&names, "c3c7") && has(&names, "c3a5"), "{names:?}");
}

some_legal_moves! { ChessGame;
    /// "The King can move as a Knight (in addition to its original move) when it reaches the
    /// home rank of the enemy (i.e. last row)".
    later_shatar_king_leaps_as_a_knight_on_the_enemy_home_rank: "shatar"/"later-powers",
        "K7/8/8/8/8/2P5/7r/7k w - - 0 1" => has ["a8b6", "a8c7"];
    later_shatar_king_does_not_leap_below_the_enemy_home_rank: "shatar"/"later-powers",
        "8/K7/8/8/8/2P5/7r/7k w - - 0 1" => lacks ["a7b5"]
        because "not below the last rank";
    main_shatar_king_never_leaps_as_a_knight: "shatar"/"main",
        "K7/8/8/8/8/2P5/7r/7k w - - 0 1" => lacks ["a8b6"];
}

#[test]
fn sittuyin_a_piece_may_take_a_pawns_square_during_setup_and_the_pawn_moves_behind() {
    // The seed: "It is also allowed (in this initial setup phase) to put pieces on the
    // positions of pawns, and then to put such pawns on other squares in the area behind the
    // pawns original position".
    let game = load("sittuyin", "main");
    let mut pos = game.start();
    assert!(has(&move_names(&game, &pos), "R@a3"), "a3 holds a Red pawn");
    play(&game, &mut pos, &["R@a3"]);
    // Red places the displaced pawn at once, on an empty square of its setup area.
    let names = move_names(&game, &pos);
    assert!(names.iter().all(|n| n.starts_with("P@")), "{names:?}");
    assert!(has(&names, "P@a1") && has(&names, "P@h3"), "{names:?}");
    assert!(!has(&names, "P@b3"), "not onto another pawn: {names:?}");
    play(&game, &mut pos, &["P@a1"]);
    let fen = game.write_position(&pos);
    assert!(
        fen.starts_with("8/8/4pppp/pppp4/4PPPP/RPPP4/8/P7["),
        "{fen}"
    );
    assert!(fen.contains(" b "), "then Black places: {fen}");
    // Fairy-Stockfish's sittuyin has no such placement.
    let reference = load("sittuyin", "fairy-stockfish");
    assert!(!has(&move_names(&reference, &reference.start()), "R@a3"));
}

#[test]
fn sittuyin_red_objects_to_two_black_rooks_on_a_file_and_to_a_rook_facing_its_king() {
    // The seed: the first player "has the right to object if the second player place(s) two
    // rooks at the same column, or one rook on the column facing the first player's king"; the
    // right is read as always used. Red has placed its king on e1 and Black a rook on a8.
    let game = load("sittuyin", "main");
    let mut pos = game.start();
    play(&game, &mut pos, &["K@e1", "R@a8", "F@d1"]);
    let names = move_names(&game, &pos);
    assert!(has(&names, "R@b8"), "an open file: {names:?}");
    assert!(
        !has(&names, "R@a7"),
        "a second rook on the a-file: {names:?}"
    );
    assert!(
        !has(&names, "R@e8"),
        "a rook facing Red's king on e1: {names:?}"
    );
    assert!(
        has(&names, "N@e8"),
        "other pieces may face the king: {names:?}"
    );
    // Red's own rooks are not objected to: a second red rook may join the first on its file.
    play(&game, &mut pos, &["R@b8", "R@a1", "N@c8"]);
    assert!(has(&move_names(&game, &pos), "R@a2"));
}
