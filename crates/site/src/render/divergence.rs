//! Where a game's readings part on the board: for every pair of playable rulesets, the
//! engine's divergence search (boardlore_engine::divergence) from the start, cached by the
//! two rulesets' rules so warm builds only read the answer back, and what the figure's
//! caption says (written by `templates/partials/divergence.html`).
//!
//! Answers are kept in memory for the life of the process (every rebuild of `serve`) and as
//! small JSON files in the build cache (`<cache>/divergence/<hash>.json`), keyed by the
//! search's version and bounds and the two rulesets' rules as JSON.

use std::path::Path;
use std::sync::Arc;

use boardlore_engine::divergence::{find_divergence, Bounds, Divergence};
use boardlore_engine::phrase::{Arg, Phrase};
use boardlore_engine::Rules;
use serde::Serialize;

use crate::answer_cache::{key, AnswerCache};
use crate::board_link::BoardLink;
use crate::i18n::Words;

/// Changes whenever the search or its answer's form changes, so old answers are not reused.
const CACHE_VERSION: &str = concat!("boardlore-divergence-2/", env!("CARGO_PKG_VERSION"));

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

/// One pair's answer, ready for the page: the caption's data and, when the two part, the
/// position to draw with the moves only one allows marked (arrows for the first ruleset's,
/// dots on the destinations of the second's).
pub(super) struct Parting {
    /// The two ruleset ids, space-separated (`data-rulesets`).
    pub(super) rulesets: String,
    /// What the caption says (`templates/partials/divergence.html`).
    pub(super) caption: Caption,
    /// The index of the first ruleset (whose board and players the figure uses).
    pub(super) first: usize,
    /// The position after the line, its notation and the marks.
    pub(super) drawn: Option<(
        boardlore_engine::PositionView,
        String,
        Vec<crate::diagrams::Mark>,
    )>,
}

/// The caption of one pair, all plain text for the template to escape.
#[derive(Serialize)]
pub(super) struct Caption {
    /// The two rulesets, each linked to its section.
    a: RulesetLink,
    b: RulesetLink,
    /// `found` (the two part), `agree` (every line ends the same within the bound) or
    /// `bound` (no difference before the search stopped).
    kind: &'static str,
    /// The longest line compared, in plies (`agree`, `bound`).
    plies: usize,
    /// The search's bounds (`bound`).
    bound_plies: usize,
    bound_nodes: usize,
    /// How many positions were compared.
    compared: usize,
    /// The moves both play before they part (`found`).
    line: Vec<String>,
    /// What only each allows where they part, when they differ in moves (`found`).
    moves: Vec<OnlyMoves>,
    /// How the game ends in each, when they differ in the result (`found`).
    results: Vec<Ending>,
    /// Links that load the line on the board, one per ruleset (`found`, with the board).
    loads: Vec<LoadLink>,
}

/// A ruleset named in a caption.
#[derive(Clone, Serialize)]
struct RulesetLink {
    id: String,
    name: String,
}

/// The moves only one ruleset allows: the first [`LISTED`] named, the rest counted, and how
/// the figure marks them (`arrows` or `dots`).
#[derive(Serialize)]
struct OnlyMoves {
    ruleset: RulesetLink,
    listed: Vec<String>,
    more: usize,
    how: &'static str,
}

/// How the game ends under one ruleset where the two part.
#[derive(Serialize)]
struct Ending {
    ruleset: RulesetLink,
    /// "the game goes on", "a draw (rule)" or "Red wins (rule)".
    result: String,
}

/// A link that loads the common line on the board under one ruleset.
#[derive(Serialize)]
struct LoadLink {
    href: String,
    id: String,
    name: String,
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
/// has a board to load a line on; `words` say the results.
pub(super) fn partings(
    rulesets: &[PairSide<'_>],
    play: bool,
    cache_dir: Option<&Path>,
    words: Words<'_>,
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
                words,
            ));
        }
    }
    out
}

fn only_moves(ruleset: &RulesetLink, moves: &[String], how: &'static str) -> OnlyMoves {
    OnlyMoves {
        ruleset: ruleset.clone(),
        listed: moves.iter().take(LISTED).cloned().collect(),
        more: moves.len().saturating_sub(LISTED),
        how,
    }
}

/// A ruleset's result in the page's language: "the game goes on", "a draw (rule)" or "Red
/// wins (rule)" (`divergence-result-*` messages, the rule a `board-rule-*` phrase).
fn result_text(
    result: &Option<(Option<u8>, Phrase)>,
    names: &[String],
    words: Words<'_>,
) -> String {
    let phrase = match result {
        None => Phrase::new("divergence-result-goes-on"),
        Some((None, rule)) => Phrase::new("divergence-result-draw").with("rule", rule.clone()),
        Some((Some(seat), rule)) => {
            let who = match names.get(usize::from(*seat)) {
                Some(name) => Arg::Player(name.clone()),
                None => Phrase::new("divergence-result-seat")
                    .with("seat", seat + 1)
                    .into(),
            };
            Phrase::new("divergence-result-win")
                .with("player", who)
                .with("rule", rule.clone())
        }
    };
    words.phrase(&phrase)
}

fn parting(
    first: usize,
    (a_id, a_name, a, a_seats): (&str, &str, &dyn Rules, &[String]),
    (b_id, b_name, b, b_seats): (&str, &str, &dyn Rules, &[String]),
    answer: &Divergence,
    play: bool,
    words: Words<'_>,
) -> Parting {
    let rulesets = format!("{a_id} {b_id}");
    let link = |id: &str, name: &str| RulesetLink {
        id: id.to_string(),
        name: name.to_string(),
    };
    let mut caption = Caption {
        a: link(a_id, a_name),
        b: link(b_id, b_name),
        kind: "found",
        plies: 0,
        bound_plies: BOUNDS.plies,
        bound_nodes: BOUNDS.nodes,
        compared: 0,
        line: Vec::new(),
        moves: Vec::new(),
        results: Vec::new(),
        loads: Vec::new(),
    };
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
            caption.kind = if *complete { "agree" } else { "bound" };
            caption.plies = *plies;
            caption.compared = *nodes;
            return Parting {
                rulesets,
                caption,
                first,
                drawn: None,
            };
        }
    };
    caption.compared = *nodes;
    caption.line = line.clone();
    let replay = |rules: &dyn Rules| {
        let mut game = rules.new_match(None).ok()?;
        for name in line {
            game.play(name).ok()?;
        }
        Some(game)
    };
    let (game_a, game_b) = (replay(a), replay(b));
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
            caption.moves = vec![
                only_moves(&caption.a, only_first, "arrows"),
                only_moves(&caption.b, only_second, "dots"),
            ];
            mark_moves(&game_a, only_first, true);
            mark_moves(&game_b, only_second, false);
        }
        boardlore_engine::divergence::Difference::Result { first, second } => {
            caption.results = vec![
                Ending {
                    ruleset: caption.a.clone(),
                    result: result_text(first, a_seats, words),
                },
                Ending {
                    ruleset: caption.b.clone(),
                    result: result_text(second, b_seats, words),
                },
            ];
        }
    }
    if play {
        caption.loads = [(a_id, a_name), (b_id, b_name)]
            .into_iter()
            .map(|(id, name)| LoadLink {
                href: BoardLink::line(id, line).to_hash(),
                id: id.to_string(),
                name: name.to_string(),
            })
            .collect();
    }
    Parting {
        rulesets,
        caption,
        first,
        drawn: game_a.map(|g| (g.view(), g.position(), marks)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_result_is_said_in_the_page_language() {
        let words = |lang| Words::new(crate::i18n::builtin(), lang);
        let names = ["Red".to_string(), "Black".to_string()];
        let mate = Some((Some(0), Phrase::new("board-rule-checkmate")));
        let drawn = Some((None, Phrase::new("board-rule-stalemate")));
        let unnamed = Some((Some(2), Phrase::new("board-rule-checkmate")));
        assert_eq!(
            result_text(&mate, &names, words("en")),
            "Red wins (checkmate)"
        );
        assert_eq!(
            result_text(&drawn, &names, words("en")),
            "a draw (stalemate)"
        );
        assert_eq!(result_text(&None, &names, words("en")), "the game goes on");
        assert_eq!(
            result_text(&unnamed, &names, words("en")),
            "player 3 wins (checkmate)"
        );
        assert_eq!(result_text(&mate, &names, words("zh")), "红方胜（将死）");
        assert_eq!(result_text(&None, &names, words("zh")), "对局继续");
    }
}
