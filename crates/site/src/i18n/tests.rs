//! The catalogues the binary carries: complete in every language, and read as the pages
//! need them.

use super::*;

fn shipped() -> Catalogue {
    let site = tempfile::tempdir().unwrap();
    Catalogue::load(site.path(), &["en".into(), "zh".into()]).unwrap()
}

#[test]
fn every_interface_message_has_a_chinese_entry() {
    let catalogue = shipped();
    assert_eq!(catalogue.missing("zh"), Vec::<&str>::new());
    // And none is left in English by mistake: each Chinese message holds a Chinese
    // character, apart from names and marks that read alike in both.
    let alike = [
        "language-name",
        "status-reference",
        "list-comma",
        "board-style-wxf",
        "board-style-san",
    ];
    let english = &catalogue.bundles["en"].ids;
    for id in english.iter().filter(|id| !alike.contains(&id.as_str())) {
        let text = catalogue.format("zh", id, None).unwrap_or_default();
        if text.is_empty() {
            continue;
        }
        let english_text = catalogue.format("en", id, None).unwrap_or_default();
        assert!(
            text != english_text || !english_text.chars().any(char::is_alphabetic),
            "`{id}` reads the same in Chinese as in English: {text}"
        );
    }
}

#[test]
fn a_count_takes_the_plural_form_of_its_language() {
    let catalogue = shipped();
    let mut args = FluentArgs::new();
    args.set("count", 1);
    assert_eq!(
        catalogue.format("en", "home-count", Some(&args)).unwrap(),
        "1 game"
    );
    args.set("count", 63);
    assert_eq!(
        catalogue.format("en", "home-count", Some(&args)).unwrap(),
        "63 games"
    );
    assert_eq!(
        catalogue.format("zh", "home-count", Some(&args)).unwrap(),
        "63种棋戏"
    );
}

#[test]
fn the_board_gets_its_messages_as_patterns_it_fills_in_itself() {
    let catalogue = shipped();
    let json: serde_json::Value =
        serde_json::from_str(&catalogue.board_messages("zh").unwrap()).unwrap();
    let messages = json.as_object().unwrap();
    assert!(messages.len() > 50, "{} board messages", messages.len());
    assert!(messages
        .keys()
        .all(|id| id.starts_with("board-") || id.starts_with("term-")));
    assert!(messages.values().any(|m| m.as_str().unwrap().contains('{')));
    // The names rulesets give, for the board's labels of pieces: Chinese ones only in Chinese.
    assert_eq!(messages["term-horse"], "马");
    assert_eq!(messages["board-target-owned"], "{owner}{piece}");
}

#[test]
fn a_site_message_replaces_the_built_in_one_and_a_broken_file_is_placed() {
    let site = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(site.path().join("i18n/en")).unwrap();
    std::fs::write(
        site.path().join("i18n/en/mine.ftl"),
        "nav-games = The games\n",
    )
    .unwrap();
    let catalogue = Catalogue::load(site.path(), &["en".into()]).unwrap();
    assert_eq!(
        catalogue.format("en", "nav-games", None).unwrap(),
        "The games"
    );
    std::fs::write(
        site.path().join("i18n/en/mine.ftl"),
        "ok = fine\n\nbroken = {\n",
    )
    .unwrap();
    let Err(problem) = Catalogue::load(site.path(), &["en".into()]) else {
        panic!("a broken file was read");
    };
    let shown = problem.to_string();
    assert!(shown.contains("mine.ftl:4:"), "{shown}");
}

#[test]
fn a_language_without_messages_says_where_to_write_them() {
    let site = tempfile::tempdir().unwrap();
    let Err(problem) = Catalogue::load(site.path(), &["en".into(), "fr".into()]) else {
        panic!("a language without messages was read");
    };
    let shown = problem.to_string();
    assert!(shown.contains("`fr`") && shown.contains("i18n"), "{shown}");
}

#[test]
fn dates_read_as_each_language_writes_them() {
    assert_eq!(long_date("2026-12-05", "en"), "5 December 2026");
    assert_eq!(long_date("2026-12-05", "zh"), "2026年12月5日");
    assert_eq!(long_date("unknown", "zh"), "unknown");
}
