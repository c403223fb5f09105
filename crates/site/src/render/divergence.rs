//! Where a game's readings part on the board: for every pair of playable rulesets, the
//! engine's divergence search (boardlore_engine::divergence) from the start, cached by the
//! two rulesets' rules so warm builds only read the answer back.
//!
//! Answers are kept in memory for the life of the process (every rebuild of `serve`) and as
//! small JSON files in the build cache (`<cache>/divergence/<hash>.json`), keyed by the
//! search's version and bounds and the two rulesets' rules as JSON.

use std::path::Path;
use std::sync::Arc;

use boardlore_engine::divergence::{find_divergence, Bounds, Divergence};
use boardlore_engine::Rules;

use crate::answer_cache::{key, AnswerCache};
use crate::board_link::BoardLink;

/// Changes whenever the search or its answer's form changes, so old answers are not reused.
const CACHE_VERSION: &str = concat!("boardlore-divergence-1/", env!("CARGO_PKG_VERSION"));

/// The bounds every page uses.
pub(super) const BOUNDS: Bounds = Bounds {
    plies: 8,
    nodes: 10_000,
};

/// The answers found so far, under `<cache>/divergence/`.
static ANSWERS: AnswerCache<Divergence> = AnswerCache::new("divergence");

/// Where the two readings part: from memory, the cache folder, or a fresh search. `rules`
/// are the rulesets' rules as JSON text (what the cache is keyed by); `None` when a start
/// position cannot be set up.
pub(super) fn divergence(
    (first, first_rules): (&dyn Rules, &str),
    (second, second_rules): (&dyn Rules, &str),
    cache_dir: Option<&Path>,
) -> Option<Arc<Divergence>> {
    // The key of a pair: the search's version and bounds and both rulesets' rules.
    let bounds = format!("{}/{}", BOUNDS.plies, BOUNDS.nodes);
    let key = key(&[CACHE_VERSION, &bounds, first_rules, second_rules]);
    ANSWERS.get_or_compute(key, cache_dir, || {
        find_divergence(first, second, BOUNDS).ok()
    })
}

/// One pair's answer, ready for the page: the caption and, when the two part, the position
/// to draw with the moves only one allows marked (arrows for the first ruleset's, dots on the
/// destinations of the second's).
pub(super) struct Parting {
    /// The two ruleset ids, space-separated (`data-rulesets`).
    pub(super) rulesets: String,
    /// The caption as HTML.
    pub(super) caption_html: String,
    /// The index of the first ruleset (whose board and players the figure uses).
    pub(super) first: usize,
    /// The position after the line, its notation and the marks.
    pub(super) drawn: Option<(
        boardlore_engine::PositionView,
        String,
        Vec<crate::diagrams::Mark>,
    )>,
}

/// Moves listed by name at most; the rest are counted.
const LISTED: usize = 12;

/// One ruleset as the search needs it: id, display name, compiled rules, rules as JSON (the
/// cache key) and its players' names.
pub(super) type PairSide<'a> = (
    &'a str,
    &'a str,
    Option<&'a Arc<dyn Rules>>,
    Option<&'a str>,
    Vec<String>,
);

/// Every pair of playable rulesets of the game, in entry order; `play` says whether the page
/// has a board to load a line on.
pub(super) fn partings(
    rulesets: &[PairSide<'_>],
    play: bool,
    cache_dir: Option<&Path>,
) -> Vec<Parting> {
    let mut out = Vec::new();
    for (i, a) in rulesets.iter().enumerate() {
        for b in rulesets.iter().skip(i + 1) {
            let ((Some(rules_a), Some(json_a)), (Some(rules_b), Some(json_b))) =
                ((a.2, a.3), (b.2, b.3))
            else {
                continue;
            };
            let Some(answer) = divergence((&**rules_a, json_a), (&**rules_b, json_b), cache_dir)
            else {
                continue;
            };
            out.push(parting(
                i,
                (a.0, a.1, &**rules_a, &a.4),
                (b.0, b.1, &**rules_b, &b.4),
                &answer,
                play,
            ));
        }
    }
    out
}

fn esc(text: &str) -> String {
    crate::markdown::escape(text)
}

fn ruleset_link(id: &str, name: &str) -> String {
    format!("<a href=\"#ruleset-{}\">{}</a>", esc(id), esc(name))
}

fn move_list(moves: &[String]) -> String {
    let mut html: Vec<String> = moves
        .iter()
        .take(LISTED)
        .map(|m| format!("<code>{}</code>", esc(m)))
        .collect();
    if moves.len() > LISTED {
        html.push(format!("and {} more", moves.len() - LISTED));
    }
    html.join(", ")
}

fn result_text(result: &Option<(Option<u8>, String)>, names: &[String]) -> String {
    match result {
        None => "the game goes on".into(),
        Some((None, rule)) => format!("a draw ({})", esc(rule)),
        Some((Some(seat), rule)) => {
            let who = names
                .get(usize::from(*seat))
                .cloned()
                .unwrap_or_else(|| format!("player {}", seat + 1));
            format!("{} wins ({})", esc(&who), esc(rule))
        }
    }
}

fn parting(
    first: usize,
    (a_id, a_name, a, a_seats): (&str, &str, &dyn Rules, &[String]),
    (b_id, b_name, b, b_seats): (&str, &str, &dyn Rules, &[String]),
    answer: &Divergence,
    play: bool,
) -> Parting {
    let rulesets = format!("{a_id} {b_id}");
    let (a_link, b_link) = (ruleset_link(a_id, a_name), ruleset_link(b_id, b_name));
    let (line, difference, nodes) = match answer {
        Divergence::Found {
            line,
            difference,
            nodes,
        } => (line, difference, nodes),
        Divergence::NoneWithin {
            plies,
            nodes,
            complete,
        } => {
            let caption_html = if *complete {
                format!(
                    "<p>{a_link} and {b_link} agree on the whole game: every line ends within \
                     {plies} plies with the same moves and results ({} compared).</p>",
                    positions(*nodes)
                )
            } else {
                format!(
                    "<p>No difference between {a_link} and {b_link} within the bound: every line \
                     of up to {plies} plies from the start has the same legal moves and results \
                     in both ({} compared; the search stops at {} plies or {} \
                     positions).</p>",
                    positions(*nodes),
                    BOUNDS.plies,
                    BOUNDS.nodes
                )
            };
            return Parting {
                rulesets,
                caption_html,
                first,
                drawn: None,
            };
        }
    };
    let replay = |rules: &dyn Rules| {
        let mut game = rules.new_match(None).ok()?;
        for name in line {
            game.play(name).ok()?;
        }
        Some(game)
    };
    let (game_a, game_b) = (replay(a), replay(b));
    let mut caption = String::new();
    if line.is_empty() {
        caption.push_str(&format!(
            "<p>{a_link} and {b_link} part at the first move.</p>"
        ));
    } else {
        caption.push_str(&format!(
            "<p>{a_link} and {b_link} part after {} common move{}: <span class=\"line\">{}</span>.</p>",
            line.len(),
            if line.len() == 1 { "" } else { "s" },
            line.iter()
                .map(|m| format!("<code>{}</code>", esc(m)))
                .collect::<Vec<_>>()
                .join(" ")
        ));
    }
    let mut marks = Vec::new();
    let mut mark_moves =
        |game: &Option<Box<dyn boardlore_engine::Match>>, only: &[String], arrow: bool| {
            let Some(game) = game else { return };
            for info in game
                .legal_moves()
                .iter()
                .filter(|m| only.contains(&m.name))
                .take(LISTED)
            {
                let points: Vec<_> = info
                    .clicks
                    .iter()
                    .filter_map(|c| match c {
                        boardlore_engine::Click::Point(p) => Some(*p),
                        _ => None,
                    })
                    .collect();
                match (points.first(), points.last()) {
                    (Some(&from), Some(&to)) if arrow && from != to => {
                        marks.push(crate::diagrams::Mark::Arrow { from, to })
                    }
                    (_, Some(&to)) => marks.push(crate::diagrams::Mark::Dot(to)),
                    _ => {}
                }
            }
        };
    match difference {
        boardlore_engine::divergence::Difference::Moves {
            only_first,
            only_second,
        } => {
            caption.push_str("<ul class=\"divergence-moves\">");
            for (link, only, how) in [
                (&a_link, only_first, "arrows"),
                (&b_link, only_second, "dots"),
            ] {
                if only.is_empty() {
                    caption.push_str(&format!("<li>{link} allows no move the other forbids</li>"));
                } else {
                    caption.push_str(&format!(
                        "<li>Only {link} allows {} ({how} on the figure)</li>",
                        move_list(only)
                    ));
                }
            }
            caption.push_str("</ul>");
            mark_moves(&game_a, only_first, true);
            mark_moves(&game_b, only_second, false);
        }
        boardlore_engine::divergence::Difference::Result { first, second } => {
            caption.push_str(&format!(
                "<ul class=\"divergence-moves\"><li>{a_link}: {}</li><li>{b_link}: {}</li></ul>",
                result_text(first, a_seats),
                result_text(second, b_seats)
            ));
        }
    }
    if play {
        let link = |id: &str, name: &str| {
            let hash = BoardLink::line(id, line).to_hash();
            format!(
                "<a class=\"load-line\" href=\"{}\" data-load-ruleset=\"{}\">Load this line on the board ({})</a>",
                esc(&hash),
                esc(id),
                esc(name)
            )
        };
        caption.push_str(&format!(
            "<p class=\"load-lines\">{} {}</p>",
            link(a_id, a_name),
            link(b_id, b_name)
        ));
    }
    caption.push_str(&format!(
        "<p class=\"divergence-note\">Shortest line found by comparing both readings' legal \
         moves and results position by position ({}).</p>",
        positions(*nodes)
    ));
    Parting {
        rulesets,
        caption_html: caption,
        first,
        drawn: game_a.map(|g| (g.view(), g.position(), marks)),
    }
}

/// "1 position", "2 positions".
fn positions(count: usize) -> String {
    if count == 1 {
        "1 position".to_string()
    } else {
        format!("{count} positions")
    }
}
