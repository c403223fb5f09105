//! Move tables compiled once per ruleset: for every side, piece type and square, the leaps
//! (with the squares that block them) and the rays (slides and hops); and the reverse tables
//! that answer "is this square attacked?" by looking outwards from the square.

use std::collections::BTreeMap;

use super::betza::{self, Atom};
use crate::board::{Board, PointId};

/// No square.
pub const NONE: u8 = u8::MAX;

/// Leap flags.
pub const MOVES: u8 = 1;
/// The leap or ray may capture.
pub const CAPTURES: u8 = 2;
/// Ray flags: may move by hopping over one piece.
pub const HOP_MOVES: u8 = 4;
/// Ray flags: may capture by hopping over one piece.
pub const HOP_CAPTURES: u8 = 8;

/// A set of squares (boards have at most 128 points).
pub type SquareSet = u128;

/// A leap to `to`, blocked by a piece on `legs`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Leap {
    /// Destination.
    pub to: u8,
    /// Squares that must be empty (`NONE` when unused).
    pub legs: [u8; 2],
    /// `MOVES` and/or `CAPTURES`.
    pub flags: u8,
}

/// A ray: squares in order from the piece outwards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Ray {
    /// Index of the first square in the square pool.
    pub start: u32,
    /// Number of squares.
    pub len: u8,
    /// `MOVES`, `CAPTURES`, `HOP_MOVES`, `HOP_CAPTURES`.
    pub flags: u8,
}

/// A reverse leap: a piece of one of `types` on `from` attacks the target if `legs` are empty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReverseLeap {
    /// Where the attacker stands.
    pub from: u8,
    /// Squares that must be empty.
    pub legs: [u8; 2],
    /// Bit set of attacking piece types.
    pub types: u32,
}

/// A reverse ray from a target square outwards, with the piece types attacking from each
/// distance by sliding (nothing in between) or hopping (exactly one piece in between).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReverseRay {
    /// Index of the first entry in the pools.
    pub start: u32,
    /// Number of squares.
    pub len: u8,
    /// Whether any hopper attacks along this ray.
    pub hops: bool,
}

/// Attacker types per distance along a reverse ray: (sliders, hoppers).
type AttackMasks = (Vec<u32>, Vec<u32>);

/// A list of (start, len) ranges into a pool, one per (side, type, square) or (side, square).
#[derive(Clone, Debug, Default)]
pub struct Index {
    ranges: Vec<(u32, u16)>,
}

impl Index {
    fn push(&mut self, start: usize, end: usize) {
        self.ranges.push((start as u32, (end - start) as u16));
    }

    /// The range at `i`.
    #[inline]
    pub fn get(&self, i: usize) -> std::ops::Range<usize> {
        let (s, n) = self.ranges[i];
        s as usize..s as usize + n as usize
    }
}

/// Forward and reverse move tables.
#[derive(Clone, Debug, Default)]
pub struct Tables {
    /// Leaps per (side, type, square).
    pub leap_index: Index,
    /// Leap pool.
    pub leaps: Vec<Leap>,
    /// Rays per (side, type, square).
    pub ray_index: Index,
    /// Ray pool.
    pub rays: Vec<Ray>,
    /// Squares of the rays.
    pub ray_squares: Vec<u8>,
    /// Reverse leaps per (attacking side, target square).
    pub reverse_leap_index: Index,
    /// Reverse leap pool.
    pub reverse_leaps: Vec<ReverseLeap>,
    /// Reverse rays per (attacking side, target square).
    pub reverse_ray_index: Index,
    /// Reverse ray pool.
    pub reverse_rays: Vec<ReverseRay>,
    /// Squares of the reverse rays.
    pub reverse_squares: Vec<u8>,
    /// Sliding attacker types per reverse-ray square.
    pub reverse_slides: Vec<u32>,
    /// Hopping attacker types per reverse-ray square.
    pub reverse_hops: Vec<u32>,
}

/// The moves of one piece type on one square, before packing.
#[derive(Clone, Debug, Default)]
pub struct SquareMoves {
    /// Leaps.
    pub leaps: Vec<Leap>,
    /// Rays as (step vector, squares, flags).
    pub rays: Vec<((i32, i32), Vec<u8>, u8)>,
}

/// Geometry helpers over a rectangular board.
#[derive(Clone, Copy, Debug)]
pub struct Grid {
    /// Number of files.
    pub files: i32,
    /// Number of ranks.
    pub ranks: i32,
}

impl Grid {
    /// The square at (file, rank), if on the board.
    pub fn at(&self, x: i32, y: i32) -> Option<u8> {
        (x >= 0 && y >= 0 && x < self.files && y < self.ranks).then(|| (y * self.files + x) as u8)
    }

    /// File and rank of a square.
    pub fn xy(&self, sq: u8) -> (i32, i32) {
        (i32::from(sq) % self.files, i32::from(sq) / self.files)
    }

    /// Number of squares.
    pub fn len(&self) -> usize {
        (self.files * self.ranks) as usize
    }

    /// Whether the board has no squares (never).
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The set of all squares.
    pub fn all(&self) -> SquareSet {
        if self.len() >= 128 {
            u128::MAX
        } else {
            (1u128 << self.len()) - 1
        }
    }
}

/// The moves of `atoms` for `side` from `sq`, limited to the squares of `allowed`.
pub fn atom_moves(
    grid: Grid,
    atoms: &[Atom],
    side: usize,
    sq: u8,
    allowed: SquareSet,
) -> SquareMoves {
    let mut out = SquareMoves::default();
    let (x, y) = grid.xy(sq);
    let turn = if side == 0 { 1 } else { -1 };
    for a in atoms {
        let (dx, dy) = (i32::from(a.dx) * turn, i32::from(a.dy) * turn);
        // A step of (0, 0) goes nowhere; as a ride it would never leave the square.
        if (dx, dy) == (0, 0) {
            continue;
        }
        let flags = if a.hop {
            (if a.moves { HOP_MOVES } else { 0 }) | (if a.captures { HOP_CAPTURES } else { 0 })
        } else {
            (if a.moves { MOVES } else { 0 }) | (if a.captures { CAPTURES } else { 0 })
        };
        if a.range == 1 && !a.hop {
            let Some(to) = grid.at(x + dx, y + dy) else {
                continue;
            };
            if allowed & (1u128 << to) == 0 {
                continue;
            }
            let mut legs = [NONE; 2];
            if a.lame {
                for (i, (lx, ly)) in betza::lame_path(a.dx, a.dy).into_iter().take(2).enumerate() {
                    let (lx, ly) = (i32::from(lx) * turn, i32::from(ly) * turn);
                    legs[i] = grid.at(x + lx, y + ly).unwrap_or(NONE);
                }
            }
            add_leap(&mut out.leaps, Leap { to, legs, flags });
        } else {
            let mut squares = Vec::new();
            let mut k = 1;
            while let Some(to) = grid.at(x + dx * k, y + dy * k) {
                if allowed & (1u128 << to) == 0 || (a.range != 0 && k > i32::from(a.range)) {
                    break;
                }
                squares.push(to);
                k += 1;
            }
            if !squares.is_empty() {
                add_ray(&mut out.rays, (dx, dy), squares, flags);
            }
        }
    }
    out
}

/// Adds a leap, merging its flags with an identical leap already listed.
pub fn add_leap(leaps: &mut Vec<Leap>, leap: Leap) {
    match leaps
        .iter_mut()
        .find(|l| l.to == leap.to && l.legs == leap.legs)
    {
        Some(l) => l.flags |= leap.flags,
        None => leaps.push(leap),
    }
}

/// Adds a ray, merging its flags with an identical ray already listed.
pub fn add_ray(
    rays: &mut Vec<((i32, i32), Vec<u8>, u8)>,
    step: (i32, i32),
    squares: Vec<u8>,
    flags: u8,
) {
    match rays.iter_mut().find(|r| r.0 == step && r.1 == squares) {
        Some(r) => r.2 |= flags,
        None => rays.push((step, squares, flags)),
    }
}

impl Tables {
    /// Packs per-(side, type, square) moves (in that order, `types` types) and builds the
    /// reverse tables.
    pub fn build(grid: Grid, types: usize, moves: &[SquareMoves]) -> Tables {
        let n = grid.len();
        let mut t = Tables::default();
        for m in moves {
            let start = t.leaps.len();
            t.leaps.extend_from_slice(&m.leaps);
            t.leap_index.push(start, t.leaps.len());
            let start = t.rays.len();
            for (_, squares, flags) in &m.rays {
                t.rays.push(Ray {
                    start: t.ray_squares.len() as u32,
                    len: squares.len() as u8,
                    flags: *flags,
                });
                t.ray_squares.extend_from_slice(squares);
            }
            t.ray_index.push(start, t.rays.len());
        }
        // Reverse tables, per attacking side and target square.
        let mut rev_leaps: Vec<Vec<ReverseLeap>> = vec![Vec::new(); 2 * n];
        let mut rev_rays: Vec<BTreeMap<(i32, i32), AttackMasks>> = vec![BTreeMap::new(); 2 * n];
        for side in 0..2 {
            for ty in 0..types {
                for sq in 0..n {
                    let m = &moves[(side * types + ty) * n + sq];
                    for l in m.leaps.iter().filter(|l| l.flags & CAPTURES != 0) {
                        let list = &mut rev_leaps[side * n + usize::from(l.to)];
                        match list
                            .iter_mut()
                            .find(|r| r.from == sq as u8 && r.legs == l.legs)
                        {
                            Some(r) => r.types |= 1 << ty,
                            None => list.push(ReverseLeap {
                                from: sq as u8,
                                legs: l.legs,
                                types: 1 << ty,
                            }),
                        }
                    }
                    for (step, squares, flags) in &m.rays {
                        if flags & (CAPTURES | HOP_CAPTURES) == 0 {
                            continue;
                        }
                        for (k, &target) in squares.iter().enumerate() {
                            let entry = rev_rays[side * n + usize::from(target)]
                                .entry(*step)
                                .or_insert_with(|| (vec![0; 128], vec![0; 128]));
                            if flags & CAPTURES != 0 {
                                entry.0[k] |= 1 << ty;
                            }
                            if flags & HOP_CAPTURES != 0 {
                                entry.1[k] |= 1 << ty;
                            }
                        }
                    }
                }
            }
        }
        for list in &rev_leaps {
            let start = t.reverse_leaps.len();
            t.reverse_leaps.extend_from_slice(list);
            t.reverse_leap_index.push(start, t.reverse_leaps.len());
        }
        for (i, map) in rev_rays.iter().enumerate() {
            let target = (i % n) as u8;
            let (x, y) = grid.xy(target);
            let start = t.reverse_rays.len();
            for (&(dx, dy), (slides, hops)) in map.iter().filter(|(&step, _)| step != (0, 0)) {
                let first = t.reverse_squares.len() as u32;
                let mut k = 1;
                while let Some(sq) = grid.at(x - dx * k, y - dy * k) {
                    let idx = (k - 1) as usize;
                    t.reverse_squares.push(sq);
                    t.reverse_slides.push(slides.get(idx).copied().unwrap_or(0));
                    t.reverse_hops.push(hops.get(idx).copied().unwrap_or(0));
                    k += 1;
                }
                let len = t.reverse_squares.len() as u32 - first;
                t.reverse_rays.push(ReverseRay {
                    start: first,
                    len: len as u8,
                    hops: hops.iter().any(|&h| h != 0),
                });
            }
            t.reverse_ray_index.push(start, t.reverse_rays.len());
        }
        t
    }
}

/// Looks up a per-side region: `name-white`/`name-black`, else `name`; `!name` complements.
pub fn side_region(board: &Board, grid: Grid, name: &str, side: usize) -> Option<SquareSet> {
    let (negate, name) = match name.strip_prefix('!') {
        Some(rest) => (true, rest),
        None => (false, name),
    };
    let suffix = if side == 0 { "white" } else { "black" };
    let points: &[PointId] = board
        .region(&format!("{name}-{suffix}"))
        .or_else(|| board.region(name))?;
    let set = points.iter().fold(0u128, |s, &p| s | (1u128 << p));
    Some(if negate { grid.all() & !set } else { set })
}
