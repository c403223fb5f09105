//! The content model: game entries, cited works and their relations, as written in YAML.
//!
//! Types here mirror the files one to one; [`load`] reads them and [`validate`] checks what
//! serde cannot (references between fields, rulesets, figure positions).

mod board_links_check;
mod claims_check;
mod entry_check;
mod figure_check;
mod find;
mod load;
mod near_miss;
pub use crate::read;
mod rules_cache;
mod ruleset_check;
mod terms_check;
mod validate;

pub use crate::localized::{is_language_tag, Localized, Shown, FALLBACK_LANGUAGE};
pub use claims_check::MAX_CLAIM_RUNS;
pub use figure_check::mark_from_spec;
pub use find::{find_ruleset, game_ids, playable_rulesets, read_game, FoundRuleset};
pub use load::{
    is_content_file, load, load_entry, load_head, load_with, ContentHead, Loaded, LoadedEntry,
};
pub use rules_cache::{BoardOutcome, CompiledRules, RulesCache, RulesOutcome};
pub use validate::{
    check_entry, check_head, check_sources, is_id, validate, validate_id_text, validate_with,
    Checked, CheckedFigure, CheckedGame, CheckedRuleset, EntryOutcome,
};

/// Markdown to the HTML a page shows. The checks look for a reading's quote and a term's
/// rendering in a witness's text as rendered by it, so that what passes the check is what
/// the page marks: the site passes its own renderer (`boardlore_site`'s, which sanitizes the
/// HTML pulldown-cmark writes).
pub type ToHtml = fn(&str) -> String;

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

use crate::yaml::RawYaml;

/// One game: `content/games/<id>.yaml`.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Entry {
    /// The game's id; equals the file name.
    pub id: String,
    /// Its names.
    pub names: Names,
    /// The catalogue group the home page lists the game under (`group:`; older entries
    /// write it `family:`, which is still read).
    #[serde(alias = "family")]
    pub group: Group,
    /// Short mechanic tags used to group and filter the home page.
    #[serde(default)]
    pub mechanics: Vec<String>,
    /// One paragraph in the project's own words (Markdown), by language.
    pub summary: Localized,
    /// The works the entry draws on.
    #[serde(default)]
    pub sources: Vec<SourceRef>,
    /// The texts compared.
    #[serde(default)]
    pub witnesses: Vec<Witness>,
    /// Rule points where the witnesses disagree.
    #[serde(default)]
    pub variances: Vec<Variance>,
    /// The Chinese terms of the game's texts, with how each witness renders them.
    #[serde(default)]
    pub terms: Vec<Term>,
    /// Playable readings of the rules.
    #[serde(default)]
    pub rulesets: Vec<Ruleset>,
    /// Positions redrawn as diagrams.
    #[serde(default)]
    pub figures: Vec<Figure>,
    /// The archive's own longer commentary (Markdown); a sibling `<id>.md` file is shown
    /// after it.
    #[serde(default)]
    pub commentary: Option<String>,
    /// Claims the sources make that the engine can test (solve, self-play, a formula).
    #[serde(default)]
    pub claims: Vec<Claim>,
}

/// A claim a witness makes about the game, with how the engine tests it.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Claim {
    /// Id, unique in the entry.
    pub id: String,
    /// The witness that makes the claim.
    pub witness: String,
    /// The claim in the archive's words, citing what the source says (Markdown).
    pub statement: String,
    /// How the engine tests it.
    pub check: boardlore_engine::claims::Check,
}

/// A game's names.
#[derive(Clone, Debug, Default, Deserialize, Serialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct Names {
    /// English name.
    pub en: String,
    /// Chinese characters.
    #[serde(default)]
    pub zh: Option<String>,
    /// Hanyu pinyin with tone marks, one syllable group per character group.
    #[serde(default)]
    pub pinyin: Option<String>,
    /// The name in another native script (Korean, Japanese, Burmese...).
    #[serde(default)]
    pub native: Option<String>,
    /// Other names the game is known by.
    #[serde(default)]
    pub aliases: Vec<String>,
}

/// Catalogue groups.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Group {
    /// Chinese folk games.
    Folk,
    /// Historical chess games.
    Chess,
    /// Race games.
    Race,
}

impl Group {
    /// The id used in URLs and filters; the heading shown for the group is the message
    /// `group-<slug>` of the site's catalogue (`i18n/<lang>/site.ftl`).
    pub fn slug(self) -> &'static str {
        match self {
            Group::Folk => "folk",
            Group::Chess => "chess",
            Group::Race => "race",
        }
    }
}

/// A citation of a work listed in `sources.yaml`.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct SourceRef {
    /// The work's id in `sources.yaml`.
    pub work: String,
    /// Chapter, page or appendix.
    #[serde(default)]
    pub part: Option<String>,
    /// People credited for this part.
    #[serde(default)]
    pub contributors: Vec<String>,
}

/// A text being compared: a translation, a commentary, the project's summary.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Witness {
    /// Id used by `follows` and `readings`.
    pub id: String,
    /// What sort of text it is (`summary`, `translation`, `machine-translation`, `commentary`).
    pub kind: String,
    /// BCP 47 language tag (`en`, `zh`, `zh-Hans`).
    pub lang: String,
    /// Who wrote it, when known.
    #[serde(default)]
    pub author: Option<String>,
    /// The work it comes from (an id in `sources.yaml`).
    #[serde(default)]
    pub source: Option<String>,
    /// Where in that work: a page, a figure, a section (`pp. 44-47`).
    #[serde(default)]
    pub part: Option<String>,
    /// Who translated it, for a translation: a person, or how a machine translation was made
    /// (`a language model, 2025-2026`).
    #[serde(default)]
    pub translator: Option<String>,
    /// The original it renders: the id of another witness of the entry, or of the work in
    /// `sources.yaml` where the original stands when the archive does not hold it.
    #[serde(default)]
    pub original: Option<String>,
    /// The text itself (Markdown).
    #[serde(default)]
    pub text: Option<String>,
    /// Or a Markdown file next to the entry holding the text.
    #[serde(default)]
    pub file: Option<String>,
}

/// A term the texts use in the game's own language (`通子`; a shogi or janggi term in kanji
/// or hanja), glossed in the archive's words, with the English each witness renders it by.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Term {
    /// The term in characters, as the texts write it.
    pub zh: String,
    /// Its language, when not Chinese: `ja` for a shogi term, `ko` for a janggi term.
    #[serde(default)]
    pub lang: Option<String>,
    /// Hanyu pinyin with tone marks, for a Chinese term.
    #[serde(default)]
    pub pinyin: Option<String>,
    /// How the term is read in its language, for a term not in Chinese (Hepburn romaji for
    /// Japanese, Revised Romanization for Korean).
    #[serde(default)]
    pub reading: Option<String>,
    /// What it means in the game, in the archive's words (Markdown).
    pub meaning: String,
    /// Witness id to the phrase that witness renders the term by, as its text writes it.
    #[serde(default)]
    pub renderings: BTreeMap<String, String>,
}

impl Term {
    /// The term's language tag (`zh` unless it says otherwise).
    pub fn language(&self) -> &str {
        self.lang.as_deref().unwrap_or("zh")
    }

    /// How it is read: its pinyin, or its reading in its own language.
    pub fn spoken(&self) -> &str {
        self.pinyin
            .as_deref()
            .or(self.reading.as_deref())
            .unwrap_or_default()
    }
}

/// One rule point and what each witness says about it.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Variance {
    /// The rule point, e.g. `king's knight leap`, by language (its anchor comes from the
    /// English).
    pub point: Localized,
    /// Reading per witness id.
    pub readings: BTreeMap<String, Reading>,
}

/// What one witness (or ruleset, or proposal) reads at a rule point: the reading alone, or
/// the reading with the phrase of the witness's text that states it, or with the reason no
/// phrase can be quoted.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(untagged)]
pub enum Reading {
    /// `wuhuqi: "values the four-slash at 2"` (a ruleset's or a proposed reading).
    Plain(String),
    /// `book: { reading: "...", quote: "any of eight directions" }`.
    Quoted(QuotedReading),
}

/// A witness's reading with its anchor: `quote` must occur in the witness's text; a reading
/// the text does not state gives `unquoted`, why no phrase can be quoted, instead.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct QuotedReading {
    /// The reading, in the archive's words (Markdown).
    pub reading: String,
    /// The phrase of the witness's text that states it, as the text writes it.
    #[serde(default)]
    pub quote: Option<String>,
    /// Why no phrase states it: the witness is silent on the point, or says it only through
    /// a figure (`the text is silent on promotion`).
    #[serde(default)]
    pub unquoted: Option<String>,
}

impl Reading {
    /// The reading (Markdown).
    pub fn text(&self) -> &str {
        match self {
            Reading::Plain(text) => text,
            Reading::Quoted(quoted) => &quoted.reading,
        }
    }

    /// The phrase of the witness that states it, when one is quoted.
    pub fn quote(&self) -> Option<&str> {
        match self {
            Reading::Plain(_) => None,
            Reading::Quoted(quoted) => quoted.quote.as_deref(),
        }
    }

    /// Why the witness's text gives no phrase to quote, when it gives none.
    pub fn unquoted(&self) -> Option<&str> {
        match self {
            Reading::Plain(_) => None,
            Reading::Quoted(quoted) => quoted.unquoted.as_deref(),
        }
    }
}

impl From<&str> for Reading {
    fn from(text: &str) -> Self {
        Reading::Plain(text.into())
    }
}

/// How closely a ruleset follows its witnesses.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case")]
pub enum Status {
    /// Follows the text without gaps.
    Faithful,
    /// Chooses readings where the text is thin.
    Interpreted,
    /// Fills in rules the text lacks.
    Reconstructed,
    /// A reference implementation's reading (e.g. Fairy-Stockfish).
    Reference,
}

impl Status {
    /// Lower-case name as written in YAML.
    pub fn name(self) -> &'static str {
        match self {
            Status::Faithful => "faithful",
            Status::Interpreted => "interpreted",
            Status::Reconstructed => "reconstructed",
            Status::Reference => "reference",
        }
    }
}

/// A playable reading of the rules.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Ruleset {
    /// Id, unique in the entry.
    pub id: String,
    /// Display name, by language.
    #[serde(default)]
    pub name: Option<Localized>,
    /// Witness ids this reading follows.
    #[serde(default)]
    pub follows: Vec<String>,
    /// How closely it follows them.
    pub status: Status,
    /// Readings chosen where the text is thin, by language.
    #[serde(default)]
    pub assumptions: Vec<Localized>,
    /// Rules the engine does not enforce yet, by language.
    #[serde(default)]
    pub unmodelled: Vec<Localized>,
    /// The engine's rules (`family: chess|folk`, ...), decoded by the engine.
    #[serde(default)]
    pub rules: Option<RawYaml>,
    /// The board alone (the engine's `BoardSpec`), for rulesets whose `rules` are not written
    /// yet: figures can still be drawn on it.
    #[serde(default)]
    pub board: Option<RawYaml>,
    /// How the compiled rules are checked; every claim is verified against the repository's
    /// evidence by `tests/archive/validation_claims.rs`.
    #[serde(default)]
    pub validated: Vec<Validation>,
}

/// A way a playable ruleset is checked, as claimed in its `validated` list.
#[derive(Clone, Copy, Debug, Deserialize, Serialize, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[serde(rename_all = "kebab-case")]
pub enum Validation {
    /// Move-tree counts agree with figures published elsewhere (an independent engine).
    PerftPublished,
    /// Move-tree counts of the archive's own are kept and re-checked (regression data).
    Perft,
    /// The exact solver finishes on the start position within its default budget.
    Solved,
    /// Seeded random games from the start are all played to a result.
    Selfplay,
    /// A test under `crates/engine/tests` checks rules of this game by name.
    Tested,
}

impl Validation {
    /// Every claim, strongest first (the order pages list them in).
    pub const ALL: [Validation; 5] = [
        Validation::PerftPublished,
        Validation::Perft,
        Validation::Solved,
        Validation::Selfplay,
        Validation::Tested,
    ];

    /// The name as written in YAML; what it means, for a reader, is the message
    /// `validation-<name>` of the site's catalogue.
    pub fn name(self) -> &'static str {
        match self {
            Validation::PerftPublished => "perft-published",
            Validation::Perft => "perft",
            Validation::Solved => "solved",
            Validation::Selfplay => "selfplay",
            Validation::Tested => "tested",
        }
    }
}

/// A position redrawn as a diagram.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Figure {
    /// Id, unique in the entry (used in anchors and file names).
    pub id: String,
    /// Caption (Markdown), by language.
    pub caption: Localized,
    /// The ruleset whose board and notation the position uses; the first one when omitted.
    #[serde(default)]
    pub ruleset: Option<String>,
    /// The position in the game's notation; the start position when omitted.
    #[serde(default)]
    pub position: Option<String>,
    /// Arrows, highlights and labels drawn over the position.
    #[serde(default)]
    pub marks: Vec<MarkSpec>,
    /// Draw the board from the second player's side.
    #[serde(default)]
    pub flipped: bool,
}

/// A mark drawn on a figure, by point label. Written as a one-key mapping:
/// `{ arrow: [e2, e4] }`, `{ highlight: e4 }`, `{ dot: e4 }`, `{ cross: e4 }` or
/// `{ label: { at: e4, text: "1" } }`.
#[derive(Clone, Debug, Deserialize, Serialize, PartialEq, Eq)]
#[serde(rename_all = "kebab-case", try_from = "MarkMap")]
pub enum MarkSpec {
    /// An arrow between two points.
    Arrow([String; 2]),
    /// A highlighted point.
    Highlight(String),
    /// A dot on a point.
    Dot(String),
    /// A cross on a point.
    Cross(String),
    /// A short text on a point.
    Label {
        /// Where.
        at: String,
        /// What.
        text: String,
    },
}

/// The YAML shape of a mark, before checking that exactly one kind is given.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct MarkMap {
    #[serde(default)]
    arrow: Option<[String; 2]>,
    #[serde(default)]
    highlight: Option<String>,
    #[serde(default)]
    dot: Option<String>,
    #[serde(default)]
    cross: Option<String>,
    #[serde(default)]
    label: Option<LabelMark>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct LabelMark {
    at: String,
    text: String,
}

impl TryFrom<MarkMap> for MarkSpec {
    type Error = String;

    fn try_from(map: MarkMap) -> Result<Self, Self::Error> {
        let mut kinds = Vec::new();
        if let Some(points) = map.arrow {
            kinds.push(MarkSpec::Arrow(points));
        }
        if let Some(at) = map.highlight {
            kinds.push(MarkSpec::Highlight(at));
        }
        if let Some(at) = map.dot {
            kinds.push(MarkSpec::Dot(at));
        }
        if let Some(at) = map.cross {
            kinds.push(MarkSpec::Cross(at));
        }
        if let Some(LabelMark { at, text }) = map.label {
            kinds.push(MarkSpec::Label { at, text });
        }
        match kinds.len() {
            1 => Ok(kinds.remove(0)),
            0 => Err("a mark needs one of `arrow`, `highlight`, `dot`, `cross`, `label`".into()),
            _ => Err("a mark has exactly one of `arrow`, `highlight`, `dot`, `cross`, `label`; split it in two".into()),
        }
    }
}

impl MarkSpec {
    /// The point labels the mark uses.
    pub fn points(&self) -> Vec<&str> {
        match self {
            MarkSpec::Arrow([from, to]) => vec![from, to],
            MarkSpec::Highlight(at) | MarkSpec::Dot(at) | MarkSpec::Cross(at) => vec![at],
            MarkSpec::Label { at, .. } => vec![at],
        }
    }
}

/// A work cited: one item of `content/sources.yaml`.
#[derive(Clone, Debug, Deserialize, Serialize)]
#[serde(deny_unknown_fields)]
pub struct Source {
    /// Id used by `sources[].work` and `witnesses[].source`.
    pub id: String,
    /// Title.
    pub title: String,
    /// How a reader is shown the work in short (`Daou 2007`); by default its first author and
    /// year, or its title.
    #[serde(default)]
    pub cite: Option<String>,
    /// Authors or editors.
    #[serde(default)]
    pub authors: Vec<String>,
    /// Year of publication.
    #[serde(default)]
    pub year: Option<i32>,
    /// `book`, `web`, `article`, `software`...
    pub kind: String,
    /// Where to find it.
    #[serde(default)]
    pub url: Option<String>,
    /// A note on the work (Markdown).
    #[serde(default)]
    pub note: Option<String>,
}
