//! The site configuration: `content/config.yaml`.

use std::path::Path;

use serde::Deserialize;

use crate::content::read::{read_text, ReadError};
use crate::problem::Problem;
use crate::yaml;

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
    /// One sentence describing the site (home page and OpenGraph).
    #[serde(default)]
    pub description: String,
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
            description: String::new(),
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
        if !(config.base_url.starts_with("http://") || config.base_url.starts_with("https://")) {
            return Err(
                Problem::new(&file, "base_url", "expected an absolute http(s) URL")
                    .at(spans.locate("base_url"))
                    .with_hint("e.g. `base_url: https://boardlore.example/`"),
            );
        }
        // The URL is written into robots.txt, the sitemap and every page's head: a space, a
        // line break or a quote there would start a new line or attribute.
        if let Some(bad) = config
            .base_url
            .chars()
            .find(|c| c.is_whitespace() || c.is_control() || matches!(c, '"' | '\'' | '<' | '>'))
        {
            return Err(Problem::new(
                &file,
                "base_url",
                format!("the URL contains {bad:?}, which no URL may hold unescaped"),
            )
            .at(spans.locate("base_url"))
            .with_hint("write it on one line without spaces or quotes, e.g. `base_url: https://boardlore.example/`"));
        }
        if !config.base_url.ends_with('/') {
            config.base_url.push('/');
        }
        Ok(config)
    }

    /// The absolute URL of a site path such as `games/xiangqi/`.
    pub fn absolute(&self, path: &str) -> String {
        format!("{}{}", self.base_url, path.trim_start_matches('/'))
    }
}
