//! Chess-family notation: positions in Fairy-Stockfish FEN, read (with the castling field's
//! first-move rights, setups and confined pieces checked) and written; square labels.

use super::fen_material::side_name;
use super::position::Position;
use super::tables::NONE;
use super::variant::Variant;
use crate::game::NotationError;

fn bad(message: impl Into<String>, offset: usize) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(offset),
    }
}

impl Variant {
    /// The type with this FEN letter (lowercase, `+` prefix for promoted pieces).
    fn type_of_letter(&self, letter: &str) -> Option<u8> {
        self.pieces
            .iter()
            .position(|p| p.letter == letter)
            .map(|t| t as u8)
    }

    /// Reads a Fairy-Stockfish FEN.
    pub fn parse_fen(&self, text: &str) -> Result<Position, NotationError> {
        let mut pos = Position::empty();
        let text = text.trim();
        if text.is_empty() {
            return Err(bad("the position is empty", 0));
        }
        let (files, ranks) = (self.grid.files as usize, self.grid.ranks as usize);
        let chars: Vec<(usize, char)> = text.char_indices().collect();
        let mut i = 0;
        let mut rank = ranks - 1;
        let mut file = 0usize;
        // Board.
        while i < chars.len() {
            let (at, c) = chars[i];
            if c == ' ' || c == '[' {
                break;
            }
            if c == '/' {
                if file != files {
                    return Err(bad(
                        format!("rank {} has {file} squares, expected {files}", rank + 1),
                        at,
                    ));
                }
                if rank == 0 {
                    return Err(bad(format!("more than {ranks} ranks"), at));
                }
                rank -= 1;
                file = 0;
                i += 1;
                continue;
            }
            if c.is_ascii_digit() {
                let mut n = 0usize;
                while i < chars.len() && chars[i].1.is_ascii_digit() {
                    n = n * 10 + chars[i].1.to_digit(10).unwrap_or(0) as usize;
                    if n > files {
                        return Err(bad(
                            format!("{n} empty squares do not fit in {files} files"),
                            at,
                        ));
                    }
                    i += 1;
                }
                file += n;
                if file > files {
                    return Err(bad(
                        format!("rank {} is longer than {files} squares", rank + 1),
                        at,
                    ));
                }
                continue;
            }
            let promoted = c == '+';
            let letter_char = if promoted {
                i += 1;
                match chars.get(i) {
                    Some(&(_, l)) => l,
                    None => return Err(bad("`+` at the end of the board", at)),
                }
            } else {
                c
            };
            if !letter_char.is_ascii_alphabetic() {
                return Err(bad(format!("`{letter_char}` is not a piece letter"), at));
            }
            let lower = letter_char.to_ascii_lowercase();
            let letter = if promoted {
                format!("+{lower}")
            } else {
                lower.to_string()
            };
            let Some(ty) = self.type_of_letter(&letter) else {
                return Err(bad(format!("`{letter}` is not a piece of this game"), at));
            };
            if file >= files {
                return Err(bad(
                    format!("rank {} is longer than {files} squares", rank + 1),
                    at,
                ));
            }
            let side = usize::from(letter_char.is_ascii_lowercase());
            let sq = rank * files + file;
            pos.board[sq] = Position::code(side, ty);
            pos.counts[side][usize::from(ty)] += 1;
            file += 1;
            i += 1;
            // Fairy-Stockfish marks promoted pawns in hand games with `~`.
            if chars.get(i).map(|c| c.1) == Some('~') {
                i += 1;
            }
        }
        if rank != 0 || file != files {
            let at = chars.get(i).map_or(text.len(), |c| c.0);
            return Err(bad(
                format!("the board needs {ranks} ranks of {files} squares"),
                at,
            ));
        }
        // Hand.
        if chars.get(i).map(|c| c.1) == Some('[') {
            i += 1;
            while i < chars.len() && chars[i].1 != ']' {
                let (at, c) = chars[i];
                i += 1;
                if c == '-' {
                    continue;
                }
                let letter = c.to_ascii_lowercase().to_string();
                let Some(ty) = self.type_of_letter(&letter) else {
                    return Err(bad(
                        format!("`{c}` in the hand is not a piece of this game"),
                        at,
                    ));
                };
                if !self.has_hands {
                    return Err(bad(
                        format!(
                            "`{c}` in a hand, but no piece ever goes to a hand in this game: \
                             remove the `[...]`"
                        ),
                        at,
                    ));
                }
                let side = usize::from(c.is_ascii_lowercase());
                let slot = &mut pos.hands[side][usize::from(ty)];
                *slot = slot
                    .checked_add(1)
                    .ok_or_else(|| bad("too many pieces in hand", at))?;
            }
            if i >= chars.len() {
                return Err(bad("the hand has no closing `]`", text.len()));
            }
            i += 1;
        }
        let base = chars.get(i).map_or(text.len(), |c| c.0);
        self.read_fields(&mut pos, &text[base..], base)?;
        self.finish_setup(&mut pos)?;
        Ok(pos)
    }

    /// Pieces confined to a region (a palace) stand inside it, and a side whose king is
    /// confined has one king: a position breaking either could never arise in play.
    fn check_confined(
        &self,
        pos: &Position,
        side: usize,
        royals: &[u8],
        name: &str,
    ) -> Result<(), NotationError> {
        for sq in 0..self.grid.len() as u8 {
            let c = pos.board[usize::from(sq)];
            if c == 0 || Position::side_of(c) != side {
                continue;
            }
            let piece = &self.pieces[usize::from(Position::kind(c))];
            let Some(region) = piece.confined else {
                continue;
            };
            if region[side] & (1u128 << sq) == 0 {
                return Err(bad(
                    format!(
                        "{name}'s {} on {} stands outside the region it never leaves",
                        piece.id,
                        self.label(sq)
                    ),
                    0,
                ));
            }
            if piece.royal && royals.len() > 1 {
                return Err(bad(
                    format!("{name} has {} kings; a confined king is one", royals.len()),
                    0,
                ));
            }
        }
        Ok(())
    }

    /// Checks piece counts and fills the derived fields.
    fn finish_setup(&self, pos: &mut Position) -> Result<(), NotationError> {
        let n = self.grid.len();
        for side in 0..2 {
            let royals: Vec<u8> = (0..n as u8)
                .filter(|&s| {
                    let c = pos.board[usize::from(s)];
                    c != 0
                        && Position::side_of(c) == side
                        && self.pieces[usize::from(Position::kind(c))].royal
                })
                .collect();
            let in_hand = self
                .pieces
                .iter()
                .enumerate()
                .any(|(t, p)| p.royal && pos.hands[side][t] > 0);
            let name = side_name(side);
            if royals.is_empty() && !in_hand {
                return Err(bad(format!("{name} has no king"), 0));
            }
            self.check_confined(pos, side, &royals, name)?;
            pos.flags.royal_count[side] = royals.len() as u8;
            pos.flags.royal[side] = if royals.len() == 1 { royals[0] } else { NONE };
        }
        if self.opening.is_some()
            && pos.flags.fullmove == 1
            && pos.flags.side == 0
            && pos.flags.halfmove == 0
        {
            pos.flags.opening_ply = 0;
        }
        if let Some(o) = self.opening.as_ref().filter(|o| !o.ends_at_first_capture) {
            // Black's stretch of a scheduled opening: fullmove counts Black's moves made so
            // far, and White has made all of its own.
            let black_made = u32::from(pos.flags.fullmove.saturating_sub(1));
            if pos.flags.side == 1 && o.white_moves > 0 && black_made < o.black_moves {
                pos.flags.opening_ply = (o.white_moves + black_made) as u16;
            }
        }
        pos.flags.bikjang = self.bikjang && self.kings_face(pos);
        let them = 1 - usize::from(pos.flags.side);
        // While a side makes several opening moves in a row, the other may stand in check
        // until its own turn comes.
        let opening_runs = pos.flags.opening_ply != u16::MAX;
        if !opening_runs
            && pos.flags.royal[them] != NONE
            && self.attacked(pos, pos.flags.royal[them], usize::from(pos.flags.side))
        {
            return Err(bad(
                format!(
                    "{} is in check with {} to move: the last move would have left its own \
                     king attacked, which no game allows",
                    side_name(them),
                    side_name(1 - them)
                ),
                0,
            ));
        }
        if !opening_runs && self.flying_general && self.kings_face(pos) {
            return Err(bad(
                "the kings face each other on an open file: in this game that is check \
                 to the side that moved last, so no game reaches it",
                0,
            ));
        }
        self.read_standing_shak(pos);
        self.check_material(pos)
    }

    /// A square's label (`e4`).
    pub fn label(&self, sq: u8) -> String {
        self.board
            .point(crate::board::PointId::from(sq))
            .label
            .clone()
    }

    /// Writes a Fairy-Stockfish FEN.
    pub fn write_fen(&self, pos: &Position) -> String {
        let (files, ranks) = (self.grid.files as usize, self.grid.ranks as usize);
        let mut out = String::new();
        for rank in (0..ranks).rev() {
            let mut empty = 0;
            for file in 0..files {
                let code = pos.board[rank * files + file];
                if code == 0 {
                    empty += 1;
                    continue;
                }
                if empty > 0 {
                    out.push_str(&empty.to_string());
                    empty = 0;
                }
                let letter = &self.pieces[usize::from(Position::kind(code))].letter;
                if Position::side_of(code) == 0 {
                    out.push_str(&letter.to_ascii_uppercase());
                } else {
                    out.push_str(letter);
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        if self.has_hands {
            out.push('[');
            for side in 0..2 {
                for &t in &self.hand_order {
                    let (t, p) = (usize::from(t), &self.pieces[usize::from(t)]);
                    for _ in 0..pos.hands[side][t] {
                        let l = p.letter.trim_start_matches('+');
                        out.push_str(&if side == 0 {
                            l.to_ascii_uppercase()
                        } else {
                            l.to_string()
                        });
                    }
                }
            }
            out.push(']');
        }
        out.push_str(if pos.flags.side == 0 { " w " } else { " b " });
        {
            let mut rights = String::new();
            for side in 0..2 {
                let rank = if side == 0 { 0 } else { self.grid.ranks - 1 };
                for file in 0..self.grid.files {
                    let Some(sq) = self.grid.at(file, rank) else {
                        continue;
                    };
                    let has = (pos.flags.gates & (1u128 << sq) != 0)
                        || (pos.flags.leap[side] && pos.flags.royal[side] == sq);
                    if has {
                        let c = (b'a' + file as u8) as char;
                        rights.push(if side == 0 { c.to_ascii_uppercase() } else { c });
                    }
                }
            }
            if rights.is_empty() {
                rights.push('-');
            }
            out.push_str(&rights);
        }
        // A running count takes the en-passant and halfmove fields.
        let f = &pos.flags;
        if f.count_limit != 0 {
            out.push_str(&format!(
                " {} {} {}",
                f.count_limit, f.count_ply, f.fullmove
            ));
        } else {
            out.push_str(&format!(" - {} {}", f.halfmove, f.fullmove));
        }
        out
    }
}
