//! The boardlore static-site generator, as modules with one-way dependencies:
//! config <- content (load, check) <- markdown <- templates <- render <- build.
//!
//! A build runs four stages (see the `build` module): **load** the content, **check** it
//! (reporting every problem with its file, line, column and field), **render** the pages
//! with Tera templates and **write** them into a fresh folder that replaces `output/`.
//! [`build()`], [`check()`] (everything but the write) and [`serve`] (which keeps a
//! [`LiveSite`] and takes an edited entry alone through the stages) take the same
//! [`Settings`].
#![forbid(unsafe_code)]
#![warn(missing_docs)]

mod anchors;
mod answer_cache;
mod board_link;
pub mod claims;
mod compare;
mod config;
pub mod content;
mod diagrams;
mod last_changed;
pub mod limits;
mod markdown;
mod problem;
mod render;
pub mod scaffold;
mod search;
pub mod serve;
mod templates;
pub mod yaml;

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
