//! Who plays a ruleset: each player's name and colour, in turn order, from the rules.
//!
//! The names are the ruleset's own (`players:` in every family; the chess family's default is
//! White and Black). A player's colour is the one declared with the name (`colour:` in the
//! chess family, e.g. janggi's blue Cho), else the name itself when it is a colour word (`Red`,
//! `Black`), else the first colour of [`SEAT_COLOURS`] no other player has. Pages, the web
//! board and the diagrams all take names and colours from here.

use serde::Deserialize;

/// A colour pieces are drawn in.
#[derive(Clone, Copy, Debug, Deserialize, PartialEq, Eq, Hash)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    /// Light pieces.
    White,
    /// Dark pieces.
    Black,
    /// Red pieces (xiangqi's red side: red characters on light discs).
    Red,
    /// Blue pieces.
    Blue,
    /// Green pieces.
    Green,
    /// Yellow pieces.
    Yellow,
}

/// Colours given, in this order, to players whose name is no colour and who declare none.
pub const SEAT_COLOURS: [Colour; 6] = [
    Colour::White,
    Colour::Black,
    Colour::Red,
    Colour::Blue,
    Colour::Green,
    Colour::Yellow,
];

impl Colour {
    /// The colour's word in lowercase (`red`), as pages and JSON write it.
    pub fn word(self) -> &'static str {
        match self {
            Colour::White => "white",
            Colour::Black => "black",
            Colour::Red => "red",
            Colour::Blue => "blue",
            Colour::Green => "green",
            Colour::Yellow => "yellow",
        }
    }

    /// The colour a player's name stands for, when the name is a colour word (any case).
    pub fn named(name: &str) -> Option<Colour> {
        SEAT_COLOURS
            .into_iter()
            .find(|c| c.word().eq_ignore_ascii_case(name.trim()))
    }
}

/// One player of a ruleset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerInfo {
    /// The name the tradition uses (`Red`, `Cho`, `Black`).
    pub name: String,
    /// The colour the player's pieces are drawn in.
    pub colour: Colour,
}

/// A player as a chess-family ruleset declares it: `{ name: Cho, colour: blue }`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename_all = "kebab-case", deny_unknown_fields)]
pub struct PlayerName {
    /// The player's name.
    pub name: String,
    /// The colour of the player's pieces, when the name is not a colour word.
    #[serde(default)]
    pub colour: Option<Colour>,
}

/// Names and colours for players given as (name, declared colour) in turn order.
pub fn players_from(named: Vec<(String, Option<Colour>)>) -> Vec<PlayerInfo> {
    let chosen: Vec<Option<Colour>> = named
        .iter()
        .map(|(name, declared)| declared.or_else(|| Colour::named(name)))
        .collect();
    let mut taken: Vec<Colour> = chosen.iter().flatten().copied().collect();
    named
        .into_iter()
        .zip(chosen)
        .map(|((name, _), colour)| {
            let colour = colour.unwrap_or_else(|| {
                let free = SEAT_COLOURS
                    .into_iter()
                    .find(|c| !taken.contains(c))
                    .unwrap_or(Colour::White);
                taken.push(free);
                free
            });
            PlayerInfo { name, colour }
        })
        .collect()
}

pub(crate) fn plain(names: impl IntoIterator<Item = String>) -> Vec<PlayerInfo> {
    players_from(names.into_iter().map(|n| (n, None)).collect())
}

/// "First", "Second", ... for rulesets that name no players.
pub(crate) fn ordinal(count: usize) -> Vec<String> {
    ["First", "Second", "Third", "Fourth"]
        .into_iter()
        .take(count)
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn info(name: &str, colour: Colour) -> PlayerInfo {
        PlayerInfo {
            name: name.to_string(),
            colour,
        }
    }

    #[test]
    fn a_colour_word_is_the_colour_and_other_names_take_free_seat_colours() {
        let players = players_from(vec![
            ("Wolves".into(), None),
            ("white".into(), None),
            ("Cho".into(), Some(Colour::Blue)),
        ]);
        assert_eq!(
            players,
            [
                info("Wolves", Colour::Black),
                info("white", Colour::White),
                info("Cho", Colour::Blue)
            ]
        );
    }

    #[test]
    fn a_declared_colour_wins_over_the_name() {
        let players = players_from(vec![("Red".into(), Some(Colour::Green))]);
        assert_eq!(players, [info("Red", Colour::Green)]);
    }
}
