//! The halma family's legend: steps, chains of leaps, shared pieces, the goal regions
//! (`legend-halma-*` in `i18n/<lang>/legend-others.ftl`).

use super::others::{draw, item, limit};
use crate::halma::{HalmaSpec, LeapOver, TurnPart};
use crate::legend::{Arg, Legend, Phrase};

/// What a piece may leap over among one owner's pieces (`its own pieces of another kind`):
/// the message `whose` with the kind's clause, or nothing.
fn leap_over(over: LeapOver, whose: &str) -> Option<Arg> {
    let kind = match over {
        LeapOver::Any => None,
        LeapOver::SameKind => Some(Phrase::new("legend-halma-kind-same")),
        LeapOver::OtherKind => Some(Phrase::new("legend-halma-kind-other")),
        LeapOver::None => return None,
    };
    Some(Phrase::new(whose).with("kind", kind).into())
}

/// Halma races: steps, chains of leaps, shared pieces, the goal regions.
pub fn halma(spec: &HalmaSpec) -> Legend {
    let mut moves = vec![Phrase::new("legend-halma-move")];
    let over: Vec<Arg> = [
        leap_over(spec.leaps.own, "legend-halma-over-own"),
        leap_over(spec.leaps.enemy, "legend-halma-over-enemy"),
        leap_over(spec.leaps.shared, "legend-halma-over-shared"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !over.is_empty() {
        moves.push(Phrase::new("legend-halma-leap-over").with("pieces", Arg::List(over)));
    }
    if spec.chains {
        moves.push(Phrase::new("legend-halma-chains"));
    }
    if spec.kinds.len() > 1 {
        let kinds = Arg::terms(spec.kinds.iter().map(|k| &k.id));
        moves.push(Phrase::new("legend-halma-kinds").with("kinds", kinds));
    }
    if spec.turn.contains(&TurnPart::Shared) {
        let parts = spec
            .turn
            .iter()
            .map(|p| {
                Phrase::new(match p {
                    TurnPart::Own => "legend-halma-turn-own",
                    TurnPart::Shared => "legend-halma-turn-shared",
                })
                .into()
            })
            .collect();
        moves.push(Phrase::new("legend-halma-turn").with("parts", Arg::List(parts)));
    }
    if spec.drive_off {
        moves.push(Phrase::new("legend-halma-drive-off"));
    }
    // The goal regions are said as the ruleset writes them (`blue-home`), as the English
    // legend always has: names, not terms read with spaces.
    let mut goal: Vec<Phrase> = spec
        .players
        .iter()
        .map(|p| {
            Phrase::new("legend-halma-goal")
                .with("player", Arg::Player(p.name.clone()))
                .with("region", Arg::name(&p.goal))
        })
        .collect();
    if spec.reply {
        goal.push(Phrase::new("legend-halma-reply"));
    }
    limit(&mut goal, spec.move_limit.map(u32::from), draw());
    Legend {
        items: vec![item("moves", moves), item("goal", goal)],
    }
}
