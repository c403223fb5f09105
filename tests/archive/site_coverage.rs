//! The coverage page of the fixture sites, and the `validated` field's checks. (Apart from
//! site.rs, which is long already.)

use std::path::Path;

use crate::cli_support::{assert_says, fixture_project};
use boardlore_site::{build, check, Settings};

fn options(folder: &Path) -> Settings {
    let mut options = Settings::in_folder(folder);
    options.cache_dir = None;
    options
}

/// Builds fixture `name` and returns its coverage page.
fn coverage_page(name: &str, diagrams: bool) -> String {
    let dir = fixture_project(name);
    let mut options = options(dir.path());
    options.diagrams = diagrams;
    build(&options).expect("the fixture builds");
    std::fs::read_to_string(dir.path().join("output/coverage/index.html"))
        .expect("coverage/index.html is written")
}

/// The table row of one game, from its `<tr id="game-...">` to the row's end.
fn row<'p>(page: &'p str, game: &str) -> &'p str {
    let start = page
        .find(&format!("<tr id=\"game-{game}\""))
        .unwrap_or_else(|| panic!("no row for {game}"));
    let end = page[start..].find("</tr>").expect("row end") + start;
    &page[start..end]
}

#[test]
fn coverage_lists_every_fixture_game_with_its_playable_count() {
    let page = coverage_page("valid", false);
    let twin = row(&page, "twin-texts");
    assert!(twin.contains("0 of 2 playable"), "{twin}");
    assert!(
        twin.contains("href=\"/games&#x2F;twin-texts&#x2F;\""),
        "the link, escaped: {twin}"
    );
    assert!(
        twin.contains("lang=\"zh\""),
        "the Chinese name is shown: {twin}"
    );
    assert!(twin.contains("4 witnesses, 1 variance"), "{twin}");
    assert!(twin.contains("not playable"), "{twin}");
    assert!(twin.contains("1 unmodelled"), "{twin}");
    let race = row(&page, "sample-race");
    assert!(race.contains("0 of 0 playable"), "{race}");
    assert!(race.contains("no board"), "{race}");
    assert!(page.contains("<strong>0 of 2</strong> games can be played"));
}

#[test]
fn what_is_left_names_each_unmodelled_rule_and_unwritten_ruleset() {
    let page = coverage_page("valid", false);
    let left = &page[page.find("id=\"left\"").expect("the what-is-left list")..];
    let twin = &left[left
        .find("id=\"left-twin-texts\"")
        .expect("twin-texts is listed")..];
    assert!(twin.contains("The board size is not given."), "{twin}");
    assert!(twin.contains("#ruleset-commentator\">commentator</a>: Not playable"));
    let race = &left[left
        .find("id=\"left-sample-race\"")
        .expect("sample-race is listed")..];
    assert!(race.contains("No ruleset is written yet."), "{race}");
}

#[test]
fn coverage_shows_claims_of_a_playable_ruleset_and_the_game_page_too() {
    let page = coverage_page("diagrams", false);
    let stones = row(&page, "slide-stones");
    assert!(stones.contains("1 of 2 playable"), "{stones}");
    assert!(
        stones.contains("main: <abbr class=\"claim claim-selfplay\""),
        "{stones}"
    );
    assert!(stones.contains("board drawn, 2 figures"), "{stones}");
    assert!(page.contains("Which corner counts as home is not written."));
    assert!(page.contains("<strong>1 of 1</strong> playable rulesets are checked"));

    let dir = fixture_project("diagrams");
    let mut options = options(dir.path());
    options.diagrams = false;
    build(&options).unwrap();
    let game =
        std::fs::read_to_string(dir.path().join("output/games/slide-stones/index.html")).unwrap();
    assert!(
        game.contains("Checked by: <abbr class=\"claim claim-selfplay\""),
        "{game}"
    );
}

#[test]
fn coverage_is_linked_from_every_page_and_listed_in_the_sitemap() {
    let dir = fixture_project("valid");
    build(&options(dir.path())).unwrap();
    let output = dir.path().join("output");
    for page in [
        "index.html",
        "games/twin-texts/index.html",
        "sources/index.html",
    ] {
        let html = std::fs::read_to_string(output.join(page)).unwrap();
        assert!(
            html.contains("<a href=\"/coverage/\">"),
            "{page} links to coverage"
        );
    }
    let sitemap = std::fs::read_to_string(output.join("sitemap.xml")).unwrap();
    assert!(sitemap.contains("<loc>https://fixture.example/coverage/</loc>"));
}

#[test]
fn a_claim_on_unwritten_rules_and_an_unknown_claim_are_reported_with_their_place() {
    let dir = fixture_project("invalid-claims");
    let problems = check(&options(dir.path()))
        .err()
        .expect("the claims are refused");
    assert_says(
        &problems.to_string(),
        &[
            // The unknown claim's line.
            "claims-unknown.yaml:16:",
            "rulesets[0].validated[1]",
            "unknown variant `perf`",
            "use one of the values listed",
            "claims-unwritten.yaml:9:",
            "`selfplay` is claimed for a ruleset without `rules`",
        ],
    );
}
