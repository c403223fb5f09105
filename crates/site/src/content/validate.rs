//! Checks what serde cannot: ids, references between fields, rulesets and figure positions.
//! Every problem is collected; nothing stops at the first.

use std::collections::{BTreeMap, HashSet};
use std::sync::Arc;

use boardlore_engine::board::Board;
use boardlore_engine::{PlayerInfo, PositionView, Rules, SpecError};
use rayon::prelude::*;

use super::load::{ContentHead, Loaded, LoadedEntry};
use super::near_miss::near_miss;
use super::rules_cache::RulesCache;
use super::{Figure, MarkSpec, Ruleset, Source};
use crate::config::SiteConfig;
use crate::diagrams::{mark_from_spec, Mark};
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

/// Cross-checks loaded content, reporting all problems at once (with `earlier` ones found
/// while loading).
pub fn validate(loaded: Loaded, earlier: Vec<Problem>) -> Result<Checked, Problems> {
    let mut problems = earlier;
    let mut checked = check_head(&loaded.head, &mut problems);
    let cache = RulesCache::default();
    let results: Vec<(Vec<Problem>, Option<CheckedGame>)> = loaded
        .entries
        .into_par_iter()
        .map(|entry| check_entry(entry, &checked.sources, &cache))
        .collect();
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

/// Ids are lowercase ASCII letters, digits and dashes.
pub fn is_id(id: &str) -> bool {
    !id.is_empty()
        && id
            .chars()
            .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '-')
}

/// Checks a game id typed by a person, with an explanation when it is not one.
pub fn validate_id_text(id: &str) -> Result<(), String> {
    if is_id(id) {
        Ok(())
    } else {
        Err(format!(
            "`{id}` is not a valid id: use lowercase letters, digits and dashes, e.g. `liu-zi-chong-qi`"
        ))
    }
}

fn bad_id(file: &std::path::Path, field: &str, id: &str, spans: &Spans) -> Problem {
    Problem::new(file, field, format!("`{id}` is not a valid id"))
        .at(spans.locate(field))
        .with_hint("ids use lowercase letters, digits and dashes, e.g. `liu-zi-chong-qi`")
}

/// Collects problems for one entry, each placed with the entry's spans.
struct EntryCheck<'a> {
    loaded: &'a LoadedEntry,
    problems: Vec<Problem>,
}

impl EntryCheck<'_> {
    fn report(&mut self, field: &str, message: String, hint: Option<String>) {
        let mut problem =
            Problem::new(&self.loaded.file, field, message).at(self.loaded.spans.locate(field));
        problem.hint = hint;
        self.problems.push(problem);
    }

    /// Reports problems found inside the value at `base` (a ruleset's `rules` or `board`): the
    /// one place where the engine's [`SpecError`] becomes the site's [`Problem`].
    fn report_all(&mut self, base: &str, problems: &[SpecError]) {
        for problem in problems {
            let field = join_path(base, &problem.path);
            self.report(&field, problem.message.clone(), problem.hint.clone());
        }
    }

    /// Reports ids that repeat in one list.
    fn unique<'i>(&mut self, list: &str, ids: impl Iterator<Item = &'i String>) -> HashSet<String> {
        let mut seen = HashSet::new();
        for (index, id) in ids.enumerate() {
            let field = format!("{list}[{index}].id");
            if !is_id(id) {
                self.problems
                    .push(bad_id(&self.loaded.file, &field, id, &self.loaded.spans));
            }
            if !seen.insert(id.clone()) {
                self.report(
                    &field,
                    format!("duplicate id `{id}` in `{list}`"),
                    Some("ids must be unique within the list".into()),
                );
            }
        }
        seen
    }
}

impl EntryCheck<'_> {
    /// Checks that the quote of the reading of `key` at `variances[index]` occurs in that
    /// witness's text, as the page will mark it (anchors.rs). `html` keeps each witness's
    /// rendered text once it is needed.
    fn quote(&mut self, index: usize, key: &str, quote: &str, html: &mut [Option<String>]) {
        let field = format!("variances[{index}].readings.{key}.quote");
        let entry = &self.loaded.entry;
        let Some(w) = entry.witnesses.iter().position(|w| w.id == key) else {
            let ids: HashSet<String> = entry.witnesses.iter().map(|w| w.id.clone()).collect();
            self.report(
                &field,
                format!("`{key}` is no witness, so its reading has no text to quote"),
                Some(format!(
                    "quote only in readings keyed by a witness id ({}); write this reading as \
                     plain text",
                    known_list(&ids)
                )),
            );
            return;
        };
        let Some(text) = self.loaded.witness_texts.get(w) else {
            return;
        };
        let rendered = html[w].get_or_insert_with(|| crate::markdown::to_html(text));
        if !crate::anchors::occurs(rendered, quote) {
            let place = match &entry.witnesses[w].file {
                Some(file) => format!("the file `{file}`"),
                None => format!("`witnesses[{w}].text`"),
            };
            self.report(
                &field,
                format!("the quote `{quote}` does not occur in the text of witness `{key}`"),
                Some(format!(
                    "copy the phrase from {place} as it is written there: letters, case and \
                     punctuation must match (line breaks and curly quotes need not); a reading \
                     the witness does not state takes no quote"
                )),
            );
        }
    }
}

fn known_list(known: &HashSet<String>) -> String {
    let mut names: Vec<&str> = known.iter().map(String::as_str).collect();
    names.sort_unstable();
    if names.is_empty() {
        "none are defined".into()
    } else {
        format!("known: {}", names.join(", "))
    }
}

/// Checks one loaded entry against the works cited: gives its problems, or the checked game
/// when it has none. Rules are compiled through `cache`, once for each distinct text.
pub fn check_entry(
    loaded: LoadedEntry,
    sources: &BTreeMap<String, Source>,
    cache: &RulesCache,
) -> (Vec<Problem>, Option<CheckedGame>) {
    let mut check = EntryCheck {
        loaded: &loaded,
        problems: Vec::new(),
    };
    let entry = &loaded.entry;
    let stem = loaded
        .file
        .file_stem()
        .and_then(|s| s.to_str())
        .unwrap_or_default();
    if entry.id != stem {
        check.report(
            "id",
            format!("id `{}` differs from the file name `{stem}`", entry.id),
            Some(format!(
                "rename the file to `{}.yaml` or set `id: {stem}`",
                entry.id
            )),
        );
    } else if !is_id(&entry.id) {
        check
            .problems
            .push(bad_id(&loaded.file, "id", &entry.id, &loaded.spans));
    }
    if entry.names.pinyin.is_some() && entry.names.zh.is_none() {
        check.report(
            "names.pinyin",
            "pinyin is given without the Chinese name it spells".into(),
            Some("add `zh:` with the characters".into()),
        );
    }
    for (index, cited) in entry.sources.iter().enumerate() {
        if !sources.contains_key(&cited.work) {
            check.report(
                &format!("sources[{index}].work"),
                format!("unknown work `{}`", cited.work),
                Some("add it to content/sources.yaml or fix the id".into()),
            );
        }
    }
    let witnesses = check.unique("witnesses", entry.witnesses.iter().map(|w| &w.id));
    for (index, witness) in entry.witnesses.iter().enumerate() {
        if let Some(work) = &witness.source {
            if !sources.contains_key(work) {
                check.report(
                    &format!("witnesses[{index}].source"),
                    format!("unknown work `{work}`"),
                    Some("add it to content/sources.yaml or fix the id".into()),
                );
            }
        }
        if !is_language_tag(&witness.lang) {
            check.report(
                &format!("witnesses[{index}].lang"),
                format!("`{}` is not a language tag", witness.lang),
                Some("use a BCP 47 tag such as `en`, `zh` or `zh-Hans`".into()),
            );
        }
    }
    let ruleset_ids = check.unique("rulesets", entry.rulesets.iter().map(|r| &r.id));
    // A reading is keyed by a witness id, by `ruleset-<id>` for a ruleset's own reading, or
    // by any other name for a proposed reading that no witness states; a name one slip away
    // from a witness id is taken for a typo rather than shown as a proposal.
    let mut witness_html: Vec<Option<String>> = vec![None; entry.witnesses.len()];
    for (index, variance) in entry.variances.iter().enumerate() {
        for (key, reading) in &variance.readings {
            if let Some(quote) = reading.quote() {
                check.quote(index, key, quote, &mut witness_html);
            }
            if witnesses.contains(key) {
                continue;
            }
            if let Some(ruleset) = key.strip_prefix("ruleset-") {
                if !ruleset_ids.contains(ruleset) {
                    check.report(
                        &format!("variances[{index}].readings.{key}"),
                        format!("unknown ruleset `{ruleset}`"),
                        Some(known_list(&ruleset_ids)),
                    );
                }
            } else if let Some(meant) = near_miss(key, witnesses.iter().map(String::as_str)) {
                check.report(
                    &format!("variances[{index}].readings.{key}"),
                    format!(
                        "`{key}` is no witness of this entry, but close to the witness `{meant}`"
                    ),
                    Some(format!(
                        "write `{meant}` if that text is meant; a proposed reading no witness \
                         states needs a name unlike any witness id ({})",
                        known_list(&witnesses)
                    )),
                );
            }
        }
    }
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

fn is_language_tag(tag: &str) -> bool {
    let mut parts = tag.split('-');
    let first = parts.next().unwrap_or_default();
    (2..=3).contains(&first.len())
        && first.chars().all(|c| c.is_ascii_lowercase())
        && parts.all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()))
}

fn check_ruleset(
    check: &mut EntryCheck<'_>,
    index: usize,
    ruleset: &Ruleset,
    witnesses: &HashSet<String>,
    cache: &RulesCache,
) -> CheckedRuleset {
    for (i, followed) in ruleset.follows.iter().enumerate() {
        if !witnesses.contains(followed) {
            check.report(
                &format!("rulesets[{index}].follows[{i}]"),
                format!("unknown witness `{followed}`"),
                Some(known_list(witnesses)),
            );
        }
    }
    check_claims(check, index, ruleset);
    let mut checked = CheckedRuleset {
        rules: None,
        board: None,
        start_position: None,
        start_view: None,
        rules_json: None,
        legend: None,
        players: Vec::new(),
    };
    if let Some(raw) = &ruleset.board {
        let base = format!("rulesets[{index}].board");
        match cache.board(raw).as_ref() {
            Ok(board) => checked.board = Some(Arc::clone(board)),
            Err(problems) => check.report_all(&base, problems),
        }
    }
    let Some(raw) = &ruleset.rules else {
        return checked;
    };
    let base = format!("rulesets[{index}].rules");
    match cache.rules(raw).as_ref() {
        Ok(compiled) => {
            checked.start_position = Some(compiled.start_position.clone());
            checked.start_view = Some(compiled.start_view.clone());
            checked.board = Some(Arc::clone(&compiled.board));
            checked.rules = Some(Arc::clone(&compiled.rules));
            checked.rules_json = Some(Arc::clone(&compiled.json));
            checked.legend = Some(Arc::clone(&compiled.legend));
            checked.players = compiled.players.clone();
        }
        Err(problems) => check.report_all(&base, problems),
    }
    checked
}

/// A `validated` list claims checks of compiled rules: each claim once, and only where there
/// are rules to check. Whether the evidence exists is `tests/archive/validation_claims.rs`'s job.
fn check_claims(check: &mut EntryCheck<'_>, index: usize, ruleset: &Ruleset) {
    let mut seen = HashSet::new();
    for (i, claim) in ruleset.validated.iter().enumerate() {
        let field = format!("rulesets[{index}].validated[{i}]");
        if ruleset.rules.is_none() {
            check.report(
                &field,
                format!(
                    "`{}` is claimed for a ruleset without `rules`: nothing is playable to check",
                    claim.name()
                ),
                Some("remove the claim, or write the ruleset's `rules` first".into()),
            );
        } else if !seen.insert(*claim) {
            check.report(
                &field,
                format!("`{}` is claimed twice", claim.name()),
                Some("list each claim once".into()),
            );
        }
    }
}

pub(crate) fn join_path(base: &str, path: &str) -> String {
    if path.is_empty() {
        base.to_string()
    } else if path.starts_with('[') {
        format!("{base}{path}")
    } else {
        format!("{base}.{path}")
    }
}

fn check_figure(
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
