//! The rules of taking: which pieces a turn may take, the die, missed turns and the end of
//! the game. Implements [`Game`] for [`TakeGame`].

use super::notation;
use super::{ColourRule, LastPiece, Stuck, TakeGame, TakeMove, TakeShape, TakeState};
use crate::board::Board;
use crate::game::{Click, Game, NotationError, Outcome, PieceView, Player, PositionView};
use crate::search::Rng;

/// The start position: every point holds a piece, the first player to move, the first
/// throw made from `seed` in dice games.
pub(super) fn start(game: &TakeGame, seed: u64) -> TakeState {
    let occupied = if game.board.len() == 64 {
        u64::MAX
    } else {
        (1u64 << game.board.len()) - 1
    };
    let mut state = TakeState {
        occupied,
        second: game.start_colours,
        to_move: 0,
        passed: false,
        die: 0,
        generator: seed,
    };
    game.throw(&mut state, 0);
    state
}

impl TakeGame {
    /// Mixes the move played into the generator and throws the die for the next turn.
    fn throw(&self, state: &mut TakeState, code: u64) {
        if let Some((sides, least)) = self.dice {
            let mut rng = Rng::new(state.generator ^ code.wrapping_mul(0xD605_BBB5_8C8A_BBFD));
            let face = rng.below(usize::from(sides)) as u8 + 1;
            state.generator = rng.next_u64();
            state.die = face.max(least);
        }
    }

    /// Occupied neighbouring points of `p`.
    fn joined(&self, state: &TakeState, p: usize) -> u32 {
        (self.neighbours[p] & state.occupied).count_ones()
    }

    /// True when the player to move may take the piece on `p` as far as the piece itself goes
    /// (not hemmed in, not barred; the colour and run conditions are checked elsewhere).
    fn may_take(&self, state: &TakeState, p: usize) -> bool {
        state.occupied >> p & 1 == 1
            && self.barred[usize::from(state.to_move)] >> p & 1 == 0
            && self
                .hemmed_in
                .map_or(true, |h| self.joined(state, p) < u32::from(h))
    }

    /// True when the colours of the pieces in `taken` meet the ruleset's condition.
    fn colours_allow(&self, state: &TakeState, taken: u64) -> bool {
        let count = taken.count_ones();
        if self.colours == ColourRule::Any || count == 1 {
            return true;
        }
        let second = (taken & state.second).count_ones();
        let one_colour = second == 0 || second == count;
        if count % 2 == 0 {
            one_colour
        } else {
            !one_colour
        }
    }

    /// Every taking open to the player to move, with a die of `need` (0: no die).
    fn takings(&self, state: &TakeState, need: u8, out: &mut Vec<TakeMove>) {
        for p in 0..self.board.len() {
            if self.may_take(state, p) && self.joined(state, p) >= u32::from(need) {
                out.push(TakeMove {
                    taken: 1 << p,
                    ends: (p as u16, p as u16),
                });
            }
        }
        if self.shape != TakeShape::Run {
            return;
        }
        for line in &self.lines {
            for start in 0..line.len() {
                let mut taken = 1u64 << line[start];
                if !self.may_take(state, usize::from(line[start])) {
                    continue;
                }
                for &q in &line[start + 1..] {
                    if taken.count_ones() >= u32::from(self.most) || !self.may_take(state, q.into())
                    {
                        break;
                    }
                    taken |= 1 << q;
                    if self.colours_allow(state, taken) {
                        out.push(TakeMove {
                            taken,
                            ends: (line[start], q),
                        });
                    }
                }
            }
        }
    }

    /// True when no throw at all would let the player to move take a piece.
    fn no_throw_allows(&self, state: &TakeState) -> bool {
        let least = self.dice.map_or(0, |(_, least)| least);
        let mut moves = Vec::new();
        self.takings(state, least, &mut moves);
        moves.is_empty()
    }
}

impl Game for TakeGame {
    type State = TakeState;
    type Move = TakeMove;

    fn board(&self) -> &Board {
        &self.board
    }

    fn start(&self) -> TakeState {
        start(self, self.seed)
    }

    fn parse_position(&self, text: &str) -> Result<TakeState, NotationError> {
        notation::parse_position(self, text)
    }

    fn write_position(&self, state: &TakeState) -> String {
        notation::write_position(self, state)
    }

    fn to_move(&self, state: &TakeState) -> Player {
        Player(state.to_move)
    }

    fn legal_moves(&self, state: &TakeState, out: &mut Vec<TakeMove>) {
        if self.outcome(state).is_some() {
            return;
        }
        let before = out.len();
        self.takings(state, state.die, out);
        if out.len() == before {
            out.push(TakeMove {
                taken: 0,
                ends: (0, 0),
            });
        }
    }

    fn play(&self, state: &mut TakeState, mv: TakeMove) {
        state.occupied &= !mv.taken;
        state.second &= !mv.taken;
        state.passed = mv.taken == 0;
        state.to_move = 1 - state.to_move;
        self.throw(state, mv.taken | 1 << 63);
    }

    fn outcome(&self, state: &TakeState) -> Option<Outcome> {
        let mover = state.to_move;
        if state.occupied == 0 {
            let (winner, rule) = match self.last_piece {
                LastPiece::Wins => (1 - mover, "took the last piece"),
                LastPiece::Loses => (mover, "the opponent had to take the last piece (misère)"),
            };
            return Some(Outcome {
                winner: Some(Player(winner)),
                rule: rule.into(),
                scores: None,
            });
        }
        match self.stuck {
            Stuck::Lose if self.no_throw_allows(state) => Some(Outcome {
                winner: Some(Player(1 - mover)),
                rule: "the player to move can take no piece".into(),
                scores: None,
            }),
            Stuck::Pass if state.passed && self.no_throw_allows(state) => Some(Outcome {
                winner: None,
                rule: "neither player can take".into(),
                scores: None,
            }),
            _ => None,
        }
    }

    fn move_name(&self, _state: &TakeState, mv: TakeMove) -> String {
        notation::move_name(self, mv)
    }

    fn clicks(&self, _state: &TakeState, mv: TakeMove) -> Vec<Click> {
        match mv.ends {
            _ if mv.taken == 0 => vec![Click::Pass],
            // A lone piece is clicked twice, so that it is not a prefix of the runs it starts.
            (a, b) if a == b => vec![Click::Point(a), Click::Point(a)],
            (a, b) => vec![Click::Point(a), Click::Point(b)],
        }
    }

    fn view(&self, state: &TakeState) -> PositionView {
        let mut view = PositionView {
            to_move: self
                .outcome(state)
                .is_none()
                .then_some(Player(state.to_move)),
            ..PositionView::default()
        };
        for p in (0..self.board.len()).filter(|&p| state.occupied >> p & 1 == 1) {
            let colour = (state.second >> p & 1) as u8;
            let (name, glyph) = &self.players[usize::from(colour)];
            view.pieces.push(PieceView {
                at: p as u16,
                owner: Some(Player(colour)),
                kind: name.to_lowercase(),
                glyph: glyph.clone(),
                promoted: false,
                height: 1,
            });
        }
        view
    }
}
