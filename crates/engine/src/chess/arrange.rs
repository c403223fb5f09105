//! A start with choices (`start-swaps`): before its first move each player chooses which of
//! some pairs of its pieces trade places (janggi's four elephant and horse arrangements). Each
//! player makes the choice as one move, in the order of play, named by the pieces' letters on
//! the chosen squares in file order (`NBBN`) and clicked as a choice of their glyphs (`馬象象馬`).

use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::variant::Variant;
use crate::ruleset::SpecError;
use crate::spec_problems::Problems;

/// Most pairs a start may offer (2^4 = 16 arrangements).
pub const MAX_START_SWAPS: usize = 4;

impl Variant {
    /// Reads `start-swaps` (pairs of square labels written for the first player; the second
    /// player's are mirrored across the middle rank) against the start position, and makes the
    /// start a position where both players still choose.
    pub(super) fn set_start_swaps(&mut self, pairs: &[[String; 2]]) -> Result<(), Vec<SpecError>> {
        let mut problems = Problems::default();
        if pairs.len() > MAX_START_SWAPS {
            problems.push(
                "start-swaps",
                format!(
                    "{} pairs; at most {MAX_START_SWAPS} are allowed",
                    pairs.len()
                ),
                Some("list only the pairs a player may swap, e.g. `[[b1, c1], [g1, h1]]`"),
            );
        }
        let mut swaps = Vec::new();
        for (i, pair) in pairs.iter().enumerate() {
            let mut squares = [0u8; 2];
            for (j, label) in pair.iter().enumerate() {
                let path = format!("start-swaps[{i}][{j}]");
                match self.board.find(label) {
                    Some(p) => squares[j] = p as u8,
                    None => problems.push(
                        path,
                        format!("`{label}` is not a square of the board"),
                        Some("write a square label such as `b1`"),
                    ),
                }
            }
            if problems.0.is_empty() {
                if let Err(message) = self.swappable(squares) {
                    problems.push(
                        format!("start-swaps[{i}]"),
                        message,
                        Some("name two squares holding different non-royal pieces of the first player in the start position"),
                    );
                }
                let mirror = |sq: u8| {
                    let (x, y) = self.grid.xy(sq);
                    self.grid.at(x, self.grid.ranks - 1 - y).unwrap_or(sq)
                };
                swaps.push([squares, [mirror(squares[0]), mirror(squares[1])]]);
            }
        }
        problems.check()?;
        if !swaps.is_empty() {
            self.start_swaps = swaps;
            self.start.flags.arranging = 2;
        }
        Ok(())
    }

    /// Whether the pair holds two different non-royal pieces of the first player at the start.
    fn swappable(&self, squares: [u8; 2]) -> Result<(), String> {
        let codes = squares.map(|sq| self.start.board[usize::from(sq)]);
        for (sq, code) in squares.iter().zip(codes) {
            if code == 0 || Position::side_of(code) != 0 {
                return Err(format!(
                    "{} holds no piece of the first player at the start",
                    self.label(*sq)
                ));
            }
            if self.pieces[usize::from(Position::kind(code))].royal {
                return Err(format!("{} holds a royal piece", self.label(*sq)));
            }
        }
        if codes[0] == codes[1] {
            return Err("both squares hold the same piece, so swapping changes nothing".into());
        }
        Ok(())
    }

    /// The arrangements open to the side to move while the players still choose: one move per
    /// set of pairs (`from` holds the set as bits).
    pub(super) fn generate_arrangements(&self, out: &mut Vec<ChessMove>) {
        for mask in 0..1u8 << self.start_swaps.len() {
            out.push(ChessMove {
                from: mask,
                to: mask,
                promo: 0,
                kind: MoveKind::Arrange,
            });
        }
    }

    /// Swaps the pairs chosen by `mv` (the same call takes the choice back).
    pub(super) fn swap_arranged(&self, pos: &mut Position, side: usize, mv: ChessMove) {
        for (i, pair) in self.start_swaps.iter().enumerate() {
            if mv.from & (1 << i) != 0 {
                let [a, b] = pair[side];
                pos.board.swap(usize::from(a), usize::from(b));
            }
        }
    }

    /// The squares of every pair of `side`, in file order.
    fn arranged_squares(&self, side: usize) -> Vec<u8> {
        let mut squares: Vec<u8> = self.start_swaps.iter().flat_map(|p| p[side]).collect();
        squares.sort_by_key(|&sq| self.grid.xy(sq));
        squares
    }

    /// An arrangement's name (the FEN letters on the pairs' squares in file order, as they
    /// will stand) and its label on the board (the pieces' glyphs).
    pub(super) fn arrangement_names(&self, pos: &Position, mv: ChessMove) -> (String, String) {
        let side = usize::from(pos.flags.side);
        let mut after = pos.clone();
        self.swap_arranged(&mut after, side, mv);
        let (mut name, mut label) = (String::new(), String::new());
        for sq in self.arranged_squares(side) {
            let info = &self.pieces[usize::from(Position::kind(after.board[usize::from(sq)]))];
            let letter = info.letter.trim_start_matches('+');
            name.push_str(&if side == 0 {
                letter.to_ascii_uppercase()
            } else {
                letter.to_string()
            });
            label.push_str(&info.glyphs[side]);
        }
        (name, label)
    }
}
