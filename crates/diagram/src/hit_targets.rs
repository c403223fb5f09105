//! Invisible click targets with accessible names, for the web board.

use boardlore_engine::board::{Board, PointId, Style};
use boardlore_engine::game::PositionView;
use boardlore_engine::{Player, PlayerInfo};

use crate::coordinates::EdgeTicks;
use crate::layout::Layout;
use crate::palette::UNIT;
use crate::pieces::hand_slot;
use crate::writer::{escape, Svg};

/// The name of a player for screen readers: from the options, or "player N".
pub(crate) fn player_name(players: &[PlayerInfo], player: Player) -> String {
    players
        .get(usize::from(player.0))
        .map(|p| p.name.clone())
        .unwrap_or_else(|| format!("player {}", u16::from(player.0) + 1))
}

/// The point as the board's edges write it (shogi's `7六`) when they name its column and row,
/// else its label (`e4`).
fn point_name(board: &Board, point: PointId, ticks: Option<&EdgeTicks>) -> String {
    let p = board.point(point);
    ticks
        .and_then(|t| t.point_name(p.x, p.y))
        .unwrap_or_else(|| p.label.clone())
}

/// What a screen reader says for a point in English: `e4, red horse` or `e4, empty`; the point
/// is named as the board's edges write it. The web board says it again in the page's language
/// from the target's data (`theme/board/target-labels.js`).
pub(crate) fn point_description(
    board: &Board,
    view: &PositionView,
    names: &[PlayerInfo],
    point: PointId,
    ticks: Option<&EdgeTicks>,
) -> String {
    let label = point_name(board, point, ticks);
    match view.pieces.iter().find(|p| p.at == point) {
        None => format!("{label}, empty"),
        Some(piece) => {
            let mut text = format!("{label}, ");
            if let Some(owner) = piece.owner {
                text.push_str(&player_name(names, owner));
                text.push(' ');
            }
            if piece.promoted {
                text.push_str("promoted ");
            }
            text.push_str(&piece.kind);
            if piece.height > 1 {
                text.push_str(&format!(", stack of {}", piece.height));
            }
            text
        }
    }
}

/// One transparent target per point (a cell or a disc), and one per kind of piece in hand.
pub(crate) fn draw_hit_targets(
    svg: &mut Svg,
    board: &Board,
    layout: &Layout,
    view: &PositionView,
    names: &[PlayerInfo],
    ticks: Option<&EdgeTicks>,
) {
    svg.open_group("class=\"bl-targets\" fill=\"#000000\" fill-opacity=\"0\"");
    for id in 0..board.len() as PointId {
        let (x, y) = layout.at(board, id);
        // Whose piece stands here, for the board to say why a click there does nothing, and
        // what it is, for the board to name it in the page's language.
        let piece = view.pieces.iter().find(|p| p.at == id);
        let owner = (piece.and_then(|piece| piece.owner))
            .map(|owner| format!(" data-owner=\"{}\"", owner.0))
            .unwrap_or_default();
        let kind = piece
            .map(|p| {
                let promoted = if p.promoted {
                    " data-promoted=\"\""
                } else {
                    ""
                };
                let height = if p.height > 1 {
                    format!(" data-height=\"{}\"", p.height)
                } else {
                    String::new()
                };
                format!(" data-kind=\"{}\"{promoted}{height}", escape(&p.kind))
            })
            .unwrap_or_default();
        let attrs = format!(
            "data-point=\"{}\" data-name=\"{}\"{owner}{kind} role=\"button\" aria-label=\"{}\"",
            escape(&board.point(id).label),
            escape(&point_name(board, id, ticks)),
            escape(&point_description(board, view, names, id, ticks))
        );
        match layout.style {
            Style::Cells => svg.rect(x - UNIT / 2.0, y - UNIT / 2.0, UNIT, UNIT, &attrs),
            Style::Intersections => svg.circle(x, y, UNIT * 0.48, &attrs),
        }
    }
    for (h, hand) in view.hands.iter().enumerate() {
        for (i, (kind, _, count)) in hand.pieces.iter().enumerate() {
            let (x, y) = hand_slot(layout, &view.hands, h, i);
            let attrs = format!(
                "data-hand=\"{}\" data-owner=\"{}\" data-count=\"{count}\" role=\"button\" aria-label=\"{}\"",
                escape(kind),
                hand.owner.0,
                escape(&format!(
                    "{} hand, {kind}, {count}",
                    player_name(names, hand.owner)
                ))
            );
            svg.rect(
                x - UNIT * 0.5,
                y - UNIT * 0.45,
                UNIT * 1.1,
                UNIT * 0.9,
                &attrs,
            );
        }
    }
    svg.close_group();
}
