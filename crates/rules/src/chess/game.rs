//! [`ChessGame`]: the [`Game`] contract for a compiled chess-family ruleset, with UCI move
//! names, click paths, diagrams and a fast make/unmake perft.

use super::keys::PositionKeys;
use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::spec::PromotionRule;
use super::variant::Variant;
use std::sync::OnceLock;

use crate::board::{Board, PointId};
use crate::game::Presentation;
use crate::game::{Click, Game, HandView, NotationError, Outcome, PieceView, Player, PositionView};
use crate::memo::Memo;

/// A playable chess-family ruleset.
#[derive(Clone, Debug)]
pub struct ChessGame {
    variant: Variant,
    /// The position keys, drawn when first needed.
    keys: OnceLock<PositionKeys>,
    /// What the computer derives from the rules (its evaluation), kept with the game.
    memo: Memo,
}

impl ChessGame {
    /// Wraps a compiled variant.
    pub fn new(variant: Variant) -> ChessGame {
        ChessGame {
            variant,
            keys: OnceLock::new(),
            memo: Memo::default(),
        }
    }

    /// The keys positions are hashed and compared for repetition with (drawn on first use).
    pub fn keys(&self) -> &PositionKeys {
        self.keys.get_or_init(|| PositionKeys::new(&self.variant))
    }

    /// Where the computer keeps what it reads out of these rules.
    pub fn memo(&self) -> &Memo {
        &self.memo
    }

    /// The compiled rules.
    pub fn variant(&self) -> &Variant {
        &self.variant
    }

    /// Whether `mv` is a legal move in `pos` (used by tests and by move parsing).
    pub fn is_legal(&self, pos: &Position, mv: ChessMove) -> bool {
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        moves.contains(&mv)
    }

    /// Plays `mv` in place and returns what [`ChessGame::unmake`] needs.
    pub fn make(&self, pos: &mut Position, mv: ChessMove) -> super::movegen::Undo {
        self.variant.make(pos, mv)
    }

    /// Takes back a move made with [`ChessGame::make`].
    pub fn unmake(&self, pos: &mut Position, mv: ChessMove, undo: super::movegen::Undo) {
        self.variant.unmake(pos, mv, undo)
    }

    fn perft_from(&self, pos: &mut Position, depth: u32, lists: &mut [Vec<ChessMove>]) -> u64 {
        let v = &self.variant;
        if v.immediate_end(pos).is_some() {
            return 0;
        }
        let Some((list, rest)) = lists.split_first_mut() else {
            return 1;
        };
        list.clear();
        v.generate(pos, list);
        let mut nodes = 0;
        let mut legal = 0;
        let (mut i, mut stuck) = (0, false);
        loop {
            if i == list.len() && legal == 0 && !stuck {
                stuck = true;
                v.stuck_moves(pos, true, list);
            }
            let Some(&mv) = list.get(i) else { break };
            i += 1;
            if let Some(undo) = v.try_move(pos, mv) {
                legal += 1;
                nodes += if depth == 1 {
                    1
                } else {
                    self.perft_from(pos, depth - 1, rest)
                };
                v.unmake(pos, mv, undo);
            }
        }
        nodes
    }

    /// Perft split by first move: each legal move's name and its subtree count.
    pub fn divide(&self, pos: &Position, depth: u32) -> Vec<(String, u64)> {
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        let mut out: Vec<(String, u64)> = moves
            .into_iter()
            .map(|mv| {
                let mut next = pos.clone();
                self.variant.make(&mut next, mv);
                let count = if depth <= 1 {
                    1
                } else {
                    self.perft(&next, depth - 1)
                };
                (self.move_name(pos, mv), count)
            })
            .collect();
        out.sort();
        out
    }

    fn label(&self, sq: u8) -> &str {
        &self.variant.board.point(PointId::from(sq)).label
    }

    /// The suffix naming a promotion: `+` for a shogi-style one (the `enter-or-leave` rule, or
    /// any promotion to a promoted form, whose FEN letter starts with `+`, as Fairy-Stockfish
    /// writes them), otherwise the new piece's letter (`q`).
    fn promo_suffix(&self, mv: ChessMove, pos: &Position) -> String {
        if mv.promo == 0 {
            return String::new();
        }
        let target = &self.variant.pieces[usize::from(mv.promo - 1)].letter;
        let shogi_style = match mv.kind {
            MoveKind::Normal => {
                let ty = Position::kind(pos.board[usize::from(mv.from)]);
                target.starts_with('+')
                    || self.variant.pieces[usize::from(ty)]
                        .promotion
                        .as_ref()
                        .is_some_and(|p| p.rule == PromotionRule::EnterOrLeave)
            }
            _ => false,
        };
        if shogi_style {
            "+".to_string()
        } else {
            target.trim_start_matches('+').to_string()
        }
    }

    /// Whether a non-promoting move has a promoting twin (so clicks must tell them apart).
    fn has_promoting_twin(&self, pos: &Position, mv: ChessMove) -> bool {
        if mv.promo != 0 || mv.kind != MoveKind::Normal {
            return false;
        }
        let mut moves = Vec::new();
        self.legal_moves(pos, &mut moves);
        moves
            .iter()
            .any(|m| m.from == mv.from && m.to == mv.to && m.promo != 0)
    }
}

impl Game for ChessGame {
    type State = Position;

    type Move = ChessMove;

    fn board(&self) -> &Board {
        &self.variant.board
    }

    fn start(&self) -> Position {
        let mut pos = self.variant.start.clone();
        self.begin_history(&mut pos);
        pos
    }

    fn parse_position(&self, text: &str) -> Result<Position, NotationError> {
        let mut pos = self.variant.parse_fen(text)?;
        self.begin_history(&mut pos);
        Ok(pos)
    }

    fn write_position(&self, state: &Position) -> String {
        self.variant.write_fen(state)
    }

    fn to_move(&self, state: &Position) -> Player {
        Player(state.flags.side)
    }

    fn in_check(&self, state: &Position) -> bool {
        self.variant.in_check(state, usize::from(state.flags.side))
    }

    fn legal_moves(&self, state: &Position, out: &mut Vec<ChessMove>) {
        let v = &self.variant;
        if v.immediate_end(state).is_some() || v.history_end(state).is_some() {
            return;
        }
        let mut pos = state.clone();
        self.variant.legal_moves_into(&mut pos, out);
    }

    fn play(&self, state: &mut Position, mv: ChessMove) {
        let undo = self.variant.make(state, mv);
        self.remember(state, super::chase::step(mv, &undo));
    }

    fn outcome(&self, state: &Position) -> Option<Outcome> {
        self.variant.outcome(state)
    }

    fn move_name(&self, state: &Position, mv: ChessMove) -> String {
        match mv.kind {
            MoveKind::Arrange => self.variant.arrangement_names(state, mv).0,
            MoveKind::StopCount => super::count_rights::STOP_COUNTING.0.to_string(),
            MoveKind::Drop => {
                let letter = self.variant.pieces[usize::from(mv.from)]
                    .letter
                    .trim_start_matches('+');
                format!("{}@{}", letter.to_ascii_uppercase(), self.label(mv.to))
            }
            _ => format!(
                "{}{}{}",
                self.label(mv.from),
                self.label(mv.to),
                self.promo_suffix(mv, state)
            ),
        }
    }

    fn perft(&self, state: &Position, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut pos = state.clone();
        let mut lists: Vec<Vec<ChessMove>> = (0..depth).map(|_| Vec::with_capacity(256)).collect();
        self.perft_from(&mut pos, depth, &mut lists)
    }
}

impl Presentation for ChessGame {
    fn move_styles(&self) -> Vec<crate::game::MoveStyle> {
        super::move_notation::styles(self.variant.tradition)
    }

    fn styled_move_name(
        &self,
        state: &Position,
        mv: ChessMove,
        style: &str,
        previous: Option<(&Position, ChessMove)>,
    ) -> Option<String> {
        let previous_to = previous
            .filter(|(_, m)| matches!(m.kind, MoveKind::Normal | MoveKind::Drop))
            .map(|(_, m)| m.to);
        self.styled_name(state, mv, style, previous_to)
    }

    /// `+` and `=` (shogi-style promotion or not), a promotion piece's letter (`q`, `=q`)
    /// named by the piece's id, a start arrangement pictured and named (see
    /// `arrangement_description`); other choices (a count) as written.
    fn choice_label(&self, choice: &str) -> String {
        match choice {
            "+" => "Promote".to_string(),
            "=" => "Do not promote".to_string(),
            _ if !self.variant.start_swaps.is_empty() && !choice.is_ascii() => self
                .variant
                .arrangement_description(choice)
                .unwrap_or_else(|| choice.to_string()),
            _ => {
                let letter = choice.strip_prefix('=').unwrap_or(choice).to_lowercase();
                match self.variant.pieces.iter().find(|p| p.letter == letter) {
                    Some(piece) => format!("Promote to {}", piece.id),
                    None => choice.to_string(),
                }
            }
        }
    }

    fn clicks(&self, state: &Position, mv: ChessMove) -> Vec<Click> {
        match mv.kind {
            MoveKind::Drop => vec![
                Click::Hand(self.variant.pieces[usize::from(mv.from)].id.clone()),
                Click::Point(PointId::from(mv.to)),
            ],
            MoveKind::Pass => vec![Click::Pass],
            MoveKind::StopCount => vec![Click::Choice(
                super::count_rights::STOP_COUNTING.1.to_string(),
            )],
            MoveKind::Arrange => vec![Click::Choice(self.variant.arrangement_names(state, mv).1)],
            _ => {
                let mut clicks = vec![
                    Click::Point(PointId::from(mv.from)),
                    Click::Point(PointId::from(mv.to)),
                ];
                if mv.promo != 0 {
                    clicks.push(Click::Choice(self.promo_suffix(mv, state)));
                } else if self.has_promoting_twin(state, mv) {
                    clicks.push(Click::Choice("=".to_string()));
                }
                clicks
            }
        }
    }

    fn view(&self, state: &Position) -> PositionView {
        let v = &self.variant;
        let mut pieces = Vec::new();
        for sq in 0..v.grid.len() {
            let code = state.board[sq];
            if code == 0 {
                continue;
            }
            let side = Position::side_of(code);
            let info = &v.pieces[usize::from(Position::kind(code))];
            pieces.push(PieceView {
                at: sq as PointId,
                owner: Some(Player(side as u8)),
                kind: info.id.clone(),
                glyph: info.glyphs[side].clone(),
                promoted: info.letter.starts_with('+'),
                height: 1,
            });
        }
        let hands = if v.has_hands {
            (0..2)
                .map(|side| HandView {
                    owner: Player(side as u8),
                    pieces: v
                        .pieces
                        .iter()
                        .enumerate()
                        .filter(|(t, _)| state.hands[side][*t] > 0)
                        .map(|(t, p)| {
                            (
                                p.id.clone(),
                                p.glyphs[side].clone(),
                                u32::from(state.hands[side][t]),
                            )
                        })
                        .collect(),
                })
                .collect()
        } else {
            Vec::new()
        };
        PositionView {
            pieces,
            hands,
            to_move: self
                .outcome(state)
                .is_none()
                .then_some(Player(state.flags.side)),
            ..PositionView::default()
        }
    }
}
