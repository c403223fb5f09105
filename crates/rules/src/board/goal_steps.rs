//! How far a race still has to go: the steps from every point to the nearest point of a goal
//! region, found once by a breadth-first search over the neighbours a family moves along, and
//! the steps a player's pieces still need, summed. The search counts them as negative material
//! in races (halma, folk races home).

use std::collections::VecDeque;

/// Steps from every point to a goal region.
#[derive(Clone, Debug, Default)]
pub(crate) struct GoalSteps {
    /// Per point, the steps to the goal (`u16::MAX` where it cannot be reached).
    steps: Vec<u16>,
    /// One more than the farthest point that reaches the goal; `None` when none does.
    beyond: Option<u16>,
}

impl GoalSteps {
    /// The steps to `goal` (one flag per point) over `neighbours`, which pushes the points one
    /// step from a point.
    pub(crate) fn new(goal: &[bool], neighbours: impl Fn(usize, &mut Vec<usize>)) -> GoalSteps {
        let mut steps = vec![u16::MAX; goal.len()];
        let mut queue: VecDeque<usize> = (0..goal.len()).filter(|&p| goal[p]).collect();
        for &p in &queue {
            steps[p] = 0;
        }
        let mut around = Vec::new();
        while let Some(p) = queue.pop_front() {
            around.clear();
            neighbours(p, &mut around);
            for &q in &around {
                if steps[q] == u16::MAX {
                    steps[q] = steps[p] + 1;
                    queue.push_back(q);
                }
            }
        }
        let beyond = steps
            .iter()
            .filter(|&&s| s != u16::MAX)
            .max()
            .map(|&s| s + 1);
        GoalSteps { steps, beyond }
    }

    /// The count of a piece that is not on the board yet (or cannot reach the goal): one step
    /// more than the farthest point; `None` when no point reaches the goal.
    pub(crate) fn beyond(&self) -> Option<i32> {
        self.beyond.map(i32::from)
    }

    /// The steps from point `p` to the goal (`u16::MAX` where it cannot be reached).
    pub(crate) fn steps_at(&self, p: usize) -> u16 {
        self.steps[p]
    }

    /// The steps the pieces marked `own` in `cells` still need; `None` when no point reaches
    /// the goal.
    pub(crate) fn left(&self, cells: &[u8], own: u8) -> Option<i32> {
        let beyond = self.beyond?;
        Some(
            cells
                .iter()
                .zip(&self.steps)
                .filter(|(&c, _)| c == own)
                .map(|(_, &s)| i32::from(s.min(beyond)))
                .sum(),
        )
    }
}
