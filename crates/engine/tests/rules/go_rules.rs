//! The go family: stones taken when their last free neighbour is filled, shared stones whose
//! placer is credited (Enclosure Chess), the simple and Tibetan ko rules, suicide, area counting
//! with bonuses, stepping stones (the Zhejiang game), and for every go-family ruleset of the
//! archive: notation round trips, unique click paths, 1,000 seeded random games that all
//! finish, and move-tree counts kept in data/go/perft.tsv (set GO_PERFT_REGENERATE=1 to rewrite
//! it; the run then fails on purpose).

use crate::support::typed;
use std::collections::HashSet;

use crate::support::entry as entry_support;

use entry_support::{
    assert_positions_refused, check_move_tree_table, move_names, play_names, position, state_after,
};

use boardlore_engine::go::{GoGame, GoState};
use boardlore_engine::search::Rng;
use boardlore_engine::Presentation;
use boardlore_engine::{Game, Player};

/// The go-family rulesets of the archive.
const RULESETS: &[(&str, &str)] = &[
    ("weiqi-enclosure", "5x5"),
    ("weiqi-enclosure", "7x7"),
    ("weiqi-enclosure", "zhejiang"),
    ("zang-qi", "tibetan-go"),
];

fn compile(yaml: &str) -> GoGame {
    typed::compile(yaml)
}

/// Go on five lines with the given ko rule and the corner and centre bonuses.
fn small_go(ko: &str) -> GoGame {
    compile(&format!(
        "family: go\nboard: {{ kind: square, files: 5, ranks: 5, style: intersections }}\n\
         ko: {ko}\ngoal: area\nbonuses:\n\
         - {{ name: corners, points: [a1, e1, a5, e5], value: 20 }}\n\
         - {{ name: centre, points: [c3], value: 5 }}\n"
    ))
}

/// Small go (see [`small_go`]) with the ko rule `ko`, and the state after the move `mv` in the
/// position `text`.
fn small_go_after(ko: &str, text: &str, mv: &str) -> (GoGame, GoState) {
    let game = small_go(ko);
    let state = state_after(&game, text, mv);
    (game, state)
}

fn load(game: &str, ruleset: &str) -> GoGame {
    typed::load(game, ruleset)
}

fn stone_at(game: &GoGame, state: &GoState, label: &str) -> bool {
    let p = game.board().find(label).unwrap();
    game.view(state).pieces.iter().any(|piece| piece.at == p)
}

#[test]
fn one_red_stone_on_c3_closes_in_four_black_stones_at_once_figure_2() {
    let game = load("weiqi-enclosure", "5x5");
    let mut state = game.start();
    assert_eq!(
        move_names(&game, &state).len(),
        13,
        "thirteen free points at the start"
    );
    play_names(
        &game,
        &mut state,
        &["b2", "d2", "b4", "d4", "a3", "e3", "c1", "c5"],
    );
    assert_eq!(
        (state.taken(0), state.taken(1)),
        (0, 0),
        "no black stone closed in yet"
    );
    play_names(&game, &mut state, &["c3"]);
    assert_eq!(
        state.taken(0),
        4,
        "the first player placed the closing stone"
    );
    for label in ["c2", "b3", "d3", "c4"] {
        assert!(!stone_at(&game, &state, label), "{label} was taken");
    }
}

#[test]
fn whoever_fills_the_last_free_point_next_to_a_black_stone_takes_it_seven_lines() {
    let game = load("weiqi-enclosure", "7x7");
    let mut state = game.start();
    assert_eq!(move_names(&game, &state).len(), 24);
    play_names(&game, &mut state, &["a2"]);
    assert_eq!(state.taken(0), 0, "a1 still has b1 free");
    play_names(&game, &mut state, &["b1"]);
    assert_eq!(
        (state.taken(0), state.taken(1)),
        (0, 1),
        "the second player closed a1"
    );
    assert!(!stone_at(&game, &state, "a1"));
}

#[test]
fn the_shared_game_ends_when_the_last_stone_is_placed_and_more_captures_win() {
    let game = load("weiqi-enclosure", "7x7");
    let mut state = game.start();
    let mut rng = Rng::new(3);
    let mut moves = Vec::new();
    while game.outcome(&state).is_none() {
        moves.clear();
        game.legal_moves(&state, &mut moves);
        game.play(&mut state, moves[rng.below(moves.len())]);
    }
    // Points freed by a capture may be filled too, so a stone can be spent there and some
    // black stones keep a free neighbour; every black stone is either taken or still breathes.
    let board = game.board();
    let view = game.view(&state);
    let occupied: HashSet<_> = view.pieces.iter().map(|p| p.at).collect();
    let black: Vec<_> = view.pieces.iter().filter(|p| p.kind == "neutral").collect();
    assert_eq!(
        usize::from(state.taken(0) + state.taken(1)) + black.len(),
        25
    );
    for piece in black {
        let free = (0..board.directions().len())
            .filter_map(|d| board.step_along_line(piece.at, d))
            .any(|q| !occupied.contains(&q));
        assert!(
            free,
            "a black stone left without a free neighbour was not taken"
        );
    }
    let outcome = game.outcome(&state).unwrap();
    assert!(
        outcome.rule.mentions("board-rule-all-placed"),
        "{:?}",
        outcome.rule
    );
    let expected = match state.taken(0).cmp(&state.taken(1)) {
        std::cmp::Ordering::Greater => Some(Player(0)),
        std::cmp::Ordering::Less => Some(Player(1)),
        std::cmp::Ordering::Equal => None,
    };
    assert_eq!(outcome.winner, expected);
}

#[test]
fn a_stone_without_a_free_neighbour_is_taken() {
    let (game, state) = small_go_after(
        "simple",
        "...../...../...../...../ox... 1 0,0 - 0 - 0",
        "a2",
    );
    assert_eq!(state.taken(0), 1);
    assert!(!stone_at(&game, &state, "a1"));
}

#[test]
fn a_group_breathes_through_any_of_its_stones() {
    // o on a1 and b1 still has c1 free after x plays a2.
    let (game, mut state) = small_go_after(
        "simple",
        "...../...../...../xx.../oo... 1 0,0 - 0 - 0",
        "c2",
    );
    assert_eq!(state.taken(0), 0);
    play_names(&game, &mut state, &["e5", "c1"]);
    assert_eq!(state.taken(0), 2, "filling c1 takes both stones");
}

#[test]
fn suicide_is_not_allowed_unless_it_takes_something() {
    let game = small_go("simple");
    let state = position(&game, "...../...../...../o..../.o... 1 0,0 - 0 - 0");
    assert!(!move_names(&game, &state).contains(&"a1".to_string()));
    // With b2 and c1 x, o's b1 has only a1 left, so x on a1 takes b1 and lives.
    let state = position(&game, "...../...../...../ox.../.ox.. 1 0,0 - 0 - 0");
    assert!(move_names(&game, &state).contains(&"a1".to_string()));
}

#[test]
fn a_lone_stone_that_took_a_lone_stone_cannot_be_retaken_at_once_simple_ko() {
    let (game, mut state) = small_go_after(
        "simple",
        "...../...../...../.xo../x.xo. 2 0,0 - 0 - 0",
        "b1",
    );
    assert_eq!(state.taken(1), 1);
    assert!(!move_names(&game, &state).contains(&"c1".to_string()), "ko");
    play_names(&game, &mut state, &["e5", "a5"]);
    assert!(
        move_names(&game, &state).contains(&"c1".to_string()),
        "open again"
    );
}

#[test]
fn no_stone_goes_where_stones_were_just_taken_tibetan_ko() {
    let text = "...../...../...../oo.../xx... 2 0,0 - 0 - 0";
    for (ko, closed) in [("tibetan", true), ("simple", false)] {
        let (game, state) = small_go_after(ko, text, "c1");
        assert_eq!(state.taken(1), 2);
        let legal = move_names(&game, &state);
        for label in ["a1", "b1"] {
            assert_eq!(!legal.contains(&label.to_string()), closed, "{ko}: {label}");
        }
    }
}

#[test]
fn area_count_adds_stones_territory_and_bonuses() {
    let game = small_go("tibetan");
    let state = position(&game, "..xo./..xo./..xo./..xo./..xo. 1 0,0 - 2 - 40");
    let outcome = game.outcome(&state).expect("two passes end the game");
    // x: 5 stones + 10 points, and the centre c3; o: 5 stones + 5 points; corners are split.
    assert_eq!(outcome.scores, Some(vec![20, 10]));
    assert_eq!(outcome.winner, Some(Player(0)));
    assert!(
        outcome.rule.mentions("board-rule-area-count"),
        "{:?}",
        outcome.rule
    );
    let state = position(&game, "x...x/...../..x../...../x...x 1 0,0 - 2 - 40");
    assert_eq!(
        game.scores(&state),
        [25 + 25, 0],
        "the whole board, every corner, the centre"
    );
}

#[test]
fn two_passes_end_tibetan_go_and_white_moves_first_among_twelve_base_stones() {
    let game = load("zang-qi", "tibetan-go");
    let mut state = game.start();
    assert_eq!(game.player_name(0), "White");
    assert_eq!(game.view(&state).pieces.len(), 12);
    assert_eq!(
        move_names(&game, &state).len(),
        289 - 12 + 1,
        "every free point and a pass"
    );
    play_names(&game, &mut state, &["pass", "pass"]);
    let outcome = game.outcome(&state).unwrap();
    assert!(
        outcome.rule.mentions("board-rule-both-passed"),
        "{:?}",
        outcome.rule
    );
    assert_eq!(
        outcome.winner, None,
        "six stones each and no territory: a draw"
    );
}

#[test]
fn a_step_that_closes_in_an_enemy_stone_takes_it_and_wins_zhejiang() {
    let game = load("weiqi-enclosure", "zhejiang");
    let mut state = position(
        &game,
        "ox./.../..x..../......./......./.../... 1 0,0 - 0 - 0",
    );
    play_names(&game, &mut state, &["c5-c6"]);
    let outcome = game.outcome(&state).expect("first capture ends the game");
    assert_eq!(outcome.winner, Some(Player(0)));
    assert!(
        outcome.rule.mentions("board-rule-first-capture"),
        "{:?}",
        outcome.rule
    );
}

#[test]
fn bad_position_text_is_an_error_not_a_panic() {
    let bad = [
        "",
        "..... 1 0,0 12 0 - 0",
        ".#.#./#.#.#/.#.#./#.#.#/.#.#Z 1 0,0 12 0 - 0",
        ".#.#./#.#.#/.#.#./#.#.#/.#.#. 3 0,0 12 0 - 0",
        ".#.#./#.#.#/.#.#./#.#.#/.#.#. 1 0 12 0 - 0",
        ".#.#./#.#.#/.#.#./#.#.#/.#.#. 1 0,0 12 0 z9 0",
        ".#.#./#.#.#/.#.#./#.#.#/.#.#. 1 0,0 12,3 0 - 0",
        "ü#.#./#.#.#/.#.#./#.#.#/.#.#. 1 0,0 12 0 - 0",
    ];
    assert_positions_refused(&load("weiqi-enclosure", "5x5"), "weiqi-enclosure", &bad);
}

#[test]
fn every_ruleset_round_trips_its_positions_and_gives_each_move_its_own_clicks() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        let mut rng = Rng::new(11);
        let mut state = game.start();
        let mut moves = Vec::new();
        for _ in 0..40 {
            let text = game.write_position(&state);
            assert_eq!(position(&game, &text), state, "{id}/{ruleset}: {text}");
            moves.clear();
            game.legal_moves(&state, &mut moves);
            let paths: HashSet<_> = moves.iter().map(|&m| game.clicks(&state, m)).collect();
            assert_eq!(paths.len(), moves.len(), "{id}/{ruleset}: clicks collide");
            if moves.is_empty() {
                break;
            }
            game.play(&mut state, moves[rng.below(moves.len())]);
        }
    }
}

#[test]
fn a_thousand_random_games_of_each_ruleset_all_finish() {
    for &(id, ruleset) in RULESETS {
        let game = load(id, ruleset);
        let mut rng = Rng::new(2026);
        let (mut plies, mut results) = (0, [0u32; 3]);
        let mut moves = Vec::new();
        for n in 0..1_000 {
            let mut state = game.start();
            let outcome = loop {
                if let Some(outcome) = game.outcome(&state) {
                    break outcome;
                }
                moves.clear();
                game.legal_moves(&state, &mut moves);
                assert!(
                    !moves.is_empty(),
                    "{id}/{ruleset} game {n}: no move, no result"
                );
                game.play(&mut state, moves[rng.below(moves.len())]);
                plies += 1;
            };
            results[outcome.winner.map_or(2, |p| usize::from(p.0))] += 1;
        }
        println!(
            "{id}/{ruleset}: average {:.1} plies, first {} second {} draws {}",
            plies as f64 / 1000.0,
            results[0],
            results[1],
            results[2]
        );
    }
}

#[test]
fn move_tree_counts_from_each_start_position_are_unchanged() {
    check_move_tree_table("go/perft.tsv", "GO_PERFT_REGENERATE", RULESETS, load);
}

#[test]
fn the_five_line_game_is_solved_from_the_start() {
    use boardlore_engine::search::Solver;
    let game = load("weiqi-enclosure", "5x5");
    let value = Solver::new(&game, 5_000_000)
        .value(&game.start())
        .expect("small enough to solve");
    println!(
        "5x5 with best play: {} for the first player, {value:?}",
        value.word()
    );
    assert_eq!(value.result, SOLVED_5X5);
}

/// The first player's result on five lines with best play by both (found by the solver;
/// a regression value, not a claim from the text).
const SOLVED_5X5: i8 = 0;
