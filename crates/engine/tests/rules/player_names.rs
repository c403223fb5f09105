//! Every ruleset names its players and gives each a colour: the chess family as each tradition
//! names its sides (Red first in xiangqi, Cho in janggi, Black/sente in shogi, White and Black
//! where nothing else is said), every other family from its own `players:`, with a side called
//! by a colour drawn in that colour.

use crate::support::entry as entry_support;
use crate::support::entry::rules_from_str;

use boardlore_engine::{Colour, PlayerInfo};
use entry_support::entry_rules;

fn players(game: &str, ruleset: &str) -> Vec<(String, Colour)> {
    entry_rules(game, ruleset)
        .players()
        .into_iter()
        .map(|PlayerInfo { name, colour }| (name, colour))
        .collect()
}

fn named(list: &[(&str, Colour)]) -> Vec<(String, Colour)> {
    list.iter().map(|(n, c)| (n.to_string(), *c)).collect()
}

#[test]
fn xiangqi_and_sittuyin_are_red_against_black_red_first() {
    let red_black = named(&[("Red", Colour::Red), ("Black", Colour::Black)]);
    assert_eq!(players("xiangqi", "main"), red_black);
    assert_eq!(players("xiangqi", "fairy-stockfish"), red_black);
    assert_eq!(players("sittuyin", "main"), red_black);
}

#[test]
fn janggi_is_blue_cho_against_red_han() {
    assert_eq!(
        players("janggi", "main"),
        named(&[("Cho", Colour::Blue), ("Han", Colour::Red)])
    );
}

#[test]
fn in_shogi_black_sente_moves_first_and_is_drawn_black() {
    let sente_first = named(&[
        ("Black (sente)", Colour::Black),
        ("White (gote)", Colour::White),
    ]);
    assert_eq!(players("shogi", "main"), sente_first);
    assert_eq!(players("sho-shogi", "main"), sente_first);
}

#[test]
fn chess_rulesets_that_name_no_sides_are_white_and_black() {
    let white_black = named(&[("White", Colour::White), ("Black", Colour::Black)]);
    assert_eq!(players("makruk", "main"), white_black);
    assert_eq!(players("shatranj", "main"), white_black);
}

#[test]
fn a_folk_side_called_black_is_black_even_when_it_moves_first() {
    let black_first = named(&[("Black", Colour::Black), ("White", Colour::White)]);
    assert_eq!(players("liu-zi-chong-qi", "book"), black_first);
    assert_eq!(players("wang-tiao-qi", "book"), black_first);
    assert_eq!(players("xialiu-qi", "main"), black_first);
}

#[test]
fn coloured_names_in_other_families_keep_their_colours() {
    assert_eq!(
        players("mogu-qi", "rules-i"),
        named(&[("Red", Colour::Red), ("Green", Colour::Green)])
    );
    assert_eq!(
        players("ashtapada", "main"),
        named(&[
            ("Red", Colour::Red),
            ("Yellow", Colour::Yellow),
            ("Green", Colour::Green),
            ("Blue", Colour::Blue)
        ])
    );
    assert_eq!(
        players("zang-qi", "tibetan-go"),
        named(&[("White", Colour::White), ("Black", Colour::Black)])
    );
}

#[test]
fn names_that_are_no_colour_take_the_free_seat_colours() {
    assert_eq!(
        players("mao-zhuo-laoshu", "main"),
        named(&[("Cat", Colour::White), ("Mouse", Colour::Black)])
    );
    assert_eq!(
        players("tu-lang-qi", "main"),
        named(&[("Wolves", Colour::White), ("Hare", Colour::Black)])
    );
}

#[test]
fn a_chess_ruleset_names_exactly_two_sides() {
    let yaml = r#"
family: chess
board: { kind: square, files: 3, ranks: 3 }
pieces: [{ id: king, letter: k, betza: K, royal: true }]
start: k2/3/2K w - - 0 1
players: [{ name: Red }]
"#;
    let spec = rules_from_str(yaml);
    let errors = spec.compile().err().expect("one named side is refused");
    assert_eq!(errors[0].path, "players");
}
