//! The rules of the race: where a throw can take each piece, what a landing does, whose turn
//! comes next and when the race is won; `game.rs` builds the [`Game`](crate::game::Game)
//! contract for [`RaceGame`] on them.

use super::{RaceGame, RaceState, Stacking};

/// The start position: pieces listed in `start` on the board, the rest in hand, the first
/// player to move with a throw made from `seed`.
pub(super) fn start(game: &RaceGame, seed: u64) -> RaceState {
    let mut on_path = Vec::with_capacity(game.players.len());
    let mut hand = Vec::with_capacity(game.players.len());
    for player in &game.players {
        let mut steps = vec![0u8; player.path.len()];
        for &s in &player.start {
            steps[usize::from(s)] += 1;
        }
        hand.push(player.pieces - player.start.len() as u8);
        on_path.push(steps);
    }
    let mut generator = seed;
    let throw = game.throws.throw(&mut generator);
    RaceState {
        on_path,
        hand,
        to_move: 0,
        throw,
        generator,
        ply: 0,
    }
}

/// Where a move lands: the step on the mover's path and whether it captures.
pub(super) struct Landing {
    pub to: u8,
    pub captures: bool,
}

impl RaceGame {
    /// Pieces of `player` standing on `point` and still racing (home pieces are out of play).
    pub(super) fn racing_at(&self, state: &RaceState, player: usize, point: u16) -> u8 {
        let racer = &self.players[player];
        match racer.step_of[usize::from(point)] {
            Some(step) if step != racer.home() => state.on_path[player][usize::from(step)],
            _ => 0,
        }
    }

    /// True when a double of any side stands on `point` (it bars single pieces).
    fn double_on(&self, state: &RaceState, point: u16) -> bool {
        (0..self.players.len()).any(|q| self.racing_at(state, q, point) >= 2)
    }

    /// Where moving `pieces` pieces of the player to move from `from` (`None`: from the hand)
    /// with the current throw ends, or `None` when the rules forbid it.
    pub(super) fn landing(
        &self,
        state: &RaceState,
        from: Option<u8>,
        pieces: u8,
    ) -> Option<Landing> {
        let mover = usize::from(state.to_move);
        let racer = &self.players[mover];
        let home = racer.home();
        let throw = state.throw;
        // Steps the move passes over (exclusive) and the step it lands on.
        let (first_passed, mut to) = match from {
            None => (0u16, u16::from(throw) - 1),
            Some(step) => (u16::from(step) + 1, u16::from(step) + u16::from(throw)),
        };
        if to > u16::from(home) {
            if self.exact_finish {
                return None;
            }
            to = u16::from(home);
        }
        let to = to as u8;
        if self.stacking == Stacking::Doubles && pieces == 1 {
            let blocked = (first_passed..u16::from(to))
                .any(|s| self.double_on(state, racer.path[usize::from(s)]));
            if blocked {
                return None;
            }
        }
        if to == home {
            // Home is out of play: nothing there blocks or is captured.
            return Some(Landing {
                to,
                captures: false,
            });
        }
        let own = state.on_path[mover][usize::from(to)];
        let too_many = match self.stacking {
            Stacking::Free => false,
            Stacking::None => own > 0,
            Stacking::Doubles => own + pieces > 2,
        };
        if too_many {
            return None;
        }
        let point = racer.path[usize::from(to)];
        let mut captures = false;
        for q in (0..self.players.len()).filter(|&q| q != mover) {
            let there = self.racing_at(state, q, point);
            if there == 0 || !self.capture {
                continue;
            }
            if self.safe[usize::from(point)] {
                if self.share_safe {
                    continue;
                }
                return None;
            }
            if self.stacking == Stacking::Doubles && there >= 2 && pieces < 2 {
                return None;
            }
            captures = true;
        }
        Some(Landing { to, captures })
    }

    /// True when the current throw may bring a piece in from the hand.
    pub(super) fn may_enter(&self, state: &RaceState) -> bool {
        state.hand[usize::from(state.to_move)] > 0
            && self
                .enter_on
                .as_ref()
                .map_or(true, |throws| throws.contains(&state.throw))
    }

    /// Who has won, if anyone: the first player with every piece home.
    pub(super) fn winner(&self, state: &RaceState) -> Option<usize> {
        (0..self.players.len()).find(|&q| state.home_count(q as u8) == self.players[q].pieces)
    }
}
