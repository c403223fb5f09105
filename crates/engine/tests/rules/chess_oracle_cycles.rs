//! Xiangqi's repeated cycles against Fairy-Stockfish (through `pyffish`), where the
//! perpetual-check and perpetual-chase rules decide. A random game is played from the start
//! for a while; then each side picks a quiet move (often one after which the moved piece
//! attacks something), both take them back, and the four plies are played again, so the
//! position stands for the third time. At every ply of the cycle the engine's result for the
//! side to move must have the sign of Fairy-Stockfish's (win, loss or draw).
//!
//! `BOARDLORE_ORACLE_CYCLES` sets how many cycles to play (300 by default). Without `pyffish`
//! the test says why and passes.

use crate::support::chess as chess_support;
use crate::support::oracle as oracle_support;

use boardlore_engine::chess::{ChessGame, ChessMove, MoveKind, Position};
use boardlore_engine::game::{Game, Player};
use chess_support::load;
use oracle_support::Oracle;

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The engine's result: the sign for the side to move, and the rule.
fn engine_end(game: &ChessGame, pos: &Position) -> Option<(i32, String)> {
    game.outcome(pos).map(|o| {
        let sign = match o.winner {
            None => 0,
            Some(w) if w == Player(pos.flags.side) => 1,
            Some(_) => -1,
        };
        (sign, o.rule)
    })
}

fn legal(game: &ChessGame, pos: &Position) -> Vec<ChessMove> {
    let mut moves = Vec::new();
    game.legal_moves(pos, &mut moves);
    moves
}

/// A quiet move, half the time one after which the moved piece can capture something.
fn quiet_move(game: &ChessGame, pos: &Position, rng: &mut Rng) -> Option<ChessMove> {
    let quiet: Vec<ChessMove> = legal(game, pos)
        .into_iter()
        .filter(|m| m.kind == MoveKind::Normal && pos.board[usize::from(m.to)] == 0)
        .collect();
    let threatening: Vec<ChessMove> = quiet
        .iter()
        .copied()
        .filter(|&m| {
            let mut after = pos.clone();
            game.play(&mut after, m);
            after.flags.side ^= 1;
            legal(game, &after)
                .iter()
                .any(|n| n.from == m.to && after.board[usize::from(n.to)] != 0)
        })
        .collect();
    let pool = if !threatening.is_empty() && rng.below(2) == 0 {
        &threatening
    } else {
        &quiet
    };
    (!pool.is_empty()).then(|| pool[rng.below(pool.len())])
}

#[test]
fn xiangqi_repeated_cycles_are_judged_as_fairy_stockfish_judges_them() {
    let mut oracle = match Oracle::start() {
        Ok(oracle) => oracle,
        Err(why) => {
            eprintln!("SKIPPED: the cycle test needs pyffish: {why}");
            return;
        }
    };
    let game = load("xiangqi", "fairy-stockfish");
    let start = game.write_position(&game.start());
    let cycles: usize = std::env::var("BOARDLORE_ORACLE_CYCLES")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(300);
    let mut rng = Rng(0x2545_F491_4F6C_DD1D);
    let (mut played, mut compared, mut decided) = (0, 0, std::collections::BTreeMap::new());
    let mut differences = Vec::new();
    'cycles: while played < cycles && differences.len() < 20 {
        let mut pos = game.start();
        let mut names: Vec<String> = Vec::new();
        for _ in 0..10 + rng.below(50) {
            let moves = legal(&game, &pos);
            if moves.is_empty() || game.outcome(&pos).is_some() {
                continue 'cycles;
            }
            let mv = moves[rng.below(moves.len())];
            names.push(game.move_name(&pos, mv));
            game.play(&mut pos, mv);
        }
        let mut cycle = Vec::new();
        for _ in 0..2 {
            let Some(mv) = quiet_move(&game, &pos, &mut rng) else {
                continue 'cycles;
            };
            cycle.push(mv);
            names.push(game.move_name(&pos, mv));
            game.play(&mut pos, mv);
        }
        let back = [cycle[0], cycle[1]].map(|m| ChessMove {
            from: m.to,
            to: m.from,
            ..m
        });
        cycle.extend(back);
        played += 1;
        for (ply, &mv) in cycle.iter().chain(cycle.iter()).enumerate().skip(2) {
            if !legal(&game, &pos).contains(&mv) {
                break;
            }
            names.push(game.move_name(&pos, mv));
            game.play(&mut pos, mv);
            let fsf = oracle.ask("xiangqi", &start, &names).expect("pyffish answers");
            compared += 1;
            let ours = engine_end(&game, &pos);
            match (&ours, fsf.end) {
                (None, None) => continue,
                (Some((sign, rule)), Some(value)) if *sign == value.signum() => {
                    let how = rule.split(", ").skip(1).collect::<Vec<_>>().join(", ");
                    *decided.entry((ply + 1, how)).or_insert(0) += 1;
                }
                _ => differences.push(format!(
                    "engine {ours:?}, Fairy-Stockfish {:?}\n  cargo run --release -- position xiangqi --ruleset fairy-stockfish --moves '{}'",
                    fsf.end,
                    names.join(" ")
                )),
            }
            break;
        }
    }
    eprintln!("{played} cycles, {compared} positions compared, {} differences", differences.len());
    for ((ply, how), count) in &decided {
        eprintln!("  ended at ply {ply} of the cycle ({}): {count}", if how.is_empty() { "plain" } else { how });
    }
    for d in &differences {
        eprintln!("\n{d}");
    }
    assert!(differences.is_empty(), "{} differences with Fairy-Stockfish", differences.len());
}
