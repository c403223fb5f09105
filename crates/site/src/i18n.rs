//! The interface's words in each language of the site: Fluent catalogues, one bundle per
//! language, read from the repository's `i18n/<lang>/*.ftl` (built into the binary) with the
//! site's own `i18n/<lang>/*.ftl` laid over them message by message.
//!
//! Templates ask for a message with `{{ t(id="nav-games") }}` (arguments as more named
//! values: `{{ t(id="game-count", count=n) }}`); the board gets its language's `board-*`
//! messages as JSON ([`Catalogue::board_messages`]). A message a language lacks is taken from
//! English, so a site adding a language sees its pages whole while the catalogue fills in.

mod board;
mod dates;
mod phrase;
mod tera_function;

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource};

use crate::problem::{Location, Problem};

pub use board::SCRIPT_PREFIX;
pub use dates::long_date;
pub use phrase::{player_id, term_id};
pub(crate) use tera_function::Translate;

// `BUILTIN_MESSAGES`: every file of the repository's `i18n/`, listed by the build script.
include!(concat!(env!("OUT_DIR"), "/builtin_messages.rs"));

/// The language every other falls back to, message by message.
pub const FALLBACK: &str = "en";

/// One language's messages.
struct Bundle {
    bundle: FluentBundle<FluentResource>,
    /// The ids it defines, for listing what it lacks.
    ids: BTreeSet<String>,
}

/// The interface's messages in every language of the site.
pub struct Catalogue {
    bundles: BTreeMap<String, Bundle>,
}

impl Catalogue {
    /// Reads the messages of `languages` (English always among them): the built-in
    /// catalogues, then the site's `i18n/<lang>/*.ftl` over them. A language with no
    /// messages anywhere, or a file Fluent cannot read, is a problem with its place.
    pub fn load(site: &Path, languages: &[String]) -> Result<Catalogue, Problem> {
        let mut wanted: Vec<&str> = vec![FALLBACK];
        wanted.extend(
            languages
                .iter()
                .map(String::as_str)
                .filter(|l| *l != FALLBACK),
        );
        let mut bundles = BTreeMap::new();
        for lang in wanted {
            let mut sources: Vec<(PathBuf, String)> = BUILTIN_MESSAGES
                .iter()
                .filter(|(name, _)| name.split('/').next() == Some(lang))
                .map(|(name, text)| {
                    (
                        PathBuf::from(format!("<built-in>/i18n/{name}")),
                        text.to_string(),
                    )
                })
                .collect();
            let folder = site.join("i18n").join(lang);
            for path in ftl_files(&folder) {
                let text = std::fs::read_to_string(&path).map_err(|error| {
                    Problem::new(&path, "", format!("cannot read messages: {error}"))
                })?;
                sources.push((path, text));
            }
            if sources.is_empty() {
                return Err(Problem::new(
                    site.join("content/config.yaml"),
                    "languages",
                    format!("the site is published in `{lang}`, but there are no messages for it"),
                )
                .with_hint(format!(
                    "write its interface in {}/*.ftl (Fluent), starting from a copy of the \
                     repository's i18n/en/",
                    folder.display()
                )));
            }
            bundles.insert(lang.to_string(), bundle_of(lang, sources)?);
        }
        let catalogue = Catalogue { bundles };
        for lang in catalogue.languages() {
            catalogue
                .board_messages(lang)
                .and_then(|_| catalogue.browser_messages(lang, board::SCRIPT_PREFIX))
                .map_err(|message| {
                Problem::new(site.join("i18n").join(lang), "", message)
                    .with_hint("the board fills in `{ $variable }` itself; write plain text and variables only")
            })?;
        }
        Ok(catalogue)
    }

    /// The languages read, English first.
    pub fn languages(&self) -> impl Iterator<Item = &str> {
        std::iter::once(FALLBACK).chain(
            self.bundles
                .keys()
                .map(String::as_str)
                .filter(|l| *l != FALLBACK),
        )
    }

    /// Message `id` in `lang` (in English when `lang` lacks it) with `args`.
    pub fn format(
        &self,
        lang: &str,
        id: &str,
        args: Option<&FluentArgs>,
    ) -> Result<String, String> {
        let (bundle, message) = [lang, FALLBACK]
            .into_iter()
            .filter_map(|l| self.bundles.get(l))
            .find_map(|b| Some((&b.bundle, b.bundle.get_message(id)?)))
            .ok_or_else(|| format!("no message `{id}` in the catalogue"))?;
        let pattern = message
            .value()
            .ok_or_else(|| format!("message `{id}` has no value"))?;
        let mut errors = Vec::new();
        let text = bundle.format_pattern(pattern, args, &mut errors);
        match errors.first() {
            None => Ok(text.into_owned()),
            Some(error) => Err(format!("message `{id}`: {error}")),
        }
    }

    /// The ids English has and `lang` lacks.
    pub fn missing(&self, lang: &str) -> Vec<&str> {
        let (Some(en), Some(other)) = (self.bundles.get(FALLBACK), self.bundles.get(lang)) else {
            return Vec::new();
        };
        en.ids.difference(&other.ids).map(String::as_str).collect()
    }
}

/// A bundle of `lang` from its files, each laid over the ones before it.
fn bundle_of(lang: &str, sources: Vec<(PathBuf, String)>) -> Result<Bundle, Problem> {
    let id: unic_langid::LanguageIdentifier = lang.parse().map_err(|_| {
        Problem::new(
            "content/config.yaml",
            "languages",
            format!("`{lang}` is not a language tag"),
        )
        .with_hint("write BCP 47 tags such as `en` or `zh`")
    })?;
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Fluent marks each inserted value with invisible direction marks by default; the pages
    // are left to right and the marks would show up in titles, attributes and search.
    bundle.set_use_isolating(false);
    let mut ids = BTreeSet::new();
    for (origin, text) in sources {
        let resource = FluentResource::try_new(text.clone()).map_err(|(_, errors)| {
            let first = &errors[0];
            Problem::new(
                &origin,
                "",
                format!("cannot read the messages: {:?}", first.kind),
            )
            .at(Some(location(&text, first.pos.start)))
            .with_hint("messages are Fluent: `id = text`, variables as `{ $name }`")
        })?;
        for entry in resource.entries() {
            if let fluent_syntax::ast::Entry::Message(message) = entry {
                ids.insert(message.id.name.to_string());
            }
        }
        bundle.add_resource_overriding(resource);
    }
    Ok(Bundle { bundle, ids })
}

/// Line and column of byte `at` in `text`.
fn location(text: &str, at: usize) -> Location {
    let before = &text[..at.min(text.len())];
    let line = before.matches('\n').count() + 1;
    let column = before.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1;
    Location { line, column }
}

/// The `.ftl` files under `folder`, sorted.
fn ftl_files(folder: &Path) -> Vec<PathBuf> {
    let mut files: Vec<PathBuf> = walkdir::WalkDir::new(folder)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file() && e.path().extension().is_some_and(|x| x == "ftl"))
        .map(walkdir::DirEntry::into_path)
        .collect();
    files.sort();
    files
}

#[cfg(test)]
mod tests;

/// The catalogues built into the binary (English and Chinese, no site's own messages), read
/// once: for the command line's English and for tests.
pub fn builtin() -> &'static Catalogue {
    static BUILTIN: std::sync::OnceLock<Catalogue> = std::sync::OnceLock::new();
    BUILTIN.get_or_init(|| {
        Catalogue::load(Path::new("/nonexistent"), &["en".into(), "zh".into()])
            .expect("the built-in catalogues")
    })
}

/// The id of the message naming an entry's mechanic tag: `mechanic-`, then the tag in
/// lowercase with each run of other characters a `-` (`two against one` is
/// `mechanic-two-against-one`).
pub fn mechanic_id(tag: &str) -> String {
    format!("mechanic-{}", slug(tag))
}

/// `name` in lowercase with each run of other characters than ASCII letters and digits a
/// single `-`, none at either end: the part of a message id that names a word of an entry or
/// a ruleset (`Black (sente)` is `black-sente`), as `theme/board/messages.js` writes it too.
fn slug(name: &str) -> String {
    let mut slug = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            slug.push(c.to_ascii_lowercase());
        } else if !slug.ends_with('-') {
            slug.push('-');
        }
    }
    slug.trim_matches('-').to_string()
}

/// The catalogue in one language, for the words the site's Rust code writes into pages.
#[derive(Clone, Copy)]
pub struct Words<'a> {
    catalogue: &'a Catalogue,
    /// The language.
    pub lang: &'a str,
}

impl<'a> Words<'a> {
    /// `catalogue`'s messages in `lang`.
    pub fn new(catalogue: &'a Catalogue, lang: &'a str) -> Words<'a> {
        Words { catalogue, lang }
    }

    /// The same catalogue in the language every other falls back to (English): for what is
    /// published in it alone, such as the open data.
    pub fn fallback(&self) -> Words<'a> {
        Words::new(self.catalogue, FALLBACK)
    }

    /// Message `id` without arguments. A message missing from every catalogue (a defect the
    /// catalogue tests catch) shows as its id rather than stopping the build.
    pub fn get(&self, id: &str) -> String {
        self.catalogue
            .format(self.lang, id, None)
            .unwrap_or_else(|_| id.to_string())
    }

    /// Message `id` without arguments, if the catalogue has it.
    pub fn try_get(&self, id: &str) -> Option<String> {
        self.catalogue.format(self.lang, id, None).ok()
    }

    /// A mechanic tag of an entry (`step moves`) in this language: the message
    /// [`mechanic_id`] where the catalogue has one, else the tag as the entry writes it.
    pub fn mechanic(&self, tag: &str) -> String {
        self.try_get(&mechanic_id(tag))
            .unwrap_or_else(|| tag.to_string())
    }

    /// Message `id` with `args` (name, text).
    pub fn with(&self, id: &str, args: &[(&str, &str)]) -> String {
        let mut fluent = FluentArgs::new();
        for (name, value) in args {
            fluent.set(*name, value.to_string());
        }
        self.catalogue
            .format(self.lang, id, Some(&fluent))
            .unwrap_or_else(|_| id.to_string())
    }

    /// Message `id` with a count `n` (for plural forms) and `args`.
    pub fn count(&self, id: &str, n: usize, args: &[(&str, &str)]) -> String {
        let mut fluent = FluentArgs::new();
        fluent.set("count", n);
        for (name, value) in args {
            fluent.set(*name, value.to_string());
        }
        self.catalogue
            .format(self.lang, id, Some(&fluent))
            .unwrap_or_else(|_| id.to_string())
    }
}
