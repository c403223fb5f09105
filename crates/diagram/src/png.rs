//! SVG to PNG with resvg, using fonts handed over once and shared by every render.

use std::collections::BTreeSet;
use std::fmt;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use resvg::tiny_skia;
use resvg::usvg::{self, fontdb};

use crate::social::{social_card_svg, SocialCard, CARD_WIDTH};

/// The largest PNG width accepted, in pixels.
const MAX_WIDTH: u32 = 8192;

/// Renders SVG to PNG with a fixed set of fonts (never the system's, so every machine draws the
/// same pixels). Cheap to clone: the font database is shared.
#[derive(Clone)]
pub struct PngRenderer {
    fonts: Arc<fontdb::Database>,
    /// Every character some loaded font has a glyph for.
    coverage: Arc<BTreeSet<char>>,
    default_family: String,
    encoding: PngEncoding,
}

/// How hard PNG files are compressed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum PngEncoding {
    /// Adaptive filtering and zlib's default level: files about half the size of `Fast`,
    /// encoding several times slower.
    #[default]
    Small,
    /// Fast compression, for previews and benchmarks.
    Fast,
}

/// Why a PNG could not be made.
#[derive(Debug)]
pub enum RenderError {
    /// No fonts were given, or the folder holds no `.otf`/`.ttf` file.
    NoFonts {
        /// Where fonts were looked for.
        place: String,
    },
    /// A font folder or file could not be read.
    Io {
        /// The folder or file.
        path: PathBuf,
        /// The underlying error.
        source: std::io::Error,
    },
    /// Bytes handed over as a font are not an OpenType or TrueType font.
    NotAFont {
        /// The file name, or `font #N` for fonts given as bytes.
        name: String,
    },
    /// The SVG could not be read.
    Svg {
        /// What the parser said.
        message: String,
    },
    /// Text uses characters that no loaded font can draw (resvg would silently leave them out).
    MissingGlyphs {
        /// The characters, each once, in order of code point.
        chars: Vec<char>,
    },
    /// The requested or resulting image size is not usable.
    Size {
        /// Width asked for.
        width: u32,
        /// Height that followed from the SVG's proportions.
        height: u32,
    },
    /// PNG encoding failed.
    Encode {
        /// What the encoder said.
        message: String,
    },
}

impl fmt::Display for RenderError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RenderError::NoFonts { place } => write!(
                f,
                "no fonts found in {place}: the diagrams need the .otf/.ttf files shipped in theme/fonts"
            ),
            RenderError::Io { path, source } => {
                write!(f, "cannot read {}: {source}", path.display())
            }
            RenderError::NotAFont { name } => write!(
                f,
                "{name} is not an OpenType or TrueType font (expected an .otf or .ttf file)"
            ),
            RenderError::Svg { message } => write!(f, "the SVG could not be read: {message}"),
            RenderError::MissingGlyphs { chars } => {
                let list: Vec<String> = chars
                    .iter()
                    .map(|c| format!("{c} (U+{:04X})", u32::from(*c)))
                    .collect();
                write!(
                    f,
                    "no loaded font can draw {}; add the characters to tools/subset-fonts.py and regenerate theme/fonts",
                    list.join(", ")
                )
            }
            RenderError::Size { width, height } => write!(
                f,
                "cannot make a {width}x{height} pixel image: expected 1 to {MAX_WIDTH} pixels each way"
            ),
            RenderError::Encode { message } => write!(f, "PNG encoding failed: {message}"),
        }
    }
}

impl std::error::Error for RenderError {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            RenderError::Io { source, .. } => Some(source),
            _ => None,
        }
    }
}

impl PngRenderer {
    /// Loads fonts from their bytes (OpenType or TrueType). Build one renderer and share it:
    /// loading costs far more than a render.
    pub fn new(fonts: Vec<Vec<u8>>) -> Result<PngRenderer, RenderError> {
        let named = fonts
            .into_iter()
            .enumerate()
            .map(|(i, bytes)| (format!("font #{}", i + 1), bytes))
            .collect();
        PngRenderer::from_named(named, "the fonts given")
    }

    /// Loads every `.otf` and `.ttf` file of a folder (e.g. `theme/fonts`), in name order.
    pub fn from_dir(dir: &Path) -> Result<PngRenderer, RenderError> {
        let io = |path: &Path| {
            let path = path.to_path_buf();
            move |source| RenderError::Io { path, source }
        };
        let mut files = Vec::new();
        for entry in std::fs::read_dir(dir).map_err(io(dir))? {
            let path = entry.map_err(io(dir))?.path();
            let is_font = path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| e.eq_ignore_ascii_case("otf") || e.eq_ignore_ascii_case("ttf"));
            if is_font {
                files.push(path);
            }
        }
        files.sort();
        let mut named = Vec::new();
        for path in files {
            let bytes = std::fs::read(&path).map_err(io(&path))?;
            named.push((path.display().to_string(), bytes));
        }
        PngRenderer::from_named(named, &dir.display().to_string())
    }

    fn from_named(fonts: Vec<(String, Vec<u8>)>, place: &str) -> Result<PngRenderer, RenderError> {
        if fonts.is_empty() {
            return Err(RenderError::NoFonts {
                place: place.to_string(),
            });
        }
        let mut db = fontdb::Database::new();
        for (name, bytes) in fonts {
            let before = db.len();
            db.load_font_data(bytes);
            if db.len() == before {
                return Err(RenderError::NotAFont { name });
            }
        }
        let families: Vec<String> = db
            .faces()
            .filter_map(|f| f.families.first().map(|(name, _)| name.clone()))
            .collect();
        let pick = |wanted: &str| {
            families
                .iter()
                .find(|f| f.as_str() == wanted)
                .or(families.first())
                .cloned()
                .unwrap_or_default()
        };
        let sans = pick("Noto Sans CJK SC");
        db.set_sans_serif_family(sans.clone());
        db.set_serif_family(pick("Noto Serif CJK SC"));
        let coverage = coverage(&db);
        Ok(PngRenderer {
            fonts: Arc::new(db),
            coverage: Arc::new(coverage),
            default_family: sans,
            encoding: PngEncoding::Small,
        })
    }

    /// The same renderer (sharing its fonts) with another PNG encoding.
    pub fn with_encoding(&self, encoding: PngEncoding) -> PngRenderer {
        PngRenderer {
            encoding,
            ..self.clone()
        }
    }

    /// Number of font faces loaded.
    pub fn face_count(&self) -> usize {
        self.fonts.len()
    }

    /// Characters of `text` that no loaded font can draw.
    pub fn missing_chars(&self, text: &str) -> Vec<char> {
        let missing: BTreeSet<char> = text
            .chars()
            .filter(|c| !c.is_whitespace() && !c.is_control() && !self.coverage.contains(c))
            .collect();
        missing.into_iter().collect()
    }

    /// Renders an SVG document to a PNG `width_px` wide (the height keeps the proportions).
    ///
    /// Fails, instead of leaving text out, when the text needs a glyph no font has.
    pub fn png(&self, svg: &str, width_px: u32) -> Result<Vec<u8>, RenderError> {
        let pixmap = self.render(svg, width_px)?;
        encode(&pixmap, self.encoding).map_err(|e| RenderError::Encode {
            message: e.to_string(),
        })
    }

    /// Renders an SVG document to premultiplied RGBA pixels: `(width, height, pixels)`.
    pub fn rgba(&self, svg: &str, width_px: u32) -> Result<(u32, u32, Vec<u8>), RenderError> {
        let pixmap = self.render(svg, width_px)?;
        Ok((pixmap.width(), pixmap.height(), pixmap.take()))
    }

    /// The 1200x630 OpenGraph card of a page, as PNG.
    pub fn social_card(&self, card: &SocialCard) -> Result<Vec<u8>, RenderError> {
        self.png(&social_card_svg(card), CARD_WIDTH)
    }

    /// Runs every check [`PngRenderer::png`] runs (glyph coverage, SVG syntax, image size)
    /// without drawing pixels: what can fail in a render fails here. Gives the image size.
    pub fn check(&self, svg: &str, width_px: u32) -> Result<(u32, u32), RenderError> {
        let (_, _, height) = self.prepare(svg, width_px)?;
        Ok((width_px, height))
    }

    /// Parses the SVG after checking its text has glyphs; gives the tree, the scale and the
    /// height of an image `width_px` wide.
    fn prepare(&self, svg: &str, width_px: u32) -> Result<(usvg::Tree, f32, u32), RenderError> {
        let missing = self.missing_chars(&svg_text(svg)?);
        if !missing.is_empty() {
            return Err(RenderError::MissingGlyphs { chars: missing });
        }
        let options = usvg::Options {
            fontdb: Arc::clone(&self.fonts),
            font_family: self.default_family.clone(),
            ..usvg::Options::default()
        };
        let tree = usvg::Tree::from_str(svg, &options).map_err(|e| RenderError::Svg {
            message: e.to_string(),
        })?;
        let size = tree.size();
        let scale = width_px as f32 / size.width();
        let height = (size.height() * scale).ceil() as u32;
        if !(1..=MAX_WIDTH).contains(&width_px) || !(1..=MAX_WIDTH).contains(&height) {
            return Err(RenderError::Size {
                width: width_px,
                height,
            });
        }
        Ok((tree, scale, height))
    }

    fn render(&self, svg: &str, width_px: u32) -> Result<tiny_skia::Pixmap, RenderError> {
        let (tree, scale, height) = self.prepare(svg, width_px)?;
        let mut pixmap = tiny_skia::Pixmap::new(width_px, height).ok_or(RenderError::Size {
            width: width_px,
            height,
        })?;
        resvg::render(
            &tree,
            tiny_skia::Transform::from_scale(scale, scale),
            &mut pixmap.as_mut(),
        );
        Ok(pixmap)
    }
}

/// PNG with straight alpha; `Small` filters each row adaptively, which suits flat-colour
/// diagrams and halves the files.
fn encode(
    pixmap: &tiny_skia::Pixmap,
    encoding: PngEncoding,
) -> Result<Vec<u8>, png::EncodingError> {
    let mut rgba = Vec::with_capacity(pixmap.data().len());
    for pixel in pixmap.pixels() {
        let c = pixel.demultiply();
        rgba.extend_from_slice(&[c.red(), c.green(), c.blue(), c.alpha()]);
    }
    let mut out = Vec::new();
    let mut encoder = png::Encoder::new(&mut out, pixmap.width(), pixmap.height());
    encoder.set_color(png::ColorType::Rgba);
    encoder.set_depth(png::BitDepth::Eight);
    match encoding {
        PngEncoding::Small => {
            encoder.set_compression(png::Compression::Default);
            encoder.set_adaptive_filter(png::AdaptiveFilterType::Adaptive);
        }
        PngEncoding::Fast => encoder.set_compression(png::Compression::Fast),
    }
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&rgba)?;
    writer.finish()?;
    Ok(out)
}

/// Every character some face of the database maps to a glyph.
fn coverage(db: &fontdb::Database) -> BTreeSet<char> {
    let mut chars = BTreeSet::new();
    for face in db.faces() {
        db.with_face_data(face.id, |data, index| {
            let Ok(parsed) = ttf_parser::Face::parse(data, index) else {
                return;
            };
            let Some(cmap) = parsed.tables().cmap else {
                return;
            };
            for table in cmap.subtables {
                if table.is_unicode() {
                    table.codepoints(|cp| {
                        if let Some(c) = char::from_u32(cp) {
                            if table.glyph_index(cp).is_some_and(|g| g.0 != 0) {
                                chars.insert(c);
                            }
                        }
                    });
                }
            }
        });
    }
    chars
}

/// The text an SVG document draws (content of `text` elements and their children).
fn svg_text(svg: &str) -> Result<String, RenderError> {
    let options = roxmltree::ParsingOptions {
        allow_dtd: true,
        ..roxmltree::ParsingOptions::default()
    };
    let doc =
        roxmltree::Document::parse_with_options(svg, options).map_err(|e| RenderError::Svg {
            message: e.to_string(),
        })?;
    let mut text = String::new();
    for node in doc.descendants().filter(|n| n.is_text()) {
        let in_text = node
            .ancestors()
            .any(|a| a.is_element() && a.tag_name().name() == "text");
        if in_text {
            text.push_str(node.text().unwrap_or_default());
        }
    }
    Ok(text)
}
