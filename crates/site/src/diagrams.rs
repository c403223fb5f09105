//! The one module that calls the diagram crate: figures and start positions to inline SVG,
//! PNG files and social cards, with PNGs cached by content hash.
//!
//! The diagram crate's drawing code is built in parallel; until its API (`svg`,
//! `PngRenderer`) lands, [`Diagrams::svg`] draws nothing and pages show the position text
//! instead. Everything else in the site goes through this module, so plugging the drawing in
//! changes this file only.

use std::path::PathBuf;

use boardlore_engine::board::{Board, PointId};
use boardlore_engine::PositionView;

use crate::content::MarkSpec;

/// A mark drawn over a position, with points resolved on the board.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Mark {
    /// An arrow between two points.
    Arrow {
        /// Start.
        from: PointId,
        /// End.
        to: PointId,
    },
    /// A highlighted point.
    Highlight(PointId),
    /// A dot.
    Dot(PointId),
    /// A cross.
    Cross(PointId),
    /// A short text.
    Label {
        /// Where.
        at: PointId,
        /// What.
        text: String,
    },
}

impl Mark {
    /// Builds a mark from its YAML form and the ids of its points (in `spec.points()` order).
    pub fn from_spec(spec: &MarkSpec, ids: &[PointId]) -> Mark {
        match spec {
            MarkSpec::Arrow(_) => Mark::Arrow {
                from: ids[0],
                to: ids[1],
            },
            MarkSpec::Highlight(_) => Mark::Highlight(ids[0]),
            MarkSpec::Dot(_) => Mark::Dot(ids[0]),
            MarkSpec::Cross(_) => Mark::Cross(ids[0]),
            MarkSpec::Label { text, .. } => Mark::Label {
                at: ids[0],
                text: text.clone(),
            },
        }
    }
}

/// Settings of the diagram stage.
#[derive(Clone, Debug, Default)]
pub struct DiagramOptions {
    /// Draw diagrams at all (`--no-diagrams` turns this off).
    pub enabled: bool,
    /// Where rendered PNGs are kept between builds, by content hash.
    pub cache_dir: Option<PathBuf>,
    /// Folder of the fonts used to render text in PNGs (`theme/fonts`).
    pub fonts_dir: Option<PathBuf>,
}

/// Draws diagrams for the pages.
pub struct Diagrams {
    options: DiagramOptions,
}

impl Diagrams {
    /// Prepares the renderer (loads fonts once when PNGs are on).
    pub fn new(options: DiagramOptions) -> Diagrams {
        Diagrams { options }
    }

    /// True when diagrams are drawn.
    pub fn enabled(&self) -> bool {
        self.options.enabled
    }

    /// The position as inline SVG; `None` when diagrams are off or cannot be drawn yet.
    pub fn svg(
        &self,
        _board: &Board,
        _view: &PositionView,
        _marks: &[Mark],
        _id_prefix: &str,
        _flipped: bool,
    ) -> Option<String> {
        if !self.options.enabled {
            return None;
        }
        None
    }

    /// The SVG rendered as PNG (cached by hash); `None` when it cannot be rendered.
    pub fn png(&self, _svg: &str, _width: u32) -> Option<Vec<u8>> {
        None
    }

    /// A 1200x630 OpenGraph card for a game.
    pub fn social_card(
        &self,
        _title: &str,
        _subtitle: &str,
        _site: &str,
        _board_svg: Option<&str>,
    ) -> Option<Vec<u8>> {
        None
    }
}
