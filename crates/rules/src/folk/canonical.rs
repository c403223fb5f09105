//! Canonical positions for the exact solver: a folk position is stored under the least of its
//! images by the symmetries that the board *and* the compiled rules share, with edge-drawing
//! details that no rule reads any more dropped (who drew an edge; who owns a finished box,
//! when the higher total simply wins).
//!
//! A board symmetry counts only when the rules are proved to commute with it: every feature the
//! ruleset uses must be one checked here (placement points, pair directions, each player's step
//! and hop directions, reach and connection regions, box values). A ruleset using any other
//! feature (captures, shapes, chains, jumps, promotion, royal pieces...) gets no symmetry.
//! Pair placements are compared as the sets of point pairs they allow, since a pair has no
//! direction of its own.

use std::collections::{HashMap, HashSet};

use super::state::{FolkState, NO_CHAIN};
use super::FolkGame;
use crate::board::{PointId, Symmetry};
use crate::game::Canonical;

/// A symmetry of a folk game as it acts on positions.
#[derive(Clone, Debug)]
pub(crate) struct StateMap {
    points: Vec<PointId>,
    /// Per edge of a box game, its image.
    edges: Vec<usize>,
    /// Per box, its image.
    boxes: Vec<usize>,
}

/// The non-identity symmetries of the board that the rules keep.
pub(crate) fn symmetries(game: &FolkGame) -> Vec<StateMap> {
    if !uses_only_checked_features(game) {
        return Vec::new();
    }
    game.board
        .symmetries()
        .into_iter()
        .filter(|s| !s.is_identity())
        .filter_map(|s| state_map(game, &s))
        .collect()
}

fn uses_only_checked_features(game: &FolkGame) -> bool {
    let m = &game.moves;
    super::reachable::no_piece_taken_or_changed(game)
        && game.in_a_row.is_none()
        && game.goals.endings.form.is_none()
        && m.all_home.is_none()
        && m.fill_and_vacate.is_none()
}

/// `s` as it acts on positions, when every rule the game uses is unchanged by it.
fn state_map(game: &FolkGame, s: &Symmetry) -> Option<StateMap> {
    let maps_points = |set: &[bool]| s.keeps_points(set);
    let maps_directions = |dirs: &[usize]| s.keeps_directions(dirs);
    let players_kept = game.players.iter().all(|p| maps_directions(&p.directions));
    let hops_kept = (game.moves.hops.as_ref()).map_or(true, |h| {
        h.directions.iter().all(|d| maps_directions(d)) && maps_points(&h.not_in)
    });
    let pair_kept = game.pair.as_deref().map_or(true, |dirs| {
        let pairs = pairs(game, dirs);
        pairs.iter().all(|&(p, q)| {
            let (a, b) = (s.points[usize::from(p)], s.points[usize::from(q)]);
            pairs.contains(&(a.min(b), a.max(b)))
        })
    });
    let placement_kept = game.placement.iter().all(|set| maps_points(set));
    let reach_kept = game
        .goals
        .reach
        .as_ref()
        .map_or(true, |(_, set)| maps_points(set));
    // A connection joins every region of the list, so the regions may change places.
    let connect_kept = game.goals.connect.iter().all(|region| {
        if region.len() != s.points.len() {
            return false;
        }
        let mut image = vec![false; region.len()];
        for (p, &inside) in region.iter().enumerate() {
            image[usize::from(s.points[p])] = inside;
        }
        game.goals.connect.contains(&image)
    });
    if !(players_kept && hops_kept && pair_kept && placement_kept && reach_kept && connect_kept) {
        return None;
    }
    let (mut edges, mut boxes) = (Vec::new(), Vec::new());
    if let Some(b) = &game.boxes {
        for &(a, c) in &b.edges {
            let (a, c) = (s.points[usize::from(a)], s.points[usize::from(c)]);
            edges.push(*b.index.get(&(a, c)).or_else(|| b.index.get(&(c, a)))?);
        }
        let by_edges: HashMap<[usize; 4], usize> = (0..b.box_edges.len())
            .map(|i| (sorted(b.box_edges[i]), i))
            .collect();
        for (i, side) in b.box_edges.iter().enumerate() {
            let image = *by_edges.get(&sorted(side.map(|e| edges[e])))?;
            if b.values[image] != b.values[i] {
                return None;
            }
            boxes.push(image);
        }
    }
    Some(StateMap {
        points: s.points.clone(),
        edges,
        boxes,
    })
}

/// The unordered pairs of points a pair placement may cover (see `pairs.rs`).
fn pairs(game: &FolkGame, dirs: &[usize]) -> HashSet<(PointId, PointId)> {
    let mut pairs = HashSet::new();
    for p in 0..game.board.len() as PointId {
        for &d in dirs {
            if let Some(q) = game.board.step_along_line(p, d).filter(|&q| q > p) {
                pairs.insert((p, q));
            }
        }
    }
    pairs
}

fn sorted(mut four: [usize; 4]) -> [usize; 4] {
    four.sort_unstable();
    four
}

/// The point, edge and box contents of a position: what a symmetry moves.
type Contents = (Vec<u8>, Vec<u8>, Vec<u8>);

impl StateMap {
    /// Writes the image of `from` into `to` (of the same sizes).
    fn apply(&self, from: &Contents, to: &mut Contents) {
        for (p, &q) in self.points.iter().enumerate() {
            to.0[usize::from(q)] = from.0[p];
        }
        for (e, &f) in self.edges.iter().enumerate() {
            to.1[f] = from.1[e];
        }
        for (b, &c) in self.boxes.iter().enumerate() {
            to.2[c] = from.2[b];
        }
    }
}

/// The solver's key for `state` (the computer's `Hints::canonical`).
pub fn canonical(game: &FolkGame, state: &FolkState) -> Canonical<FolkState> {
    let mut key = state.clone();
    let mut banked = None;
    if let Some(b) = &game.boxes {
        // Whether a side is drawn is all that moves read; the owners only add to the scores.
        for e in &mut key.edges {
            *e = (*e).min(1);
        }
        if b.first_to.is_none() && !b.lower_wins {
            let scores = b.scores(state);
            let me = usize::from(state.to_move & 1);
            banked = Some(scores[me] - scores[me ^ 1]);
            for o in &mut key.boxes {
                *o = (*o).min(1);
            }
        }
    }
    let maps = game.symmetries.get_or_init(|| symmetries(game));
    if state.protected == 0 && state.chain == NO_CHAIN && !maps.is_empty() {
        let own = (
            std::mem::take(&mut key.cells),
            std::mem::take(&mut key.edges),
            std::mem::take(&mut key.boxes),
        );
        let mut best = own.clone();
        let mut image = own.clone();
        for map in maps {
            map.apply(&own, &mut image);
            if image < best {
                std::mem::swap(&mut image, &mut best);
            }
        }
        (key.cells, key.edges, key.boxes) = best;
    }
    Canonical { state: key, banked }
}
