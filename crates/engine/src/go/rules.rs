//! Playing a go-family game: legal moves, playing them, the end of the game and its result.

use super::groups::Marks;
use super::spec::{Goal, Ko, Pass, Play};
use super::{stone, GoGame, GoMove, GoState, EMPTY, NEUTRAL, SHARED};
use crate::board::{Board, PointId};
use crate::game::{Click, Game, NotationError, Outcome, PieceView, Player, PositionView};

impl GoGame {
    /// Whether the stones left to place allow `mover` a placement.
    fn has_supply(&self, state: &GoState, mover: u8) -> bool {
        match (self.supply, self.shared) {
            (None, _) => true,
            (Some(_), true) => state.supply[0] > 0,
            (Some(_), false) => state.supply[usize::from(mover)] > 0,
        }
    }

    /// Appends the moves other than passing.
    fn board_moves(&self, state: &GoState, out: &mut Vec<GoMove>) {
        let mover = state.to_move;
        let mut marks = Marks::new(state.cells.len());
        match self.play {
            Play::Place => {
                if !self.has_supply(state, mover) {
                    return;
                }
                for (i, &cell) in state.cells.iter().enumerate() {
                    let p = i as PointId;
                    if cell != EMPTY || state.closed.contains(&p) {
                        continue;
                    }
                    if self.shared
                        || self.suicide
                        || self.placement_lives(&state.cells, p, mover, &mut marks)
                    {
                        out.push(GoMove::Place(p));
                    }
                }
            }
            Play::Step => {
                let mut cells = state.cells.clone();
                for (i, &cell) in state.cells.iter().enumerate() {
                    if cell != stone(mover) {
                        continue;
                    }
                    let from = i as PointId;
                    for &to in self.neighbours(from) {
                        if cells[usize::from(to)] != EMPTY || state.closed.contains(&to) {
                            continue;
                        }
                        cells[i] = EMPTY;
                        if self.suicide || self.placement_lives(&cells, to, mover, &mut marks) {
                            out.push(GoMove::Step(from, to));
                        }
                        cells[i] = cell;
                    }
                }
            }
        }
    }

    /// Whether the game has ended without looking at the moves left.
    fn over_by_counters(&self, state: &GoState) -> Option<&'static str> {
        if self.goal == Goal::FirstCapture && state.taken.iter().any(|&t| t > 0) {
            return Some("first to take a stone");
        }
        if state.passes >= 2 {
            return Some("both players passed");
        }
        if self.supply.is_some() && self.play == Play::Place {
            let left = if self.shared {
                state.supply[0]
            } else {
                state.supply[0] + state.supply[1]
            };
            if left == 0 {
                return Some("all stones placed");
            }
        }
        if self.move_limit.is_some_and(|limit| state.ply >= limit) {
            return Some("move limit");
        }
        None
    }

    fn result(&self, state: &GoState, rule: &str) -> Outcome {
        let scores = self.scores(state);
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(Player(0)),
            std::cmp::Ordering::Less => Some(Player(1)),
            std::cmp::Ordering::Equal => None,
        };
        let counted = match self.goal {
            Goal::Area => "area count",
            Goal::Captures => "more stones taken",
            Goal::FirstCapture if winner.is_some() => "",
            Goal::FirstCapture => "no stone taken",
        };
        let rule = if counted.is_empty() {
            rule.to_string()
        } else {
            format!("{rule}: {counted}")
        };
        Outcome {
            winner,
            rule,
            scores: Some(scores.to_vec()),
        }
    }

    /// Plays a stone arriving on `to` for `mover` and takes what it closes in.
    fn settle(&self, state: &mut GoState, to: PointId, mover: u8) {
        let mut marks = Marks::new(state.cells.len());
        let mut removed = Vec::new();
        let target = if self.shared {
            NEUTRAL
        } else {
            stone(mover ^ 1)
        };
        self.take_around(&mut state.cells, to, target, &mut marks, &mut removed);
        let credit = &mut state.taken[usize::from(mover)];
        *credit = credit.saturating_add(removed.len() as u16);
        let took = removed.len();
        if !self.shared && !self.breathes(&state.cells, to, None, &mut marks) {
            let first = removed.len();
            self.remove_group(&mut state.cells, to, &mut removed);
            let lost = &mut state.taken[usize::from(mover ^ 1)];
            *lost = lost.saturating_add((removed.len() - first) as u16);
        }
        state.closed.clear();
        match self.ko {
            Ko::None => {}
            Ko::Tibetan => state.closed.extend_from_slice(&removed[..took]),
            Ko::Simple => {
                let lone = self
                    .neighbours(to)
                    .iter()
                    .all(|&q| state.cells[usize::from(q)] != state.cells[usize::from(to)]);
                let liberties = self
                    .neighbours(to)
                    .iter()
                    .filter(|&&q| state.cells[usize::from(q)] == EMPTY)
                    .count();
                if took == 1 && removed.len() == 1 && lone && liberties == 1 && !self.shared {
                    state.closed.push(removed[0]);
                }
            }
        }
    }
}

impl Game for GoGame {
    type State = GoState;
    type Move = GoMove;

    fn board(&self) -> &Board {
        &self.board
    }

    fn start(&self) -> GoState {
        let supply = self.supply.unwrap_or(0);
        GoState {
            cells: self.start_cells.clone(),
            to_move: 0,
            taken: [0, 0],
            supply: if self.shared {
                [supply, 0]
            } else {
                [supply, supply]
            },
            passes: 0,
            closed: Vec::new(),
            ply: 0,
        }
    }

    fn parse_position(&self, text: &str) -> Result<GoState, NotationError> {
        self.read_position(text)
    }

    fn write_position(&self, state: &GoState) -> String {
        self.position_text(state)
    }

    fn to_move(&self, state: &GoState) -> Player {
        Player(state.to_move)
    }

    fn legal_moves(&self, state: &GoState, out: &mut Vec<GoMove>) {
        if self.over_by_counters(state).is_some() {
            return;
        }
        let before = out.len();
        self.board_moves(state, out);
        let blocked = out.len() == before;
        if self.pass == Pass::Always || (self.pass == Pass::WhenBlocked && blocked) {
            out.push(GoMove::Pass);
        }
    }

    fn play(&self, state: &mut GoState, mv: GoMove) {
        let mover = state.to_move;
        match mv {
            GoMove::Pass => {
                state.passes += 1;
                state.closed.clear();
            }
            GoMove::Place(p) => {
                state.cells[usize::from(p)] = if self.shared { SHARED } else { stone(mover) };
                if self.supply.is_some() {
                    let pool = if self.shared { 0 } else { usize::from(mover) };
                    state.supply[pool] = state.supply[pool].saturating_sub(1);
                }
                state.passes = 0;
                self.settle(state, p, mover);
            }
            GoMove::Step(from, to) => {
                state.cells[usize::from(from)] = EMPTY;
                state.cells[usize::from(to)] = stone(mover);
                state.passes = 0;
                self.settle(state, to, mover);
            }
        }
        state.ply += 1;
        state.to_move ^= 1;
    }

    fn outcome(&self, state: &GoState) -> Option<Outcome> {
        if let Some(rule) = self.over_by_counters(state) {
            return Some(self.result(state, rule));
        }
        if self.pass == Pass::Never {
            let mut moves = Vec::new();
            self.board_moves(state, &mut moves);
            if moves.is_empty() {
                return Some(self.result(state, "no move left"));
            }
        }
        None
    }

    fn material(&self, state: &GoState, player: Player) -> Option<i32> {
        self.material_of(state, player)
    }

    fn move_name(&self, _state: &GoState, mv: GoMove) -> String {
        let label = |p: PointId| self.board.point(p).label.as_str();
        match mv {
            GoMove::Place(p) => label(p).to_string(),
            GoMove::Step(from, to) => format!("{}-{}", label(from), label(to)),
            GoMove::Pass => "pass".to_string(),
        }
    }

    fn clicks(&self, _state: &GoState, mv: GoMove) -> Vec<Click> {
        match mv {
            GoMove::Place(p) => vec![Click::Point(p)],
            GoMove::Step(from, to) => vec![Click::Point(from), Click::Point(to)],
            GoMove::Pass => vec![Click::Pass],
        }
    }

    fn view(&self, state: &GoState) -> PositionView {
        let pieces = state
            .cells
            .iter()
            .enumerate()
            .filter(|(_, &cell)| cell != EMPTY)
            .map(|(i, &cell)| {
                let (owner, kind, glyph) = match cell {
                    NEUTRAL => (None, "neutral", self.neutral_glyph.as_str()),
                    SHARED => (None, "shared", self.shared_glyph.as_str()),
                    _ => (Some(Player(cell - 1)), "stone", ""),
                };
                PieceView {
                    at: i as PointId,
                    owner,
                    kind: kind.to_string(),
                    glyph: glyph.to_string(),
                    promoted: false,
                    height: 1,
                }
            })
            .collect();
        PositionView {
            pieces,
            hands: Vec::new(),
            to_move: self
                .outcome(state)
                .is_none()
                .then_some(Player(state.to_move)),
            edges: Vec::new(),
            claimed: Vec::new(),
        }
    }
}
