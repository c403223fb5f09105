//! The legend read from compiled rules: each piece's moves from its representative square,
//! hops with their screen, lame leaps with their blocker, zones and promotion; and the other
//! families' rules in words. The rulesets are the real entries in `content/games`.

use crate::support::entry as entry_support;

use boardlore_engine::legend::{Legend, LegendItem, MovePicture};
use boardlore_engine::RulesSpec;
use boardlore_entry::content::FoundRuleset;
use entry_support::{entry_rules, every_ruleset};

fn legend(game: &str, ruleset: &str) -> Legend {
    entry_rules(game, ruleset)
        .legend()
        .unwrap_or_else(|e| panic!("{game}/{ruleset}: {e:?}"))
}

/// The legend of a ruleset found in the archive, with the ruleset's file and id to name it.
fn legend_of(found: &FoundRuleset) -> (String, Legend) {
    let name = format!("{}/{}", found.file().display(), found.id());
    let legend = found
        .spec
        .legend()
        .unwrap_or_else(|e| panic!("{name}: {e:?}"));
    (name, legend)
}

/// Whether one of the item's lines in words passes `test`.
fn says(item: &LegendItem, test: impl Fn(&str) -> bool) -> bool {
    item.lines.iter().any(|line| test(line))
}

/// The legend's item called `name` ("Captures", "Goal", ...).
fn item_named<'a>(legend: &'a Legend, name: &str) -> &'a LegendItem {
    legend
        .items
        .iter()
        .find(|i| i.name == name)
        .unwrap_or_else(|| panic!("no legend item called {name}"))
}

fn piece<'a>(legend: &'a Legend, id: &str) -> &'a LegendItem {
    legend
        .items
        .iter()
        .find(|i| i.id.as_deref() == Some(id))
        .unwrap_or_else(|| panic!("no legend item for {id}"))
}

fn labels(
    picture: &MovePicture,
    keep: impl Fn(&boardlore_engine::legend::Reach) -> bool,
) -> Vec<&str> {
    let mut out: Vec<&str> = picture
        .reach
        .iter()
        .filter(|r| keep(r))
        .map(|r| r.label.as_str())
        .collect();
    out.sort();
    out
}

#[test]
fn the_xiangqi_horse_at_e5_reaches_eight_points_and_a_piece_on_its_leg_blocks_two() {
    let legend = legend("xiangqi", "main");
    let horse = piece(&legend, "horse");
    assert_eq!(horse.notation.as_deref(), Some("nN"));
    let picture = &horse.pictures[0];
    assert_eq!(picture.from_label, "e5");
    assert_eq!(
        labels(picture, |_| true),
        ["c4", "c6", "d3", "d7", "f3", "f7", "g4", "g6"]
    );
    assert!(picture
        .reach
        .iter()
        .all(|r| r.moves && r.captures && r.legs.len() == 1));
    // The blocker stands on the leg towards the opponent: the two forward leaps stop.
    assert_eq!(picture.blockers, [(4, 5)]);
    assert_eq!(
        labels(picture, |r| r.blocked_by(&picture.blockers)),
        ["d7", "f7"]
    );
}

#[test]
fn the_xiangqi_elephant_stays_home_and_is_stopped_by_a_piece_on_its_eye() {
    let legend = legend("xiangqi", "main");
    let elephant = piece(&legend, "elephant");
    let picture = &elephant.pictures[0];
    assert_eq!(picture.from_label, "e3");
    assert_eq!(labels(picture, |_| true), ["c1", "c5", "g1", "g5"]);
    assert_eq!(
        labels(picture, |r| r.blocked_by(&picture.blockers)).len(),
        1
    );
    assert!(says(elephant, |l| l
        .starts_with("Never leaves home (ranks 1 to 5")));
}

#[test]
fn the_cannon_slides_to_move_and_its_captures_need_a_screen() {
    let legend = legend("xiangqi", "main");
    let picture = &piece(&legend, "cannon").pictures[0];
    assert_eq!(picture.screens.len(), 1);
    let captures: Vec<_> = picture.reach.iter().filter(|r| r.captures).collect();
    assert!(!captures.is_empty());
    assert!(captures.iter().all(|r| r.hop && !r.moves));
    assert!(picture
        .reach
        .iter()
        .filter(|r| !r.hop)
        .all(|r| r.moves && !r.captures));
}

#[test]
fn the_advisor_and_king_stay_in_the_palace() {
    let legend = legend("xiangqi", "main");
    for (id, reach) in [
        ("advisor", ["d1", "d3", "f1", "f3"]),
        ("king", ["d2", "e1", "e3", "f2"]),
    ] {
        let picture = &piece(&legend, id).pictures[0];
        assert_eq!(picture.from_label, "e2", "{id}");
        assert_eq!(labels(picture, |_| true), reach, "{id}");
        assert_eq!(picture.zone.len(), 9, "{id}: the palace is shaded");
    }
}

#[test]
fn the_soldier_moves_forward_at_home_and_also_sideways_across_the_river() {
    let legend = legend("xiangqi", "main");
    let soldier = piece(&legend, "soldier");
    let [home, across] = &soldier.pictures[..] else {
        panic!("two pictures expected, got {}", soldier.pictures.len());
    };
    assert_eq!(
        (home.from_label.as_str(), labels(home, |_| true)),
        ("e5", vec!["e6"])
    );
    assert_eq!(across.caption, "outside home");
    assert_eq!(across.notation.as_deref(), Some("fsW"));
    assert_eq!(labels(across, |_| true), ["d6", "e7", "f6"]);
}

#[test]
fn the_janggi_soldier_is_drawn_where_it_can_go_the_enemy_palace_with_its_diagonals() {
    let legend = legend("janggi", "main");
    let soldier = &piece(&legend, "soldier").pictures[0];
    assert_eq!(soldier.from_label, "e9");
    assert_eq!(labels(soldier, |_| true), ["d10", "d9", "e10", "f10", "f9"]);
}

#[test]
fn the_shogi_gold_has_six_steps_and_the_pawn_promotes_in_the_last_three_ranks() {
    let legend = legend("shogi", "main");
    let gold = &piece(&legend, "gold").pictures[0];
    assert_eq!(gold.reach.len(), 6);
    assert!(gold.reach.iter().all(|r| r.moves && r.captures));
    let pawn = piece(&legend, "pawn");
    assert!(says(pawn, |l| l.contains("ranks 7 to 9") && l.contains("tokin")));
    assert!(says(pawn, |l| l.contains("captor's hand")));
    assert!(says(pawn, |l| l.contains("Never dropped on a file")));
}

#[test]
fn the_chess_pawn_moves_straight_and_captures_diagonally() {
    let legend = legend("makruk", "main");
    let pawn = &piece(&legend, "pawn").pictures[0];
    assert_eq!(labels(pawn, |r| r.moves && !r.captures).len(), 1);
    assert_eq!(labels(pawn, |r| r.captures && !r.moves).len(), 2);
}

#[test]
fn every_piece_of_every_chess_ruleset_in_the_archive_has_a_legend_item_with_a_picture() {
    let mut rulesets = 0;
    for found in every_ruleset() {
        let RulesSpec::Chess(chess) = &found.spec else {
            continue;
        };
        let (name, legend) = legend_of(&found);
        for p in &chess.pieces {
            let item = piece(&legend, &p.id);
            assert!(!item.pictures.is_empty(), "{name}: {} has no picture", p.id);
            assert!(item.notation.is_some(), "{name}: {} has no Betza", p.id);
        }
        rulesets += 1;
    }
    assert!(rulesets >= 20, "only {rulesets} chess rulesets found");
}

#[test]
fn a_folk_line_capture_is_drawn_as_its_pattern_and_the_goal_is_listed() {
    let legend = legend("liu-zi-chong-qi", "book");
    let captures = item_named(&legend, "Captures");
    assert!(!captures.patterns.is_empty());
    let pattern = &captures.patterns[0];
    assert!(pattern.cells.contains('X'));
    assert!(pattern
        .captured
        .iter()
        .all(|&i| pattern.cells.as_bytes()[i] == b'X'));
    let goal = item_named(&legend, "Goal");
    assert!(!goal.lines.is_empty());
}

#[test]
fn every_ruleset_of_every_family_has_a_legend_in_words() {
    for found in every_ruleset() {
        let (name, legend) = legend_of(&found);
        assert!(legend.items.iter().any(|i| !i.lines.is_empty()), "{name}");
        for line in legend.items.iter().flat_map(|i| &i.lines) {
            assert!(line.ends_with('.'), "{name}: `{line}` is not a sentence");
            assert!(
                !line.contains("{") && !line.contains("Some("),
                "{name}: `{line}`"
            );
        }
    }
}
