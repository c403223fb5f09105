//! Colours, sizes and font families shared by every part of a diagram.
//!
//! Player colours differ in lightness as well as hue (a light piece against a dark one), so
//! they stay apart for readers who do not see red; shapes add a second cue.

use boardlore_engine::Colour;

/// Drawing units per grid step.
pub(crate) const UNIT: f32 = 40.0;

/// Font families for piece glyphs and inscriptions: the shipped serif bold first (resvg finds it
/// in theme/fonts), then common CJK faces, then the same shipped font as the site's stylesheet
/// publishes it (for a browser on a system without a CJK font) and a generic fallback.
pub(crate) const GLYPH_FONT: &str = "'Noto Serif CJK SC','Noto Serif SC','Source Han Serif SC',\
     'Songti SC','SimSun','boardlore Serif CJK',serif";
/// Font families for coordinates and labels, ending the same way.
pub(crate) const LABEL_FONT: &str = "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC',\
     'PingFang SC','Microsoft YaHei','boardlore Sans CJK',sans-serif";

/// Board background (paper/wood) and its frame.
pub(crate) const BOARD_FILL: &str = "#f1dfb4";
pub(crate) const BOARD_INK: &str = "#5a3d1e";
/// Light and dark squares of a checkered board.
pub(crate) const LIGHT_CELL: &str = "#f0dcb0";
pub(crate) const DARK_CELL: &str = "#b98a56";
/// Coordinates along the edges.
pub(crate) const COORD_INK: &str = "#6e5435";

/// Colours of one side's pieces.
pub(crate) struct PieceColours {
    pub(crate) fill: &'static str,
    pub(crate) stroke: &'static str,
    pub(crate) glyph: &'static str,
    /// Glyph colour of promoted pieces.
    pub(crate) promoted: &'static str,
}

/// The pieces of a player of this colour; pentagons (shogi) are wood, light or dark.
pub(crate) fn pieces(colour: Colour, pentagon: bool) -> &'static PieceColours {
    match (colour, pentagon) {
        (Colour::White, false) => &WHITE,
        (Colour::White, true) => &FIRST_WOOD,
        (Colour::Black, false) => &SECOND,
        (Colour::Black, true) => &SECOND_WOOD,
        (Colour::Red, _) => &FIRST,
        (Colour::Blue, _) => &BLUE,
        (Colour::Green, _) => &GREEN,
        (Colour::Yellow, _) => &YELLOW,
    }
}

/// White: an ivory disc with a dark rim and glyph.
pub(crate) const WHITE: PieceColours = PieceColours {
    fill: "#fbf3df",
    stroke: "#2c2622",
    glyph: "#1b1410",
    promoted: "#c0271d",
};
/// Blue: a blue disc with a dark rim and an ivory glyph.
pub(crate) const BLUE: PieceColours = PieceColours {
    fill: "#1f57b0",
    stroke: "#0b1f44",
    glyph: "#fbf3df",
    promoted: "#ffe08a",
};
/// Green: a green disc with a dark rim and an ivory glyph.
pub(crate) const GREEN: PieceColours = PieceColours {
    fill: "#2e7d32",
    stroke: "#10320f",
    glyph: "#fbf3df",
    promoted: "#ffe08a",
};
/// Yellow: a light yellow disc with a dark rim and glyph.
pub(crate) const YELLOW: PieceColours = PieceColours {
    fill: "#f2c230",
    stroke: "#4a3a06",
    glyph: "#1b1410",
    promoted: "#c0271d",
};

/// Red: an ivory disc with a red rim and glyph, as xiangqi's red pieces are.
pub(crate) const FIRST: PieceColours = PieceColours {
    fill: "#fbf3df",
    stroke: "#a3201b",
    glyph: "#a3201b",
    promoted: "#1f5fa8",
};
/// Black: a dark disc with an ivory glyph.
pub(crate) const SECOND: PieceColours = PieceColours {
    fill: "#2c2622",
    stroke: "#0d0b0a",
    glyph: "#f7ecd2",
    promoted: "#f2b441",
};
/// Shared or neutral pieces: grey.
pub(crate) const SHARED: PieceColours = PieceColours {
    fill: "#9c968c",
    stroke: "#4a4640",
    glyph: "#ffffff",
    promoted: "#ffe08a",
};
/// Shogi-style pentagons are wood-coloured, lighter for the first player.
pub(crate) const FIRST_WOOD: PieceColours = PieceColours {
    fill: "#f5dfa9",
    stroke: "#6b4a1b",
    glyph: "#1b1410",
    promoted: "#c0271d",
};
/// Dark wood for the second player's pentagons.
pub(crate) const SECOND_WOOD: PieceColours = PieceColours {
    fill: "#5a4128",
    stroke: "#2a1c0e",
    glyph: "#fbeed0",
    promoted: "#ff9b7a",
};

/// Line colour of a player's drawn edges and claimed cells (dots-and-boxes).
pub(crate) fn player_ink(owner: Option<u8>) -> &'static str {
    match owner {
        Some(0) => "#b3261e",
        Some(1) => "#1f3f8f",
        Some(_) => "#2e7d32",
        None => "#555049",
    }
}

/// Marks drawn over the position.
pub(crate) const ARROW: &str = "#2e7d32";
pub(crate) const HIGHLIGHT: &str = "#f5c518";
pub(crate) const DOT: &str = "#2e7d32";
pub(crate) const CROSS: &str = "#c62828";
