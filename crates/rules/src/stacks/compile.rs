//! Checks a [`StacksSpec`] and compiles it into a [`StacksGame`], reporting every problem found.

use super::spec::*;
use super::{Goal, Kind, MoveRule, Pile, Pool, StacksGame, StacksState, MAX_HEIGHT};
use crate::board::Board;
use crate::small_sort::sort_dedup_small;
use crate::spec_problems::SpecError;
use crate::spec_problems::{build_board, Problems};

/// Collects problems so that every one is reported, not just the first.
pub(super) fn compile(spec: &StacksSpec) -> Result<StacksGame, Vec<SpecError>> {
    let board = build_board(&spec.board)?;
    let mut problems = Problems::default();
    let names = match spec.players.as_slice() {
        [] => ["First".to_string(), "Second".to_string()],
        [a, b] => [a.clone(), b.clone()],
        other => {
            problems.player_count(other.len(), 2, None);
            ["First".to_string(), "Second".to_string()]
        }
    };
    let kinds = compile_kinds(spec, &mut problems);
    let find_kind = |id: &str| kinds.iter().position(|k| k.id == id).map(|i| i as u8);
    let ids: Vec<&str> = kinds.iter().map(|k| k.id.as_str()).collect();
    let hint = format!("known pieces: {ids:?}");
    let mut kind_of = |path: String, id: &str, problems: &mut Problems| {
        let found = find_kind(id);
        if found.is_none() {
            problems.push(path, format!("no piece `{id}`"), Some(&hint));
        }
        found.unwrap_or(0)
    };
    let mut piles = vec![Pile::default(); board.len()];
    let mut total = 0usize;
    for (i, entry) in spec.start.iter().enumerate() {
        let kind = kind_of(format!("start[{i}].piece"), &entry.piece, &mut problems);
        let points = problems.points_of(&board, &entry.at, &format!("start[{i}].at"), true);
        for p in points {
            for _ in 0..entry.count {
                total += 1;
                if total <= usize::from(MAX_HEIGHT) {
                    piles[usize::from(p)].push(kind);
                }
            }
        }
    }
    let pool = spec.pool.as_ref().map(|pool| {
        total += usize::from(pool.count);
        if pool.count == 0 {
            problems.push("pool.count", "a pool needs at least one piece", None);
        }
        Pool {
            kind: kind_of("pool.piece".into(), &pool.piece, &mut problems),
            not_on: mask(&board, &pool.not_on, "pool.not-on", &mut problems),
            same_player: pool.then == AfterPlacement::SamePlayer,
        }
    });
    if total > usize::from(MAX_HEIGHT) {
        problems.push(
            "start",
            format!("{total} pieces in all; at most {MAX_HEIGHT} are supported"),
            None,
        );
    }
    let frozen = mask(&board, &spec.frozen, "frozen", &mut problems);
    if spec.moves.is_empty() {
        problems.push("moves", "a game needs at least one kind of move", None);
    }
    let mut moves = Vec::new();
    for (i, m) in spec.moves.iter().enumerate() {
        let at = format!("moves[{i}]");
        moves.push(match m {
            MoveSpec::Jump {
                directions,
                lift,
                count,
                over,
            } => MoveRule::Jump {
                dirs: directions_of(&board, directions, &at, &mut problems),
                lift: *lift,
                count: *count,
                over: *over,
            },
            MoveSpec::Slide { directions, lift } => MoveRule::Slide {
                dirs: directions_of(&board, directions, &at, &mut problems),
                lift: *lift,
            },
            MoveSpec::Walk {
                pieces,
                steps,
                pick_up,
                not_from,
            } => {
                if *steps == 0 {
                    problems.push(format!("{at}.steps"), "a walk needs one step or more", None);
                }
                MoveRule::Walk {
                    kinds: carriers(&kinds, pieces, &at, &mut kind_of, &mut problems),
                    steps: *steps,
                    pick_up: kind_of(format!("{at}.pick-up"), pick_up, &mut problems),
                    not_from: mask(&board, not_from, &format!("{at}.not-from"), &mut problems),
                }
            }
            MoveSpec::CarryStep { pieces, unload_in } => MoveRule::CarryStep {
                kinds: carriers(&kinds, pieces, &at, &mut kind_of, &mut problems),
                unload_in: mask(&board, unload_in, &format!("{at}.unload-in"), &mut problems),
            },
        });
    }
    let goal = match &spec.goal {
        GoalSpec::LastMove { last_mover } => Goal::LastMove {
            last_mover_wins: *last_mover == LastMover::Wins,
        },
        GoalSpec::Deliveries { count } => Goal::Deliveries { count: *count },
    };
    problems.move_limit(spec.move_limit);
    problems.check()?;
    let start = StacksState {
        piles,
        to_move: 0,
        pool: spec.pool.as_ref().map_or(0, |p| p.count),
        delivered: [0, 0],
        carrying: [false, false],
        ply: 0,
    };
    Ok(StacksGame {
        board,
        names,
        kinds,
        start,
        pool,
        frozen,
        moves,
        goal,
        move_limit: spec.move_limit,
        symmetries: Default::default(),
    })
}

fn compile_kinds(spec: &StacksSpec, problems: &mut Problems) -> Vec<Kind> {
    if spec.pieces.is_empty() || spec.pieces.len() > 4 {
        problems.push(
            "pieces",
            format!(
                "expected one to four kinds of piece, found {}",
                spec.pieces.len()
            ),
            None,
        );
    }
    let mut kinds: Vec<Kind> = Vec::new();
    for (i, p) in spec.pieces.iter().take(4).enumerate() {
        if !p.letter.is_ascii_alphabetic() {
            problems.push(
                format!("pieces[{i}].letter"),
                "a piece letter must be a-z or A-Z",
                None,
            );
        }
        if kinds.iter().any(|k| k.letter == p.letter || k.id == p.id) {
            problems.push(
                format!("pieces[{i}]"),
                format!("piece `{}` repeats an id or a letter", p.id),
                None,
            );
        }
        kinds.push(Kind {
            id: p.id.clone(),
            letter: p.letter,
            glyph: p.glyph.clone(),
            owner: match p.owner {
                OwnerSpec::Shared => None,
                OwnerSpec::First => Some(0),
                OwnerSpec::Second => Some(1),
            },
        });
    }
    kinds
}

/// Kinds that walk or carry: owned pieces, at most one on the board per player (a player's
/// load is tracked per player).
fn carriers(
    kinds: &[Kind],
    ids: &[String],
    at: &str,
    kind_of: &mut impl FnMut(String, &str, &mut Problems) -> u8,
    problems: &mut Problems,
) -> Vec<u8> {
    let mut out = Vec::new();
    for (i, id) in ids.iter().enumerate() {
        let k = kind_of(format!("{at}.pieces[{i}]"), id, problems);
        if kinds.get(usize::from(k)).is_some_and(|k| k.owner.is_none()) {
            problems.push(
                format!("{at}.pieces[{i}]"),
                format!("`{id}` is shared; only an owned piece can walk and carry"),
                Some("give the piece `owner: first` or `owner: second`"),
            );
        }
        out.push(k);
    }
    out
}

fn mask(board: &Board, items: &[String], path: &str, problems: &mut Problems) -> Vec<bool> {
    let mut out = vec![false; board.len()];
    for p in problems.points_of(board, items, path, true) {
        out[usize::from(p)] = true;
    }
    out
}

fn directions_of(board: &Board, names: &[String], at: &str, problems: &mut Problems) -> Vec<usize> {
    let mut out = Vec::new();
    for (i, name) in names.iter().enumerate() {
        let dirs = board.directions();
        let matching: Vec<usize> = match name.as_str() {
            "all" => (0..dirs.len()).collect(),
            "orthogonal" => (0..dirs.len())
                .filter(|&d| dirs[d].dx == 0 || dirs[d].dy == 0)
                .collect(),
            "diagonal" => (0..dirs.len())
                .filter(|&d| dirs[d].dx != 0 && dirs[d].dy != 0)
                .collect(),
            other => board.direction(other).into_iter().collect(),
        };
        if matching.is_empty() {
            let known: Vec<&str> = dirs.iter().map(|d| d.name.as_str()).collect();
            problems.push(
                format!("{at}.directions[{i}]"),
                format!("`{name}` names no direction of this board"),
                Some(&format!(
                    "use orthogonal, diagonal, all, or one of {known:?}"
                )),
            );
        }
        out.extend(matching);
    }
    sort_dedup_small(&mut out);
    out
}
