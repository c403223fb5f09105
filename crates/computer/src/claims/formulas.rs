//! Formulas an equivalence claim compares the solver with, each with the random positions it
//! is tested on: `nim-xor` (one Nim heap per file, the gap between the two players' pieces)
//! and `cram` (pairs of neighbouring points filled in turn until a player is stuck).

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::Outcome;
use crate::search::Rng;
use boardlore_rules::board::PointId;
use boardlore_rules::folk::{FolkGame, FolkState};

/// A formula for the value of a position.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Formula {
    /// Each file holds one piece of each player, the first player's below: the gaps are Nim
    /// heaps and the player to move wins exactly when their XOR is not zero.
    NimXor,
    /// Cram on the empty points: a move fills two points next to each other in a row or a
    /// column, and the player who cannot move loses.
    Cram,
}

impl Formula {
    /// The formula's name as written.
    pub fn name(self) -> &'static str {
        match self {
            Formula::NimXor => "nim-xor",
            Formula::Cram => "cram",
        }
    }

    /// A random position for the formula on `game`'s board, with the formula's value for the
    /// player to move; `None` when the board does not suit the formula.
    pub(super) fn sample(
        self,
        game: &FolkGame,
        start: &FolkState,
        rng: &mut Rng,
    ) -> Option<(FolkState, Outcome)> {
        let rows = game.rows();
        let files = rows.first()?.len();
        if files == 0 || rows.iter().any(|r| r.len() != files) {
            return None;
        }
        let (pieces, wins) = match self {
            Formula::NimXor => nim_sample(&rows, rng),
            Formula::Cram => cram_sample(&rows, rng),
        }?;
        Some((game.with_pieces(start, &pieces), Outcome::of_win(wins)))
    }
}

/// Pieces to set out (point and owner), and whether the player to move then wins.
type Sample = (Vec<(PointId, u8)>, bool);

/// One column per file: the first player's piece on one of the three lowest ranks, the
/// second's above it; the first four files get a gap of 0 to 3, the others none, so a
/// position stays small enough to solve.
fn nim_sample(rows: &[Vec<PointId>], rng: &mut Rng) -> Option<Sample> {
    let ranks = rows.len();
    if ranks < 4 {
        return None;
    }
    let at = |file: usize, rank: usize| rows[ranks - 1 - rank][file];
    let mut pieces = Vec::new();
    let mut xor = 0;
    for file in 0..rows[0].len() {
        let low = rng.below(3);
        let gap = if file < 4 { rng.below(4) } else { 0 };
        let high = (low + gap + 1).min(ranks - 1);
        xor ^= high - low - 1;
        pieces.push((at(file, low), 0));
        pieces.push((at(file, high), 1));
    }
    Some((pieces, xor != 0))
}

/// Twelve to sixteen points left empty at random, the rest filled by both players' stones.
fn cram_sample(rows: &[Vec<PointId>], rng: &mut Rng) -> Option<Sample> {
    let points: Vec<PointId> = rows.iter().flatten().copied().collect();
    if points.len() > 64 || points.len() < 16 {
        return None;
    }
    let mut order: Vec<usize> = (0..points.len()).collect();
    for i in (1..order.len()).rev() {
        order.swap(i, rng.below(i + 1));
    }
    let empty = 12 + rng.below(5);
    let mut free = 0u64;
    let mut pieces = Vec::new();
    for (n, &i) in order.iter().enumerate() {
        if n < empty {
            free |= 1 << i;
        } else {
            pieces.push((points[i], (n % 2) as u8));
        }
    }
    let files = rows[0].len();
    let mut pairs = Vec::new();
    for i in 0..points.len() {
        if i % files + 1 < files {
            pairs.push((1u64 << i) | (1 << (i + 1)));
        }
        if i + files < points.len() {
            pairs.push((1u64 << i) | (1 << (i + files)));
        }
    }
    Some((pieces, cram_wins(free, &pairs, &mut HashMap::new())))
}

/// Whether the player to move wins Cram on the `free` points.
fn cram_wins(free: u64, pairs: &[u64], memo: &mut HashMap<u64, bool>) -> bool {
    if let Some(&known) = memo.get(&free) {
        return known;
    }
    let wins = pairs
        .iter()
        .any(|&pair| free & pair == pair && !cram_wins(free & !pair, pairs, memo));
    memo.insert(free, wins);
    wins
}
