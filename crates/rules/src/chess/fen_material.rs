//! What a FEN's pieces must obey to be a position of the game: no more pieces of a kind than
//! the game starts with, except those promotion could have made; pieces in hand only of the
//! kinds a hand can hold. Checked against the start position, so a ruleset's own start is read
//! before it is known and is not checked here.

use super::position::Position;
use super::variant::Variant;
use crate::game::NotationError;

fn bad(message: impl Into<String>) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(0),
    }
}

/// A side's name in messages.
pub(super) fn side_name(side: usize) -> &'static str {
    if side == 0 {
        "White"
    } else {
        "Black"
    }
}

impl Variant {
    /// Whether the start position is known (false while the ruleset's own start is read).
    fn start_known(&self) -> bool {
        self.start_counts.iter().flatten().any(|&c| c > 0)
    }

    /// The pieces of `pos` could stand in a game: hands hold only what they can, and no kind
    /// of piece outnumbers the start beyond what promotions could have made.
    pub(super) fn check_material(&self, pos: &Position) -> Result<(), NotationError> {
        if !self.start_known() {
            return Ok(());
        }
        self.check_hands(pos)?;
        // Captured pieces change sides in games with drops, so both sides share one pool.
        let pools: &[&[usize]] = if self.drops {
            &[&[0, 1]]
        } else {
            &[&[0], &[1]]
        };
        for pool in pools {
            self.check_pool(pos, pool)?;
        }
        Ok(())
    }

    /// A type in hand is one the start puts in that hand (pieces still to be set up), a pawn
    /// a setup piece displaced, or in a game with drops an unpromoted piece that can be
    /// captured (not a king).
    fn check_hands(&self, pos: &Position) -> Result<(), NotationError> {
        for side in 0..2 {
            for (t, p) in self.pieces.iter().enumerate() {
                let held = pos.hands[side][t];
                let captured = self.drops && !p.royal && usize::from(p.unpromoted) == t;
                // A pawn displaced during setup (sittuyin) waits in hand to be placed again.
                let displaced = u8::from(self.displaceable(side, t));
                let allowed = if captured {
                    u8::MAX
                } else {
                    self.start.hands[side][t] + displaced
                };
                if held <= allowed {
                    continue;
                }
                let why = if p.royal {
                    "a king is never captured, so it is never in hand"
                } else if allowed > 0 {
                    "a hand holds only the pieces still to be set up"
                } else {
                    "no piece of this kind ever goes to a hand in this game"
                };
                return Err(bad(format!(
                    "{}'s hand holds {held} pieces of kind {} (`{}`), its start {allowed}: {why}",
                    side_name(side),
                    p.id,
                    p.letter
                )));
            }
        }
        Ok(())
    }

    /// The pieces of the sides in `pool`, grouped by their unpromoted kind: a kind may exceed
    /// its start count only by pieces promoted into it, and all such surpluses together by no
    /// more than the promoting pieces that are missing.
    fn check_pool(&self, pos: &Position, pool: &[usize]) -> Result<(), NotationError> {
        let kinds = self.pieces.len();
        let (mut have, mut start) = (vec![0u32; kinds], vec![0u32; kinds]);
        for &side in pool {
            for t in 0..kinds {
                let g = usize::from(self.pieces[t].unpromoted);
                have[g] += u32::from(pos.counts[side][t]) + u32::from(pos.hands[side][t]);
                start[g] += u32::from(self.start_counts[side][t]);
            }
        }
        // Kinds that promotion turns into another kind (not into their own promoted form).
        let mut made_by = vec![Vec::new(); kinds];
        for p in &self.pieces {
            let Some(promo) = p.promotion.as_ref().filter(|pr| !pr.only_lost) else {
                continue;
            };
            let from = usize::from(p.unpromoted);
            for &to in &promo.to {
                let to = usize::from(self.pieces[usize::from(to)].unpromoted);
                if to != from && !made_by[to].contains(&from) {
                    made_by[to].push(from);
                }
            }
        }
        let who = match pool {
            [side] => side_name(*side).to_string(),
            _ => "the two sides together".to_string(),
        };
        let mut surplus = 0;
        let mut promoters = Vec::new();
        for g in 0..kinds {
            if have[g] <= start[g] {
                continue;
            }
            let p = &self.pieces[g];
            if made_by[g].is_empty() {
                let hint = if self.drops {
                    "; pieces change sides in this game but never grow in number"
                } else {
                    ""
                };
                return Err(bad(format!(
                    "{who} {} {} pieces of kind {} (`{}`) on the board and in hand, but the \
                     game has {} and promotion makes none{hint}",
                    if pool.len() == 1 { "has" } else { "have" },
                    have[g],
                    p.id,
                    p.letter,
                    start[g]
                )));
            }
            surplus += have[g] - start[g];
            for &m in &made_by[g] {
                if !promoters.contains(&m) {
                    promoters.push(m);
                }
            }
        }
        let missing: u32 = promoters
            .iter()
            .map(|&m| start[m].saturating_sub(have[m]))
            .sum();
        if surplus > missing {
            let names: Vec<&str> = promoters
                .iter()
                .map(|&m| self.pieces[m].id.as_str())
                .collect();
            return Err(bad(format!(
                "{who}: {surplus} more pieces than the game starts with, but only {missing} \
                 promoting pieces ({}) are missing to have become them",
                names.join(", ")
            )));
        }
        Ok(())
    }
}
