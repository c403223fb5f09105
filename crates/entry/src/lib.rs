//! The boardlore entry model: the archive's content as the site, the command line and the
//! rules engine's tests read it, as modules with one-way dependencies:
//! limits, problem <- yaml <- config <- content (read, load, find, check).
//!
//! [`content`] reads the content folder (`config.yaml`, `sources.yaml`, `games/*.yaml` and the
//! witnesses' Markdown files) through [`yaml`], which places every problem at its file, line,
//! column and field, and checks it: ids, citations, quotes, glossaries, rulesets compiled by
//! the rules engine, figures, claims and board links. What the site needs beyond reading and
//! checking (Markdown to sanitized HTML, templates, pages, search, the server) is in
//! `boardlore-site`, which passes its HTML renderer to the checks that look for a quote in a
//! witness's text as the page will show it.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod anchors;
pub mod config;
pub mod content;
pub mod limits;
pub mod localized;
pub mod markdown;
pub mod problem;
pub mod read;
pub mod yaml;

/// Board links (a game in a page's URL hash), read and written by the rules engine.
pub use boardlore_engine::board_link;

pub use config::{SiteConfig, DEFAULT_KEEP};
pub use markdown::to_plain_text;
pub use problem::{Location, Problem, Problems};
