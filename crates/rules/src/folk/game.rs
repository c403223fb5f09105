//! The [`Game`] implementation of [`FolkGame`]: start, notation, legal moves, play, outcome,
//! move names, click paths and the view the diagrams and the web board draw.

use super::state::{stone, FolkAction, FolkMove, FolkState, ANY_PIECE, EMPTY, NO_CHAIN, SHARED};
use super::{FolkGame, NoMoves};
use crate::board::PointId;
use crate::game::Presentation;
use crate::game::{Click, Game, HandView, Outcome, PieceView, Player, PositionView};
use crate::phrase::{Arg, Phrase};

impl Game for FolkGame {
    crate::game::game_basics!(
        FolkState,
        FolkMove,
        Self::read_position,
        Self::format_position
    );

    fn players(&self) -> u8 {
        self.seats()
    }

    fn start(&self) -> FolkState {
        let mut cells = vec![EMPTY; self.board.len()];
        for (i, player) in self.players.iter().enumerate() {
            for &p in &player.start {
                cells[usize::from(p)] = stone(i as u8);
            }
        }
        if let Some((_, points)) = &self.shared {
            for &p in points {
                cells[usize::from(p)] = SHARED;
            }
        }
        let (edges, boxes) = match &self.boxes {
            Some(b) => (vec![0; b.edges.len()], vec![0; b.box_edges.len()]),
            None => (Vec::new(), Vec::new()),
        };
        let mut state = FolkState {
            cells,
            to_move: 0,
            last_mover: 2,
            hand: [self.players[0].reserve, self.players[1].reserve],
            credit: [0, 0],
            remove: 0,
            owe: [0, 0],
            chain: NO_CHAIN,
            protected: 0,
            ply: 0,
            quiet: 0,
            edges,
            boxes,
            marks: Default::default(),
            turn: Default::default(),
        };
        self.start_marks(&mut state);
        self.start_once(&mut state);
        self.start_turns(&mut state);
        state
    }

    fn continuing_piece(&self, state: &FolkState) -> Option<PointId> {
        (state.chain != NO_CHAIN && state.chain != ANY_PIECE).then_some(state.chain)
    }

    fn legal_moves(&self, state: &FolkState, out: &mut Vec<FolkMove>) {
        if self.decided(state).is_none() {
            self.raw_moves(state, out);
        }
    }

    fn play(&self, state: &mut FolkState, mv: FolkMove) {
        let mover = state.to_move;
        if !self.play_turn_plan(state, mv) {
            self.apply(state, mv);
        }
        self.note_rows(state, mover, mv);
    }

    fn outcome(&self, state: &FolkState) -> Option<Outcome> {
        if let Some(outcome) = self.decided(state) {
            return Some(outcome);
        }
        let mut moves = Vec::new();
        self.raw_moves(state, &mut moves);
        if !moves.is_empty() {
            return None;
        }
        let stuck = state.to_move;
        let (winner, id) = match self.goals.no_moves {
            NoMoves::Lose => (Some(Player(stuck ^ 1)), "board-rule-stuck-loses"),
            NoMoves::Win => (Some(Player(stuck)), "board-rule-stuck-wins"),
            NoMoves::Draw => (None, "board-rule-stuck-draw"),
            NoMoves::Pass if self.seats() == 2 => (None, "board-rule-neither-can-move"),
            NoMoves::Pass => (None, "board-rule-no-player-can-move"),
        };
        let rule = Phrase::new(id).with("player", Arg::Player(self.player_name(stuck).into()));
        Some(Outcome {
            winner,
            rule,
            scores: None,
        })
    }

    fn move_name(&self, state: &FolkState, mv: FolkMove) -> String {
        if let Some(name) = self.turn_plan_move_name(state, mv) {
            return name;
        }
        let label = |p: PointId| self.board.point(p).label.clone();
        match mv.action {
            FolkAction::Place if mv.from == mv.to => label(mv.to),
            FolkAction::Place
            | FolkAction::Move
            | FolkAction::Edge
            | FolkAction::Hop
            | FolkAction::Jump => {
                format!("{}-{}", label(mv.from), label(mv.to))
            }
            FolkAction::Remove => format!("x{}", label(mv.to)),
            FolkAction::Pass => "pass".to_string(),
        }
    }
}

impl Presentation for FolkGame {
    fn clicks(&self, _state: &FolkState, mv: FolkMove) -> Vec<Click> {
        if let Some(clicks) = self.turn_plan_clicks(mv) {
            return clicks;
        }
        match mv.action {
            FolkAction::Place | FolkAction::Remove if mv.from == mv.to => vec![Click::Point(mv.to)],
            FolkAction::Place
            | FolkAction::Remove
            | FolkAction::Move
            | FolkAction::Edge
            | FolkAction::Hop
            | FolkAction::Jump => {
                vec![Click::Point(mv.from), Click::Point(mv.to)]
            }
            FolkAction::Pass => vec![Click::Pass],
        }
    }

    fn view(&self, state: &FolkState) -> PositionView {
        let mut view = crate::game::turn_view(self, state);
        for p in 0..self.board.len() as PointId {
            let (owner, glyph) = match state.at(p) {
                EMPTY => continue,
                SHARED => (
                    None,
                    self.shared
                        .as_ref()
                        .map_or("◉".to_string(), |s| s.0.clone()),
                ),
                c => (
                    Some(Player(c - 1)),
                    self.players[usize::from(c - 1)].glyph.clone(),
                ),
            };
            let mut piece = PieceView {
                at: p,
                owner,
                kind: "stone".into(),
                glyph,
                promoted: false,
                height: 1,
            };
            self.mark_piece_view(state, &mut piece);
            view.pieces.push(piece);
        }
        for (i, (player, &hand)) in self.players.iter().zip(&state.hand).enumerate() {
            if hand > 0 {
                view.hands.push(HandView {
                    owner: Player(i as u8),
                    pieces: vec![("stone".into(), player.glyph.clone(), u32::from(hand))],
                });
            }
        }
        if let Some(boxes) = &self.boxes {
            for (e, &(a, b)) in boxes.edges.iter().enumerate() {
                if state.edges[e] > 0 {
                    view.edges.push((a, b, Some(Player(state.edges[e] - 1))));
                }
            }
            for (b, &owner) in state.boxes.iter().enumerate() {
                if owner > 0 {
                    view.claimed
                        .push((boxes.corners[b].to_vec(), Player(owner - 1)));
                }
            }
        }
        self.turn_plan_view(state, &mut view);
        view
    }
}

impl FolkGame {
    /// `state` without what only counts towards a limit that draws (the plies played): one
    /// decided by a count or won by lasting is a rule of play, and the plies stay in it.
    pub fn timeless_state(&self, state: &FolkState) -> FolkState {
        use super::moves::compile::LimitResult;
        use super::spec::EndResult;
        let draws = self.moves.at_move_limit == LimitResult::Count(EndResult::Draw);
        FolkState {
            ply: if draws { 0 } else { state.ply },
            ..state.clone()
        }
    }
}
