//! A start with choices (`start-swaps`): before its first move each player chooses which of
//! some pairs of its pieces trade places (janggi's four elephant and horse arrangements). Each
//! player makes the choice as one move, in the order of play, named by the pieces' letters on
//! the chosen squares in file order (`NBBN`) and clicked as a choice of their glyphs (`馬象象馬`).

use super::movegen::{ChessMove, MoveKind};
use super::position::Position;
use super::variant::Variant;
use crate::spec_problems::Problems;
use crate::spec_problems::SpecError;

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

    /// How players know the arrangement whose glyphs (on the pairs' squares in file order) are
    /// `choice`, for its button: the glyphs grouped by wing, then where the pieces of the
    /// start's first swapped square stand, e.g. `象馬 馬象: horses inside (files c and g)`.
    /// `None` when `choice` is no arrangement.
    pub(super) fn arrangement_description(&self, choice: &str) -> Option<String> {
        for side in 0..2 {
            for mask in 0..1u8 << self.start_swaps.len() {
                let mut after = self.start.clone();
                let mv = ChessMove {
                    from: mask,
                    to: mask,
                    promo: 0,
                    kind: MoveKind::Arrange,
                };
                self.swap_arranged(&mut after, side, mv);
                let squares = self.arranged_squares(side);
                let glyph = |sq: u8| {
                    let kind = Position::kind(after.board[usize::from(sq)]);
                    &self.pieces[usize::from(kind)].glyphs[side]
                };
                if squares
                    .iter()
                    .map(|&sq| glyph(sq).as_str())
                    .collect::<String>()
                    != choice
                {
                    continue;
                }
                let mut picture = String::new();
                for (i, &sq) in squares.iter().enumerate() {
                    let apart = i > 0 && self.grid.xy(sq).0 > self.grid.xy(squares[i - 1]).0 + 1;
                    if apart {
                        picture.push(' ');
                    }
                    picture.push_str(glyph(sq));
                }
                return Some(format!(
                    "{picture}: {}",
                    self.where_pieces_stand(&after, side)
                ));
            }
        }
        None
    }

    /// Where the pieces that stood on the first swapped square at the start stand in `after`:
    /// on the square of each pair nearer the middle file ("inside"), farther ("outside"), or
    /// neither, with their files.
    fn where_pieces_stand(&self, after: &Position, side: usize) -> String {
        let first = self.start_swaps[0][side][0];
        let kind = Position::kind(self.start.board[usize::from(first)]);
        let middle = self.grid.files - 1;
        let distance = |sq: u8| (2 * self.grid.xy(sq).0 - middle).abs();
        let (mut inside, mut outside, mut files) = (0, 0, Vec::new());
        for pair in &self.start_swaps {
            let [a, b] = pair[side];
            let (on, other) = match Position::kind(after.board[usize::from(a)]) == kind {
                true => (a, b),
                false => (b, a),
            };
            match distance(on).cmp(&distance(other)) {
                std::cmp::Ordering::Less => inside += 1,
                std::cmp::Ordering::Greater => outside += 1,
                std::cmp::Ordering::Equal => {}
            }
            files.push(
                self.label(on)
                    .trim_end_matches(|c: char| c.is_ascii_digit())
                    .to_string(),
            );
        }
        files.sort();
        let pairs = self.start_swaps.len();
        let name = self.pieces[usize::from(kind)].id.replace('-', " ");
        let name = if pairs > 1 { format!("{name}s") } else { name };
        let place = if inside == pairs {
            " inside"
        } else if outside == pairs {
            " outside"
        } else {
            ""
        };
        let file_word = if pairs > 1 { "files" } else { "file" };
        let files = match files.split_last() {
            Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
            _ => files.join(""),
        };
        match place {
            "" => format!("{name} on {file_word} {files}"),
            _ => format!("{name}{place} ({file_word} {files})"),
        }
    }
}
