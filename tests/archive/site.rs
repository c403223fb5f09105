//! Whole-site tests: fixture sites (valid and invalid) built into temporary folders.
//!
//! Snapshots live in tests/snapshots/; `BOARDLORE_BLESS=1 cargo test --test archive -- site::` rewrites
//! them and then fails, so a regeneration is never silent.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::cli_support::{assert_says, files, fixture_project as project};
use boardlore_site::{build, check, LiveSite, Problems, Settings};

fn options(folder: &Path) -> Settings {
    let mut options = Settings::in_folder(folder);
    options.cache_dir = None;
    options
}

fn read_output(output: &Path) -> BTreeMap<String, Vec<u8>> {
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
fn built_page(name: &str, path: &str) -> String {
    let dir = project(name);
    build(&options(dir.path())).unwrap();
    page(&dir.path().join("output"), path)
}

fn page(output: &Path, path: &str) -> String {
    std::fs::read_to_string(output.join(path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The files of two builds of the fixture `name`, each into a folder of its own.
fn built_twice(name: &str) -> (BTreeMap<String, Vec<u8>>, BTreeMap<String, Vec<u8>>) {
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
fn places(problems: &Problems) -> Vec<(String, usize, usize, String)> {
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
        "pagefind/pagefind-entry.json",
    ] {
        assert!(output.join(path).is_file(), "{path} is missing");
    }
    let sitemap = page(&output, "sitemap.xml");
    assert!(sitemap.contains("<loc>https://fixture.example/games/twin-texts/</loc>"));
    assert!(page(&output, "robots.txt").contains("Sitemap: https://fixture.example/sitemap.xml"));
}

#[test]
fn every_file_the_stylesheet_asks_for_is_published_the_cjk_fonts_among_them() {
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
    assert!(html.contains("<span class=\"followed\">ruleset: commentator</span>"));
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
        html.contains(&format!("<tr data-variance=\"{point}\" tabindex=\"0\">")),
        "the row of the rule point can be selected"
    );
    assert!(
        !html.contains("data-witness=\"original\""),
        "a plain reading marks nothing"
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
    // One index, segmented as Chinese, over the two games, the two works cited and coverage.
    let entry = page(&output, "pagefind/pagefind-entry.json");
    assert!(entry.contains("\"zh\":{"), "{entry}");
    assert!(entry.contains("\"page_count\":5"), "{entry}");
    for file in ["pagefind/pagefind.js", "pagefind/wasm.unknown.pagefind"] {
        assert!(output.join(file).is_file(), "{file} is missing");
    }
    // The game page marks what is indexed and carries its pinyin as a reader types it.
    let html = page(&output, "games/twin-texts/index.html");
    assert!(html.contains("<article class=\"game\" lang=\"en\" data-pagefind-body>"));
    assert!(html.contains(
        "<span data-pagefind-meta=\"pinyin\">Shuāng Wén Qí</span> shuang wen qi shuangwenqi</p>"
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
        ("bomb.yaml", 6, 8, ""),
        ("broken-refs.yaml", 6, 13, "sources[0].work"),
        ("broken-refs.yaml", 9, 11, "witnesses[1].id"),
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
        ],
    );
    assert!(text.ends_with("11 problems found"), "{text}");
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

#[test]
fn game_page_matches_snapshot() {
    let dir = project("valid");
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

/// The page or file at `path` of the server at `address`.
fn get(address: &str, path: &str) -> (u16, String) {
    crate::cli_support::http_get(address, address, path)
}

#[test]
fn serve_rebuilds_after_an_edit_and_refuses_paths_outside_output() {
    let dir = project("valid");
    let (server, address) = crate::cli_support::start_server(dir.path());
    assert!(address.starts_with("127.0.0.1:"), "{address}");

    let (code, body) = get(&address, "/games/sample-race/");
    assert_eq!(code, 200);
    assert!(body.contains("Sample Race"));
    assert!(
        body.contains("/__boardlore/live.js"),
        "live reload script injected"
    );
    assert_eq!(get(&address, "/../../etc/passwd").0, 403);
    assert_eq!(get(&address, "/%2e%2e/%2e%2e/etc/passwd").0, 403);
    assert_eq!(get(&address, "/no/such/page/").0, 404);

    let entry = dir.path().join("content/games/sample-race.yaml");
    let text = std::fs::read_to_string(&entry).unwrap();
    std::fs::write(&entry, text.replace("Sample Race", "Sample Derby")).unwrap();
    until_page_shows(&address, "/games/sample-race/", "Sample Derby");

    std::fs::write(&entry, "id: [").unwrap();
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (_, status) = get(&address, "/__boardlore/status");
        if status.contains("sample-race.yaml") && status.contains("\"error\":\"") {
            break;
        }
        assert!(
            Instant::now() < deadline,
            "the build error was not reported within 20 s"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(
        get(&address, "/games/sample-race/")
            .1
            .contains("Sample Derby"),
        "last good output kept"
    );
    drop(server);
}

/// The build counter of `serve`'s status.
fn build_version(address: &str) -> u64 {
    let (_, response) = get(address, "/__boardlore/status");
    let body = response.split_once("\r\n\r\n").map_or("", |(_, body)| body);
    let status: serde_json::Value = serde_json::from_str(body).unwrap();
    status["version"].as_u64().unwrap()
}

/// Waits (at most 20 s) until the page at `path` contains `text`.
fn until_page_shows(address: &str, path: &str, text: &str) {
    let deadline = Instant::now() + Duration::from_secs(20);
    while !get(address, path).1.contains(text) {
        assert!(
            Instant::now() < deadline,
            "{path} did not show {text:?} within 20 s"
        );
        std::thread::sleep(Duration::from_millis(50));
    }
}

/// What an editor leaves beside the files it saves (a swap file, a backup, Emacs's lock
/// `.#name`, a temporary file renamed over the entry) is not content: it starts no build of
/// its own, and the save itself is one rebuild.
#[test]
fn serve_passes_over_an_editors_swap_backup_and_temporary_files() {
    let dir = project("valid");
    let (server, address) = crate::cli_support::start_server(dir.path());
    let games = dir.path().join("content/games");
    let entry = games.join("sample-race.yaml");
    let text = std::fs::read_to_string(&entry).unwrap();
    let before = build_version(&address);
    for leftover in [
        ".sample-race.yaml.swp",
        "sample-race.yaml~",
        ".#sample-race.yaml",
    ] {
        std::fs::write(games.join(leftover), "left by an editor").unwrap();
        std::thread::sleep(Duration::from_millis(150));
    }
    let temporary = games.join("sedX7q2Rk");
    std::fs::write(&temporary, text.replace("Sample Race", "Sample Derby")).unwrap();
    std::fs::rename(&temporary, &entry).unwrap();
    until_page_shows(&address, "/games/sample-race/", "Sample Derby");
    std::thread::sleep(Duration::from_millis(300));
    assert_eq!(
        build_version(&address),
        before + 1,
        "one rebuild, for the save alone"
    );
    drop(server);
}

fn modified(path: &Path) -> std::time::SystemTime {
    std::fs::metadata(path).unwrap().modified().unwrap()
}

/// What `serve` keeps between changes: an edit to one entry re-renders that entry and the
/// site's own pages, writes only the files whose bytes changed (never another game's page)
/// and leaves the output as a full build would write it; a broken edit keeps the last good
/// pages; a template or theme change is a full build, which writes every page again.
#[test]
fn serve_rewrites_an_edited_entry_alone_and_everything_after_a_theme_edit() {
    let dir = project("valid");
    let options = options(dir.path());
    let output = dir.path().join("output");
    let (mut site, report) = LiveSite::build(&options).unwrap();
    assert_eq!(report.games, 2);
    let other = output.join("games/twin-texts/index.html");
    let untouched = modified(&other);

    let entry = dir.path().join("content/games/sample-race.yaml");
    let text = std::fs::read_to_string(&entry).unwrap();
    std::fs::write(&entry, text.replace("Sample Race", "Sample Derby")).unwrap();
    let update = site
        .update(std::slice::from_ref(&entry))
        .expect("an entry edit is re-rendered alone")
        .unwrap();
    assert_eq!(update.entries, 1);
    assert!(page(&output, "games/sample-race/index.html").contains("Sample Derby"));
    assert!(
        page(&output, "index.html").contains("Sample Derby"),
        "the home page too"
    );
    assert_eq!(
        modified(&other),
        untouched,
        "another game's page is not rewritten"
    );
    let incremental = read_output(&output);

    std::fs::write(&entry, "id: [").unwrap();
    let problems = site
        .update(std::slice::from_ref(&entry))
        .unwrap()
        .unwrap_err();
    assert!(
        problems.to_string().contains("sample-race.yaml:"),
        "{problems}"
    );
    assert_eq!(
        read_output(&output),
        incremental,
        "the last good pages stay"
    );

    std::fs::write(&entry, text.replace("Sample Race", "Sample Derby")).unwrap();
    build(&options).unwrap();
    let full: BTreeMap<String, Vec<u8>> = read_output(&output)
        .into_iter()
        .filter(|(path, _)| !path.starts_with("pagefind/"))
        .collect();
    assert_eq!(full, incremental, "the same bytes as a full build");

    let (mut site, _) = LiveSite::build(&options).unwrap();
    let untouched = modified(&other);
    std::fs::create_dir_all(dir.path().join("theme")).unwrap();
    let style = dir.path().join("theme/style.css");
    std::fs::write(&style, "body { color: teal; }").unwrap();
    assert!(
        site.update(std::slice::from_ref(&style)).is_none(),
        "a full build"
    );
    LiveSite::build(&options).unwrap();
    assert!(modified(&other) > untouched, "every page is written again");
    assert_eq!(page(&output, "theme/style.css"), "body { color: teal; }");
}

#[test]
fn readme_example_entry_passes_check() {
    let readme =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md")).unwrap();
    let section = &readme[readme
        .find("### A complete example")
        .expect("README has the example")..];
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
        panic!("the README example does not pass check:\n{problems}");
    }
}

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
