//! Pieces drawn as silhouettes instead of letters, as makruk's pieces are known to Thai
//! players: the Khun's tiered crown, the Met's small cone, the Khon's spire, the Ma's horse
//! head, the Ruea's block and the Bia's flat cowrie.
//!
//! Each figure is one path in a box of 100 units centred on the piece, y pointing down, its
//! foot on the same line so a row of pieces stands level; [`draw_figure`] scales it to the
//! piece's radius. Figures stand upright for both players: they are carved pieces seen from
//! the side, not tiles facing their owner.

use boardlore_engine::board::Figure;

use crate::palette::PieceColours;
use crate::writer::{num, Svg};

/// Half the side of the box the paths are drawn in.
const HALF: f32 = 50.0;

/// The outline of a figure in the 100-unit box (filled, then edged).
pub(crate) fn outline(figure: Figure) -> &'static str {
    match figure {
        // Plinth, three tiers narrowing upwards, a spike and a knob on top.
        Figure::Crown => concat!(
            "M-34 46H34V38H27L20 14H24V9H15L11-8H14V-13H8L4-30L0-39L-4-30L-8-13H-14V-8H-11",
            "L-15 9H-24V14H-20L-27 38H-34Z",
            "M5-44A5 5 0 1 1-5-44A5 5 0 1 1 5-44Z"
        ),
        // A smaller plain cone with a bead on top.
        Figure::Cone => concat!(
            "M-24 46H24V39H18L3-8L0-13L-3-8L-18 39H-24Z",
            "M4-17A4 4 0 1 1-4-17A4 4 0 1 1 4-17Z"
        ),
        // Plinth, two tiers and a pointed top, lower than the crown.
        Figure::Spire => {
            "M-30 46H30V38H23L16 16H20V11H12L3-22L0-32L-3-22L-12 11H-20V16H-16L-23 38H-30Z"
        }
        // A horse's head and neck on a plinth, facing left.
        Figure::Horse => concat!(
            "M-30 46H30V38H24C26 20 24 4 18-10C14-22 6-32-4-36L-2-44L-10-38",
            "C-18-34-26-24-32-14C-35-9-33-4-28-4C-22-4-16-8-10-10C-12 2-20 16-22 38H-30Z"
        ),
        // A squat block with raised ends, like a boat seen side on.
        Figure::Block => "M-32 46H32V38H27V-4L32-14V-22H20V-12H-20V-22H-32V-14L-27-4V38H-32Z",
        // A flat oval shell lying on the board.
        Figure::Cowrie => "M-36 26A36 20 0 1 1 36 26A36 20 0 1 1-36 26Z",
    }
}

/// Lines drawn over the filled outline in the edge colour (the cowrie's slit, the horse's eye).
fn details(figure: Figure) -> Option<&'static str> {
    match figure {
        Figure::Cowrie => Some("M-22 26Q0 18 22 26"),
        Figure::Horse => Some("M-12-24h0.1"),
        Figure::Crown => Some("M-24 38H24"),
        Figure::Spire => Some("M-23 38H23"),
        _ => None,
    }
}

/// Draws `figure` centred on `centre`, `radius` from its middle to the edge of its box, in
/// the owner's colours; `first` adds a band across the foot (the first player's cue that
/// does not need colour, as the inner ring is on discs).
pub(crate) fn draw_figure(
    svg: &mut Svg,
    figure: Figure,
    centre: (f32, f32),
    radius: f32,
    colours: &PieceColours,
    first: bool,
) {
    let scale = radius / HALF;
    svg.open_group(&format!(
        "class=\"bl-figure\" data-figure=\"{}\" transform=\"translate({} {}) scale({})\"",
        figure.name(),
        num(centre.0),
        num(centre.1),
        num(scale)
    ));
    svg.path(
        outline(figure),
        &format!(
            "fill=\"{}\" stroke=\"{}\" stroke-width=\"4.5\" stroke-linejoin=\"round\"",
            colours.fill, colours.stroke
        ),
    );
    let mut lines = details(figure).unwrap_or("").to_string();
    if first {
        lines.push_str("M-20 42H20");
    }
    if !lines.is_empty() {
        svg.path(
            &lines,
            &format!(
                "fill=\"none\" stroke=\"{}\" stroke-width=\"4\" stroke-linecap=\"round\"",
                colours.stroke
            ),
        );
    }
    svg.close_group();
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::palette::FIRST;

    const ALL: [Figure; 6] = [
        Figure::Crown,
        Figure::Cone,
        Figure::Spire,
        Figure::Horse,
        Figure::Block,
        Figure::Cowrie,
    ];

    #[test]
    fn every_figure_stays_inside_its_box() {
        for figure in ALL {
            for token in outline(figure)
                .replace(|c: char| c.is_ascii_alphabetic(), " ")
                .replace('-', " -")
                .split_whitespace()
            {
                let value: f32 = token.parse().expect("a number");
                assert!(value.abs() <= HALF, "{figure:?}: {value}");
            }
        }
    }

    #[test]
    fn a_figure_is_scaled_to_the_piece_and_named() {
        let mut svg = Svg::new();
        draw_figure(&mut svg, Figure::Horse, (100.0, 60.0), 20.0, &FIRST, true);
        let out = svg.finish();
        assert!(out.contains("data-figure=\"horse\""));
        assert!(out.contains("translate(100 60) scale(0.4)"));
    }
}
