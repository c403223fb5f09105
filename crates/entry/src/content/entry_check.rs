//! The checks of one entry's own fields (ids, names, works cited, witnesses, variances), and
//! the collector that places each problem found in an entry at its line and column.

use std::collections::{BTreeMap, HashSet};

use boardlore_engine::SpecError;

use super::load::LoadedEntry;
use super::near_miss::near_miss;
use super::validate::{is_id, join_path};
use super::{Reading, Source, ToHtml};
use crate::problem::Problem;
use crate::yaml::Spans;

/// The hint of a problem whose checker has nothing more particular to say: every problem
/// in an entry comes with one.
const FALLBACK_HINT: &str = "compare the field with the entry schema in docs/entry-format.md \
                             (docs/rules.md for `rules`, with the keys each family takes)";

/// A malformed id at `field`, with what ids are made of.
pub(super) fn bad_id(file: &std::path::Path, field: &str, id: &str, spans: &Spans) -> Problem {
    let fault = super::validate::id_fault(id).unwrap_or_default();
    let shown: String = match id.chars().nth(40) {
        Some(_) => id.chars().take(40).chain("…".chars()).collect(),
        None => id.to_string(),
    };
    Problem::new(file, field, format!("`{shown}` is not a valid id: {fault}"))
        .at(spans.locate(field))
        .with_hint(format!(
            "ids use at most {} lowercase letters, digits and dashes, e.g. `liu-zi-chong-qi`",
            crate::limits::MAX_ID_CHARS
        ))
}

/// Collects problems for one entry, each placed with the entry's spans.
pub(super) struct EntryCheck<'a> {
    pub(super) loaded: &'a LoadedEntry,
    pub(super) problems: Vec<Problem>,
    /// Markdown to the HTML a page shows, searched for quotes and renderings.
    pub(super) to_html: ToHtml,
}

impl EntryCheck<'_> {
    /// Reports a problem at `field`, placed by the entry's spans.
    pub(super) fn report(&mut self, field: &str, message: String, hint: Option<String>) {
        let mut problem =
            Problem::new(&self.loaded.file, field, message).at(self.loaded.spans.locate(field));
        problem.hint = hint.or_else(|| Some(FALLBACK_HINT.into()));
        self.problems.push(problem);
    }

    /// Reports problems found inside the value at `base` (a ruleset's `rules` or `board`): the
    /// one place where the engine's [`SpecError`] becomes the site's [`Problem`].
    pub(super) fn report_all(&mut self, base: &str, problems: &[SpecError]) {
        for problem in problems {
            let field = join_path(base, &problem.path);
            self.report(&field, problem.message.clone(), problem.hint.clone());
        }
    }

    /// Reports ids that repeat in one list.
    pub(super) fn unique<'i>(
        &mut self,
        list: &str,
        ids: impl Iterator<Item = &'i String>,
    ) -> HashSet<String> {
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
        let to_html = self.to_html;
        let rendered = html[w].get_or_insert_with(|| to_html(text));
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

impl EntryCheck<'_> {
    /// A witness's reading is anchored: it quotes the phrase that states it, or says in
    /// `unquoted` why none can be quoted. Never both, never neither.
    fn anchor(&mut self, index: usize, key: &str, reading: &Reading) {
        let field = format!("variances[{index}].readings.{key}");
        let problem = match (reading.quote(), reading.unquoted()) {
            (Some(_), None) => return,
            (None, Some(why)) if !why.trim().is_empty() => return,
            (None, Some(_)) => "`unquoted` is empty",
            (Some(_), Some(_)) => "the reading has both a `quote` and `unquoted`",
            (None, None) => "the reading of a witness is not anchored in its text",
        };
        self.report(
            &field,
            problem.to_string(),
            Some(format!(
                "write `{{ reading: \"...\", quote: \"the phrase of {key} that states it\" }}`, \
                 or, where {key} is silent on the point, `{{ reading: \"...\", unquoted: \"why no \
                 phrase can be quoted\" }}`"
            )),
        );
    }
}

/// What a citation of a work not in `sources` is told: with no work listed at all, that
/// `sources.yaml` is missing or empty, rather than only that this one work is unknown.
fn unknown_work(work: &str, sources: &BTreeMap<String, Source>) -> (String, String) {
    if sources.is_empty() {
        (
            format!("unknown work `{work}`: content/sources.yaml is missing or lists no work"),
            format!(
                "create content/sources.yaml beside `games/` listing the works cited, e.g. \
                 `- {{ id: {work}, title: ..., kind: book }}`"
            ),
        )
    } else {
        (
            format!("unknown work `{work}`"),
            "add it to content/sources.yaml or fix the id".into(),
        )
    }
}

/// The ids a reference may name, for a hint.
pub(super) fn known_list(known: &HashSet<String>) -> String {
    let mut names: Vec<&str> = known.iter().map(String::as_str).collect();
    names.sort_unstable();
    if names.is_empty() {
        "none are defined".into()
    } else {
        format!("known: {}", names.join(", "))
    }
}

impl EntryCheck<'_> {
    /// The id matches the file name and is well formed; pinyin comes with the Chinese name.
    pub(super) fn id_and_names(&mut self) {
        let loaded = self.loaded;
        let entry = &loaded.entry;
        let stem = loaded
            .file
            .file_stem()
            .and_then(|s| s.to_str())
            .unwrap_or_default();
        if entry.id != stem {
            self.report(
                "id",
                format!("id `{}` differs from the file name `{stem}`", entry.id),
                Some(format!(
                    "rename the file to `{}.yaml` or set `id: {stem}`",
                    entry.id
                )),
            );
        } else if !is_id(&entry.id) {
            self.problems
                .push(bad_id(&loaded.file, "id", &entry.id, &loaded.spans));
        }
        if entry.names.pinyin.is_some() && entry.names.zh.is_none() {
            self.report(
                "names.pinyin",
                "pinyin is given without the Chinese name it spells".into(),
                Some("add `zh:` with the characters".into()),
            );
        }
    }

    /// Every work the entry cites is in the sources file.
    pub(super) fn sources_cited(&mut self, sources: &BTreeMap<String, Source>) {
        for (index, cited) in self.loaded.entry.sources.iter().enumerate() {
            if !sources.contains_key(&cited.work) {
                let (message, hint) = unknown_work(&cited.work, sources);
                self.report(&format!("sources[{index}].work"), message, Some(hint));
            }
        }
    }

    /// The witnesses' ids are unique, their works known and their languages tags; gives the ids.
    pub(super) fn witnesses(&mut self, sources: &BTreeMap<String, Source>) -> HashSet<String> {
        let entry = &self.loaded.entry;
        let witnesses = self.unique("witnesses", entry.witnesses.iter().map(|w| &w.id));
        for (index, witness) in entry.witnesses.iter().enumerate() {
            if let Some(work) = &witness.source {
                if !sources.contains_key(work) {
                    let (message, hint) = unknown_work(work, sources);
                    self.report(&format!("witnesses[{index}].source"), message, Some(hint));
                }
            }
            if let Some(original) = &witness.original {
                let is_witness = entry.witnesses.iter().any(|w| &w.id == original);
                if original == &witness.id || !(is_witness || sources.contains_key(original)) {
                    self.report(
                        &format!("witnesses[{index}].original"),
                        format!("`{original}` is neither another witness of this entry nor a work"),
                        Some(
                            "name the witness it translates, or the work in content/sources.yaml \
                             where the original stands"
                                .into(),
                        ),
                    );
                }
            }
            if !is_language_tag(&witness.lang) {
                self.report(
                    &format!("witnesses[{index}].lang"),
                    format!("`{}` is not a language tag", witness.lang),
                    Some("use a BCP 47 tag such as `en`, `zh` or `zh-Hans`".into()),
                );
            }
        }
        witnesses
    }

    /// Each reading is keyed by a witness id, by `ruleset-<id>` for a ruleset's own reading,
    /// or by any other name for a proposed reading that no witness states; a name one slip
    /// away from a witness id is taken for a typo rather than shown as a proposal. Quotes
    /// must occur in their witness's text.
    pub(super) fn variances(&mut self, witnesses: &HashSet<String>, ruleset_ids: &HashSet<String>) {
        let entry = &self.loaded.entry;
        let mut witness_html: Vec<Option<String>> = vec![None; entry.witnesses.len()];
        for (index, variance) in entry.variances.iter().enumerate() {
            for (key, reading) in &variance.readings {
                if let Some(quote) = reading.quote() {
                    self.quote(index, key, quote, &mut witness_html);
                }
                if witnesses.contains(key) {
                    self.anchor(index, key, reading);
                    continue;
                }
                if reading.unquoted().is_some() {
                    self.report(
                        &format!("variances[{index}].readings.{key}.unquoted"),
                        format!("`{key}` is no witness, so there is no text to quote or not"),
                        Some("`unquoted` belongs only to readings keyed by a witness id".into()),
                    );
                }
                if let Some(ruleset) = key.strip_prefix("ruleset-") {
                    if !ruleset_ids.contains(ruleset) {
                        self.report(
                            &format!("variances[{index}].readings.{key}"),
                            format!("unknown ruleset `{ruleset}`"),
                            Some(known_list(ruleset_ids)),
                        );
                    }
                } else if let Some(meant) = near_miss(key, witnesses.iter().map(String::as_str)) {
                    self.report(
                        &format!("variances[{index}].readings.{key}"),
                        format!(
                            "`{key}` is no witness of this entry, but close to the witness `{meant}`"
                        ),
                        Some(format!(
                            "write `{meant}` if that text is meant; a proposed reading no witness \
                             states needs a name unlike any witness id ({})",
                            known_list(witnesses)
                        )),
                    );
                }
            }
        }
    }
}

/// A BCP 47 language tag in its common shape: a 2- or 3-letter lowercase language, then
/// subtags of 1 to 8 letters or digits.
fn is_language_tag(tag: &str) -> bool {
    let mut parts = tag.split('-');
    let first = parts.next().unwrap_or_default();
    (2..=3).contains(&first.len())
        && first.chars().all(|c| c.is_ascii_lowercase())
        && parts.all(|p| (1..=8).contains(&p.len()) && p.chars().all(|c| c.is_ascii_alphanumeric()))
}
