//! The diagram tests in one binary: the SVG's structure always, and with the `png` feature
//! (`cargo test -p boardlore-diagram --features png`) the PNG renderer and the reference images.

mod common;

#[cfg(feature = "png")]
mod png_rendering;
#[cfg(feature = "png")]
mod reference_images;
mod svg_structure;
