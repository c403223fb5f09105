//! The legends of the smaller families (go, halma, stacks, take, polyomino, race): one
//! function each, turning the compiled spec into plain-English items.

use crate::go::{GoSpec, Goal, Ko, Pass, Play, Stones};
use crate::halma::{HalmaSpec, LeapOver, TurnPart};
use crate::legend::words::old::{and_list, count};
use crate::legend::words::{legacy, legacy_lines};
use crate::legend::{Legend, LegendItem};
use crate::polyomino::{AfterPlacing, PieceShape, PolyominoSpec};
use crate::race::{RaceSpec, Stacking, ThrowSpec};
use crate::stacks::{Count, GoalSpec, LastMover, Lift, MoveSpec, StacksSpec};
use crate::take::{ColourRule, LastPiece, Stuck, TakeShape, TakeSpec};

fn item(name: &str, lines: Vec<String>) -> LegendItem {
    LegendItem {
        name: legacy(name),
        lines: legacy_lines(lines),
        ..LegendItem::default()
    }
}

fn limit(lines: &mut Vec<String>, plies: Option<u32>, what: &str) {
    if let Some(n) = plies {
        lines.push(format!("After {}, {what}.", count(n as usize, "move")));
    }
}

/// Go-like games: placing or stepping stones, captures without liberties, the score.
pub fn go(spec: &GoSpec) -> Legend {
    let mut moves = vec![match spec.play {
        Play::Place => "A turn places a stone on an empty point.".to_string(),
        Play::Step => {
            "A turn steps a stone to a neighbouring empty point along a line.".to_string()
        }
    }];
    if spec.stones == Stones::Shared {
        moves.push("The stones belong to both players.".into());
    }
    if let Some(n) = spec.supply {
        moves.push(format!(
            "The supply holds {}.",
            count(usize::from(n), "stone")
        ));
    }
    moves.push(
        match spec.pass {
            Pass::Always => "A player may pass; two passes in a row end the game.",
            Pass::WhenBlocked => {
                "A player passes only with no other move; two passes end the game."
            }
            Pass::Never => "A player with no legal move ends the game.",
        }
        .into(),
    );
    let mut captures = vec![
        "A group of stones joined by lines with no empty neighbouring point is taken.".to_string(),
    ];
    if !spec.suicide {
        captures.push("A move that leaves one's own group with no empty point and takes nothing is not allowed.".into());
    }
    match spec.ko {
        Ko::None => {}
        Ko::Simple => captures.push(
            "Ko: a single stone that has just taken a single stone may not be retaken at once."
                .into(),
        ),
        Ko::Tibetan => {
            captures.push("No stone may be placed at once where stones were just taken.".into())
        }
    }
    let mut goal = vec![match spec.goal {
        Goal::Area => "At the end, stones on the board plus empty points surrounded by one's own stones count; more wins.".to_string(),
        Goal::Captures => "More stones taken wins.".to_string(),
        Goal::FirstCapture => "The first player to take a stone wins; otherwise a draw.".to_string(),
    }];
    for b in &spec.bonuses {
        goal.push(format!(
            "{}: {} extra for holding all of {}.",
            b.name,
            count(b.value.unsigned_abs() as usize, "point"),
            and_list(&b.points)
        ));
    }
    limit(
        &mut goal,
        spec.move_limit,
        "the goal decides as things stand",
    );
    Legend {
        items: vec![
            item("Moves", moves),
            item("Captures", captures),
            item("Goal", goal),
        ],
    }
}

fn leap_over(over: LeapOver, whose: &str) -> Option<String> {
    match over {
        LeapOver::Any => Some(whose.to_string()),
        LeapOver::SameKind => Some(format!("{whose} of its own kind")),
        LeapOver::OtherKind => Some(format!("{whose} of another kind")),
        LeapOver::None => None,
    }
}

/// Halma races: steps, chains of leaps, shared pieces, the goal regions.
pub fn halma(spec: &HalmaSpec) -> Legend {
    let mut moves = vec!["A piece steps to a neighbouring empty point, or leaps over one neighbouring piece to the empty point beyond.".to_string()];
    let over: Vec<String> = [
        leap_over(spec.leaps.own, "its own pieces"),
        leap_over(spec.leaps.enemy, "enemy pieces"),
        leap_over(spec.leaps.shared, "shared pieces"),
    ]
    .into_iter()
    .flatten()
    .collect();
    if !over.is_empty() {
        moves.push(format!("It may leap over {}.", and_list(&over)));
    }
    if spec.chains {
        moves.push("After a leap the same piece may leap again, never back onto a point it has stood on in that move.".into());
    }
    if spec.kinds.len() > 1 {
        let kinds: Vec<String> = spec.kinds.iter().map(|k| k.id.clone()).collect();
        moves.push(format!("Kinds of piece: {}.", and_list(&kinds)));
    }
    if spec.turn.contains(&TurnPart::Shared) {
        moves.push(format!(
            "A turn moves, in order: {}.",
            and_list(
                &spec
                    .turn
                    .iter()
                    .map(|p| match p {
                        TurnPart::Own => "one's own piece".to_string(),
                        TurnPart::Shared => "a shared piece".to_string(),
                    })
                    .collect::<Vec<_>>()
            )
        ));
    }
    if spec.drive_off {
        moves.push("A step onto a goal point held by an enemy piece drives it off; the mover puts it on any empty point.".into());
    }
    let mut goal: Vec<String> = spec
        .players
        .iter()
        .map(|p| format!("{} wins with every piece in {}.", p.name, p.goal))
        .collect();
    if spec.reply {
        goal.push("When the first player finishes, the second gets one more turn and draws by finishing too.".into());
    }
    limit(&mut goal, spec.move_limit.map(u32::from), "it is a draw");
    Legend {
        items: vec![item("Moves", moves), item("Goal", goal)],
    }
}

/// Stacks games: counted jumps, slides, walks and deliveries.
pub fn stacks(spec: &StacksSpec) -> Legend {
    let mut moves = Vec::new();
    let lift = |l: &Lift| match l {
        Lift::Single => "a lone piece",
        Lift::Top => "the top of a pile (one piece or more)",
    };
    for m in &spec.moves {
        moves.push(match m {
            MoveSpec::Jump {
                directions,
                lift: l,
                count: c,
                over,
            } => format!(
                "Jump: {} moves {} straight over exactly {} and lands on top of the next one.",
                lift(l),
                and_list(directions),
                count(
                    usize::from(*over),
                    match c {
                        Count::Stones => "piece",
                        Count::Stacks => "occupied point",
                    }
                )
            ),
            MoveSpec::Slide {
                directions,
                lift: l,
            } => format!(
                "Slide: {} moves {} any distance onto an empty point or a pile.",
                lift(l),
                and_list(directions)
            ),
            MoveSpec::Walk {
                pieces,
                steps,
                pick_up,
                ..
            } => format!(
                "Walk: an empty-handed {} walks exactly {} and may pick up a lone {pick_up}.",
                and_list(pieces),
                count(usize::from(*steps), "step")
            ),
            MoveSpec::CarryStep { pieces, unload_in } => format!(
                "Carry: a loaded {} steps to an empty point and may put its load down in {}.",
                and_list(pieces),
                and_list(unload_in)
            ),
        });
    }
    if let Some(pool) = &spec.pool {
        moves.insert(
            0,
            format!(
                "First the players place {} from a shared pool.",
                count(usize::from(pool.count), &pool.piece)
            ),
        );
    }
    let mut goal = vec![match &spec.goal {
        GoalSpec::LastMove {
            last_mover: LastMover::Wins,
        } => "The player who makes the last move wins.".to_string(),
        GoalSpec::LastMove {
            last_mover: LastMover::Loses,
        } => "The player who makes the last move loses.".to_string(),
        GoalSpec::Deliveries { count: n } => format!(
            "A player who has delivered {} and picks up another wins.",
            count(usize::from(*n), "load")
        ),
    }];
    limit(&mut goal, spec.move_limit, "it is a draw");
    Legend {
        items: vec![item("Moves", moves), item("Goal", goal)],
    }
}

/// Removal games: what a turn takes, and who wins with the last piece.
pub fn take(spec: &TakeSpec) -> Legend {
    let mut moves = vec![match spec.take.shape {
        TakeShape::Single => "A turn takes one piece.".to_string(),
        TakeShape::Run => {
            "A turn takes one piece, or a straight run of neighbouring pieces along a line."
                .to_string()
        }
    }];
    if let Some(most) = spec.take.most {
        moves.push(format!(
            "At most {} per turn.",
            count(usize::from(most), "piece")
        ));
    }
    if spec.take.colours == ColourRule::Parity {
        moves.push("An even number taken must be all one colour; an odd number of two or more must hold both.".into());
    }
    if let Some(n) = spec.hemmed_in {
        moves.push(format!(
            "A piece with {n} or more occupied neighbours is hemmed in and may not be taken."
        ));
    }
    if let Some(d) = &spec.dice {
        moves.push(format!("A {}-sided die decides how many occupied neighbours the piece taken needs (at least {}).", d.sides, d.least));
    }
    let goal = vec![
        match spec.last_piece {
            LastPiece::Wins => "Taking the last piece wins.",
            LastPiece::Loses => "Taking the last piece loses.",
        }
        .to_string(),
        match spec.stuck {
            Stuck::Pass => "A player who cannot take misses the turn.",
            Stuck::Lose => "A player who cannot take loses.",
        }
        .to_string(),
    ];
    Legend {
        items: vec![item("Moves", moves), item("Goal", goal)],
    }
}

/// Polyomino games: the piece's shape, placing and sliding.
pub fn polyomino(spec: &PolyominoSpec) -> Legend {
    let shape = match &spec.piece {
        PieceShape::Cells { cells, mirror } => format!(
            "Each piece covers {}{}.",
            count(cells.len(), "cell"),
            if *mirror {
                ", turned or mirrored"
            } else {
                ", turned any way"
            }
        ),
        PieceShape::Triangle => "Each piece covers three points joined by lines.".to_string(),
    };
    let mut moves = vec![shape];
    for p in &spec.players {
        moves.push(format!(
            "{} places {}.",
            p.name,
            count(usize::from(p.pieces), "piece")
        ));
    }
    if spec.then == AfterPlacing::Slide {
        moves.push(format!(
            "Then a turn slides one's own piece one step ({}), without turning it.",
            and_list(&spec.slide)
        ));
    }
    let mut goal = vec!["A player who cannot move loses.".to_string()];
    limit(&mut goal, spec.move_limit, "it is a draw");
    Legend {
        items: vec![item("Moves", moves), item("Goal", goal)],
    }
}

/// Race games: the throws, entering, resting squares, captures and the finish.
pub fn race(spec: &RaceSpec) -> Legend {
    let mut moves = vec![match &spec.throws {
        ThrowSpec::Cowries { shells, scores } => format!(
            "A throw of {} scores {} for 0, 1, 2... mouths up.",
            count(usize::from(*shells), "cowrie"),
            scores
                .iter()
                .map(u8::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        ),
        ThrowSpec::Dice { count: n, sides } => format!(
            "A throw of {} with {sides} sides moves their sum.",
            count(usize::from(*n), "die")
        ),
    }];
    for p in &spec.players {
        moves.push(format!(
            "{} races {} along its path of {}.",
            p.name,
            count(usize::from(p.pieces), "piece"),
            count(p.path.len(), "square")
        ));
    }
    if let Some(enter) = &spec.enter_on {
        let throws: Vec<String> = enter.iter().map(u8::to_string).collect();
        moves.push(format!(
            "A piece enters the board on a throw of {}.",
            and_list(&throws)
        ));
    }
    if !spec.extra_throws.is_empty() {
        let throws: Vec<String> = spec.extra_throws.iter().map(u8::to_string).collect();
        moves.push(format!(
            "A throw of {} earns another throw.",
            and_list(&throws)
        ));
    }
    let mut captures = Vec::new();
    if spec.capture {
        captures.push("Landing on an enemy piece sends it back to its owner's hand.".to_string());
    }
    if !spec.safe.is_empty() {
        captures.push(format!(
            "Pieces on the resting squares ({}) cannot be captured.",
            and_list(&spec.safe)
        ));
    }
    match spec.stacking {
        Stacking::Free => {}
        Stacking::None => captures.push("A piece may not land on a piece of its own side.".into()),
        Stacking::Doubles => captures.push("Two pieces of one side make a double: single pieces cannot pass it, only a double captures it.".into()),
    }
    let mut goal = vec![format!(
        "The first to bring every piece home wins{}.",
        if spec.exact_finish {
            " (home needs an exact throw)"
        } else {
            ""
        }
    )];
    limit(&mut goal, spec.move_limit, "it is a draw");
    Legend {
        items: vec![
            item("Moves", moves),
            item("Captures", captures),
            item("Goal", goal),
        ],
    }
}
