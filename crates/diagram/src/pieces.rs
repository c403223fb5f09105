//! Pieces on the board and in hand: discs with their glyph, or shogi-style pentagons pointing at
//! the opponent; stacks show their height.

use boardlore_engine::board::{Board, Figure, Style};
use boardlore_engine::game::{HandView, PieceView};
use boardlore_engine::players::SEAT_COLOURS;
use boardlore_engine::{Colour, Player, PlayerInfo};

use crate::figures;
use crate::layout::{Layout, HAND_STRIP};
use crate::palette::{self, PieceColours, UNIT};
use crate::writer::{num, Svg};
use crate::PieceShape;

/// Whether a text is written in Chinese characters or kana (drawn larger, and on pentagons when
/// the board is made of cells as in shogi).
pub(crate) fn is_cjk(text: &str) -> bool {
    text.chars().any(|c| {
        let c = c as u32;
        (0x3040..=0x30FF).contains(&c)
            || (0x3400..=0x9FFF).contains(&c)
            || (0xF900..=0xFAFF).contains(&c)
    })
}

/// The colour each player's pieces are drawn in: the players' own, else the seat colours.
#[derive(Clone, Copy)]
pub(crate) struct Colours<'a>(pub(crate) &'a [PlayerInfo]);

impl Colours<'_> {
    fn of(self, owner: Player) -> Colour {
        let seat = usize::from(owner.0);
        self.0
            .get(seat)
            .map(|p| p.colour)
            .unwrap_or(SEAT_COLOURS[seat % SEAT_COLOURS.len()])
    }
}

/// How one piece is drawn.
struct PieceArt<'a> {
    centre: (f32, f32),
    radius: f32,
    owner: Option<Player>,
    /// The owner's colour (`None` for shared pieces).
    colour: Option<Colour>,
    glyph: &'a str,
    promoted: bool,
    pentagon: bool,
    /// Pentagon tip towards the top of the picture.
    points_up: bool,
    /// The silhouette drawn instead of the glyph, when the ruleset gives the kind one.
    figure: Option<Figure>,
}

/// Draws every piece standing on the board.
pub(crate) fn draw_pieces(
    svg: &mut Svg,
    board: &Board,
    layout: &Layout,
    pieces: &[PieceView],
    shape: PieceShape,
    colours: Colours,
) {
    let radius = layout.piece_radius();
    for piece in pieces {
        if usize::from(piece.at) >= board.len() {
            continue;
        }
        let centre = layout.at(board, piece.at);
        let art = PieceArt {
            centre,
            radius,
            owner: piece.owner,
            colour: piece.owner.map(|p| colours.of(p)),
            glyph: &piece.glyph,
            promoted: piece.promoted,
            pentagon: uses_pentagon(shape, layout.style, &piece.glyph),
            points_up: piece.owner.map_or(true, |p| layout.owner_at_bottom(p.0)),
            figure: board.drawing().figure(&piece.kind),
        };
        // Pieces under the top one of a stack peek out below it.
        for level in (1..piece.height.min(4)).rev() {
            let shadow = PieceArt {
                centre: (centre.0, centre.1 + f32::from(level) * UNIT * 0.06),
                glyph: "",
                ..art
            };
            draw_piece(svg, &shadow);
        }
        draw_piece(svg, &art);
        if piece.height > 1 {
            stack_badge(svg, centre, radius, piece.height);
        }
    }
}

fn uses_pentagon(shape: PieceShape, style: Style, glyph: &str) -> bool {
    match shape {
        PieceShape::Disc => false,
        PieceShape::Pentagon => true,
        PieceShape::Auto => style == Style::Cells && is_cjk(glyph),
    }
}

fn draw_piece(svg: &mut Svg, art: &PieceArt) {
    let c = art.colour.map_or(&palette::SHARED, |colour| {
        palette::pieces(colour, art.pentagon)
    });
    if let Some(figure) = art.figure {
        let first = art.owner.is_some_and(|p| p.0 == 0);
        figures::draw_figure(svg, figure, art.centre, art.radius, c, first);
        return;
    }
    let (x, y) = art.centre;
    let r = art.radius;
    let body = format!(
        "fill=\"{}\" stroke=\"{}\" stroke-width=\"{}\"",
        c.fill,
        c.stroke,
        num(r * 0.09)
    );
    if art.pentagon {
        let s = if art.points_up { 1.0 } else { -1.0 };
        // A shogi piece: pointed tip, slanted shoulders, wider base.
        let corners = [
            (x, y - s * r * 1.02),
            (x + r * 0.68, y - s * r * 0.62),
            (x + r * 0.86, y + s * r * 0.92),
            (x - r * 0.86, y + s * r * 0.92),
            (x - r * 0.68, y - s * r * 0.62),
        ];
        svg.polygon(&corners, &body);
    } else {
        match art.owner {
            // Shared pieces are rounded squares, so they read apart from both sides' discs.
            None => {
                let side = r * 1.45;
                svg.rect(
                    x - side / 2.0,
                    y - side / 2.0,
                    side,
                    side,
                    &format!("rx=\"{}\" {body}", num(r * 0.35)),
                );
            }
            Some(p) => {
                svg.circle(x, y, r, &body);
                // The first player's discs carry an inner ring: a cue that does not need colour.
                if p.0 == 0 {
                    svg.circle(
                        x,
                        y,
                        r * 0.8,
                        &format!(
                            "fill=\"none\" stroke=\"{}\" stroke-width=\"{}\"",
                            c.stroke,
                            num(r * 0.05)
                        ),
                    );
                }
            }
        }
    }
    if !art.glyph.is_empty() {
        draw_glyph(svg, art, c);
    }
}

/// The glyph, scaled to its length; upside down on the second player's pentagons, as on a
/// shogi board.
fn draw_glyph(svg: &mut Svg, art: &PieceArt, c: &PieceColours) {
    let (x, y) = art.centre;
    let count = art.glyph.chars().count().max(1) as f32;
    let cjk = is_cjk(art.glyph);
    let mut size = if cjk {
        art.radius * 1.18
    } else {
        art.radius * 1.1
    };
    if count > 1.0 {
        size = size * 1.5 / count;
    }
    let fill = if art.promoted { c.promoted } else { c.glyph };
    let mut attrs = format!("font-size=\"{}\" fill=\"{}\"", num(size), fill);
    if art.pentagon && !art.points_up {
        attrs.push_str(&format!(" transform=\"rotate(180 {} {})\"", num(x), num(y)));
    }
    // The optical centre: about 0.36 em above the baseline for both ideographs and capitals.
    let nudge = if art.pentagon { art.radius * 0.08 } else { 0.0 };
    let baseline = y + size * 0.36 + if art.points_up { nudge } else { -nudge };
    svg.text(x, baseline, art.glyph, &attrs);
}

fn stack_badge(svg: &mut Svg, centre: (f32, f32), radius: f32, height: u8) {
    let (bx, by) = (centre.0 + radius * 0.72, centre.1 - radius * 0.72);
    let r = radius * 0.38;
    svg.circle(
        bx,
        by,
        r,
        "fill=\"#ffffff\" stroke=\"#333333\" stroke-width=\"1\"",
    );
    svg.text(
        bx,
        by + r * 0.42,
        &height.to_string(),
        &format!(
            "font-family=\"{}\" font-size=\"{}\" fill=\"#222222\"",
            palette::LABEL_FONT,
            num(r * 1.2)
        ),
    );
}

/// Centre of the `index`-th piece kind in the hand `hands[hand]`. Hands sharing a strip (three
/// opponents above the board) sit one after another, a gap between them.
pub(crate) fn hand_slot(
    layout: &Layout,
    hands: &[HandView],
    hand: usize,
    index: usize,
) -> (f32, f32) {
    let (top, bottom) = layout.hand_strips.unwrap_or((0.0, 0.0));
    let at_bottom = |h: &HandView| layout.owner_at_bottom(h.owner.0);
    let mine = at_bottom(&hands[hand]);
    let strip_top = if mine { bottom } else { top };
    let before: Vec<usize> = hands[..hand]
        .iter()
        .filter(|h| at_bottom(h) == mine)
        .map(|h| h.pieces.len())
        .collect();
    let slot = before.iter().sum::<usize>() as f32 + index as f32;
    let gaps = before.len() as f32;
    let x = layout.frame_left + UNIT * (0.45 + 1.15 * slot + 0.9 * gaps);
    (x, strip_top + HAND_STRIP * UNIT / 2.0)
}

/// Pieces in hand, one small piece per kind with its count.
pub(crate) fn draw_hands(
    svg: &mut Svg,
    layout: &Layout,
    hands: &[HandView],
    shape: PieceShape,
    colours: Colours,
) {
    let radius = UNIT * 0.34;
    for (h, hand) in hands.iter().enumerate() {
        for (i, (_, glyph, count)) in hand.pieces.iter().enumerate() {
            let centre = hand_slot(layout, hands, h, i);
            let art = PieceArt {
                centre,
                radius,
                owner: Some(hand.owner),
                colour: Some(colours.of(hand.owner)),
                glyph,
                promoted: false,
                pentagon: uses_pentagon(shape, layout.style, glyph),
                points_up: layout.owner_at_bottom(hand.owner.0),
                figure: None,
            };
            draw_piece(svg, &art);
            if *count > 1 {
                svg.text(
                    centre.0 + radius * 1.3,
                    centre.1 + radius * 0.9,
                    &format!("×{count}"),
                    &format!(
                        "font-family=\"{}\" font-size=\"{}\" fill=\"{}\"",
                        palette::LABEL_FONT,
                        num(UNIT * 0.28),
                        palette::COORD_INK
                    ),
                );
            }
        }
    }
}
