//! The legends of the smaller families (go, halma, stacks, take, polyomino, race): one
//! function each, turning the compiled spec into items of phrases (`legend-go-*`,
//! `legend-halma-*`, ... in `i18n/<lang>/legend-others.ftl`). Go, take and polyomino are
//! here; halma, stacks and race have files of their own.

use crate::go::{GoSpec, Goal, Ko, Pass, Play, Stones};
use crate::legend::words::part;
use crate::legend::{Arg, Legend, LegendItem, Phrase};
use crate::polyomino::{AfterPlacing, PieceShape, PolyominoSpec};
use crate::take::{ColourRule, LastPiece, Stuck, TakeShape, TakeSpec};

pub use super::halma::halma;
pub use super::race::race;
pub use super::stacks::stacks;

/// An item named by a part of the rules (`moves`, `captures`, `goal`).
pub(super) fn item(name: &str, lines: Vec<Phrase>) -> LegendItem {
    LegendItem {
        name: part(name),
        lines,
        ..LegendItem::default()
    }
}

/// The move limit's line: after so many moves, `result` (a clause).
pub(super) fn limit(lines: &mut Vec<Phrase>, plies: Option<u32>, result: Phrase) {
    if let Some(n) = plies {
        lines.push(
            Phrase::new("legend-limit")
                .with("count", n)
                .with("result", result),
        );
    }
}

/// The draw a move limit ends in.
pub(super) fn draw() -> Phrase {
    Phrase::new("legend-result-draw")
}

/// Go-like games: placing or stepping stones, captures without liberties, the score.
pub fn go(spec: &GoSpec) -> Legend {
    let mut moves = vec![Phrase::new(match spec.play {
        Play::Place => "legend-go-place",
        Play::Step => "legend-go-step",
    })];
    if spec.stones == Stones::Shared {
        moves.push(Phrase::new("legend-go-shared"));
    }
    if let Some(n) = spec.supply {
        moves.push(Phrase::new("legend-go-supply").with("count", n));
    }
    moves.push(Phrase::new(match spec.pass {
        Pass::Always => "legend-go-pass-always",
        Pass::WhenBlocked => "legend-go-pass-when-blocked",
        Pass::Never => "legend-go-pass-never",
    }));
    let mut captures = vec![Phrase::new("legend-go-capture")];
    if !spec.suicide {
        captures.push(Phrase::new("legend-go-no-suicide"));
    }
    match spec.ko {
        Ko::None => {}
        Ko::Simple => captures.push(Phrase::new("legend-go-ko")),
        Ko::Tibetan => captures.push(Phrase::new("legend-go-ko-tibetan")),
    }
    let mut goal = vec![Phrase::new(match spec.goal {
        Goal::Area => "legend-go-goal-area",
        Goal::Captures => "legend-go-goal-captures",
        Goal::FirstCapture => "legend-go-goal-first-capture",
    })];
    for b in &spec.bonuses {
        goal.push(
            Phrase::new("legend-go-bonus")
                .with("name", Arg::name(&b.name))
                .with("count", b.value.unsigned_abs())
                .with("points", Arg::codes(&b.points)),
        );
    }
    limit(
        &mut goal,
        spec.move_limit,
        Phrase::new("legend-limit-goal-decides"),
    );
    Legend {
        items: vec![
            item("moves", moves),
            item("captures", captures),
            item("goal", goal),
        ],
    }
}

/// Removal games: what a turn takes, and who wins with the last piece.
pub fn take(spec: &TakeSpec) -> Legend {
    let mut moves = vec![Phrase::new(match spec.take.shape {
        TakeShape::Single => "legend-take-single",
        TakeShape::Run => "legend-take-run",
    })];
    if let Some(most) = spec.take.most {
        moves.push(Phrase::new("legend-take-most").with("count", most));
    }
    if spec.take.colours == ColourRule::Parity {
        moves.push(Phrase::new("legend-take-parity"));
    }
    if let Some(n) = spec.hemmed_in {
        moves.push(Phrase::new("legend-take-hemmed-in").with("count", n));
    }
    if let Some(d) = &spec.dice {
        moves.push(
            Phrase::new("legend-take-dice")
                .with("sides", d.sides)
                .with("least", d.least),
        );
    }
    let goal = vec![
        Phrase::new(match spec.last_piece {
            LastPiece::Wins => "legend-take-last-wins",
            LastPiece::Loses => "legend-take-last-loses",
        }),
        Phrase::new(match spec.stuck {
            Stuck::Pass => "legend-take-stuck-pass",
            Stuck::Lose => "legend-take-stuck-lose",
        }),
    ];
    Legend {
        items: vec![item("moves", moves), item("goal", goal)],
    }
}

/// Polyomino games: the piece's shape, placing and sliding.
pub fn polyomino(spec: &PolyominoSpec) -> Legend {
    let shape = match &spec.piece {
        PieceShape::Cells { cells, mirror } => Phrase::new(if *mirror {
            "legend-polyomino-cells-mirrored"
        } else {
            "legend-polyomino-cells"
        })
        .with("count", cells.len()),
        PieceShape::Triangle => Phrase::new("legend-polyomino-triangle"),
    };
    let mut moves = vec![shape];
    for p in &spec.players {
        moves.push(
            Phrase::new("legend-polyomino-places")
                .with("player", Arg::Player(p.name.clone()))
                .with("count", p.pieces),
        );
    }
    if spec.then == AfterPlacing::Slide {
        moves.push(
            Phrase::new("legend-polyomino-slide").with("directions", Arg::terms(&spec.slide)),
        );
    }
    let mut goal = vec![Phrase::new("legend-polyomino-no-move-loses")];
    limit(&mut goal, spec.move_limit, draw());
    Legend {
        items: vec![item("moves", moves), item("goal", goal)],
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    const SOURCES: [&str; 4] = [
        include_str!("others.rs"),
        include_str!("halma.rs"),
        include_str!("stacks.rs"),
        include_str!("race.rs"),
    ];
    const EN: &str = include_str!("../../../../i18n/en/legend-others.ftl");
    const ZH: &str = include_str!("../../../../i18n/zh/legend-others.ftl");
    const SHARED: [&str; 2] = [
        include_str!("../../../../i18n/en/legend.ftl"),
        include_str!("../../../../i18n/zh/legend.ftl"),
    ];

    /// The ids of the messages a catalogue file defines.
    fn defined(ftl: &str) -> BTreeSet<String> {
        ftl.lines()
            .filter_map(|line| line.split_once(" = ").map(|(id, _)| id))
            .filter(|id| !id.starts_with([' ', '#']) && !id.is_empty())
            .map(str::to_string)
            .collect()
    }

    /// The message ids written in quotes in these legends' sources.
    fn used() -> BTreeSet<String> {
        let mut ids = BTreeSet::new();
        for source in SOURCES {
            for piece in source.split('"').skip(1).step_by(2) {
                if piece.starts_with("legend-") && !piece.contains(' ') {
                    ids.insert(piece.to_string());
                }
            }
        }
        ids.insert("legend-part-moves".into());
        ids
    }

    #[test]
    fn both_catalogues_say_every_message_these_legends_use() {
        let (en, zh) = (defined(EN), defined(ZH));
        assert_eq!(
            en, zh,
            "the English and Chinese files define different messages"
        );
        let shared: BTreeSet<String> = SHARED.iter().flat_map(|f| defined(f)).collect();
        for id in used() {
            assert!(
                en.contains(&id) || shared.contains(&id),
                "no message {id} in legend-others.ftl or legend.ftl"
            );
        }
        let unused: Vec<_> = en.difference(&used()).cloned().collect();
        assert!(unused.is_empty(), "messages no legend uses: {unused:?}");
    }
}
