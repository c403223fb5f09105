//! The chess family's legend: each piece's moves read back from the compiled move tables,
//! from a representative square of an otherwise empty board, with its confinement, zones,
//! promotion and drops in words; then the rules that end the game.

use std::cmp::Reverse;

use super::position::Position;
use super::spec::{LineMove, PromotionRule};
use super::tables::{SquareSet, CAPTURES, HOP_CAPTURES, HOP_MOVES, MOVES, NONE};
use super::variant::{PieceInfo, Variant};
use crate::board::{square_label, Style};
use crate::legend::words::old::{and_list, readable, region_phrase};
use crate::legend::words::{legacy, legacy_lines};
use crate::legend::{Cell, Legend, LegendItem, MovePicture, Reach};

/// Where a piece's moves hold: a caption, the squares, and the Betza written for them.
struct Area<'a> {
    caption: String,
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
            caption: match (&text.confined, text.zones.is_empty()) {
                (_, false) => and_list(
                    &text
                        .zones
                        .iter()
                        .map(|z| region_phrase(&negate(&z.0)))
                        .collect::<Vec<_>>(),
                ),
                (Some((name, _)), true) => region_phrase(name),
                (None, true) => "anywhere".to_string(),
            },
            squares: confined & !in_zones,
            betza: &text.betza,
            shaded,
        }];
        for (name, set, betza) in &text.zones {
            areas.push(Area {
                caption: region_phrase(name),
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
            name: legacy(readable(&info.id)),
            glyph: Some(info.glyphs[0].clone()),
            notation: Some(text.betza.clone()),
            lines: legacy_lines(self.piece_lines(ty)),
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
            caption: Some(legacy(area.caption.clone())).filter(|_| area.caption != "anywhere"),
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

    /// A region's squares for side 0 in a few words: `rank 9`, `ranks 7 to 9`, `d1 to f3`.
    fn squares_phrase(&self, set: SquareSet) -> String {
        let cells: Vec<(i32, i32)> = (0..self.grid.len() as u8)
            .filter(|&sq| set & (1u128 << sq) != 0)
            .map(|sq| self.grid.xy(sq))
            .collect();
        let (Some(x0), Some(x1)) = (
            cells.iter().map(|c| c.0).min(),
            cells.iter().map(|c| c.0).max(),
        ) else {
            return "no square".to_string();
        };
        let y0 = cells.iter().map(|c| c.1).min().unwrap_or(0);
        let y1 = cells.iter().map(|c| c.1).max().unwrap_or(0);
        let rectangle = cells.len() as i32 == (x1 - x0 + 1) * (y1 - y0 + 1);
        if !rectangle {
            return format!("{} squares", cells.len());
        }
        if x0 == 0 && x1 == self.grid.files - 1 {
            return if y0 == y1 {
                format!("rank {}", y0 + 1)
            } else {
                format!("ranks {} to {}", y0 + 1, y1 + 1)
            };
        }
        let (a, b) = (
            square_label(x0 as usize, y0 as usize),
            square_label(x1 as usize, y1 as usize),
        );
        format!("{a} to {b}")
    }

    /// Everything about piece kind `ty` that a picture does not show, in sentences.
    fn piece_lines(&self, ty: usize) -> Vec<String> {
        let info = &self.pieces[ty];
        let text = &info.described;
        let name = |t: usize| readable(&self.pieces[t].id);
        let mut lines = Vec::new();
        if info.royal {
            lines
                .push("Royal: it may never be left attacked, and losing it loses the game.".into());
            if let Some(kl) = &self.king_leap {
                let when = if kl.first_move_only {
                    "until it first moves"
                } else {
                    "once per game"
                };
                let mut line = format!("It may also leap once ({when})");
                if kl.lost_when_checked {
                    line.push_str(", unless it has been checked");
                }
                if kl.not_in_check {
                    line.push_str(", never out of check");
                }
                line.push('.');
                lines.push(line);
            }
        }
        if let Some((name, set)) = &text.confined {
            let phrase = region_phrase(name).replacen("in ", "", 1);
            let squares = self.squares_phrase(set[0]);
            lines.push(format!(
                "Never leaves {phrase} ({squares} for the first player)."
            ));
        }
        for (region, set, betza) in &text.zones {
            let squares = self.squares_phrase(set[0]);
            let phrase = region_phrase(region);
            lines.push(format!(
                "{} ({squares}) it moves as {betza}.",
                capital(&phrase)
            ));
        }
        if let Some(kind) = text.palace_lines {
            let how = match kind {
                LineMove::Step => "steps one point",
                LineMove::ForwardStep => "steps one point forward",
                LineMove::Slide => "slides",
                LineMove::Hop => "hops over one piece",
            };
            lines.push(format!("Along the palace diagonals it also {how}."));
        }
        if info.no_hop_over_same {
            let own = name(ty);
            lines.push(format!(
                "It may neither hop over nor capture another {own}."
            ));
        }
        if let Some(first) = &text.first_move {
            lines.push(format!("On its first move it may instead move as {first}."));
        }
        if let Some(p) = &info.promotion {
            let zone = self.squares_phrase(p.zone[0]);
            let to = and_list(
                &p.to
                    .iter()
                    .map(|&t| name(usize::from(t)))
                    .collect::<Vec<_>>(),
            );
            let lost = if p.only_lost {
                ", only to a piece its side has lost"
            } else {
                ""
            };
            lines.push(match p.rule {
                PromotionRule::OnEntry => format!("Reaching {zone}, it becomes {to}{lost}."),
                PromotionRule::EnterOrLeave => format!(
                    "A move into, out of or within {zone} may promote it to {to}; it must where it could never move again."
                ),
                PromotionRule::ByStartSquare => format!(
                    "Reaching {zone}, it becomes the piece that stood on that square at the start, if its side has lost that piece."
                ),
                PromotionRule::InPlaceOrStep => format!(
                    "On {zone} it may become {to}{lost}, where it stands or with one diagonal step."
                ),
                PromotionRule::InPlaceOrAnyStep => format!(
                    "On {zone} it may become {to}{lost}, where it stands or with one diagonal step, capturing too, but never the enemy {to}; a promotion made with a step may not give check."
                ),
            });
        }
        if self.drops && !info.royal {
            lines.extend(self.drop_lines(ty, info));
        }
        if info.shak {
            lines.push("Its checks count as shak.".into());
        }
        if info.cannot_mate {
            lines.push("It may not give checkmate.".into());
        }
        if info.mate_loses {
            lines.push("A checkmate it gives alone loses the game for its side.".into());
        }
        lines
    }

    fn drop_lines(&self, ty: usize, info: &PieceInfo) -> Vec<String> {
        let mut lines = Vec::new();
        let base = usize::from(info.unpromoted);
        if base != ty {
            let back = readable(&self.pieces[base].id);
            lines.push(format!(
                "Captured, it goes to the captor's hand as a {back}."
            ));
            return lines;
        }
        let mut line = "Captured, it joins the captor's hand and may be dropped on an empty square"
            .to_string();
        if info.stuck[0] != 0 {
            let stuck = self.squares_phrase(info.stuck[0]);
            line.push_str(&format!(" (never on {stuck}, where it could not move)"));
        }
        line.push('.');
        lines.push(line);
        if info.one_per_file {
            lines.push(
                "Never dropped on a file that already holds an unpromoted one of its side.".into(),
            );
        }
        if info.no_drop_mate {
            lines.push("A drop may not give checkmate at once.".into());
        }
        lines
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

/// The first letter in capitals.
pub(crate) fn capital(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(c) => c.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}
