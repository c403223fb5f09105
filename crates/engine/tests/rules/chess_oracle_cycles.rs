//! Xiangqi's repeated cycles against Fairy-Stockfish (through `pyffish`), where the
//! perpetual-check and perpetual-chase rules decide. A random sparse position is set up (each
//! side's general and two to six other pieces, so unprotected pieces are common); then the
//! side to move picks a quiet move, most often one after which the moved piece attacks
//! something, the other side a quiet move, most often with a piece under attack; both take
//! them back and the four plies are played again, so the position stands for the third time.
//! At every ply the engine's result for the side to move must have the sign of
//! Fairy-Stockfish's (win, loss or draw).
//!
//! `BOARDLORE_ORACLE_CYCLES` sets how many cycles to play (200 by default). Without `pyffish`
//! the test says why and passes.

use crate::support::chess as chess_support;
use crate::support::entry::run_length;
use crate::support::oracle as oracle_support;

use boardlore_engine::chess::{ChessGame, ChessMove, MoveKind, Position};
use boardlore_engine::game::Game;
use chess_support::load;
use oracle_support::{engine_end, Oracle, Rng};

fn legal(game: &ChessGame, pos: &Position) -> Vec<ChessMove> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    moves
}

/// Whether `side`'s piece on `sq` is attacked in `pos`.
fn attacked(game: &ChessGame, pos: &Position, sq: u8) -> bool {
    let by = 1 - Position::side_of(pos.board[usize::from(sq)]);
    game.variant().attacked(pos, sq, by)
}

/// A quiet move of the side to move: most often one whose piece attacks an enemy piece from
/// its new square (`threat`), or one that moves a piece under attack (`flee`).
fn quiet_move(game: &ChessGame, pos: &Position, rng: &mut Rng, threat: bool) -> Option<ChessMove> {
    let quiet: Vec<ChessMove> = legal(game, pos)
        .into_iter()
        .filter(|m| m.kind == MoveKind::Normal && pos.board[usize::from(m.to)] == 0)
        .collect();
    let preferred: Vec<ChessMove> = quiet
        .iter()
        .copied()
        .filter(|&m| {
            if !threat {
                return attacked(game, pos, m.from);
            }
            let mut after = pos.clone();
            game.variant().make(&mut after, m);
            after.flags.side ^= 1;
            let mut replies = Vec::new();
            game.variant().generate(&after, &mut replies);
            replies
                .iter()
                .any(|n| n.from == m.to && after.board[usize::from(n.to)] != 0)
        })
        .collect();
    let pool = if !preferred.is_empty() && rng.below(4) != 0 {
        &preferred
    } else {
        &quiet
    };
    (!pool.is_empty()).then(|| pool[rng.below(pool.len())])
}

/// The move that takes `mv` back.
fn reverse(mv: ChessMove) -> ChessMove {
    ChessMove {
        from: mv.to,
        to: mv.from,
        ..mv
    }
}

/// The four plies of a cycle from `pos`: two quiet moves and the two moves that take them
/// back. Of up to 24 candidates that can be played twice over, three times in four one that
/// the engine decides for a side (a perpetual check or chase) when there is one, so that both
/// verdicts are compared often.
fn pick_cycle(game: &ChessGame, pos: &Position, rng: &mut Rng) -> Option<Vec<ChessMove>> {
    let (mut decided, mut drawn) = (Vec::new(), Vec::new());
    for _ in 0..24 {
        let mut at = pos.clone();
        let mut cycle = Vec::new();
        for threat in [true, false] {
            let Some(mv) = quiet_move(game, &at, rng, threat) else {
                break;
            };
            cycle.push(mv);
            game.play(&mut at, mv);
        }
        if cycle.len() < 2 {
            continue;
        }
        cycle.extend([reverse(cycle[0]), reverse(cycle[1])]);
        let plays_through = cycle[2..].iter().chain(&cycle).all(|&mv| {
            let ok = game.outcome(&at).is_none() && legal(game, &at).contains(&mv);
            if ok {
                game.play(&mut at, mv);
            }
            ok
        });
        match game.outcome(&at) {
            Some(o) if plays_through && o.winner.is_some() => decided.push(cycle),
            Some(_) if plays_through => drawn.push(cycle),
            _ => {}
        }
    }
    let pool = if !decided.is_empty() && rng.below(4) != 0 {
        decided
    } else {
        drawn
    };
    (!pool.is_empty()).then(|| pool[rng.below(pool.len())].clone())
}

/// A random sparse legal position: the generals in their palaces, two to six other pieces a
/// side on squares they can reach (soldiers across the river), either side to move.
fn sparse_position(game: &ChessGame, rng: &mut Rng) -> Option<String> {
    let mut grid = [['.'; 9]; 10];
    let put =
        |grid: &mut [[char; 9]; 10], rng: &mut Rng, letter: char, squares: &[(usize, usize)]| {
            let free: Vec<&(usize, usize)> = squares
                .iter()
                .filter(|&&(f, r)| grid[r][f] == '.')
                .collect();
            if let Some(&&(f, r)) = free.get(rng.below(free.len().max(1))) {
                grid[r][f] = letter;
            }
        };
    let all: Vec<(usize, usize)> = (0..10).flat_map(|r| (0..9).map(move |f| (f, r))).collect();
    let palace = |base: usize| -> Vec<(usize, usize)> {
        (3..6)
            .flat_map(|f| (base..base + 3).map(move |r| (f, r)))
            .collect()
    };
    let advisor = |base: usize| {
        vec![
            (3, base),
            (5, base),
            (4, base + 1),
            (3, base + 2),
            (5, base + 2),
        ]
    };
    let elephant = |base: usize, dir: usize| -> Vec<(usize, usize)> {
        [(2, 0), (6, 0), (0, 2), (4, 2), (8, 2), (2, 4), (6, 4)]
            .iter()
            .map(|&(f, r)| (f, if dir == 0 { base + r } else { base - r }))
            .collect()
    };
    put(&mut grid, rng, 'K', &palace(0));
    put(&mut grid, rng, 'k', &palace(7));
    for side in 0..2 {
        for _ in 0..2 + rng.below(5) {
            let kind = ['r', 'n', 'c', 'a', 'b', 'p'][rng.below(6)];
            let squares = match (kind, side) {
                ('a', 0) => advisor(0),
                ('a', _) => advisor(7),
                ('b', 0) => elephant(0, 0),
                ('b', _) => elephant(9, 1),
                ('p', 0) => all.iter().copied().filter(|&(_, r)| r >= 5).collect(),
                ('p', _) => all.iter().copied().filter(|&(_, r)| r <= 4).collect(),
                _ => all.clone(),
            };
            let letter = if side == 0 {
                kind.to_ascii_uppercase()
            } else {
                kind
            };
            put(&mut grid, rng, letter, &squares);
        }
    }
    let rows: Vec<String> = (0..10)
        .rev()
        .map(|r| run_length(grid[r].iter().copied()))
        .collect();
    let side = if rng.below(2) == 0 { 'w' } else { 'b' };
    let fen = format!("{} {side} - - 0 1", rows.join("/"));
    let pos = game.parse_position(&fen).ok()?;
    let v = game.variant();
    let waiting = 1 - usize::from(pos.flags.side);
    let sound = !v.in_check(&pos, waiting) && !v.kings_face(&pos) && game.outcome(&pos).is_none();
    sound.then_some(fen)
}

#[test]
fn xiangqi_repeated_cycles_are_judged_as_fairy_stockfish_judges_them() {
    let Some(mut oracle) = Oracle::start_or_skip("the cycle test") else {
        return;
    };
    let game = load("xiangqi", "fairy-stockfish");
    let cycles: usize = std::env::var("BOARDLORE_ORACLE_CYCLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(200);
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let (mut played, mut compared, mut decided) = (0, 0, std::collections::BTreeMap::new());
    let mut differences = Vec::new();
    while played < cycles && differences.len() < 20 {
        let Some(start) = sparse_position(&game, &mut rng) else {
            continue;
        };
        let mut pos = game.parse_position(&start).expect("a sound position");
        let Some(cycle) = pick_cycle(&game, &pos, &mut rng) else {
            continue;
        };
        let mut names: Vec<String> = Vec::new();
        for &mv in &cycle[..2] {
            names.push(game.move_name(&pos, mv));
            game.play(&mut pos, mv);
        }
        played += 1;
        for (ply, &mv) in cycle.iter().chain(cycle.iter()).enumerate().skip(2) {
            if !legal(&game, &pos).contains(&mv) {
                break;
            }
            names.push(game.move_name(&pos, mv));
            game.play(&mut pos, mv);
            let fsf = oracle
                .ask("xiangqi", &start, &names)
                .expect("pyffish answers");
            compared += 1;
            let ours = engine_end(&game, &pos);
            match (&ours, fsf.end) {
                (None, None) => continue,
                (Some((sign, rule)), Some(value)) if *sign == value.signum() => {
                    // How a repetition was judged: the phrase around the repetition, if any.
                    let how = if rule.id.starts_with("board-rule-repetition") {
                        String::new()
                    } else {
                        rule.id.clone()
                    };
                    *decided.entry((ply + 1, how)).or_insert(0) += 1;
                }
                _ => differences.push(format!(
                    "engine {ours:?}, Fairy-Stockfish {:?}\n  cargo run --release -- position xiangqi --ruleset fairy-stockfish --fen '{start}' --moves '{}'",
                    fsf.end,
                    names.join(" ")
                )),
            }
            break;
        }
    }
    eprintln!(
        "{played} cycles, {compared} positions compared, {} differences",
        differences.len()
    );
    for ((ply, how), count) in &decided {
        eprintln!(
            "  ended at ply {ply} of the cycle ({}): {count}",
            if how.is_empty() { "plain" } else { how }
        );
    }
    for d in &differences {
        eprintln!("\n{d}");
    }
    assert!(
        differences.is_empty(),
        "{} differences with Fairy-Stockfish",
        differences.len()
    );
}
