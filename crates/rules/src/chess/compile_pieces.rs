//! Compiles the `pieces` of a [`ChessSpec`]: each type's moves per side and square (with its
//! zones, palace lines and first move), its promotion and its flags.

use super::betza;
use super::spec::{ChessSpec, LineMove, PromotionRule};
use super::tables::{
    add_leap, add_ray, atom_moves, side_region, Grid, Leap, SquareMoves, SquareSet, CAPTURES,
    HOP_CAPTURES, HOP_MOVES, MOVES, NONE,
};
use super::variant::{PieceInfo, PieceText, Promotion};
use crate::board::Board;
use crate::spec_problems::Problems;

/// The board a ruleset's pieces are compiled on, and where its problems go.
pub(super) struct Ground<'a> {
    /// The board.
    pub board: &'a Board,
    /// Its geometry.
    pub grid: Grid,
    /// The problems found so far.
    pub problems: Problems,
}

impl Ground<'_> {
    /// The squares of region `name` (`!name` for its complement) per side: `name-white` and
    /// `name-black`, or `name` for both; a missing region is a problem at `path`.
    pub fn region(&mut self, name: &str, path: &str) -> [SquareSet; 2] {
        let mut out = [0; 2];
        for (side, slot) in out.iter_mut().enumerate() {
            match side_region(self.board, self.grid, name, side) {
                Some(set) => *slot = set,
                None => {
                    let name = name.trim_start_matches('!');
                    self.problems.push(
                        path,
                        format!("the board has no region `{name}`"),
                        Some(&format!(
                            "add `{name}` or `{name}-white` and `{name}-black` under board.regions"
                        )),
                    );
                    break;
                }
            }
        }
        out
    }

    /// The parsed Betza text at `path`; a problem (and no moves) when it does not read.
    fn betza(&mut self, text: &str, path: String) -> Vec<betza::Atom> {
        betza::parse(text).unwrap_or_else(|e| {
            self.problems.push(path, e, None);
            Vec::new()
        })
    }

    /// The palace lines as square lists; labels that are not squares are problems.
    fn palace_lines(&mut self, spec: &ChessSpec) -> Vec<Vec<u8>> {
        let mut lines = Vec::new();
        for (i, line) in spec.palace_lines.iter().enumerate() {
            let mut squares = Vec::new();
            for (j, label) in line.iter().enumerate() {
                match self.board.find(label) {
                    Some(p) => squares.push(p as u8),
                    None => self.problems.push(
                        format!("palace-lines[{i}][{j}]"),
                        format!("`{label}` is not a point of the board"),
                        None,
                    ),
                }
            }
            lines.push(squares);
        }
        lines
    }
}

/// The compiled pieces with their moves (indexed by side, type and square) and first moves.
pub(super) struct CompiledPieces {
    /// The piece types in the ruleset's order.
    pub pieces: Vec<PieceInfo>,
    /// Moves per (side, type, square).
    pub moves: Vec<SquareMoves>,
    /// First-move extra moves per (side, type, square).
    pub first: Vec<SquareMoves>,
}

/// Compiles every piece type of `spec` on `ground`.
pub(super) fn compile_pieces(spec: &ChessSpec, ground: &mut Ground) -> CompiledPieces {
    let grid = ground.grid;
    let n = grid.len();
    let types = spec.pieces.len();
    let lines = ground.palace_lines(spec);
    let type_of = |id: &str| spec.pieces.iter().position(|p| p.id == id);
    let mut moves = vec![SquareMoves::default(); 2 * types * n];
    let mut first = vec![SquareMoves::default(); 2 * types * n];
    let mut pieces = Vec::new();
    for (ty, p) in spec.pieces.iter().enumerate() {
        let path = format!("pieces[{ty}]");
        let letter = p.letter.to_ascii_lowercase();
        let base = letter.trim_start_matches('+');
        if base.len() != 1 || !base.chars().all(|c| c.is_ascii_lowercase()) {
            ground.problems.push(
                format!("{path}.letter"),
                format!(
                    "`{}` is not a FEN letter (one letter, `+` before it for a promoted piece)",
                    p.letter
                ),
                None,
            );
        }
        if spec.pieces[..ty]
            .iter()
            .any(|q| q.letter.eq_ignore_ascii_case(&p.letter))
        {
            ground.problems.push(
                format!("{path}.letter"),
                format!("letter `{}` is used twice", p.letter),
                Some("give each piece type its own letter: positions (FEN) name pieces by it"),
            );
        }
        if spec.pieces[..ty].iter().any(|q| q.id == p.id) {
            ground.problems.push(
                format!("{path}.id"),
                format!("piece id `{}` is used twice", p.id),
                Some("give each piece type its own id: moves, promotions and rules name pieces by it"),
            );
        }
        let atoms = ground.betza(&p.betza, format!("{path}.betza"));
        let confined = match &p.confined {
            Some(name) => ground.region(name, &format!("{path}.confined")),
            None => [grid.all(); 2],
        };
        let mut zones = Vec::new();
        let mut zone_texts = Vec::new();
        for (z, zone) in p.zones.iter().enumerate() {
            let set = ground.region(&zone.region, &format!("{path}.zones[{z}].region"));
            zone_texts.push((zone.region.clone(), set, zone.betza.clone()));
            match betza::parse(&zone.betza) {
                Ok(a) => zones.push((set, a)),
                Err(e) => ground
                    .problems
                    .push(format!("{path}.zones[{z}].betza"), e, None),
            }
        }
        let first_atoms = match &p.first_move {
            Some(b) => ground.betza(b, format!("{path}.first-move")),
            None => Vec::new(),
        };
        let mut stuck = [0u128; 2];
        for side in 0..2 {
            for sq in 0..n as u8 {
                let here = zones
                    .iter()
                    .find(|(set, _)| set[side] & (1u128 << sq) != 0)
                    .map(|(_, a)| a.as_slice())
                    .unwrap_or(&atoms);
                let mut m = atom_moves(grid, here, side, sq, confined[side]);
                if let Some(kind) = p.palace_lines {
                    add_line_moves(&mut m, &lines, grid, side, sq, kind, confined[side]);
                }
                if m.leaps.is_empty() && m.rays.is_empty() {
                    stuck[side] |= 1u128 << sq;
                }
                moves[(side * types + ty) * n + usize::from(sq)] = m;
                if !first_atoms.is_empty() {
                    first[(side * types + ty) * n + usize::from(sq)] =
                        atom_moves(grid, &first_atoms, side, sq, confined[side]);
                }
            }
        }
        let promotion = p.promotion.as_ref().map(|pr| {
            let mut to = Vec::new();
            for id in &pr.to {
                match type_of(id) {
                    Some(t) => to.push(t as u8),
                    None => ground.problems.push(
                        format!("{path}.promotion.to"),
                        format!("`{id}` is not one of the pieces"),
                        None,
                    ),
                }
            }
            if pr.rule != PromotionRule::ByStartSquare && to.is_empty() {
                ground.problems.push(
                    format!("{path}.promotion.to"),
                    "list the pieces it may become",
                    None,
                );
            }
            Promotion {
                to,
                zone: ground.region(&pr.zone, &format!("{path}.promotion.zone")),
                rule: pr.rule,
                only_lost: pr.only_lost,
                zone_name: pr.zone.clone(),
            }
        });
        let glyphs = match p.glyphs.len() {
            0 => [base.to_ascii_uppercase(), base.to_string()],
            1 => [p.glyphs[0].clone(), p.glyphs[0].clone()],
            _ => [p.glyphs[0].clone(), p.glyphs[1].clone()],
        };
        let pawn_clock = promotion
            .as_ref()
            .is_some_and(|pr| pr.rule != PromotionRule::EnterOrLeave);
        let setup_region = p
            .setup_region
            .as_ref()
            .map(|r| ground.region(r, &format!("{path}.setup-region")));
        pieces.push(PieceInfo {
            pawn_clock,
            confined: p.confined.as_ref().map(|_| confined),
            id: p.id.clone(),
            letter: letter.clone(),
            glyphs,
            royal: p.royal,
            no_hop_over_same: p.no_hop_over_same,
            promotion,
            unpromoted: ty as u8,
            one_per_file: p.one_per_file,
            no_drop_mate: p.no_drop_mate,
            drop_mate_loses: p.drop_mate_loses,
            setup_region,
            stuck,
            impasse_points: p.impasse_points.unwrap_or(1),
            shak: p.shak,
            cannot_mate: p.cannot_mate,
            mate_loses: p.mate_loses,
            first_move: !first_atoms.is_empty(),
            described: PieceText {
                betza: p.betza.clone(),
                confined: p.confined.clone().map(|name| (name, confined)),
                zones: zone_texts,
                first_move: p.first_move.clone(),
                palace_lines: p.palace_lines,
            },
        });
    }
    // Promoted letters revert to their base piece when captured.
    for ty in 0..pieces.len() {
        if let Some(base) = pieces[ty].letter.strip_prefix('+') {
            match pieces.iter().position(|q| q.letter == base) {
                Some(b) => pieces[ty].unpromoted = b as u8,
                None => ground.problems.push(
                    format!("pieces[{ty}].letter"),
                    format!("promoted piece `+{base}` has no piece `{base}` to revert to"),
                    None,
                ),
            }
        }
    }
    CompiledPieces {
        pieces,
        moves,
        first,
    }
}

/// Adds the moves along the palace lines through `sq`.
fn add_line_moves(
    m: &mut SquareMoves,
    lines: &[Vec<u8>],
    grid: Grid,
    side: usize,
    sq: u8,
    kind: LineMove,
    allowed: SquareSet,
) {
    for line in lines {
        let Some(i) = line.iter().position(|&s| s == sq) else {
            continue;
        };
        let forward: Vec<u8> = line[i + 1..].to_vec();
        let backward: Vec<u8> = line[..i].iter().rev().copied().collect();
        for path in [forward, backward] {
            let Some(&next) = path.first() else {
                continue;
            };
            let (x0, y0) = grid.xy(sq);
            let (x1, y1) = grid.xy(next);
            let step = (x1 - x0, y1 - y0);
            let path: Vec<u8> = path
                .into_iter()
                .take_while(|&s| allowed & (1u128 << s) != 0)
                .collect();
            if path.is_empty() {
                continue;
            }
            let step_to = Leap {
                to: path[0],
                legs: [NONE; 2],
                flags: MOVES | CAPTURES,
            };
            match kind {
                LineMove::Step => add_leap(&mut m.leaps, step_to),
                LineMove::ForwardStep => {
                    let ahead = if side == 0 { step.1 > 0 } else { step.1 < 0 };
                    if ahead {
                        add_leap(&mut m.leaps, step_to);
                    }
                }
                LineMove::Slide => add_ray(&mut m.rays, step, path, MOVES | CAPTURES),
                LineMove::Hop => add_ray(&mut m.rays, step, path, HOP_MOVES | HOP_CAPTURES),
            }
        }
    }
}
