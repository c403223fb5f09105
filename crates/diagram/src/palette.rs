//! Colours, sizes and font families shared by every part of a diagram.
//!
//! Player colours differ in lightness as well as hue (a light piece against a dark one), so
//! they stay apart for readers who do not see red; shapes add a second cue.

/// Drawing units per grid step.
pub(crate) const UNIT: f32 = 40.0;

/// Font families for piece glyphs and inscriptions: the shipped serif bold first (resvg finds it
/// in theme/fonts), then common CJK faces and a generic fallback for browsers.
pub(crate) const GLYPH_FONT: &str =
    "'Noto Serif CJK SC','Noto Serif SC','Source Han Serif SC','Songti SC','SimSun',serif";
/// Font families for coordinates and labels.
pub(crate) const LABEL_FONT: &str =
    "'Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','PingFang SC','Microsoft YaHei',sans-serif";

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

/// The first player: ivory disc, red rim and glyph (red in xiangqi, White in chess).
pub(crate) const FIRST: PieceColours = PieceColours {
    fill: "#fbf3df",
    stroke: "#a3201b",
    glyph: "#a3201b",
    promoted: "#1f5fa8",
};
/// The second player: dark disc with an ivory glyph.
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
