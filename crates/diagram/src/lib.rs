//! Draws boardlore boards, positions and marks as SVG, and (with the `png` feature) renders
//! SVG to PNG with resvg and the fonts shipped in `theme/fonts`.
//!
//! [`svg`] is pure: no IO, no fonts, no global state, so the same code draws diagrams in the
//! site build and, compiled to WebAssembly, in the reader's browser. Equal input gives
//! byte-identical output.
//!
//! ```
//! use boardlore_diagram::{svg, Mark, SvgOptions};
//! use boardlore_engine::board::{square, Links, Style};
//! use boardlore_engine::PositionView;
//!
//! let board = square(8, 8, Links::Orthogonal, Style::Cells);
//! let e2 = board.find("e2").unwrap();
//! let e4 = board.find("e4").unwrap();
//! let drawing = svg(&board, &PositionView::default(), &[Mark::Arrow { from: e2, to: e4 }], &SvgOptions::default());
//! assert!(drawing.starts_with("<svg"));
//! ```
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod board_art;
mod coordinates;
mod figures;
mod hit_targets;
mod layout;
mod legend;
mod marks;
mod palette;
mod passages;
mod pieces;
mod social;
mod writer;

#[cfg(feature = "png")]
mod png;

use boardlore_engine::board::Board;
use boardlore_engine::{PlayerInfo, PositionView};

pub use legend::{board_sign_svg, line_pattern_svg, move_picture_svg};
pub use marks::Mark;
#[cfg(feature = "png")]
pub use png::{PngEncoding, PngRenderer, RenderError};
pub use social::{social_card_svg, SocialCard, CARD_HEIGHT, CARD_WIDTH};

use layout::Layout;
use writer::{escape, num, Svg};

/// How cells are coloured on a board of cells.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CellPattern {
    /// Checkered for an 8x8 board (chess), plain otherwise (shogi, makruk-sized boards can ask).
    #[default]
    Auto,
    /// Alternating light and dark cells.
    Checkered,
    /// One colour with ruled lines, as on shogi and traditional Asian boards.
    Plain,
}

/// The outline of the pieces.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PieceShape {
    /// Pentagons for Chinese or Japanese glyphs on a board of cells (shogi), discs otherwise.
    #[default]
    Auto,
    /// Round discs (xiangqi, draughts-like and folk games).
    Disc,
    /// Shogi-style pentagons pointing at the opponent.
    Pentagon,
}

/// How a diagram is drawn.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SvgOptions {
    /// Turn the board half a turn, so the second player sits at the bottom.
    pub flipped: bool,
    /// Show coordinates along the edges (or each point's label on irregular boards).
    pub coordinates: bool,
    /// Prefix of every `id` in the SVG, so several diagrams can sit inline on one page.
    pub id_prefix: String,
    /// Add a transparent click target per point (and per piece kind in hand) carrying
    /// `data-point`, `role="button"` and an `aria-label`, for the web board.
    pub interactive: bool,
    /// The players' names (in accessible labels) and colours (of their pieces), from the
    /// ruleset ([`boardlore_engine::RulesSpec::players`]); when missing, labels say "player N"
    /// and pieces take the seat colours (white, black, red, ...).
    pub players: Vec<PlayerInfo>,
    /// An accessible title for the whole diagram (written as `<title>`).
    pub title: Option<String>,
    /// How cells are coloured on boards of cells.
    pub cell_pattern: CellPattern,
    /// The outline of the pieces.
    pub piece_shape: PieceShape,
    /// The move-notation style whose coordinates the edges show, where the tradition numbers
    /// its board (shogi's `japanese` or `western`); the tradition's own style when `None`.
    pub coordinate_style: Option<String>,
}

impl Default for SvgOptions {
    fn default() -> SvgOptions {
        SvgOptions {
            flipped: false,
            coordinates: true,
            id_prefix: "bl-".to_string(),
            interactive: false,
            players: Vec::new(),
            title: None,
            cell_pattern: CellPattern::Auto,
            piece_shape: PieceShape::Auto,
            coordinate_style: None,
        }
    }
}

/// Draws a board with a position and marks as a standalone SVG document.
///
/// Pieces, edges and marks that name points the board does not have are left out rather than
/// failing: the caller validates positions, the drawing never panics.
pub fn svg(board: &Board, view: &PositionView, marks: &[Mark], options: &SvgOptions) -> String {
    // Irregular boards label each point in place and need no band along the edges.
    let ticks = coordinates::edge_ticks(board, options.coordinate_style.as_deref());
    let band = match options.coordinates {
        true => coordinates::band(ticks.as_ref()),
        false => layout::Band::None,
    };
    let layout = Layout::new(board, options.flipped, band, !view.hands.is_empty());
    let mut out = Svg::new();
    let role = if options.interactive {
        "role=\"group\""
    } else {
        "role=\"img\""
    };
    out.raw(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" id=\"{}board\" class=\"bl-diagram\" viewBox=\"0 0 {} {}\" {role}",
        escape(&options.id_prefix),
        num(layout.width),
        num(layout.height)
    ));
    if let Some(title) = &options.title {
        out.raw(&format!(
            " aria-labelledby=\"{}title\"><title id=\"{}title\">{}</title>",
            escape(&options.id_prefix),
            escape(&options.id_prefix),
            escape(title)
        ));
    } else {
        out.raw(">");
    }
    board_art::draw_board(&mut out, board, &layout, options.cell_pattern);
    if options.coordinates {
        coordinates::draw(&mut out, board, &layout, ticks.as_ref());
    }
    passages::draw_walls(&mut out, board, &layout);
    board_art::draw_edges_and_claims(&mut out, board, &layout, view);
    marks::draw_highlights(&mut out, board, &layout, marks);
    out.open_group(&format!(
        "class=\"bl-pieces\" font-family=\"{}\" font-weight=\"bold\" text-anchor=\"middle\"",
        palette::GLYPH_FONT
    ));
    let colours = pieces::Colours(&options.players);
    pieces::draw_pieces(
        &mut out,
        board,
        &layout,
        &view.pieces,
        options.piece_shape,
        colours,
    );
    pieces::draw_hands(&mut out, &layout, &view.hands, options.piece_shape, colours);
    out.close_group();
    passages::draw_arrows(&mut out, board, &layout);
    if !marks.is_empty() {
        out.open_group("class=\"bl-marks\"");
        marks::draw_marks(&mut out, board, &layout, marks);
        out.close_group();
    }
    if options.interactive {
        hit_targets::draw_hit_targets(
            &mut out,
            board,
            &layout,
            view,
            &options.players,
            ticks.as_ref(),
        );
    }
    out.raw("</svg>");
    out.finish()
}

/// What a screen reader hears for a point, as in the interactive SVG: `e4, red horse`.
pub fn describe_point(
    board: &Board,
    view: &PositionView,
    options: &SvgOptions,
    point: boardlore_engine::board::PointId,
) -> Option<String> {
    (usize::from(point) < board.len()).then(|| {
        let ticks = coordinates::edge_ticks(board, options.coordinate_style.as_deref());
        hit_targets::point_description(board, view, &options.players, point, ticks.as_ref())
    })
}
