//! The folk position notation (described in the module docs of [`super`]): reading and writing.

use super::seats::{letters_list, seat_letter, seat_of_letter};
use super::state::{stone, FolkState, ANY_PIECE, EMPTY, NO_CHAIN, SHARED};
use super::FolkGame;
use crate::board::PointId;
use crate::game::{Game, NotationError};

pub(super) fn error(message: impl Into<String>, offset: usize) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(offset),
    }
}

/// The fields every folk position may carry after the side to move; each may be given once.
const CORE_FIELDS: [&str; 9] = [
    "hand", "credit", "remove", "owe", "chain", "protect", "ply", "quiet", "last",
];

/// Whitespace-separated tokens with their byte offsets.
fn tokens(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut start = None;
    for (i, ch) in text.char_indices() {
        match (ch.is_whitespace(), start) {
            (true, Some(s)) => {
                out.push((s, &text[s..i]));
                start = None;
            }
            (false, None) => start = Some(i),
            _ => {}
        }
    }
    if let Some(s) = start {
        out.push((s, &text[s..]));
    }
    out
}

impl FolkGame {
    /// The board's points in notation order: rows from the top, each from the left.
    pub fn rows(&self) -> Vec<Vec<PointId>> {
        self.board.rows_from_top()
    }

    pub(crate) fn format_position(&self, s: &FolkState) -> String {
        let mut out = String::new();
        let code = |c: u8| match c {
            EMPTY => '.',
            c => seat_letter(c - 1),
        };
        if self.boxes.is_some() {
            out.extend(s.edges.iter().map(|&e| code(e)));
            out.push(' ');
            out.extend(s.boxes.iter().map(|&b| code(b)));
        } else {
            self.board.write_rows(&mut out, |p| match s.at(p) {
                EMPTY => None,
                SHARED => Some('s'),
                other => Some(code(other)),
            });
        }
        out.push(' ');
        out.push(seat_letter(s.to_move));
        let label = |p: PointId| self.board.point(p).label.clone();
        if s.hand != [0, 0] {
            out.push_str(&format!(" hand:{},{}", s.hand[0], s.hand[1]));
        }
        if s.credit != [0, 0] {
            out.push_str(&format!(" credit:{},{}", s.credit[0], s.credit[1]));
        }
        if s.remove > 0 {
            out.push_str(&format!(" remove:{}", s.remove));
        }
        if s.owe != [0, 0] {
            out.push_str(&format!(" owe:{},{}", s.owe[0], s.owe[1]));
        }
        match s.chain {
            NO_CHAIN => {}
            ANY_PIECE => out.push_str(" chain:any"),
            p => out.push_str(&format!(" chain:{}", label(p))),
        }
        if s.protected != 0 {
            let list: Vec<String> = (0..self.board.len().min(64) as PointId)
                .filter(|&p| s.is_protected(p))
                .map(label)
                .collect();
            out.push_str(&format!(" protect:{}", list.join(",")));
        }
        if s.ply > 0 {
            out.push_str(&format!(" ply:{}", s.ply));
        }
        if s.quiet > 0 {
            out.push_str(&format!(" quiet:{}", s.quiet));
        }
        if s.last_mover < 2 {
            out.push_str(&format!(" last:{}", seat_letter(s.last_mover)));
        }
        self.format_marks(s, &mut out);
        self.format_turn(s, &mut out);
        out
    }

    pub(crate) fn read_position(&self, text: &str) -> Result<FolkState, NotationError> {
        let toks = tokens(text);
        let mut state = self.start();
        let Some(&(at, board_text)) = toks.first() else {
            return Err(error("the position is empty", 0));
        };
        if self.boxes.is_some() {
            let Some(&(box_at, box_text)) = toks.get(1) else {
                return Err(error("expected the boxes after the edges", text.len()));
            };
            read_marks(board_text, at, &mut state.edges, "edges")?;
            read_marks(box_text, box_at, &mut state.boxes, "boxes")?;
        } else {
            state.cells.iter_mut().for_each(|c| *c = EMPTY);
            self.read_board(board_text, at, &mut state.cells)?;
        }
        let side_index = if self.boxes.is_some() { 2 } else { 1 };
        let letters = letters_list(self.seats());
        let Some(&(side_at, side)) = toks.get(side_index) else {
            return Err(error(
                format!("expected the side to move ({letters}) after the board"),
                text.len(),
            ));
        };
        let mut chars = side.chars();
        let seat = match (chars.next(), chars.next()) {
            (Some(c), None) => seat_of_letter(c, self.seats()),
            _ => None,
        };
        state.to_move =
            seat.ok_or_else(|| error(format!("`{side}` is not a side: use {letters}"), side_at))?;
        state.hand = [0, 0];
        self.clear_marks(&mut state);
        self.clear_turn(&mut state);
        let mut seen: Vec<&str> = Vec::new();
        for &(off, tok) in &toks[side_index + 1..] {
            let Some((key, value)) = tok.split_once(':') else {
                return Err(error(
                    format!("`{tok}` is not a field (expected key:value)"),
                    off,
                ));
            };
            if CORE_FIELDS.contains(&key) && seen.contains(&key) {
                return Err(error(
                    format!("`{key}` is given twice: give each field once"),
                    off,
                ));
            }
            seen.push(key);
            let number = |v: &str| {
                v.parse::<u16>()
                    .map_err(|_| error(format!("`{v}` is not a number"), off))
            };
            let pair = |v: &str| -> Result<[u8; 2], NotationError> {
                let (a, b) = v
                    .split_once(',')
                    .ok_or_else(|| error(format!("`{v}`: expected two numbers like 3,2"), off))?;
                let a = u8::try_from(number(a)?).map_err(|_| error("too large", off))?;
                let b = u8::try_from(number(b)?).map_err(|_| error("too large", off))?;
                Ok([a, b])
            };
            let point = |v: &str| {
                self.board
                    .find(v)
                    .ok_or_else(|| error(format!("`{v}` is not a point of this board"), off))
            };
            match key {
                "hand" => state.hand = pair(value)?,
                "credit" => state.credit = pair(value)?,
                "owe" => state.owe = pair(value)?,
                "remove" => {
                    state.remove = u8::try_from(number(value)?).map_err(|_| error("too large", off))?
                }
                "chain" if value == "any" => state.chain = ANY_PIECE,
                "chain" => state.chain = point(value)?,
                "protect" => {
                    for label in value.split(',').filter(|l| !l.is_empty()) {
                        let p = point(label)?;
                        if p >= 64 {
                            return Err(error("only the first 64 points can be protected", off));
                        }
                        state.protected |= 1u64 << p;
                    }
                }
                "ply" => state.ply = number(value)?,
                "quiet" => state.quiet = number(value)?,
                "last" => {
                    state.last_mover = match value {
                        "x" => 0,
                        "o" => 1,
                        _ => return Err(error("last: expected x or o", off)),
                    }
                }
                _ if self.read_mark(key, value, off, &mut state)? => {}
                _ if self.read_turn_field(key, value, off, &mut state)? => {}
                _ => {
                    return Err(error(
                        format!("unknown field `{key}` (known: hand, credit, remove, owe, chain, protect, ply, quiet, last{})", self.mark_fields()),
                        off,
                    ))
                }
            }
        }
        self.check_marks(&state, side_at)?;
        self.recount_rows(&mut state);
        if state.chain != NO_CHAIN
            && state.chain != ANY_PIECE
            && state.at(state.chain) != stone(state.to_move)
        {
            return Err(error(
                "the chain point must hold a piece of the side to move",
                side_at,
            ));
        }
        Ok(state)
    }

    fn read_board(&self, text: &str, at: usize, cells: &mut [u8]) -> Result<(), NotationError> {
        let rows = self.rows();
        let seats = self.seats();
        let parts: Vec<&str> = text.split('/').collect();
        if parts.len() != rows.len() {
            return Err(error(
                format!(
                    "expected {} rows separated by /, found {}",
                    rows.len(),
                    parts.len()
                ),
                at,
            ));
        }
        let mut offset = at;
        for (row, part) in rows.iter().zip(&parts) {
            let mut i = 0;
            let mut digits = String::new();
            let flush = |digits: &mut String, i: &mut usize| {
                if !digits.is_empty() {
                    *i += digits.parse::<usize>().unwrap_or(usize::MAX / 2);
                    digits.clear();
                }
            };
            for (k, ch) in part.char_indices() {
                if ch.is_ascii_digit() {
                    digits.push(ch);
                    continue;
                }
                flush(&mut digits, &mut i);
                let code = match (ch, seat_of_letter(ch, seats)) {
                    (_, Some(seat)) => stone(seat),
                    ('s', None) if self.shared.is_some() => SHARED,
                    (other, None) => {
                        let mut pieces: Vec<String> =
                            (0..seats).map(|p| seat_letter(p).to_string()).collect();
                        if self.shared.is_some() {
                            pieces.push("s for the shared piece".into());
                        }
                        return Err(error(
                            format!(
                                "`{other}` is not a piece of this game ({}, or a number of \
                                 empty points)",
                                pieces.join(", ")
                            ),
                            offset + k,
                        ));
                    }
                };
                if i >= row.len() {
                    return Err(error(
                        format!("this row has only {} points", row.len()),
                        offset + k,
                    ));
                }
                cells[usize::from(row[i])] = code;
                i += 1;
            }
            flush(&mut digits, &mut i);
            if i != row.len() {
                return Err(error(
                    format!("this row has {} points, the text gives {i}", row.len()),
                    offset,
                ));
            }
            offset += part.len() + 1;
        }
        Ok(())
    }
}

fn read_marks(text: &str, at: usize, out: &mut [u8], what: &str) -> Result<(), NotationError> {
    if text.chars().count() != out.len() {
        return Err(error(
            format!(
                "expected {} {what} (one of . x o each), found {}",
                out.len(),
                text.chars().count()
            ),
            at,
        ));
    }
    for (i, ch) in text.chars().enumerate() {
        out[i] = match ch {
            '.' => 0,
            'x' => 1,
            'o' => 2,
            other => return Err(error(format!("`{other}` is not one of . x o"), at + i)),
        };
    }
    Ok(())
}
