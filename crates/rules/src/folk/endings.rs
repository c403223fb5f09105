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
use crate::phrase::{Arg, Phrase};
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
        let name = |p: u8| Arg::Player(names[usize::from(p)].to_string());
        let outcome = |winner: Option<u8>, rule: Phrase, scores: Option<[i32; 2]>| {
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
                        Phrase::new("board-rule-shape-answered")
                            .with("player", name(just_moved))
                            .with("other", name(s.to_move))
                            .with("shape", Arg::name(a))
                            .with("answer", Arg::name(b)),
                        None,
                    );
                }
                (_, Some(shape)) if form.reply => {
                    let p = s.to_move;
                    return outcome(
                        Some(p),
                        Phrase::new("board-rule-shape-unanswered")
                            .with("player", name(p))
                            .with("other", name(p ^ 1))
                            .with("shape", Arg::name(shape)),
                        None,
                    );
                }
                (Some(shape), _) if !form.reply => {
                    let rule = Phrase::new("board-rule-shape-formed")
                        .with("player", name(just_moved))
                        .with("shape", Arg::name(shape));
                    return outcome(Some(just_moved), rule, None);
                }
                (None, Some(shape)) => {
                    let rule = Phrase::new("board-rule-shape-formed")
                        .with("player", name(s.to_move))
                        .with("shape", Arg::name(shape));
                    return outcome(Some(s.to_move), rule, None);
                }
                _ => {}
            }
        }
        if let Some(result) = endings.board_full {
            if !s.cells.contains(&EMPTY) && s.remove == 0 && s.credit == [0, 0] {
                let why = Phrase::new("board-rule-board-full");
                return Some(self.count_result(s, result, why));
            }
        }
        None
    }

    /// Compares the players by `result` once the game has stopped for `why`.
    pub(super) fn count_result(&self, s: &FolkState, result: EndResult, why: Phrase) -> Outcome {
        let names = [self.player_name(0), self.player_name(1)];
        let (scores, what) = match result {
            EndResult::Draw => {
                return Outcome {
                    winner: None,
                    rule: Phrase::new("board-rule-count-draw").with("why", why),
                    scores: None,
                }
            }
            EndResult::MostPoints => {
                let (shapes, groups) = (self.shape_points(s), self.group_points(s));
                (
                    [shapes[0] + groups[0], shapes[1] + groups[1]],
                    "board-rule-count-points",
                )
            }
            EndResult::MostPieces => (
                [s.count(0) as i32, s.count(1) as i32],
                "board-rule-count-pieces",
            ),
            EndResult::MostCaptures => (
                [self.captured_by(s, 0) as i32, self.captured_by(s, 1) as i32],
                "board-rule-count-captures",
            ),
        };
        let winner = match scores[0].cmp(&scores[1]) {
            std::cmp::Ordering::Greater => Some(0u8),
            std::cmp::Ordering::Less => Some(1),
            std::cmp::Ordering::Equal => None,
        };
        let rule = match winner {
            Some(p) => Phrase::new("board-rule-count-win")
                .with("why", why)
                .with("player", Arg::Player(names[usize::from(p)].into()))
                .with("what", Phrase::new(what))
                .with("score", Arg::code(scores[usize::from(p)].to_string()))
                .with("other", Arg::code(scores[usize::from(p ^ 1)].to_string())),
            None => Phrase::new("board-rule-count-equal")
                .with("why", why)
                .with("what", Phrase::new(what))
                .with("score", Arg::code(scores[0].to_string())),
        };
        Outcome {
            winner: winner.map(Player),
            rule,
            scores: Some(scores.to_vec()),
        }
    }
}
