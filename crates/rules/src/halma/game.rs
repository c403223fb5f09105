//! [`HalmaGame`]'s [`Game`] contract: the start, whose turn it is, the legal moves, playing
//! one, the end of the game, move names, clicks and diagrams, from the family's rules
//! (`rules.rs`) and notation (`notation.rs`).

use super::{stone, HalmaAction, HalmaGame, HalmaMove, HalmaState, EMPTY, SHARED};
use crate::board::PointId;
use crate::game::Presentation;
use crate::game::{Click, Game, HandView, Outcome, PieceView, Player, PositionView};
use crate::phrase::Phrase;

impl Game for HalmaGame {
    crate::game::game_basics!(
        HalmaState,
        HalmaMove,
        Self::read_position,
        Self::format_position
    );

    fn start(&self) -> HalmaState {
        let n = self.board.len();
        let mut s = HalmaState {
            cells: vec![EMPTY; n],
            kinds: vec![0; n],
            to_move: 0,
            part: 0,
            chain: None,
            visited: 0,
            hand: self.set_out.clone(),
            reply: false,
            ply: 0,
            blocked: false,
        };
        for (p, points) in self.start.iter().enumerate() {
            for &q in points {
                s.cells[usize::from(q)] = stone(p as u8);
            }
        }
        for &q in &self.shared_start {
            s.cells[usize::from(q)] = SHARED;
        }
        if !self.setting_out(&s) && s.hand[1].iter().any(|&h| h > 0) {
            s.to_move = 1;
        }
        self.skip_impossible(&mut s);
        s
    }

    fn legal_moves(&self, state: &HalmaState, out: &mut Vec<HalmaMove>) {
        if self.decided(state).is_none() && !state.blocked {
            self.raw_moves(state, out);
        }
    }

    fn play(&self, state: &mut HalmaState, mv: HalmaMove) {
        self.apply(state, mv);
    }

    fn outcome(&self, state: &HalmaState) -> Option<Outcome> {
        if let Some(outcome) = self.decided(state) {
            return Some(outcome);
        }
        let mut moves = Vec::new();
        self.legal_moves(state, &mut moves);
        moves.is_empty().then(|| Outcome {
            winner: None,
            rule: Phrase::new("board-rule-neither-can-move"),
            scores: None,
        })
    }

    fn move_name(&self, _state: &HalmaState, m: HalmaMove) -> String {
        let label = |p: PointId| self.board.point(p).label.clone();
        match m.action {
            HalmaAction::Place => {
                let kind = self.kinds.get(usize::from(m.extra)).map_or("?", |k| &k.id);
                format!("{kind}@{}", label(m.to))
            }
            HalmaAction::Step => format!("{}-{}", label(m.from), label(m.to)),
            HalmaAction::Leap => format!("{}^{}", label(m.from), label(m.to)),
            HalmaAction::Drive => format!("{}-{}>{}", label(m.from), label(m.to), label(m.extra)),
            HalmaAction::Stop => "stop".into(),
        }
    }
}

impl Presentation for HalmaGame {
    fn clicks(&self, _state: &HalmaState, m: HalmaMove) -> Vec<Click> {
        match m.action {
            HalmaAction::Place => {
                let kind = self.kinds.get(usize::from(m.extra)).map_or("", |k| &k.id);
                vec![Click::Hand(kind.to_string()), Click::Point(m.to)]
            }
            HalmaAction::Step | HalmaAction::Leap => vec![Click::Point(m.from), Click::Point(m.to)],
            HalmaAction::Drive => vec![
                Click::Point(m.from),
                Click::Point(m.to),
                Click::Point(m.extra),
            ],
            HalmaAction::Stop => vec![Click::Point(m.from)],
        }
    }

    fn view(&self, state: &HalmaState) -> PositionView {
        let mut view = crate::game::turn_view(self, state);
        for p in 0..self.board.len() as PointId {
            let (c, k) = (state.cells[usize::from(p)], state.kinds[usize::from(p)]);
            let kind = self.kinds.get(usize::from(k)).unwrap_or(&self.kinds[0]);
            let (owner, id, glyph) = match c {
                EMPTY => continue,
                SHARED => (None, "shared".to_string(), self.shared_glyph.clone()),
                _ => {
                    let o = (c - 1) & 1;
                    (
                        Some(Player(o)),
                        kind.id.clone(),
                        kind.glyphs[usize::from(o)].clone(),
                    )
                }
            };
            view.pieces.push(PieceView {
                at: p,
                owner,
                kind: id,
                glyph,
                promoted: false,
                height: 1,
            });
        }
        for (o, hand) in state.hand.iter().enumerate() {
            let pieces: Vec<(String, String, u32)> = hand
                .iter()
                .zip(&self.kinds)
                .filter(|(&n, _)| n > 0)
                .map(|(&n, k)| (k.id.clone(), k.glyphs[o].clone(), u32::from(n)))
                .collect();
            if !pieces.is_empty() {
                view.hands.push(HandView {
                    owner: Player(o as u8),
                    pieces,
                });
            }
        }
        view
    }
}
