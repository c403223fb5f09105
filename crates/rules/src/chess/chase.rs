//! Perpetual chase: in a repeated cycle, the side that attacked the same enemy piece with every
//! one of its moves loses (both sides: a draw). The Asian Xiangqi Federation's rules forbid it;
//! which attacks count is read as Fairy-Stockfish reads those rules:
//!
//! - a move chases the enemy pieces that the moved piece newly attacks (a slider's or a
//!   hopper's squares on the line it moved along are not new), and those that another of its
//!   pieces attacks once the move opened a line or freed a leg (a discovered attack);
//! - only the ruleset's chasing pieces chase (xiangqi: not the general, not a soldier); the
//!   royal piece is never chased, nor a piece whose moves change in a region while it stands
//!   outside it (a soldier that has not crossed the river);
//! - a piece stronger than its attacker (by the ruleset's ranks) is chased even when
//!   protected; any other only when no enemy piece protects it (pieces pinned to their king,
//!   the flying general's file included, do not protect) or when only the general protects it
//!   on a file that the other general sees;
//! - a piece of the attacker's own kind is not chased (the two attack each other), unless it
//!   is pinned, or, for a lame leaper like the horse, unless its own way back is blocked;
//! - a move that pins an enemy piece chases the pieces that piece protected, when they are
//!   attacked; a move that sets up a discovered check chases the pieces the unmasking piece
//!   attacks, unless the king could take it back safely.
//!
//! It is judged only when a position stands for the n-th time: the boards of the cycle are
//! rebuilt from the moves the history keeps, so move generation and perft pay nothing.

use super::chase_board::{bit, squares, Board};
use super::movegen::{ChessMove, MoveKind, Undo};
use super::position::{Position, Step};
use super::spec::ChessSpec;
use super::tables::SquareSet;
use super::variant::{PieceInfo, Variant};
use crate::spec_problems::Problems;

/// What the history keeps of a move just made.
pub(super) fn step(mv: ChessMove, undo: &Undo) -> Option<Step> {
    Some(Step {
        from: mv.from,
        to: mv.to,
        moved: undo.moved,
        captured: undo.captured,
        plain: matches!(mv.kind, MoveKind::Normal | MoveKind::FirstMove),
    })
}

/// A set of pieces chased back across the move that reached a position: a piece that made
/// that move is followed back to where it came from.
fn before(set: SquareSet, step: Option<Step>) -> SquareSet {
    match step {
        Some(s) if set & bit(s.to) != 0 => set ^ bit(s.to) ^ bit(s.from),
        _ => set,
    }
}

impl ChessSpec {
    /// Each piece type's chasing rank from `perpetual-chase-loses` (strongest group first),
    /// reporting unknown, royal and repeated pieces.
    pub(super) fn chase_ranks(
        &self,
        pieces: &[PieceInfo],
        problems: &mut Problems,
    ) -> Option<Vec<u8>> {
        let groups = self.repetition.as_ref()?.perpetual_chase_loses.as_ref()?;
        let mut ranks = vec![0u8; pieces.len()];
        for (g, group) in groups.iter().enumerate() {
            for (k, id) in group.iter().enumerate() {
                let path = format!("repetition.perpetual-chase-loses[{g}][{k}]");
                match pieces.iter().position(|p| &p.id == id) {
                    None => problems.push(
                        path,
                        format!("`{id}` is not a piece of this ruleset"),
                        Some("name the chasing pieces by their `id`, strongest first"),
                    ),
                    Some(t) if pieces[t].royal || ranks[t] != 0 => problems.push(
                        path,
                        format!(
                            "`{id}` {}",
                            if pieces[t].royal {
                                "is royal and never counts as chasing"
                            } else {
                                "is listed twice"
                            }
                        ),
                        None,
                    ),
                    Some(t) => ranks[t] = (groups.len() - g).min(255) as u8,
                }
            }
        }
        Some(ranks)
    }
}

/// One move of a cycle, as the chase rule looks at it.
struct Move<'a> {
    after: &'a Board,
    before: &'a Board,
    step: Step,
    victim: usize,
}

impl Variant {
    /// Who chased in the cycle that ends at `pos` and started `back` plies earlier: (the side
    /// that just moved, the side to move). Each side's chased pieces must be the same piece
    /// (followed across its moves) after every one of its moves in the cycle, counting for
    /// the side that just moved also the move that entered the cycle, unless it started the
    /// game.
    pub(super) fn chasers(&self, pos: &Position, back: usize) -> (bool, bool) {
        if self.chase.is_none() {
            return (false, false);
        }
        let seen = &pos.history.0;
        let n = seen.len();
        let step_at = |j: usize| seen[n - 1 - j].step;
        let mut boards = vec![pos.board];
        for j in 0..=back {
            match step_at(j) {
                Some(s) if s.plain => {
                    let mut board = boards[j];
                    board[usize::from(s.from)] = s.moved;
                    board[usize::from(s.to)] = s.captured;
                    boards.push(board);
                }
                Some(_) => return (false, false),
                None => break,
            }
        }
        let side_now = usize::from(pos.flags.side);
        let chased = |j: usize| match step_at(j) {
            Some(step) if j + 1 < boards.len() => self.chased(&Move {
                after: &boards[j],
                before: &boards[j + 1],
                step,
                victim: side_now ^ (j & 1),
            }),
            _ => 0,
        };
        let mut them = before(chased(0), step_at(1)) & chased(2);
        let mut us = before(chased(1), step_at(2)) & chased(3);
        for i in (4..=back).step_by(2) {
            if step_at(i).is_some() {
                them = before(them, step_at(i - 1)) & chased(i);
            }
            if i < back {
                us = before(us, step_at(i)) & chased(i + 1);
            }
        }
        (them != 0, us != 0)
    }

    /// The enemy pieces a move chases.
    fn chased(&self, mv: &Move) -> SquareSet {
        let Some(ranks) = self.chase.as_ref() else {
            return 0;
        };
        let (board, victim) = (mv.after, mv.victim);
        let mover = 1 - victim;
        let (from, to) = (mv.step.from, mv.step.to);
        let mut pins = self.blockers(board, victim);
        let own_king = self.royal_square(board, victim);
        let their_king = self.royal_square(board, mover);
        if let (true, Some(k), Some(theirs)) = (self.flying_general, own_king, their_king) {
            let files = self.grid.files as u8;
            let on_file = self.side_pieces(board, victim)
                & self.grid.all()
                & (0..self.n() as u8)
                    .filter(|s| s % files == theirs % files)
                    .fold(0, |set, s| set | bit(s));
            let others = on_file & !bit(k);
            if on_file & bit(k) != 0 && others.count_ones() == 1 {
                pins |= others;
            }
        }
        let ctx = Context {
            board,
            victim,
            pins,
            own_king,
            their_king,
            ranks,
        };
        let mut out = 0;
        let code = board[usize::from(to)];
        if code != 0 && Position::side_of(code) == mover {
            let ty = Position::kind(code);
            if ranks[usize::from(ty)] > 0 {
                let mut direct =
                    self.attacks(board, to, mover, ty) & self.side_pieces(board, victim);
                if !self
                    .tables
                    .ray_index
                    .get(self.slot(mover, ty, to))
                    .is_empty()
                {
                    direct &= !self.line(from, to);
                }
                self.add_chased(&ctx, to, ty, direct, &mut out);
            }
        }
        let mut opened = *board;
        opened[usize::from(from)] = mv.step.moved;
        if mv.step.captured == 0 {
            opened[usize::from(to)] = 0;
        }
        for s in squares(self.side_pieces(board, mover)) {
            let ty = Position::kind(board[usize::from(s)]);
            if ranks[usize::from(ty)] == 0 {
                continue;
            }
            let found = self.attacks(board, s, mover, ty)
                & !self.attacks(&opened, s, mover, ty)
                & self.side_pieces(board, victim);
            self.add_chased(&ctx, s, ty, found, &mut out);
        }
        let new_blockers = self.blockers(board, victim) & !self.blockers(mv.before, victim);
        let shields = self.blockers(board, mover);
        for s in squares(new_blockers & self.side_pieces(board, victim)) {
            let ty = Position::kind(board[usize::from(s)]);
            let protected = self.attacks(board, s, victim, ty)
                & self.side_pieces(board, victim)
                & !self.exempt(board, victim);
            for s2 in squares(protected) {
                if self.attackers(board, s2, mover) & !shields != 0 {
                    out |= bit(s2);
                }
            }
        }
        for s in squares(new_blockers & self.side_pieces(board, mover)) {
            let ty = Position::kind(board[usize::from(s)]);
            let hit = self.attacks(board, s, mover, ty) & self.side_pieces(board, victim);
            let reach = own_king.map_or(0, |k| {
                self.attacks(board, k, victim, Position::kind(board[usize::from(k)]))
            });
            out |= hit & !reach;
            for s2 in squares(hit & reach) {
                let mut bare = *board;
                bare[usize::from(s)] = 0;
                if let Some(k) = own_king {
                    bare[usize::from(k)] = 0;
                }
                if self.attackers(&bare, s2, mover) != 0 {
                    out |= bit(s2);
                }
            }
        }
        out
    }
}

/// What a move's attacks are judged against.
struct Context<'a> {
    board: &'a Board,
    victim: usize,
    pins: SquareSet,
    own_king: Option<u8>,
    their_king: Option<u8>,
    ranks: &'a [u8],
}

impl Variant {
    /// Adds to `out` the pieces among `attacks` (made by the piece of type `ty` on `at`) that
    /// count as chased.
    fn add_chased(&self, ctx: &Context, at: u8, ty: u8, attacks: SquareSet, out: &mut SquareSet) {
        let board = ctx.board;
        let mut attacks = attacks & !self.exempt(board, ctx.victim);
        let rank = ctx.ranks[usize::from(ty)];
        let kind_at = |s: u8| Position::kind(board[usize::from(s)]);
        for s in squares(attacks) {
            if ctx.ranks[usize::from(kind_at(s))] > rank {
                *out |= bit(s);
            }
        }
        let same = squares(attacks)
            .filter(|&s| kind_at(s) == ty)
            .fold(0, |set, s| set | bit(s));
        if self.is_lame_one_way(ty, 1 - ctx.victim)
            && self.way_back_blockable(board, at, ty, ctx.victim)
        {
            for s in squares(same) {
                if self.attacks(board, s, ctx.victim, ty) & bit(at) != 0 {
                    attacks &= !bit(s);
                }
            }
        } else {
            attacks &= !same | ctx.pins;
        }
        let mut without = *board;
        without[usize::from(at)] = 0;
        for s in squares(attacks) {
            let roots = self.attackers(&without, s, ctx.victim) & !ctx.pins;
            let only_king_on_open_file = match (ctx.own_king, ctx.their_king) {
                (Some(k), Some(theirs)) => {
                    self.flying_general && roots == bit(k) && self.sees(&without, theirs, s)
                }
                _ => false,
            };
            if roots == 0 || only_king_on_open_file {
                *out |= bit(s);
            }
        }
    }
}
