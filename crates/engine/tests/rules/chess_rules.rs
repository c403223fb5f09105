//! The special rules named in the seed, one test each, on positions built for the rule.

use crate::support::chess as chess_support;

use boardlore_engine::chess::ChessGame;
use boardlore_engine::game::{Game, Player};
use chess_support::{has, load, move_names, outcome_after, outcome_of, play, position};

some_legal_moves! { ChessGame;
    chaturanga_king_loses_its_leap_once_checked: "chaturanga"/"main",
        "4k2r/8/8/8/8/8/8/R3K3 b Ee - 0 1", after ["h8h1", "e1e2", "h1h8"]
        => lacks ["e2d4", "e2f4"];
    senterej_pawn_becomes_a_captured_piece: "senterej"/"werera-alternate",
        "3k4/P7/8/8/8/8/8/RN2K1NR w - - 0 1"
        => has ["a7a8q", "a7a8b"] lacks ["a7a8r", "a7a8n"];
    /// Kd7-c7 or Kd7-c8 would leave the black king on a8 without a move.
    sittuyin_forbids_stalemating_the_opponent: "sittuyin"/"main",
        "k7/3K4/1P6/8/8/8/8/8[-] w - - 0 1" => has ["d7d6"] lacks ["d7c7", "d7c8"];
    xiangqi_cannon_needs_a_screen_to_capture: "xiangqi"/"main",
        "3k5/9/9/9/4p4/9/9/9/4C4/5K3 w - - 0 1" => lacks ["e2e6"]
        because "no screen, no capture";
    xiangqi_cannon_captures_over_exactly_one_screen: "xiangqi"/"main",
        "3k5/9/4p4/9/9/4P4/9/9/4C4/5K3 w - - 0 1" => has ["e2e8"];
    janggi_chariot_moves_along_the_palace_diagonal: "janggi"/"main",
        "5k3/9/9/9/9/9/9/9/9/3RK4 w - - 0 1" => has ["d1e2", "d1f3"];
    janggi_no_diagonal_from_a_palace_side_point: "janggi"/"main",
        "5k3/9/9/9/9/9/9/9/3R5/4K4 w - - 0 1" => lacks ["d2e3"];
    janggi_cannon_hops_over_the_palace_centre: "janggi"/"main",
        "5k3/9/9/9/9/9/9/9/4N4/3C1K3 w - - 0 1" => has ["d1f3"];
    janggi_cannon_never_hops_over_another_cannon: "janggi"/"main",
        "5k3/9/9/9/9/9/9/9/4C4/3C1K3 w - - 0 1" => lacks ["d1f3"];
    shogi_pawn_drop_mate_is_illegal_but_other_drop_mates_are_not: "shogi"/"main",
        "3lkl3/3l1l3/4G4/9/9/9/9/9/K8[PG] w 0 1" => has ["G@e8", "P@e6"] lacks ["P@e8"];
    shogi_no_second_pawn_on_a_file_and_no_dead_drops: "shogi"/"main",
        "4k4/9/9/9/9/9/4P4/9/4K4[PN] w 0 1"
        => has ["P@d5", "N@d7"] lacks ["P@e5", "P@d9", "N@d8"];
    shatar_horse_may_not_give_mate: "shatar"/"main",
        "6rk/6pp/8/4N3/8/8/8/K7 w - - 0 1" => has ["e5d7"] lacks ["e5f7"];
    ouk_chatrang_neang_steps_two_squares_on_its_first_move: "ouk-chatrang"/"main",
        "rnsmksnr/8/pppppppp/8/8/PPPP1PPP/8/RNSKMSNR w DEde - 0 1" => has ["e1e3"];
    ouk_chatrang_neang_without_its_right_has_no_two_square_step: "ouk-chatrang"/"main",
        "rnsmksnr/8/pppppppp/8/8/PPPP1PPP/8/RNSKMSNR w Dde - 0 1" => lacks ["e1e3"]
        because "the right is gone";
}

#[test]
fn chaturanga_king_leaps_like_a_knight_once() {
    let game = load("chaturanga", "main");
    let mut pos = position(&game, "r3k3/8/8/8/8/8/8/R3K3 w Ee - 0 1");
    let names = move_names(&game, &pos);
    assert!(has(&names, "e1d3") && has(&names, "e1f3"), "{names:?}");
    play(&game, &mut pos, &["e1d3", "a8a7"]);
    assert!(
        !has(&move_names(&game, &pos), "d3c5"),
        "the leap is used up"
    );
    assert!(has(&move_names(&game, &pos), "d3d4"));
}

#[test]
fn chaturanga_pawn_promotes_only_to_a_lost_piece_of_its_square() {
    let game = load("chaturanga", "main");
    // White has lost one horse and the ferz, but has both rooks.
    let pos = position(&game, "7k/P1P1P3/8/7p/8/8/8/R3K1NR w - - 0 1");
    let names = move_names(&game, &pos);
    assert!(
        has(&names, "a7a8") && !has(&names, "a7a8r"),
        "rooks are all there: {names:?}"
    );
    assert!(has(&names, "e7e8q"), "the ferz was lost: {names:?}");
    let pos = position(&game, "4k3/1P6/8/7p/8/8/8/R3K1NR w - - 0 1");
    assert!(has(&move_names(&game, &pos), "b7b8n"), "a horse was lost");
    let pos = position(&game, "4k3/1P6/8/7p/8/8/8/R3KNNR w - - 0 1");
    let names = move_names(&game, &pos);
    assert!(
        has(&names, "b7b8") && !has(&names, "b7b8n"),
        "both horses remain: {names:?}"
    );
}

#[test]
fn senterej_bare_king_that_makes_seven_moves_unmated_draws() {
    // The seed's footnote: a bare king able to make seven moves without being checkmated draws.
    for ruleset in ["werera-alternate", "werera-ten-moves"] {
        let game = load("senterej", ruleset);
        // Past the werera (move 30): the rook takes Black's last horse and bares its king.
        let mut pos = position(&game, "8/8/8/3k4/n7/8/8/R3K3 w - - 0 30");
        play(&game, &mut pos, &["a1a4"]);
        // Seven moves of the bare king and six replies leave the game running; White's
        // seventh reply, which does not mate, ends it in a draw.
        let cycle = ["d5d6", "a4a3", "d6d5", "a3a4"];
        for ply in 0..14 {
            assert!(
                game.outcome(&pos).is_none(),
                "{ruleset}: ended at ply {ply}"
            );
            play(&game, &mut pos, &[cycle[ply % 4]]);
        }
        let outcome = game
            .outcome(&pos)
            .expect("the bare king survived seven moves");
        assert_eq!(outcome.winner, None, "{ruleset}");
        assert!(
            outcome.rule.id == "board-rule-count-ran-out",
            "{:?}",
            outcome.rule
        );
    }
}

#[test]
fn senterej_no_bare_king_count_while_both_sides_keep_pieces() {
    let game = load("senterej", "werera-alternate");
    let mut pos = position(&game, "8/8/8/3k4/n7/8/7n/R3K3 w - - 0 30");
    play(&game, &mut pos, &["a1a4"]);
    let cycle = ["d5d6", "a4a3", "d6d5", "a3a4"];
    for ply in 0..30 {
        assert!(game.outcome(&pos).is_none(), "ended at ply {ply}");
        play(&game, &mut pos, &[cycle[ply % 4]]);
    }
}

#[test]
fn sittuyin_pawn_becomes_a_ferz_only_when_the_ferz_is_gone() {
    let game = load("sittuyin", "main");
    let with_ferz = position(&game, "4k3/8/8/4P3/8/8/8/F3K3[-] w - - 0 1");
    assert!(!move_names(&game, &with_ferz)
        .iter()
        .any(|n| n.ends_with('f')));
    let without = position(&game, "4k3/8/8/4P3/8/8/8/R3K3[-] w - - 0 1");
    let names = move_names(&game, &without);
    assert!(has(&names, "e5e5f") && has(&names, "e5d6f"), "{names:?}");
}

#[test]
fn shatranj_bare_king_loses_unless_it_bares_back() {
    let game = load("shatranj", "main");
    let outcome = outcome_after(
        &game,
        "4k3/8/8/8/8/8/r7/R3K2R w - - 0 1",
        &["a1a2"],
        "black is bared by two pieces",
    );
    assert_eq!(outcome.winner, Some(Player(0)));
    assert_eq!(outcome.rule.id, "board-rule-bare-king");
    let mut pos = position(&game, "8/8/8/8/8/8/rk6/R3K3 w - - 0 1");
    play(&game, &mut pos, &["a1a2"]);
    assert!(
        game.outcome(&pos).is_none(),
        "black may still bare White back"
    );
    play(&game, &mut pos, &["b2a2"]);
    assert_eq!(
        game.outcome(&pos).unwrap().rule.id,
        "board-rule-two-bare-kings"
    );
}

#[test]
fn chaturanga_bare_king_loses_at_once() {
    let game = load("chaturanga", "main");
    let mut pos = position(&game, "8/8/8/8/8/8/rk6/R3K3 w - - 0 1");
    play(&game, &mut pos, &["a1a2"]);
    assert_eq!(game.outcome(&pos).unwrap().winner, Some(Player(0)));
}

#[test]
fn stalemate_results_differ_by_game() {
    let stalemated = "k7/2K5/2N5/7p/7P/8/8/8 b - - 0 1";
    let expect = [
        ("chaturanga", "main", Some(Player(1))),
        ("shatranj", "main", Some(Player(0))),
        ("makruk", "main", None),
    ];
    for (id, ruleset, winner) in expect {
        let game = load(id, ruleset);
        let outcome = game.outcome(&position(&game, stalemated)).expect(id);
        assert_eq!(outcome.winner, winner, "{id}: {:?}", outcome.rule);
        assert!(
            outcome.rule.id.starts_with("board-rule-stalemate"),
            "{id}: {:?}",
            outcome.rule
        );
    }
}

/// Plies from the rook's capture of Black's last horse until the count ends the game, with the
/// black king standing on `king` when its side is bared.
fn sittuyin_rook_count_plies(king: &str) -> usize {
    // Kings on ranks 5 to 7 only: the rook's rank 4 and the steps up must stay free.
    let game = load("sittuyin", "main");
    let rank: usize = king[1..].parse().unwrap();
    let file = usize::from(king.as_bytes()[0] - b'a');
    let mut rows = vec!["8".to_string(); 8];
    rows[8 - rank] = match file {
        0 => "k7".to_string(),
        7 => "7k".to_string(),
        f => format!("{f}k{}", 7 - f),
    };
    rows[4] = "n7".into();
    rows[7] = "R3K3".into();
    let mut pos = position(&game, &format!("{}[-] w - - 0 1", rows.join("/")));
    play(&game, &mut pos, &["a1a4"]);
    // The king steps one rank up and back, away from the rook's rank.
    let up = format!("{}{}", &king[..1], rank + 1);
    let (away, back) = (format!("{king}{up}"), format!("{up}{king}"));
    let cycle = [away, "a4a3".into(), back, "a3a4".into()];
    for ply in 0..200 {
        if let Some(outcome) = game.outcome(&pos) {
            assert_eq!(outcome.winner, None);
            assert!(
                outcome.rule.id == "board-rule-count-ran-out",
                "{:?}",
                outcome.rule
            );
            return ply;
        }
        play(&game, &mut pos, &[cycle[ply % 4].as_str()]);
    }
    panic!("the count never ran out");
}

#[test]
fn sittuyin_bare_king_on_a_central_square_gets_five_more_moves() {
    // The seed: a rook must mate a bare king within 16 moves; on one of the four central
    // squares the 16 moves are counted only after the lone king's fifth move (21 in all).
    assert_eq!(sittuyin_rook_count_plies("d6"), 2 * 16 + 1);
    assert_eq!(sittuyin_rook_count_plies("d5"), 2 * 21 + 1);
    assert_eq!(sittuyin_rook_count_plies("e5"), 2 * 21 + 1);
}

#[test]
fn xiangqi_generals_may_not_face_each_other() {
    let game = load("xiangqi", "main");
    let pos = position(&game, "4k4/9/9/9/9/4N4/9/9/9/4K4 w - - 0 1");
    let names = move_names(&game, &pos);
    assert!(
        names.iter().all(|n| !n.starts_with("e5")),
        "the horse is the only screen: {names:?}"
    );
    assert!(has(&names, "e1d1") && has(&names, "e1e2"), "{names:?}");
}

#[test]
fn janggi_bikjang_must_be_broken_or_the_game_is_scored_on_material() {
    let game = load("janggi", "fairy-stockfish");
    let mut pos = position(&game, "4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1");
    play(&game, &mut pos, &["d1e1"]);
    let names = move_names(&game, &pos);
    assert!(
        has(&names, "e10e10"),
        "passing is always allowed under bikjang: {names:?}"
    );
    assert!(
        !has(&names, "e10e9"),
        "staying on the file is not: {names:?}"
    );
    assert!(has(&names, "e10d10"));
    play(&game, &mut pos, &["e10e10"]);
    let outcome = game.outcome(&pos).expect("two facing positions in a row");
    // Bare kings: Cho 0 points, Han 0 and the 1.5 bonus, so Han wins.
    assert_eq!(outcome.winner, Some(Player(1)));
    assert!(
        outcome.rule.mentions("board-rule-bikjang"),
        "{:?}",
        outcome.rule
    );
}

#[test]
fn shogi_impasse_counts_points() {
    let game = load("shogi", "main");
    let camp = "4K4/9/9/9/9/9/9/9/4k4[rrbbgggg] w 0 1";
    let outcome = outcome_of(&game, camp, "both kings in the enemy camp");
    assert_eq!(outcome.winner, Some(Player(1)));
    assert_eq!(outcome.scores, Some(vec![0, 24]));
    let pos = position(
        &game,
        "4K4/9/9/9/9/9/9/9/4k4[RBGGSSNNLLPPPPPPPPPrbggssnnllppppppppp] w 0 1",
    );
    assert_eq!(game.outcome(&pos).unwrap().winner, None);
}

#[test]
fn makruk_counting_draws_a_rook_ending_after_its_allowance() {
    let game = load("makruk", "main");
    let mut pos = position(&game, "8/8/8/3k4/8/8/8/R3K3 w - - 0 1");
    // Rook and king against a bare king: 16 moves, 32 plies, of which the 3 pieces on the
    // board count 6 already. The count starts once the bare side is to move (after White's
    // first move) and the game is drawn when it goes past 32: at ply 1 + 27 = 28.
    let cycle = ["a1a2", "d5d6", "a2a1", "d6d5"];
    for ply in 0..28 {
        assert!(game.outcome(&pos).is_none(), "ended early at ply {ply}");
        play(&game, &mut pos, &[cycle[ply % 4]]);
    }
    let outcome = game.outcome(&pos).expect("the count has run out");
    assert_eq!(outcome.winner, None);
    assert!(
        outcome.rule.id == "board-rule-count-ran-out",
        "{:?}",
        outcome.rule
    );
}

#[test]
fn werera_ten_moves_lets_white_move_ten_times_then_black() {
    let game = load("senterej", "werera-ten-moves");
    let mut pos = game.start();
    play(&game, &mut pos, &["a2a3", "a3a4"]);
    assert_eq!(game.to_move(&pos), Player(0));
    assert!(
        !has(&move_names(&game, &pos), "a4a5"),
        "no crossing of the middle line"
    );
}

some_legal_moves! { ChessGame;
    /// White castles with e1g1 (played only if legal), then Black may castle too.
    senterej_castles_to_the_right_during_the_werera: "senterej"/"werera-alternate",
        "r2kqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQK2R w - - 0 1", after ["e1g1"],
        written "r2kqbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQ1RK1 b"
        => has ["d8b8"] because "black castles towards its right too";
}

#[test]
fn sittuyin_starts_with_a_setup_phase() {
    let game = load("sittuyin", "fairy-stockfish");
    let pos = game.start();
    let names = move_names(&game, &pos);
    assert!(
        names.iter().all(|n| n.contains('@')),
        "only placements while pieces are in hand"
    );
    assert!(
        has(&names, "R@a1") && !has(&names, "R@a2"),
        "Fairy-Stockfish keeps rooks on the first rank"
    );
    let seed = load("sittuyin", "main");
    assert!(
        has(&move_names(&seed, &seed.start()), "R@a2"),
        "the seed reading does not"
    );
}
