//! The positions on the way to a search node, the game's own history before the root
//! included, and what meeting one of them again means. A repeated position ends the line: a
//! draw, or, where the rules make perpetual check lose, a loss for the side whose every move
//! in the cycle gave check. As in Fairy-Stockfish's search, a position met again on the line
//! searched ends it at once (the side the cycle goes against can do no better by going round
//! again), while one met only in the game before the root ends it when the rules' count is
//! reached (the third time in xiangqi, the fourth in shogi).

use boardlore_rules::chess::{Position, Variant};

/// Words of the filter on keys met before the root: 1,024 bits.
const FILTER_WORDS: usize = 16;

/// The filter's word and bit for a key.
fn filter_bit(key: u64) -> (usize, u64) {
    let slot = (key >> 54) as usize;
    (slot / 64, 1 << (slot % 64))
}

/// One position passed through: its repetition key and whether its side to move was in check.
#[derive(Clone, Copy, Debug)]
struct Visited {
    key: u64,
    check: bool,
}

/// What a cycle closing at a node means for the side to move there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Repeated {
    /// Drawn (or left to the other repetition rules, which the search treats as a draw).
    Draw,
    /// The opponent checked at every move of the cycle and loses by it.
    Won,
    /// The side to move checked at every move of the cycle and loses by it.
    Lost,
}

/// The positions from the game's last irreversible move to the node being searched.
#[derive(Debug)]
pub struct Trail {
    visited: Vec<Visited>,
    /// How many of `visited` the game played before the root.
    before_root: usize,
    /// A bit for each key played before the root (by its top bits), so that most nodes look
    /// back over the line searched only, however long the game (drop games keep it all).
    before_root_keys: [u64; FILTER_WORDS],
    /// The time a position stands that ends the game (none without a repetition rule).
    times: u32,
    perpetual_check_loses: bool,
}

impl Trail {
    /// A trail for searches in `variant`, holding room for `capacity` positions.
    pub fn new(variant: &Variant, capacity: usize) -> Self {
        let (times, perpetual_check_loses) = variant.repetition.unwrap_or((u32::MAX, false));
        Trail {
            visited: Vec::with_capacity(capacity),
            before_root: 0,
            before_root_keys: [0; FILTER_WORDS],
            times,
            perpetual_check_loses,
        }
    }

    /// Starts over from the history of `root` (the positions before it, when the history is
    /// the root's own; none otherwise).
    pub fn begin(&mut self, root: &Position) {
        let seen = &root.history.0;
        let before = match seen.last() {
            Some(last) if last.ply == root.flags.plies => &seen[..seen.len() - 1],
            _ => &[],
        };
        self.begin_after(before.iter().map(|s| (s.key, s.check)));
    }

    /// Starts over after the game's positions `before` the root: (key, check) in order.
    fn begin_after(&mut self, before: impl Iterator<Item = (u64, bool)>) {
        self.visited.clear();
        self.visited
            .extend(before.map(|(key, check)| Visited { key, check }));
        self.before_root = self.visited.len();
        self.before_root_keys = [0; FILTER_WORDS];
        for v in &self.visited {
            let (word, bit) = filter_bit(v.key);
            self.before_root_keys[word] |= bit;
        }
    }

    /// Steps forward from a position with this key and check.
    pub fn push(&mut self, key: u64, check: bool) {
        self.visited.push(Visited { key, check });
    }

    /// Steps back.
    pub fn pop(&mut self) {
        self.visited.pop();
    }

    /// Whether the position with `key` (whose side to move stands in check when `check`)
    /// closes a cycle, and what that means for its side to move.
    pub fn repeated(&self, key: u64, check: bool) -> Option<Repeated> {
        let path = &self.visited;
        let n = path.len();
        let (word, bit) = filter_bit(key);
        // A key the filter has not seen before the root can only be on the line searched.
        let oldest = if self.before_root_keys[word] & bit == 0 {
            self.before_root
        } else {
            0
        };
        // Positions with the same side to move lie an even number of plies back.
        let (mut they_checked, mut we_checked) = (check, true);
        let mut times = 1;
        let mut back = 2;
        while back <= n - oldest {
            we_checked &= path[n - back + 1].check;
            if back > 2 {
                they_checked &= path[n - back + 2].check;
            }
            if path[n - back].key == key {
                times += 1;
                if n - back >= self.before_root || times >= self.times {
                    return Some(
                        match (self.perpetual_check_loses, they_checked, we_checked) {
                            (true, true, false) => Repeated::Won,
                            (true, false, true) => Repeated::Lost,
                            _ => Repeated::Draw,
                        },
                    );
                }
            }
            back += 2;
        }
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A trail under xiangqi's rule (third time, perpetual check loses) after the game's
    /// positions `before`, then `searched` on the line from the root.
    fn trail(before: &[(u64, bool)], searched: &[(u64, bool)]) -> Trail {
        let mut trail = Trail {
            visited: Vec::new(),
            before_root: 0,
            before_root_keys: [0; FILTER_WORDS],
            times: 3,
            perpetual_check_loses: true,
        };
        trail.begin_after(before.iter().copied());
        for &(key, check) in searched {
            trail.push(key, check);
        }
        trail
    }

    // Positions A, B, C, D: Red to move at A and C, Black at B and D. Red checks from the
    // moves into B and D; Black never checks.
    const A: (u64, bool) = (1, false);
    const B: (u64, bool) = (2, true);
    const C: (u64, bool) = (3, false);
    const D: (u64, bool) = (4, true);

    #[test]
    fn a_position_met_again_on_the_line_searched_ends_it() {
        // Black to move at B again, checked at every Red move of the cycle: Red loses.
        let t = trail(&[], &[A, B, C, D, A]);
        assert_eq!(t.repeated(B.0, B.1), Some(Repeated::Won));
        // Red to move at A again, having checked at every move: Red loses.
        let t = trail(&[], &[A, B, C, D]);
        assert_eq!(t.repeated(A.0, A.1), Some(Repeated::Lost));
    }

    #[test]
    fn a_position_the_game_met_once_before_the_root_is_not_yet_the_end() {
        let t = trail(&[A, B, C, D], &[A]);
        assert_eq!(t.repeated(B.0, B.1), None);
        // Met twice before: this is the third time.
        let t = trail(&[A, B, C, D, A, B, C, D], &[A]);
        assert_eq!(t.repeated(B.0, B.1), Some(Repeated::Won));
    }

    #[test]
    fn without_a_check_at_every_move_a_cycle_is_a_draw() {
        let quiet = (4, false);
        let t = trail(&[], &[A, B, C, quiet, A]);
        assert_eq!(t.repeated(B.0, B.1), Some(Repeated::Draw));
    }

    #[test]
    fn the_line_searched_is_looked_over_even_for_a_position_the_game_never_met() {
        // Keys far apart in their top bits, so the filter on the game's keys passes over them.
        let [a, b, c, d] = [A, B, C, D].map(|(key, check)| (key << 58, check));
        let t = trail(&[(7 << 58, false)], &[a, b, c, d, a]);
        assert_eq!(t.repeated(b.0, b.1), Some(Repeated::Won));
    }

    #[test]
    fn a_new_position_ends_nothing() {
        let t = trail(&[A, B, C, D], &[A, B]);
        assert_eq!(t.repeated(5, false), None);
    }
}
