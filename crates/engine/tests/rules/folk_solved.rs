//! Results the exact solver must reproduce: Duziqi's 9x9 value table from the seed and its
//! pattern for other sizes, Uneven Chess as Nim, and Santong Qi's one-winner property.

use crate::support::entry::{run_length, spec_from_str};
use crate::support::folk as folk_support;

use boardlore_engine::folk::FolkSpec;
use boardlore_engine::search::{Rng, Solver};
use boardlore_engine::Game;
use folk_support::{load, position};

/// The editor's table (top row first, the goal corner top right; 1 = the player to move wins).
pub(crate) const DUZI_TABLE: &str = "
1 1 0 1 1 0 1 1 0
0 1 1 0 1 1 0 1 1
1 0 1 1 0 1 1 0 1
1 1 0 1 1 0 1 1 0
0 1 1 0 1 1 0 1 1
1 0 1 1 0 1 1 0 1
1 1 0 1 1 0 1 1 0
0 1 1 0 1 1 0 1 1
1 0 1 1 0 1 1 0 1";

#[test]
fn duziqi_9x9_values_match_the_seed_square_by_square() {
    let game = load("duzi-qi", "main");
    let mut solver = Solver::new(&game, 100_000);
    let table = duzi_table(&game, |state| {
        if solver.value(state).unwrap().result == 1 {
            "1"
        } else {
            "0"
        }
    });
    assert_eq!(table, DUZI_TABLE.trim());
}

/// Duziqi's table as [`DUZI_TABLE`] writes it: the lone piece on every point in turn, the
/// value each position is given by `value`.
pub(crate) fn duzi_table(
    game: &boardlore_engine::folk::FolkGame,
    mut value: impl FnMut(&boardlore_engine::folk::FolkState) -> &'static str,
) -> String {
    let start = game.start();
    let rows: Vec<String> = (game.rows().iter())
        .map(|row| {
            let values: Vec<&str> = (row.iter())
                .map(|&p| value(&game.with_pieces(&start, &[(p, 2)])))
                .collect();
            values.join(" ")
        })
        .collect();
    rows.join("\n")
}

fn duzi_of_size(n: usize) -> boardlore_engine::folk::FolkGame {
    let corner = format!("{}{}", (b'a' + n as u8 - 1) as char, n);
    let yaml = format!(
        "board: {{ kind: square, files: {n}, ranks: {n}, style: intersections, regions: {{ goal: [{corner}] }} }}
players: [{{ name: First }}, {{ name: Second }}]
shared: {{ start: [a1] }}
movement: {{ kind: walk, max-steps: 2, directions: [n, e] }}
goals: {{ reach: {{ player: mover, region: goal }} }}"
    );
    let spec: FolkSpec = spec_from_str(&yaml);
    spec.compile_typed().unwrap()
}

#[test]
fn duziqi_the_first_player_wins_unless_the_side_is_one_more_than_a_multiple_of_three() {
    for n in 2..=14 {
        let game = duzi_of_size(n);
        let value = Solver::new(&game, 1_000_000)
            .solve(&game.start())
            .unwrap()
            .value;
        assert_eq!(value.result == 1, n % 3 != 1, "board of side {n}");
    }
}

#[test]
fn uneven_chess_is_nim_the_mover_wins_when_the_gaps_xor_to_nonzero() {
    let game = load("cenci-qi", "main");
    let mut rng = Rng::new(11);
    for _ in 0..40 {
        // One column per file: the first player's piece (x) below the second's (o), gap 0..=3.
        let mut columns = Vec::new();
        let mut xor = 0;
        for _ in 0..7 {
            let black = rng.below(3);
            let gap = if columns.len() < 4 { rng.below(4) } else { 0 };
            let white = (black + gap + 1).min(6);
            xor ^= white - black - 1;
            columns.push((black, white));
        }
        let mut rows = Vec::new();
        for rank in (0..7).rev() {
            let row: String = columns
                .iter()
                .map(|&(b, w)| {
                    if b == rank {
                        'x'
                    } else if w == rank {
                        'o'
                    } else {
                        '.'
                    }
                })
                .collect();
            rows.push(run_length(row.chars()));
        }
        let text = format!("{} x", rows.join("/"));
        let state = position(&game, &text);
        let value = Solver::new(&game, 2_000_000).solve(&state).unwrap().value;
        assert_eq!(value.result == 1, xor != 0, "{text}");
    }
}

#[test]
fn santong_qi_on_a_full_board_exactly_one_player_connects_all_three_sides() {
    let game = load("santong-qi", "main");
    let start = game.start();
    let points = game.board().len();
    let mut rng = Rng::new(2024);
    for _ in 0..500 {
        let mut order: Vec<u16> = (0..points as u16).collect();
        for i in (1..order.len()).rev() {
            order.swap(i, rng.below(i + 1));
        }
        let pieces: Vec<(u16, u8)> = order
            .iter()
            .enumerate()
            .map(|(i, &p)| (p, (i % 2) as u8))
            .collect();
        let full = game.with_pieces(&start, &pieces);
        let black = game.connects_all(&full, 0);
        let white = game.connects_all(&full, 1);
        assert!(black != white, "{}", game.write_position(&full));
    }
}

#[test]
fn the_solver_refuses_a_game_too_large_for_its_budget() {
    let game = load("modianqi", "main");
    let err = Solver::new(&game, 10_000).solve(&game.start()).unwrap_err();
    assert!(err.to_string().contains("too large"), "{err}");
}

#[test]
fn the_solver_reports_a_score_margin_for_box_games() {
    let game = load("ten-point", "rules-ii");
    // Every edge drawn but the shared side of boxes a1 and b1 (both worth 1, unclaimed).
    let mut state = game.start();
    let mut moves = Vec::new();
    game.legal_moves(&state, &mut moves);
    for mv in moves {
        if game.move_name(&state, mv) != "b1-b2" {
            game.play(&mut state, mv);
        }
    }
    let text = game.write_position(&state);
    let solution = Solver::new(&game, 1_000).solve(&state).unwrap();
    assert!(solution.value.margin.is_some(), "{text}");
    assert_eq!(
        solution.searched, 2,
        "one move left: the position and the end"
    );
}
