//! Endings decided by counting or by shapes: the board filling up (most points, most pieces,
//! most captures), the counts that decide a move limit, and winning by forming a shape, with
//! the opponent's one reply that can turn the win into a draw.
//!
//! Captures are the counts a position keeps (`captured:` in its text) whenever a goal needs
//! them, so a figure set up with fewer pieces does not count the missing ones as taken.

use super::spec::{EndResult, GoalsSpec};
use super::state::{stone, FolkState, EMPTY, SHARED};
use super::{shapes, FolkGame};
use crate::board::{Board, PointId};
use crate::game::{Outcome, Player};
use crate::spec_problems::SpecError;

/// The compiled counting and shape endings of a ruleset.
#[derive(Clone, Debug, Default)]
pub(crate) struct Endings {
    pub board_full: Option<EndResult>,
    pub form: Option<Form>,
}

/// A shape-forming goal.
#[derive(Clone, Debug)]
pub(crate) struct Form {
    /// Every instance of every winning shape: shape index and points.
    pub instances: Vec<(usize, Vec<PointId>)>,
    pub names: Vec<String>,
    pub reply: bool,
    pub shared_count: bool,
}

/// Compiles the counting and shape goals; `initial` is filled in by the caller.
pub(crate) fn compile(board: &Board, spec: &GoalsSpec, problems: &mut Vec<SpecError>) -> Endings {
    let form = spec.form.as_ref().map(|f| {
        let mut instances = Vec::new();
        for (s, shape) in f.shapes.iter().enumerate() {
            match shapes::instances(board, shape, &format!("goals.form.shapes[{s}]")) {
                Ok(found) => instances.extend(found.into_iter().map(|p| (s, p))),
                Err(problem) => problems.push(problem),
            }
        }
        if f.shapes.is_empty() {
            problems.push(SpecError {
                path: "goals.form.shapes".into(),
                message: "a shape-forming goal needs at least one shape".into(),
                hint: None,
            });
        }
        Form {
            instances,
            names: f.shapes.iter().map(|s| s.name.clone()).collect(),
            reply: f.reply,
            shared_count: f.shared_count,
        }
    });
    Endings {
        board_full: spec.board_full,
        form,
    }
}

impl FolkGame {
    /// The enemy pieces player `p` has captured so far (counted when a goal needs it).
    pub fn captured_by(&self, s: &FolkState, p: u8) -> usize {
        usize::from(s.marks.captured[usize::from(p)])
    }

    /// Each player's total of shape points on the board: every instance of a scoring shape
    /// whose points all hold that player's pieces counts its `points`, overlaps included.
    pub fn shape_points(&self, s: &FolkState) -> [i32; 2] {
        let mut scores = [0, 0];
        let Some(patterns) = &self.patterns else {
            return scores;
        };
        for (shape, points) in &patterns.instances {
            let owner = s.at(points[0]);
            if (owner == stone(0) || owner == stone(1)) && points.iter().all(|&p| s.at(p) == owner)
            {
                scores[usize::from(owner - 1)] += i32::from(patterns.points[*shape]);
            }
        }
        scores
    }

    /// The first winning shape player `p` has formed, by name.
    fn formed<'f>(&self, form: &'f Form, s: &FolkState, p: u8) -> Option<&'f str> {
        let own = stone(p);
        form.instances
            .iter()
            .find(|(_, points)| {
                points.iter().any(|&q| s.at(q) == own)
                    && points
                        .iter()
                        .all(|&q| s.at(q) == own || (form.shared_count && s.at(q) == SHARED))
            })
            .map(|(shape, _)| form.names[*shape].as_str())
    }

    /// The result decided by a counting or shape ending, if any.
    pub(crate) fn ending(&self, s: &FolkState) -> Option<Outcome> {
        let endings = &self.goals.endings;
        let names = [self.player_name(0), self.player_name(1)];
        let outcome = |winner: Option<u8>, rule: String, scores: Option<[i32; 2]>| {
            Some(Outcome {
                winner: winner.map(Player),
                rule,
                scores: scores.map(|s| s.to_vec()),
            })
        };
        if let Some(form) = &endings.form {
            let just_moved = s.to_move ^ 1;
            let mover_shape = self.formed(form, s, just_moved);
            let waiting_shape = self.formed(form, s, s.to_move);
            match (mover_shape, waiting_shape) {
                (Some(a), Some(b)) if form.reply => {
                    return outcome(
                        None,
                        format!(
                            "{} answered {}'s {a} with a {b}: a draw",
                            names[usize::from(just_moved)],
                            names[usize::from(s.to_move)]
                        ),
                        None,
                    );
                }
                (_, Some(shape)) if form.reply => {
                    let p = s.to_move;
                    return outcome(
                        Some(p),
                        format!(
                            "{} formed a {shape} and {} could not answer",
                            names[usize::from(p)],
                            names[usize::from(p ^ 1)]
                        ),
                        None,
                    );
                }
                (Some(shape), _) if !form.reply => {
                    let rule = format!("{} formed a {shape}", names[usize::from(just_moved)]);
                    return outcome(Some(just_moved), rule, None);
                }
                (None, Some(shape)) => {
                    let rule = format!("{} formed a {shape}", names[usize::from(s.to_move)]);
                    return outcome(Some(s.to_move), rule, None);
                }
                _ => {}
            }
        }
        if let Some(result) = endings.board_full {
            if !s.cells.contains(&EMPTY) && s.remove == 0 && s.credit == [0, 0] {
                return Some(self.count_result(s, result, "the board is full"));
            }
        }
        None
    }

    /// Compares the players by `result` once the game has stopped for `why`.
    pub(super) fn count_result(&self, s: &FolkState, result: EndResult, why: &str) -> Outcome {
        let names = [self.player_name(0), self.player_name(1)];
        let (scores, what) = match result {
            EndResult::Draw => {
                return Outcome {
                    winner: None,
                    rule: format!("{why}: a draw"),
                    scores: None,
                }
            }
            EndResult::MostPoints => {
                let (shapes, groups) = (self.shape_points(s), self.group_points(s));
                ([shapes[0] + groups[0], shapes[1] + groups[1]], "points")
            }
            EndResult::MostPieces => (
                [s.count(0) as i32, s.count(1) as i32],
                "pieces on the board",
            ),
            EndResult::MostCaptures => (
                [self.captured_by(s, 0) as i32, self.captured_by(s, 1) as i32],
                "captures",
            ),
        };
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(0u8),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let rule = match winner {
            Some(p) => format!(
                "{why}: {} wins with more {what}, {} to {}",
                names[usize::from(p)],
                scores[usize::from(p)],
                scores[usize::from(p ^ 1)]
            ),
            None => format!("{why}: equal {what}, {} each, a draw", scores[0]),
        };
        Outcome {
            winner: winner.map(Player),
            rule,
            scores: Some(scores.to_vec()),
        }
    }
}
