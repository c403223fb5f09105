//! Diagrams in the built site: figures and start positions inline and as PNG, the same bytes
//! from build to build, the PNG cache, and a character no font can draw.

use crate::cli_support::fixture_project as project;
use crate::site::{built_twice, options, page, places, read_output};
use boardlore_site::{build, check, Settings};

/// Width and height from a PNG's header.
fn png_size(bytes: &[u8]) -> (u32, u32) {
    assert!(bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "not a PNG");
    let number = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (number(16), number(20))
}

#[test]
fn figures_and_start_positions_are_drawn_inline_and_as_png() {
    let dir = project("diagrams");
    let report = build(&options(dir.path())).expect("the diagram fixture builds");
    // Two rulesets (one playable, one board only), two figures, one social card.
    assert_eq!(report.pngs, 5);
    let output = dir.path().join("output");
    let html = page(&output, "games/slide-stones/index.html");
    for diagram in [
        "start-main",
        "start-board-only",
        "figure-opening",
        "figure-corners",
    ] {
        let id = format!("id=\"slide-stones-{diagram}-board\"");
        assert_eq!(html.matches(&id).count(), 1, "one inline SVG {id}");
        assert!(html.contains(&format!("<a href=\"{diagram}.png\">")));
        let png = std::fs::read(output.join(format!("games/slide-stones/{diagram}.png"))).unwrap();
        assert_eq!(png_size(&png).0, 800, "{diagram}.png width");
    }
    // The start position has the stones; the bare board and its figure have none.
    let start = &html[html.find("id=\"slide-stones-start-main-board\"").unwrap()..];
    let start = &start[..start.find("</svg>").unwrap()];
    assert_eq!(start.matches("●").count(), 5, "five black stones");
    let corners = &html[html
        .find("id=\"slide-stones-figure-corners-board\"")
        .unwrap()..];
    let corners = &corners[..corners.find("</svg>").unwrap()];
    assert!(!corners.contains('●'), "the bare board is empty");
    assert!(corners.contains("class=\"bl-marks\""), "marks drawn");
    assert!(corners.contains(">中</text>"), "the label mark");
    let card = std::fs::read(output.join("games/slide-stones/card.png")).unwrap();
    assert_eq!(png_size(&card), (1200, 630));
    assert!(html.contains(
        "<meta property=\"og:image\" content=\"https:&#x2F;&#x2F;diagrams.example&#x2F;games&#x2F;slide-stones&#x2F;card.png\">"
    ));
}

#[test]
fn diagrams_are_byte_identical_between_builds() {
    let (first, second) = built_twice("diagrams");
    assert_eq!(first, second);
}

#[test]
fn png_cache_rerenders_only_what_changed() {
    let dir = project("diagrams");
    let mut cached = options(dir.path());
    cached.cache_dir = Some(dir.path().join(".boardlore-cache"));
    assert_eq!(
        build(&cached).unwrap().pngs_rendered,
        5,
        "first build draws all"
    );
    let first = read_output(&cached.output);
    let again = build(&cached).unwrap();
    assert_eq!(again.pngs_rendered, 0, "nothing changed, nothing drawn");
    assert_eq!(again.pngs, 5);
    assert_eq!(
        read_output(&cached.output),
        first,
        "cached PNGs are the same bytes"
    );
    let entry = dir.path().join("content/games/slide-stones.yaml");
    let yaml = std::fs::read_to_string(&entry).unwrap();
    std::fs::write(&entry, yaml.replace("arrow: [c1, c3]", "arrow: [c1, c2]")).unwrap();
    assert_eq!(
        build(&cached).unwrap().pngs_rendered,
        1,
        "only the edited figure"
    );
}

#[test]
fn a_character_no_font_has_is_an_error_naming_file_and_character() {
    let dir = project("diagrams");
    build(&options(dir.path())).unwrap();
    let before = read_output(&dir.path().join("output"));
    let entry = dir.path().join("content/games/slide-stones.yaml");
    let yaml = std::fs::read_to_string(&entry).unwrap();
    std::fs::write(&entry, yaml.replace("text: \"中\"", "text: \"𓀀\"")).unwrap();
    let problems = build(&options(dir.path())).expect_err("a missing glyph fails the build");
    assert_eq!(problems.0.len(), 1, "{problems}");
    let problem = &problems.0[0];
    assert!(problem.file.ends_with("slide-stones.yaml"), "{problem:?}");
    assert_eq!(problem.field, "figures[1]");
    assert!(problem.location.is_some(), "points at the figure");
    assert!(
        problem.message.contains("𓀀 (U+13000)"),
        "{}",
        problem.message
    );
    assert_eq!(
        read_output(&dir.path().join("output")),
        before,
        "output untouched"
    );
}

/// `check` runs every check of a build, the glyph coverage of text drawn into PNGs included,
/// and writes nothing: no output folder, no PNG cache.
#[test]
fn check_finds_a_name_the_card_cannot_draw_and_writes_nothing() {
    let dir = project("diagrams");
    let options = Settings::in_folder(dir.path());
    let (_, files) = check(&options).expect("the diagram fixture passes check");
    assert!(files > 0, "check counts the files a build would write");
    assert!(!options.output.exists(), "check wrote no output");
    assert!(
        !dir.path().join(".boardlore-cache").exists(),
        "check wrote no PNG cache"
    );

    // U+20000 is a CJK character outside the shipped font subsets; the Chinese name is drawn
    // on the social card.
    let entry = dir.path().join("content/games/slide-stones.yaml");
    let yaml = std::fs::read_to_string(&entry).unwrap();
    std::fs::write(&entry, yaml.replace("zh: 滑子棋", "zh: 滑子\u{20000}棋")).unwrap();
    let problems = check(&options)
        .err()
        .expect("a name no font can draw fails check");
    assert_eq!(
        places(&problems),
        vec![("slide-stones.yaml".to_string(), 2, 8, "names".to_string())],
        "{problems}"
    );
    let problem = &problems.0[0];
    assert!(
        problem.message.contains("\u{20000} (U+20000)"),
        "names the character: {}",
        problem.message
    );
    assert!(
        problem.message.contains("the social card"),
        "names what is drawn: {}",
        problem.message
    );
    assert!(problem.hint.is_some(), "{problem}");
    assert!(!options.output.exists(), "a failed check wrote nothing");
    assert!(!dir.path().join(".boardlore-cache").exists());

    // The build fails on the same problem: check and build agree.
    let built = build(&options).expect_err("the build fails too");
    assert_eq!(places(&built), places(&problems), "{built}");
}
