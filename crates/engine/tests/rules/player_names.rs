//! Every ruleset names its players and gives each a colour: the chess family as each tradition
//! names its sides (Red first in xiangqi, Cho in janggi, Black/sente in shogi, White and Black
//! where nothing else is said), every other family from its own `players:`, with a side called
//! by a colour drawn in that colour.

use crate::support::entry as entry_support;
use crate::support::entry::rules_from_str;
use boardlore_engine::Compile;

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

/// One test per case: `name: "game"/"ruleset", ... => [("Name", Colour), ...], ...;` checks
/// that each listed ruleset names these sides, in turn order, drawn in these colours.
macro_rules! sides {
    ($(
        $(#[$doc:meta])*
        $name:ident: $(
            $($game:literal / $ruleset:literal),+ => [$(($side:literal, $colour:ident)),+ $(,)?]
        ),+;
    )*) => {$(
        $(#[$doc])*
        #[test]
        fn $name() {
            $(
                let expected = named(&[$(($side, Colour::$colour)),+]);
                $(assert_eq!(players($game, $ruleset), expected, "{}/{}", $game, $ruleset);)+
            )+
        }
    )*};
}

sides! {
    xiangqi_and_sittuyin_are_red_against_black_red_first:
        "xiangqi"/"main", "xiangqi"/"fairy-stockfish", "sittuyin"/"main"
            => [("Red", Red), ("Black", Black)];
    janggi_is_blue_cho_against_red_han:
        "janggi"/"main" => [("Cho", Blue), ("Han", Red)];
    in_shogi_black_sente_moves_first_and_is_drawn_black:
        "shogi"/"main", "sho-shogi"/"main"
            => [("Black (sente)", Black), ("White (gote)", White)];
    chess_rulesets_that_name_no_sides_are_white_and_black:
        "makruk"/"main", "shatranj"/"main" => [("White", White), ("Black", Black)];
    a_folk_side_called_black_is_black_even_when_it_moves_first:
        "liu-zi-chong-qi"/"book", "wang-tiao-qi"/"book", "xialiu-qi"/"main"
            => [("Black", Black), ("White", White)];
    coloured_names_in_other_families_keep_their_colours:
        "mogu-qi"/"rules-i" => [("Red", Red), ("Green", Green)],
        "ashtapada"/"main" => [("Red", Red), ("Yellow", Yellow), ("Green", Green), ("Blue", Blue)],
        "zang-qi"/"tibetan-go" => [("White", White), ("Black", Black)];
    names_that_are_no_colour_take_the_free_seat_colours:
        "mao-zhuo-laoshu"/"main" => [("Cat", White), ("Mouse", Black)],
        "tu-lang-qi"/"main" => [("Wolves", White), ("Hare", Black)];
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
