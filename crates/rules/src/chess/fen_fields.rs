//! The fields of a Fairy-Stockfish FEN after the board and the hand: side to move, castling
//! (first-move rights), en passant (a running count's limit under a counting rule), halfmove
//! clock and move number. Each is checked whole: a field that is not what it should be is
//! refused with its name, what was expected and an example, never dropped.

use super::position::Position;
use super::variant::Variant;
use crate::game::NotationError;

/// The names of the fields after the board, for messages.
const FIELD_NAMES: &str =
    "side to move, castling, en passant, halfmove clock, move number (e.g. `w - - 0 1`)";

fn bad(message: impl Into<String>, offset: usize) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(offset),
    }
}

/// Whitespace-separated fields of `text` with their byte offsets, counted from `base`.
fn fields(text: &str, base: usize) -> Vec<(usize, &str)> {
    text.split_whitespace()
        .map(|f| (base + (f.as_ptr() as usize - text.as_ptr() as usize), f))
        .collect()
}

/// Reads a counter field: digits only, from `min` to 65535.
fn counter(name: &str, min: u16, (at, text): (usize, &str)) -> Result<u16, NotationError> {
    text.bytes()
        .all(|b| b.is_ascii_digit())
        .then(|| text.parse::<u16>().ok())
        .flatten()
        .filter(|&n| n >= min)
        .ok_or_else(|| {
            bad(
                format!(
                    "{name} `{text}` is not a whole number from {min} to {}: write it in digits, \
                     e.g. `{min}`",
                    u16::MAX
                ),
                at,
            )
        })
}

impl Variant {
    /// Reads the fields after the board and hand (`text`, starting at byte `base` of the whole
    /// FEN) into `pos`. Missing trailing fields keep their defaults; the counters may follow
    /// the side to move directly (`w 0 1`).
    pub(super) fn read_fields(
        &self,
        pos: &mut Position,
        text: &str,
        base: usize,
    ) -> Result<(), NotationError> {
        let fields = fields(text, base);
        let Some((&(side_at, side), rest)) = fields.split_first() else {
            return Ok(());
        };
        pos.flags.side = match side {
            "w" => 0,
            "b" => 1,
            other => {
                return Err(bad(
                    format!("side to move `{other}`: expected w (White) or b (Black)"),
                    side_at,
                ))
            }
        };
        let short_form = rest
            .first()
            .is_some_and(|f| f.1.bytes().all(|b| b.is_ascii_digit()));
        let (counters, most) = if short_form {
            (rest, 2)
        } else {
            (rest.get(2..).unwrap_or(&[]), 4)
        };
        if let Some(&(at, extra)) = rest.get(most) {
            return Err(bad(
                format!(
                    "unexpected field `{extra}` after the move number: a FEN has at most \
                     six fields (board, {FIELD_NAMES}); remove it"
                ),
                at,
            ));
        }
        if !short_form {
            if let Some(&castling) = rest.first() {
                self.read_rights(pos, castling)?;
            }
            if let Some(&ep) = rest.get(1) {
                self.read_en_passant(pos, ep)?;
            }
        }
        if let Some(&half) = counters.first() {
            pos.flags.halfmove = counter("halfmove clock", 0, half)?;
        }
        if let Some(&full) = counters.get(1) {
            pos.flags.fullmove = counter("move number", 1, full)?;
        }
        // Under a counting rule, a limit in the en-passant field makes the halfmove field the
        // plies counted.
        if pos.flags.count_limit != 0 {
            pos.flags.count_ply = std::mem::take(&mut pos.flags.halfmove);
        }
        Ok(())
    }

    /// Reads the en-passant field: no game of the chess family here captures en passant, so
    /// it is `-`, or under a counting rule the running count's limit in plies.
    fn read_en_passant(
        &self,
        pos: &mut Position,
        (at, field): (usize, &str),
    ) -> Result<(), NotationError> {
        if field == "-" {
            return Ok(());
        }
        if self.counting.is_some() && field.bytes().all(|b| b.is_ascii_digit()) {
            pos.flags.count_limit = counter("count limit (en-passant field)", 1, (at, field))?;
            return Ok(());
        }
        let expected = if self.counting.is_some() {
            "`-`, or the running count's limit in plies (e.g. `16`)"
        } else {
            "`-`"
        };
        Err(bad(
            format!(
                "en-passant field `{field}`: no piece of this game captures en passant, so \
                 expected {expected}"
            ),
            at,
        ))
    }

    /// Reads the castling field: file letters of back-rank pieces that keep a first-move right
    /// (upper case White, lower case Black); on a king with a special leap, the leap right.
    /// A letter naming a square without such a piece, or a letter given twice, is refused.
    fn read_rights(
        &self,
        pos: &mut Position,
        (at, field): (usize, &str),
    ) -> Result<(), NotationError> {
        if field == "-" {
            return Ok(());
        }
        for (i, c) in field.char_indices() {
            let at = at + i;
            let side = usize::from(c.is_ascii_lowercase());
            let file = (c.to_ascii_lowercase() as i32) - ('a' as i32);
            let rank = if side == 0 { 0 } else { self.grid.ranks - 1 };
            let Some(sq) = self.grid.at(file, rank).filter(|_| c.is_ascii_alphabetic()) else {
                return Err(bad(
                    format!(
                        "`{c}` in the castling field is not a file of this board: expected `-` \
                         or the files of back-rank pieces keeping a first-move right, upper \
                         case for White (e.g. `Ed`)"
                    ),
                    at,
                ));
            };
            if field[..i].contains(c) {
                return Err(bad(
                    format!("`{c}` comes twice in the castling field: name each file once"),
                    at,
                ));
            }
            let code = pos.board[usize::from(sq)];
            let info = (code != 0 && Position::side_of(code) == side)
                .then(|| &self.pieces[usize::from(Position::kind(code))]);
            let name = if side == 0 { "White" } else { "Black" };
            match info {
                Some(p) if p.royal && self.king_leap.is_some() => pos.flags.leap[side] = true,
                Some(p) if p.first_move => pos.flags.gates |= 1u128 << sq,
                _ => {
                    return Err(bad(
                        format!(
                            "`{c}` in the castling field names {}, where {name} has no piece \
                             with a first-move right: name only such pieces' files, or write \
                             `-`",
                            self.label(sq)
                        ),
                        at,
                    ))
                }
            }
        }
        Ok(())
    }
}
