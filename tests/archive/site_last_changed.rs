//! When each entry last changed, as the sitemap's `<lastmod>` and the open data's
//! `last_changed`: the day of its last commit in a git work tree, else its files'
//! modification time.

use std::path::Path;
use std::process::Command;
use std::time::{Duration, UNIX_EPOCH};

use crate::cli_support::fixture_project as project;
use crate::site::{options, page};
use crate::site_data::json;
use boardlore_site::build;

/// Sets the modification time of the file at `path` to noon UTC of the day `unix_noon`
/// (seconds since 1970) falls on.
fn touch(path: &Path, unix_noon: u64) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(UNIX_EPOCH + Duration::from_secs(unix_noon))
        .unwrap();
}

fn lastmod(sitemap: &str, id: &str) -> String {
    let loc = format!("<loc>https://fixture.example/games/{id}/</loc><lastmod>");
    let start = sitemap
        .find(&loc)
        .unwrap_or_else(|| panic!("{id}: {sitemap}"))
        + loc.len();
    sitemap[start..start + 10].to_string()
}

#[test]
fn the_sitemap_gives_each_game_page_the_date_its_entry_last_changed() {
    let dir = project("valid");
    let games = dir.path().join("content/games");
    // Outside git: the latest modification time of the entry's files (its YAML, the
    // witness's Markdown file, its sibling commentary).
    touch(&games.join("twin-texts.yaml"), 1_623_758_400); // 2021-06-15
    touch(&games.join("twin-texts.comment.md"), 1_641_124_800); // 2022-01-02
    touch(&games.join("twin-texts.md"), 1_623_758_400);
    touch(&games.join("sample-race.yaml"), 1_677_844_800); // 2023-03-03
    build(&options(dir.path())).unwrap();
    let output = dir.path().join("output");
    let sitemap = page(&output, "sitemap.xml");
    assert_eq!(lastmod(&sitemap, "twin-texts"), "2022-01-02");
    assert_eq!(lastmod(&sitemap, "sample-race"), "2023-03-03");
    assert!(sitemap.contains("<url><loc>https://fixture.example/sources/</loc></url>"));
    assert_eq!(
        json(&output, "data/games/twin-texts.json")["last_changed"],
        "2022-01-02"
    );

    // In a git work tree: the day of the last commit touching the files, unless one was
    // changed since.
    let git = |args: &[&str]| {
        Command::new("git")
            .current_dir(dir.path())
            .args(["-c", "user.name=Test", "-c", "user.email=test@example.org"])
            .args(["-c", "commit.gpgsign=false"])
            .args(args)
            .env("GIT_AUTHOR_DATE", "2020-05-06T12:00:00Z")
            .env("GIT_COMMITTER_DATE", "2020-05-06T12:00:00Z")
            .output()
    };
    if !git(&["--version"]).is_ok_and(|o| o.status.success()) {
        eprintln!("git not found: the git half of the test is skipped");
        return;
    }
    for args in [
        &["init", "-q"][..],
        &["add", "content"],
        &["commit", "-qm", "entries"],
    ] {
        let ran = git(args).unwrap();
        assert!(
            ran.status.success(),
            "{}",
            String::from_utf8_lossy(&ran.stderr)
        );
    }
    let race = games.join("sample-race.yaml");
    let edited = format!("{}# edited\n", std::fs::read_to_string(&race).unwrap());
    std::fs::write(&race, edited).unwrap();
    touch(&race, 1_677_844_800);
    build(&options(dir.path())).unwrap();
    let sitemap = page(&output, "sitemap.xml");
    assert_eq!(lastmod(&sitemap, "twin-texts"), "2020-05-06", "committed");
    assert_eq!(
        lastmod(&sitemap, "sample-race"),
        "2023-03-03",
        "changed since"
    );
    let catalogue = json(&output, "data/games.json");
    assert_eq!(catalogue["games"][1]["last_changed"], "2020-05-06");
}
