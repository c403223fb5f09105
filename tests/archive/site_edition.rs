//! The archive as an edition: every entry's TEI P5 document is well-formed XML whose
//! witnesses, rule points and readings match the page; the glossary page lists every term
//! and links to it; every reading of a text is anchored in it or says why not.

use std::collections::BTreeSet;
use std::path::Path;
use std::sync::OnceLock;

use boardlore_site::{build, Settings};

const TEI: &str = "http://www.tei-c.org/ns/1.0";
const XML: &str = "http://www.w3.org/XML/1998/namespace";

/// The repository's own content built once, without diagrams, board or search (shared by
/// the Chinese edition's tests).
pub(crate) fn archive() -> &'static Path {
    static OUTPUT: OnceLock<tempfile::TempDir> = OnceLock::new();
    OUTPUT
        .get_or_init(|| {
            let root = Path::new(env!("CARGO_MANIFEST_DIR"));
            let out = tempfile::tempdir().unwrap();
            let mut settings = Settings::in_folder(root);
            settings.output = out.path().to_path_buf();
            settings.cache_dir = None;
            settings.diagrams = false;
            settings.search = false;
            settings.play = None;
            build(&settings).unwrap();
            out
        })
        .path()
}

fn game_ids() -> Vec<String> {
    let games = Path::new(env!("CARGO_MANIFEST_DIR")).join("content/games");
    let mut ids: Vec<String> = std::fs::read_dir(games)
        .unwrap()
        .filter_map(|e| {
            let name = e.unwrap().file_name().to_string_lossy().into_owned();
            name.strip_suffix(".yaml").map(str::to_string)
        })
        .collect();
    ids.sort();
    ids
}

fn attr<'a>(node: roxmltree::Node<'a, '_>, name: &str) -> Option<&'a str> {
    node.attribute(name).or_else(|| node.attribute((XML, name)))
}

#[test]
fn every_entry_has_a_well_formed_tei_document_whose_readings_name_listed_witnesses() {
    let ids = game_ids();
    assert!(ids.len() >= 63, "{} entries", ids.len());
    for id in &ids {
        let path = archive().join(format!("games/{id}/tei.xml"));
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{id}: {e}"));
        let doc = roxmltree::Document::parse(&text)
            .unwrap_or_else(|e| panic!("{id}: the TEI document is not well-formed: {e}"));
        let root = doc.root_element();
        assert_eq!(root.tag_name().namespace(), Some(TEI), "{id}");
        assert_eq!(root.tag_name().name(), "TEI", "{id}");
        let named = |name: &'static str| {
            doc.descendants()
                .filter(move |n| n.is_element() && n.tag_name().name() == name)
        };
        let witnesses: BTreeSet<String> = named("witness")
            .map(|w| attr(w, "id").expect("a witness has an xml:id").to_string())
            .collect();
        assert!(!witnesses.is_empty(), "{id}: no listWit");
        let page =
            std::fs::read_to_string(archive().join(format!("games/{id}/index.html"))).unwrap();
        for app in named("app") {
            let point = attr(app, "id").expect("an app has an xml:id");
            assert!(
                page.contains(&format!("id=\"{point}\"")),
                "{id}: the page has no anchor for {point}"
            );
            for rdg in app.children().filter(|n| n.tag_name().name() == "rdg") {
                let wit = rdg.attribute("wit").unwrap().trim_start_matches('#');
                assert!(
                    witnesses.contains(wit),
                    "{id}: {point} reads {wit}, not listed"
                );
            }
        }
    }
}

#[test]
fn a_tei_reading_keeps_the_phrase_it_is_anchored_by_liudaoqi_board_size() {
    let output = archive();
    let text = std::fs::read_to_string(output.join("games/liudaoqi/tei.xml")).unwrap();
    let doc = roxmltree::Document::parse(&text).unwrap();
    let app = doc
        .descendants()
        .find(|n| attr(*n, "id") == Some("point-board-size"))
        .expect("Liudaoqi's board-size point");
    let rdg = app
        .children()
        .find(|n| n.attribute("wit") == Some("#wit-machine-translation"))
        .unwrap();
    let quote = rdg.children().find(|n| n.tag_name().name() == "quote");
    assert!(
        quote
            .and_then(|q| q.text())
            .is_some_and(|q| q.contains("25 intersections")),
        "the translation's reading keeps the phrase it is anchored by"
    );
}

#[test]
fn the_glossary_page_links_every_term_to_its_game() {
    let output = archive();
    let glossary = std::fs::read_to_string(output.join("glossary/index.html")).unwrap();
    let mut links = 0;
    for id in game_ids() {
        let page = std::fs::read_to_string(output.join(format!("games/{id}/index.html"))).unwrap();
        for anchor in page.match_indices("<tr id=\"term-").map(|(at, _)| {
            let rest = &page[at + 8..];
            &rest[..rest.find('"').unwrap()]
        }) {
            let link = format!("games/{id}/#{anchor}\"");
            assert!(glossary.contains(&link), "the glossary lacks {link}");
            links += 1;
        }
    }
    assert!(links > 0, "no entry lists a term");
    assert!(
        std::fs::read_to_string(output.join("index.html"))
            .unwrap()
            .contains("glossary/\">Glossary</a>"),
        "every page's navigation names the glossary"
    );
}
