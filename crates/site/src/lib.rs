//! The boardlore static-site generator, as stages with one-way dependencies:
//! config <- content (load, validate) <- markdown <- templates <- render <- build.
//!
//! [`build()`] reads `content/`, checks everything (reporting every problem with its file,
//! line, column and field), renders the pages with Tera templates and writes `output/` by
//! swapping in a freshly built folder. [`serve`] rebuilds on change and reloads open pages.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod anchors;
mod answer_cache;
pub mod claims;
pub mod compare;
pub mod config;
pub mod content;
pub mod diagrams;
pub mod limits;
pub mod markdown;
pub mod problem;
pub mod render;
pub mod scaffold;
pub mod search;
pub mod serve;
pub mod templates;
pub mod yaml;

mod build;

pub use build::{
    build, check, discard_unfinished, write_search_index, BuildOptions, BuildReport, LiveSite,
    LiveUpdate, MARKER,
};
pub use config::SiteConfig;
pub use problem::{Location, Problem, Problems};

/// The memory allocator the `boardlore` binary and the site benchmark use: a build makes
/// and frees millions of small strings and maps on several threads, where mimalloc costs
/// a fraction of the system allocator's time. Declare it in a binary with
/// `#[global_allocator] static ALLOCATOR: boardlore_site::Allocator = boardlore_site::Allocator;`.
pub use mimalloc::MiMalloc as Allocator;
