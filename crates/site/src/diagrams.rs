//! The one module that calls the diagram crate: figures and start positions to inline SVG,
//! PNG files and social cards, with PNGs cached by content hash.
//!
//! Fonts are loaded once per distinct set of font files and shared by every render (and by
//! every rebuild of `serve`). A site's own `theme/fonts` folder wins; without one, the fonts
//! shipped in the repository's `theme/fonts` (compiled into the binary) are used.

mod trim;

use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use boardlore_diagram::{PngRenderer, RenderError, SocialCard, SvgOptions};
use boardlore_engine::board::Board;
use boardlore_engine::{PlayerInfo, PositionView};

use crate::problem::Problem;

pub use boardlore_diagram::Mark;

/// The fonts shipped in the repository's `theme/fonts`, by file name: PNGs are drawn with them
/// when a site has none of its own (the OpenType ones), and every site publishes them for
/// readers whose system has no CJK or Thai font (the stylesheet names them last).
pub(crate) const BUILTIN_FONTS: &[(&str, &[u8])] = &[
    (
        "NotoSansCJKsc-Regular-subset.otf",
        include_bytes!("../../../theme/fonts/NotoSansCJKsc-Regular-subset.otf"),
    ),
    (
        "NotoSerifCJKsc-Bold-subset.otf",
        include_bytes!("../../../theme/fonts/NotoSerifCJKsc-Bold-subset.otf"),
    ),
    // Thai for the page's text only (makruk's หมากรุก): published, never drawn in a diagram.
    (
        "NotoSansThai-Regular-subset.woff2",
        include_bytes!("../../../theme/fonts/NotoSansThai-Regular-subset.woff2"),
    ),
    ("OFL.txt", include_bytes!("../../../theme/fonts/OFL.txt")),
];

/// Changes whenever the way PNGs are made changes, so old cache entries are never reused.
const CACHE_VERSION: &str = concat!("boardlore-png-1/diagram-", env!("CARGO_PKG_VERSION"));

/// Settings of the diagram stage.
#[derive(Clone, Debug, Default)]
pub struct DiagramOptions {
    /// Draw diagrams at all (`--no-diagrams` turns this off).
    pub enabled: bool,
    /// Where rendered PNGs are kept between builds, by content hash.
    pub cache_dir: Option<PathBuf>,
    /// Folder of the fonts used to render text in PNGs (the site's `theme/fonts`); when it
    /// is missing or holds no font, the built-in fonts are used.
    pub fonts_dir: Option<PathBuf>,
}

/// Draws diagrams for the pages.
pub struct Diagrams {
    /// The renderer and the hash of its fonts; `None` when diagrams are off.
    renderer: Option<(PngRenderer, blake3::Hash)>,
    cache_dir: Option<PathBuf>,
    /// Check every PNG as a render would, but draw none and touch no cache (`check`).
    checking_only: bool,
    rendered: AtomicUsize,
    /// Cache files this build read or wrote, spared when the cache is trimmed.
    used: std::sync::Mutex<std::collections::HashSet<PathBuf>>,
}

impl Diagrams {
    /// Prepares the renderer: loads the fonts (once per distinct set of files, shared across
    /// builds) when diagrams are on.
    pub fn new(options: DiagramOptions) -> Result<Diagrams, Problem> {
        let renderer = if options.enabled {
            Some(renderer_for(options.fonts_dir.as_deref())?)
        } else {
            None
        };
        Ok(Diagrams {
            renderer,
            cache_dir: options.cache_dir,
            checking_only: false,
            rendered: AtomicUsize::new(0),
            used: Default::default(),
        })
    }

    /// The same diagrams for `check`: every PNG goes through the checks of a render (glyph
    /// coverage, SVG syntax, size) but no pixel is drawn, and the cache is neither read nor
    /// written. [`Diagrams::png`] then gives empty bytes in place of each PNG.
    pub fn checking_only(mut self) -> Diagrams {
        self.checking_only = true;
        self
    }

    /// The build cache folder, also used for other answers worth keeping between builds.
    pub(crate) fn cache_dir(&self) -> Option<&Path> {
        self.cache_dir.as_deref()
    }

    /// True when diagrams are drawn.
    pub fn enabled(&self) -> bool {
        self.renderer.is_some()
    }

    /// PNGs rendered so far (cache misses).
    pub fn rendered(&self) -> usize {
        self.rendered.load(Ordering::Relaxed)
    }

    /// The position as a static inline SVG whose ids all start with `id_prefix`; `None` when
    /// diagrams are off.
    pub fn svg(
        &self,
        (board, view, players): (&Board, &PositionView, &[PlayerInfo]),
        marks: &[Mark],
        id_prefix: &str,
        flipped: bool,
        title: &str,
    ) -> Option<String> {
        self.renderer.as_ref()?;
        let options = SvgOptions {
            flipped,
            id_prefix: format!("{id_prefix}-"),
            title: Some(title.to_string()),
            players: players.to_vec(),
            ..SvgOptions::default()
        };
        Some(boardlore_diagram::svg(board, view, marks, &options))
    }

    /// The SVG rendered as a PNG `width` pixels wide, from the cache when it was rendered
    /// before; `None` when diagrams are off. Turn an error into a report with [`problem`].
    pub fn png(&self, svg: &str, width: u32) -> Result<Option<Vec<u8>>, RenderError> {
        let Some((renderer, fonts)) = &self.renderer else {
            return Ok(None);
        };
        if self.checking_only {
            renderer.check(svg, width)?;
            return Ok(Some(Vec::new()));
        }
        let key = cache_key(fonts, width, svg);
        if let Some(bytes) = self.cached(&key) {
            return Ok(Some(bytes));
        }
        let bytes = renderer.png(svg, width)?;
        self.rendered.fetch_add(1, Ordering::Relaxed);
        self.store(&key, &bytes);
        Ok(Some(bytes))
    }

    /// True when the shipped fonts can draw every character of `text` (always true with
    /// diagrams off): text in scripts the fonts lack is left off PNGs rather than failing.
    pub fn can_draw(&self, text: &str) -> bool {
        match &self.renderer {
            Some((renderer, _)) => renderer.missing_chars(text).is_empty(),
            None => true,
        }
    }

    /// A 1200x630 OpenGraph card for a game (cached like every PNG); `None` when diagrams
    /// are off.
    pub fn social_card(&self, card: &SocialCard) -> Result<Option<Vec<u8>>, RenderError> {
        if self.renderer.is_none() {
            return Ok(None);
        }
        let svg = boardlore_diagram::social_card_svg(card);
        self.png(&svg, boardlore_diagram::CARD_WIDTH)
    }

    fn cache_file(&self, key: &blake3::Hash) -> Option<PathBuf> {
        let hex = key.to_hex();
        let dir = self.cache_dir.as_ref()?;
        Some(dir.join("png").join(&hex[..2]).join(format!("{hex}.png")))
    }

    fn cached(&self, key: &blake3::Hash) -> Option<Vec<u8>> {
        let file = self.cache_file(key)?;
        let bytes = std::fs::read(&file).ok()?;
        self.mark_used(file);
        Some(bytes)
    }

    fn mark_used(&self, file: PathBuf) {
        self.used
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .insert(file);
    }

    /// Trims the PNG cache to its limit ([`crate::limits::MAX_PNG_CACHE_BYTES`]), removing
    /// first the files this build did not use; gives the bytes the cache holds after.
    pub fn trim_cache(&self) -> u64 {
        let Some(dir) = &self.cache_dir else {
            return 0;
        };
        let used = self
            .used
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner());
        trim::trim(&dir.join("png"), &used, trim::limit())
    }

    /// Keeps a rendered PNG for later builds. The cache is an optimisation: failing to write
    /// it never fails the build.
    fn store(&self, key: &blake3::Hash, bytes: &[u8]) {
        let Some(file) = self.cache_file(key) else {
            return;
        };
        let Some(folder) = file.parent() else {
            return;
        };
        if std::fs::create_dir_all(folder).is_err() {
            return;
        }
        // Written under a unique name, then renamed: parallel renders never see half a file.
        static SERIAL: AtomicUsize = AtomicUsize::new(0);
        let serial = SERIAL.fetch_add(1, Ordering::Relaxed);
        let partial = file.with_extension(format!("{}-{serial}.part", std::process::id()));
        if std::fs::write(&partial, bytes).is_ok() {
            if std::fs::rename(&partial, &file).is_err() {
                let _ = std::fs::remove_file(&partial);
            } else {
                self.mark_used(file);
            }
        }
    }
}

fn cache_key(fonts: &blake3::Hash, width: u32, svg: &str) -> blake3::Hash {
    let mut hasher = blake3::Hasher::new();
    hasher.update(CACHE_VERSION.as_bytes());
    hasher.update(fonts.as_bytes());
    hasher.update(&width.to_le_bytes());
    hasher.update(svg.as_bytes());
    hasher.finalize()
}

/// A render failure as a problem of `field` in `file` (the entry the diagram was drawn for).
pub fn problem(file: &Path, field: &str, what: &str, error: RenderError) -> Problem {
    let hint = match &error {
        RenderError::MissingGlyphs { .. } => {
            "use characters the fonts cover, or put a font that has them in the site's theme/fonts"
        }
        _ => "check the entry's positions, marks and names",
    };
    Problem::new(file, field, format!("cannot draw {what}: {error}")).with_hint(hint)
}

/// Font files of the site's folder (sorted by name), or the built-in ones when it has none.
fn font_files(dir: Option<&Path>) -> Result<Vec<(String, Vec<u8>)>, Problem> {
    let mut paths = Vec::new();
    if let Some(dir) = dir.filter(|d| d.is_dir()) {
        let entries = std::fs::read_dir(dir).map_err(|error| {
            Problem::new(dir, "", format!("cannot read the font folder: {error}"))
        })?;
        for entry in entries.filter_map(Result::ok) {
            let path = entry.path();
            let is_font = path
                .extension()
                .and_then(|e| e.to_str())
                .is_some_and(|e| e.eq_ignore_ascii_case("otf") || e.eq_ignore_ascii_case("ttf"));
            if is_font && path.is_file() {
                paths.push(path);
            }
        }
    }
    if paths.is_empty() {
        return Ok(BUILTIN_FONTS
            .iter()
            .filter(|(name, _)| name.ends_with(".otf"))
            .map(|(name, bytes)| (format!("<built-in>/theme/fonts/{name}"), bytes.to_vec()))
            .collect());
    }
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let bytes = std::fs::read(&path)
                .map_err(|error| Problem::new(&path, "", format!("cannot read font: {error}")))?;
            Ok((path.display().to_string(), bytes))
        })
        .collect()
}

/// A renderer for these fonts, loaded once and kept for later builds with the same fonts.
fn renderer_for(dir: Option<&Path>) -> Result<(PngRenderer, blake3::Hash), Problem> {
    static LOADED: Mutex<Option<(blake3::Hash, PngRenderer)>> = Mutex::new(None);
    let files = font_files(dir)?;
    let mut hasher = blake3::Hasher::new();
    for (_, bytes) in &files {
        hasher.update(&(bytes.len() as u64).to_le_bytes());
        hasher.update(bytes);
    }
    let fonts = hasher.finalize();
    let mut loaded = LOADED
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    if let Some((hash, renderer)) = loaded.as_ref() {
        if *hash == fonts {
            return Ok((renderer.clone(), fonts));
        }
    }
    let names: Vec<String> = files.iter().map(|(name, _)| name.clone()).collect();
    let renderer = PngRenderer::new(files.into_iter().map(|(_, bytes)| bytes).collect())
        .map_err(|error| {
            // The renderer names fonts given as bytes `font #N`; name the file instead.
            let message = match &error {
                RenderError::NotAFont { name } => {
                    let index = name
                        .trim_start_matches("font #")
                        .parse::<usize>()
                        .ok()
                        .and_then(|n| names.get(n.wrapping_sub(1)));
                    match index {
                        Some(file) => format!(
                            "{file} is not an OpenType or TrueType font (expected an .otf or .ttf file)"
                        ),
                        None => error.to_string(),
                    }
                }
                _ => error.to_string(),
            };
            Problem::new(dir.unwrap_or(Path::new("theme/fonts")), "", message)
                .with_hint("theme/fonts holds the .otf/.ttf files used to draw text in PNG diagrams")
        })?;
    *loaded = Some((fonts, renderer.clone()));
    Ok((renderer, fonts))
}

/// Keeps the built-in font list honest: every file it names is a real font.
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn built_in_fonts_load_and_draw_chinese() {
        let (renderer, _) = renderer_for(None).expect("the built-in fonts load");
        assert_eq!(renderer.face_count(), 2);
        assert!(renderer.missing_chars("象棋 Xiàngqí 車炮帥").is_empty());
    }

    #[test]
    fn a_folder_without_fonts_falls_back_to_the_built_in_ones() {
        let empty = tempfile::tempdir().unwrap();
        let (_, from_empty) = renderer_for(Some(empty.path())).unwrap();
        let (_, built_in) = renderer_for(None).unwrap();
        assert_eq!(from_empty, built_in);
    }

    #[test]
    fn a_file_that_is_not_a_font_is_named() {
        let dir = tempfile::tempdir().unwrap();
        std::fs::write(dir.path().join("broken.otf"), b"not a font").unwrap();
        let problem = renderer_for(Some(dir.path())).err().expect("refused");
        assert!(
            problem.message.contains("broken.otf"),
            "{}",
            problem.message
        );
    }

    #[test]
    fn the_cache_key_depends_on_fonts_width_and_drawing() {
        let a = blake3::hash(b"fonts a");
        let b = blake3::hash(b"fonts b");
        let base = cache_key(&a, 800, "<svg/>");
        assert_eq!(base, cache_key(&a, 800, "<svg/>"));
        assert_ne!(base, cache_key(&b, 800, "<svg/>"));
        assert_ne!(base, cache_key(&a, 400, "<svg/>"));
        assert_ne!(base, cache_key(&a, 800, "<svg></svg>"));
    }
}
