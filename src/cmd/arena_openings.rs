//! The positions `boardlore arena` starts its games from: the game's start position, or the
//! lines of an openings file, each played twice in turn so that both players take each side.

use std::path::Path;

use anyhow::bail;
use boardlore_engine::Rules;

use super::bounded_read::read_text;
use super::start_args::{quoted, shortened};

/// One start position and where it was written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opening {
    /// The position in the game's notation; `None` for the game's own start.
    pub position: Option<String>,
    /// Where it comes from, for the progress lines: `start` or `<file>:<line>`.
    pub label: String,
    /// The seat that has the move in it (0 at the game's own start).
    pub seat_to_move: u8,
}

/// The openings of a match, in the order they are played.
#[derive(Clone, Debug)]
pub struct Openings(Vec<Opening>);

impl Openings {
    /// The game's start position alone.
    pub fn start() -> Openings {
        Openings(vec![Opening {
            position: None,
            label: "start".into(),
            seat_to_move: 0,
        }])
    }

    /// Reads `path`: one position a line in the game's notation (Fairy-Stockfish FEN for the
    /// chess family), blank lines and lines starting with `#` skipped. Every position is
    /// checked against `rules` before a game is played, so a typo in line 40 does not end a
    /// long match half way.
    pub fn read(path: &Path, rules: &dyn Rules) -> anyhow::Result<Openings> {
        let text = read_text(path, "the openings file")?;
        let mut openings = Vec::new();
        for (index, line) in text.lines().enumerate() {
            let position = line.trim();
            if position.is_empty() || position.starts_with('#') {
                continue;
            }
            let label = format!("{}:{}", path.display(), index + 1);
            let seat_to_move;
            match rules.new_match(Some(position)) {
                Err(e) => bail!(
                    "{label}: the opening `{}` does not read as a position: {}\n\
                     hint: write one position a line in the game's notation, as `boardlore \
                     position` prints it; the start position is `{}`",
                    quoted(position),
                    shortened(&e.to_string(), position),
                    rules.start_position()
                ),
                Ok(game) => {
                    seat_to_move = game.to_move().0;
                    if let Some(outcome) = game.outcome() {
                        bail!(
                            "{label}: the game is already over in the opening `{}` ({})\n\
                             hint: give a position in which the side to move can still play",
                            quoted(position),
                            crate::cmd::rule_in_english(&outcome.rule)
                        );
                    }
                }
            }
            openings.push(Opening {
                position: Some(position.to_string()),
                label,
                seat_to_move,
            });
        }
        if openings.is_empty() {
            bail!(
                "{}: the openings file holds no position\nhint: write one position a line \
                 in the game's notation, e.g. the start position `{}`",
                path.display(),
                rules.start_position()
            );
        }
        Ok(Openings(openings))
    }

    /// The opening of game `g` (counted from 0): games 0 and 1 play the first opening, once
    /// with each player moving first, games 2 and 3 the second, and so on round the list.
    pub fn for_game(&self, g: usize) -> &Opening {
        &self.0[(g / 2) % self.0.len()]
    }
}
