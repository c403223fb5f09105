//! `serve`: the live site rebuilds after an edit (the entry alone, or everything after a
//! theme edit), passes over editors' temporary files, and serves nothing outside the output.

use std::collections::BTreeMap;
use std::path::Path;
use std::time::{Duration, Instant};

use crate::cli_support::fixture_project as project;
use crate::site::{options, page, read_output};
use boardlore_site::{build, LiveSite};

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
        .filter(|(path, _)| !path.starts_with("search/"))
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
