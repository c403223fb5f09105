//! The pages written without Tera (`game_page`, `home_page`, `coverage/page`) compared with
//! Tera's rendering of the built-in templates, and the fallback to Tera for a site that
//! overrides one.

use std::path::Path;

use super::page_writer::capitalize;
use crate::content::{self, Checked, RulesCache};
use crate::diagrams::{DiagramOptions, Diagrams};
use crate::render::{Collect, Features, SiteRenderer};
use crate::templates::Templates;

/// Every game page of the shipped archive (its diagrams drawn as SVG, checked but not drawn
/// as PNG) and the site's own pages (home, coverage, works cited, ...), written natively and
/// by Tera, with the web board on and off: the bytes must be the same.
#[test]
fn native_game_pages_equal_teras() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let (head, problems) = content::load_head(&root.join("content")).unwrap();
    assert!(problems.is_empty(), "{problems:?}");
    let mut problems = Vec::new();
    let sources = content::check_sources(&head.sources, &head.sources_file, &mut problems);
    let site = Checked {
        config: head.config,
        sources,
        games: Vec::new(),
    };
    let templates = Templates::load(&root).unwrap();
    let diagrams = Diagrams::new(DiagramOptions {
        enabled: true,
        cache_dir: None,
        fonts_dir: Some(root.join("theme/fonts")),
    })
    .unwrap()
    .checking_only();
    let cache = RulesCache::default();
    let games: Vec<_> = head
        .entry_files
        .iter()
        .map(|file| {
            let loaded = content::load_entry(file).unwrap();
            content::check_entry(loaded, &site.sources, &cache)
                .1
                .unwrap()
        })
        .collect();
    assert!(games.len() > 50, "the shipped archive has its games");
    for play in [false, true] {
        let features = Features {
            play,
            board_script: true,
        };
        let native = SiteRenderer::new(&site, &templates, &diagrams, features);
        assert!(native.native.is_some(), "the built-in templates are in use");
        let tera = SiteRenderer::new(&site, &templates, &diagrams, features).with_tera_game_pages();
        let (mut our_index, mut their_index) = (Vec::new(), Vec::new());
        for game in &games {
            let (ours, theirs) = (Collect::default(), Collect::default());
            our_index.push(native.game(game, &ours).unwrap());
            their_index.push(tera.game(game, &theirs).unwrap());
            assert_same_files(
                ours,
                theirs,
                &format!("{} (play {play})", game.loaded.entry.id),
            );
        }
        let (ours, theirs) = (Collect::default(), Collect::default());
        assert!(native.site_pages(&our_index, &ours).is_empty());
        assert!(tera.site_pages(&their_index, &theirs).is_empty());
        assert_same_files(ours, theirs, &format!("the site's pages (play {play})"));
    }
}

/// A site that overrides `game.html` gets its own template, rendered by Tera.
#[test]
fn an_overridden_game_template_is_rendered_by_tera() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let site_folder = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(site_folder.path().join("templates")).unwrap();
    std::fs::write(
        site_folder.path().join("templates/game.html"),
        "{% extends \"base.html\" %}{% block main %}Own page of {{ game.id }}: {{ witnesses | length }} texts{% endblock main %}",
    )
    .unwrap();
    let templates = Templates::load(site_folder.path()).unwrap();
    let (head, _) = content::load_head(&root.join("content")).unwrap();
    let mut problems = Vec::new();
    let site = Checked {
        sources: content::check_sources(&head.sources, &head.sources_file, &mut problems),
        config: head.config,
        games: Vec::new(),
    };
    let diagrams = Diagrams::new(DiagramOptions {
        enabled: false,
        cache_dir: None,
        fonts_dir: None,
    })
    .unwrap();
    let file = head
        .entry_files
        .iter()
        .find(|f| f.ends_with("xiangqi.yaml"))
        .unwrap();
    let loaded = content::load_entry(file).unwrap();
    let game = content::check_entry(loaded, &site.sources, &RulesCache::default())
        .1
        .unwrap();
    let renderer = SiteRenderer::new(&site, &templates, &diagrams, Features::default());
    assert!(renderer.native.is_none());
    let files = Collect::default();
    renderer.game(&game, &files).unwrap();
    let page = files
        .into_sorted()
        .into_iter()
        .find(|f| f.path == "games/xiangqi/index.html")
        .unwrap();
    let page = String::from_utf8(page.bytes).unwrap();
    assert!(
        page.contains("<main id=\"main\">\nOwn page of xiangqi: "),
        "{page}"
    );
}

fn assert_same_files(ours: Collect, theirs: Collect, what: &str) {
    let (ours, theirs) = (ours.into_sorted(), theirs.into_sorted());
    assert_eq!(ours.len(), theirs.len(), "{what}");
    for (a, b) in ours.iter().zip(&theirs) {
        assert_eq!(a.path, b.path, "{what}");
        if a.bytes != b.bytes {
            let (a, b) = (
                String::from_utf8_lossy(&a.bytes),
                String::from_utf8_lossy(&b.bytes),
            );
            let at = a.bytes().zip(b.bytes()).take_while(|(x, y)| x == y).count();
            let around = |text: &str| {
                let mut from = at.saturating_sub(80);
                while !text.is_char_boundary(from) {
                    from -= 1;
                }
                let mut to = (at + 80).min(text.len());
                while !text.is_char_boundary(to) {
                    to += 1;
                }
                text[from..to].to_string()
            };
            panic!(
                "{what}: {} differs at byte {at}:\nnative: {}\ntera:   {}",
                a.len(),
                around(&a),
                around(&b)
            );
        }
    }
}

#[test]
fn capitalize_matches_teras_filter() {
    for text in ["", "fills in rules", "ÉCOLE de Go", "象棋 rules", "a"] {
        let mut context = tera::Context::new();
        context.insert("text", text);
        let tera = tera::Tera::one_off("{{ text | capitalize }}", &context, false).unwrap();
        assert_eq!(capitalize(text), tera, "{text}");
    }
}
