//! What a reader is shown in place of an entry's ids: a text (a witness) is named by its kind
//! and who wrote it or the work it comes from ("Summary (Daou 2007)", "Commentary by Mingyang
//! Tian"), a ruleset by its name. Ids stay in links and anchors, never in the words.

use std::collections::{BTreeMap, HashMap};

use serde::Serialize;

use super::collapsed_text;
use crate::content::{Entry, Ruleset, Source, Witness};
use crate::i18n::Words;

/// A link to a text or a ruleset of the page: its anchor's id and the words shown.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct LinkView {
    pub(super) id: String,
    pub(super) label: String,
}

/// The reader's names of one entry's witnesses and rulesets, in one edition's language.
pub(super) struct Labels<'a> {
    witnesses: HashMap<String, String>,
    rulesets: HashMap<String, String>,
    /// The edition's messages.
    pub(super) words: Words<'a>,
}

impl<'a> Labels<'a> {
    /// The names of `entry`'s texts (with the works of `sources`) and rulesets, in the
    /// language of `words`.
    pub(super) fn of(entry: &Entry, sources: &BTreeMap<String, Source>, words: Words<'a>) -> Self {
        let names: Vec<String> = entry
            .witnesses
            .iter()
            .map(|w| witness_label_in(w, sources, words))
            .collect();
        // Texts that would read alike are numbered in the entry's order: "Original text (1)".
        let mut nth: HashMap<&str, usize> = HashMap::new();
        let numbered: Vec<String> = names
            .iter()
            .map(|name| match names.iter().filter(|n| *n == name).count() {
                1 => name.clone(),
                _ => {
                    let n = nth.entry(name).or_insert(0);
                    *n += 1;
                    format!("{name} ({n})")
                }
            })
            .collect();
        Labels {
            witnesses: entry
                .witnesses
                .iter()
                .zip(numbered)
                .map(|(w, name)| (w.id.clone(), name))
                .collect(),
            rulesets: entry
                .rulesets
                .iter()
                .map(|r| (r.id.clone(), ruleset_label_in(r, words.lang)))
                .collect(),
            words,
        }
    }

    /// The name of the witness `id` (the id itself if the entry has no such witness).
    pub(super) fn witness(&self, id: &str) -> String {
        self.witnesses.get(id).cloned().unwrap_or_else(|| id.into())
    }

    /// The name of the ruleset `id` (the id itself if the entry has no such ruleset).
    pub(super) fn ruleset(&self, id: &str) -> String {
        self.rulesets.get(id).cloned().unwrap_or_else(|| id.into())
    }

    /// Links to the witnesses `ids`, named.
    pub(super) fn witness_links(&self, ids: &[String]) -> Vec<LinkView> {
        ids.iter()
            .map(|id| LinkView {
                id: id.clone(),
                label: self.witness(id),
            })
            .collect()
    }

    /// Links to the rulesets `ids`, named.
    pub(super) fn ruleset_links(&self, ids: &[String]) -> Vec<LinkView> {
        ids.iter()
            .map(|id| LinkView {
                id: id.clone(),
                label: self.ruleset(id),
            })
            .collect()
    }
}

/// A ruleset's name in `lang` as plain text (its English name where it has none in `lang`).
pub(super) fn ruleset_label_in(ruleset: &Ruleset, lang: &str) -> String {
    ruleset.name.as_ref().map_or_else(
        || ruleset.id.clone(),
        |name| collapsed_text(name.shown(lang).text),
    )
}

/// A witness's name in the language of `words`: its kind (`witness-kind-<kind>`, or the kind
/// in plain words for a kind the catalogue lacks), then its author ("Commentary by Mingyang
/// Tian", `witness-by`) or the work it comes from ("Summary (Daou 2007)", `witness-from`), or
/// the kind alone.
fn witness_label_in(
    witness: &Witness,
    sources: &BTreeMap<String, Source>,
    words: Words<'_>,
) -> String {
    let kind = words
        .try_get(&format!("witness-kind-{}", witness.kind))
        .unwrap_or_else(|| kind_words(&witness.kind));
    if let Some(author) = &witness.author {
        return words.with("witness-by", &[("kind", &kind), ("author", author)]);
    }
    match witness.source.as_ref().and_then(|id| sources.get(id)) {
        Some(work) => words.with(
            "witness-from",
            &[("kind", &kind), ("work", &short_citation(work))],
        ),
        None => kind,
    }
}

/// A witness kind in a reader's words: `machine-translation` is "Machine translation".
pub(crate) fn kind_words(kind: &str) -> String {
    match kind {
        "original" => "Original text".into(),
        other => {
            let spaced = other.replace('-', " ");
            let mut letters = spaced.chars();
            match letters.next() {
                Some(first) => first.to_uppercase().chain(letters).collect(),
                None => String::new(),
            }
        }
    }
}

/// How a work is cited in short: its `cite`, else its first author without a role in
/// brackets and its year ("Lin Jifu, 2016"), else its title.
pub(crate) fn short_citation(work: &Source) -> String {
    if let Some(cite) = &work.cite {
        return cite.clone();
    }
    let author = work.authors.first().map(|a| match a.find(" (") {
        Some(cut) => a[..cut].to_string(),
        None => a.clone(),
    });
    match (author, work.year) {
        (Some(author), Some(year)) => format!("{author}, {year}"),
        (Some(author), None) => author,
        _ => work.title.clone(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn work(title: &str, authors: &[&str], year: Option<i32>) -> Source {
        Source {
            id: "w".into(),
            title: title.into(),
            cite: None,
            authors: authors.iter().map(|a| a.to_string()).collect(),
            year,
            kind: "book".into(),
            url: None,
            note: None,
        }
    }

    #[test]
    fn a_work_is_cited_by_its_first_author_and_year_without_the_editors_role() {
        let book = work("A Collection", &["Lin Jifu (editor)"], Some(2016));
        assert_eq!(short_citation(&book), "Lin Jifu, 2016");
        let page = work("Chinese Traditional Games (web page)", &[], None);
        assert_eq!(
            short_citation(&page),
            "Chinese Traditional Games (web page)"
        );
        let cited = Source {
            cite: Some("Daou 2007".into()),
            ..work(
                "Historical chess variants",
                &["Nader Daoud Daou"],
                Some(2007),
            )
        };
        assert_eq!(short_citation(&cited), "Daou 2007");
    }

    #[test]
    fn kinds_read_as_words() {
        assert_eq!(kind_words("machine-translation"), "Machine translation");
        assert_eq!(kind_words("summary"), "Summary");
        assert_eq!(kind_words("original"), "Original text");
    }
}
