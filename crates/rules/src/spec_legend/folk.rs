//! The folk family's legend: the pieces, placement, movement, captures (line patterns drawn
//! as rows of stones) and goals of a compiled [`FolkSpec`], in plain English.

use crate::folk::{
    CaptureSpec, ChainPiece, DirectionSet, EndResult, FolkSpec, HopOver, JumpChain,
    LimitResultSpec, LineClass, MoveKindSpec, NamedSet, NoMoves, PathChain, PromoteBy, ReachPlayer,
    RegionRestriction,
};
use crate::legend::words::part;
use crate::legend::{Arg, Legend, LegendItem, LinePattern, Phrase};

/// The legend of a folk-family ruleset: pieces and moves, captures, goals.
pub fn legend(spec: &FolkSpec) -> Legend {
    let mut items = vec![pieces(spec)];
    let captures = captures(spec);
    if !captures.lines.is_empty() || !captures.patterns.is_empty() {
        items.push(captures);
    }
    items.push(goals(spec));
    Legend { items }
}

/// A set of directions (`along rows and columns`).
pub(crate) fn directions(set: &DirectionSet) -> Phrase {
    match set {
        DirectionSet::Named(NamedSet::All) => Phrase::new("legend-directions-all"),
        DirectionSet::Named(NamedSet::Orthogonal) => Phrase::new("legend-directions-orthogonal"),
        DirectionSet::Named(NamedSet::Diagonal) => Phrase::new("legend-directions-diagonal"),
        DirectionSet::Named(NamedSet::Forward) => Phrase::new("legend-directions-forward"),
        DirectionSet::Named(NamedSet::StraightForward) => {
            Phrase::new("legend-directions-straight-forward")
        }
        DirectionSet::List(names) => {
            Phrase::new("legend-directions-towards").with("directions", Arg::terms(names))
        }
    }
}

fn lines_class(class: LineClass) -> Phrase {
    Phrase::new(match class {
        LineClass::All => "legend-line-any",
        LineClass::Orthogonal => "legend-line-orthogonal",
        LineClass::Diagonal => "legend-line-diagonal",
    })
}

fn movement(kind: MoveKindSpec, max_steps: Option<u8>) -> Phrase {
    match kind {
        MoveKindSpec::Step => Phrase::new("legend-folk-step"),
        MoveKindSpec::Slide => Phrase::new("legend-folk-slide"),
        MoveKindSpec::Walk => Phrase::new("legend-folk-walk").with("count", max_steps.unwrap_or(1)),
    }
}

/// A player of the ruleset by index, or `fallback` when the index names none.
fn player(spec: &FolkSpec, index: u8, fallback: &str) -> Arg {
    spec.players.get(usize::from(index)).map_or_else(
        || Phrase::new(fallback).into(),
        |p| Arg::Player(p.name.clone()),
    )
}

/// A path move (`A piece steps or jumps …, never visiting a point twice`).
fn path_line(path: &crate::folk::PathSpec) -> Phrase {
    let jump = path.jump_over.map(|over| {
        Phrase::new(match over {
            HopOver::Any => "legend-folk-path-jump-any",
            HopOver::Enemy => "legend-folk-path-jump-enemy",
            HopOver::Own => "legend-folk-path-jump-own",
        })
    });
    let chain = match path.chain {
        PathChain::Any => Some(Phrase::new("legend-folk-path-chain-any")),
        PathChain::Jumps => Some(Phrase::new("legend-folk-path-chain-jumps")),
        PathChain::None => None,
    };
    Phrase::new("legend-folk-path")
        .with("jump", jump)
        .with("chain", chain)
}

/// What each player holds, and how the pieces are placed.
fn holdings(spec: &FolkSpec, lines: &mut Vec<Phrase>) {
    for p in &spec.players {
        let royal = p
            .royal
            .as_ref()
            .map(|point| Phrase::new("legend-folk-royal").with("point", Arg::code(point)));
        let line = if p.start.is_empty() && p.reserve > 0 {
            Phrase::new("legend-folk-has-to-place").with("count", p.reserve)
        } else if p.reserve > 0 {
            Phrase::new("legend-folk-has-and-to-place")
                .with("count", p.start.len())
                .with("reserve", p.reserve)
        } else {
            Phrase::new("legend-folk-has").with("count", p.start.len())
        };
        lines.push(
            line.with("player", Arg::Player(p.name.clone()))
                .with("royal", royal),
        );
    }
    if let Some(shared) = &spec.shared {
        lines.push(Phrase::new("legend-folk-shared").with("count", shared.start.len()));
    }
    if let Some(p) = &spec.placement {
        lines.push(match (&p.pair, p.regions.is_some()) {
            (Some(pair), _) => {
                Phrase::new("legend-folk-place-pair").with("directions", directions(pair))
            }
            (None, true) => Phrase::new("legend-folk-place-own-region"),
            (None, false) => Phrase::new("legend-folk-place"),
        });
        if p.until_full {
            lines.push(Phrase::new("legend-folk-place-until-full"));
        }
    }
    if spec.opening_removal > 0 {
        lines.push(Phrase::new("legend-folk-opening-removal").with("count", spec.opening_removal));
    }
}

fn pieces(spec: &FolkSpec) -> LegendItem {
    let mut lines = Vec::new();
    holdings(spec, &mut lines);
    if let Some(m) = &spec.movement {
        lines.push(
            Phrase::new("legend-folk-piece-moves")
                .with("movement", movement(m.kind, m.max_steps))
                .with("directions", directions(&m.directions)),
        );
        if let Some(lone) = m.lone_piece {
            lines.push(
                Phrase::new("legend-folk-last-piece").with("movement", movement(lone, m.max_steps)),
            );
        }
        if let Some(n) = m.fly_at {
            lines.push(Phrase::new("legend-folk-fly").with("count", n));
        }
    }
    if let Some(path) = &spec.path {
        lines.push(path_line(path));
    }
    for p in &spec.players {
        if let Some(dirs) = &p.directions {
            lines.push(
                Phrase::new("legend-folk-player-directions")
                    .with("player", Arg::Player(p.name.clone()))
                    .with("directions", directions(dirs)),
            );
        }
    }
    if let Some(h) = &spec.hops {
        let over = match h.over {
            HopOver::Any => "legend-folk-hop-over-any",
            HopOver::Enemy => "legend-folk-hop-over-enemy",
            HopOver::Own => "legend-folk-hop-over-own",
        };
        let barred = (!h.not_in.is_empty()).then(|| {
            let places = h
                .not_in
                .iter()
                .map(|r| {
                    Phrase::new("legend-folk-the-region")
                        .with("region", Arg::term(r))
                        .into()
                })
                .collect();
            Phrase::new("legend-folk-hop-barred").with("places", Arg::List(places))
        });
        lines.push(
            Phrase::new("legend-folk-hop")
                .with("over", Phrase::new(over))
                .with("run", h.run.then(|| Phrase::new("legend-folk-hop-run")))
                .with(
                    "chain",
                    h.chain.then(|| Phrase::new("legend-folk-hop-chain")),
                )
                .with("barred", barred),
        );
    }
    if let Some(r) = &spec.rotation {
        let sizes: Vec<usize> = r.numbers.iter().map(Vec::len).collect();
        lines.push(
            Phrase::new("legend-folk-rotation").with("sizes", Arg::code(format!("{sizes:?}"))),
        );
    }
    if let Some(p) = &spec.promotion {
        let id = match p.by {
            PromoteBy::Any => "legend-folk-promote",
            PromoteBy::Jump => "legend-folk-promote-by-jump",
        };
        lines.push(
            Phrase::new(id)
                .with("movement", movement(p.king.kind, None))
                .with("directions", directions(&p.king.directions)),
        );
    }
    if let Some(b) = &spec.boxes {
        lines.push(Phrase::new(if b.extra_move {
            "legend-folk-boxes-again"
        } else {
            "legend-folk-boxes"
        }));
    }
    LegendItem {
        name: part("pieces-and-moves"),
        lines,
        ..LegendItem::default()
    }
}

fn captures(spec: &FolkSpec) -> LegendItem {
    let mut lines = Vec::new();
    let mut patterns = Vec::new();
    for c in &spec.captures {
        lines.push(capture_rule(spec, c));
        if let CaptureSpec::Line {
            pattern,
            moved,
            capture,
            ..
        } = c
        {
            let at = |mark: char| -> Vec<usize> {
                pattern
                    .char_indices()
                    .filter(|&(_, c)| c == mark)
                    .map(|(i, _)| i)
                    .collect()
            };
            patterns.push(LinePattern {
                cells: pattern.clone(),
                moved: moved.clone().unwrap_or_else(|| at('O')),
                captured: capture.clone().unwrap_or_else(|| at('X')),
            });
        }
    }
    if !patterns.is_empty() {
        lines.insert(0, Phrase::new("legend-folk-patterns-key"));
    }
    if let Some(j) = &spec.jumps {
        let chain = match j.chain {
            JumpChain::None => None,
            JumpChain::Optional => Some(Phrase::new("legend-folk-jump-again")),
            JumpChain::Compulsory => Some(Phrase::new("legend-folk-jump-on")),
        };
        lines.push(
            Phrase::new("legend-folk-jump")
                .with(
                    "directions",
                    j.directions.as_ref().map(|d| {
                        Phrase::new("legend-folk-jump-directions").with("directions", directions(d))
                    }),
                )
                .with("chain", chain)
                .with(
                    "compulsory",
                    j.compulsory
                        .then(|| Phrase::new("legend-folk-jump-compulsory")),
                ),
        );
    }
    if spec.replacement.is_some() {
        lines.push(Phrase::new("legend-folk-replacement"));
    }
    if spec.path.as_ref().is_some_and(|p| p.land_captures) {
        lines.push(Phrase::new("legend-folk-land-captures"));
    }
    if let Some(p) = &spec.patterns {
        shape_lines(spec, p, &mut lines);
    }
    for s in &spec.shape_captures {
        lines.push(Phrase::new("legend-folk-shape-takes").with("shape", Arg::name(&s.shape.name)));
    }
    if let Some(c) = &spec.chain {
        let who = match c.piece {
            ChainPiece::Same => "legend-folk-chain-same",
            ChainPiece::Any => "legend-folk-chain-any",
        };
        let id = if c.optional {
            "legend-folk-chain-may"
        } else {
            "legend-folk-chain-must"
        };
        lines.push(Phrase::new(id).with("who", Phrase::new(who)));
    }
    LegendItem {
        name: part("captures"),
        lines,
        patterns,
        ..LegendItem::default()
    }
}

/// One capture rule of the ruleset's list, in a sentence.
fn capture_rule(spec: &FolkSpec, rule: &CaptureSpec) -> Phrase {
    match rule {
        CaptureSpec::Line {
            name,
            pattern,
            capture,
            exact_line,
            lines: class,
            ..
        } => {
            let enemies = pattern.chars().filter(|&c| c == 'X').count();
            Phrase::new("legend-folk-line-capture")
                .with("name", Arg::name(name))
                .with("line", lines_class(*class))
                .with("pattern", Arg::code(pattern))
                .with("count", capture.as_ref().map_or(enemies, Vec::len))
                .with(
                    "exact",
                    exact_line.then(|| Phrase::new("legend-folk-line-exact")),
                )
        }
        CaptureSpec::FullLine {
            name,
            pieces,
            remove,
            lines: class,
        } => Phrase::new("legend-folk-full-line")
            .with("name", Arg::name(name))
            .with("line", lines_class(*class))
            .with("pieces", *pieces)
            .with("count", *remove),
        CaptureSpec::Enclosed { name, group } => Phrase::new(if *group {
            "legend-folk-enclosed-group"
        } else {
            "legend-folk-enclosed-piece"
        })
        .with("name", Arg::name(name)),
        CaptureSpec::EdgeRun { name } => {
            Phrase::new("legend-folk-edge-run").with("name", Arg::name(name))
        }
        CaptureSpec::Withdrawal {
            name,
            not_from,
            not_taking_in,
        } => {
            let barred = |id: &str, r: &RegionRestriction| {
                Phrase::new(id)
                    .with("player", player(spec, r.player, "legend-folk-a-player"))
                    .with("region", Arg::term(&r.region))
            };
            Phrase::new("legend-folk-withdrawal")
                .with("name", Arg::name(name))
                .with(
                    "not-from",
                    not_from
                        .as_ref()
                        .map(|r| barred("legend-folk-withdrawal-not-from", r)),
                )
                .with(
                    "not-taking-in",
                    not_taking_in
                        .as_ref()
                        .map(|r| barred("legend-folk-withdrawal-not-taking-in", r)),
                )
        }
    }
}

/// The shapes that capture (or score), and when they do.
fn shape_lines(spec: &FolkSpec, p: &crate::folk::PatternsSpec, lines: &mut Vec<Phrase>) {
    for s in &p.shapes {
        lines.push(
            Phrase::new("legend-folk-shape-captures")
                .with("shape", Arg::name(&s.name))
                .with("count", s.captures)
                .with(
                    "scores",
                    (s.points > 0)
                        .then(|| Phrase::new("legend-folk-shape-scores").with("count", s.points)),
                ),
        );
    }
    if p.protect {
        lines.push(Phrase::new("legend-folk-shape-protects"));
    }
    if p.defer_during_placement {
        lines.push(Phrase::new("legend-folk-shape-deferred"));
    } else if spec.placement.is_some() {
        lines.push(Phrase::new("legend-folk-shape-at-once"));
    }
    if p.none_formed > 0 {
        let id = if p.defer_during_placement {
            "legend-folk-none-formed-while-placing"
        } else {
            "legend-folk-none-formed-full-board"
        };
        lines.push(Phrase::new(id).with("count", p.none_formed));
    }
}

fn goals(spec: &FolkSpec) -> LegendItem {
    let g = &spec.goals;
    let mut lines = Vec::new();
    let captures = !spec.captures.is_empty()
        || spec.jumps.is_some()
        || spec.replacement.is_some()
        || spec.path.as_ref().is_some_and(|p| p.land_captures);
    if g.capture_all.unwrap_or(captures) {
        lines.push(Phrase::new("legend-folk-goal-capture-all"));
    }
    if g.enclose_all {
        lines.push(Phrase::new("legend-folk-goal-enclose-all"));
    }
    if let Some(n) = g.capture_count {
        lines.push(Phrase::new("legend-folk-goal-capture-count").with("count", n));
    }
    if let Some(r) = &g.reach {
        let who = match r.player {
            ReachPlayer::Index(i) => player(spec, i, "legend-folk-a-player"),
            ReachPlayer::Keyword(_) => Phrase::new("legend-folk-whoever-moves-there").into(),
        };
        lines.push(
            Phrase::new("legend-folk-goal-reach")
                .with("who", who)
                .with("region", Arg::term(&r.region)),
        );
    }
    if let Some(regions) = &g.connect {
        lines.push(Phrase::new("legend-folk-goal-connect").with("regions", Arg::terms(regions)));
    }
    if g.all_home.is_some() {
        lines.push(Phrase::new("legend-folk-goal-all-home"));
    }
    if g.fill_and_vacate.is_some() {
        lines.push(Phrase::new("legend-folk-goal-fill-and-vacate"));
    }
    if let Some(f) = &g.form {
        let names = f.shapes.iter().map(|s| s.name.as_str());
        lines.push(Phrase::new("legend-folk-goal-form").with("shapes", Arg::names(names)));
    }
    if let Some(r) = &g.in_a_row {
        let id = if r.exact {
            "legend-folk-goal-exactly-in-a-row"
        } else {
            "legend-folk-goal-in-a-row"
        };
        lines.push(Phrase::new(id).with("count", r.length));
    }
    if let Some(result) = g.board_full {
        lines.push(Phrase::new("legend-folk-goal-board-full").with("result", end_result(result)));
    }
    lines.push(Phrase::new(match g.no_moves {
        NoMoves::Lose => "legend-folk-no-moves-loses",
        NoMoves::Win => "legend-folk-no-moves-wins",
        NoMoves::Draw => "legend-folk-no-moves-draws",
        NoMoves::Pass => "legend-folk-no-moves-passes",
    }));
    if g.lone_pieces_draw {
        lines.push(Phrase::new("legend-folk-lone-pieces-draw"));
    }
    if let Some(limit) = g.move_limit {
        let result = match &g.at_move_limit {
            Some(LimitResultSpec::Player(i)) => Phrase::new("legend-folk-player-wins")
                .with("player", player(spec, *i, "legend-folk-a-player-lower")),
            Some(LimitResultSpec::Count(r)) => end_result(*r),
            None => Phrase::new("legend-result-draw"),
        };
        lines.push(
            Phrase::new("legend-folk-after-moves")
                .with("count", limit)
                .with("result", result),
        );
    }
    if let Some(limit) = g.quiet_limit {
        lines.push(Phrase::new("legend-folk-quiet-limit").with("count", limit));
    }
    LegendItem {
        name: part("goal"),
        lines,
        ..LegendItem::default()
    }
}

fn end_result(result: EndResult) -> Phrase {
    Phrase::new(match result {
        EndResult::MostPoints => "legend-result-most-points",
        EndResult::MostPieces => "legend-result-most-pieces",
        EndResult::MostCaptures => "legend-result-most-captures",
        EndResult::Draw => "legend-result-draw",
    })
}
