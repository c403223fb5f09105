//! Alpha-beta search for the chess family: iterative deepening within a time and node budget,
//! a transposition table, quiescence on captures and promotions, check extensions, and move
//! ordering by the table's move, captures (most valuable victim, least valuable attacker),
//! killer moves and a history of quiet moves that cut off. Scores come from [`Eval`]. At the
//! root, stopping a board count (makruk's `stop-counting`, after which the same side moves
//! again) is weighed from that side's own view, so the counting side stops before a mate
//! that would otherwise only draw. A position met again, since the game's last irreversible
//! move, ends its line as the rules judge the cycle (see [`Trail`]).

use super::eval::{eval_of, Eval};
use super::ordering::{is_capture, Ordering};
use super::table::{Table, EXACT, LOWER, UPPER};
use super::trail::{Repeated, Trail};
use crate::search::Level;
use boardlore_rules::chess::{ChessGame, ChessMove, MoveKind, Position, PositionKeys, Variant};
use boardlore_rules::game::Outcome;

/// A won position's score at the root; mates nearer the root score higher.
pub const MATE: i32 = 30_000;
const INFINITY: i32 = 32_000;
/// Deepest ply the search goes to, extensions and quiescence included.
const MAX_PLY: usize = 96;
/// Captures searched at most this deep past the nominal depth.
const MAX_QUIESCENCE: usize = 12;

/// Bounds of one search: depth from the level, and a node budget (tests cap by nodes, not
/// by the clock).
#[derive(Clone, Copy, Debug)]
pub struct Limits {
    /// Deepest nominal depth of the iterative deepening.
    pub depth: u32,
    /// Nodes after which the search stops.
    pub nodes: u64,
}

impl Limits {
    /// The level's depth and no node budget.
    pub fn level(level: Level) -> Limits {
        Limits {
            depth: level.depth(),
            nodes: u64::MAX,
        }
    }
}

/// What a search found.
#[derive(Clone, Copy, Debug)]
pub struct Found {
    /// The best move, `None` when the side to move has none.
    pub best: Option<ChessMove>,
    /// Its score for the side to move.
    pub score: i32,
    /// Depth of the last iteration completed.
    pub depth: u32,
    /// Positions visited.
    pub nodes: u64,
}

/// One search: the rules, the evaluation and the tables that live for one move decision.
pub struct AlphaBeta<'a> {
    v: &'a Variant,
    eval: &'a Eval,
    keys: &'a PositionKeys,
    table: Table,
    ordering: Ordering,
    lists: Vec<Vec<ChessMove>>,
    trail: Trail,
    nodes: u64,
    limit: u64,
    stopped: bool,
    noise: u64,
    keep_going: &'a mut dyn FnMut() -> bool,
}

impl<'a> AlphaBeta<'a> {
    /// A search over `game`; `seed` varies the evaluation by a few hundredths so equal moves
    /// are not always chosen alike; `keep_going()` is asked every 1,024 nodes.
    pub fn new(game: &'a ChessGame, seed: u64, keep_going: &'a mut dyn FnMut() -> bool) -> Self {
        AlphaBeta {
            v: game.variant(),
            eval: eval_of(game),
            keys: game.keys(),
            table: Table::new(),
            ordering: Ordering::new(MAX_PLY + 1),
            lists: (0..=MAX_PLY).map(|_| Vec::with_capacity(128)).collect(),
            trail: Trail::new(game.variant(), 2 * MAX_PLY),
            nodes: 0,
            limit: u64::MAX,
            stopped: false,
            noise: seed.wrapping_mul(0x9E37_79B9_7F4A_7C15),
            keep_going,
        }
    }

    /// Searches `pos` deeper and deeper until the limits or `keep_going()` stop it; the move
    /// of the last finished iteration (or a better one the unfinished one proved) is chosen.
    pub fn search(&mut self, pos: &Position, limits: Limits) -> Found {
        self.limit = limits.nodes;
        let mut pos = pos.clone();
        self.trail.begin(&pos);
        let mut found = Found {
            best: None,
            score: 0,
            depth: 0,
            nodes: 0,
        };
        let mut root = Vec::new();
        if self.v.immediate_end(&pos).is_none() {
            self.v.legal_moves_into(&mut pos, &mut root);
        }
        found.best = root.first().copied();
        if root.len() <= 1 {
            return found;
        }
        for depth in 1..=limits.depth.max(1) {
            let (score, best) = self.root(&mut pos, depth as i32, found.best);
            if let Some(mv) = best {
                found.best = Some(mv);
                found.score = score;
            }
            if self.stopped {
                break;
            }
            found.depth = depth;
            if score.abs() > MATE - MAX_PLY as i32 {
                break;
            }
        }
        found.nodes = self.nodes;
        found
    }

    /// One iteration at the root: the best move proved (`None` if stopped before the first
    /// move was searched).
    fn root(
        &mut self,
        pos: &mut Position,
        depth: i32,
        previous: Option<ChessMove>,
    ) -> (i32, Option<ChessMove>) {
        let mut list = std::mem::take(&mut self.lists[0]);
        list.clear();
        self.v.legal_moves_into(pos, &mut list);
        self.ordering.order(self.eval, pos, &mut list, previous, 0);
        let (mut alpha, beta) = (-INFINITY, INFINITY);
        let mut best = None;
        let (hash, key) = self.keys.hash_and_key(pos);
        let check = self.v.in_check(pos, usize::from(pos.flags.side));
        for &mv in &list {
            let undo = self.v.make(pos, mv);
            let score = if mv.kind == MoveKind::StopCount {
                // Stopping a count leaves the same side to move: the position after it is
                // searched from the same side, as deep.
                self.negamax(pos, depth, alpha, beta, 1)
            } else {
                self.trail.push(key, check);
                let score = -self.negamax(pos, depth - 1, -beta, -alpha, 1);
                self.trail.pop();
                score
            };
            self.v.unmake(pos, mv, undo);
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                best = Some(mv);
            }
        }
        self.lists[0] = list;
        if let Some(mv) = best {
            self.table.store(hash, depth, alpha, EXACT, Some(mv), 0);
        }
        (alpha, best)
    }

    fn tick(&mut self) -> bool {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && (self.nodes >= self.limit || !(self.keep_going)()) {
            self.stopped = true;
        }
        if self.nodes >= self.limit {
            self.stopped = true;
        }
        self.stopped
    }

    /// The score of a node that is not searched: 0 once the search has to stop, the result
    /// of a game that has ended; `None` for a node to search.
    #[inline]
    fn stop_or_end(&mut self, pos: &Position, ply: usize) -> Option<i32> {
        if self.tick() {
            return Some(0);
        }
        self.v
            .immediate_end(pos)
            .map(|outcome| terminal(&outcome, pos, ply))
    }

    fn negamax(
        &mut self,
        pos: &mut Position,
        mut depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        if let Some(score) = self.stop_or_end(pos, ply) {
            return score;
        }
        let v = self.v;
        let (hash, key) = self.keys.hash_and_key(pos);
        let us = usize::from(pos.flags.side);
        let check = v.in_check(pos, us);
        if let Some(repeated) = self.trail.repeated(key, check) {
            let won = MATE - ply as i32;
            return match repeated {
                Repeated::Draw => 0,
                Repeated::Won => won,
                Repeated::Lost => -won,
            };
        }
        if check && ply < MAX_PLY / 2 {
            depth += 1;
        }
        if depth <= 0 || ply >= MAX_PLY - MAX_QUIESCENCE {
            return self.quiesce(pos, alpha, beta, ply, 0);
        }
        let mut table_move = None;
        if let Some(entry) = self.table.probe(hash) {
            table_move = entry.mv;
            if i32::from(entry.depth) >= depth {
                let score = entry.score(ply);
                let cut = match entry.bound {
                    EXACT => true,
                    LOWER => score >= beta,
                    _ => score <= alpha,
                };
                if cut {
                    return score;
                }
            }
        }
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        v.generate(pos, &mut list);
        self.ordering
            .order(self.eval, pos, &mut list, table_move, ply);
        let original_alpha = alpha;
        let (mut best, mut best_move, mut legal) = (-INFINITY, None, 0);
        let (mut i, mut stuck) = (0, false);
        loop {
            if i == list.len() && legal == 0 && !stuck {
                stuck = true;
                v.stuck_moves(pos, true, &mut list);
            }
            let Some(&mv) = list.get(i) else { break };
            i += 1;
            let Some(undo) = v.try_move(pos, mv) else {
                continue;
            };
            legal += 1;
            self.trail.push(key, check);
            let score = -self.negamax(pos, depth - 1, -beta, -alpha, ply + 1);
            self.trail.pop();
            v.unmake(pos, mv, undo);
            if self.stopped {
                self.lists[ply] = list;
                return 0;
            }
            if score > best {
                best = score;
                best_move = Some(mv);
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !is_capture(pos, mv) {
                            self.ordering.remember_quiet(mv, ply, depth);
                        }
                        break;
                    }
                }
            }
        }
        self.lists[ply] = list;
        if legal == 0 {
            return match v.outcome(pos) {
                Some(outcome) => terminal(&outcome, pos, ply),
                None => 0,
            };
        }
        let bound = if best >= beta {
            LOWER
        } else if best > original_alpha {
            EXACT
        } else {
            UPPER
        };
        self.table.store(hash, depth, best, bound, best_move, ply);
        best
    }

    /// Captures and promotions only, with the option of standing on the evaluation.
    fn quiesce(
        &mut self,
        pos: &mut Position,
        mut alpha: i32,
        beta: i32,
        ply: usize,
        qdepth: usize,
    ) -> i32 {
        if let Some(score) = self.stop_or_end(pos, ply) {
            return score;
        }
        let v = self.v;
        let stand = self.evaluate(pos);
        if stand >= beta || qdepth >= MAX_QUIESCENCE || ply >= MAX_PLY {
            return stand;
        }
        alpha = alpha.max(stand);
        let mut list = std::mem::take(&mut self.lists[ply]);
        list.clear();
        v.generate(pos, &mut list);
        list.retain(|&mv| is_capture(pos, mv) || (mv.promo != 0 && mv.kind == MoveKind::Normal));
        self.ordering.order(self.eval, pos, &mut list, None, ply);
        for &mv in &list {
            let Some(undo) = v.try_move(pos, mv) else {
                continue;
            };
            let score = -self.quiesce(pos, -beta, -alpha, ply + 1, qdepth + 1);
            v.unmake(pos, mv, undo);
            if self.stopped {
                break;
            }
            if score > alpha {
                alpha = score;
                if alpha >= beta {
                    break;
                }
            }
        }
        self.lists[ply] = list;
        alpha
    }

    /// The evaluation with the seed's small variation.
    fn evaluate(&self, pos: &Position) -> i32 {
        let jitter = if self.noise == 0 {
            0
        } else {
            ((self.keys.hash(pos) ^ self.noise) % 7) as i32 - 3
        };
        self.eval.evaluate(self.v, pos) + jitter
    }
}

/// A finished game's score for the side to move at `ply`.
fn terminal(outcome: &Outcome, pos: &Position, ply: usize) -> i32 {
    match outcome.winner {
        Some(p) if p.0 == pos.flags.side => MATE - ply as i32,
        Some(_) => -(MATE - ply as i32),
        None => 0,
    }
}
