//! Moves named as a tradition writes them, generated from the rules: the ruleset's `tradition`
//! picks the styles offered ([`styles`]), and [`ChessGame::styled_name`] names a legal move in
//! one of them. Each tradition lives in its own module: `notation_san` (standard algebraic,
//! makruk), `notation_xiangqi` (WXF and Chinese), `notation_shogi` (Japanese and Western),
//! `notation_janggi` (the Korean numeric form).
//!
//! Every style is read off the position and its legal moves alone: which piece moves, whether
//! it captures, which other pieces of its kind could reach the same point (to tell them apart),
//! and whether the move checks or mates.

use super::game::ChessGame;
use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::spec::Tradition;
use super::tables::Grid;
use super::variant::{PieceInfo, Variant};
use crate::board::EdgeLabels;
use crate::game::{Game, MoveStyle};

/// The styles a tradition offers, the engine's names left out (the caller adds them).
pub(super) fn styles(tradition: Tradition) -> Vec<MoveStyle> {
    let style = |id, label, marks| MoveStyle { id, label, marks };
    match tradition {
        Tradition::Standard | Tradition::Makruk => vec![style("san", "SAN", true)],
        Tradition::Xiangqi => vec![
            style("wxf", "WXF", false),
            style("chinese", "Chinese", false),
        ],
        Tradition::Shogi => vec![
            style("japanese", "Japanese", false),
            style("western", "Western", true),
        ],
        Tradition::Janggi => vec![style("korean", "Korean", false)],
    }
}

/// The coordinates each style of a tradition writes along the board's edges, the tradition's
/// own style first; empty for traditions that read coordinates from the point labels.
pub(super) fn edge_labels(tradition: Tradition, grid: &Grid) -> Vec<(String, EdgeLabels)> {
    match tradition {
        Tradition::Shogi => styles(tradition)
            .into_iter()
            .map(|s| {
                (
                    s.id.to_string(),
                    super::notation_shogi::edge_labels(grid, s.id),
                )
            })
            .collect(),
        _ => Vec::new(),
    }
}

/// One legal move in its position, with what every style asks about it.
pub(super) struct MoveInContext<'a> {
    /// The rules.
    pub game: &'a ChessGame,
    /// The position the move is played in.
    pub pos: &'a Position,
    /// The move.
    pub mv: ChessMove,
    /// Every legal move of the position.
    pub legal: Vec<ChessMove>,
    /// The point the previous move went to, if there was one.
    pub previous_to: Option<u8>,
}

impl<'a> MoveInContext<'a> {
    /// The compiled rules.
    pub fn variant(&self) -> &'a Variant {
        self.game.variant()
    }

    /// The side making the move (0 moves first).
    pub fn mover(&self) -> usize {
        usize::from(self.pos.flags.side)
    }

    /// The type of the piece moved (or dropped).
    pub fn piece_type(&self) -> u8 {
        match self.mv.kind {
            MoveKind::Drop => self.mv.from,
            _ => Position::kind(self.pos.board[usize::from(self.mv.from)]),
        }
    }

    /// The piece moved.
    pub fn piece(&self) -> &'a PieceInfo {
        &self.variant().pieces[usize::from(self.piece_type())]
    }

    /// The piece a promotion turns it into.
    pub fn promoted_to(&self) -> Option<&'a PieceInfo> {
        (self.mv.promo != 0).then(|| &self.variant().pieces[usize::from(self.mv.promo - 1)])
    }

    /// Whether the move takes an enemy piece.
    pub fn is_capture(&self) -> bool {
        if self.mv.kind == MoveKind::Drop || self.mv.kind == MoveKind::Swap {
            return false;
        }
        let code = self.pos.board[usize::from(self.mv.to)];
        code != 0 && Position::side_of(code) != self.mover()
    }

    /// A point's file and rank from the bottom left (0-based).
    pub fn xy(&self, sq: u8) -> (i32, i32) {
        self.variant().grid.xy(sq)
    }

    /// The points from which another piece of the same kind and side could make a board move
    /// to the same destination (the pieces a name must tell apart), each once.
    pub fn rivals(&self) -> Vec<u8> {
        let ty = self.piece_type();
        let mut out: Vec<u8> = Vec::new();
        for m in &self.legal {
            let same_kind = matches!(m.kind, MoveKind::Normal | MoveKind::FirstMove)
                && m.to == self.mv.to
                && m.from != self.mv.from
                && Position::kind(self.pos.board[usize::from(m.from)]) == ty;
            if same_kind && !out.contains(&m.from) {
                out.push(m.from);
            }
        }
        out
    }

    /// The points holding the mover's pieces of type `ty`.
    pub fn own_pieces(&self, ty: u8) -> Vec<u8> {
        (0..self.variant().grid.len() as u8)
            .filter(|&sq| {
                let code = self.pos.board[usize::from(sq)];
                code != 0 && Position::side_of(code) == self.mover() && Position::kind(code) == ty
            })
            .collect()
    }

    /// Whether the same step could also be made with (or without) promoting.
    pub fn has_promotion_twin(&self) -> bool {
        self.legal.iter().any(|m| {
            m.from == self.mv.from
                && m.to == self.mv.to
                && m.kind == self.mv.kind
                && (m.promo == 0) != (self.mv.promo == 0)
        })
    }

    /// `#` when the move mates, `+` when it checks, else nothing.
    pub fn check_mark(&self) -> &'static str {
        let mut next = self.pos.clone();
        self.game.play(&mut next, self.mv);
        if !self.game.in_check(&next) {
            return "";
        }
        let mut replies = Vec::new();
        self.game.legal_moves(&next, &mut replies);
        if replies.is_empty() {
            "#"
        } else {
            "+"
        }
    }
}

impl ChessGame {
    /// `mv`, a legal move of `pos`, named in `style` (an id of [`styles`] for this ruleset's
    /// tradition); `previous_to` is where the move before it went. `None` for a style this
    /// tradition does not offer.
    pub(super) fn styled_name(
        &self,
        pos: &Position,
        mv: ChessMove,
        style: &str,
        previous_to: Option<u8>,
    ) -> Option<String> {
        let tradition = self.variant().tradition;
        if !styles(tradition).iter().any(|s| s.id == style) {
            return None;
        }
        if matches!(
            mv.kind,
            MoveKind::Arrange | MoveKind::StopCount | MoveKind::Swap
        ) {
            return Some(self.move_name(pos, mv));
        }
        let mut legal = Vec::new();
        self.legal_moves(pos, &mut legal);
        let cx = MoveInContext {
            game: self,
            pos,
            mv,
            legal,
            previous_to,
        };
        Some(match style {
            "wxf" => super::notation_xiangqi::wxf(&cx),
            "chinese" => super::notation_xiangqi::chinese(&cx),
            "japanese" => super::notation_shogi::japanese(&cx),
            "western" => super::notation_shogi::western(&cx),
            "korean" => super::notation_janggi::korean(&cx),
            _ => super::notation_san::san(&cx),
        })
    }
}
