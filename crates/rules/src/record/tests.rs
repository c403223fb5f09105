use super::*;

const BOARD_EXPORT: &str = "[Game \"xiangqi\"]
[Ruleset \"main\"]
[FEN \"rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1\"]

1. h3e3 h10g8 (1... b10c8 2. h1g3 (2. b1c3)) 2. b1c3
";

#[test]
fn a_board_export_reads_and_writes_back_the_same() {
    let record = read_record(BOARD_EXPORT).unwrap();
    assert_eq!(record.game(), Some("xiangqi"));
    assert_eq!(record.ruleset(), Some("main"));
    assert!(record.position().unwrap().starts_with("rnbakabnr/9"));
    assert_eq!(record.tree.main_line(), ["h3e3", "h10g8", "b1c3"]);
    assert_eq!(record.tree.len(), 6);
    assert_eq!(
        record.tree.text(),
        "h3e3 h10g8 (b10c8 h1g3 (b1c3)) b1c3",
        "the tree as a board link holds it"
    );
    assert_eq!(write_record(&record, None), BOARD_EXPORT);
}

#[test]
fn numbers_results_glyphs_and_comments_are_passed_over() {
    let text = "{A game {from a book}\n[Game \"x\"]\n1.h3e3 {good} $1 h10g8 2... b1c3\n3 4 1-0 *";
    let record = read_record(text).unwrap();
    assert_eq!(record.headers, [("Game".to_string(), "x".to_string())]);
    assert_eq!(record.tree.main_line(), ["h3e3", "h10g8", "b1c3", "3", "4"]);
    let no_header = read_record("h3e3 (h2e2) h10g8 1/2-1/2").unwrap();
    assert_eq!(no_header.tree.text(), "h3e3 (h2e2) h10g8");
}

#[test]
fn a_line_is_numbered_by_rounds_of_its_movers() {
    let moves = |pairs: &[(&str, u8)]| -> Vec<(String, u8)> {
        pairs.iter().map(|(n, m)| (n.to_string(), *m)).collect()
    };
    let headers = vec![("Game".to_string(), "a \"quoted\\\" game".to_string())];
    let chain = Record::line(headers, &moves(&[("a", 0), ("b", 0), ("c", 1), ("d", 0)]));
    let text = write_record(&chain, Some("1-0"));
    assert_eq!(
        text,
        "[Game \"a \\\"quoted\\\\\\\" game\"]\n\n1. a b c 2. d 1-0\n"
    );
    assert_eq!(
        read_record(&text).unwrap().game(),
        Some("a \"quoted\\\" game")
    );
    let late = Record::line(Vec::new(), &moves(&[("a", 1), ("b", 0), ("c", 1)]));
    assert_eq!(write_record(&late, None), "1... a 2. b c\n");
    let four = Record::line(
        Vec::new(),
        &moves(&[("a", 0), ("b", 1), ("c", 2), ("d", 3), ("e", 0)]),
    );
    assert_eq!(write_record(&four, Some("*")), "1. a b c d 2. e *\n");
}

#[test]
fn several_games_are_read_one_after_another() {
    let text = "[Event \"boardlore arena record: x\"]\n[Game \"x\"]\n\n1. a b *\n\n\
                [Event \"boardlore arena record: x\"]\n[Game \"x\"]\n[Result \"1-0\"]\n\n1. c 1-0\n";
    let games = read_games(text).unwrap();
    assert_eq!(games.len(), 2);
    assert_eq!(games[1].tree.main_line(), ["c"]);
    assert_eq!(games[1].header("Result"), Some("1-0"));
    assert_eq!(read_games("\n  \n").unwrap(), []);
    assert_eq!(read_record("").unwrap(), Record::default());
}

#[test]
fn bad_text_says_what_is_wrong_and_where() {
    let cases = [
        ("a (\nb", "line 2: a variation is not closed"),
        ("a ((b) c)", "line 1: a variation `(` must follow"),
        ("a )", "line 1: `)` closes no variation"),
        ("a ( )", "line 1: a variation `( )` holds no move"),
        ("[Game xiangqi]", "line 1: a header is written"),
        ("[Game \"x\" \"y\"]", "line 1: a header is written"),
        ("a\n{ b", "line 2: a comment opened"),
    ];
    for (text, expected) in cases {
        let error = read_record(text).unwrap_err().to_string();
        assert!(error.starts_with(expected), "{text:?}: {error}");
    }
    let deep = format!("a {}", "(b ".repeat(MAX_VARIATION_DEPTH + 1));
    assert!(read_record(&deep).unwrap_err().message.contains("nest"));
}

#[test]
fn a_long_line_is_no_trouble() {
    let moves: Vec<(String, u8)> = (0..200_000)
        .map(|i| (format!("m{i}"), (i % 2) as u8))
        .collect();
    let record = Record::line(Vec::new(), &moves);
    let text = write_record(&record, None);
    assert_eq!(read_record(&text).unwrap().tree.len(), 200_000);
}
