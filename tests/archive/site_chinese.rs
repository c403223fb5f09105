//! The Chinese edition: every entry has its Chinese summary and the rest of its own words in
//! Chinese, the Chinese pages are published under `zh/` with their switch and `hreflang`
//! links, and a field without Chinese is shown in English, marked as such.

use std::path::Path;

use boardlore_site::content::{load, validate, Localized};
use boardlore_site::i18n::{mechanic_id, Catalogue, Words};
use boardlore_site::{build, Settings};

use crate::site_edition::archive;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_entry_has_its_own_words_in_chinese() {
    let (loaded, problems) = load(&root().join("content")).unwrap();
    let checked = validate(loaded, problems).unwrap();
    let mut missing = Vec::new();
    for game in &checked.games {
        let entry = &game.loaded.entry;
        let mut fields: Vec<(String, &Localized)> = vec![("summary".into(), &entry.summary)];
        for r in &entry.rulesets {
            fields.extend(r.name.iter().map(|n| (format!("ruleset {} name", r.id), n)));
            fields.extend(
                r.assumptions
                    .iter()
                    .map(|a| (format!("ruleset {} assumption", r.id), a)),
            );
            fields.extend(
                r.unmodelled
                    .iter()
                    .map(|a| (format!("ruleset {} unmodelled", r.id), a)),
            );
        }
        fields.extend(
            entry
                .variances
                .iter()
                .map(|v| (format!("point {}", v.point.en()), &v.point)),
        );
        fields.extend(
            entry
                .figures
                .iter()
                .map(|f| (format!("figure {}", f.id), &f.caption)),
        );
        for (field, text) in fields {
            if text.get("zh").is_none() {
                missing.push(format!("{}: {field}", entry.id));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "without Chinese:\n{}",
        missing.join("\n")
    );
}

#[test]
fn every_mechanic_tag_has_a_chinese_name() {
    let (loaded, problems) = load(&root().join("content")).unwrap();
    let checked = validate(loaded, problems).unwrap();
    let catalogue = Catalogue::load(root(), &["en".into(), "zh".into()]).unwrap();
    let chinese = Words::new(&catalogue, "zh");
    let mut missing: Vec<String> = checked
        .games
        .iter()
        .flat_map(|g| &g.loaded.entry.mechanics)
        .filter(|tag| chinese.try_get(&mechanic_id(tag)).is_none())
        .map(|tag| format!("{tag} ({})", mechanic_id(tag)))
        .collect();
    missing.sort();
    missing.dedup();
    assert!(
        missing.is_empty(),
        "tags without Chinese:\n{}",
        missing.join("\n")
    );
}

#[test]
fn a_chinese_page_links_its_english_page_and_both_say_so() {
    let zh = std::fs::read_to_string(archive().join("zh/games/xiangqi/index.html")).unwrap();
    let en = std::fs::read_to_string(archive().join("games/xiangqi/index.html")).unwrap();
    assert!(zh.starts_with("<!doctype html>\n<html lang=\"zh\">"));
    for page in [&zh, &en] {
        assert!(page.contains(r#"<link rel="alternate" hreflang="zh" href="https://boardlore.example/zh/games/xiangqi/">"#));
        assert!(page.contains(r#"<link rel="alternate" hreflang="en" href="https://boardlore.example/games/xiangqi/">"#));
    }
    assert!(zh.contains(
        r#"<a href="/games/xiangqi/" hreflang="en" lang="en" data-language-switch>English</a>"#
    ));
    assert!(en.contains(
        r#"<a href="/zh/games/xiangqi/" hreflang="zh" lang="zh" data-language-switch>中文</a>"#
    ));
    // The Chinese page shows the Chinese summary, marked as the archive's restatement.
    assert!(zh.contains("本站对其英文概述的中文转述"));
    assert!(zh.contains("<h2 id=\"h-rulesets\">规则集</h2>"));
    // Its diagrams are the English page's, linked rather than written twice; the switch on a
    // page that is not found leads to the other edition's page that is not found.
    assert!(!archive().join("zh/games/xiangqi/data").exists());
    assert!(archive().join("zh/404.html").is_file());
    assert!(!archive().join("zh/embed").exists());
}

#[test]
fn each_edition_has_its_sitemap_with_the_other_language_as_alternate() {
    let zh = std::fs::read_to_string(archive().join("zh/sitemap.xml")).unwrap();
    assert!(zh.contains("<loc>https://boardlore.example/zh/games/xiangqi/</loc>"));
    assert!(zh.contains(r#"<xhtml:link rel="alternate" hreflang="en" href="https://boardlore.example/games/xiangqi/"/>"#));
    let robots = std::fs::read_to_string(archive().join("robots.txt")).unwrap();
    assert!(robots.contains("Sitemap: https://boardlore.example/sitemap.xml"));
    assert!(robots.contains("Sitemap: https://boardlore.example/zh/sitemap.xml"));
}

#[test]
fn a_field_without_chinese_is_shown_in_english_and_marked() {
    let site = tempfile::tempdir().unwrap();
    let content = site.path().join("content");
    std::fs::create_dir_all(content.join("games")).unwrap();
    std::fs::write(
        content.join("config.yaml"),
        "title: t\nbase_url: https://x.example/\nlanguages: [en, zh]\n",
    )
    .unwrap();
    std::fs::write(content.join("sources.yaml"), "[]\n").unwrap();
    std::fs::write(
        content.join("games/plain.yaml"),
        "id: plain\nnames: { en: Plain }\ngroup: folk\nsummary: Only in English.\n",
    )
    .unwrap();
    let mut settings = Settings::in_folder(site.path());
    settings.output = site.path().join("out");
    settings.cache_dir = None;
    settings.diagrams = false;
    settings.search = false;
    settings.play = None;
    build(&settings).unwrap();
    let page = std::fs::read_to_string(site.path().join("out/zh/games/plain/index.html")).unwrap();
    assert!(
        page.contains(r#"<div class="prose" lang="en"><p>Only in English.</p>"#),
        "{page}"
    );
    assert!(page.contains("英文原文：本条目尚无此语言的文本。"));
}
