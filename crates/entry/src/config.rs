//! The site configuration: `content/config.yaml`.

use std::path::Path;

use serde::Deserialize;

use crate::problem::Problem;
use crate::read::{read_text, ReadError};
use crate::yaml;

mod keep;

pub use keep::DEFAULT_KEEP;

/// Site-wide settings.
#[derive(Clone, Debug, Deserialize, PartialEq, Eq)]
#[serde(deny_unknown_fields)]
pub struct SiteConfig {
    /// The site's title, shown in every page header.
    pub title: String,
    /// Absolute URL the site is published at, e.g. `https://boardlore.example/` (used in the
    /// sitemap and OpenGraph tags).
    pub base_url: String,
    /// The main language of the site's own text, as a BCP 47 tag (`en`).
    #[serde(default = "default_language")]
    pub language: String,
    /// Every language the site is published in: `language` at the site's root, each other
    /// one under its own path (`zh/`). Defaults to `language` alone.
    #[serde(default)]
    pub languages: Vec<String>,
    /// One sentence describing the site (home page and OpenGraph), by language.
    #[serde(default)]
    pub description: crate::localized::Localized,
    /// Paths in the output folder that the publisher keeps beside the site, such as a deploy
    /// checkout's `.git`: a build moves each one the old output holds, and the build did not
    /// write itself, into the new output. Relative paths inside the output, without `..`.
    /// Defaults to [`DEFAULT_KEEP`] (`.git`, `CNAME`, `.nojekyll`, `.well-known`); a list
    /// given here replaces it, and `keep: []` keeps nothing.
    #[serde(default = "keep::default_keep")]
    pub keep: Vec<String>,
}

fn default_language() -> String {
    "en".into()
}

impl Default for SiteConfig {
    fn default() -> Self {
        SiteConfig {
            title: "boardlore".into(),
            base_url: "http://127.0.0.1:1111/".into(),
            language: default_language(),
            languages: Vec::new(),
            description: Default::default(),
            keep: keep::default_keep(),
        }
    }
}

impl SiteConfig {
    /// Reads `config.yaml` from the content folder; a missing file gives the defaults.
    pub fn load(content: &Path) -> Result<SiteConfig, Problem> {
        let file = content.join("config.yaml");
        let text = match read_text(&file, content) {
            Ok(text) => text,
            Err(ReadError::Missing) => return Ok(SiteConfig::default()),
            Err(ReadError::Refused(problem)) => return Err(problem),
        };
        let (mut config, spans): (SiteConfig, _) = yaml::parse(&text, &file)?;
        config.base_url = checked_base_url(&config.base_url).map_err(|(message, hint)| {
            Problem::new(&file, "base_url", message)
                .at(spans.locate("base_url"))
                .with_hint(hint)
        })?;
        keep::check(&config.keep, &file, &spans)?;
        for (field, tag) in std::iter::once(("language", &config.language))
            .chain(config.languages.iter().map(|l| ("languages", l)))
        {
            if !crate::localized::is_language_tag(tag) {
                return Err(
                    Problem::new(&file, field, format!("`{tag}` is not a language tag"))
                        .at(spans.locate(field))
                        .with_hint("write BCP 47 tags such as `en` or `zh`"),
                );
            }
        }
        Ok(config)
    }

    /// The languages the site is published in, its main `language` first, each once.
    pub fn editions(&self) -> Vec<String> {
        let mut all = vec![self.language.clone()];
        for lang in &self.languages {
            if !all.contains(lang) {
                all.push(lang.clone());
            }
        }
        all
    }

    /// The absolute URL of a site path such as `games/xiangqi/`.
    pub fn absolute(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path.trim_start_matches('/'))
    }

    /// The path the site is published under, from `base_url`: `/` for
    /// `https://boardlore.example/`, `/boardlore/` for `https://someone.github.io/boardlore/`.
    /// Every link between the site's own pages and files starts with it.
    pub fn root(&self) -> String {
        root_of(&self.base_url)
    }
}

/// `url` as a base URL: an absolute http(s) URL that can be written into the sitemap and every
/// page's head as it is, ending with `/`; or what is wrong with it and a hint.
pub fn checked_base_url(url: &str) -> Result<String, (String, String)> {
    let example = "e.g. `https://boardlore.example/` or `https://someone.github.io/boardlore/`";
    if !(url.starts_with("http://") || url.starts_with("https://")) {
        return Err((
            format!("expected an absolute http(s) URL, found `{}`", shown(url)),
            example.into(),
        ));
    }
    // The URL is written into robots.txt, the sitemap and every page's head, and its path
    // starts every link unescaped: a space, a line break, a quote, `<`, `>`, `&` or `\` there
    // would start a new line, attribute, tag or entity.
    if let Some(bad) = url.chars().find(|c| {
        c.is_whitespace() || c.is_control() || matches!(c, '"' | '\'' | '<' | '>' | '\\' | '&')
    }) {
        return Err((
            format!("the URL contains {bad:?}, which no URL may hold unescaped"),
            format!("write it on one line without spaces or quotes, {example}"),
        ));
    }
    if url.contains(['?', '#']) {
        return Err((
            "the URL has a query or a fragment; the site's pages are found under its path".into(),
            example.into(),
        ));
    }
    let mut url = url.to_string();
    if !url.ends_with('/') {
        url.push('/');
    }
    Ok(url)
}

/// At most 80 characters of `text`, for an error message.
fn shown(text: &str) -> String {
    match text.char_indices().nth(80) {
        Some((cut, _)) => format!("{}...", &text[..cut]),
        None => text.to_string(),
    }
}

/// The path part of an absolute URL, starting and ending with `/` (query and fragment left
/// out): `https://host:8080/a/b` gives `/a/b/`.
pub fn root_of(base_url: &str) -> String {
    let after_scheme = base_url
        .split_once("://")
        .map_or(base_url, |(_, rest)| rest);
    let path = after_scheme
        .find('/')
        .map_or("", |slash| &after_scheme[slash..]);
    let path = path.split(['?', '#']).next().unwrap_or("");
    let trimmed = path.trim_matches('/');
    if trimmed.is_empty() {
        "/".into()
    } else {
        format!("/{trimmed}/")
    }
}
