//! The halma position notation (described in the module docs of [`super`]): reading and
//! writing.

use super::{stone, HalmaGame, HalmaState, EMPTY, SHARED};
use crate::board::PointId;
use crate::game::{Game, NotationError};

fn error(message: impl Into<String>, offset: usize) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(offset),
    }
}

impl HalmaGame {
    /// The board's points in notation order: rows from the top, each from the left.
    pub fn rows(&self) -> Vec<Vec<PointId>> {
        self.board.rows_from_top()
    }

    fn labels(&self, mask: u64) -> String {
        let names: Vec<&str> = (0..self.board.len() as PointId)
            .filter(|&p| mask & (1u64 << p) != 0)
            .map(|p| self.board.point(p).label.as_str())
            .collect();
        names.join(",")
    }

    pub(super) fn format_position(&self, s: &HalmaState) -> String {
        let mut out = String::new();
        self.board.write_rows(&mut out, |p| {
            let (c, k) = (s.cells[usize::from(p)], s.kinds[usize::from(p)]);
            let letter = self.kinds.get(usize::from(k)).map_or('x', |k| k.letter);
            match c {
                EMPTY => None,
                SHARED => Some('*'),
                1 => Some(letter.to_ascii_uppercase()),
                _ => Some(letter),
            }
        });
        out.push_str(if s.to_move == 0 { " 1" } else { " 2" });
        if s.part > 0 {
            out.push_str(&format!(" part:{}", s.part + 1));
        }
        if let Some(c) = s.chain {
            out.push_str(&format!(" chain:{}", self.board.point(c).label));
            out.push_str(&format!(" visited:{}", self.labels(s.visited)));
        }
        if s.hand.iter().flatten().any(|&n| n > 0) {
            let per_player: Vec<String> = s
                .hand
                .iter()
                .map(|h| h.iter().map(u8::to_string).collect::<Vec<_>>().join("."))
                .collect();
            out.push_str(&format!(" hand:{}", per_player.join(",")));
        }
        if s.reply {
            out.push_str(" reply");
        }
        if self.move_limit.is_some() && s.ply > 0 {
            out.push_str(&format!(" ply:{}", s.ply));
        }
        if s.blocked {
            out.push_str(" blocked");
        }
        out
    }

    fn point_at(&self, label: &str, offset: usize) -> Result<PointId, NotationError> {
        self.board
            .find(label)
            .ok_or_else(|| error(format!("`{label}` is not a point of this board"), offset))
    }

    pub(super) fn read_position(&self, text: &str) -> Result<HalmaState, NotationError> {
        let mut s = self.start();
        s.cells.iter_mut().for_each(|c| *c = EMPTY);
        s.kinds.iter_mut().for_each(|k| *k = 0);
        s.hand = [vec![0; self.kinds.len()], vec![0; self.kinds.len()]];
        s.blocked = false;
        let mut fields = text.split_whitespace();
        let board = fields.next().ok_or_else(|| error("empty position", 0))?;
        self.read_rows(board, &mut s)?;
        let offset = |field: &str| field.as_ptr() as usize - text.as_ptr() as usize;
        match fields.next() {
            Some("1") => s.to_move = 0,
            Some("2") => s.to_move = 1,
            other => {
                let at = other.map_or(text.len(), offset);
                return Err(error("expected the player to move, 1 or 2", at));
            }
        }
        for field in fields {
            let at = offset(field);
            let (key, value) = field.split_once(':').unwrap_or((field, ""));
            let number = |limit: usize| -> Result<usize, NotationError> {
                value
                    .parse::<usize>()
                    .ok()
                    .filter(|&n| n <= limit)
                    .ok_or_else(|| error(format!("`{value}` is not a number up to {limit}"), at))
            };
            match key {
                "part" => {
                    let n = number(self.turn.len())?;
                    s.part = n
                        .checked_sub(1)
                        .ok_or_else(|| error("parts count from 1", at))?
                        as u8;
                }
                "chain" => s.chain = Some(self.point_at(value, at)?),
                "visited" => {
                    for label in value.split(',').filter(|l| !l.is_empty()) {
                        s.visited |= 1u64 << (self.point_at(label, at)? & 63);
                    }
                }
                "hand" => {
                    let players: Vec<&str> = value.split(',').collect();
                    if players.len() != 2 {
                        return Err(error("expected two hands separated by a comma", at));
                    }
                    for (p, counts) in players.iter().enumerate() {
                        let counts: Vec<&str> = counts.split('.').collect();
                        if counts.len() != self.kinds.len() {
                            return Err(error("expected one count per kind", at));
                        }
                        for (k, n) in counts.iter().enumerate() {
                            s.hand[p][k] = n.parse().map_err(|_| error("bad count", at))?;
                        }
                    }
                }
                "reply" => s.reply = true,
                "ply" => s.ply = number(u16::MAX as usize)? as u16,
                "blocked" => s.blocked = true,
                _ => return Err(error(format!("unknown field `{field}`"), at)),
            }
        }
        if let Some(c) = s.chain {
            if s.cells[usize::from(c)] == EMPTY {
                return Err(error("the chaining piece's point is empty", 0));
            }
        }
        Ok(s)
    }

    fn read_rows(&self, board: &str, s: &mut HalmaState) -> Result<(), NotationError> {
        let rows = self.rows();
        let given: Vec<&str> = board.split('/').collect();
        if given.len() != rows.len() {
            let message = format!("{} rows given, the board has {}", given.len(), rows.len());
            return Err(error(message, 0));
        }
        let mut offset = 0;
        for (row, text) in rows.iter().zip(given) {
            let mut i = 0usize;
            let mut run = 0usize;
            for (j, ch) in text.char_indices() {
                let at = offset + j;
                if let Some(d) = ch.to_digit(10) {
                    run = run.saturating_mul(10).saturating_add(d as usize);
                    continue;
                }
                i = i.saturating_add(std::mem::take(&mut run));
                let p = *row
                    .get(i)
                    .ok_or_else(|| error("too many points in this row", at))?;
                let (code, kind) = if ch == '*' {
                    (SHARED, 0)
                } else {
                    let lower = ch.to_ascii_lowercase();
                    let k = self
                        .kinds
                        .iter()
                        .position(|k| k.letter == lower)
                        .ok_or_else(|| error(format!("`{ch}` is not a piece letter"), at))?;
                    (stone(u8::from(ch.is_ascii_lowercase())), k as u8)
                };
                s.cells[usize::from(p)] = code;
                s.kinds[usize::from(p)] = kind;
                i += 1;
            }
            i = i.saturating_add(run);
            if i != row.len() {
                let message = format!("a row of {} points written as {i}", row.len());
                return Err(error(message, offset));
            }
            offset += text.len() + 1;
        }
        Ok(())
    }
}
