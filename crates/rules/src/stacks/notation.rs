//! Position text and move names of the stacks family (described in the family's module docs).

use super::{Goal, Pile, StacksAction, StacksGame, StacksMove, StacksState, MAX_HEIGHT};
use crate::board::write_empty_runs;
use crate::game::NotationError;

fn error(message: impl Into<String>, offset: usize) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(offset),
    }
}

/// Writes one pile: a letter for a lone piece, else the pile in brackets with repeat counts.
fn write_pile(game: &StacksGame, pile: Pile, out: &mut String) {
    let letter = |level: u8| game.kinds[usize::from(pile.kind_at(level))].letter;
    if pile.height() == 1 {
        out.push(letter(0));
        return;
    }
    out.push('(');
    let mut level = 0;
    while level < pile.height() {
        let run = (level..pile.height())
            .take_while(|&l| letter(l) == letter(level))
            .count();
        out.push(letter(level));
        if run > 1 {
            out.push_str(&run.to_string());
        }
        level += run as u8;
    }
    out.push(')');
}

pub(super) fn write_position(game: &StacksGame, state: &StacksState) -> String {
    let mut out = String::new();
    let piles = state
        .piles
        .iter()
        .map(|&pile| (!pile.is_empty()).then_some(pile));
    write_empty_runs(&mut out, piles, |out, pile| write_pile(game, pile, out));
    out.push_str(&format!(" {}", state.to_move + 1));
    if game.pool.is_some() {
        out.push_str(&format!(" pool:{}", state.pool));
    }
    if matches!(game.goal, Goal::Deliveries { .. }) {
        let [a, b] = state.delivered;
        let [c, d] = state.carrying.map(u8::from);
        out.push_str(&format!(" delivered:{a},{b} carrying:{c},{d}"));
    }
    if game.move_limit.is_some() {
        out.push_str(&format!(" ply:{}", state.ply));
    }
    out
}

/// Reads a run of decimal digits starting at `at`.
fn number(bytes: &[u8], at: &mut usize) -> Option<usize> {
    let start = *at;
    while *at < bytes.len() && bytes[*at].is_ascii_digit() {
        *at += 1;
    }
    std::str::from_utf8(&bytes[start..*at]).ok()?.parse().ok()
}

fn parse_points(game: &StacksGame, text: &str) -> Result<Vec<Pile>, NotationError> {
    let kind_of = |c: u8, at: usize| {
        game.kinds
            .iter()
            .position(|k| k.letter as u32 == u32::from(c))
            .map(|k| k as u8)
            .ok_or_else(|| {
                error(
                    format!("`{}` is not a piece letter of this game", c as char),
                    at,
                )
            })
    };
    let bytes = text.as_bytes();
    let mut piles = Vec::new();
    let mut total = 0usize;
    let mut at = 0;
    while at < bytes.len() {
        let c = bytes[at];
        if c.is_ascii_digit() {
            let run = number(bytes, &mut at).ok_or_else(|| error("a number is too large", at))?;
            if run > game.board.len() {
                return Err(error("more empty points than the board has", at));
            }
            piles.extend(std::iter::repeat(Pile::default()).take(run));
            continue;
        }
        let mut pile = Pile::default();
        if c == b'(' {
            at += 1;
            while at < bytes.len() && bytes[at] != b')' {
                let kind = kind_of(bytes[at], at)?;
                at += 1;
                let repeat = if at < bytes.len() && bytes[at].is_ascii_digit() {
                    number(bytes, &mut at).ok_or_else(|| error("a number is too large", at))?
                } else {
                    1
                };
                total += repeat;
                if total > usize::from(MAX_HEIGHT) {
                    return Err(error(format!("more than {MAX_HEIGHT} pieces"), at));
                }
                (0..repeat).for_each(|_| pile.push(kind));
            }
            if at >= bytes.len() {
                return Err(error("a pile opened with `(` is not closed", at));
            }
            if pile.is_empty() {
                return Err(error(
                    "an empty pile `()`; write empty points as numbers",
                    at,
                ));
            }
        } else {
            pile.push(kind_of(c, at)?);
            total += 1;
            if total > usize::from(MAX_HEIGHT) {
                return Err(error(format!("more than {MAX_HEIGHT} pieces"), at));
            }
        }
        at += 1;
        piles.push(pile);
    }
    if piles.len() != game.board.len() {
        return Err(error(
            format!(
                "the position lists {} points; the board has {}",
                piles.len(),
                game.board.len()
            ),
            0,
        ));
    }
    Ok(piles)
}

fn pair(value: &str, offset: usize) -> Result<[u8; 2], NotationError> {
    let parts: Vec<Option<u8>> = value.split(',').map(|v| v.parse().ok()).collect();
    match parts.as_slice() {
        [Some(a), Some(b)] => Ok([*a, *b]),
        _ => Err(error(
            format!("expected two numbers like `0,1`, found `{value}`"),
            offset,
        )),
    }
}

pub(super) fn parse_position(game: &StacksGame, text: &str) -> Result<StacksState, NotationError> {
    let mut fields = text.split_whitespace();
    let points = fields
        .next()
        .ok_or_else(|| error("the position is empty", 0))?;
    let piles = parse_points(game, points)?;
    let mut state = StacksState {
        piles,
        to_move: 0,
        pool: 0,
        delivered: [0, 0],
        carrying: [false, false],
        ply: 0,
    };
    let offset = |field: &str| field.as_ptr() as usize - text.as_ptr() as usize;
    match fields.next() {
        Some("1") => state.to_move = 0,
        Some("2") => state.to_move = 1,
        Some(other) => return Err(error("the player to move must be 1 or 2", offset(other))),
        None => return Err(error("the player to move (1 or 2) is missing", text.len())),
    }
    for field in fields {
        let at = offset(field);
        let (key, value) = field
            .split_once(':')
            .ok_or_else(|| error(format!("`{field}` is not a `name:value` field"), at))?;
        match key {
            "pool" if game.pool.is_some() => {
                state.pool = value
                    .parse()
                    .map_err(|_| error("pool needs a number", at))?;
            }
            "delivered" => state.delivered = pair(value, at)?,
            "carrying" => state.carrying = pair(value, at)?.map(|v| v > 0),
            "ply" => state.ply = value.parse().map_err(|_| error("ply needs a number", at))?,
            _ => return Err(error(format!("unknown field `{key}`"), at)),
        }
    }
    let on_board: usize = state.piles.iter().map(|p| usize::from(p.height())).sum();
    if on_board + usize::from(state.pool) > usize::from(MAX_HEIGHT) {
        return Err(error(format!("more than {MAX_HEIGHT} pieces"), 0));
    }
    check_carriers(game, &state)?;
    Ok(state)
}

/// A player said to be carrying must have an owned piece with a load on it.
fn check_carriers(game: &StacksGame, state: &StacksState) -> Result<(), NotationError> {
    for player in 0..2u8 {
        if !state.carrying[usize::from(player)] {
            continue;
        }
        let loaded = state.piles.iter().any(|pile| {
            pile.height() > 1 && game.kinds[usize::from(pile.kind_at(0))].owner == Some(player)
        });
        if !loaded {
            return Err(error(
                format!(
                    "player {} is said to carry a load, but no piece of theirs has one",
                    player + 1
                ),
                0,
            ));
        }
    }
    Ok(())
}

pub(super) fn move_name(game: &StacksGame, _state: &StacksState, mv: StacksMove) -> String {
    let label = |p| game.board.point(p).label.as_str();
    let times = if mv.count > 1 {
        format!("*{}", mv.count)
    } else {
        String::new()
    };
    match mv.action {
        StacksAction::Pass => "pass".into(),
        StacksAction::Place => format!("+{}{times}", label(mv.to)),
        StacksAction::Lift => format!("{}{times}-{}", label(mv.from), label(mv.to)),
        StacksAction::Walk | StacksAction::Step => format!("{}-{}", label(mv.from), label(mv.to)),
        StacksAction::StepAndUnload => format!("{}-{}=", label(mv.from), label(mv.to)),
    }
}
