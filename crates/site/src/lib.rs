//! The boardlore static-site generator, as modules with one-way dependencies:
//! `boardlore-entry` (config, yaml, content: load, check) <- markdown <- templates <- render
//! <- build.
//!
//! The entry model (reading `content/` and checking it) is the `boardlore-entry` crate, which
//! the rules engine's tests use without the site; its modules are re-exported here
//! ([`content`], [`yaml`], [`limits`], [`SiteConfig`], [`Problem`]...). The site's
//! [`content`] adds its own way of loading and checking: entries on several threads, and quotes
//! looked for in the sanitized HTML its pages show (`markdown::to_html`, which needs ammonia
//! and so stays here).
//!
//! A build runs four stages (see the `build` module): **load** the content, **check** it
//! (reporting every problem with its file, line, column and field), **render** the pages
//! with Tera templates and **write** them into a fresh folder that replaces `output/`.
//! [`build()`], [`check()`] (everything but the write) and [`serve`] (which keeps a
//! [`LiveSite`] and takes an edited entry alone through the stages) take the same
//! [`Settings`].
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod answer_cache;
pub mod claims;
mod compare;
pub mod content;
mod diagrams;
pub mod i18n;
mod last_changed;
mod markdown;
mod pinyin;
mod render;
pub mod scaffold;
mod search;
pub mod serve;
mod templates;

use boardlore_entry::{anchors, board_link, config, problem};
pub use boardlore_entry::{limits, yaml};

mod build;

pub use build::{
    build, check, discard_unfinished, BoardFiles, BuildReport, LiveSite, LiveUpdate, Settings,
    MARKER,
};
pub use config::{SiteConfig, DEFAULT_KEEP};
pub use markdown::to_plain_text;
pub use problem::{Location, Problem, Problems};

/// The memory allocator the `boardlore` binary and the site benchmark use: a build makes
/// and frees millions of small strings and maps on several threads, where mimalloc costs
/// a fraction of the system allocator's time. Declare it in a binary with
/// `#[global_allocator] static ALLOCATOR: boardlore_site::Allocator = boardlore_site::Allocator;`.
pub use mimalloc::MiMalloc as Allocator;
