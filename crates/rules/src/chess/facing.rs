//! The rules on facing kings beyond bikjang (janggi as the seed gives them): the side whose
//! move makes the kings face each other gives up the right to win (`facing-forfeits-win`), and
//! a lone screen piece that checks the enemy king undefended draws the game at once
//! (`screen-check-draws`), since the king would have to take it and so create the facing.

use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::variant::Variant;
use crate::game::Outcome;
use crate::phrase::Phrase;

impl Variant {
    /// After `us` played `mv`: a move (not a pass) that leaves the kings facing when they did
    /// not face before costs `us` the right to win.
    pub(super) fn note_facing(&self, pos: &mut Position, us: usize, mv: ChessMove, before: bool) {
        if mv.kind != MoveKind::Pass && !before && self.kings_face(pos) {
            pos.flags.facing_forfeit[us] = true;
        }
    }

    /// A win for a side that gave up the right to win becomes a draw.
    pub(super) fn forfeited_win(&self, pos: &Position, outcome: Outcome) -> Outcome {
        match outcome.winner {
            Some(p) if self.facing_forfeits_win && pos.flags.facing_forfeit[usize::from(p.0)] => {
                Outcome {
                    winner: None,
                    rule: Phrase::new("board-rule-facing-forfeit").with("rule", outcome.rule),
                    scores: outcome.scores,
                }
            }
            _ => outcome,
        }
    }

    /// The side to move's king stands on one file with the enemy king, exactly one piece
    /// between them; that piece is the enemy's, checks the king, and no enemy piece but the
    /// king could retake on its square.
    pub(super) fn lone_screen_check(&self, pos: &Position) -> bool {
        if !self.screen_check_draws {
            return false;
        }
        let us = usize::from(pos.flags.side);
        let them = 1 - us;
        let (ours, theirs) = (pos.flags.royal[us], pos.flags.royal[them]);
        let Some(between) = self.between_kings_on_file(pos) else {
            return false;
        };
        let mut between = between.filter(|&s| pos.board[s] != 0);
        let (Some(screen), None) = (between.next(), between.next()) else {
            return false;
        };
        if Position::side_of(pos.board[screen]) != them {
            return false;
        }
        let screen = screen as u8;
        let mut scratch = pos.clone();
        scratch.flags.side = them as u8;
        if !self.reaches(&scratch, |m| m.from == screen && m.to == ours) {
            return false;
        }
        // The king takes the screen: could any other piece of its side take back?
        scratch.board[usize::from(screen)] = scratch.board[usize::from(ours)];
        scratch.board[usize::from(ours)] = 0;
        scratch.flags.royal[us] = screen;
        !self.reaches(&scratch, |m| m.to == screen && m.from != theirs)
    }

    /// Whether the side to move has a pseudo-legal move satisfying `wanted`.
    fn reaches(&self, pos: &Position, wanted: impl Fn(&ChessMove) -> bool) -> bool {
        let mut list = Vec::with_capacity(64);
        self.generate(pos, &mut list);
        list.iter()
            .any(|m| m.kind != MoveKind::Pass && m.kind != MoveKind::Drop && wanted(m))
    }
}
