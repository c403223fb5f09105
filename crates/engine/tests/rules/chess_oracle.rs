//! The differential test: every `fairy-stockfish` ruleset against Fairy-Stockfish itself.
//!
//! Random and biased games (captures preferred in some, so endgames, bare kings, counting and
//! promotions are reached; drops, passes and sittuyin's setup come with the moves) are played
//! from each ruleset's start. At every ply the engine and Fairy-Stockfish (through `pyffish`)
//! must agree on the FEN, the legal moves and whether and how the game ended, repetition and
//! the n-move rule included (some games shuffle a piece back and forth to repeat positions;
//! xiangqi's perpetual check and chase count, and `chess_oracle_cycles` plays cycles built for
//! them). The result
//! and the moves are judged on the position replayed from the same FEN Fairy-Stockfish is
//! given, so both look back over the same history.
//!
//! `BOARDLORE_ORACLE_POSITIONS` sets how many positions to compare (2,400 by default;
//! `cargo xtask oracle --positions N` runs more), `BOARDLORE_ORACLE_SEED` the seed of the
//! random games (a fresh seed plays other games; `--seed S`), and `BOARDLORE_ORACLE_ONLY` a
//! comma-separated list of the entries to play (all ten by default), `BOARDLORE_ORACLE_WINDOW`
//! how far back in the game Fairy-Stockfish is asked from (below). Without `pyffish` the
//! test says why and passes; `cargo xtask test` installs it first.

use crate::support::chess as chess_support;
use crate::support::oracle as oracle_support;

use boardlore_engine::chess::{ChessGame, ChessMove, MoveKind};
use boardlore_engine::game::Game;
use chess_support::load;
use oracle_support::{engine_end, Oracle, Rng};

/// The entries and their Fairy-Stockfish variants.
const VARIANTS: [(&str, &str); 10] = [
    ("chaturanga", "chaturanga"),
    ("shatranj", "shatranj"),
    ("makruk", "makruk"),
    ("ouk-chatrang", "cambodian"),
    ("sittuyin", "sittuyin"),
    ("shatar", "shatar"),
    ("xiangqi", "xiangqi"),
    ("janggi", "janggi"),
    ("shogi", "shogi"),
    ("sho-shogi", "shoshogi"),
];

/// Longest game played; each game stops at a random length from `MIN_PLIES` up to this.
const MAX_PLIES: usize = 400;
/// Shortest game length drawn.
const MIN_PLIES: usize = 60;

/// Fairy-Stockfish is asked about a position as the FEN it wrote this many plies earlier and
/// the moves since, so a question costs at most this many replayed moves. What a FEN does not
/// carry (whether the previous ply was a pass or a bikjang, shatar's run of checks) reaches
/// back far less than this. `BOARDLORE_ORACLE_WINDOW=0` asks about every position as its own
/// FEN with no moves instead (the run without history: what a FEN read alone must give).
const WINDOW: usize = 64;

/// One disagreement, with what reproduces it.
struct Difference {
    game: &'static str,
    start: String,
    moves: Vec<String>,
    what: String,
}

/// Totals of one run.
#[derive(Default)]
struct Tally {
    positions: usize,
    games: usize,
    deepest: usize,
    finished: usize,
}

/// Plays one game, comparing every position; returns the first difference.
fn play_one(
    oracle: &mut Oracle,
    (id, variant): (&'static str, &str),
    game: &ChessGame,
    rng: &mut Rng,
    tally: &mut Tally,
    budget: usize,
    window: usize,
) -> Result<Option<Difference>, String> {
    let mut continuous = game.start();
    let start = game.write_position(&continuous);
    // 0: uniform, 1: captures half the time, 2: captures always, 3: mostly undo one's last move
    let greedy = rng.below(4);
    let mut played: Vec<ChessMove> = Vec::new();
    let mut names: Vec<String> = Vec::new();
    let mut fens: Vec<String> = Vec::new();
    let length = MIN_PLIES + rng.below(MAX_PLIES - MIN_PLIES + 1);
    let differ = |names: &[String], what: String| Difference {
        game: id,
        start: start.clone(),
        moves: names.to_vec(),
        what,
    };
    for ply in 0..length {
        if tally.positions >= budget {
            break;
        }
        let base = ply.saturating_sub(window);
        let from = if window == 0 {
            game.write_position(&continuous)
        } else if base == 0 {
            start.clone()
        } else {
            fens[base].clone()
        };
        let fsf = oracle.ask(variant, &from, &names[base..])?;
        fens.push(fsf.fen.clone());
        tally.positions += 1;
        tally.deepest = tally.deepest.max(ply);
        let fen = game.write_position(&continuous);
        if fen != fsf.fen {
            return Ok(Some(differ(
                &names,
                format!("FEN: engine `{fen}`, Fairy-Stockfish `{}`", fsf.fen),
            )));
        }
        // The position as Fairy-Stockfish sees it: from the same FEN, with the same moves.
        let judged = if base == 0 && window != 0 {
            continuous.clone()
        } else {
            let mut replayed = game
                .parse_position(&from)
                .map_err(|e| format!("{from}: {e}"))?;
            for &mv in &played[base..] {
                game.play(&mut replayed, mv);
            }
            replayed
        };
        let pos = &judged;
        let ours = engine_end(game, pos);
        match (&ours, fsf.end) {
            (None, None) => {}
            (Some((sign, _)), Some(value)) if *sign == value.signum() => {
                tally.finished += 1;
                return Ok(None);
            }
            _ => {
                return Ok(Some(differ(
                    &names,
                    format!("result: engine {ours:?}, Fairy-Stockfish {:?}", fsf.end),
                )))
            }
        }
        let mut moves = Vec::new();
        game.legal_moves(pos, &mut moves);
        let mut ours: Vec<String> = moves.iter().map(|&m| game.move_name(pos, m)).collect();
        ours.sort();
        if ours != fsf.moves {
            let only_ours: Vec<&String> = ours.iter().filter(|m| !fsf.moves.contains(m)).collect();
            let only_fsf: Vec<&String> = fsf.moves.iter().filter(|m| !ours.contains(m)).collect();
            return Ok(Some(differ(
                &names,
                format!("moves in {fen}: only the engine {only_ours:?}, only Fairy-Stockfish {only_fsf:?}"),
            )));
        }
        let captures: Vec<_> = moves
            .iter()
            .filter(|m| {
                m.kind != MoveKind::Drop
                    && m.kind != MoveKind::Pass
                    && pos.board[usize::from(m.to)] != 0
                    && m.from != m.to
            })
            .copied()
            .collect();
        let prefer = greedy == 2 || (greedy == 1 && rng.below(2) == 0);
        let undo = played.len().checked_sub(2).and_then(|i| {
            let last = played[i];
            moves
                .iter()
                .find(|m| m.kind == MoveKind::Normal && m.from == last.to && m.to == last.from)
        });
        let mv = match undo {
            Some(&back) if greedy == 3 && rng.below(4) != 0 => back,
            _ if prefer && !captures.is_empty() => captures[rng.below(captures.len())],
            _ => moves[rng.below(moves.len())],
        };
        names.push(game.move_name(pos, mv));
        played.push(mv);
        game.play(&mut continuous, mv);
    }
    Ok(None)
}

/// How many positions to compare.
fn budget() -> usize {
    std::env::var("BOARDLORE_ORACLE_POSITIONS")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(2_400)
}

/// The seed of the random games (never zero, which the generator would keep).
fn seed() -> u64 {
    std::env::var("BOARDLORE_ORACLE_SEED")
        .ok()
        .and_then(|n| n.parse::<u64>().ok())
        .filter(|&n| n != 0)
        .unwrap_or(0x9E37_79B9_7F4A_7C15)
}

/// The entries to play: those named in `BOARDLORE_ORACLE_ONLY`, or all.
fn chosen() -> Vec<(&'static str, &'static str)> {
    let only = std::env::var("BOARDLORE_ORACLE_ONLY").unwrap_or_default();
    let named: Vec<&str> = only
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .collect();
    VARIANTS
        .into_iter()
        .filter(|(id, _)| named.is_empty() || named.contains(id))
        .collect()
}

#[test]
fn fairy_stockfish_rulesets_agree_with_fairy_stockfish() {
    let Some(mut oracle) = Oracle::start_or_skip("the differential test") else {
        return;
    };
    let variants = chosen();
    assert!(!variants.is_empty(), "BOARDLORE_ORACLE_ONLY names no entry");
    let games: Vec<ChessGame> = variants
        .iter()
        .map(|(id, _)| load(id, "fairy-stockfish"))
        .collect();
    let total = budget();
    let mut rng = Rng(seed());
    let window = std::env::var("BOARDLORE_ORACLE_WINDOW")
        .ok()
        .and_then(|n| n.parse().ok())
        .unwrap_or(WINDOW);
    let mut tallies: Vec<Tally> = variants.iter().map(|_| Tally::default()).collect();
    let mut differences = Vec::new();
    let share = total.div_ceil(variants.len());
    'rounds: loop {
        let mut progressed = false;
        for (i, &pair) in variants.iter().enumerate() {
            if tallies[i].positions >= share {
                continue;
            }
            progressed = true;
            tallies[i].games += 1;
            let found = play_one(
                &mut oracle,
                pair,
                &games[i],
                &mut rng,
                &mut tallies[i],
                share,
                window,
            )
            .unwrap_or_else(|e| panic!("{}: {e}", pair.0));
            if let Some(d) = found {
                differences.push(d);
                if differences.len() >= 40 {
                    break 'rounds;
                }
            }
        }
        if !progressed {
            break;
        }
    }
    for ((id, variant), t) in variants.iter().zip(&tallies) {
        eprintln!(
            "{id} ({variant}): {} positions in {} games ({} finished), deepest ply {}",
            t.positions, t.games, t.finished, t.deepest
        );
    }
    let compared: usize = tallies.iter().map(|t| t.positions).sum();
    eprintln!(
        "{compared} positions compared, {} differences",
        differences.len()
    );
    for d in &differences {
        eprintln!(
            "\n{}: {}\n  cargo run --release -- position {} --ruleset fairy-stockfish --fen '{}' --moves '{}'",
            d.game,
            d.what,
            d.game,
            d.start,
            d.moves.join(" ")
        );
    }
    assert!(
        differences.is_empty(),
        "{} differences with Fairy-Stockfish",
        differences.len()
    );
}
