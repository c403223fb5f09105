//! Path moves: a piece's whole move is a path of legs, each a step to a neighbouring point or
//! a jump over one neighbouring piece onto the point just beyond, that never visits a point
//! twice (its start included). Written as one move from the start to the end of the path.
//!
//! The board does not change while the path is walked (jumped pieces stay), so the ends a
//! piece can reach are found breadth first, each point expanded once: the shortest leg
//! sequence reaching a point never repeats one, and the start is never an end.

use serde::Deserialize;

use super::compile::Problems;
use super::spec::{FolkSpec, MoveKindSpec};
use super::state::{stone, FolkState, EMPTY};
use super::{FolkGame, HopOver};
use crate::board::PointId;

/// A move made of several legs (steps and jumps) that never visits a point twice.
///
/// ```yaml
/// movement: { kind: step }
/// path: { jump-over: any, chain: any, land-captures: true }
/// ```
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PathSpec {
    /// Whose pieces a jump may pass over; a path has no jumps when absent.
    #[serde(default)]
    pub jump_over: Option<HopOver>,
    /// Which legs may follow another leg.
    #[serde(default)]
    pub chain: PathChain,
    /// The last leg may end on an enemy piece, which is captured; only the end captures.
    #[serde(default)]
    pub land_captures: bool,
}

/// Which legs a path may go on with.
#[derive(Clone, Copy, Debug, Default, Deserialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum PathChain {
    /// Steps and jumps alike go on as long as the piece likes.
    #[default]
    Any,
    /// Only jumps go on (a chain of jumps); a step is a whole move (jump chess).
    Jumps,
    /// A path is one leg: a single step or a single jump.
    None,
}

/// A compiled [`PathSpec`].
#[derive(Clone, Debug)]
pub(crate) struct Path {
    jump_over: Option<HopOver>,
    chain: PathChain,
    land_captures: bool,
}

/// Checks the `path` key against the movement it extends.
pub(super) fn compile(spec: &FolkSpec, problems: &mut Problems) -> Option<Path> {
    let path = spec.path.as_ref()?;
    let steps = spec.movement.as_ref().map(|m| m.kind);
    if steps != Some(MoveKindSpec::Step) {
        problems.push(
            "path",
            "a path is made of the movement's steps: expected `movement: { kind: step }`",
            Some("add `movement: { kind: step }`; its `directions` are the path's directions"),
        );
    }
    if path.chain == PathChain::Jumps && path.jump_over.is_none() {
        problems.push(
            "path.chain",
            "`chain: jumps` continues with jumps, but the path has no jumps",
            Some("add `jump-over: any` (or `own`, `enemy`), or use `chain: any`"),
        );
    }
    Some(Path {
        jump_over: path.jump_over,
        chain: path.chain,
        land_captures: path.land_captures,
    })
}

impl FolkGame {
    /// The ends of the paths the piece on `from` (the mover's) can take in `dirs`.
    pub(super) fn path_destinations(
        &self,
        s: &FolkState,
        from: PointId,
        dirs: &[usize],
        path: &Path,
    ) -> Vec<PointId> {
        let (own, enemy) = (stone(s.to_move), stone(s.to_move ^ 1));
        // The start is left empty by the move but may not be visited again.
        let occupant = |p: PointId| if p == from { EMPTY } else { s.at(p) };
        let may_leap = |c: u8| match path.jump_over {
            Some(HopOver::Any) => c != EMPTY,
            Some(HopOver::Enemy) => c == enemy,
            Some(HopOver::Own) => c == own,
            None => false,
        };
        let mut is_end = vec![false; s.cells.len()];
        let mut expanded = vec![false; s.cells.len()];
        expanded[usize::from(from)] = true;
        let mut ends = Vec::new();
        // Points to go on from, with whether steps (true) or only jumps (false) may follow.
        let mut frontier = vec![(from, true)];
        while let Some((p, steps)) = frontier.pop() {
            for &d in dirs {
                let Some(next) = self.board.step_along_line(p, d) else {
                    continue;
                };
                let c = occupant(next);
                let step = (steps && next != from).then_some((next, path.chain == PathChain::Any));
                let jump = may_leap(c)
                    .then(|| self.board.step_along_line(next, d))
                    .flatten()
                    .map(|q| (q, path.chain != PathChain::None));
                for (q, go_on) in step.into_iter().chain(jump) {
                    let landing = occupant(q);
                    let lands = landing == EMPTY || (landing == enemy && path.land_captures);
                    if q == from || !lands {
                        continue;
                    }
                    if !is_end[usize::from(q)] {
                        is_end[usize::from(q)] = true;
                        ends.push(q);
                    }
                    if go_on && landing == EMPTY && !expanded[usize::from(q)] {
                        expanded[usize::from(q)] = true;
                        frontier.push((q, path.chain == PathChain::Any));
                    }
                }
            }
        }
        ends
    }
}
