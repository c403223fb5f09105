//! The chess family's alpha-beta search on positions whose answer is known: in each chess
//! game it mates in one and in two (Fairy-Stockfish finds the same mates in every game it
//! plays, which leaves out heian shogi, senterej and the 9th-century Indian game), takes a
//! piece left unguarded, and only ever answers with a legal move; in makruk the side keeping
//! the count stops it before the mate that would otherwise only draw. Searches are capped by
//! positions, not by the clock.

use crate::support::chess as chess_support;

use boardlore_engine::chess::{ChessGame, Position};
use boardlore_engine::computer::chess::{AlphaBeta, Found, Limits, MATE};
use boardlore_engine::game::Game;
use boardlore_engine::search::{Level, Rng};
use chess_support::{load, move_names, play, position};

/// A search capped at `depth` and 2,000,000 positions.
fn search(game: &ChessGame, pos: &Position, depth: u32) -> Found {
    let mut always = || true;
    AlphaBeta::new(game, 0, &mut always).search(
        pos,
        Limits {
            depth,
            nodes: 2_000_000,
        },
    )
}

fn best_name(game: &ChessGame, pos: &Position, depth: u32) -> (String, i32) {
    let found = search(game, pos, depth);
    let mv = found.best.expect("a move");
    (game.move_name(pos, mv), found.score)
}

/// The search mates at once, and says so.
fn mates_in_one(game: &str, ruleset: &str, fen: &str, mate: &str) {
    let g = load(game, ruleset);
    let pos = position(&g, fen);
    let (name, score) = best_name(&g, &pos, 3);
    assert_eq!(name, mate, "{game}: {fen}");
    assert_eq!(score, MATE - 1, "{game}: mate in one ply");
    let mut after = pos.clone();
    g.play(&mut after, g.parse_move(&pos, &name).unwrap());
    let outcome = g.outcome(&after).expect("the game is over");
    assert_eq!(
        outcome.winner,
        Some(g.to_move(&pos)),
        "{game}: {:?}",
        outcome.rule
    );
}

/// The search finds a mate in two moves: its move leaves every reply facing a mate in one.
fn mates_in_two(game: &str, ruleset: &str, fen: &str) {
    let g = load(game, ruleset);
    let pos = position(&g, fen);
    let (name, score) = best_name(&g, &pos, 4);
    assert_eq!(
        score,
        MATE - 3,
        "{game}: {fen}: mate in three plies, {name} chosen"
    );
    let mut after = pos.clone();
    g.play(&mut after, g.parse_move(&pos, &name).unwrap());
    let replies = move_names(&g, &after);
    assert!(!replies.is_empty(), "{game}: {name} leaves a reply");
    for reply in replies {
        let mut next = after.clone();
        g.play(&mut next, g.parse_move(&after, &reply).unwrap());
        let (_, score) = best_name(&g, &next, 2);
        assert_eq!(
            score,
            MATE - 1,
            "{game}: after {name} {reply} a mate in one remains"
        );
    }
}

/// One test per case: `name: "game"/"ruleset", "position" => check(args);` runs the check
/// (`mates_in_one` with the mating move, or `mates_in_two`) on the position.
macro_rules! mates {
    ($(
        $(#[$doc:meta])*
        $name:ident: $game:literal / $ruleset:literal, $fen:literal
            => $check:ident($($mate:literal)?);
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            $check($game, $ruleset, $fen $(, $mate)?);
        }
    )*};
}

mates! {
    /// The rook on the ninth rank keeps the general from stepping forward.
    xiangqi_rook_mates_on_the_back_rank: "xiangqi"/"main",
        "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1" => mates_in_one("b1b10");
    /// Fairy-Stockfish: i1e1, then the chariot mates on e9 wherever the general goes.
    xiangqi_mates_in_two_with_two_chariots: "xiangqi"/"main",
        "4k4/4a4/9/9/9/9/9/9/9/R2K4R w - - 0 1" => mates_in_two();
    shogi_drops_a_gold_for_mate: "shogi"/"main",
        "4k4/9/4G4/9/9/9/9/9/4K4[G] w 1" => mates_in_one("G@e8");
    shogi_mates_in_two_with_two_golds_in_hand: "shogi"/"main",
        "k8/9/9/9/9/9/9/9/4K4[GG] w 1" => mates_in_two();
    makruk_rook_mates_on_the_back_rank: "makruk"/"main",
        "4k3/R7/8/8/8/8/8/3K3R w - - 0 1" => mates_in_one("h1h8");
    makruk_two_rooks_mate_in_two: "makruk"/"main",
        "4k3/8/8/8/8/8/8/R2K3R w - - 0 1" => mates_in_two();
    /// The chariot on the ninth rank also guards the palace's diagonal step.
    janggi_rook_mates_in_the_palace: "janggi"/"main",
        "3k5/R8/9/9/9/9/9/9/4K4/1R7 w - - 0 1" => mates_in_one("b1b10");
    /// The soldiers on the seventh rank keep the generals from facing each other.
    janggi_two_chariots_mate_in_two: "janggi"/"main",
        "3k5/9/R8/3ppp3/9/9/9/9/4K4/1R7 w - - 0 1" => mates_in_two();

    // The historical chess games of the 8x8 board: two rooks against a king that still has
    // its two pawns (so no bare-king rule ends the game first). Fairy-Stockfish finds the
    // same mates in chaturanga, shatranj, cambodian (ouk chatrang), sittuyin and shatar.
    chaturanga_rook_mates_on_the_back_rank: "chaturanga"/"main",
        "4k3/R7/4p3/3p4/8/8/8/3K3R w - - 0 1" => mates_in_one("h1h8");
    chaturanga_two_rooks_mate_in_two: "chaturanga"/"main",
        "4k3/8/4p3/3p4/8/8/8/R2K3R w - - 0 1" => mates_in_two();
    shatranj_rook_mates_on_the_back_rank: "shatranj"/"main",
        "4k3/R7/4p3/3p4/8/8/8/3K3R w - - 0 1" => mates_in_one("h1h8");
    shatranj_two_rooks_mate_in_two: "shatranj"/"main",
        "4k3/8/4p3/3p4/8/8/8/R2K3R w - - 0 1" => mates_in_two();
    ouk_chatrang_rook_mates_on_the_back_rank: "ouk-chatrang"/"main",
        "4k3/R7/4p3/3p4/8/8/8/3K3R w - - 0 1" => mates_in_one("h1h8");
    ouk_chatrang_two_rooks_mate_in_two: "ouk-chatrang"/"main",
        "4k3/8/4p3/3p4/8/8/8/R2K3R w - - 0 1" => mates_in_two();
    sittuyin_rook_mates_on_the_back_rank: "sittuyin"/"main",
        "4k3/R7/4p3/3p4/8/8/8/3K3R[] w - - 0 1" => mates_in_one("h1h8");
    sittuyin_two_rooks_mate_in_two: "sittuyin"/"main",
        "4k3/8/4p3/3p4/8/8/8/R2K3R[] w - - 0 1" => mates_in_two();
    /// A rook's check is a shak, so its mate stands.
    shatar_rook_mates_on_the_back_rank: "shatar"/"main",
        "4k3/R7/4p3/3p4/8/8/8/3K3R w - - 0 1" => mates_in_one("h1h8");
    shatar_two_rooks_mate_in_two: "shatar"/"main",
        "4k3/8/4p3/3p4/8/8/8/R2K3R w - - 0 1" => mates_in_two();
    /// The kings are off their start squares, so the werera's castling plays no part.
    senterej_rook_mates_on_the_back_rank: "senterej"/"werera-alternate",
        "4k3/R7/4p3/3p4/8/8/8/3K3R w - - 0 1" => mates_in_one("h1h8");
    senterej_two_rooks_mate_in_two: "senterej"/"werera-alternate",
        "4k3/8/4p3/3p4/8/8/8/R2K3R w - - 0 1" => mates_in_two();
    indian_9th_century_rook_mates_on_the_back_rank: "indian-9th-century"/"main",
        "4k3/R7/4p3/3p4/8/8/8/3K3R w - - 0 1" => mates_in_one("h1h8");
    indian_9th_century_two_rooks_mate_in_two: "indian-9th-century"/"main",
        "4k3/8/4p3/3p4/8/8/8/R2K3R w - - 0 1" => mates_in_two();

    // The shogi games without drops: the lance behind the gold guards the mating square, and
    // the lances on the two files beside the king keep it on its file. Fairy-Stockfish
    // (shoshogi) finds the same mates on the 9x9 board.
    sho_shogi_gold_mates_backed_by_the_lance: "sho-shogi"/"main",
        "4k4/9/p3G4/9/9/9/9/9/K3L4 w - - 0 1" => mates_in_one("e7e8");
    sho_shogi_gold_knight_and_two_lances_mate_in_two: "sho-shogi"/"main",
        "4k4/9/3L1L3/p2NG4/9/9/9/9/K8 w - - 0 1" => mates_in_two();
    heian_shogi_gold_mates_backed_by_the_lance: "heian-shogi"/"8x8",
        "4k3/8/p3G3/8/8/8/8/K3L3 w - - 0 1" => mates_in_one("e6e7");
    heian_shogi_gold_knight_and_two_lances_mate_in_two: "heian-shogi"/"8x8",
        "4k3/8/p2L1L2/3NG3/8/8/8/K7 w - - 0 1" => mates_in_two();
    heian_shogi_nine_files_gold_mates_backed_by_the_lance: "heian-shogi"/"8x9",
        "4k4/9/p3G4/9/9/9/9/K3L4 w - - 0 1" => mates_in_one("e6e7");
    heian_shogi_nine_files_gold_knight_and_two_lances_mate_in_two: "heian-shogi"/"8x9",
        "4k4/9/p2L1L3/3NG4/9/9/9/K8 w - - 0 1" => mates_in_two();
}

#[test]
fn a_free_piece_is_taken() {
    // Red's chariot can take the black chariot that nothing guards.
    let g = load("xiangqi", "main");
    let pos = position(&g, "4k4/9/9/9/r8/9/9/9/9/R2K5 w - - 0 1");
    assert_eq!(best_name(&g, &pos, 3).0, "a1a6");
    // Chess-like: the white rook takes the undefended black knight.
    let g = load("makruk", "main");
    let pos = position(&g, "4k3/8/8/8/n7/8/8/R3K3 w - - 0 1");
    assert_eq!(best_name(&g, &pos, 3).0, "a1a4");
}

#[test]
fn the_search_only_answers_with_legal_moves() {
    let cases = [
        ("xiangqi", "main"),
        ("shogi", "main"),
        ("janggi", "main"),
        ("makruk", "main"),
        ("shatar", "main"),
        ("sittuyin", "main"),
        ("chaturanga", "main"),
        ("shatranj", "main"),
        ("ouk-chatrang", "main"),
        ("senterej", "werera-alternate"),
        ("indian-9th-century", "main"),
        ("heian-shogi", "8x8"),
        ("sho-shogi", "main"),
    ];
    let mut rng = Rng::new(17);
    for (game, ruleset) in cases {
        let g = load(game, ruleset);
        for _ in 0..6 {
            // A random position: the start and up to 40 random plies.
            let mut pos = g.start();
            for _ in 0..rng.below(40) {
                let mut moves = Vec::new();
                g.legal_moves(&pos, &mut moves);
                if moves.is_empty() {
                    break;
                }
                g.play(&mut pos, moves[rng.below(moves.len())]);
            }
            let mut legal = Vec::new();
            g.legal_moves(&pos, &mut legal);
            let mut always = || true;
            let found = AlphaBeta::new(&g, rng.next_u64(), &mut always).search(
                &pos,
                Limits {
                    depth: Level::new(3).unwrap().depth(),
                    nodes: 20_000,
                },
            );
            match found.best {
                Some(mv) => assert!(legal.contains(&mv), "{game}: {mv:?} is not legal"),
                None => assert!(legal.is_empty(), "{game}: a legal move was missed"),
            }
        }
    }
}

#[test]
fn makruk_the_counting_side_stops_its_count_and_then_mates() {
    // White (king f7, rook) is weaker than Black (king h8, two horses, two mets) and keeps the
    // count; g3h3 mates, but a mate while counting is a draw. The search stops the count
    // first (the same side then moves) and, asked again, mates.
    let game = load("makruk", "main");
    let mut pos = position(&game, "7k/5K2/8/8/8/8/6R1/nnm1m3 w - - 0 1");
    play(&game, &mut pos, &["g2g3", "a1b3"]);
    let (first, score) = best_name(&game, &pos, 3);
    assert_eq!(first, "stop-counting");
    assert_eq!(score, MATE - 2, "mate after the stop and one move");
    play(&game, &mut pos, &["stop-counting"]);
    let (second, _) = best_name(&game, &pos, 3);
    assert_eq!(second, "g3h3");
}
