//! Position text and move names of the polyomino family (see the module documentation).

use super::{PolyominoGame, PolyominoMove, PolyominoState};
use crate::game::NotationError;

fn error(message: impl Into<String>) -> NotationError {
    NotationError {
        message: message.into(),
        offset: None,
    }
}

/// The move's name: `a1,b1,a2` for a placement, `a1-a2` for a slide.
pub(super) fn move_name(game: &PolyominoGame, state: &PolyominoState, mv: PolyominoMove) -> String {
    let label = |p: u16| game.board.point(p).label.as_str();
    match mv {
        PolyominoMove::Place(at) => game.placements[at as usize]
            .iter()
            .map(|&p| label(p))
            .collect::<Vec<_>>()
            .join(","),
        PolyominoMove::Slide { piece, to } => {
            let from = state.pieces[usize::from(piece)].1;
            format!(
                "{}-{}",
                label(game.placements[from as usize][0]),
                label(game.placements[to as usize][0])
            )
        }
    }
}

/// Writes a position: each player's pieces, the player to move, the hands and the plies.
pub(super) fn write_position(game: &PolyominoGame, state: &PolyominoState) -> String {
    let label = |p: u16| game.board.point(p).label.as_str();
    let side = |q: u8| {
        let pieces: Vec<String> = state
            .pieces
            .iter()
            .filter(|&&(owner, _)| owner == q)
            .map(|&(_, at)| {
                let points: Vec<&str> = game.placements[at as usize]
                    .iter()
                    .map(|&p| label(p))
                    .collect();
                points.join(".")
            })
            .collect();
        if pieces.is_empty() {
            "-".to_string()
        } else {
            pieces.join(",")
        }
    };
    format!(
        "{}/{} {} {},{} {}",
        side(0),
        side(1),
        state.to_move + 1,
        state.hand[0],
        state.hand[1],
        state.ply
    )
}

/// Reads a position written by [`write_position`].
pub(super) fn parse_position(
    game: &PolyominoGame,
    text: &str,
) -> Result<PolyominoState, NotationError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    let [sides, to_move, hands, rest @ ..] = fields.as_slice() else {
        return Err(error(
            "expected pieces, the player to move and the hands, e.g. `-/- 1 8,8 0`",
        ));
    };
    let mut state = game.empty();
    let sides: Vec<&str> = sides.split('/').collect();
    if sides.len() != 2 {
        return Err(error("expected the two players' pieces separated by `/`"));
    }
    for (q, side) in sides.iter().enumerate() {
        if *side == "-" {
            continue;
        }
        for piece in side.split(',') {
            let mut mask = 0u128;
            for label in piece.split('.') {
                let p = game
                    .board
                    .find(label)
                    .ok_or_else(|| error(format!("`{label}` is not a point of the board")))?;
                mask |= 1 << p;
            }
            let at = game
                .masks
                .iter()
                .position(|&m| m == mask)
                .ok_or_else(|| error(format!("`{piece}` is not the shape of a piece")))?;
            if mask & state.covered != 0 {
                return Err(error(format!("`{piece}` overlaps another piece")));
            }
            state.covered |= mask;
            state.pieces.push((q as u8, at as u32));
        }
    }
    state.to_move = match *to_move {
        "1" => 0,
        "2" => 1,
        other => return Err(error(format!("`{other}`: the player to move is 1 or 2"))),
    };
    let counts: Vec<Option<u8>> = hands.split(',').map(|n| n.parse().ok()).collect();
    match counts.as_slice() {
        [Some(a), Some(b)] => state.hand = [*a, *b],
        _ => {
            return Err(error(format!(
                "`{hands}`: expected the pieces in hand as `N,N`"
            )))
        }
    }
    for q in 0..2 {
        let placed = state
            .pieces
            .iter()
            .filter(|p| usize::from(p.0) == q)
            .count();
        if placed + usize::from(state.hand[q]) > usize::from(game.players[q].2) {
            return Err(error(format!(
                "player {} has more than {} pieces",
                q + 1,
                game.players[q].2
            )));
        }
    }
    state.ply = match rest {
        [] => 0,
        [ply] => ply
            .parse()
            .map_err(|_| error(format!("`{ply}` is not a number of plies")))?,
        _ => return Err(error("unexpected text after the plies")),
    };
    Ok(state)
}
