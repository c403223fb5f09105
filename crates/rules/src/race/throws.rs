//! Throwing cowries or dice from the seeded generator kept in the position.
//!
//! The position stores one 64-bit generator state. Each throw takes one value from it, and
//! each move played is mixed into it, so a game replays exactly from its position and moves,
//! while two games that part ways also part ways in the throws that follow.

use crate::rng::Rng;
use crate::small_sort::sort_dedup_small;

/// A compiled way of throwing.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum Throws {
    /// Cowrie shells: `scores[k]` is the move for `k` mouths up.
    Cowries { shells: u8, scores: Vec<u8> },
    /// The sum of `count` dice with `sides` sides.
    Dice { count: u8, sides: u8 },
}

impl Throws {
    /// Throws once, advancing the generator state.
    pub(crate) fn throw(&self, generator: &mut u64) -> u8 {
        let bits = next_random(generator);
        match self {
            Throws::Cowries { shells, scores } => {
                let mask = if *shells >= 64 {
                    u64::MAX
                } else {
                    (1u64 << shells) - 1
                };
                let mouths_up = (bits & mask).count_ones() as usize;
                scores[mouths_up]
            }
            Throws::Dice { count, sides } => {
                let mut dice = Rng::new(bits);
                (0..*count)
                    .map(|_| dice.below(usize::from(*sides)) as u8 + 1)
                    .sum()
            }
        }
    }

    /// Every result a throw can give, ascending, without repeats.
    pub(crate) fn results(&self) -> Vec<u8> {
        let mut all: Vec<u8> = match self {
            Throws::Cowries { scores, .. } => scores.clone(),
            Throws::Dice { count, sides } => (*count..=count.saturating_mul(*sides)).collect(),
        };
        sort_dedup_small(&mut all);
        all
    }

    /// The chance of each result, as `(result, numerator, denominator)`, for documentation
    /// and tests.
    pub(crate) fn odds(&self) -> Vec<(u8, u64, u64)> {
        match self {
            Throws::Cowries { shells, scores } => {
                let total = 1u64 << shells;
                self.results()
                    .into_iter()
                    .map(|r| {
                        let ways = scores
                            .iter()
                            .enumerate()
                            .filter(|(_, &s)| s == r)
                            .map(|(k, _)| binomial(u64::from(*shells), k as u64))
                            .sum();
                        (r, ways, total)
                    })
                    .collect()
            }
            Throws::Dice { count, sides } => {
                // Ways to make each sum, built die by die.
                let mut ways = vec![1u64];
                for _ in 0..*count {
                    let mut next = vec![0u64; ways.len() + usize::from(*sides)];
                    for (sum, &w) in ways.iter().enumerate() {
                        for face in 1..=usize::from(*sides) {
                            next[sum + face] += w;
                        }
                    }
                    ways = next;
                }
                let total = u64::from(*sides).pow(u32::from(*count));
                ways.iter()
                    .enumerate()
                    .filter(|(_, &w)| w > 0)
                    .map(|(sum, &w)| (sum as u8, w, total))
                    .collect()
            }
        }
    }
}

fn binomial(n: u64, k: u64) -> u64 {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

/// The next 64 random bits from a generator state, moving the state on.
fn next_random(generator: &mut u64) -> u64 {
    let mut rng = Rng::new(*generator);
    let value = rng.next_u64();
    *generator = rng.next_u64();
    value
}

/// Mixes a played move (as a number) into the generator state.
pub(crate) fn stir(generator: &mut u64, code: u64) {
    let mut rng = Rng::new(*generator ^ code.wrapping_mul(0xD605_BBB5_8C8A_BBFD));
    *generator = rng.next_u64();
}
