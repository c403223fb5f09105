//! What a player has, for the search: pieces on the board, pieces in hand and boxes claimed
//! where the goals make captures decide (capturing every enemy piece, a capture count, the
//! most captures or pieces at the move limit) and no goal rewards being left without a move;
//! in a race home (`all-home`), minus the steps along the drawn lines its pieces still need.
//! So the computer searches by material exactly where the rules are about it.

use std::collections::VecDeque;

use super::moves::compile::LimitResult;
use super::spec::EndResult;
use super::state::{stone, FolkState};
use super::{FolkGame, NoMoves};
use crate::board::Board;
use crate::game::Player;

impl FolkGame {
    /// `player`'s material in `state`, or `None` when captures do not decide the game.
    pub(crate) fn material_of(&self, state: &FolkState, player: Player) -> Option<i32> {
        let by_count = self.moves.counts_captures
            || self.moves.at_move_limit == LimitResult::Count(EndResult::MostPieces);
        if self.goals.no_moves == NoMoves::Win {
            return None;
        }
        if !(self.goals.capture_all || by_count) {
            return self.steps_left(state, player);
        }
        let own = stone(player.0);
        let on_board = state.cells.iter().filter(|&&c| c == own).count();
        let in_hand = state.hand.get(usize::from(player.0)).copied().unwrap_or(0);
        let boxes = state.boxes.iter().filter(|&&b| b == player.0 + 1).count();
        Some((on_board + usize::from(in_hand) + boxes) as i32)
    }

    /// Minus the steps `player`'s pieces still need to stand all in their home region, or
    /// `None` when the game is not a race home.
    fn steps_left(&self, state: &FolkState, player: Player) -> Option<i32> {
        let home = self.moves.all_home.as_ref()?;
        let steps = self.home_steps.get_or_init(|| {
            home.iter()
                .map(|region| steps_along_lines(&self.board, &self.lines_through, region))
                .collect()
        });
        let seat = steps.get(usize::from(player.0))?;
        let far = seat.iter().filter(|&&s| s != u16::MAX).max().copied()?;
        let own = stone(player.0);
        let left: i32 = state
            .cells
            .iter()
            .zip(seat)
            .filter(|(&c, _)| c == own)
            .map(|(_, &s)| i32::from(s.min(far + 1)))
            .sum();
        Some(-left)
    }
}

/// Steps along the drawn lines of `board` from every point to the nearest point of `region`
/// (`u16::MAX` where none can be reached).
fn steps_along_lines(
    board: &Board,
    lines_through: &[Vec<(usize, usize)>],
    region: &[bool],
) -> Vec<u16> {
    let mut steps = vec![u16::MAX; region.len()];
    let mut queue: VecDeque<usize> = (0..region.len()).filter(|&p| region[p]).collect();
    for &p in &queue {
        steps[p] = 0;
    }
    while let Some(p) = queue.pop_front() {
        for &(line, at) in &lines_through[p] {
            let points = &board.lines()[line].points;
            let around = [at.checked_sub(1), Some(at + 1)];
            for q in around.into_iter().flatten().filter_map(|i| points.get(i)) {
                let q = usize::from(*q);
                if steps[q] == u16::MAX {
                    steps[q] = steps[p] + 1;
                    queue.push_back(q);
                }
            }
        }
    }
    steps
}
