//! Reference-image comparison: renders with the fonts shipped in theme/fonts, compares with a
//! stored PNG under a small per-pixel tolerance, and writes expected/actual/diff images when
//! they differ. `BOARDLORE_REGENERATE_REFERENCES=1` rewrites the references, and fails the run
//! so a regeneration is never silent.

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

use boardlore_diagram::PngRenderer;
use resvg::tiny_skia::Pixmap;

/// Width of reference renders, in pixels.
pub const WIDTH: u32 = 320;
/// A channel may differ by this much before the pixel counts as different.
const CHANNEL_TOLERANCE: u8 = 12;
/// Share of pixels allowed to differ (anti-aliasing noise).
const PIXEL_BUDGET: f64 = 0.002;

/// The shipped fonts, loaded once for all tests.
pub fn renderer() -> &'static PngRenderer {
    static RENDERER: OnceLock<PngRenderer> = OnceLock::new();
    RENDERER.get_or_init(|| {
        PngRenderer::from_dir(&fonts_dir()).expect("the fonts shipped in theme/fonts load")
    })
}

pub fn fonts_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../../theme/fonts")
}

fn references_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/references")
}

fn failures_dir() -> PathBuf {
    option_env!("CARGO_TARGET_TMPDIR")
        .map_or_else(std::env::temp_dir, PathBuf::from)
        .join("diagram-reference-failures")
}

/// Renders `svg` at `width` and compares it with `tests/references/<name>.png`.
pub fn check(name: &str, svg: &str, width: u32) {
    let png = renderer()
        .png(svg, width)
        .unwrap_or_else(|e| panic!("{name}: render failed: {e}"));
    let actual = Pixmap::decode_png(&png).expect("our own PNG decodes");
    let reference = references_dir().join(format!("{name}.png"));
    if std::env::var_os("BOARDLORE_REGENERATE_REFERENCES").is_some() {
        std::fs::create_dir_all(references_dir()).unwrap();
        std::fs::write(&reference, &png).unwrap();
        panic!(
            "{name}: reference regenerated at {}; look at it, then run again without BOARDLORE_REGENERATE_REFERENCES",
            reference.display()
        );
    }
    let expected = match std::fs::read(&reference) {
        Ok(bytes) => Pixmap::decode_png(&bytes).expect("reference PNG decodes"),
        Err(e) => panic!(
            "{name}: no reference image at {} ({e}); create it with BOARDLORE_REGENERATE_REFERENCES=1",
            reference.display()
        ),
    };
    if let Some(problem) = compare(&expected, &actual) {
        let dir = failures_dir();
        std::fs::create_dir_all(&dir).unwrap();
        std::fs::write(dir.join(format!("{name}-actual.png")), &png).unwrap();
        std::fs::write(
            dir.join(format!("{name}-expected.png")),
            expected.encode_png().unwrap(),
        )
        .unwrap();
        if let Some(diff) = diff_image(&expected, &actual) {
            diff.save_png(dir.join(format!("{name}-diff.png"))).unwrap();
        }
        panic!(
            "{name}: {problem}; expected, actual and diff images are in {}",
            dir.display()
        );
    }
}

/// `None` when the images match within tolerance, else what differs.
pub fn compare(expected: &Pixmap, actual: &Pixmap) -> Option<String> {
    if (expected.width(), expected.height()) != (actual.width(), actual.height()) {
        return Some(format!(
            "size {}x{} differs from the reference {}x{}",
            actual.width(),
            actual.height(),
            expected.width(),
            expected.height()
        ));
    }
    let differing = expected
        .data()
        .chunks_exact(4)
        .zip(actual.data().chunks_exact(4))
        .filter(|(a, b)| {
            a.iter()
                .zip(b.iter())
                .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE)
        })
        .count();
    let total = (expected.width() * expected.height()) as f64;
    (differing as f64 > total * PIXEL_BUDGET).then(|| {
        format!(
            "{differing} of {total} pixels differ by more than {CHANNEL_TOLERANCE} (budget {:.0})",
            total * PIXEL_BUDGET
        )
    })
}

/// Differing pixels in red over a faded copy of the reference.
fn diff_image(expected: &Pixmap, actual: &Pixmap) -> Option<Pixmap> {
    if (expected.width(), expected.height()) != (actual.width(), actual.height()) {
        return None;
    }
    let mut diff = Pixmap::new(expected.width(), expected.height())?;
    for ((out, a), b) in diff
        .data_mut()
        .chunks_exact_mut(4)
        .zip(expected.data().chunks_exact(4))
        .zip(actual.data().chunks_exact(4))
    {
        let differs = a
            .iter()
            .zip(b.iter())
            .any(|(x, y)| x.abs_diff(*y) > CHANNEL_TOLERANCE);
        if differs {
            out.copy_from_slice(&[255, 0, 0, 255]);
        } else {
            let grey = (u16::from(a[0]) + u16::from(a[1]) + u16::from(a[2])) / 3;
            let faded = (255 - (255 - grey) / 4) as u8;
            out.copy_from_slice(&[faded, faded, faded, 255]);
        }
    }
    Some(diff)
}
