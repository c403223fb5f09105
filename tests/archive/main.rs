//! The archive crate's tests in one binary, a module a topic: the site builder on fixture sites
//! (`site`, `site_coverage`, the open data in `site_data` and `site_last_changed`), what a
//! build may delete and publish as it is (`site_output_guard`, `site_static`), bad input and
//! abuse (`abuse`, `abuse_cli`, `board_links`), the command line (`arena_cli`,
//! `position_cli`), the entries' claims (`claims`, `validation_claims`), the
//! rules reference (`rules_doc`) and bounded fuzzing (`fuzz`).
//!
//! One binary rather than one per topic: each links the whole site generator with the release
//! profile's link-time optimisation, about four and a half minutes of compiling apiece. Run one
//! topic with its module path, e.g. `cargo test --release --test archive -- site::`.

mod abuse;
mod abuse_cli;
mod abuse_entries;
mod abuse_files;
mod abuse_positions;
mod abuse_serve;
mod abuse_site;
mod arena_cli;
mod arena_openings;
mod arena_record;
mod board_links;
mod claims;
mod claims_games;
mod cli_support;
mod fuzz;
mod fuzz_support;
mod position_cli;
mod rules_doc;
mod site;
mod site_anywhere;
mod site_chinese;
mod site_coverage;
mod site_data;
mod site_diagrams;
mod site_edition;
mod site_last_changed;
mod site_legend_words;
mod site_output_guard;
mod site_serve;
mod site_static;
mod validation_claims;
/// The reader of a wasm module's tables that the binary's build script checks `wasm-opt`'s
/// output with, tested here (a build script's own tests do not run).
#[path = "../../build/wasm_tables.rs"]
mod wasm_tables;
