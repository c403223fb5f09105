//! Canonical positions for the exact solver: a folk position is stored under the least of its
//! images by the symmetries that the board *and* the compiled rules share, with edge-drawing
//! details that no rule reads any more dropped (who drew an edge; who owns a finished box,
//! when the higher total simply wins).
//!
//! A board symmetry counts only when the rules are proved to commute with it: every feature the
//! ruleset uses must be one checked here (placement points, pair directions, each player's step
//! and hop directions, reach and connection regions, box values). A ruleset using any other
//! feature (captures, shapes, chains, jumps, promotion, royal pieces...) gets no symmetry.

use std::collections::HashMap;

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
    game.captures.is_empty()
        && game.patterns.is_none()
        && game.chain.is_none()
        && game.turns.is_none()
        && game.in_a_row.is_none()
        && game.shape_captures.is_empty()
        && game.goals.endings.form.is_none()
        && m.jumps.is_none()
        && m.promotion.is_none()
        && m.replacement.is_none()
        && m.rotation_owner.is_empty()
        && m.royal.iter().all(Option::is_none)
        && m.opening_removal == 0
        && m.all_home.is_none()
        && m.fill_and_vacate.is_none()
        && m.capture_count.is_none()
        && !m.counts_captures
}

/// `s` as it acts on positions, when every rule the game uses is unchanged by it.
fn state_map(game: &FolkGame, s: &Symmetry) -> Option<StateMap> {
    let maps_points = |set: &[bool]| {
        set.iter()
            .enumerate()
            .all(|(p, &v)| set.get(usize::from(s.points[p])) == Some(&v))
    };
    let maps_directions = |dirs: &[usize]| {
        let mut image: Vec<usize> = dirs.iter().map(|&d| s.directions[d]).collect();
        let mut own = dirs.to_vec();
        image.sort_unstable();
        own.sort_unstable();
        image == own
    };
    let players_kept = game.players.iter().all(|p| maps_directions(&p.directions));
    let hops_kept =
        (game.moves.hops.as_ref()).is_none_or(|h| h.directions.iter().all(|d| maps_directions(d)));
    let pair_kept = game.pair.as_deref().is_none_or(maps_directions);
    let placement_kept = game.placement.iter().all(|set| maps_points(set));
    let reach_kept = game
        .goals
        .reach
        .as_ref()
        .is_none_or(|(_, set)| maps_points(set));
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

/// What images are compared by: the least image is the key.
fn order(s: &FolkState) -> (&[u8], &[u8], &[u8]) {
    (&s.cells, &s.edges, &s.boxes)
}

fn sorted(mut four: [usize; 4]) -> [usize; 4] {
    four.sort_unstable();
    four
}

impl StateMap {
    fn apply(&self, state: &FolkState) -> FolkState {
        let mut image = state.clone();
        for (p, &q) in self.points.iter().enumerate() {
            image.cells[usize::from(q)] = state.cells[p];
        }
        for (e, &f) in self.edges.iter().enumerate() {
            image.edges[f] = state.edges[e];
        }
        for (b, &c) in self.boxes.iter().enumerate() {
            image.boxes[c] = state.boxes[b];
        }
        image
    }
}

/// The solver's key for `state` (see [`crate::Game::canonical`]).
pub(crate) fn canonical(game: &FolkGame, state: &FolkState) -> Canonical<FolkState> {
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
    let plain = state.protected == 0 && state.chain == NO_CHAIN;
    if plain {
        let maps = game.symmetries.get_or_init(|| symmetries(game));
        let mut best: Option<FolkState> = None;
        for map in maps {
            let image = map.apply(&key);
            if best.as_ref().is_none_or(|b| order(&image) < order(b)) {
                best = Some(image);
            }
        }
        if let Some(image) = best.filter(|i| order(i) < order(&key)) {
            key = image;
        }
    }
    Canonical { state: key, banked }
}
