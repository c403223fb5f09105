//! The scholar's apparatus of a game page, derived from the entry: the glossary of its Chinese
//! terms with each witness's rendering, and which reading each ruleset plays at each point.

use serde::Serialize;

use super::labels::Labels;
use crate::content::Entry;
use crate::markdown::to_inline_html;

/// A term of the entry's glossary, ready for the page.
#[derive(Serialize)]
pub(super) struct TermView {
    /// The fragment id, `term-<toneless pinyin>`.
    pub(super) id: String,
    pub(super) zh: String,
    /// Its language tag (`zh`, `ja`, `ko`).
    pub(super) lang: String,
    /// Pinyin, or the reading in its own language.
    pub(super) reading: String,
    pub(super) meaning_html: String,
    /// Each witness's rendering, in the entry's order of witnesses.
    pub(super) renderings: Vec<RenderingView>,
}

/// How one witness renders a term.
#[derive(Serialize)]
pub(super) struct RenderingView {
    pub(super) witness: String,
    pub(super) label: String,
    pub(super) phrase: String,
}

/// The entry's glossary, each term with a unique fragment id.
pub(super) fn term_views(entry: &Entry, labels: &Labels) -> Vec<TermView> {
    let ids = term_ids(entry);
    entry
        .terms
        .iter()
        .zip(ids)
        .map(|(term, id)| TermView {
            id,
            zh: term.zh.clone(),
            lang: term.language().to_string(),
            reading: term.spoken().to_string(),
            meaning_html: to_inline_html(&term.meaning),
            renderings: entry
                .witnesses
                .iter()
                .filter_map(|w| {
                    Some(RenderingView {
                        phrase: term.renderings.get(&w.id)?.clone(),
                        label: labels.witness(&w.id),
                        witness: w.id.clone(),
                    })
                })
                .collect(),
        })
        .collect()
}

/// The language the entry's terms share (`zh`, `ja`, `ko`), if they share one.
pub(super) fn terms_language(entry: &Entry) -> Option<&str> {
    let mut languages = entry.terms.iter().map(|t| t.language());
    let first = languages.next();
    first.filter(|_| languages.all(|l| Some(l) == first))
}

/// The heading of an entry's glossary, named for the terms' language when they share one
/// (the message `terms-heading-<lang>`, else `terms-heading`).
pub(super) fn terms_heading(entry: &Entry, words: crate::i18n::Words<'_>) -> String {
    terms_language(entry)
        .and_then(|lang| words.try_get(&format!("terms-heading-{lang}")))
        .unwrap_or_else(|| words.get("terms-heading"))
}

/// The fragment ids of the entry's terms, in order: `term-` and the toneless pinyin
/// (`term-tong-zi`), unique within the page.
pub(crate) fn term_ids(entry: &Entry) -> Vec<String> {
    let toneless: Vec<String> = entry
        .terms
        .iter()
        .map(|t| crate::pinyin::toneless(t.spoken()))
        .collect();
    crate::anchors::variance_ids(toneless.iter().map(String::as_str))
        .into_iter()
        .map(|slug| format!("term-{slug}"))
        .collect()
}

/// One ruleset's column of the adoption matrix.
#[derive(Serialize)]
pub(super) struct AdoptionColumn {
    pub(super) id: String,
    pub(super) label: String,
}

/// One rule point's row of the adoption matrix.
#[derive(Serialize)]
pub(super) struct AdoptionRow {
    pub(super) point_id: String,
    pub(super) point: String,
    /// Per ruleset, in the columns' order.
    pub(super) cells: Vec<Adoption>,
}

/// Which reading a ruleset plays at a point: its own (a `ruleset-<id>` reading), a
/// followed witness's, or none stated.
#[derive(Serialize)]
pub(super) struct Adoption {
    /// `own`, `witness` or `none`.
    pub(super) kind: &'static str,
    /// The witness whose reading it plays, or the ruleset's own reading's name.
    pub(super) label: String,
    /// The table cell of that reading (`point-<point>--<key>`).
    pub(super) cell: Option<String>,
}

/// The matrix of which reading each ruleset adopts on each rule point: a ruleset's own
/// reading where the entry gives one, else the reading of the first text it follows that
/// reads the point. Empty without rulesets or variances.
pub(super) fn adoption_matrix(
    entry: &Entry,
    point_ids: &[String],
    labels: &Labels,
) -> (Vec<AdoptionColumn>, Vec<AdoptionRow>) {
    if entry.rulesets.is_empty() || entry.variances.is_empty() {
        return (Vec::new(), Vec::new());
    }
    let columns = entry
        .rulesets
        .iter()
        .map(|r| AdoptionColumn {
            id: r.id.clone(),
            label: labels.ruleset(&r.id),
        })
        .collect();
    let rows = entry
        .variances
        .iter()
        .zip(point_ids)
        .map(|(variance, point_id)| AdoptionRow {
            point_id: point_id.clone(),
            point: variance.point.shown(labels.words.lang).text.to_string(),
            cells: entry
                .rulesets
                .iter()
                .map(|ruleset| {
                    let own = format!("ruleset-{}", ruleset.id);
                    if variance.readings.contains_key(&own) {
                        return Adoption {
                            kind: "own",
                            label: labels.words.get("adoption-own"),
                            cell: Some(format!("point-{point_id}--{own}")),
                        };
                    }
                    match ruleset
                        .follows
                        .iter()
                        .find(|w| variance.readings.contains_key(*w))
                    {
                        Some(witness) => Adoption {
                            kind: "witness",
                            label: labels.witness(witness),
                            cell: Some(format!("point-{point_id}--{witness}")),
                        },
                        None => Adoption {
                            kind: "none",
                            label: labels.words.get("adoption-none"),
                            cell: None,
                        },
                    }
                })
                .collect(),
        })
        .collect();
    (columns, rows)
}
