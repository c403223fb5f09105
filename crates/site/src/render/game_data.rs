//! A game's open data, `data/games/<id>.json`: what its page shows, as the entry writes it
//! (Markdown where the entry has Markdown) and as the build works it out (ruleset names and
//! whether they play, claims' verdicts, figures' files), in the shape of
//! `docs/data-schema/game.schema.json`. Made with the page, from the page's own views.

use std::collections::BTreeMap;

use boardlore_engine::claims::{Check, Games, Outcome, Sample};
use serde::Serialize;

use super::game_view::{FigureView, RulesetView, VarianceView};
use super::open_data::{schema_url, FORMAT_VERSION, GAME_SCHEMA};
use super::OutputFile;
use crate::claims::ClaimRun;
use crate::content::{CheckedGame, MarkSpec, Names, Source, SourceRef};
use crate::problem::Problem;

/// What a game's data is made from: the entry and the views its page was rendered from.
pub(super) struct GameDataParts<'a> {
    /// The works cited of the site.
    pub(super) works: &'a BTreeMap<String, Source>,
    /// The site's base URL, for the schema's address.
    pub(super) base_url: &'a str,
    pub(super) game: &'a CheckedGame,
    /// The commentary as the page shows it (the entry's field, then its `<id>.md`).
    pub(super) commentary: Option<&'a str>,
    pub(super) variances: &'a [VarianceView],
    pub(super) rulesets: &'a [RulesetView],
    pub(super) figures: &'a [FigureView],
    pub(super) claims: &'a [ClaimRun],
    /// `YYYY-MM-DD` of the entry's last change.
    pub(super) last_changed: Option<&'a str>,
    /// The catalogue, whose English the open data is written in.
    pub(super) words: crate::i18n::Words<'a>,
}

#[derive(Serialize)]
struct GameData<'a> {
    #[serde(rename = "$schema")]
    schema: String,
    format_version: u32,
    id: &'a str,
    url: String,
    names: &'a Names,
    /// The catalogue group, published under its first name.
    #[serde(rename = "family")]
    group: &'static str,
    mechanics: &'a [String],
    summary: &'a str,
    commentary: Option<&'a str>,
    last_changed: Option<&'a str>,
    sources: &'a [SourceRef],
    works: BTreeMap<&'a str, WorkData<'a>>,
    witnesses: Vec<WitnessData<'a>>,
    variances: Vec<VarianceData<'a>>,
    rulesets: Vec<RulesetData<'a>>,
    terms: &'a [crate::content::Term],
    claims: Vec<ClaimData<'a>>,
    figures: Vec<FigureData<'a>>,
}

#[derive(Serialize)]
struct WorkData<'a> {
    #[serde(flatten)]
    work: &'a Source,
    page_url: String,
}

#[derive(Serialize)]
struct WitnessData<'a> {
    id: &'a str,
    kind: &'a str,
    lang: &'a str,
    author: Option<&'a str>,
    source: Option<&'a str>,
    part: Option<&'a str>,
    translator: Option<&'a str>,
    original: Option<&'a str>,
    text: &'a str,
}

#[derive(Serialize)]
struct VarianceData<'a> {
    id: &'a str,
    point: &'a str,
    readings: BTreeMap<&'a str, ReadingData<'a>>,
}

#[derive(Serialize)]
struct ReadingData<'a> {
    reading: &'a str,
    quote: Option<&'a str>,
    unquoted: Option<&'a str>,
}

#[derive(Serialize)]
struct RulesetData<'a> {
    id: &'a str,
    name: &'a str,
    status: &'static str,
    follows: &'a [String],
    assumptions: Vec<&'a str>,
    unmodelled: Vec<&'a str>,
    playable: bool,
    validated: Vec<&'static str>,
    start_position: Option<&'a str>,
    rules: Option<&'a serde_yaml::Value>,
}

#[derive(Serialize)]
struct ClaimData<'a> {
    id: &'a str,
    witness: &'a str,
    statement: &'a str,
    ruleset: &'a str,
    check: &'a Check,
    verdict: &'static str,
    evidence: Evidence<'a>,
}

#[derive(Serialize)]
struct Evidence<'a> {
    summary: String,
    value: Option<Outcome>,
    table: &'a [Vec<String>],
    games: Option<GamesData<'a>>,
    samples: &'a [Sample],
    searched: usize,
}

/// A claim's self-play games, the strength in English.
struct GamesData<'a> {
    games: &'a Games,
    strength: String,
}

impl Serialize for GamesData<'_> {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let g = self.games;
        let mut out = serializer.serialize_struct("Games", 6)?;
        out.serialize_field("games", &g.games)?;
        out.serialize_field("draws", &g.draws)?;
        out.serialize_field("first_wins", &g.first_wins)?;
        out.serialize_field("second_wins", &g.second_wins)?;
        out.serialize_field("unfinished", &g.unfinished)?;
        out.serialize_field("strength", &self.strength)?;
        out.end()
    }
}

#[derive(Serialize)]
struct FigureData<'a> {
    id: &'a str,
    caption: &'a str,
    ruleset: Option<&'a str>,
    position: Option<&'a str>,
    flipped: bool,
    marks: &'a [MarkSpec],
    url: String,
    svg: Option<String>,
    png: Option<String>,
}

/// The game's data file, `data/games/<id>.json`: pretty-printed, UTF-8 unescaped, its maps'
/// keys sorted.
pub(super) fn game_json(parts: &GameDataParts<'_>) -> Result<OutputFile, Problem> {
    let english = parts.words.fallback();
    let game = parts.game;
    let entry = &game.loaded.entry;
    let dir = format!("games/{}/", entry.id);
    let mut works = BTreeMap::new();
    let cited = entry.sources.iter().map(|s| &s.work);
    for id in cited.chain(entry.witnesses.iter().filter_map(|w| w.source.as_ref())) {
        if let Some(work) = parts.works.get(id) {
            let page_url = format!("sources/{id}/");
            works.insert(id.as_str(), WorkData { work, page_url });
        }
    }
    let witnesses = entry
        .witnesses
        .iter()
        .zip(&game.loaded.witness_texts)
        .map(|(w, text)| WitnessData {
            id: &w.id,
            kind: &w.kind,
            lang: &w.lang,
            author: w.author.as_deref(),
            source: w.source.as_deref(),
            part: w.part.as_deref(),
            translator: w.translator.as_deref(),
            original: w.original.as_deref(),
            text,
        })
        .collect();
    let variances = entry
        .variances
        .iter()
        .zip(parts.variances)
        .map(|(v, view)| VarianceData {
            id: &view.id,
            point: &v.point,
            readings: v
                .readings
                .iter()
                .map(|(key, r)| {
                    let reading = ReadingData {
                        reading: r.text(),
                        quote: r.quote(),
                        unquoted: r.unquoted(),
                    };
                    (key.as_str(), reading)
                })
                .collect(),
        })
        .collect();
    let rulesets = entry
        .rulesets
        .iter()
        .zip(&game.rulesets)
        .zip(parts.rulesets)
        .map(|((ruleset, compiled), view)| RulesetData {
            id: &view.id,
            name: &view.name,
            status: view.status,
            follows: &ruleset.follows,
            assumptions: ruleset.assumptions.iter().map(|a| a.as_str()).collect(),
            unmodelled: ruleset.unmodelled.iter().map(|a| a.as_str()).collect(),
            playable: view.playable,
            validated: view.validated.iter().map(|v| v.name).collect(),
            start_position: compiled.start_position.as_deref(),
            rules: ruleset.rules.as_ref().map(|raw| raw.value()),
        })
        .collect();
    let claims = parts
        .claims
        .iter()
        .filter_map(|run| {
            let claim = entry.claims.get(run.index)?;
            let report = &run.report;
            Some(ClaimData {
                id: &claim.id,
                witness: &claim.witness,
                statement: &claim.statement,
                ruleset: claim.check.ruleset(),
                check: &claim.check,
                verdict: report.verdict.word(),
                evidence: Evidence {
                    summary: english.phrase(&report.summary),
                    value: report.value,
                    table: &report.table,
                    games: report.games.as_ref().map(|games| GamesData {
                        games,
                        strength: english.phrase(&games.strength),
                    }),
                    samples: &report.samples,
                    searched: report.searched,
                },
            })
        })
        .collect();
    let figures = entry
        .figures
        .iter()
        .zip(parts.figures)
        .map(|(figure, view)| FigureData {
            id: &figure.id,
            caption: &figure.caption,
            ruleset: view.ruleset.as_deref(),
            position: figure.position.as_deref(),
            flipped: figure.flipped,
            marks: &figure.marks,
            url: format!("{dir}#figure-{}", figure.id),
            svg: view.svg_file.as_ref().map(|file| format!("{dir}{file}")),
            png: view.diagram.png.as_ref().map(|file| format!("{dir}{file}")),
        })
        .collect();
    let data = GameData {
        schema: schema_url(parts.base_url, GAME_SCHEMA),
        format_version: FORMAT_VERSION,
        id: &entry.id,
        url: dir.clone(),
        names: &entry.names,
        group: entry.group.slug(),
        mechanics: &entry.mechanics,
        summary: &entry.summary,
        commentary: parts.commentary,
        last_changed: parts.last_changed,
        sources: &entry.sources,
        works,
        witnesses,
        variances,
        rulesets,
        terms: &entry.terms,
        claims,
        figures,
    };
    let mut bytes = serde_json::to_vec_pretty(&data).map_err(|error| {
        Problem::new(
            &game.loaded.file,
            "",
            format!("cannot write the game's data as JSON: {error}"),
        )
    })?;
    bytes.push(b'\n');
    Ok(OutputFile {
        path: format!("data/games/{}.json", entry.id),
        bytes,
    })
}
