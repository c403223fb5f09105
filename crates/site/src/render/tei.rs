//! The entry as a TEI P5 document (`games/<id>/tei.xml`): the witnesses as `listWit` with
//! their texts, the rule points as `app` with one `rdg` per reading, the glossary as a list
//! of terms. Rendered by the `entry.tei.xml` template from this data.

use serde::Serialize;
use tera::Context;

use super::labels::{kind_words, Labels};
use crate::content::{Checked, CheckedGame};
use crate::markdown::to_plain_text;
use crate::problem::Problem;
use crate::templates::Templates;

/// The document's name in the game's folder.
pub(super) const FILE_NAME: &str = "tei.xml";

#[derive(Serialize)]
struct TeiWitness {
    /// `wit-<id>`, `ruleset-<id>` or `proposal-<key>`: an XML name.
    xml_id: String,
    kind: String,
    label: String,
    lang: String,
    author: Option<String>,
    translator: Option<String>,
    work: Option<String>,
    part: Option<String>,
    paragraphs: Vec<String>,
}

#[derive(Serialize)]
struct TeiApp {
    xml_id: String,
    point: String,
    readings: Vec<TeiReading>,
}

#[derive(Serialize)]
struct TeiReading {
    wit: String,
    text: String,
    quote: Option<String>,
    /// Why the witness gives no phrase for it.
    unquoted: Option<String>,
}

#[derive(Serialize)]
struct TeiTerm {
    xml_id: String,
    zh: String,
    lang: String,
    reading: String,
    meaning: String,
    renderings: Vec<(String, String)>,
}

#[derive(Serialize)]
struct TeiWork {
    title: String,
    authors: Vec<String>,
    year: Option<i32>,
    part: Option<String>,
    url: Option<String>,
}

/// The XML name a reading's key stands under: its witness, its ruleset or its proposal.
fn wit_id(entry: &crate::content::Entry, key: &str) -> String {
    if entry.witnesses.iter().any(|w| w.id == key) {
        format!("wit-{key}")
    } else if key.starts_with("ruleset-") {
        key.to_string()
    } else {
        format!("proposal-{key}")
    }
}

/// Renders the game's TEI document with `templates` (`entry.tei.xml`).
pub(super) fn tei_document(
    checked: &Checked,
    game: &CheckedGame,
    labels: &Labels,
    templates: &Templates,
    base: &Context,
    last_changed: Option<&str>,
) -> Result<String, Problem> {
    let entry = &game.loaded.entry;
    let plain = |markdown: &str| to_plain_text(markdown).trim().to_string();
    let mut witnesses: Vec<TeiWitness> = entry
        .witnesses
        .iter()
        .zip(&game.loaded.witness_texts)
        .map(|(w, text)| TeiWitness {
            xml_id: format!("wit-{}", w.id),
            kind: w.kind.clone(),
            label: labels.witness(&w.id),
            lang: w.lang.clone(),
            author: w.author.clone(),
            translator: w.translator.clone(),
            work: w
                .source
                .as_ref()
                .and_then(|s| checked.sources.get(s))
                .map(|s| s.title.clone()),
            part: w.part.clone(),
            paragraphs: to_plain_text(text)
                .split("\n\n")
                .map(str::trim)
                .filter(|p| !p.is_empty())
                .map(str::to_string)
                .collect(),
        })
        .collect();
    let other = |xml_id: String, kind: &str, label: String| TeiWitness {
        xml_id,
        kind: kind.into(),
        label,
        lang: String::new(),
        author: None,
        translator: None,
        work: None,
        part: None,
        paragraphs: Vec::new(),
    };
    witnesses.extend(entry.rulesets.iter().map(|r| {
        other(
            format!("ruleset-{}", r.id),
            "ruleset",
            labels.ruleset(&r.id),
        )
    }));
    let mut proposals: Vec<&String> = entry
        .variances
        .iter()
        .flat_map(|v| v.readings.keys())
        .filter(|key| wit_id(entry, key).starts_with("proposal-"))
        .collect();
    proposals.sort();
    proposals.dedup();
    witnesses.extend(proposals.into_iter().map(|key| {
        let label = format!("{}: a proposed reading no text states", kind_words(key));
        other(format!("proposal-{key}"), "proposal", label)
    }));
    let point_ids = crate::anchors::variance_ids(entry.variances.iter().map(|v| &*v.point));
    let apps: Vec<TeiApp> = entry
        .variances
        .iter()
        .zip(point_ids)
        .map(|(v, id)| TeiApp {
            xml_id: format!("point-{id}"),
            point: v.point.en().to_string(),
            readings: v
                .readings
                .iter()
                .map(|(key, r)| TeiReading {
                    wit: wit_id(entry, key),
                    text: plain(r.text()),
                    quote: r.quote().map(str::to_string),
                    unquoted: r.unquoted().map(plain),
                })
                .collect(),
        })
        .collect();
    let terms: Vec<TeiTerm> = entry
        .terms
        .iter()
        .zip(super::apparatus::term_ids(entry))
        .map(|(t, id)| TeiTerm {
            xml_id: id,
            zh: t.zh.clone(),
            lang: t.language().to_string(),
            reading: t.spoken().to_string(),
            meaning: plain(&t.meaning),
            renderings: t
                .renderings
                .iter()
                .map(|(w, phrase)| (format!("wit-{w}"), phrase.clone()))
                .collect(),
        })
        .collect();
    let works: Vec<TeiWork> = entry
        .sources
        .iter()
        .filter_map(|cited| {
            let work = checked.sources.get(&cited.work)?;
            Some(TeiWork {
                title: work.title.clone(),
                authors: work.authors.clone(),
                year: work.year,
                part: cited.part.clone(),
                url: work.url.clone(),
            })
        })
        .collect();
    let mut context = base.clone();
    context.insert("game", &entry.names);
    context.insert("game_id", &entry.id);
    context.insert(
        "page_url",
        &checked.config.absolute(&format!("games/{}/", entry.id)),
    );
    context.insert("changed", &last_changed);
    context.insert("witnesses", &witnesses);
    context.insert("apps", &apps);
    context.insert("terms", &terms);
    context.insert(
        "terms_heading",
        &super::apparatus::terms_heading(entry, templates.words()),
    );
    context.insert("works", &works);
    templates.render("entry.tei.xml", &context)
}
