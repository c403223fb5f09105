use super::*;

fn link(tree: Option<&str>) -> BoardLink {
    BoardLink {
        ruleset: "main".into(),
        position: Some("oooooo/6/6/6/6/xxxxxx x".into()),
        moves: vec!["a1-a2".into(), "xe6".into(), "h2+e2".into(), "P@e5".into()],
        tree: tree.map(str::to_string),
    }
}

#[test]
fn a_link_reads_back_as_written() {
    let plain = link(None);
    assert_eq!(BoardLink::parse(&plain.to_hash()), Some(Ok(plain)));
    let line = BoardLink::line("book", &["d2-c2".to_string()]);
    assert_eq!(line.to_hash(), "#ruleset=book&m=d2-c2");
    assert_eq!(BoardLink::parse(&line.to_hash()), Some(Ok(line)));
}

#[test]
fn a_tree_with_parentheses_survives_the_link() {
    let branched = link(Some("h2e2 h9g7 (h8e8 (b8e8) h0g2) h0g2 (1... x+c3)"));
    let hash = branched.to_hash();
    assert!(hash.ends_with("&tree=h2e2+h9g7+%28h8e8+%28b8e8%29+h0g2%29+h0g2+%281...+x%2Bc3%29"));
    assert_eq!(BoardLink::parse(&hash), Some(Ok(branched)));
}

#[test]
fn written_as_a_browser_writes_a_form_query() {
    // What `URLSearchParams` wrote for the same game, so older boards read new links too.
    let hash = link(None).to_hash();
    assert_eq!(
        hash,
        "#ruleset=main&position=oooooo%2F6%2F6%2F6%2F6%2Fxxxxxx+x&m=a1-a2&m=xe6&m=h2%2Be2&m=P%40e5"
    );
    let text = BoardLink {
        position: Some("車 ply:3".into()),
        ..BoardLink::line("main", &[])
    };
    assert_eq!(text.to_hash(), "#ruleset=main&position=%E8%BB%8A+ply%3A3");
}

#[test]
fn a_plus_and_percent_20_are_both_a_space() {
    let plus = BoardLink::parse("#ruleset=main&position=8/8+w").unwrap();
    let escaped = BoardLink::parse("#ruleset=main&position=8%2f8%20w").unwrap();
    assert_eq!(plus, escaped);
    assert_eq!(plus.unwrap().position.as_deref(), Some("8/8 w"));
    let tree = BoardLink::parse("#ruleset=main&tree=a1%20(b2)+c3")
        .unwrap()
        .unwrap();
    assert_eq!(tree.tree.as_deref(), Some("a1 (b2) c3"));
}

#[test]
fn unknown_parameters_are_passed_over_and_the_first_of_a_name_counts() {
    let read = BoardLink::parse("#view=flipped&ruleset=main&x&m=a1&ruleset=other&m=b2&&position=")
        .unwrap()
        .unwrap();
    assert_eq!(read, BoardLink::line("main", &["a1".into(), "b2".into()]));
}

#[test]
fn a_hash_without_a_ruleset_is_no_board_link() {
    assert_eq!(BoardLink::parse("#commentary"), None);
    assert_eq!(BoardLink::parse("#"), None);
    assert_eq!(BoardLink::parse(""), None);
    assert_eq!(BoardLink::parse("https://example.org/#ruleset=main"), None);
}

#[test]
fn a_broken_escape_or_bad_utf8_is_reported() {
    for hash in [
        "#ruleset=main&m=a1%2",
        "#ruleset=main&m=a1%zz",
        "#ruleset=main&m=%",
    ] {
        let why = BoardLink::parse(hash).unwrap().unwrap_err();
        assert!(why.contains("two hex digits"), "{why}");
    }
    let why = BoardLink::parse("#ruleset=main&m=%FF")
        .unwrap()
        .unwrap_err();
    assert!(why.contains("UTF-8"), "{why}");
}
