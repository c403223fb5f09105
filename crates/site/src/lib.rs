//! The boardlore static-site generator, as stages with one-way dependencies:
//! config <- content (load, validate) <- markdown <- templates <- render <- build.
//!
//! [`build()`] reads `content/`, checks everything (reporting every problem with its file,
//! line, column and field), renders the pages with Tera templates and writes `output/` by
//! swapping in a freshly built folder. [`serve`] rebuilds on change and reloads open pages.
#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod compare;
pub mod config;
pub mod content;
pub mod diagrams;
pub mod markdown;
pub mod problem;
pub mod render;
pub mod scaffold;
pub mod serve;
pub mod templates;
pub mod yaml;

mod build;

pub use build::{build, check, BuildOptions, BuildReport};
pub use config::SiteConfig;
pub use problem::{Location, Problem, Problems};
