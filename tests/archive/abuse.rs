//! What a careless user or an attacker can do to a site, one test per way in: each either
//! gets a clear error (file, place, field, hint) or works, and nothing is lost or leaked.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

use crate::cli_support::{assert_says, files, fixture_project};
use boardlore_site::{build, check, BoardFiles, Problems, Settings};

/// A copy of the small valid fixture site.
pub(crate) fn project() -> tempfile::TempDir {
    fixture_project("valid")
}

/// Every file under `root` with its bytes.
fn snapshot(root: &Path) -> BTreeMap<PathBuf, Vec<u8>> {
    files(root)
        .into_iter()
        .map(|p| (p.clone(), std::fs::read(&p).unwrap()))
        .collect()
}

pub(crate) fn options(folder: &Path) -> Settings {
    let mut options = Settings::in_folder(folder);
    options.cache_dir = None;
    options.diagrams = false;
    options
}

pub(crate) fn entry(dir: &Path, id: &str) -> PathBuf {
    dir.join("content/games").join(format!("{id}.yaml"))
}

fn append(file: &Path, text: &str) {
    let mut all = std::fs::read_to_string(file).unwrap();
    all.push_str(text);
    std::fs::write(file, all).unwrap();
}

/// The one problem of a failed build or check, as text.
pub(crate) fn only_problem(result: Result<impl Sized, Problems>) -> String {
    let problems = result.err().expect("refused");
    assert_eq!(problems.0.len(), 1, "{problems}");
    problems.0[0].to_string()
}

/// Appends `text` to the fixture's `file` (a path under `content/`) and checks that a check
/// then finds one problem, whose message says each of `says`.
fn assert_one_problem_after_appending(file: &str, text: &str, says: &[&str]) {
    let dir = project();
    append(&dir.path().join("content").join(file), text);
    assert_says(&only_problem(check(&options(dir.path()))), says);
}

/// A playable folk ruleset (six pieces a side on a 4 x 4 grid), with `extra` lines added
/// under `rules:`.
pub(crate) fn entry_with_rules(id: &str, extra: &str) -> String {
    format!(
        r#"id: {id}
names: {{ en: Rule Probe }}
family: folk
summary: A probe.
rulesets:
  - id: main
    status: reconstructed
    rules:
      family: folk
      board: {{ kind: square, files: 4, ranks: 4, style: intersections, links: all }}
      players:
        - {{ name: Black, glyph: "●", start: [a1, b1, c1, d1, a2, d2] }}
        - {{ name: White, glyph: "○", start: [a4, b4, c4, d4, a3, d3] }}
      movement: {{ kind: step, directions: all }}
{extra}"#
    )
}

#[test]
fn build_into_the_content_folder_or_a_folder_holding_it_is_refused_and_deletes_nothing() {
    let dir = project();
    let root = dir.path();
    std::fs::create_dir_all(root.join("templates")).unwrap();
    std::fs::write(root.join("templates/note.txt"), "mine").unwrap();
    std::fs::write(root.join("notes.txt"), "mine too").unwrap();
    #[cfg(unix)]
    std::os::unix::fs::symlink(root.join("content"), root.join("linked")).unwrap();
    let before = snapshot(root);
    let outputs = [
        "content",
        "content/games",
        "content/games/new-folder",
        "content/../content",
        "templates",
        ".",
        "..",
        #[cfg(unix)]
        "linked",
        #[cfg(unix)]
        "linked/games",
    ];
    for output in outputs {
        let mut options = options(root);
        options.output = root.join(output);
        let message = only_problem(build(&options));
        assert!(message.contains("would delete"), "{output}: {message}");
        assert!(message.contains("nothing was written"), "{message}");
        assert_eq!(snapshot(root), before, "{output}: files changed");
    }
    // A folder a build did not write, with something in it, is not replaced either.
    let mut options = options(root);
    options.output = root.join("mine");
    std::fs::create_dir_all(&options.output).unwrap();
    std::fs::write(options.output.join("draft.txt"), "keep me").unwrap();
    let message = only_problem(build(&options));
    assert!(message.contains("was not written by a build"), "{message}");
    assert_eq!(
        std::fs::read_to_string(options.output.join("draft.txt")).unwrap(),
        "keep me"
    );
    // The usual output is built, then rebuilt over itself.
    let options = self::options(root);
    build(&options).expect("builds into output/");
    assert!(options.output.join(boardlore_site::MARKER).is_file());
    build(&options).expect("rebuilds over its own output");
}

#[test]
fn a_javascript_or_data_link_to_a_work_is_refused() {
    for url in [
        "javascript:alert(document.cookie)",
        "data:text/html,<b>x</b>",
        " JavaScript:x",
    ] {
        assert_one_problem_after_appending(
            "sources.yaml",
            &format!("  note: \"x\"\n- id: bad-link\n  title: Bad\n  kind: web\n  url: {url:?}\n"),
            &["sources.yaml:", "`[2].url`", "not a web address"],
        );
    }
}

#[test]
fn an_entry_repeating_a_long_string_through_aliases_is_refused() {
    let dir = project();
    let long = "x".repeat(500_000);
    let mut text = format!("id: sample-race\nsummary: &big \"{long}\"\nmechanics: [");
    for _ in 0..40_000 {
        text.push_str("*big, ");
    }
    text.push_str("]\n");
    std::fs::write(entry(dir.path(), "sample-race"), text).unwrap();
    let started = Instant::now();
    let message = only_problem(build(&options(dir.path())));
    assert!(
        message.contains("bytes of text through anchors"),
        "{message}"
    );
    assert!(message.contains("sample-race.yaml:"), "{message}");
    assert!(started.elapsed() < Duration::from_secs(10));
    let leftovers: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .filter_map(Result::ok)
        .filter(|e| e.file_name().to_string_lossy().contains("building"))
        .collect();
    assert!(leftovers.is_empty(), "staging folder left: {leftovers:?}");
}

#[test]
fn an_entry_file_larger_than_the_limit_is_refused() {
    let padding = "#".repeat(boardlore_site::limits::MAX_FILE_BYTES as usize);
    assert_one_problem_after_appending(
        "games/sample-race.yaml",
        &format!("\n{padding}\n"),
        &["a content file may have at most"],
    );
}

#[test]
fn a_witness_file_or_commentary_linked_to_a_file_outside_content_is_not_published() {
    #[cfg(unix)]
    for linked in ["twin-texts.comment.md", "twin-texts.md"] {
        let dir = project();
        let secret = dir.path().join("secret.txt");
        std::fs::write(&secret, "the password is swordfish").unwrap();
        let link = dir.path().join("content/games").join(linked);
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&secret, &link).unwrap();
        let options = options(dir.path());
        let message = only_problem(build(&options));
        assert!(message.contains(linked), "{message}");
        assert!(message.contains("outside"), "{message}");
        assert!(!options.output.exists(), "nothing published");
    }
}

#[test]
fn a_commentary_file_that_is_not_utf8_is_reported_with_its_place() {
    let dir = project();
    std::fs::write(
        dir.path().join("content/games/twin-texts.md"),
        b"Line one.\ncaf\xe9\n",
    )
    .unwrap();
    let message = only_problem(build(&options(dir.path())));
    assert!(message.contains("twin-texts.md:2:4"), "{message}");
    assert!(message.contains("not UTF-8"), "{message}");
}

#[test]
fn two_entry_files_with_one_id_are_reported() {
    let dir = project();
    let yaml = entry(dir.path(), "sample-race");
    std::fs::copy(&yaml, yaml.with_extension("yml")).unwrap();
    let message = only_problem(build(&options(dir.path())));
    assert!(
        message.contains("`sample-race` has two entry files"),
        "{message}"
    );
}

#[test]
fn uppercase_extensions_and_entries_in_subfolders_are_reported() {
    let dir = project();
    let yaml = entry(dir.path(), "sample-race");
    std::fs::rename(&yaml, yaml.with_extension("YAML")).unwrap();
    let sub = dir.path().join("content/games/drafts");
    std::fs::create_dir_all(&sub).unwrap();
    std::fs::write(sub.join("draft.yaml"), "id: draft\n").unwrap();
    let Err(problems) = build(&options(dir.path())) else {
        panic!("refused");
    };
    let text = problems.to_string();
    assert!(
        text.contains("sample-race.YAML: the extension `.YAML` is not read"),
        "{text}"
    );
    assert!(
        text.contains("draft.yaml: an entry in a subfolder"),
        "{text}"
    );
}

#[test]
fn a_content_folder_without_games_is_refused_and_keeps_the_previous_site() {
    let dir = project();
    let options = options(dir.path());
    build(&options).unwrap();
    let before = snapshot(&options.output);
    std::fs::remove_dir_all(dir.path().join("content/games")).unwrap();
    let message = only_problem(build(&options));
    assert!(message.contains("has no `games/` folder"), "{message}");
    assert_eq!(snapshot(&options.output), before);
}

#[test]
fn a_figure_position_on_a_board_only_ruleset_is_reported() {
    assert_one_problem_after_appending(
        "games/sample-race.yaml",
        "rulesets:\n  - id: drawn\n    status: reconstructed\n    board: { kind: square, files: 4, ranks: 4, style: intersections }\nfigures:\n  - { id: set, caption: A set-up, position: \"x/x\" }\n",
        &["`figures[0].position`", "only a `board`"],
    );
}

#[test]
fn marks_on_a_figure_whose_ruleset_has_no_board_are_reported() {
    assert_one_problem_after_appending(
        "games/sample-race.yaml",
        "rulesets:\n  - { id: plain, status: reconstructed }\nfigures:\n  - { id: f, caption: C, marks: [{ dot: zz99 }] }\n",
        &["`figures[0].marks`", "neither `rules` nor `board`"],
    );
}

#[test]
fn one_bad_work_in_sources_is_one_problem() {
    let dir = project();
    let sources = dir.path().join("content/sources.yaml");
    let text = std::fs::read_to_string(&sources).unwrap();
    std::fs::write(
        &sources,
        text.replacen("year: 2016", "year: twenty-sixteen", 1),
    )
    .unwrap();
    let problems = check(&options(dir.path())).err().expect("refused");
    assert_eq!(problems.0.len(), 1, "{problems}");
    let problem = &problems.0[0];
    assert_eq!(problem.field, "[0].year", "{problem}");
    assert_eq!(problem.location.map(|l| l.line), Some(4), "{problem}");
}

#[test]
fn an_entry_saved_with_a_byte_order_mark_builds() {
    let dir = project();
    let file = entry(dir.path(), "sample-race");
    let mut bytes = b"\xef\xbb\xbf".to_vec();
    bytes.extend(std::fs::read(&file).unwrap());
    std::fs::write(&file, bytes).unwrap();
    build(&options(dir.path())).expect("a byte order mark is skipped");
}

#[test]
fn a_type_error_inside_rules_names_the_field() {
    let dir = project();
    let text =
        entry_with_rules("rule-probe", "").replace("files: 4, ranks: 4", "files: four, ranks: 4");
    std::fs::write(entry(dir.path(), "rule-probe"), text).unwrap();
    let problems = check(&options(dir.path())).err().expect("refused");
    let problem = &problems.0[0];
    assert_eq!(problem.field, "rulesets[0].rules.board.files", "{problems}");
    assert_eq!(problem.location.map(|l| l.line), Some(10), "{problem}");
}

#[test]
fn nul_bytes_and_duplicate_keys_are_reported_where_they_are() {
    let dir = project();
    let file = entry(dir.path(), "sample-race");
    let text = std::fs::read_to_string(&file).unwrap();
    std::fs::write(&file, text.replacen("Two players", "Two\0players", 1)).unwrap();
    let message = only_problem(check(&options(dir.path())));
    assert!(message.contains("sample-race.yaml:5:13"), "{message}");
    assert!(message.contains("U+0000"), "{message}");

    std::fs::write(&file, format!("{text}family: chess\n")).unwrap();
    let problems = check(&options(dir.path())).err().expect("refused");
    let problem = &problems.0[0];
    let lines = text.lines().count() + 1;
    assert_eq!(
        problem.location.map(|l| (l.line, l.column)),
        Some((lines, 1))
    );
    assert!(
        problem.message.contains("`family` appears twice"),
        "{problem}"
    );
}

#[test]
fn a_comment_opener_in_rules_keeps_the_page_json_valid() {
    let dir = project();
    let text = entry_with_rules("rule-probe", "")
        .replace("name: Black,", "name: \"Black <!-- <script> </script>\",");
    std::fs::write(entry(dir.path(), "rule-probe"), text).unwrap();
    let mut options = options(dir.path());
    options.play = Some(BoardFiles::Folder(dir.path().join("play")));
    std::fs::create_dir_all(dir.path().join("play")).unwrap();
    for name in ["boardlore_play.js", "boardlore_play_bg.wasm"] {
        std::fs::write(dir.path().join("play").join(name), "").unwrap();
    }
    build(&options).unwrap();
    let page = std::fs::read_to_string(options.output.join("games/rule-probe/index.html")).unwrap();
    let start = page.find("class=\"ruleset-data\">").expect("ruleset data") + 21;
    let json = &page[start..start + page[start..].find("</script>").unwrap()];
    assert!(!json.contains('<'), "{json}");
    let value: serde_json::Value = serde_json::from_str(json).expect("valid JSON");
    assert_eq!(
        value["rules"]["players"][0]["name"],
        "Black <!-- <script> </script>"
    );
}

#[test]
fn a_base_url_with_a_line_break_is_refused() {
    let dir = project();
    let config = dir.path().join("content/config.yaml");
    let text = std::fs::read_to_string(&config).unwrap();
    std::fs::write(
        &config,
        text.replace(
            "base_url: https://fixture.example/",
            "base_url: \"https://fixture.example/\\nDisallow: /\"",
        ),
    )
    .unwrap();
    let options = options(dir.path());
    let message = only_problem(build(&options));
    assert!(message.contains("`base_url`"), "{message}");
    assert!(!options.output.exists());
}

#[test]
fn the_png_cache_is_trimmed_to_its_limit_keeping_what_the_build_used() {
    let dir = project();
    let mut options = options(dir.path());
    options.diagrams = true;
    let cache = dir.path().join("cache");
    options.cache_dir = Some(cache.clone());
    let stale = cache.join("png/00");
    std::fs::create_dir_all(&stale).unwrap();
    for i in 0..20 {
        std::fs::write(stale.join(format!("old-{i}.png")), vec![0u8; 100_000]).unwrap();
    }
    // The limit is lowered for this test only: of the process's other tests, only the PNG cache
    // test of `site` keeps a cache, five small diagrams far below this limit.
    std::env::set_var("BOARDLORE_PNG_CACHE_BYTES", "1000000");
    let report = build(&options).unwrap();
    let left: u64 = files(&cache)
        .iter()
        .map(|f| std::fs::metadata(f).unwrap().len())
        .sum();
    assert!(left <= 1_000_000, "{left} bytes left");
    assert!(report.pngs > 0);
    options.output = dir.path().join("again");
    let again = build(&options).unwrap();
    std::env::remove_var("BOARDLORE_PNG_CACHE_BYTES");
    assert_eq!(again.pngs_rendered, 0, "the PNGs the build used were kept");
}

#[test]
fn the_docs_state_every_limit_as_the_code_enforces_it() {
    // A figure as the docs write it (`1,000,000`), as claims print their counts. The "Limits"
    // table is in docs/entry-format.md.
    use boardlore_engine::claims::thousands;
    use boardlore_site::limits::*;
    let doc =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/entry-format.md"))
            .unwrap();
    let mib = |bytes: u64| format!("{} MiB", bytes / (1024 * 1024));
    for stated in [
        mib(MAX_FILE_BYTES),
        format!(
            "{} nodes and {} of text",
            thousands(MAX_EXPANDED_NODES as usize),
            mib(MAX_EXPANDED_BYTES)
        ),
        format!(
            "{} plies; the web board's time limits are checked every {PLIES_PER_CLOCK_CHECK} plies",
            thousands(MAX_PLAYOUT_PLIES)
        ),
        format!("{} s |", MAX_SEARCH_MILLIS / 1000.0),
        format!("1 to {} games", thousands(MAX_SELFPLAY_GAMES)),
        format!("1 to {} MCTS playouts", thousands(MAX_MCTS_ITERATIONS)),
        format!("| {}: after a build", mib(MAX_PNG_CACHE_BYTES)),
    ] {
        assert!(
            doc.contains(&stated),
            "docs/entry-format.md does not say `{stated}`"
        );
    }
}
