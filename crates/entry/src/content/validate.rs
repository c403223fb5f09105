//! Checks what serde cannot: ids, references between fields, rulesets and figure positions.
//! Every problem is collected; nothing stops at the first.

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use boardlore_diagram::Mark;
use boardlore_engine::board::Board;
use boardlore_engine::{PlayerInfo, PositionView, Rules};

use super::entry_check::{bad_id, EntryCheck};
use super::figure_check::check_figure;
use super::load::{ContentHead, Loaded, LoadedEntry};
use super::rules_cache::RulesCache;
use super::ruleset_check::check_ruleset;
use super::{Source, ToHtml};
use crate::config::SiteConfig;
use crate::limits::MAX_ID_CHARS;
use crate::problem::{Problem, Problems};
use crate::yaml::Spans;

/// Content that passed every check, with rulesets compiled and figures set up.
pub struct Checked {
    /// Site settings.
    pub config: SiteConfig,
    /// Works cited, by id.
    pub sources: BTreeMap<String, Source>,
    /// Games sorted by id.
    pub games: Vec<CheckedGame>,
}

/// One game, checked.
pub struct CheckedGame {
    /// The entry as read.
    pub loaded: LoadedEntry,
    /// Its rulesets, in entry order.
    pub rulesets: Vec<CheckedRuleset>,
    /// Its figures, in entry order.
    pub figures: Vec<CheckedFigure>,
}

/// A ruleset with its compiled rules (when it has `rules`).
pub struct CheckedRuleset {
    /// The family the rules are written in, when the ruleset has rules.
    pub family: Option<&'static str>,
    /// Compiled rules.
    pub rules: Option<Arc<dyn Rules>>,
    /// The board: the compiled rules' board, or the ruleset's own `board` when it has no rules.
    pub board: Option<Arc<Board>>,
    /// The start position in the game's notation.
    pub start_position: Option<String>,
    /// What the start position looks like.
    pub start_view: Option<PositionView>,
    /// The `rules` as JSON text, for embedding in a page.
    pub rules_json: Option<Arc<str>>,
    /// How the pieces move and what the rules ask, read from the compiled rules.
    pub legend: Option<Arc<boardlore_engine::legend::Legend>>,
    /// The players' names and colours (empty without rules).
    pub players: Vec<PlayerInfo>,
}

/// A figure ready to draw.
pub struct CheckedFigure {
    /// The board it is drawn on (none when its ruleset has neither `rules` nor `board`).
    pub board: Option<Arc<Board>>,
    /// The position.
    pub view: Option<PositionView>,
    /// Marks with point labels resolved.
    pub marks: Vec<Mark>,
    /// The players of its ruleset, whose colours the pieces are drawn in.
    pub players: Vec<PlayerInfo>,
}

/// What [`check_entry`] gives for one entry: its problems, or the checked game when it has
/// none.
pub type EntryOutcome = (Vec<Problem>, Option<CheckedGame>);

/// Cross-checks loaded content, reporting all problems at once (with `earlier` ones found
/// while loading). Quotes are looked for in the HTML `to_html` renders (see [`ToHtml`]); the
/// entries are checked one after the other ([`validate_with`] lets the caller check them on
/// several threads).
pub fn validate(
    loaded: Loaded,
    earlier: Vec<Problem>,
    to_html: ToHtml,
) -> Result<Checked, Problems> {
    validate_with(loaded, earlier, to_html, |entries, check| {
        entries.into_iter().map(check).collect()
    })
}

/// [`validate`], with the entries checked by `check_all`: it gives `check` of each entry, in
/// the order of the entries (the site maps them on several threads).
pub fn validate_with(
    loaded: Loaded,
    earlier: Vec<Problem>,
    to_html: ToHtml,
    check_all: impl FnOnce(
        Vec<LoadedEntry>,
        &(dyn Fn(LoadedEntry) -> EntryOutcome + Sync),
    ) -> Vec<EntryOutcome>,
) -> Result<Checked, Problems> {
    let mut problems = earlier;
    let mut checked = check_head(&loaded.head, &mut problems);
    let cache = RulesCache::default();
    let sources = &checked.sources;
    let check = |entry: LoadedEntry| check_entry(entry, sources, &cache, to_html);
    let results: Vec<EntryOutcome> = check_all(loaded.entries, &check);
    for (found, game) in results {
        problems.extend(found);
        checked.games.extend(game);
    }
    if problems.is_empty() {
        Ok(checked)
    } else {
        Err(Problems(problems).sorted())
    }
}

/// The site as far as its head goes: the settings and the works cited, checked, with no game
/// yet; problems are added to `problems`.
pub fn check_head(head: &ContentHead, problems: &mut Vec<Problem>) -> Checked {
    let sources = check_sources(&head.sources, &head.sources_file, problems);
    Checked {
        config: head.config.clone(),
        sources,
        games: Vec::new(),
    }
}

/// Checks the works cited (ids well formed and unique) and gives them by id; problems are
/// added to `problems`.
pub fn check_sources(
    list: &[Source],
    (sources_file, source_spans): &(std::path::PathBuf, Spans),
    problems: &mut Vec<Problem>,
) -> BTreeMap<String, Source> {
    let mut sources = BTreeMap::new();
    for (index, source) in list.iter().enumerate() {
        if let Some(url) = &source.url {
            if !is_web_address(url) {
                let field = format!("[{index}].url");
                problems.push(
                    Problem::new(
                        sources_file,
                        &field,
                        format!("`{url}` is not a web address; a work's page links to it"),
                    )
                    .at(source_spans.locate(&field))
                    .with_hint("write an address starting with `https://` or `http://`"),
                );
            }
        }
        let field = format!("[{index}].id");
        if source.id.is_empty() && source.title.is_empty() {
            // A record that could not be read; its problem is reported already.
            continue;
        }
        if !is_id(&source.id) {
            problems.push(bad_id(sources_file, &field, &source.id, source_spans));
        }
        if sources.insert(source.id.clone(), source.clone()).is_some() {
            problems.push(
                Problem::new(
                    sources_file,
                    &field,
                    format!("duplicate work id `{}`", source.id),
                )
                .at(source_spans.locate(&field))
                .with_hint("each work is listed once; give the other one a distinct id"),
            );
        }
    }
    sources
}

/// An absolute http(s) address with no space or control character: the only kind of link
/// a work's page makes (no `javascript:`, `data:` or relative links).
pub fn is_web_address(url: &str) -> bool {
    let lower = url.to_ascii_lowercase();
    (lower.starts_with("https://") || lower.starts_with("http://"))
        && url.len() > "http://".len()
        && !url.chars().any(|c| c.is_whitespace() || c.is_control())
}

/// Ids are 1 to [`MAX_ID_CHARS`] lowercase ASCII letters, digits and dashes: they become
/// the names of published files and folders.
pub fn is_id(id: &str) -> bool {
    id_fault(id).is_none()
}

/// What makes `id` not an id, in words; `None` when it is one.
pub(crate) fn id_fault(id: &str) -> Option<String> {
    if id.is_empty() {
        return Some("an id may not be empty".into());
    }
    if let Some(c) = id
        .chars()
        .find(|c| !(c.is_ascii_lowercase() || c.is_ascii_digit() || *c == '-'))
    {
        return Some(format!("{:?} is not a lowercase letter, digit or dash", c));
    }
    let length = id.len();
    (length > MAX_ID_CHARS).then(|| {
        format!("it has {length} characters; an id has at most {MAX_ID_CHARS}, as it becomes a file name")
    })
}

/// Checks a game id typed by a person, with an explanation when it is not one.
pub fn validate_id_text(id: &str) -> Result<(), String> {
    match id_fault(id) {
        None => Ok(()),
        Some(fault) => Err(format!(
            "`{id}` is not a valid id ({fault}): use at most {MAX_ID_CHARS} lowercase letters, digits and dashes, e.g. `liu-zi-chong-qi`"
        )),
    }
}

/// Checks one loaded entry against the works cited: gives its problems, or the checked game
/// when it has none. Rules are compiled through `cache`, once for each distinct text; quotes
/// are looked for in the HTML `to_html` renders.
pub fn check_entry(
    loaded: LoadedEntry,
    sources: &BTreeMap<String, Source>,
    cache: &RulesCache,
    to_html: ToHtml,
) -> EntryOutcome {
    let mut check = EntryCheck {
        loaded: &loaded,
        problems: Vec::new(),
        to_html,
    };
    let entry = &loaded.entry;
    check.id_and_names();
    check.sources_cited(sources);
    let witnesses = check.witnesses(sources);
    let ruleset_ids = check.unique("rulesets", entry.rulesets.iter().map(|r| &r.id));
    check.variances(&witnesses, &ruleset_ids);
    check.terms();
    check.unique("figures", entry.figures.iter().map(|f| &f.id));
    let rulesets: Vec<CheckedRuleset> = entry
        .rulesets
        .iter()
        .enumerate()
        .map(|(index, ruleset)| check_ruleset(&mut check, index, ruleset, &witnesses, cache))
        .collect();
    let figures: Vec<CheckedFigure> = entry
        .figures
        .iter()
        .enumerate()
        .map(|(index, figure)| check_figure(&mut check, index, figure, &rulesets, &ruleset_ids))
        .collect();
    let playable: HashSet<&str> = entry
        .rulesets
        .iter()
        .filter(|r| r.rules.is_some())
        .map(|r| r.id.as_str())
        .collect();
    for (field, message, hint) in super::claims_check::check_claims(entry, &playable) {
        check.report(&field, message, hint);
    }
    for (field, message, hint) in super::board_links_check::check_board_links(entry, &rulesets) {
        check.report(&field, message, hint);
    }
    let problems = check.problems;
    if problems.is_empty() {
        (
            problems,
            Some(CheckedGame {
                loaded,
                rulesets,
                figures,
            }),
        )
    } else {
        (problems, None)
    }
}

/// A field path inside the value at `base`: `rules` and `board.size` give `rules.board.size`,
/// an index (`[2]`) is joined without a dot.
pub(crate) fn join_path(base: &str, path: &str) -> String {
    if path.is_empty() {
        base.to_string()
    } else if path.starts_with('[') {
        format!("{base}{path}")
    } else {
        format!("{base}.{path}")
    }
}
