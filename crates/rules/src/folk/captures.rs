//! What a move captures: line patterns (with exact-line conditions), full lines, withdrawal
//! and scoring shapes, evaluated on the board as it stands after the piece arrived.

use super::state::{stone, EMPTY};
use super::{Capture, FolkGame, LineClass, Sym};
use crate::board::PointId;

/// Everything one move captures or earns.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Captured {
    /// Enemy pieces removed at once.
    pub taken: Vec<PointId>,
    /// Enemy pieces the mover now chooses and removes.
    pub choose: u8,
    /// Names of the capture rules and shapes that applied.
    pub rules: Vec<String>,
    /// Points of the scored shapes (protected when the ruleset says so).
    pub shape_points: Vec<PointId>,
    /// Pieces the opponent must give up of their own choice.
    pub surrender: u8,
}

impl Captured {
    /// True when the move captured or earned anything.
    pub fn any(&self) -> bool {
        !self.taken.is_empty() || self.choose > 0
    }

    /// Takes the piece on `p`, unless a scored shape protects it (a bit of `protected`) or
    /// it is taken already.
    fn take(&mut self, p: PointId, protected: u64) {
        let is_protected = p < 64 && protected & (1u64 << p) != 0;
        if !is_protected && !self.taken.contains(&p) {
            self.taken.push(p);
        }
    }
}

impl FolkGame {
    /// The captures of the mover's piece now standing on `to`, which came from `from` (a move)
    /// or from hand (`None`). `only` limits the capture rules by index (chain continuations).
    pub(crate) fn captures_at(
        &self,
        cells: &[u8],
        protected: u64,
        mover: u8,
        from: Option<PointId>,
        to: PointId,
        only: Option<&[usize]>,
    ) -> Captured {
        let mut out = Captured::default();
        let own = stone(mover);
        let enemy = stone(mover ^ 1);
        for (index, rule) in self.captures.iter().enumerate() {
            if only.is_some_and(|allowed| !allowed.contains(&index)) {
                continue;
            }
            let before = (out.taken.len(), out.choose);
            match rule {
                Capture::Line {
                    pattern,
                    moved,
                    capture,
                    exact_line,
                    lines,
                    ..
                } => {
                    for &(l, at) in &self.lines_through[usize::from(to)] {
                        if !self.class_ok(l, *lines) {
                            continue;
                        }
                        let line = &self.board.lines()[l].points;
                        for reversed in [false, true] {
                            let seq: Vec<PointId> = if reversed {
                                line.iter().rev().copied().collect()
                            } else {
                                line.clone()
                            };
                            let pos = if reversed { line.len() - 1 - at } else { at };
                            for &m in moved {
                                let Some(start) = pos.checked_sub(m) else {
                                    continue;
                                };
                                if start + pattern.len() > seq.len() {
                                    continue;
                                }
                                let window = &seq[start..start + pattern.len()];
                                let fits = pattern.iter().zip(window).all(|(sym, &p)| {
                                    let c = cells[usize::from(p)];
                                    match sym {
                                        Sym::Own => c == own,
                                        Sym::Enemy => c == enemy,
                                        Sym::Empty => c == EMPTY,
                                    }
                                });
                                let rest_empty = !exact_line
                                    || seq.iter().enumerate().all(|(k, &p)| {
                                        (start..start + pattern.len()).contains(&k)
                                            || cells[usize::from(p)] == EMPTY
                                    });
                                if fits && rest_empty {
                                    for &k in capture {
                                        let p = window[k];
                                        out.take(p, protected);
                                    }
                                }
                            }
                        }
                    }
                }
                Capture::FullLine {
                    pieces,
                    remove,
                    lines,
                    ..
                } => {
                    for &(l, _) in &self.lines_through[usize::from(to)] {
                        let line = &self.board.lines()[l].points;
                        if self.class_ok(l, *lines)
                            && line.len() >= *pieces
                            && line.iter().all(|&p| cells[usize::from(p)] != EMPTY)
                        {
                            out.choose = out.choose.saturating_add(*remove);
                        }
                    }
                }
                Capture::Enclosed { group, .. } => {
                    for p in self.enclosed_by(cells, mover, to, *group) {
                        out.take(p, protected);
                    }
                }
                Capture::EdgeRun {
                    rim,
                    rim_index,
                    corner,
                    ..
                } => {
                    if let Some(start) = rim_index[usize::from(to)] {
                        for run in super::rim::edge_runs(cells, rim, corner, start, own, enemy) {
                            for p in run {
                                out.take(p, protected);
                            }
                        }
                    }
                }
                Capture::Withdrawal {
                    not_from,
                    not_taking_in,
                    ..
                } => {
                    let Some(from) = from else { continue };
                    let barred = |rule: &Option<(u8, Vec<bool>)>, at: PointId| {
                        rule.as_ref()
                            .is_some_and(|(p, region)| *p == mover && region[usize::from(at)])
                    };
                    if barred(not_from, from) {
                        continue;
                    }
                    let board = &self.board;
                    let Some(d) =
                        (0..board.directions().len()).find(|&d| board.step(from, d) == Some(to))
                    else {
                        continue;
                    };
                    let along = self.movement.as_ref().map_or(true, |m| m.along_lines);
                    let behind = board.opposite(d).and_then(|back| {
                        if along {
                            board.step_along_line(from, back)
                        } else {
                            board.step(from, back)
                        }
                    });
                    if let Some(b) = behind {
                        if cells[usize::from(b)] == enemy && !barred(not_taking_in, b) {
                            out.take(b, protected);
                        }
                    }
                }
            }
            if (out.taken.len(), out.choose) != before {
                out.rules.push(rule_name(rule).to_string());
            }
        }
        if only.is_none() {
            if let Some(patterns) = &self.patterns {
                for &i in &patterns.through[usize::from(to)] {
                    let (shape, points) = &patterns.instances[i];
                    if points.iter().all(|&p| cells[usize::from(p)] == own) {
                        out.choose = out.choose.saturating_add(patterns.values[*shape]);
                        out.surrender = out.surrender.saturating_add(patterns.surrenders[*shape]);
                        out.rules.push(patterns.names[*shape].clone());
                        for &p in points {
                            if !out.shape_points.contains(&p) {
                                out.shape_points.push(p);
                            }
                        }
                    }
                }
            }
        }
        out
    }

    fn class_ok(&self, line: usize, class: LineClass) -> bool {
        match class {
            LineClass::All => true,
            LineClass::Orthogonal => self.line_is_orthogonal[line],
            LineClass::Diagonal => !self.line_is_orthogonal[line],
        }
    }
}

fn rule_name(rule: &Capture) -> &str {
    match rule {
        Capture::Line { name, .. }
        | Capture::FullLine { name, .. }
        | Capture::Enclosed { name, .. }
        | Capture::EdgeRun { name, .. }
        | Capture::Withdrawal { name, .. } => name,
    }
}
