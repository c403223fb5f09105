//! The checks of one figure: the ruleset it is drawn for, its position in the game's
//! notation, and the points its marks name.

use std::collections::HashSet;

use boardlore_diagram::Mark;
use boardlore_engine::board::PointId;
use boardlore_engine::PositionView;

use super::entry_check::{known_list, EntryCheck};
use super::validate::{CheckedFigure, CheckedRuleset};
use super::{Figure, MarkSpec};

/// A figure's ruleset, position and marks checked, and the figure set up to be drawn (on
/// its ruleset's board, or not at all when a check fails).
pub(super) fn check_figure(
    check: &mut EntryCheck<'_>,
    index: usize,
    figure: &Figure,
    rulesets: &[CheckedRuleset],
    ruleset_ids: &HashSet<String>,
) -> CheckedFigure {
    let field = format!("figures[{index}]");
    let chosen = match &figure.ruleset {
        Some(id) => match check.loaded.entry.rulesets.iter().position(|r| &r.id == id) {
            Some(at) => Some(at),
            None => {
                check.report(
                    &format!("{field}.ruleset"),
                    format!("unknown ruleset `{id}`"),
                    Some(known_list(ruleset_ids)),
                );
                None
            }
        },
        None if rulesets.is_empty() => {
            check.report(
                &field,
                "a figure needs a ruleset to be drawn, and the entry has none".into(),
                Some("add a ruleset, or remove the figure".into()),
            );
            None
        }
        None => Some(0),
    };
    let mut drawn = CheckedFigure {
        board: None,
        view: None,
        marks: Vec::new(),
        players: Vec::new(),
    };
    let Some(ruleset) = chosen.map(|at| &rulesets[at]) else {
        return drawn;
    };
    drawn.players = ruleset.players.clone();
    let Some(board) = ruleset.board.clone() else {
        // Nothing to draw on: a position or marks would be dropped without a word.
        if figure.position.is_some() || !figure.marks.is_empty() {
            let what = if figure.position.is_some() {
                "position"
            } else {
                "marks"
            };
            check.report(
                &format!("{field}.{what}"),
                format!("the figure has a {what}, but its ruleset has neither `rules` nor `board` to draw it on"),
                Some("give the ruleset a `board` (or `rules`), or remove the figure's position and marks".into()),
            );
        }
        return drawn;
    };
    match &ruleset.rules {
        // A figure without a position shows the start, already set up for the ruleset.
        Some(_) if figure.position.is_none() && ruleset.start_view.is_some() => {
            drawn.view = ruleset.start_view.clone();
        }
        Some(rules) => match rules.new_match(figure.position.as_deref()) {
            Ok(game_match) => drawn.view = Some(game_match.view()),
            Err(error) => {
                check.report(
                    &format!("{field}.position"),
                    format!("not a legal position for this board: {error}"),
                    Some(format!(
                        "write it in the game's notation, e.g. the start position `{}`",
                        rules.start_position()
                    )),
                );
                return drawn;
            }
        },
        // Without rules a position cannot be read; the board is drawn empty with the marks.
        None if figure.position.is_some() => {
            check.report(
                &format!("{field}.position"),
                "the ruleset has only a `board`, so no position can be read on it".into(),
                Some("remove the position (the board is drawn empty, with the marks), or write the ruleset's `rules`".into()),
            );
            return drawn;
        }
        None => drawn.view = Some(PositionView::default()),
    }

    for (m, mark) in figure.marks.iter().enumerate() {
        let mut ids = Vec::new();
        for (p, label) in mark.points().into_iter().enumerate() {
            let mark_field = match mark {
                MarkSpec::Arrow(_) => format!("{field}.marks[{m}].arrow[{p}]"),
                MarkSpec::Label { .. } => format!("{field}.marks[{m}].label.at"),
                MarkSpec::Highlight(_) => format!("{field}.marks[{m}].highlight"),
                MarkSpec::Dot(_) => format!("{field}.marks[{m}].dot"),
                MarkSpec::Cross(_) => format!("{field}.marks[{m}].cross"),
            };
            match board.find(label) {
                Some(id) => ids.push(id),
                None => check.report(
                    &mark_field,
                    format!("no point `{label}` on this board"),
                    Some("use the point names of the game's notation, e.g. `e4`".into()),
                ),
            }
        }
        if ids.len() == mark.points().len() {
            drawn.marks.extend(mark_from_spec(mark, &ids));
        }
    }
    drawn.board = Some(board);
    drawn
}

/// Builds a mark from its YAML form and the ids of its points (in `spec.points()` order).
///
/// Returns `None` when `ids` holds fewer points than the mark needs.
pub fn mark_from_spec(spec: &MarkSpec, ids: &[PointId]) -> Option<Mark> {
    Some(match spec {
        MarkSpec::Arrow(_) => Mark::Arrow {
            from: *ids.first()?,
            to: *ids.get(1)?,
        },
        MarkSpec::Highlight(_) => Mark::Highlight(*ids.first()?),
        MarkSpec::Dot(_) => Mark::Dot(*ids.first()?),
        MarkSpec::Cross(_) => Mark::Cross(*ids.first()?),
        MarkSpec::Label { text, .. } => Mark::Label {
            at: *ids.first()?,
            text: text.clone(),
        },
    })
}
