//! Position text and move names of the take family (see the module documentation).

use super::{TakeGame, TakeMove, TakeState};
use crate::game::NotationError;

fn error(message: impl Into<String>, offset: Option<usize>) -> NotationError {
    NotationError {
        message: message.into(),
        offset,
    }
}

/// The move's name: `c1`, `a1-a4` or `pass`.
pub(super) fn move_name(game: &TakeGame, mv: TakeMove) -> String {
    let label = |p: u16| game.board.point(p).label.as_str();
    match mv.ends {
        _ if mv.taken == 0 => "pass".into(),
        (a, b) if a == b => label(a).into(),
        (a, b) => format!("{}-{}", label(a), label(b)),
    }
}

/// Writes a position: the points, the player to move, a pass mark, the die and generator.
pub(super) fn write_position(game: &TakeGame, state: &TakeState) -> String {
    let mut text: String = (0..game.board.len())
        .map(|p| match (state.occupied >> p & 1, state.second >> p & 1) {
            (0, _) => '.',
            (_, 0) => '1',
            _ => '2',
        })
        .collect();
    text.push_str(&format!(" {}", state.to_move + 1));
    if state.passed {
        text.push_str(" p");
    }
    if game.dice.is_some() {
        text.push_str(&format!(" d{} {:016x}", state.die, state.generator));
    }
    text
}

/// Reads a position written by [`write_position`].
pub(super) fn parse_position(game: &TakeGame, text: &str) -> Result<TakeState, NotationError> {
    let mut fields = text.split_whitespace();
    let points = fields.next().ok_or_else(|| error("empty position", None))?;
    if points.chars().count() != game.board.len() {
        return Err(error(
            format!(
                "expected {} point characters (1, 2 or .), found {}",
                game.board.len(),
                points.chars().count()
            ),
            Some(0),
        ));
    }
    let mut state = TakeState {
        occupied: 0,
        second: 0,
        to_move: 0,
        passed: false,
        die: 0,
        generator: game.seed,
    };
    for (p, c) in points.chars().enumerate() {
        match c {
            '.' => {}
            '1' => state.occupied |= 1 << p,
            '2' => {
                state.occupied |= 1 << p;
                state.second |= 1 << p;
            }
            other => {
                return Err(error(
                    format!("`{other}` is not a point: expected 1, 2 or ."),
                    Some(p),
                ))
            }
        }
    }
    state.to_move = match fields.next() {
        Some("1") => 0,
        Some("2") => 1,
        other => {
            return Err(error(
                format!("expected the player to move (1 or 2), found {other:?}"),
                None,
            ))
        }
    };
    let mut rest: Vec<&str> = fields.collect();
    if rest.first() == Some(&"p") {
        state.passed = true;
        rest.remove(0);
    }
    match (game.dice, rest.as_slice()) {
        (None, []) => {}
        (Some((sides, least)), [die, generator]) => {
            let die: u8 = die
                .strip_prefix('d')
                .and_then(|d| d.parse().ok())
                .filter(|d| (least.min(sides)..=sides.max(least)).contains(d))
                .ok_or_else(|| error(format!("`{die}` is not a throw such as d4"), None))?;
            state.die = die;
            state.generator = u64::from_str_radix(generator, 16)
                .map_err(|_| error(format!("`{generator}` is not a hexadecimal seed"), None))?;
        }
        (None, extra) => {
            return Err(error(
                format!("unexpected {extra:?} after the player to move"),
                None,
            ))
        }
        (Some(_), _) => {
            return Err(error(
                "expected the throw and the generator, e.g. `d4 00000000000000a1`",
                None,
            ))
        }
    }
    Ok(state)
}
