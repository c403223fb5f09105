//! The legend read from compiled rules: each piece's moves from its representative square,
//! hops with their screen, lame leaps with their blocker, zones and promotion; and the other
//! families' rules in words. The rulesets are the real entries in `content/games`. The words
//! are phrases (message ids and values): the tests look at their structure, and check that
//! every message a legend names is in both editions' catalogues (`i18n/<lang>/*.ftl`) as a
//! full sentence.

use std::collections::HashMap;
use std::path::Path;

use crate::support::entry as entry_support;

use boardlore_engine::legend::{Legend, LegendItem, MovePicture};
use boardlore_engine::phrase::{Arg, Phrase};
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

/// The item's line that mentions message `id`, if any.
fn line<'a>(item: &'a LegendItem, id: &str) -> Option<&'a Phrase> {
    item.lines.iter().find(|line| line.mentions(id))
}

/// Whether one of the item's lines passes `test`.
fn says(item: &LegendItem, test: impl Fn(&Phrase) -> bool) -> bool {
    item.lines.iter().any(test)
}

/// The legend's item whose name is message `id` (`legend-part-captures`, ...).
fn item_named<'a>(legend: &'a Legend, id: &str) -> &'a LegendItem {
    legend
        .items
        .iter()
        .find(|i| i.name.id == id)
        .unwrap_or_else(|| panic!("no legend item called {id}"))
}

/// A region by its name (`home`): `legend-region` with the region as a term.
fn region(name: &str) -> Phrase {
    Phrase::new("legend-region").with("region", Arg::term(name))
}

/// Ranks `from` to `to` of the first player (`legend-chess-squares-ranks`).
fn ranks(from: u64, to: u64) -> Arg {
    Phrase::new("legend-chess-squares-ranks")
        .with("from", Arg::Number(from))
        .with("to", Arg::Number(to))
        .into()
}

/// Every message of one edition's catalogue (`i18n/<lang>/*.ftl`): its id and its text, the
/// lines of a message that runs on over several joined.
fn catalogue(lang: &str) -> HashMap<String, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../../i18n")
        .join(lang);
    let mut messages = HashMap::new();
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap_or_else(|e| panic!("{}: {e}", dir.display()))
        .map(|entry| entry.expect("a catalogue file").path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "ftl"))
        .collect();
    files.sort();
    for path in files {
        let text = std::fs::read_to_string(&path).expect("a readable catalogue");
        let mut current: Option<String> = None;
        for row in text.lines() {
            if row.starts_with([' ', '\t']) && !row.trim().is_empty() {
                if let Some(id) = &current {
                    let body: &mut String = messages.get_mut(id).expect("the message");
                    body.push_str(row.trim());
                }
                continue;
            }
            current = row
                .split_once(" =")
                .filter(|(id, _)| !id.starts_with('#') && !id.is_empty())
                .map(|(id, value)| {
                    messages.insert(id.to_string(), value.trim().to_string());
                    id.to_string()
                });
        }
    }
    messages
}

/// Every message id a phrase names, itself and the phrases inside it.
fn message_ids<'a>(phrase: &'a Phrase, out: &mut Vec<&'a str>) {
    fn arg_ids<'a>(arg: &'a Arg, out: &mut Vec<&'a str>) {
        match arg {
            Arg::Phrase(inner) => message_ids(inner, out),
            Arg::List(items) => items.iter().for_each(|item| arg_ids(item, out)),
            _ => {}
        }
    }
    out.push(&phrase.id);
    phrase.args.iter().for_each(|(_, arg)| arg_ids(arg, out));
}

/// The text of every value of a phrase written as is (codes, the transitional English).
fn written<'a>(phrase: &'a Phrase, out: &mut Vec<&'a str>) {
    fn arg_text<'a>(arg: &'a Arg, out: &mut Vec<&'a str>) {
        match arg {
            Arg::Code(text) => out.push(text),
            Arg::Phrase(inner) => written(inner, out),
            Arg::List(items) => items.iter().for_each(|item| arg_text(item, out)),
            _ => {}
        }
    }
    phrase.args.iter().for_each(|(_, arg)| arg_text(arg, out));
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
    let never_leaves = line(elephant, "legend-chess-never-leaves").expect("never leaves home");
    assert_eq!(never_leaves.arg("region"), Some(&region("home").into()));
    assert_eq!(never_leaves.arg("squares"), Some(&ranks(1, 5)));
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
    assert_eq!(
        across.caption,
        Some(Phrase::new("legend-region-outside").with("region", Arg::term("home")))
    );
    assert_eq!(
        home.caption,
        Some(Phrase::new("legend-region-in").with("region", Arg::term("home")))
    );
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
    assert!(
        says(pawn, |l| l.id.starts_with("legend-chess-promotion-")
            && l.arg("zone") == Some(&ranks(7, 9))
            && l.arg("to") == Some(&Arg::terms(["tokin"]))),
        "the pawn promotes in ranks 7 to 9 to a tokin: {:?}",
        pawn.lines
    );
    // Captured, it goes to the captor's hand, and is never dropped where it could not move.
    let dropped = line(pawn, "legend-chess-captured-dropped-not-on").expect("dropped");
    assert_eq!(
        dropped.arg("squares"),
        Some(
            &Phrase::new("legend-chess-squares-rank")
                .with("rank", Arg::Number(9))
                .into()
        )
    );
    assert!(line(pawn, "legend-chess-drop-one-per-file").is_some());
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
    let captures = item_named(&legend, "legend-part-captures");
    assert!(!captures.patterns.is_empty());
    let pattern = &captures.patterns[0];
    assert!(pattern.cells.contains('X'));
    assert!(pattern
        .captured
        .iter()
        .all(|&i| pattern.cells.as_bytes()[i] == b'X'));
    let goal = item_named(&legend, "legend-part-goal");
    assert!(!goal.lines.is_empty());
}

#[test]
fn every_ruleset_of_every_family_has_a_legend_in_words() {
    let (en, zh) = (catalogue("en"), catalogue("zh"));
    for found in every_ruleset() {
        let (name, legend) = legend_of(&found);
        assert!(legend.items.iter().any(|i| !i.lines.is_empty()), "{name}");
        for item in &legend.items {
            let mut ids = Vec::new();
            message_ids(&item.name, &mut ids);
            for line in &item.lines {
                message_ids(line, &mut ids);
                let mut texts = Vec::new();
                written(line, &mut texts);
                for text in texts {
                    assert!(
                        !text.contains('{') && !text.contains("Some("),
                        "{name}: `{text}`"
                    );
                }
                // Whether each line reads as a sentence once said is checked where the site
                // says it (tests/archive/site_legend_words.rs).
            }
            for id in ids {
                for (lang, catalogue) in [("en", &en), ("zh", &zh)] {
                    assert!(catalogue.contains_key(id), "{name}: {lang} lacks `{id}`");
                }
            }
        }
    }
}
