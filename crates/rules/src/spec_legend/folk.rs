//! The folk family's legend: the pieces, placement, movement, captures (line patterns drawn
//! as rows of stones) and goals of a compiled [`FolkSpec`], in plain English.

use crate::folk::{
    CaptureSpec, ChainPiece, DirectionSet, EndResult, FolkSpec, HopOver, JumpChain,
    LimitResultSpec, LineClass, MoveKindSpec, NamedSet, NoMoves, PathChain, PromoteBy, ReachPlayer,
    RegionRestriction,
};
use crate::legend::words::old::{and_list, count, readable};
use crate::legend::words::{legacy, legacy_lines};
use crate::legend::{Legend, LegendItem, LinePattern};

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

/// A set of directions in words.
pub(crate) fn directions(set: &DirectionSet) -> String {
    match set {
        DirectionSet::Named(NamedSet::All) => "in any direction along the lines".into(),
        DirectionSet::Named(NamedSet::Orthogonal) => "along rows and columns".into(),
        DirectionSet::Named(NamedSet::Diagonal) => "diagonally".into(),
        DirectionSet::Named(NamedSet::Forward) => "straight or diagonally forward".into(),
        DirectionSet::Named(NamedSet::StraightForward) => "straight forward".into(),
        DirectionSet::List(names) => format!("towards {}", and_list(names)),
    }
}

fn lines_class(class: LineClass) -> &'static str {
    match class {
        LineClass::All => "any drawn line",
        LineClass::Orthogonal => "a row or column",
        LineClass::Diagonal => "a diagonal",
    }
}

fn movement(kind: MoveKindSpec, max_steps: Option<u8>) -> String {
    match kind {
        MoveKindSpec::Step => "steps one point".into(),
        MoveKindSpec::Slide => "slides any distance over empty points".into(),
        MoveKindSpec::Walk => format!(
            "walks up to {} over empty points, turning as it goes",
            count(usize::from(max_steps.unwrap_or(1)), "step")
        ),
    }
}

/// A path move in words.
fn path_line(path: &crate::folk::PathSpec) -> String {
    let jump = match path.jump_over {
        Some(HopOver::Any) => " or jumps over a neighbouring piece to the point beyond",
        Some(HopOver::Enemy) => " or jumps over a neighbouring enemy piece to the point beyond",
        Some(HopOver::Own) => " or jumps over a neighbouring piece of its own to the point beyond",
        None => "",
    };
    let chain = match path.chain {
        PathChain::Any => "; it may go on step after step and jump after jump",
        PathChain::Jumps => "; after a jump it may go on jumping",
        PathChain::None => "",
    };
    format!("A piece steps{jump}{chain}, never visiting a point twice.")
}

fn pieces(spec: &FolkSpec) -> LegendItem {
    let mut lines = Vec::new();
    for p in &spec.players {
        let mut line = format!("{} has {}", p.name, count(p.start.len(), "piece"));
        if p.start.is_empty() && p.reserve > 0 {
            line = format!(
                "{} has {} to place",
                p.name,
                count(usize::from(p.reserve), "piece")
            );
        } else if p.reserve > 0 {
            line.push_str(&format!(" on the board and {} to place", p.reserve));
        }
        if let Some(royal) = &p.royal {
            line.push_str(&format!(", its royal piece on {royal}"));
        }
        line.push('.');
        lines.push(line);
    }
    if let Some(shared) = &spec.shared {
        lines.push(format!(
            "{} belong to both players.",
            count(shared.start.len(), "shared piece")
        ));
    }
    if let Some(p) = &spec.placement {
        let mut line = "Pieces are placed on empty points".to_string();
        if p.regions.is_some() {
            line.push_str(" of each player's own region");
        }
        if let Some(pair) = &p.pair {
            line = format!(
                "Each turn places two stones on neighbouring empty points, {}",
                directions(pair)
            );
        }
        line.push_str(" before any piece moves.");
        lines.push(line);
        if p.until_full {
            lines.push(
                "The placing ends as soon as the board is full; pieces still in hand are put aside."
                    .into(),
            );
        }
    }
    if spec.opening_removal > 0 {
        lines.push(format!(
            "After placing, each player removes {} of the other's.",
            count(usize::from(spec.opening_removal), "piece")
        ));
    }
    if let Some(m) = &spec.movement {
        let dirs = directions(&m.directions);
        lines.push(format!("A piece {} {dirs}.", movement(m.kind, m.max_steps)));
        if let Some(lone) = m.lone_piece {
            lines.push(format!(
                "A player's last piece {}.",
                movement(lone, m.max_steps)
            ));
        }
        if let Some(n) = m.fly_at {
            lines.push(format!(
                "A player down to {} moves a piece to any empty point.",
                count(usize::from(n), "piece")
            ));
        }
    }
    if let Some(path) = &spec.path {
        lines.push(path_line(path));
    }
    for p in &spec.players {
        if let Some(dirs) = &p.directions {
            lines.push(format!("{}'s pieces move {}.", p.name, directions(dirs)));
        }
    }
    if let Some(h) = &spec.hops {
        let over = match h.over {
            HopOver::Any => "any piece",
            HopOver::Enemy => "an enemy piece",
            HopOver::Own => "one of its own pieces",
        };
        let run = if h.run { " (or a run of them)" } else { "" };
        let chain = if h.chain { ", and may hop again" } else { "" };
        let barred = if h.not_in.is_empty() {
            String::new()
        } else {
            let places: Vec<String> = h
                .not_in
                .iter()
                .map(|r| format!("the {}", readable(r)))
                .collect();
            format!(
                "; a hop may neither start nor land in {}",
                and_list(&places)
            )
        };
        lines.push(format!(
            "A piece may hop over {over}{run} to the empty point beyond{chain}{barred}."
        ));
    }
    if let Some(r) = &spec.rotation {
        let sizes: Vec<usize> = r.numbers.iter().map(Vec::len).collect();
        lines.push(format!(
            "Pieces are numbered ({sizes:?} per player) and moved in turn by number."
        ));
    }
    if let Some(p) = &spec.promotion {
        let by = match p.by {
            PromoteBy::Any => "arriving",
            PromoteBy::Jump => "arriving by a jump",
        };
        lines.push(format!(
            "A piece {by} on the far row becomes a king that {} {}.",
            movement(p.king.kind, None),
            directions(&p.king.directions)
        ));
    }
    if let Some(b) = &spec.boxes {
        let mut line =
            "A turn draws one line between two dots; closing a box scores it".to_string();
        if b.extra_move {
            line.push_str(" and draws again");
        }
        line.push('.');
        lines.push(line);
    }
    LegendItem {
        name: legacy("Pieces and moves"),
        lines: legacy_lines(lines),
        ..LegendItem::default()
    }
}

fn captures(spec: &FolkSpec) -> LegendItem {
    let mut lines = Vec::new();
    let mut patterns = Vec::new();
    for c in &spec.captures {
        match c {
            CaptureSpec::Line { name, pattern, moved, capture, exact_line, lines: class, } => {
                let enemies: Vec<usize> = pattern.char_indices().filter(|&(_, c)| c == 'X').map(|(i, _)| i).collect();
                let own: Vec<usize> = pattern.char_indices().filter(|&(_, c)| c == 'O').map(|(i, _)| i).collect();
                let mut line = format!(
                    "{name}: a move that makes {} read {pattern} captures {}",
                    lines_class(*class),
                    count(capture.as_ref().map_or(enemies.len(), Vec::len), "piece")
                );
                if *exact_line {
                    line.push_str("; the rest of the line must be empty");
                }
                line.push('.');
                lines.push(line);
                patterns.push(LinePattern {
                    cells: pattern.clone(),
                    moved: moved.clone().unwrap_or(own),
                    captured: capture.clone().unwrap_or(enemies),
                });
            }
            CaptureSpec::FullLine { name, pieces, remove, lines: class } => lines.push(format!(
                "{name}: filling {} with at least {} lets the mover remove {} of their choice.",
                lines_class(*class),
                count(*pieces, "piece"),
                count(usize::from(*remove), "enemy piece")
            )),
            CaptureSpec::Enclosed { name, group } => lines.push(if *group {
                format!("{name}: a group of enemy pieces left with no empty neighbouring point is captured.")
            } else {
                format!("{name}: an enemy piece next to the moved piece with no empty neighbouring point is captured.")
            }),
            CaptureSpec::EdgeRun { name } => lines.push(format!(
                "{name}: enemy pieces in an unbroken run along the edge that turns one corner of the board (an L), with the mover's pieces at both ends, are captured."
            )),
            CaptureSpec::Withdrawal {
                name,
                not_from,
                not_taking_in,
            } => {
                let player = |r: &RegionRestriction| {
                    spec.players
                        .get(usize::from(r.player))
                        .map_or("A player", |p| p.name.as_str())
                        .to_string()
                };
                let mut line =
                    format!("{name}: moving straight away from an adjacent enemy piece captures it");
                if let Some(r) = not_from {
                    let who = player(r);
                    line.push_str(&format!(
                        "; {who} takes nothing by a pull that starts in the {}",
                        readable(&r.region)
                    ));
                }
                if let Some(r) = not_taking_in {
                    let who = player(r);
                    line.push_str(&format!(
                        "; {who} cannot pull away a piece standing in the {}",
                        readable(&r.region)
                    ));
                }
                line.push('.');
                lines.push(line);
            }
        }
    }
    if !patterns.is_empty() {
        lines.insert(0, "In the patterns, O is the mover's piece, X the opponent's, . an empty point; a ringed piece may be the one just moved, crossed ones are taken.".into());
    }
    if let Some(j) = &spec.jumps {
        let mut line =
            "A piece jumps an adjacent enemy piece onto the empty point beyond and captures it"
                .to_string();
        if let Some(d) = &j.directions {
            line.push_str(&format!(", {}", directions(d)));
        }
        line.push_str(match j.chain {
            JumpChain::None => "",
            JumpChain::Optional => "; it may jump again",
            JumpChain::Compulsory => "; it must jump on while it can",
        });
        if j.compulsory {
            line.push_str("; capturing is compulsory");
        }
        line.push('.');
        lines.push(line);
    }
    if spec.replacement.is_some() {
        lines.push("A piece captures by stepping onto an adjacent enemy piece.".into());
    }
    if spec.path.as_ref().is_some_and(|p| p.land_captures) {
        lines.push("A move may end on an enemy piece, which is captured; only the point where the move ends captures.".into());
    }
    if let Some(p) = &spec.patterns {
        for s in &p.shapes {
            lines.push(format!(
                "Forming {} captures {}{}.",
                s.name,
                count(usize::from(s.captures), "enemy piece"),
                if s.points > 0 {
                    format!(" and scores {}", count(usize::from(s.points), "point"))
                } else {
                    String::new()
                }
            ));
        }
        if p.protect {
            lines.push("Pieces of a formed shape cannot be captured until they move.".into());
        }
        if p.defer_during_placement {
            lines.push("Shapes formed while placing capture only once the placing is over, the first player first.".into());
        } else if spec.placement.is_some() {
            lines.push("A shape captures as soon as it is formed, while placing too.".into());
        }
        if p.none_formed > 0 {
            let placing_over = if p.defer_during_placement {
                "If neither player formed a shape while placing"
            } else {
                "When the placing ends on a full board"
            };
            lines.push(format!(
                "{placing_over}, each removes {}, the first player first.",
                count(usize::from(p.none_formed), "enemy piece")
            ));
        }
    }
    for s in &spec.shape_captures {
        lines.push(format!("Completing {} takes enemy pieces.", s.shape.name));
    }
    if let Some(c) = &spec.chain {
        let who = match c.piece {
            ChainPiece::Same => "the capturing piece",
            ChainPiece::Any => "any of the mover's pieces",
        };
        let may = if c.optional { "may" } else { "must" };
        lines.push(format!(
            "After a capture {who} {may} move again to capture."
        ));
    }
    LegendItem {
        name: legacy("Captures"),
        lines: legacy_lines(lines),
        patterns,
        ..LegendItem::default()
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
        lines.push("A player left with no pieces loses.".into());
    }
    if g.enclose_all {
        lines.push(
            "A player none of whose pieces has an empty point next to it is enclosed and loses."
                .into(),
        );
    }
    if let Some(n) = g.capture_count {
        lines.push(format!(
            "The first to capture {} wins.",
            count(usize::from(n), "enemy piece")
        ));
    }
    if let Some(r) = &g.reach {
        let who = match r.player {
            ReachPlayer::Index(i) => spec
                .players
                .get(usize::from(i))
                .map_or("A player".to_string(), |p| p.name.clone()),
            ReachPlayer::Keyword(_) => "Whoever moves a piece there".to_string(),
        };
        lines.push(format!("{who} wins by reaching {}.", r.region));
    }
    if let Some(regions) = &g.connect {
        lines.push(format!(
            "A connected group touching {} wins.",
            and_list(regions)
        ));
    }
    if g.all_home.is_some() {
        lines.push("A player whose pieces all stand in their target region wins.".into());
    }
    if g.fill_and_vacate.is_some() {
        lines.push("A player who fills the target region and empties the home region wins.".into());
    }
    if let Some(f) = &g.form {
        let names: Vec<String> = f.shapes.iter().map(|s| s.name.clone()).collect();
        lines.push(format!("Forming {} wins.", and_list(&names)));
    }
    if let Some(r) = &g.in_a_row {
        let exact = if r.exact { "exactly " } else { "" };
        lines.push(format!(
            "A row of {exact}{} stones across, down or diagonally wins.",
            r.length
        ));
    }
    if let Some(result) = g.board_full {
        lines.push(format!("When the board is full, {}.", end_result(result)));
    }
    lines.push(
        match g.no_moves {
            NoMoves::Lose => "A player who cannot move loses.",
            NoMoves::Win => "A player who cannot move wins.",
            NoMoves::Draw => "A player who cannot move draws the game.",
            NoMoves::Pass => "A player who cannot move passes; when neither can, it is a draw.",
        }
        .to_string(),
    );
    if g.lone_pieces_draw {
        lines.push("One piece against one is a draw.".into());
    }
    if let Some(limit) = g.move_limit {
        let result = match &g.at_move_limit {
            Some(LimitResultSpec::Player(i)) => format!(
                "{} wins",
                spec.players
                    .get(usize::from(*i))
                    .map_or("a player", |p| p.name.as_str())
            ),
            Some(LimitResultSpec::Count(r)) => end_result(*r),
            None => "it is a draw".into(),
        };
        lines.push(format!(
            "After {}, {result}.",
            count(usize::from(limit), "move")
        ));
    }
    if let Some(limit) = g.quiet_limit {
        lines.push(format!(
            "{} without a capture is a draw.",
            count(usize::from(limit), "move")
        ));
    }
    LegendItem {
        name: legacy("Goal"),
        lines: legacy_lines(lines),
        ..LegendItem::default()
    }
}

fn end_result(result: EndResult) -> String {
    match result {
        EndResult::MostPoints => "the higher score wins",
        EndResult::MostPieces => "more pieces on the board wins",
        EndResult::MostCaptures => "more captures wins",
        EndResult::Draw => "it is a draw",
    }
    .to_string()
}
