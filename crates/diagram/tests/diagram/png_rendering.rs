//! PNG rendering with the shipped fonts: Chinese text really renders, missing glyphs and bad
//! input give errors a person can act on, and nothing panics.

use crate::common;

use boardlore_diagram::{svg, PngRenderer, RenderError, SocialCard, SvgOptions};
use common::images::{fonts_dir, renderer};

fn text_svg(text: &str) -> String {
    format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 100 100\"><rect width=\"100\" height=\"100\" fill=\"#ffffff\"/><text x=\"50\" y=\"72\" font-family=\"'Noto Serif CJK SC',serif\" font-weight=\"bold\" font-size=\"64\" text-anchor=\"middle\" fill=\"#000000\">{text}</text></svg>"
    )
}

/// Number of clearly dark pixels.
fn ink(svg: &str) -> usize {
    let (_, _, pixels) = renderer().rgba(svg, 100).expect("renders");
    pixels.chunks_exact(4).filter(|p| p[0] < 128).count()
}

#[test]
fn chinese_characters_render_as_ink_not_as_nothing() {
    let blank = ink(&text_svg(""));
    assert_eq!(blank, 0);
    for glyph in ["象", "帥", "將", "砲", "歩", "と", "龍", "漢"] {
        let drawn = ink(&text_svg(glyph));
        assert!(drawn > 400, "{glyph} drew only {drawn} dark pixels");
    }
    // Different characters give different shapes (no shared missing-glyph box).
    let (_, _, a) = renderer().rgba(&text_svg("車"), 100).unwrap();
    let (_, _, b) = renderer().rgba(&text_svg("炮"), 100).unwrap();
    assert_ne!(a, b);
}

#[test]
fn the_glyphs_of_a_xiangqi_diagram_are_drawn() {
    let (board, view) = common::xiangqi();
    let options = SvgOptions::default();
    let with_glyphs = svg(&board, &view, &[], &options);
    let mut blank_view = view.clone();
    for piece in &mut blank_view.pieces {
        piece.glyph.clear();
    }
    let without = svg(&board, &blank_view, &[], &options);
    let (_, _, a) = renderer().rgba(&with_glyphs, 300).unwrap();
    let (_, _, b) = renderer().rgba(&without, 300).unwrap();
    let changed = a
        .chunks_exact(4)
        .zip(b.chunks_exact(4))
        .filter(|(p, q)| p[0].abs_diff(q[0]) > 60)
        .count();
    assert!(
        changed > 2000,
        "only {changed} pixels changed by the 32 glyphs"
    );
}

#[test]
fn the_svg_names_font_families_the_shipped_fonts_provide() {
    let drawing = common::plain_svg(common::xiangqi());
    assert!(drawing.contains("font-family=\"'Noto Serif CJK SC'"));
    assert!(drawing.contains("font-family=\"'Noto Sans CJK SC'"));
    assert_eq!(renderer().face_count(), 2);
    assert!(renderer()
        .missing_chars("帥將仕士相象馬傌車俥炮砲兵卒王玉飛角金銀桂香歩と龍成楚漢河界Xiàngqí")
        .is_empty());
}

#[test]
fn text_no_font_covers_is_an_error_not_a_silent_gap() {
    let err = renderer().png(&text_svg("장기"), 100).unwrap_err();
    match &err {
        RenderError::MissingGlyphs { chars } => assert_eq!(chars, &['기', '장']),
        other => panic!("expected missing glyphs, got {other:?}"),
    }
    let message = err.to_string();
    assert!(message.contains("U+C7A5"), "{message}");
    assert!(message.contains("tools/subset-fonts.py"), "{message}");
}

#[test]
fn bad_svg_and_sizes_are_reported() {
    let err = renderer().png("<svg><g></svg>", 100).unwrap_err();
    assert!(matches!(err, RenderError::Svg { .. }), "{err:?}");
    assert!(err.to_string().starts_with("the SVG could not be read"));
    let err = renderer().png(&text_svg("x"), 0).unwrap_err();
    assert!(matches!(err, RenderError::Size { .. }), "{err:?}");
    let err = renderer().png(&text_svg("x"), 100_000).unwrap_err();
    assert!(matches!(err, RenderError::Size { .. }), "{err:?}");
}

#[test]
fn fonts_that_are_not_fonts_are_refused_by_name() {
    let err = PngRenderer::new(vec![b"not a font".to_vec()])
        .err()
        .unwrap();
    assert_eq!(
        err.to_string(),
        "font #1 is not an OpenType or TrueType font (expected an .otf or .ttf file)"
    );
    let err = PngRenderer::new(Vec::new()).err().unwrap();
    assert!(matches!(err, RenderError::NoFonts { .. }));
    let empty = std::env::temp_dir().join("boardlore-diagram-no-fonts");
    std::fs::create_dir_all(&empty).unwrap();
    let err = PngRenderer::from_dir(&empty).err().unwrap();
    assert!(err.to_string().contains("theme/fonts"), "{err}");
    let err = PngRenderer::from_dir(&fonts_dir().join("missing"))
        .err()
        .unwrap();
    assert!(matches!(err, RenderError::Io { .. }), "{err:?}");
}

#[test]
fn a_renderer_from_font_bytes_draws_chinese_too() {
    let bytes = std::fs::read(fonts_dir().join("NotoSansCJKsc-Regular-subset.otf")).unwrap();
    let sans_only = PngRenderer::new(vec![bytes]).unwrap();
    // The serif family is not loaded: the generic fallback finds the sans face.
    let (_, _, pixels) = sans_only.rgba(&text_svg("象"), 100).unwrap();
    let dark = pixels.chunks_exact(4).filter(|p| p[0] < 128).count();
    assert!(dark > 300, "only {dark} dark pixels");
}

#[test]
fn a_social_card_is_1200_by_630() {
    let card = SocialCard {
        title: "Liubo 六博".into(),
        subtitle: "Liùbó".into(),
        site: "boardlore".into(),
        board_svg: None,
    };
    let png = renderer().social_card(&card).unwrap();
    let pixmap = resvg::tiny_skia::Pixmap::decode_png(&png).unwrap();
    assert_eq!((pixmap.width(), pixmap.height()), (1200, 630));
}
