//! The go-family position notation (described in the module docs of [`super`]): reading and
//! writing.

use super::{stone, GoGame, GoState, EMPTY, NEUTRAL, SHARED};
use crate::board::PointId;
use crate::game::NotationError;

fn error(message: impl Into<String>, offset: usize) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(offset),
    }
}

fn cell_char(cell: u8) -> char {
    match cell {
        EMPTY => '.',
        1 => 'x',
        2 => 'o',
        NEUTRAL => '#',
        _ => '+',
    }
}

/// Whitespace-separated fields with their byte offsets.
fn fields(text: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    for part in text.split(char::is_whitespace) {
        if !part.is_empty() {
            out.push((at, part));
        }
        at += part.len() + 1;
    }
    out
}

fn number<T: std::str::FromStr>(text: &str, at: usize, what: &str) -> Result<T, NotationError> {
    text.parse()
        .map_err(|_| error(format!("{what}: `{text}` is not a number in range"), at))
}

/// Reads `a,b` as two numbers.
fn pair(text: &str, at: usize, what: &str) -> Result<[u16; 2], NotationError> {
    let (a, b) = text
        .split_once(',')
        .ok_or_else(|| error(format!("{what}: expected two numbers like `0,0`"), at))?;
    Ok([number(a, at, what)?, number(b, at, what)?])
}

impl GoGame {
    pub(super) fn position_text(&self, state: &GoState) -> String {
        let rows: Vec<String> = self
            .rows
            .iter()
            .map(|row| {
                row.iter()
                    .map(|&p| cell_char(state.cells[usize::from(p)]))
                    .collect()
            })
            .collect();
        let supply = match (self.supply, self.shared) {
            (None, _) => "-".to_string(),
            (Some(_), true) => state.supply[0].to_string(),
            (Some(_), false) => format!("{},{}", state.supply[0], state.supply[1]),
        };
        let closed = if state.closed.is_empty() {
            "-".to_string()
        } else {
            let labels: Vec<&str> = state
                .closed
                .iter()
                .map(|&p| self.board.point(p).label.as_str())
                .collect();
            labels.join(",")
        };
        format!(
            "{} {} {},{} {} {} {} {}",
            rows.join("/"),
            state.to_move + 1,
            state.taken[0],
            state.taken[1],
            supply,
            state.passes,
            closed,
            state.ply
        )
    }

    pub(super) fn read_position(&self, text: &str) -> Result<GoState, NotationError> {
        let parts = fields(text);
        if parts.len() != 7 {
            return Err(error(
                format!(
                    "expected 7 fields (board, player, taken, supply, passes, ko, ply), found {}",
                    parts.len()
                ),
                0,
            ));
        }
        let mut state = GoState {
            cells: vec![EMPTY; self.board.len()],
            to_move: 0,
            taken: [0, 0],
            supply: [0, 0],
            passes: 0,
            closed: Vec::new(),
            ply: 0,
        };
        self.read_rows(parts[0].1, &mut state.cells)?;
        let (at, mover) = parts[1];
        state.to_move = match mover {
            "1" => 0,
            "2" => 1,
            _ => return Err(error("the player to move is 1 or 2", at)),
        };
        state.taken = pair(parts[2].1, parts[2].0, "stones taken")?;
        let (at, supply) = parts[3];
        state.supply = match (self.supply, self.shared) {
            (None, _) if supply == "-" => [0, 0],
            (None, _) => return Err(error("this game has no supply: write `-`", at)),
            (Some(_), true) => [number(supply, at, "supply")?, 0],
            (Some(_), false) => pair(supply, at, "supply")?,
        };
        state.passes = number(parts[4].1, parts[4].0, "passes")?;
        let (at, closed) = parts[5];
        if closed != "-" {
            for label in closed.split(',') {
                let p = self
                    .board
                    .find(label)
                    .ok_or_else(|| error(format!("ko point `{label}` is not on the board"), at))?;
                state.closed.push(p);
            }
        }
        state.ply = number(parts[6].1, parts[6].0, "ply")?;
        Ok(state)
    }

    fn read_rows(&self, text: &str, cells: &mut [u8]) -> Result<(), NotationError> {
        let rows: Vec<&str> = text.split('/').collect();
        if rows.len() != self.rows.len() {
            return Err(error(
                format!("expected {} rows, found {}", self.rows.len(), rows.len()),
                0,
            ));
        }
        let mut offset = 0;
        for (row, points) in rows.iter().zip(&self.rows) {
            if row.chars().count() != points.len() {
                return Err(error(
                    format!(
                        "a row of {} points is written with {} signs",
                        points.len(),
                        row.chars().count()
                    ),
                    offset,
                ));
            }
            for ((i, ch), &p) in row.char_indices().zip(points.iter()) {
                let p: PointId = p;
                cells[usize::from(p)] = match ch {
                    '.' => EMPTY,
                    'x' => stone(0),
                    'o' => stone(1),
                    '#' => NEUTRAL,
                    '+' => SHARED,
                    _ => {
                        return Err(error(
                            format!("`{ch}` is not a stone: use . x o # +"),
                            offset + i,
                        ))
                    }
                };
            }
            offset += row.len() + 1;
        }
        Ok(())
    }
}
