//! Checks a [`FolkSpec`] and compiles it into the tables a [`FolkGame`] plays from.

use std::collections::{BTreeMap, BTreeSet};

use super::spec::*;
use super::{
    boxes, endings, shapes, Capture, Chain, FolkGame, Goals, Movement, Patterns, PlayerRules, Sym,
};
use crate::board::{Board, PointId};
use crate::spec_problems::build_board;
pub(super) use crate::spec_problems::Problems;
use crate::spec_problems::SpecError;

/// Collects problems so that every one is reported, not just the first.
impl Problems {
    pub(super) fn point(&mut self, board: &Board, path: String, label: &str) -> Option<PointId> {
        let found = board.find(label);
        if found.is_none() {
            self.push(
                path,
                format!("`{label}` is not a point of this board"),
                Some("use a label such as a1 (file letter, rank number from 1)"),
            );
        }
        found
    }

    /// The start points `labels` (written at `path[j]`), each marked in `occupied`; a point
    /// named twice, here or before, is a problem.
    fn start_points(
        &mut self,
        board: &Board,
        path: &str,
        labels: &[String],
        occupied: &mut BTreeSet<PointId>,
    ) -> Vec<PointId> {
        let mut points = Vec::new();
        for (j, label) in labels.iter().enumerate() {
            let path = format!("{path}[{j}]");
            if let Some(id) = self.point(board, path.clone(), label) {
                if !occupied.insert(id) {
                    self.push(path, format!("`{label}` is already occupied"), None);
                }
                points.push(id);
            }
        }
        points
    }
}

pub(super) fn compile(spec: &FolkSpec) -> Result<FolkGame, Vec<SpecError>> {
    let mut problems = Problems::default();
    let mut board = build_board(&spec.board)?;
    if spec.boxes.is_some() {
        // The players draw the lines: the board starts as dots.
        board.drawing_mut().dots_only = true;
    }
    if !problems.player_count(spec.players.len(), super::seats::MAX_SEATS, None) {
        return Err(problems.0);
    }
    super::seats::check(spec, &mut problems);
    let default_dirs = spec
        .movement
        .as_ref()
        .map(|m| m.directions.clone())
        .unwrap_or(DirectionSet::Named(NamedSet::All));
    let mut occupied = BTreeSet::new();
    let mut players = Vec::new();
    for (i, p) in spec.players.iter().enumerate() {
        let path = format!("players[{i}].start");
        let start = problems.start_points(&board, &path, &p.start, &mut occupied);
        let set = p.directions.as_ref().unwrap_or(&default_dirs);
        let directions = resolve_directions(
            &board,
            set,
            i as u8,
            &format!("players[{i}].directions"),
            &mut problems,
        );
        players.push(PlayerRules {
            name: p.name.clone(),
            glyph: p
                .glyph
                .clone()
                .unwrap_or_else(|| ["●", "○", "◆", "◇"][i % 4].to_string()),
            start,
            reserve: p.reserve,
            directions,
        });
    }
    one_way_passages(&mut board, &players);
    let shared = spec.shared.as_ref().map(|s| {
        let points = problems.start_points(&board, "shared.start", &s.start, &mut occupied);
        (s.glyph.clone().unwrap_or_else(|| "◉".into()), points)
    });
    let mut placement = [vec![true; board.len()], vec![true; board.len()]];
    if let Some(regions) = spec.placement.as_ref().and_then(|p| p.regions.as_ref()) {
        if regions.len() != 2 {
            problems.push("placement.regions", "expected one region per player", None);
        } else {
            for (i, name) in regions.iter().enumerate() {
                placement[i] = problems.region(&board, format!("placement.regions[{i}]"), name);
            }
        }
    }
    let pair = spec
        .placement
        .as_ref()
        .and_then(|p| p.pair.as_ref())
        .map(|set| {
            let dirs = resolve_directions(&board, set, 0, "placement.pair", &mut problems);
            let mut canonical: Vec<usize> = Vec::new();
            for d in dirs {
                if !board
                    .opposite(d)
                    .is_some_and(|back| canonical.contains(&back))
                {
                    canonical.push(d);
                }
            }
            canonical
        });
    let until_full = spec.placement.as_ref().is_some_and(|p| p.until_full);
    let has_reserve = players.iter().any(|p| p.reserve > 0);
    if has_reserve && spec.placement.is_none() {
        problems.push(
            "placement",
            "players have pieces in hand (reserve) but there is no placement phase",
            Some("add `placement: {}` to place anywhere"),
        );
    }
    let movement = spec.movement.as_ref().map(|m| {
        if m.kind == MoveKindSpec::Walk && m.max_steps.unwrap_or(0) < 1 {
            problems.push(
                "movement.max-steps",
                "a walk needs max-steps of at least 1",
                None,
            );
        }
        Movement {
            kind: m.kind,
            max_steps: m.max_steps.unwrap_or(1),
            along_lines: m.along_lines,
            lone_piece: m.lone_piece,
            fly_at: m.fly_at,
        }
    });
    let captures = compile_captures(&board, &spec.captures, &mut problems);
    let patterns = spec
        .patterns
        .as_ref()
        .map(|p| compile_patterns(&board, p, &mut problems));
    if patterns
        .as_ref()
        .is_some_and(|p| p.none_formed > 0 && !p.defer_during_placement && !until_full)
    {
        problems.push(
            "patterns.none-formed",
            "none-formed counts only when shapes wait for the end of the placing or the placing ends on a full board",
            Some("add `defer-during-placement: true` or `placement: { until-full: true }`"),
        );
    }
    if patterns.as_ref().is_some_and(|p| p.protect) && board.len() > 64 {
        problems.push(
            "patterns.protect",
            "protected scoring shapes are supported on boards of at most 64 points",
            Some("leave `protect` out (false) on a larger board"),
        );
    }
    let chain = spec.chain.as_ref().map(|c| {
        let set = c.directions.as_ref().unwrap_or(&default_dirs);
        let dirs = |p: u8, problems: &mut Problems| {
            resolve_directions(&board, set, p, "chain.directions", problems)
        };
        let directions = [dirs(0, &mut problems), dirs(1, &mut problems)];
        let names: Vec<String> = match &c.captures {
            Some(list) => list.clone(),
            None => spec.captures.iter().map(|c| c.name().to_string()).collect(),
        };
        let mut indexes = Vec::new();
        for (i, name) in names.iter().enumerate() {
            match spec.captures.iter().position(|c| c.name() == name) {
                Some(k) => indexes.push(k),
                None => problems.push(
                    format!("chain.captures[{i}]"),
                    format!("no capture rule is named `{name}`"),
                    None,
                ),
            }
        }
        Chain {
            same_piece: c.piece == ChainPiece::Same,
            optional: c.optional,
            directions,
            captures: indexes,
        }
    });
    if chain.is_some() && movement.is_none() {
        problems.push("chain", "a capture chain needs a movement rule", None);
    }
    let boxes = spec.boxes.as_ref().map(|b| {
        boxes::compile(&board, b, &mut |path, message| {
            problems.push(path, message, None)
        })
    });
    let goals = compile_goals(
        &board,
        &spec.goals,
        !captures.is_empty()
            || patterns.is_some()
            || spec.jumps.is_some()
            || spec.replacement.is_some()
            || spec.path.as_ref().is_some_and(|p| p.land_captures),
        &mut problems,
    );
    let path = super::paths::compile(spec, &mut problems);
    let turns = spec
        .turns
        .as_ref()
        .map(|t| super::turn_plan::compile(t, &mut problems));
    let in_a_row = spec
        .goals
        .in_a_row
        .as_ref()
        .map(|g| super::in_a_row::compile(&board, g, &mut problems));
    let shape_captures =
        super::shape_captures::compile(&board, &spec.shape_captures, &mut problems);
    if movement.is_none() && !has_reserve && boxes.is_none() && turns.is_none() {
        problems.push(
            "movement",
            "the game has no placement, no movement and no edges: nothing can be played",
            Some("add `movement: { kind: step }` or give players a reserve"),
        );
    }
    let moves = super::moves::compile::compile_moves(&board, spec, &mut problems);
    let order = super::placement_order::compile(&board, spec, &mut problems);
    let once_remove = super::once_per_game::compile(spec.once_per_game.as_deref(), &mut problems);
    let mut names = BTreeMap::new();
    for (i, c) in spec.captures.iter().enumerate() {
        if let Some(first) = names.insert(c.name().to_string(), i) {
            problems.push(
                format!("captures[{i}].name"),
                format!("`{}` is already the name of captures[{first}]", c.name()),
                None,
            );
        }
    }
    problems.check()?;
    let lines_through = {
        let mut through = vec![Vec::new(); board.len()];
        for (l, line) in board.lines().iter().enumerate() {
            for (i, &p) in line.points.iter().enumerate() {
                through[usize::from(p)].push((l, i));
            }
        }
        through
    };
    let line_is_orthogonal = board
        .lines()
        .iter()
        .map(|line| match line.points.as_slice() {
            [a, b, ..] => {
                let ((ax, ay), (bx, by)) = (board.grid(*a), board.grid(*b));
                ax == bx || ay == by
            }
            _ => true,
        })
        .collect();
    Ok(FolkGame {
        board,
        players,
        shared,
        placement,
        pair,
        until_full,
        movement,
        captures,
        patterns,
        chain,
        boxes,
        goals,
        lines_through,
        line_is_orthogonal,
        moves,
        turns,
        in_a_row,
        shape_captures,
        path,
        symmetries: Default::default(),
        home_steps: Default::default(),
        places: Default::default(),
        order,
        once_remove,
    })
}

/// Turns a direction set into direction indexes for player `player` (forward is towards the
/// other side: north for the first player, south for the second).
pub(super) fn resolve_directions(
    board: &Board,
    set: &DirectionSet,
    player: u8,
    path: &str,
    problems: &mut Problems,
) -> Vec<usize> {
    let ahead = |dy: i8| if player == 0 { dy > 0 } else { dy < 0 };
    let dirs = board.directions();
    match set {
        DirectionSet::Named(named) => (0..dirs.len())
            .filter(|&d| {
                let (dx, dy) = (dirs[d].dx, dirs[d].dy);
                match named {
                    NamedSet::All => true,
                    NamedSet::Orthogonal => dx == 0 || dy == 0,
                    NamedSet::Diagonal => dx != 0 && dy != 0,
                    NamedSet::Forward => ahead(dy),
                    NamedSet::StraightForward => dx == 0 && ahead(dy),
                }
            })
            .collect(),
        DirectionSet::List(names) => names
            .iter()
            .enumerate()
            .filter_map(|(i, name)| {
                let found = board.direction(name);
                if found.is_none() {
                    let known: Vec<&str> = dirs.iter().map(|d| d.name.as_str()).collect();
                    problems.push(
                        format!("{path}[{i}]"),
                        format!("the board has no direction `{name}`"),
                        Some(&format!("directions of this board: {}", known.join(", "))),
                    );
                }
                found
            })
            .collect(),
    }
}

fn compile_captures(board: &Board, specs: &[CaptureSpec], problems: &mut Problems) -> Vec<Capture> {
    let mut out = Vec::new();
    for (i, spec) in specs.iter().enumerate() {
        match spec {
            CaptureSpec::Line {
                name,
                pattern,
                moved,
                capture,
                exact_line,
                lines,
            } => {
                let mut syms = Vec::new();
                for (j, ch) in pattern.chars().enumerate() {
                    match ch {
                        'O' => syms.push(Sym::Own),
                        'X' => syms.push(Sym::Enemy),
                        '.' => syms.push(Sym::Empty),
                        other => problems.push(
                            format!("captures[{i}].pattern"),
                            format!("`{other}` at position {j} is not a pattern symbol"),
                            Some("use O (the mover's piece), X (an enemy piece) and . (empty)"),
                        ),
                    }
                }
                let own: Vec<usize> = (0..syms.len()).filter(|&k| syms[k] == Sym::Own).collect();
                let enemy: Vec<usize> =
                    (0..syms.len()).filter(|&k| syms[k] == Sym::Enemy).collect();
                if own.is_empty() || enemy.is_empty() {
                    problems.push(
                        format!("captures[{i}].pattern"),
                        format!("`{pattern}` needs at least one O and one X"),
                        None,
                    );
                }
                // `moved` and `capture` name positions of the pattern's Os and Xs (all when absent).
                let mut positions = |field: &str, given: &Option<Vec<usize>>, of: &[usize], sign| {
                    let chosen = given.clone().unwrap_or_else(|| of.to_vec());
                    if let Some(bad) = chosen.iter().find(|k| !of.contains(k)) {
                        problems.push(
                            format!("captures[{i}].{field}"),
                            format!("position {bad} of `{pattern}` is not an {sign}"),
                            Some("positions count from 0"),
                        );
                    }
                    chosen
                };
                let moved = positions("moved", moved, &own, 'O');
                let capture = positions("capture", capture, &enemy, 'X');
                out.push(Capture::Line {
                    name: name.clone(),
                    pattern: syms,
                    moved,
                    capture,
                    exact_line: *exact_line,
                    lines: *lines,
                });
            }
            CaptureSpec::FullLine {
                name,
                pieces,
                remove,
                lines,
            } => out.push(Capture::FullLine {
                name: name.clone(),
                pieces: *pieces,
                remove: *remove,
                lines: *lines,
            }),
            CaptureSpec::Enclosed { name, group } => out.push(Capture::Enclosed {
                name: name.clone(),
                group: *group,
            }),
            CaptureSpec::EdgeRun { name } => match super::rim::rim_loop(board) {
                Ok((rim, corner)) => {
                    let mut rim_index = vec![None; board.len()];
                    for (k, &p) in rim.iter().enumerate() {
                        rim_index[usize::from(p)] = Some(k);
                    }
                    out.push(Capture::EdgeRun {
                        name: name.clone(),
                        rim,
                        rim_index,
                        corner,
                    });
                }
                Err(message) => problems.push(
                    format!("captures[{i}].kind"),
                    message,
                    Some("an edge-run capture follows the rim of a rectangular board (`kind: square`)"),
                ),
            },
            CaptureSpec::Withdrawal {
                name,
                not_from,
                not_taking_in,
            } => {
                let mut restriction = |key: &str, r: &Option<RegionRestriction>| {
                    r.as_ref().map(|r| {
                        let path = format!("captures[{i}].{key}.region");
                        (r.player & 1, problems.region(board, path, &r.region))
                    })
                };
                let not_from = restriction("not-from", not_from);
                let not_taking_in = restriction("not-taking-in", not_taking_in);
                out.push(Capture::Withdrawal {
                    name: name.clone(),
                    not_from,
                    not_taking_in,
                });
            }
        }
    }
    out
}

fn compile_patterns(board: &Board, spec: &PatternsSpec, problems: &mut Problems) -> Patterns {
    let mut instances: Vec<(usize, Vec<PointId>)> = Vec::new();
    for (s, shape) in spec.shapes.iter().enumerate() {
        match shapes::instances(board, shape, &format!("patterns.shapes[{s}]")) {
            Ok(found) => instances.extend(found.into_iter().map(|points| (s, points))),
            Err(problem) => problems.0.push(problem),
        }
    }
    let mut through = vec![Vec::new(); board.len()];
    for (i, (_, points)) in instances.iter().enumerate() {
        for &p in points {
            through[usize::from(p)].push(i);
        }
    }
    Patterns {
        instances,
        through,
        names: spec.shapes.iter().map(|s| s.name.clone()).collect(),
        values: spec.shapes.iter().map(|s| s.captures).collect(),
        points: spec.shapes.iter().map(|s| s.points).collect(),
        surrenders: spec.shapes.iter().map(|s| s.surrenders).collect(),
        protect: spec.protect,
        defer_during_placement: spec.defer_during_placement,
        none_formed: spec.none_formed,
    }
}

fn compile_goals(
    board: &Board,
    spec: &GoalsSpec,
    has_captures: bool,
    problems: &mut Problems,
) -> Goals {
    let reach = spec.reach.as_ref().map(|r| {
        let player = match r.player {
            ReachPlayer::Index(i) if i < 2 => Some(i),
            ReachPlayer::Index(i) => {
                problems.push(
                    "goals.reach.player",
                    format!("no player {i}"),
                    Some("0, 1 or mover"),
                );
                None
            }
            ReachPlayer::Keyword(MoverKeyword::Mover) => None,
        };
        (
            player,
            problems.region(board, "goals.reach.region", &r.region),
        )
    });
    let connect = spec
        .connect
        .iter()
        .flatten()
        .enumerate()
        .map(|(i, name)| problems.region(board, format!("goals.connect[{i}]"), name))
        .collect();
    Goals {
        no_moves: spec.no_moves,
        capture_all: spec.capture_all.unwrap_or(has_captures),
        reach,
        connect,
        lone_pieces_draw: spec.lone_pieces_draw,
        move_limit: spec.move_limit,
        quiet_limit: spec.quiet_limit,
        enclose_all: spec.enclose_all,
        endings: endings::compile(board, spec, &mut problems.0),
        group_scores: super::group_scores::compile(spec.group_scores.as_ref(), problems),
        neither_moves: spec.neither_moves,
    }
}

/// Narrows the board's passages to the ways the players' directions go: an arrow points out
/// of its region only when some player may step out that way, and in only when some player
/// may step in.
fn one_way_passages(board: &mut Board, players: &[PlayerRules]) {
    let may_go = |board: &Board, from, to| {
        board
            .direction_between(from, to)
            .is_some_and(|d| players.iter().any(|p| p.directions.contains(&d)))
    };
    let mut passages = board.drawing().passages.clone();
    for passage in &mut passages {
        passage.outward = may_go(board, passage.inside, passage.outside);
        passage.inward = may_go(board, passage.outside, passage.inside);
    }
    board.drawing_mut().passages = passages;
}
