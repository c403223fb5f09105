//! Games solved whole: every position reachable from a start, the plies played left out,
//! valued by retrograde analysis. Checked against the editor's Duziqi table and against the
//! alpha-beta solver, and played by the computer in Shuangtian Qi.

use crate::folk_solved::{duzi_table, DUZI_TABLE};
use crate::support::entry::{entry_rules, position};
use crate::support::typed::load;
use boardlore_engine::Compile;

use boardlore_engine::folk::FolkGame;
use boardlore_engine::game::{Game, Player};
use boardlore_engine::search::{Level, Solver, WholeGame};
use boardlore_engine::Hints;
use boardlore_engine::RulesSpec;

/// Shuangtian Qi, Left (x) to move: seven of its pieces in the right diamond, the eighth on
/// place 3 behind Right's piece on the shared tip (place 9), and place 15 free, so the hop
/// 3-15 over 9 completes the swap.
const LEFT_ONE_HOP_FROM_THE_SWAP: &str = "ox/oxxx/oooxx/oo1x/ox x";

fn solved(game: &FolkGame, start: &<FolkGame as Game>::State) -> WholeGame {
    let keys = game.prover(1 << 12).unwrap();
    WholeGame::solve(game, &*keys, start, 1 << 20, &mut || true).unwrap()
}

#[test]
fn the_whole_duziqi_table_matches_the_editors_square_by_square() {
    let game: FolkGame = load("duzi-qi", "main");
    let keys = game.prover(1 << 12).unwrap();
    let table = duzi_table(&game, |state| {
        let whole = solved(&game, state);
        let node = whole.node(&game, &*keys, state).unwrap();
        ["0", "=", "1"][(whole.value_for(node, Player(0)) + 1) as usize]
    });
    assert_eq!(table, DUZI_TABLE.trim());
}

#[test]
fn shuangtian_qi_is_a_draw_and_all_but_a_handful_of_positions_are_drawn() {
    let game: FolkGame = load("shuangtian-qi", "main");
    let keys = game.prover(1 << 12).unwrap();
    // Eight and eight pieces on seventeen points: 17 x C(16, 8) arrangements, each with
    // either side to move. Pieces never leave the board nor change, so the count bounds it.
    let arrangements = 17 * 12_870 * 2;
    assert_eq!(game.positions_bound(&game.start()), Some(arrangements));
    let whole = solved(&game, &game.start());
    assert!(whole.positions() as u64 <= arrangements);
    assert!(
        whole.positions() > 400_000,
        "nearly every arrangement can be reached"
    );
    let start = whole.node(&game, &*keys, &game.start()).unwrap();
    assert_eq!(
        whole.value_for(start, Player(0)),
        0,
        "a draw from the start"
    );
    assert!(
        whole.decided() < 20,
        "with one free point a side can always keep a piece in the other's goal: only \
         positions at the very end are decided ({} are)",
        whole.decided()
    );
}

#[test]
fn a_swap_one_hop_away_is_won_in_the_table_and_by_the_alpha_beta_solver() {
    let game: FolkGame = load("shuangtian-qi", "main");
    let keys = game.prover(1 << 12).unwrap();
    let state = position(&game, LEFT_ONE_HOP_FROM_THE_SWAP);
    let whole = solved(&game, &state);
    let node = whole.node(&game, &*keys, &state).unwrap();
    assert_eq!(whole.value_for(node, Player(0)), 1);
    let by_alpha_beta = Solver::new(&game, 1_000_000).solve(&state).unwrap();
    assert_eq!(by_alpha_beta.value.result, 1);
    assert_eq!(whole.distance(node), 1);
    assert_eq!(
        whole.value_within(node, Player(0), Some(1)),
        1,
        "one ply left: in time"
    );
    assert_eq!(
        whole.value_within(node, Player(0), Some(0)),
        0,
        "none left: a draw"
    );
}

#[test]
fn against_moves_at_random_the_best_chance_within_the_move_limit_is_about_a_quarter() {
    let game: FolkGame = load("shuangtian-qi", "main");
    let keys = game.prover(1 << 12).unwrap();
    let whole = solved(&game, &game.start());
    let start = whole.node(&game, &*keys, &game.start()).unwrap();
    let plies = usize::from(game.plies_left(&game.start()).unwrap());
    assert_eq!(plies, 300);
    let within_limit = whole.chances_against_random(Player(0), plies).at(start);
    let within_ten = whole.chances_against_random(Player(0), 10).at(start);
    assert!(
        (0.2..0.35).contains(&within_limit),
        "Left's chance within 300 plies: {within_limit}"
    );
    assert_eq!(within_ten, 0.0, "no swap can be completed in ten plies");
}

#[test]
fn the_computer_builds_the_table_over_its_moves_and_then_completes_the_swap() {
    let RulesSpec::Folk(spec) = entry_rules("shuangtian-qi", "main") else {
        panic!("Shuangtian Qi is a folk game");
    };
    let rules = RulesSpec::Folk(spec).compile().unwrap();
    let game = rules.new_match(Some(LEFT_ONE_HOP_FROM_THE_SWAP)).unwrap();
    let level = Level::new(4).unwrap();
    let mut answers = Vec::new();
    let mut work = Vec::new();
    for seed in 0..16 {
        let (name, searched) = game.computer_move(seed, level, &mut || true).unwrap();
        answers.push(name);
        work.push(searched);
    }
    // Until the table is ready the usual search answers (it sees the win too, searching
    // positions); once it is, the table's shortest win, read in one look.
    assert!(work[0] > 1, "the first answer is searched: {work:?}");
    assert_eq!(
        work.last(),
        Some(&1),
        "the last answer is the table's: {work:?}"
    );
    assert_eq!(answers.last().unwrap(), "3-15", "answers: {answers:?}");
    let legal: Vec<String> = game.legal_moves().into_iter().map(|m| m.name).collect();
    assert!(answers.iter().all(|a| legal.contains(a)), "{answers:?}");
}
