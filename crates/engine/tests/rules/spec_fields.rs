//! The ruleset readers' own words: keyword enums and tagged specs read whatever the order of
//! their keys, and a key of another kind, a missing key or an unknown word is refused with
//! serde's message naming what is accepted.

use boardlore_engine::board::BoardSpec;
use boardlore_engine::folk::{CaptureSpec, DirectionSet, LimitResultSpec, NamedSet, ReachPlayer};
use boardlore_engine::polyomino::PieceShape;
use boardlore_engine::stacks::{GoalSpec, MoveSpec};

fn read<T: serde::de::DeserializeOwned>(yaml: &str) -> Result<T, String> {
    boardlore_entry::yaml::from_str(yaml)
}

#[test]
fn a_board_is_read_whatever_the_place_of_its_kind() {
    let first: BoardSpec = read("{kind: square, files: 3, ranks: 4}").unwrap();
    let last: BoardSpec = read("{files: 3, ranks: 4, kind: square}").unwrap();
    assert_eq!(first, last);
    let BoardSpec::Square { links, style, .. } = first else {
        panic!("not a square board: {first:?}");
    };
    assert_eq!(format!("{links:?} {style:?}"), "Orthogonal Cells");
}

#[test]
fn an_explicit_board_stands_on_intersections_unless_told() {
    let board: BoardSpec = read("{kind: explicit, points: [], lines: []}").unwrap();
    let BoardSpec::Explicit { style, .. } = board else {
        panic!("not an explicit board: {board:?}");
    };
    assert_eq!(format!("{style:?}"), "Intersections");
}

#[test]
fn a_field_of_another_kind_is_refused_naming_the_kind_and_its_fields() {
    let error = read::<BoardSpec>("{kind: square, files: 3, ranks: 3, side: 4}").unwrap_err();
    assert!(
        error.contains(
            "unknown field `side` for kind `square`, expected one of `files`, `ranks`, \
             `links`, `style`, `regions`"
        ),
        "{error}"
    );
    let error = read::<PieceShape>("{kind: triangle, cells: [[0, 0]]}").unwrap_err();
    assert!(
        error.contains("kind `triangle`, which takes no other field"),
        "{error}"
    );
}

#[test]
fn a_field_no_kind_has_and_a_missing_field_are_refused_as_serde_words_them() {
    let error = read::<BoardSpec>("{kind: track, cells: [[0, 0]], colour: red}").unwrap_err();
    assert!(error.starts_with("unknown field `colour`"), "{error}");
    let error = read::<BoardSpec>("{kind: hexagonal}").unwrap_err();
    assert!(error.starts_with("missing field `side`"), "{error}");
    let error = read::<BoardSpec>("{kind: round, side: 3}").unwrap_err();
    assert!(error.contains("unknown variant `round`"), "{error}");
    let error = read::<MoveSpec>("{kind: jump, directions: [n], over: 1}").unwrap_err();
    assert!(error.starts_with("missing field `count`"), "{error}");
}

#[test]
fn capture_rules_take_their_defaults_and_only_their_own_fields() {
    let rule: CaptureSpec = read("{kind: line, name: top, pattern: OOX}").unwrap();
    assert!(matches!(
        rule,
        CaptureSpec::Line {
            exact_line: false,
            moved: None,
            ..
        }
    ));
    let error = read::<CaptureSpec>("{kind: enclosed, name: x, pattern: OXO}").unwrap_err();
    assert!(error.contains("for kind `enclosed`"), "{error}");
    let goal: GoalSpec = read("{kind: deliveries, count: 3}").unwrap();
    assert!(matches!(goal, GoalSpec::Deliveries { count: 3 }));
}

#[test]
fn a_direction_set_is_a_keyword_or_a_list_of_names() {
    let named: DirectionSet = read("orthogonal").unwrap();
    assert_eq!(named, DirectionSet::Named(NamedSet::Orthogonal));
    let list: DirectionSet = read("[n, e]").unwrap();
    assert_eq!(list, DirectionSet::List(vec!["n".into(), "e".into()]));
    let error = read::<DirectionSet>("sideways").unwrap_err();
    assert!(error.contains("unknown variant `sideways`"), "{error}");
    assert!(read::<DirectionSet>("{n: 1}").is_err());
}

#[test]
fn a_player_is_a_number_or_the_keyword_mover() {
    assert_eq!(read::<ReachPlayer>("1").unwrap(), ReachPlayer::Index(1));
    assert!(matches!(
        read::<ReachPlayer>("mover").unwrap(),
        ReachPlayer::Keyword(_)
    ));
    let error = read::<ReachPlayer>("300").unwrap_err();
    assert!(error.contains("invalid value: integer `300`"), "{error}");
    assert!(read::<ReachPlayer>("-1").is_err());
    assert!(read::<ReachPlayer>("someone").is_err());
    assert_eq!(
        read::<LimitResultSpec>("0").unwrap(),
        LimitResultSpec::Player(0)
    );
    assert!(matches!(
        read::<LimitResultSpec>("most-captures").unwrap(),
        LimitResultSpec::Count(_)
    ));
}
