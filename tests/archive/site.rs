//! Whole-site tests: fixture sites (valid and invalid) built into temporary folders.
//!
//! Snapshots live in tests/snapshots/; `BOARDLORE_BLESS=1 cargo test --test archive -- site::` rewrites
//! them and then fails, so a regeneration is never silent.

use std::collections::BTreeMap;
use std::path::Path;

use crate::cli_support::{assert_says, files, fixture_project as project};
use boardlore_site::{build, check, Problems, Settings};

pub(crate) fn options(folder: &Path) -> Settings {
    let mut options = Settings::in_folder(folder);
    options.cache_dir = None;
    options
}

pub(crate) fn read_output(output: &Path) -> BTreeMap<String, Vec<u8>> {
    files(output)
        .into_iter()
        .map(|p| {
            let key = p
                .strip_prefix(output)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            (key, std::fs::read(&p).unwrap())
        })
        .collect()
}

/// Builds the fixture `name` and reads the page at `path` of its output.
pub(crate) fn built_page(name: &str, path: &str) -> String {
    let dir = project(name);
    build(&options(dir.path())).unwrap();
    page(&dir.path().join("output"), path)
}

pub(crate) fn page(output: &Path, path: &str) -> String {
    std::fs::read_to_string(output.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The files of two builds of the fixture `name`, each into a folder of its own.
pub(crate) fn built_twice(name: &str) -> (BTreeMap<String, Vec<u8>>, BTreeMap<String, Vec<u8>>) {
    let dir = project(name);
    let build_into = |folder: &str| {
        let mut options = options(dir.path());
        options.output = dir.path().join(folder);
        build(&options).unwrap();
        read_output(&options.output)
    };
    (build_into("first"), build_into("second"))
}

/// (file name, line, column, field) of every problem.
pub(crate) fn places(problems: &Problems) -> Vec<(String, usize, usize, String)> {
    problems
        .0
        .iter()
        .map(|p| {
            let name = p.file.file_name().unwrap().to_string_lossy().into_owned();
            let at = p.location.expect("every content problem has a place");
            (name, at.line, at.column, p.field.clone())
        })
        .collect()
}

#[test]
fn valid_site_builds_every_page() {
    let dir = project("valid");
    let report = build(&options(dir.path())).expect("the valid fixture builds");
    assert_eq!(report.games, 2);
    let output = dir.path().join("output");
    for path in [
        "index.html",
        "404.html",
        "robots.txt",
        "sitemap.xml",
        "games/twin-texts/index.html",
        "games/sample-race/index.html",
        "sources/index.html",
        "sources/sample-book/index.html",
        "theme/style.css",
        "theme/site.js",
        "theme/search.js",
        "search/pages.json",
    ] {
        assert!(output.join(path).is_file(), "{path} is missing");
    }
    let sitemap = page(&output, "sitemap.xml");
    assert!(sitemap.contains("<loc>https://fixture.example/games/twin-texts/</loc>"));
    assert!(page(&output, "robots.txt").contains("Sitemap: https://fixture.example/sitemap.xml"));
}

#[test]
fn every_file_the_stylesheet_asks_for_is_published_the_cjk_and_thai_fonts_among_them() {
    let dir = project("valid");
    build(&options(dir.path())).expect("the valid fixture builds");
    let theme = dir.path().join("output/theme");
    let css = page(&dir.path().join("output"), "theme/style.css");
    let wanted: Vec<&str> = css
        .split("url(\"")
        .skip(1)
        .filter_map(|rest| rest.split('"').next())
        .collect();
    assert!(
        wanted.contains(&"fonts/NotoSansCJKsc-Regular-subset.otf"),
        "a system without a CJK font falls back on the shipped one: {wanted:?}"
    );
    assert!(
        wanted.contains(&"fonts/NotoSansThai-Regular-subset.woff2"),
        "nor one without a Thai font (makruk's หมากรุก): {wanted:?}"
    );
    for file in wanted {
        assert!(
            theme.join(file).is_file(),
            "theme/{file} is asked for but not published"
        );
    }
    assert!(
        theme.join("fonts/OFL.txt").is_file(),
        "the fonts' licence goes with them"
    );
}

#[test]
fn game_page_shows_names_texts_variances_and_rulesets() {
    let html = built_page("valid", "games/twin-texts/index.html");
    assert!(
        html.contains("<rt lang=\"zh-Latn-pinyin\">Shuāng</rt>"),
        "pinyin as ruby"
    );
    assert!(html.contains("<span class=\"name-zh\" lang=\"zh\">"));
    assert!(html.contains("id=\"witness-original\" lang=\"zh\""));
    assert!(
        html.contains("only on the <em>mover’s</em> turn"),
        "variance reading"
    );
    assert!(
        html.contains("<span class=\"followed\">followed by commentator</span>"),
        "a text's column names the rulesets that follow it"
    );
    assert!(
        html.contains("<a href=\"#witness-original\">Original text (1)</a>"),
        "two texts that would read alike are numbered"
    );
    assert!(
        html.contains("Removal happens immediately."),
        "assumption listed"
    );
    assert!(
        html.contains("The board size is not given."),
        "unmodelled rule listed"
    );
    assert!(html.contains("class=\"web-board\" data-game=\"twin-texts\" data-ruleset=\"book\""));
    assert!(
        html.contains("The fixture’s longer commentary"),
        "sibling .md commentary"
    );
}

#[test]
fn a_quoted_reading_marks_its_phrase_in_the_witness_and_its_row_names_it() {
    let html = built_page("valid", "games/twin-texts/index.html");
    let point = "when-a-flanked-stone-is-removed";
    assert!(
        html.contains(&format!(
            "<mark class=\"reading\" data-variance=\"{point}\" data-witness=\"book\">A stone \
             flanked on two sides is removed</mark>"
        )),
        "the book's phrase is marked: {html}"
    );
    assert!(
        html.contains(&format!(
            "<mark class=\"reading\" data-variance=\"{point}\" data-witness=\"comment\">when \
             the mover completes the flank</mark>"
        )),
        "the commentary's phrase is marked, though the quote breaks its line elsewhere"
    );
    assert!(
        html.contains(&format!(
            "<tr id=\"point-{point}\" data-variance=\"{point}\" tabindex=\"0\">"
        )),
        "the row of the rule point can be selected"
    );
    assert!(
        html.contains("data-witness=\"original\">夹住的棋子被吃掉</mark>"),
        "the Chinese original's phrase is marked too"
    );
    assert!(
        !html.contains("data-witness=\"variant\""),
        "a reading the text does not state marks nothing"
    );
    assert!(
        html.contains("<span class=\"unquoted\">the variant says only that a flanked stone is taken, not when</span>"),
        "and says why"
    );
}

#[test]
fn commentary_field_and_sibling_file_both_appear_in_that_order() {
    let html = built_page("valid", "games/twin-texts/index.html");
    let field = html
        .find("The entry’s own commentary field")
        .expect("the YAML commentary field is on the page");
    let file = html
        .find("The fixture’s longer commentary")
        .expect("the sibling .md commentary is on the page");
    assert!(field < file, "the field comes before the sibling file");
}

#[test]
fn witnesses_in_one_language_are_compared_word_by_word_or_by_character() {
    let html = built_page("valid", "games/twin-texts/index.html");
    assert!(
        html.contains("<del>removed.</del><ins>captured"),
        "English by words"
    );
    assert!(
        html.contains("双方轮流落子，<ins>被</ins>夹<del>住</del>的棋子被吃掉。"),
        "Chinese by characters"
    );
}

#[test]
fn script_in_commentary_comes_out_inert() {
    let html = built_page("valid", "games/twin-texts/index.html");
    let body = &html[html.find("<main").unwrap()..];
    assert!(!body.contains("<script>alert"), "script tag survived");
    assert!(!body.contains("onerror="), "event handler survived");
    assert!(!body.contains("onclick="), "event handler survived");
    assert!(
        !body.contains("href=\"javascript:"),
        "javascript: URL survived"
    );
    assert!(
        body.contains("<a href=\"https://ok.example/\" rel=\"noopener noreferrer\">safe link</a>")
    );
}

#[test]
fn two_builds_are_byte_identical() {
    let (a, b) = built_twice("valid");
    assert_eq!(a.keys().collect::<Vec<_>>(), b.keys().collect::<Vec<_>>());
    for (path, bytes) in &a {
        assert!(bytes == &b[path], "{path} differs between builds");
    }
}

#[test]
fn the_search_index_covers_game_and_source_pages_with_names_as_typed() {
    let dir = project("valid");
    build(&options(dir.path())).unwrap();
    let output = dir.path().join("output");
    // One index of both scripts, over the two games, the two works cited and coverage.
    let json = |path: &str| -> serde_json::Value {
        serde_json::from_str(&page(&output, &format!("search/{path}"))).unwrap()
    };
    let pages = json("pages.json");
    let listed = pages["pages"].as_array().unwrap();
    assert_eq!(listed.len(), 5, "{pages}");
    let twin = listed
        .iter()
        .position(|p| p["url"] == "games/twin-texts/")
        .expect("the game page is indexed");
    assert_eq!(listed[twin]["meta"]["zh"], "双文棋");
    assert_eq!(listed[twin]["filters"]["mechanic"][0], "placement");
    // An English word is filed under its stem, a Chinese name under its pairs of characters;
    // each stem lists the pages it is on, with the names' weight.
    let words = json("terms/t.json");
    assert_eq!(words["words"]["twin"], "twin");
    let on = |shard: &serde_json::Value, stem: &str| -> Vec<u64> {
        shard["stems"][stem]
            .as_array()
            .unwrap_or_else(|| panic!("{stem} is indexed"))
            .iter()
            .map(|posting| posting[0].as_u64().unwrap())
            .collect()
    };
    assert!(on(&words, "twin").contains(&(twin as u64)));
    let pair = format!("x{:x}", '双' as u32 % 16);
    assert!(on(&json(&format!("terms/{pair}.json")), "双文").contains(&(twin as u64)));
    // The page's text, in sections at its headings, for the excerpts.
    let text = json(&format!("text/{twin}.json"));
    assert!(text["sections"].as_array().unwrap().len() > 3, "{text}");
    // The game page marks what is indexed and carries its pinyin as a reader types it.
    let html = page(&output, "games/twin-texts/index.html");
    assert!(html.contains("<article class=\"game\" lang=\"en\" data-search-body>"));
    assert!(html.contains(
        "<span data-search-meta=\"pinyin\">Shuāng Wén Qí</span> shuang wen qi shuangwenqi</p>"
    ));
    // Every page has the search box.
    for path in [
        "index.html",
        "games/twin-texts/index.html",
        "sources/sample-book/index.html",
    ] {
        assert!(
            page(&output, path).contains("<input id=\"site-search\""),
            "{path}"
        );
    }
}

#[test]
fn invalid_site_reports_every_problem_with_its_place() {
    let dir = project("invalid");
    let problems = check(&options(dir.path()))
        .err()
        .expect("the invalid fixture fails");
    let expected: Vec<(String, usize, usize, String)> = [
        ("bad-field.yaml", 9, 5, "rulesets[0].assumption"),
        ("bad-quote.yaml", 10, 43, "variances[0].readings.text.quote"),
        (
            "bad-quote.yaml",
            11,
            48,
            "variances[0].readings.proposal.quote",
        ),
        ("bad-quote.yaml", 16, 11, "terms[0].zh"),
        ("bad-quote.yaml", 16, 67, "terms[0].renderings.text"),
        ("bomb.yaml", 6, 8, ""),
        ("broken-refs.yaml", 6, 13, "sources[0].work"),
        ("broken-refs.yaml", 9, 11, "witnesses[1].id"),
        ("broken-refs.yaml", 12, 23, "variances[0].readings.text"),
        (
            "broken-refs.yaml",
            12,
            47,
            "variances[0].readings.ruleset-ghost",
        ),
        ("broken-refs.yaml", 14, 23, "variances[1].readings.txet"),
        ("broken-refs.yaml", 17, 21, "rulesets[0].follows[1]"),
        ("broken-refs.yaml", 20, 48, "figures[0].ruleset"),
        ("wrong-name.yaml", 3, 9, "family"),
    ]
    .into_iter()
    .map(|(f, l, c, p)| (f.to_string(), l, c, p.to_string()))
    .collect();
    assert_eq!(places(&problems), expected, "{problems}");
    let text = problems.to_string();
    assert_says(
        &text,
        &[
            "unknown witness `nobody`\n    hint: known: text",
            "unknown ruleset `elsewhere`",
            "unknown ruleset `ghost`",
            "unknown work `missing-work`",
            // A misspelt witness id is caught; a proposal named unlike any witness is not.
            "`txet` is no witness of this entry, but close to the witness `text`",
            "anchors and aliases",
            // A quote its witness does not write is an error.
            "the quote `moves one point` does not occur in the text of witness `text`",
            "`proposal` is no witness, so its reading has no text to quote",
            // A witness's reading quotes it or says why it cannot.
            "the reading of a witness is not anchored in its text",
            // A glossary lists terms the texts write, rendered as the texts render them.
            "`跳` is not written in any text of the entry",
            "`jumps` does not occur in the text of witness `text`",
        ],
    );
    assert!(text.ends_with("14 problems found"), "{text}");
}

#[test]
fn failed_build_leaves_previous_output_untouched() {
    let dir = project("valid");
    build(&options(dir.path())).unwrap();
    let output = dir.path().join("output");
    let before = read_output(&output);
    std::fs::write(dir.path().join("content/games/sample-race.yaml"), "id: [").unwrap();
    assert!(build(&options(dir.path())).is_err());
    assert_eq!(read_output(&output), before);
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|n| n.starts_with(".output"))
        .collect();
    assert!(
        leftovers.is_empty(),
        "staging folders left behind: {leftovers:?}"
    );
}

#[test]
fn site_templates_and_theme_override_the_built_in_ones_by_name() {
    let dir = project("valid");
    std::fs::create_dir_all(dir.path().join("templates")).unwrap();
    std::fs::create_dir_all(dir.path().join("theme")).unwrap();
    std::fs::write(
        dir.path().join("templates/404.html"),
        "{% extends \"base.html\" %}{% block main %}<p>Lost in the archive.</p>{% endblock main %}",
    )
    .unwrap();
    std::fs::write(dir.path().join("theme/style.css"), "body { color: teal; }").unwrap();
    build(&options(dir.path())).unwrap();
    let output = dir.path().join("output");
    assert!(page(&output, "404.html").contains("<p>Lost in the archive.</p>"));
    assert!(
        page(&output, "404.html").contains("<header class=\"site-header\">"),
        "built-in base"
    );
    assert_eq!(page(&output, "theme/style.css"), "body { color: teal; }");
}

#[test]
fn template_error_names_the_template_and_line() {
    let dir = project("valid");
    std::fs::create_dir_all(dir.path().join("templates")).unwrap();
    std::fs::write(
        dir.path().join("templates/404.html"),
        "{% extends \"base.html\" %}\n{% block main %}\n<p>{{ oops( }}</p>\n{% endblock main %}",
    )
    .unwrap();
    let problems = build(&options(dir.path())).expect_err("a broken template fails");
    let problem = &problems.0[0];
    assert!(problem.file.ends_with("templates/404.html"), "{problem}");
    assert_eq!(problem.location.map(|l| l.line), Some(3), "{problem}");
}

#[test]
fn new_entry_passes_check() {
    let dir = project("valid");
    let content = dir.path().join("content");
    boardlore_site::scaffold::new_entry(&content, "fresh-game", "Fresh Game", "folk").unwrap();
    let (checked, _) = check(&options(dir.path())).expect("the scaffold passes check");
    assert!(checked
        .games
        .iter()
        .any(|g| g.loaded.entry.id == "fresh-game"));
    assert!(boardlore_site::scaffold::new_entry(&content, "fresh-game", "", "folk").is_err());
    assert!(boardlore_site::scaffold::new_entry(&content, "Bad Id", "", "folk").is_err());
}

/// Noon UTC on 2026-12-06, the day the snapshots' citations name.
const SNAPSHOT_DAY: u64 = 1_796_558_400;

/// Sets the modification time of every file under `folder` to `secs` after the Unix epoch.
fn dated(folder: &Path, secs: u64) {
    let when = std::time::UNIX_EPOCH + std::time::Duration::from_secs(secs);
    for entry in std::fs::read_dir(folder).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            dated(&path, secs);
        } else {
            let file = std::fs::File::options().write(true).open(&path).unwrap();
            file.set_modified(when).unwrap();
        }
    }
}

#[test]
fn game_page_matches_snapshot() {
    let dir = project("valid");
    // Outside git, an entry's "version of" date is its files' modification time: the copied
    // fixture is dated on the snapshot's day, so the page does not change with the calendar.
    dated(&dir.path().join("content"), SNAPSHOT_DAY);
    build(&options(dir.path())).unwrap();
    let output = dir.path().join("output");
    let mut stale = Vec::new();
    for (page_path, snapshot) in [
        ("games/twin-texts/index.html", "twin-texts.html"),
        ("index.html", "index.html"),
    ] {
        let actual = page(&output, page_path);
        let file = Path::new(env!("CARGO_MANIFEST_DIR"))
            .join("tests/snapshots")
            .join(snapshot);
        if std::env::var_os("BOARDLORE_BLESS").is_some() {
            std::fs::write(&file, &actual).unwrap();
            stale.push(snapshot);
            continue;
        }
        let expected = std::fs::read_to_string(&file).unwrap_or_else(|_| {
            panic!("no snapshot {}; run with BOARDLORE_BLESS=1", file.display())
        });
        if expected != actual {
            let new = file.with_extension("new.html");
            std::fs::write(&new, &actual).unwrap();
            panic!(
                "{page_path} differs from {}; actual written to {}",
                file.display(),
                new.display()
            );
        }
    }
    assert!(
        stale.is_empty(),
        "snapshots rewritten: {stale:?}; rerun without BOARDLORE_BLESS"
    );
}

#[test]
fn the_entry_format_example_passes_check() {
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/entry-format.md"))
            .unwrap();
    let section = &doc[doc
        .find("### A complete example")
        .expect("docs/entry-format.md has the example")..];
    let start = section.find("```yaml\n").unwrap() + "```yaml\n".len();
    let yaml = &section[start..start + section[start..].find("```").unwrap()];
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("content/games");
    std::fs::create_dir_all(&games).unwrap();
    std::fs::write(games.join("liu-zi-chong-qi.yaml"), yaml).unwrap();
    std::fs::write(games.join("liu-zi-chong-qi.zh.md"), "六子冲棋的规则。").unwrap();
    std::fs::write(
        dir.path().join("content/sources.yaml"),
        "- { id: lin-jifu-2016, title: A Collection of Chinese Folk Games, kind: book }\n",
    )
    .unwrap();
    if let Err(problems) = check(&options(dir.path())) {
        panic!("the example in docs/entry-format.md does not pass check:\n{problems}");
    }
}
