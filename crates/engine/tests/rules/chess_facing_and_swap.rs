//! Janggi's facing rules beyond bikjang and shatranj's stalemated king's swap, each from the
//! seed's words on a position built for the rule, and the search's knowledge that a side that
//! made the generals face each other can at best draw.

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::computer::chess::{AlphaBeta, Limits, MATE};
use boardlore_engine::game::{Game, Player};
use boardlore_engine::Hints;
use boardlore_engine::Presentation;
use chess_support::{assert_result, load, move_names, outcome_after, play, position};

/// Han's general on e10 with a Cho chariot on a9 holding the ninth rank and another on b2
/// ready to close the tenth; Cho's general on `cho_general`.
fn janggi_mating_net(cho_general: &str) -> String {
    let rank1 = match cho_general {
        "d1" => "3K5",
        _ => "4K4",
    };
    format!("4k4/R8/9/9/9/9/9/9/1R7/{rank1} w - - 0 1")
}

#[test]
fn janggi_the_player_who_creates_the_facing_cannot_win() {
    // The seed: "The player who makes a move that causes his King to face the enemy King
    // unobstructed forfeits his right to win the game, i.e. even if, at a later stage, he was
    // able to checkmate the enemy King, the game will be considered a draw."
    let game = load("janggi", "main");
    let mut pos = position(&game, &janggi_mating_net("d1"));
    // Kd1-e1 opens the e-file between the generals; Han steps aside, then Cho mates.
    play(&game, &mut pos, &["d1e1", "e10f10", "b2b10"]);
    let outcome = game.outcome(&pos).expect("Han is mated");
    assert_eq!(outcome.winner, None, "{:?}", outcome.rule);
    assert_eq!(
        outcome.rule.id, "board-rule-facing-forfeit",
        "{:?}",
        outcome.rule
    );
    assert!(
        outcome.rule.mentions("board-rule-checkmate"),
        "{:?}",
        outcome.rule
    );

    // The same mate by a player who never made the generals face each other wins.
    let outcome = outcome_after(
        &game,
        "5k3/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1",
        &["b2b10"],
        "Han is mated",
    );
    assert_eq!(outcome.winner, Some(Player(0)), "{:?}", outcome.rule);
}

#[test]
fn janggi_a_side_that_gave_up_the_right_to_win_counts_its_lead_as_a_draw() {
    // Two chariots against a lone general are a won game, until their side makes the
    // generals face each other: from then on its best is a draw, and the computer must know
    // it, or it makes the facing in a won game and mates for a draw (as it did in three of
    // ten games against random moves at depth 4).
    let game = load("janggi", "main");
    let ahead = position(&game, "5k3/R8/9/9/9/9/9/9/1R7/4K4 w - - 0 1");
    assert!(game.evaluate(&ahead).unwrap() > 1_000, "two chariots up");
    let mut forfeited = position(&game, &janggi_mating_net("d1"));
    play(&game, &mut forfeited, &["d1e1", "e10f10"]);
    assert_eq!(game.evaluate(&forfeited), Some(0));
    let mut always = || true;
    let limits = Limits {
        depth: 3,
        nodes: 2_000_000,
    };
    let found = AlphaBeta::new(&game, 0, &mut always).search(&forfeited, limits);
    assert_eq!(found.score, 0, "every mate within reach is a draw now");
    let found = AlphaBeta::new(&game, 0, &mut always).search(&ahead, limits);
    assert_eq!(
        found.score,
        MATE - 1,
        "while the side that kept its right mates at once"
    );
}

game_over! { ChessGame;
    /// Only the maker of the facing gives up the right: Cho makes it, Han steps out of it and
    /// later mates Cho with its chariots on the first and second ranks, and wins.
    janggi_the_side_that_broke_the_facing_still_wins: "janggi"/"main",
        "4k4/9/9/9/P8/9/9/8r/r8/3K5 w - - 0 1", ["d1e1", "e10f10", "a6a7", "i3i1"]
        because "Cho is mated" => Some(Player(1));
    /// The seed: "When the two Kings are on the same vertical line & there is only one
    /// friendly piece in between; then, if that piece attacks the enemy King without being
    /// defended by a friendly piece (other than the King), the game will be considered a draw."
    janggi_a_lone_screen_checking_the_general_undefended_draws: "janggi"/"main",
        "4k4/9/9/9/9/R8/9/9/9/4K4 w - - 0 1", ["a5e5"]
        because "the lone screen's check draws" => None, "board-rule-lone-screen";
    /// Defended only by its own general, which the seed does not count, the lone screen's
    /// check still draws: here the chariot stands next to Cho's general.
    janggi_a_lone_screen_defended_only_by_its_general_still_draws: "janggi"/"main",
        "4k4/9/9/9/9/9/9/R8/4K4/9 w - - 0 1", ["a3e3"]
        because "the lone screen's check draws" => None;
}

#[test]
fn janggi_a_lone_screen_defended_by_a_horse_gives_an_ordinary_check() {
    // Defended by a horse (c4, its leg d4 empty), the lone screen's check is an ordinary one.
    let game = load("janggi", "main");
    let mut pos = position(&game, "4k4/9/9/9/9/R8/2N6/9/9/4K4 w - - 0 1");
    play(&game, &mut pos, &["a5e5"]);
    assert!(game.outcome(&pos).is_none());
    assert!(game.in_check(&pos));
}

/// White to move, stalemated: the king on h1 is hemmed in by the rook on g8 and its own
/// pawn on h2, which the black pawn on h3 blocks; the pawn on b2 is blocked too.
const SHATRANJ_STALEMATE: &str = "k5r1/8/8/8/3b4/1p5p/1P5P/7K w - - 0 1";

#[test]
fn shatranj_a_stalemated_king_may_swap_with_its_own_piece() {
    // The seed: "a stalemated king may be transposed with one of its other pieces, as long as
    // this does not result in check."
    let game = load("shatranj", "stalemate-swap");
    let pos = position(&game, SHATRANJ_STALEMATE);
    // h2 is safe; b2 is attacked by the black elephant on d4, so that swap is refused.
    assert_eq!(move_names(&game, &pos), ["h1h2"]);
    assert!(game.outcome(&pos).is_none());
    let mut after = pos.clone();
    play(&game, &mut after, &["h1h2"]);
    assert!(
        game.write_position(&after)
            .starts_with("k5r1/8/8/8/3b4/1p5p/1P5K/7P b"),
        "{}",
        game.write_position(&after)
    );

    // The main reading has no swap: the stalemated side loses.
    let main = load("shatranj", "main");
    let pos = position(&main, SHATRANJ_STALEMATE);
    assert!(move_names(&main, &pos).is_empty());
    assert_eq!(main.outcome(&pos).map(|o| o.winner), Some(Some(Player(1))));
}

#[test]
fn shatranj_no_swap_for_a_king_that_can_move_or_only_into_check() {
    let game = load("shatranj", "stalemate-swap");
    let pos = position(&game, "k7/8/8/8/8/8/7P/7K w - - 0 1");
    assert!(move_names(&game, &pos).iter().all(|n| n != "h1h2"));
    // The only piece to swap with stands where the elephant on f4 attacks: no move, and the
    // stalemated side loses as in the main reading.
    let pos = position(&game, "k5r1/8/8/8/5b2/7p/7P/7K w - - 0 1");
    assert!(move_names(&game, &pos).is_empty());
    assert_eq!(game.outcome(&pos).map(|o| o.winner), Some(Some(Player(1))));
}

#[test]
fn janggi_each_player_chooses_one_of_four_elephant_and_horse_arrangements() {
    // The seed: "each player has the right to transpose the positions of his Elephant & Horse
    // pieces (either on one side or on both sides simultaneously)". Cho chooses first, then
    // Han, then Cho makes the first move.
    let game = load("janggi", "main");
    let mut pos = game.start();
    assert_eq!(move_names(&game, &pos), ["BNBN", "BNNB", "NBBN", "NBNB"]);
    let mut list = Vec::new();
    game.legal_moves(&pos, &mut list);
    let labels: Vec<String> = list
        .iter()
        .map(|&mv| format!("{:?}", game.clicks(&pos, mv)))
        .collect();
    assert!(labels.iter().any(|l| l.contains("象馬馬象")), "{labels:?}");
    // Each choice's button pictures the pieces by wing and says where the horses stand.
    let buttons: Vec<String> = ["馬象象馬", "象馬馬象", "馬象馬象", "象馬象馬"]
        .iter()
        .map(|choice| game.choice_label(choice))
        .collect();
    assert_eq!(
        buttons,
        [
            "馬象 象馬: horses outside (files b and h)",
            "象馬 馬象: horses inside (files c and g)",
            "馬象 馬象: horses on files b and g",
            "象馬 象馬: horses on files c and h",
        ]
    );
    play(&game, &mut pos, &["BNNB"]);
    assert_eq!(move_names(&game, &pos), ["bnbn", "bnnb", "nbbn", "nbnb"]);
    play(&game, &mut pos, &["nbnb"]);
    let fen = game.write_position(&pos);
    assert!(
        fen.starts_with("rnba1anbr/4k4/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/4K4/RBNA1ANBR w"),
        "{fen}"
    );
    // Play goes on as usual: Cho's soldiers and chariots move.
    assert!(move_names(&game, &pos).contains(&"a4a5".to_string()));
}

/// Makruk without pawns: White (king f7, rook g2) is weaker than Black (king h8, two horses
/// and two mets on the first rank), and mates with the rook on the h-file.
const MAKRUK_WEAKER_MATES: &str = "7k/5K2/8/8/8/8/6R1/nnm1m3 w - - 0 1";

#[test]
fn makruk_the_weaker_side_counts_and_its_mate_while_counting_draws() {
    // The seed: "The one who is in disadvantage will be the one who will do the counting ...
    // If the disadvantage side checks mate the advantage side and did not stop counting at
    // that move, the game will be declared a draw."
    let game = load("makruk", "main");
    let mut pos = position(&game, MAKRUK_WEAKER_MATES);
    play(&game, &mut pos, &["g2g3", "a1b3"]);
    assert_eq!(
        pos.flags.counter, 0,
        "White, the weaker side, keeps the count"
    );
    assert!(move_names(&game, &pos).contains(&"stop-counting".to_string()));
    play(&game, &mut pos, &["g3h3"]);
    let outcome = game.outcome(&pos).expect("Black is mated");
    assert_result(&outcome, None, "board-rule-counted-mate");
}

#[test]
fn makruk_the_counting_side_may_stop_counting_and_then_mates_to_win() {
    // "Counting stops whenever the disadvantage side ... thinks that he's no more in
    // disadvantage": the stop is a move of its own, then White moves and mates.
    let game = load("makruk", "main");
    let mut pos = position(&game, MAKRUK_WEAKER_MATES);
    play(&game, &mut pos, &["g2g3", "a1b3", "stop-counting"]);
    assert_eq!(game.to_move(&pos), Player(0), "White still has its move");
    assert_eq!(pos.flags.count_limit, 0);
    play(&game, &mut pos, &["g3h3"]);
    let outcome = game.outcome(&pos).expect("Black is mated");
    assert_eq!(outcome.winner, Some(Player(0)), "{:?}", outcome.rule);
    // The stronger side keeps no count and has nothing to stop.
    let mut pos = position(&game, MAKRUK_WEAKER_MATES);
    play(&game, &mut pos, &["g2g3"]);
    assert!(!move_names(&game, &pos).contains(&"stop-counting".to_string()));
}

#[test]
fn makruk_a_capture_by_the_counting_side_stops_its_count() {
    // "Counting stops whenever the disadvantage side makes a capture."
    let game = load("makruk", "main");
    let mut pos = position(&game, MAKRUK_WEAKER_MATES);
    play(&game, &mut pos, &["g2g3", "a1b3"]);
    assert!(pos.flags.count_limit > 0);
    play(&game, &mut pos, &["g3b3"]);
    assert_eq!(
        pos.flags.count_limit, 0,
        "the rook took the horse: the count stopped"
    );
}
