//! The notation fields of the piece-moving mechanics, written after the common ones and only
//! when the ruleset uses them: `kings:a8,c6` (crowned pieces), `royal:c1,c6` (royal pieces),
//! `numbers:c1=1,b1=3` and `due:3` (rotation pieces and the number due to move),
//! `captured:2,1` (capture counts), `opening:1` (opening removals still to make) and
//! `once:0,1` (once-per-game turns left, written when one was used).

use crate::board::PointId;
use crate::folk::notation::error;
use crate::folk::piece_marks::{KING, ROYAL};
use crate::folk::state::{FolkState, EMPTY};
use crate::folk::FolkGame;
use crate::game::NotationError;

impl FolkGame {
    fn labels_where(&self, s: &FolkState, keep: impl Fn(usize) -> bool) -> String {
        (0..s.cells.len())
            .filter(|&p| keep(p))
            .map(|p| self.board.point(p as PointId).label.clone())
            .collect::<Vec<_>>()
            .join(",")
    }

    /// Appends the fields of the piece marks that matter in `s`.
    pub(in crate::folk) fn format_marks(&self, s: &FolkState, out: &mut String) {
        let ranked = |rank: u8| move |p: usize| s.marks.rank.get(p) == Some(&rank);
        if s.marks.rank.contains(&KING) {
            out.push_str(&format!(" kings:{}", self.labels_where(s, ranked(KING))));
        }
        if s.marks.rank.contains(&ROYAL) {
            out.push_str(&format!(" royal:{}", self.labels_where(s, ranked(ROYAL))));
        }
        if s.marks.number.iter().any(|&n| n > 0) {
            let list: Vec<String> = (0..s.cells.len())
                .filter(|&p| s.marks.number[p] > 0)
                .map(|p| {
                    let label = &self.board.point(p as PointId).label;
                    format!("{label}={}", s.marks.number[p])
                })
                .collect();
            out.push_str(&format!(" numbers:{}", list.join(",")));
        }
        if !self.moves.rotation_owner.is_empty() {
            out.push_str(&format!(" due:{}", s.marks.due));
        }
        if s.marks.captured != [0, 0] {
            let [a, b] = s.marks.captured;
            out.push_str(&format!(" captured:{a},{b}"));
        }
        if s.marks.opening > 0 {
            out.push_str(&format!(" opening:{}", s.marks.opening));
        }
        if self.once_remove > 0 && s.marks.once != [1, 1] {
            let [a, b] = s.marks.once;
            out.push_str(&format!(" once:{a},{b}"));
        }
    }

    /// Empties the marks of a position being read (fields then fill them in).
    pub(in crate::folk) fn clear_marks(&self, s: &mut FolkState) {
        s.marks.rank.iter_mut().for_each(|r| *r = 0);
        s.marks.number.iter_mut().for_each(|n| *n = 0);
        s.marks.due = u8::from(!self.moves.rotation_owner.is_empty());
        s.marks.captured = [0, 0];
        s.marks.opening = 0;
        self.start_once(s);
    }

    /// The field names this ruleset accepts beyond the common ones, for error messages.
    pub(in crate::folk) fn mark_fields(&self) -> &'static str {
        ", kings, royal, numbers, due, captured, opening, once"
    }

    /// Reads one marks field; false when `key` is not one of them.
    pub(in crate::folk) fn read_mark(
        &self,
        key: &str,
        value: &str,
        off: usize,
        s: &mut FolkState,
    ) -> Result<bool, NotationError> {
        let cells = s.cells.clone();
        let point = |v: &str| {
            let p = self
                .board
                .find(v)
                .ok_or_else(|| error(format!("`{v}` is not a point of this board"), off))?;
            if cells[usize::from(p)] == EMPTY {
                return Err(error(format!("there is no piece on `{v}` to mark"), off));
            }
            Ok(usize::from(p))
        };
        let small = |v: &str| {
            v.parse::<u8>()
                .map_err(|_| error(format!("`{v}` is not a number from 0 to 255"), off))
        };
        let count = |v: &str| {
            v.parse::<u16>()
                .map_err(|_| error(format!("`{v}` is not a count"), off))
        };
        match key {
            "kings" | "royal" => {
                if s.marks.rank.is_empty() {
                    return Err(error(
                        format!("`{key}`: this ruleset has no kings or royal pieces"),
                        off,
                    ));
                }
                let rank = if key == "kings" { KING } else { ROYAL };
                for label in value.split(',').filter(|l| !l.is_empty()) {
                    let p = point(label)?;
                    s.marks.rank[p] = rank;
                }
            }
            "numbers" => {
                if s.marks.number.is_empty() {
                    return Err(error("`numbers`: this ruleset has no rotation", off));
                }
                for item in value.split(',').filter(|l| !l.is_empty()) {
                    let (label, n) = item
                        .split_once('=')
                        .ok_or_else(|| error(format!("`{item}`: expected point=number"), off))?;
                    let p = point(label)?;
                    let n = small(n)?;
                    if self.moves.owner_of(n).and_then(|o| o.checked_add(1)) != Some(cells[p]) {
                        return Err(error(
                            format!("number {n} does not belong to the piece on {label}"),
                            off,
                        ));
                    }
                    s.marks.number[p] = n;
                }
            }
            "due" => s.marks.due = small(value)?,
            "captured" => {
                let (a, b) = value.split_once(',').ok_or_else(|| {
                    error(format!("`{value}`: expected two counts like 2,1"), off)
                })?;
                s.marks.captured = [count(a)?, count(b)?];
            }
            "opening" => s.marks.opening = small(value)?,
            "once" => {
                if self.once_remove == 0 {
                    return Err(error("`once`: this ruleset has no once-per-game turn", off));
                }
                let (a, b) = value.split_once(',').ok_or_else(|| {
                    error(format!("`{value}`: expected two counts like 1,0"), off)
                })?;
                let (a, b) = (small(a)?, small(b)?);
                if a > 1 || b > 1 {
                    return Err(error(format!("`once:{value}`: each count is 0 or 1"), off));
                }
                s.marks.once = [a, b];
            }
            _ => return Ok(false),
        }
        Ok(true)
    }

    /// Checks that the marks agree with the rest of the position.
    pub(in crate::folk) fn check_marks(
        &self,
        s: &FolkState,
        side_at: usize,
    ) -> Result<(), NotationError> {
        if !self.moves.rotation_owner.is_empty()
            && self.moves.owner_of(s.marks.due) != Some(s.to_move)
        {
            return Err(error(
                format!(
                    "due:{} names a piece of the other side (or no piece)",
                    s.marks.due
                ),
                side_at,
            ));
        }
        Ok(())
    }
}
