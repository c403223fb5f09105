//! Board links in an entry's Markdown, `[the line](#ruleset=main&m=a1-a2&m=...)` (see
//! `crate::board_link`), played through at build time: the ruleset must be playable, the
//! position must read and every move must be legal where it stands, so that a reader who
//! clicks one sees the game the text describes rather than the board's error.

use pulldown_cmark::{Event, Parser, Tag};

use super::validate::CheckedRuleset;
use super::Entry;
use crate::board_link::BoardLink;

/// One problem: the field path, what is wrong and a hint.
pub(super) type LinkProblem = (String, String, Option<String>);

/// Legal moves named in a hint, at most.
const MOVES_LISTED: usize = 12;

/// Problems with the board links of `entry`'s commentary and figure captions; `rulesets` are
/// the entry's rulesets as checked, in order.
pub(super) fn check_board_links(entry: &Entry, rulesets: &[CheckedRuleset]) -> Vec<LinkProblem> {
    let mut texts = vec![("summary".to_string(), entry.summary.as_str())];
    if let Some(commentary) = &entry.commentary {
        texts.push(("commentary".into(), commentary));
    }
    for (index, figure) in entry.figures.iter().enumerate() {
        texts.push((format!("figures[{index}].caption"), &figure.caption));
    }
    let mut problems = Vec::new();
    for (field, markdown) in texts {
        for href in link_targets(markdown) {
            let problem = match BoardLink::parse(&href) {
                None => None,
                Some(Err(why)) => Some((
                    format!("the board link `{href}` does not read: {why}"),
                    None,
                )),
                Some(Ok(link)) => play_through(entry, rulesets, &link)
                    .err()
                    .map(|(why, hint)| (format!("the board link `{href}`: {why}"), hint)),
            };
            if let Some((message, hint)) = problem {
                problems.push((field.clone(), message, hint));
            }
        }
    }
    problems
}

/// Every link target in a Markdown text.
fn link_targets(markdown: &str) -> Vec<String> {
    Parser::new(markdown)
        .filter_map(|event| match event {
            Event::Start(Tag::Link { dest_url, .. }) => Some(dest_url.to_string()),
            _ => None,
        })
        .collect()
}

/// Plays the link's moves on its ruleset; what goes wrong first, with a hint.
fn play_through(
    entry: &Entry,
    rulesets: &[CheckedRuleset],
    link: &BoardLink,
) -> Result<(), (String, Option<String>)> {
    let ids: Vec<&str> = entry.rulesets.iter().map(|r| r.id.as_str()).collect();
    let Some(at) = ids.iter().position(|id| *id == link.ruleset) else {
        return Err((
            format!("no ruleset `{}`", link.ruleset),
            Some(format!("the entry's rulesets: {}", ids.join(", "))),
        ));
    };
    let Some(rules) = &rulesets[at].rules else {
        return Err((
            format!(
                "ruleset `{}` has no `rules`, so the board cannot play it",
                link.ruleset
            ),
            None,
        ));
    };
    let mut game = rules.new_match(link.position.as_deref()).map_err(|e| {
        (
            format!("the position does not read: {e}"),
            Some(format!(
                "the ruleset's start reads `{}`",
                rules.start_position()
            )),
        )
    })?;
    for (index, name) in link.moves.iter().enumerate() {
        let legal: Vec<String> = game.legal_moves().into_iter().map(|m| m.name).collect();
        if let Err(e) = game.play(name) {
            let before = if index == 0 {
                "at the start".to_string()
            } else {
                format!("after {}", link.moves[..index].join(" "))
            };
            let mut listed: Vec<&str> = legal
                .iter()
                .take(MOVES_LISTED)
                .map(String::as_str)
                .collect();
            if legal.len() > MOVES_LISTED {
                listed.push("...");
            }
            let hint = if legal.is_empty() {
                "the game is over there".to_string()
            } else {
                format!("legal there: {}", listed.join(" "))
            };
            return Err((
                format!("move {} `{name}` cannot be played {before}: {e}", index + 1),
                Some(hint),
            ));
        }
    }
    Ok(())
}
