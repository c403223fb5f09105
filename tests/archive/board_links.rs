//! Board links in an entry's Markdown (`[the line](#ruleset=main&m=...)`) are played through
//! when the site is checked: a move the board would refuse is reported with its place, the
//! moves before it and the moves legal there, and a good link reaches the page as written.

use crate::abuse::{entry, entry_with_rules, only_problem, options, project};
use crate::cli_support::assert_says;
use boardlore_site::{build, check};

/// The probe entry (six pieces a side stepping on a 4 x 4 grid) with `commentary` added.
fn probe_with_commentary(commentary: &str) -> tempfile::TempDir {
    let dir = project();
    let text = format!(
        "{}commentary: \"{commentary}\"\n",
        entry_with_rules("rule-probe", "")
    );
    std::fs::write(entry(dir.path(), "rule-probe"), text).unwrap();
    dir
}

#[test]
fn a_move_the_board_would_refuse_is_reported_with_the_moves_before_it_and_those_legal_there() {
    let dir = probe_with_commentary("See [the line](#ruleset=main&m=a2-b2&m=a2-b2).");
    let problem = only_problem(check(&options(dir.path())));
    assert_says(
        &problem,
        &[
            "rule-probe.yaml",
            "`commentary`",
            "move 2 `a2-b2` cannot be played after a2-b2",
            "legal there:",
        ],
    );
}

#[test]
fn a_board_link_to_a_ruleset_the_entry_lacks_is_reported_with_those_it_has() {
    let dir = probe_with_commentary("See [it](#ruleset=mian&m=a2-b2).");
    let problem = only_problem(check(&options(dir.path())));
    assert_says(&problem, &["`commentary`", "no ruleset `mian`", "main"]);
}

#[test]
fn a_board_link_that_plays_reaches_the_page_and_other_fragments_are_left_alone() {
    let dir = probe_with_commentary(
        "See [the line](#ruleset=main&m=a2-b2) and [the rulesets](#rulesets).",
    );
    let options = options(dir.path());
    build(&options).unwrap();
    let page = std::fs::read_to_string(options.output.join("games/rule-probe/index.html")).unwrap();
    assert!(
        page.contains("href=\"#ruleset=main&amp;m=a2-b2\""),
        "the link as written"
    );
}
