//! The texts of a game's page: each witness with the phrases the variances quote marked in it,
//! the comparisons of witnesses written in one language, and the table of variances.

use std::collections::BTreeSet;

use super::apparatus::{adoption_matrix, term_views, AdoptionColumn, AdoptionRow, TermView};
use super::game_view::{
    ComparisonView, OriginalView, ReadingView, VarianceColumn, VarianceView, WitnessView,
};
use super::labels::Labels;
use super::timing::{span, Phase};
use crate::anchors::{mark, Anchor};
use crate::compare::{diff_html, related, Granularity};
use crate::content::{Checked, CheckedGame, Entry};
use crate::markdown::{to_html, to_inline_html, to_plain_text};

/// A game page's texts, ready for the template.
pub(super) struct Texts {
    pub(super) witnesses: Vec<WitnessView>,
    pub(super) comparisons: Vec<ComparisonView>,
    pub(super) variances: Vec<VarianceView>,
    pub(super) columns: Vec<VarianceColumn>,
    /// Which reading each ruleset plays at each point: the rulesets, then a row per point.
    pub(super) adoption: (Vec<AdoptionColumn>, Vec<AdoptionRow>),
    pub(super) terms: Vec<TermView>,
}

/// The witnesses, their comparisons and the variances of one game.
pub(super) fn game_texts(checked: &Checked, game: &CheckedGame, labels: &Labels<'_>) -> Texts {
    let entry = &game.loaded.entry;
    let variance_ids = crate::anchors::variance_ids(entry.variances.iter().map(|v| &*v.point));
    let witnesses = witness_views(checked, game, &variance_ids, labels);
    let comparisons = comparison_views(game, labels);
    let columns = variance_columns(entry, &witnesses, labels);
    let variances = variance_views(entry, &variance_ids, &columns, labels.words.lang);
    Texts {
        witnesses,
        comparisons,
        variances,
        columns,
        adoption: adoption_matrix(entry, &variance_ids, labels),
        terms: term_views(entry, labels),
    }
}

/// Each witness as HTML, with the phrases the variances quote from it marked, its source and
/// the rulesets that follow it.
fn witness_views(
    checked: &Checked,
    game: &CheckedGame,
    variance_ids: &[String],
    labels: &Labels,
) -> Vec<WitnessView> {
    let entry = &game.loaded.entry;
    let followed_by = |witness: &str| {
        let ids: Vec<String> = entry
            .rulesets
            .iter()
            .filter(|r| r.follows.iter().any(|f| f == witness))
            .map(|r| r.id.clone())
            .collect();
        labels.ruleset_links(&ids)
    };
    // The phrases each witness is quoted for, marked in its text.
    let anchors_of = |witness: &str| -> Vec<Anchor<'_>> {
        entry
            .variances
            .iter()
            .zip(variance_ids)
            .filter_map(|(v, id)| {
                Some(Anchor {
                    variance: id,
                    quote: v.readings.get(witness)?.quote()?,
                })
            })
            .collect()
    };
    entry
        .witnesses
        .iter()
        .zip(&game.loaded.witness_texts)
        .map(|(w, text)| WitnessView {
            id: w.id.clone(),
            label: labels.witness(&w.id),
            kind: w.kind.clone(),
            lang: w.lang.clone(),
            author: w.author.clone(),
            source_title: w
                .source
                .as_ref()
                .and_then(|s| checked.sources.get(s))
                .map(|s| s.title.clone()),
            source_url: w.source.as_ref().map(|s| format!("sources/{s}/")),
            html: span(Phase::Markdown, || {
                mark(&to_html(text), &w.id, &anchors_of(&w.id))
            }),
            followed_by: followed_by(&w.id),
            part: w.part.clone(),
            translator: w.translator.clone(),
            original: w.original.as_ref().map(|id| {
                let held = entry.witnesses.iter().any(|other| &other.id == id);
                OriginalView {
                    id: id.clone(),
                    label: match held {
                        true => labels.witness(id),
                        false => checked
                            .sources
                            .get(id)
                            .map_or_else(|| id.clone(), |work| work.title.clone()),
                    },
                    held,
                    part: entry
                        .sources
                        .iter()
                        .find(|s| &s.work == id)
                        .and_then(|s| s.part.clone()),
                }
            }),
        })
        .collect()
}

/// Every pair of witnesses in one language (by its primary subtag) whose texts are related
/// enough to compare, word by word or character by character, each text made plain once.
fn comparison_views(game: &CheckedGame, labels: &Labels) -> Vec<ComparisonView> {
    let witnesses = &game.loaded.entry.witnesses;
    let mut comparisons = Vec::new();
    let mut plain_texts: Vec<Option<String>> = vec![None; witnesses.len()];
    for (i, a) in witnesses.iter().enumerate() {
        for (j, b) in witnesses.iter().enumerate().skip(i + 1) {
            let same = a.lang.split('-').next() == b.lang.split('-').next();
            if !same {
                continue;
            }
            let granularity = Granularity::for_language(&a.lang);
            for k in [i, j] {
                if plain_texts[k].is_none() {
                    plain_texts[k] = Some(span(Phase::Markdown, || {
                        to_plain_text(&game.loaded.witness_texts[k])
                    }));
                }
            }
            let left = plain_texts[i].as_deref().unwrap_or_default();
            let right = plain_texts[j].as_deref().unwrap_or_default();
            let compared = span(Phase::Compare, || {
                related(left, right, granularity).then(|| diff_html(left, right, granularity))
            });
            if let Some(html) = compared {
                comparisons.push(ComparisonView {
                    left: labels.witness(&a.id),
                    right: labels.witness(&b.id),
                    lang: a.lang.clone(),
                    html,
                });
            }
        }
    }
    comparisons
}

/// Each variance as a row of the table: its point and each column's reading.
fn variance_views(
    entry: &Entry,
    variance_ids: &[String],
    columns: &[VarianceColumn],
    lang: &str,
) -> Vec<VarianceView> {
    entry
        .variances
        .iter()
        .zip(variance_ids)
        .map(|(v, id)| VarianceView {
            id: id.clone(),
            anchored: v.readings.iter().any(|(key, r)| {
                r.quote().is_some() && entry.witnesses.iter().any(|w| &w.id == key)
            }),
            point: v.point.shown(lang).text.to_string(),
            readings: columns
                .iter()
                .map(|c| ReadingView {
                    witness: c.key.clone(),
                    lang: c.lang.clone(),
                    html: v.readings.get(&c.key).map(|r| to_inline_html(r.text())),
                    quoted: v.readings.get(&c.key).is_some_and(|r| r.quote().is_some()),
                    unquoted: v
                        .readings
                        .get(&c.key)
                        .and_then(|r| r.unquoted())
                        .map(to_inline_html),
                })
                .collect(),
        })
        .collect()
}

/// The columns of the variance table: the witnesses some variance reads, in the entry's
/// order, then the rulesets' own readings, then readings no witness or ruleset gives.
fn variance_columns(
    entry: &Entry,
    witnesses: &[WitnessView],
    labels: &Labels,
) -> Vec<VarianceColumn> {
    let used = |key: &str| entry.variances.iter().any(|v| v.readings.contains_key(key));
    let mut columns: Vec<VarianceColumn> = witnesses
        .iter()
        .filter(|w| used(&w.id))
        .map(|w| VarianceColumn {
            key: w.id.clone(),
            label: w.label.clone(),
            lang: w.lang.clone(),
            note: {
                let names: Vec<&str> = w.followed_by.iter().map(|r| &*r.label).collect();
                match names.len() {
                    0 => String::new(),
                    _ => labels.words.with(
                        "column-followed-by",
                        &[("rulesets", &names.join(&labels.words.get("list-comma")))],
                    ),
                }
            },
            link: Some(format!("#witness-{}", w.id)),
        })
        .collect();
    let mut others: BTreeSet<&String> = BTreeSet::new();
    for variance in &entry.variances {
        others.extend(
            variance
                .readings
                .keys()
                .filter(|k| !witnesses.iter().any(|w| &w.id == *k)),
        );
    }
    for ruleset in &entry.rulesets {
        let key = format!("ruleset-{}", ruleset.id);
        if others.remove(&key) {
            columns.push(VarianceColumn {
                label: labels.ruleset(&ruleset.id),
                key,
                lang: String::new(),
                note: labels.words.get("column-ruleset-reading"),
                link: Some(format!("#ruleset-{}", ruleset.id)),
            });
        }
    }
    columns.extend(others.into_iter().map(|key| VarianceColumn {
        key: key.clone(),
        label: super::labels::kind_words(key),
        lang: String::new(),
        note: labels.words.get("column-proposed-reading"),
        link: None,
    }));
    columns
}
