//! Move ordering for the alpha-beta search: the transposition table's move first, then
//! captures by most valuable victim and least valuable attacker, promotions, the killer moves
//! of the ply, and quiet moves by how often they cut off before.

use super::eval::Eval;
use boardlore_rules::chess::{ChessMove, MoveKind, Position};

/// Whether `mv` takes an opponent's piece standing on its destination.
pub fn is_capture(pos: &Position, mv: ChessMove) -> bool {
    let target = pos.board[usize::from(mv.to)];
    matches!(
        mv.kind,
        MoveKind::Normal | MoveKind::FirstMove | MoveKind::KingLeap
    ) && target != 0
        && Position::side_of(target) != usize::from(pos.flags.side)
}

/// Killer moves per ply and the history of quiet moves that cut off.
pub struct Ordering {
    killers: Vec<[Option<ChessMove>; 2]>,
    history: Vec<i32>,
}

fn history_index(mv: ChessMove) -> usize {
    (usize::from(mv.from) & 127) * 128 + (usize::from(mv.to) & 127)
}

impl Ordering {
    /// Empty killers for `plies` plies and an empty history.
    pub fn new(plies: usize) -> Ordering {
        Ordering {
            killers: vec![[None; 2]; plies],
            history: vec![0; 128 * 128],
        }
    }

    /// Sorts `list`, best first: `first` (the table's move), captures by victim then
    /// attacker, promotions, killers, then quiet moves by history.
    pub fn order(
        &self,
        eval: &Eval,
        pos: &Position,
        list: &mut [ChessMove],
        first: Option<ChessMove>,
        ply: usize,
    ) {
        let key = |mv: &ChessMove| -> i32 {
            if Some(*mv) == first {
                return i32::MAX;
            }
            let mut score = 0;
            if is_capture(pos, *mv) {
                let victim = Position::kind(pos.board[usize::from(mv.to)]);
                let attacker = Position::kind(pos.board[usize::from(mv.from)]);
                score += 1_000_000 + eval.value(victim) * 64 - eval.value(attacker).min(10_000);
            }
            if mv.promo != 0 {
                score += 500_000 + eval.value(mv.promo - 1);
            }
            if score == 0 {
                let killers = self.killers[ply];
                if killers[0] == Some(*mv) {
                    return 400_000;
                }
                if killers[1] == Some(*mv) {
                    return 399_999;
                }
                score = self.history[history_index(*mv)];
            }
            score
        };
        list.sort_by_cached_key(|mv| std::cmp::Reverse(key(mv)));
    }

    /// A quiet move cut off at `ply` with `depth` left: a killer there, and higher in history.
    pub fn remember_quiet(&mut self, mv: ChessMove, ply: usize, depth: i32) {
        let k = &mut self.killers[ply];
        if k[0] != Some(mv) {
            k[1] = k[0];
            k[0] = Some(mv);
        }
        let h = &mut self.history[history_index(mv)];
        *h = (*h + depth * depth).min(300_000);
    }
}
