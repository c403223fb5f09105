//! The chess family's legend: each piece's moves read back from the compiled move tables,
//! from a representative square of an otherwise empty board, with its confinement, zones,
//! promotion and drops in words; then the rules that end the game.

use std::cmp::Reverse;

use super::position::Position;
use super::tables::{SquareSet, CAPTURES, HOP_CAPTURES, HOP_MOVES, MOVES, NONE};
use super::variant::Variant;
use crate::board::Style;
use crate::legend::words::{piece_name, region_phrase};
use crate::legend::{Arg, Cell, Legend, LegendItem, MovePicture, Phrase, Reach};

/// Where a piece's moves hold: a caption (`None` anywhere), the squares, and the Betza
/// written for them.
struct Area<'a> {
    caption: Option<Phrase>,
    squares: SquareSet,
    betza: &'a str,
    shaded: SquareSet,
}

impl Variant {
    /// One item per piece kind in the ruleset's order, then the rules that end the game.
    pub fn legend(&self) -> Legend {
        let mut items: Vec<LegendItem> = (0..self.pieces.len())
            .map(|ty| self.piece_legend(ty))
            .collect();
        items.push(self.play_legend());
        Legend { items }
    }

    /// The legend of piece kind `ty` (as listed in the ruleset): its name, glyph, Betza, a
    /// picture of its moves for every region it moves differently in, and the rest in words.
    pub fn piece_legend(&self, ty: usize) -> LegendItem {
        let info = &self.pieces[ty];
        let text = &info.described;
        let confined = text.confined.as_ref().map_or(self.grid.all(), |c| c.1[0]);
        let shaded = text.confined.as_ref().map_or(0, |c| c.1[0]);
        let in_zones = text.zones.iter().fold(0, |set, zone| set | zone.1[0]);
        let mut areas = vec![Area {
            caption: match (&text.confined, &text.zones[..]) {
                (_, [zone]) => Some(region_phrase(&negate(&zone.0))),
                (_, [_, ..]) => Some(
                    Phrase::new("legend-chess-regions").with(
                        "regions",
                        Arg::List(
                            text.zones
                                .iter()
                                .map(|z| region_phrase(&negate(&z.0)).into())
                                .collect(),
                        ),
                    ),
                ),
                (Some((name, _)), []) => Some(region_phrase(name)),
                (None, []) => None,
            },
            squares: confined & !in_zones,
            betza: &text.betza,
            shaded,
        }];
        for (name, set, betza) in &text.zones {
            areas.push(Area {
                caption: Some(region_phrase(name)),
                squares: confined & set[0],
                betza,
                shaded: shaded | set[0],
            });
        }
        let pictures = areas
            .iter()
            .filter_map(|area| self.picture(ty, area))
            .collect();
        LegendItem {
            id: Some(info.id.clone()),
            name: piece_name(&info.id),
            glyph: Some(info.glyphs[0].clone()),
            notation: Some(text.betza.clone()),
            lines: self.piece_lines(ty),
            pictures,
            patterns: Vec::new(),
            signs: Vec::new(),
        }
    }

    fn cell(&self, sq: u8) -> Cell {
        let (x, y) = self.grid.xy(sq);
        (x as u8, y as u8)
    }

    /// The moves from the best square of `area` the piece can reach: the one with the most
    /// destinations on an empty board, the most central among equals.
    fn picture(&self, ty: usize, area: &Area<'_>) -> Option<MovePicture> {
        let n = self.grid.len();
        let base = ty * n;
        let centre = |sq: u8| {
            let (x, y) = self.grid.xy(sq);
            (2 * x - (self.grid.files - 1)).pow(2) + (2 * y - (self.grid.ranks - 1)).pow(2)
        };
        let reachable = self.reachable(ty);
        let candidates = match area.squares & reachable {
            0 => area.squares,
            some => some,
        };
        let from = (0..n as u8)
            .filter(|&sq| candidates & (1u128 << sq) != 0)
            .max_by_key(|&sq| {
                let reach = self.destinations(base + usize::from(sq));
                (reach, Reverse(centre(sq)), Reverse(sq))
            })?;
        let mut picture = MovePicture {
            caption: area.caption.clone(),
            notation: Some(area.betza.to_string()),
            size: (self.grid.files as u8, self.grid.ranks as u8),
            cells: self.board.style() == Style::Cells,
            from: self.cell(from),
            from_label: self.label(from),
            zone: (0..n as u8)
                .filter(|&sq| area.shaded & (1u128 << sq) != 0)
                .map(|sq| self.cell(sq))
                .collect(),
            figure: self.board.drawing().figure(&self.pieces[ty].id),
            ..MovePicture::default()
        };
        self.read_moves(base + usize::from(from), &mut picture);
        Some(picture)
    }

    /// The squares the first player's pieces of kind `ty` can ever stand on: every square
    /// when one may come from the hand, else those reached from its start squares by its
    /// moves on an empty board.
    pub(crate) fn reachable(&self, ty: usize) -> SquareSet {
        let n = self.grid.len();
        if self.start.hands[0][ty] > 0 || (self.drops && !self.pieces[ty].royal) {
            return self.grid.all();
        }
        let mut seen: SquareSet = (0..n)
            .filter(|&sq| {
                let code = self.start.board[sq];
                code != 0 && Position::side_of(code) == 0 && usize::from(Position::kind(code)) == ty
            })
            .fold(0, |set, sq| set | (1u128 << sq));
        if seen == 0 {
            return self.grid.all();
        }
        let mut frontier = seen;
        while frontier != 0 {
            let mut next: SquareSet = 0;
            for sq in (0..n).filter(|&sq| frontier & (1u128 << sq) != 0) {
                next |= self.destination_set(ty * n + sq);
            }
            frontier = next & !seen;
            seen |= next;
        }
        seen
    }

    /// The squares the tables list at index `i` (leaps and ray squares).
    pub fn destination_set(&self, i: usize) -> SquareSet {
        let t = &self.tables;
        let mut seen: SquareSet = 0;
        for l in &t.leaps[t.leap_index.get(i)] {
            seen |= 1u128 << l.to;
        }
        for r in &t.rays[t.ray_index.get(i)] {
            for &sq in &t.ray_squares[r.start as usize..r.start as usize + usize::from(r.len)] {
                seen |= 1u128 << sq;
            }
        }
        seen
    }

    /// How many squares the tables list at index `i` (leaps and ray squares).
    fn destinations(&self, i: usize) -> usize {
        self.destination_set(i).count_ones() as usize
    }

    /// Fills in the destinations at table index `i`: leaps with their legs, slides, and hops
    /// over screens placed on the rays (one screen when the piece also slides, else one per
    /// ray), and one blocker on the first lame leap's leg.
    fn read_moves(&self, i: usize, picture: &mut MovePicture) {
        let t = &self.tables;
        for l in &t.leaps[t.leap_index.get(i)] {
            let legs = l.legs.iter().filter(|&&leg| leg != NONE);
            add(
                &mut picture.reach,
                Reach {
                    at: self.cell(l.to),
                    label: self.label(l.to),
                    moves: l.flags & MOVES != 0,
                    captures: l.flags & CAPTURES != 0,
                    hop: false,
                    legs: legs.map(|&leg| self.cell(leg)).collect(),
                },
            );
        }
        let rays: Vec<(&[u8], u8)> = t.rays[t.ray_index.get(i)]
            .iter()
            .map(|r| {
                let start = r.start as usize;
                (&t.ray_squares[start..start + usize::from(r.len)], r.flags)
            })
            .collect();
        let hops = |f: u8| f & (HOP_MOVES | HOP_CAPTURES) != 0;
        let slides = |f: u8| f & (MOVES | CAPTURES) != 0;
        let also_slides = rays.iter().any(|&(_, f)| hops(f) && slides(f));
        let mut screened: Vec<usize> = (0..rays.len())
            .filter(|&k| hops(rays[k].1) && rays[k].0.len() >= 2)
            .collect();
        if also_slides {
            // The longest ray, the first listed (forward) among equals.
            screened = screened
                .iter()
                .copied()
                .max_by_key(|&k| (rays[k].0.len(), Reverse(k)))
                .into_iter()
                .collect();
        }
        for (k, &(squares, flags)) in rays.iter().enumerate() {
            let screen = screened
                .contains(&k)
                .then_some(if squares.len() >= 3 { 1 } else { 0 });
            for (j, &to) in squares.iter().enumerate() {
                let (moves, captures, hop) = match screen {
                    Some(s) if j == s => {
                        picture.screens.push(self.cell(to));
                        continue;
                    }
                    Some(s) if j > s => (flags & HOP_MOVES != 0, flags & HOP_CAPTURES != 0, true),
                    _ => (flags & MOVES != 0, flags & CAPTURES != 0, false),
                };
                if moves || captures {
                    let reach = Reach {
                        at: self.cell(to),
                        label: self.label(to),
                        moves,
                        captures,
                        hop,
                        legs: Vec::new(),
                    };
                    add(&mut picture.reach, reach);
                }
            }
        }
        if let Some(leg) = picture.reach.iter().find_map(|r| r.legs.first()) {
            picture.blockers.push(*leg);
        }
    }
}

/// Adds a destination, merging it with one already listed for the same square and route.
fn add(reach: &mut Vec<Reach>, new: Reach) {
    match reach
        .iter_mut()
        .find(|r| r.at == new.at && r.hop == new.hop)
    {
        Some(r) => {
            r.moves |= new.moves;
            r.captures |= new.captures;
            if new.legs.is_empty() {
                r.legs.clear();
            }
        }
        None => reach.push(new),
    }
}

/// A region name and its complement: `home` <-> `!home`.
fn negate(name: &str) -> String {
    match name.strip_prefix('!') {
        Some(rest) => rest.to_string(),
        None => format!("!{name}"),
    }
}
