//! Race positions and moves as text (the format is described in the module docs of
//! [`crate::race`]).

use super::{RaceAction, RaceGame, RaceMove, RaceState, Stacking};
use crate::game::NotationError;

fn error(message: impl Into<String>, offset: usize) -> NotationError {
    NotationError {
        message: message.into(),
        offset: Some(offset),
    }
}

/// Writes a position.
pub(super) fn write_position(game: &RaceGame, state: &RaceState) -> String {
    let fields: Vec<String> = game
        .players
        .iter()
        .enumerate()
        .map(|(q, racer)| {
            let mut labels = Vec::new();
            for (step, &count) in state.on_path[q].iter().enumerate() {
                let label = &game.board.point(racer.path[step]).label;
                labels.extend(std::iter::repeat(label.as_str()).take(usize::from(count)));
            }
            if labels.is_empty() {
                ".".to_string()
            } else {
                labels.join(",")
            }
        })
        .collect();
    let mut text = format!(
        "{} {} {} {:016x}",
        fields.join("/"),
        state.to_move + 1,
        state.throw,
        state.generator
    );
    if state.ply > 0 {
        text.push_str(&format!(" ply:{}", state.ply));
    }
    text
}

/// Reads a position, checking that it could occur under the ruleset.
pub(super) fn parse_position(game: &RaceGame, text: &str) -> Result<RaceState, NotationError> {
    let tokens: Vec<(usize, &str)> = text
        .split_whitespace()
        .map(|t| (t.as_ptr() as usize - text.as_ptr() as usize, t))
        .collect();
    if !(4..=5).contains(&tokens.len()) {
        return Err(NotationError {
            message: format!(
                "expected 4 or 5 fields (pieces, player to move, throw, generator, optional ply:N), found {}",
                tokens.len()
            ),
            offset: None,
        });
    }
    let players = game.players.len();
    let (board_at, board_text) = tokens[0];
    let fields: Vec<&str> = board_text.split('/').collect();
    if fields.len() != players {
        return Err(error(
            format!(
                "expected {players} player fields separated by `/`, found {}",
                fields.len()
            ),
            board_at,
        ));
    }
    let mut on_path = Vec::with_capacity(players);
    let mut hand = Vec::with_capacity(players);
    let mut at = board_at;
    for (q, field) in fields.iter().enumerate() {
        let racer = &game.players[q];
        let mut steps = vec![0u8; racer.path.len()];
        let mut placed = 0u8;
        if *field != "." {
            let mut offset = at;
            for label in field.split(',') {
                let step = game
                    .board
                    .find(label)
                    .and_then(|p| racer.step_of[usize::from(p)])
                    .ok_or_else(|| {
                        error(
                            format!("`{label}` is not a square of {}'s path", racer.name),
                            offset,
                        )
                    })?;
                steps[usize::from(step)] += 1;
                placed += 1;
                if placed > racer.pieces {
                    return Err(error(
                        format!("{} has only {} pieces", racer.name, racer.pieces),
                        offset,
                    ));
                }
                let cap = match game.stacking {
                    Stacking::Free => u8::MAX,
                    Stacking::None => 1,
                    Stacking::Doubles => 2,
                };
                if step != racer.home() && steps[usize::from(step)] > cap {
                    return Err(error(
                        format!("too many of {}'s pieces on {label}", racer.name),
                        offset,
                    ));
                }
                offset += label.len() + 1;
            }
        }
        at += field.len() + 1;
        hand.push(racer.pieces - placed);
        on_path.push(steps);
    }
    check_meetings(game, &on_path, board_at)?;
    let (mover_at, mover_text) = tokens[1];
    let to_move = match mover_text.parse::<usize>() {
        Ok(n) if (1..=players).contains(&n) => (n - 1) as u8,
        _ => {
            return Err(error(
                format!("`{mover_text}`: the player to move is a number from 1 to {players}"),
                mover_at,
            ))
        }
    };
    let (throw_at, throw_text) = tokens[2];
    let results = game.throws.results();
    let throw = match throw_text.parse::<u8>() {
        Ok(t) if results.contains(&t) => t,
        _ => {
            return Err(error(
                format!("`{throw_text}` is not a possible throw (throws give {results:?})"),
                throw_at,
            ))
        }
    };
    let (gen_at, gen_text) = tokens[3];
    let generator = u64::from_str_radix(gen_text, 16)
        .ok()
        .filter(|_| gen_text.len() <= 16)
        .ok_or_else(|| {
            error(
                format!("`{gen_text}` is not a generator state (up to 16 hexadecimal digits)"),
                gen_at,
            )
        })?;
    let ply = match tokens.get(4) {
        None => 0,
        Some(&(ply_at, ply_text)) => ply_text
            .strip_prefix("ply:")
            .and_then(|n| n.parse::<u32>().ok())
            .ok_or_else(|| error(format!("`{ply_text}`: expected ply:N"), ply_at))?,
    };
    Ok(RaceState {
        on_path,
        hand,
        to_move,
        throw,
        generator,
        ply,
    })
}

/// Pieces of two players may share a square only where the rules let them meet.
fn check_meetings(
    game: &RaceGame,
    on_path: &[Vec<u8>],
    offset: usize,
) -> Result<(), NotationError> {
    if !game.capture {
        return Ok(());
    }
    let mut owner: Vec<Option<usize>> = vec![None; game.board.len()];
    for (q, racer) in game.players.iter().enumerate() {
        for (step, &count) in on_path[q].iter().enumerate() {
            if count == 0 || step == usize::from(racer.home()) {
                continue;
            }
            let point = usize::from(racer.path[step]);
            match owner[point] {
                Some(other) if !(game.safe[point] && game.share_safe) => {
                    return Err(error(
                        format!(
                            "{} and {} both have pieces on {}, which the rules never allow",
                            game.players[other].name,
                            racer.name,
                            game.board.point(racer.path[step]).label
                        ),
                        offset,
                    ));
                }
                _ => owner[point] = Some(q),
            }
        }
    }
    Ok(())
}

/// The name of a move: the throw, a colon, then what moves (see the module docs).
pub(super) fn move_name(game: &RaceGame, state: &RaceState, mv: RaceMove) -> String {
    let racer = &game.players[usize::from(state.to_move)];
    let label = |step: u8| {
        game.board
            .point(racer.path[usize::from(step)])
            .label
            .as_str()
    };
    let (from, pieces) = match mv.action {
        RaceAction::Pass => return format!("{}:pass", mv.throw),
        RaceAction::Enter => (None, 1),
        RaceAction::Advance { from, pieces } => (Some(from), pieces),
    };
    let Some(landing) = game.landing(state, from, pieces) else {
        return format!("{}:illegal", mv.throw);
    };
    let sep = if landing.captures { "x" } else { "-" };
    match from {
        None => format!(
            "{}:+{}{}",
            mv.throw,
            if landing.captures { "x" } else { "" },
            label(landing.to)
        ),
        Some(step) if pieces > 1 => format!(
            "{}:{}*{pieces}{sep}{}",
            mv.throw,
            label(step),
            label(landing.to)
        ),
        Some(step) => format!("{}:{}{sep}{}", mv.throw, label(step), label(landing.to)),
    }
}
