//! The stacks family's legend: counted jumps, slides, walks and deliveries
//! (`legend-stacks-*` in `i18n/<lang>/legend-others.ftl`).

use super::others::{draw, item, limit};
use crate::legend::{Arg, Legend, Phrase};
use crate::stacks::{Count, GoalSpec, LastMover, Lift, MoveSpec, StacksSpec};

/// What a move lifts (`a lone piece`), as a clause.
fn lift(lift: Lift) -> Phrase {
    Phrase::new(match lift {
        Lift::Single => "legend-stacks-lift-single",
        Lift::Top => "legend-stacks-lift-top",
    })
}

/// One kind of move as a sentence. Directions and places are terms; the pieces that walk
/// and carry are said as the ruleset writes them (`first-worker`), as the English legend
/// always has.
fn move_line(m: &MoveSpec) -> Phrase {
    match m {
        MoveSpec::Jump {
            directions,
            lift: l,
            count,
            over,
        } => Phrase::new(match count {
            Count::Stones => "legend-stacks-jump-stones",
            Count::Stacks => "legend-stacks-jump-stacks",
        })
        .with("lift", lift(*l))
        .with("directions", Arg::terms(directions))
        .with("count", *over),
        MoveSpec::Slide {
            directions,
            lift: l,
        } => Phrase::new("legend-stacks-slide")
            .with("lift", lift(*l))
            .with("directions", Arg::terms(directions)),
        MoveSpec::Walk {
            pieces,
            steps,
            pick_up,
            ..
        } => Phrase::new("legend-stacks-walk")
            .with("pieces", Arg::names(pieces))
            .with("count", *steps)
            .with("piece", Arg::name(pick_up)),
        MoveSpec::CarryStep { pieces, unload_in } => Phrase::new("legend-stacks-carry")
            .with("pieces", Arg::names(pieces))
            .with("places", Arg::terms(unload_in)),
    }
}

/// Stacks games: counted jumps, slides, walks and deliveries.
pub fn stacks(spec: &StacksSpec) -> Legend {
    let mut moves: Vec<Phrase> = spec
        .pool
        .iter()
        .map(|pool| {
            Phrase::new("legend-stacks-pool")
                .with("count", pool.count)
                .with("piece", Arg::name(&pool.piece))
        })
        .collect();
    moves.extend(spec.moves.iter().map(move_line));
    let mut goal = vec![match &spec.goal {
        GoalSpec::LastMove {
            last_mover: LastMover::Wins,
        } => Phrase::new("legend-stacks-last-move-wins"),
        GoalSpec::LastMove {
            last_mover: LastMover::Loses,
        } => Phrase::new("legend-stacks-last-move-loses"),
        GoalSpec::Deliveries { count } => {
            Phrase::new("legend-stacks-deliveries").with("count", *count)
        }
    }];
    limit(&mut goal, spec.move_limit, draw());
    Legend {
        items: vec![item("moves", moves), item("goal", goal)],
    }
}
