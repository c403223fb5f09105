//! The best chance against an opponent who moves at random, in a game solved whole: a game
//! that best play draws can still be won when the opponent goes wrong, and the table says
//! where. Counted one ply at a time (value iteration), the chance after `k` rounds is the
//! chance of winning within `k` plies: the side it is counted for keeps the value of every
//! position (never moves from a draw into a loss, nor lets a win go) and, among such moves,
//! steers for the positions where the opponent is likeliest to err soonest.

use super::WholeGame;
use boardlore_rules::game::Player;

/// Nodes between two looks at the clock.
const CLOCK_EVERY: usize = 1 << 14;

/// The chances of one side, counted a share at a time.
pub struct Chances {
    me: Player,
    /// Per node, the chance within the plies counted so far.
    chance: Vec<f32>,
    /// The next round's chances, filled node by node.
    next: Vec<f32>,
    /// The node the round under way goes on from.
    at: usize,
    /// Rounds (plies) counted and to count.
    rounds: usize,
    plies: usize,
}

impl Chances {
    /// `me`'s chances in `whole` within `plies` plies, none counted yet.
    pub fn new(whole: &WholeGame, me: Player, plies: usize) -> Chances {
        let won_at_end = |n: usize| whole.finished[n] == Some(me.0);
        let chance: Vec<f32> = (0..whole.positions())
            .map(|n| f32::from(u8::from(won_at_end(n))))
            .collect();
        Chances {
            me,
            next: chance.clone(),
            chance,
            at: 0,
            rounds: 0,
            plies,
        }
    }

    /// Counts on for at most `moves` moves looked at, stopping sooner when `keep_going()`
    /// says no: true once all the plies are counted.
    pub fn count(
        &mut self,
        whole: &WholeGame,
        moves: usize,
        keep_going: &mut dyn FnMut() -> bool,
    ) -> bool {
        let me = self.me;
        let mut looked = 0;
        while self.rounds < self.plies {
            for n in self.at..whole.positions() {
                if looked >= moves || (n % CLOCK_EVERY == CLOCK_EVERY - 1 && !keep_going()) {
                    self.at = n;
                    return false;
                }
                if whole.finished[n].is_some() {
                    continue;
                }
                let next = whole.moves_of(n);
                looked += next.len();
                self.next[n] = if whole.mover[n] == me.0 {
                    let value = whole.value_for(n, me);
                    next.iter()
                        .map(|&m| m as usize)
                        .filter(|&m| whole.value_for(m, me) == value)
                        .map(|m| self.chance[m])
                        .fold(0.0, f32::max)
                } else {
                    let sum: f32 = next.iter().map(|&m| self.chance[m as usize]).sum();
                    sum / next.len().max(1) as f32
                };
            }
            std::mem::swap(&mut self.chance, &mut self.next);
            self.at = 0;
            self.rounds += 1;
        }
        true
    }

    /// The chance at node `n` within the plies counted so far.
    pub fn at(&self, n: usize) -> f32 {
        self.chance[n]
    }
}

impl WholeGame {
    /// Per node, the chance that `me` wins within `plies` plies against an opponent choosing
    /// each move at random, `me` playing as above.
    pub fn chances_against_random(&self, me: Player, plies: usize) -> Chances {
        let mut chances = Chances::new(self, me, plies);
        chances.count(self, usize::MAX, &mut || true);
        chances
    }
}
