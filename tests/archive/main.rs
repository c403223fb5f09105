//! The archive crate's tests in one binary, a module a topic: the site builder on fixture sites
//! (`site`, `site_coverage`), bad input and abuse (`abuse`, `abuse_cli`, `board_links`), the command line
//! (`arena_cli`, `position_cli`), the entries' claims (`claims`, `validation_claims`), the
//! rules reference (`rules_doc`) and bounded fuzzing (`fuzz`).
//!
//! One binary rather than one per topic: each links the whole site generator with the release
//! profile's link-time optimisation, about four and a half minutes of compiling apiece. Run one
//! topic with its module path, e.g. `cargo test --release --test archive -- site::`.

mod abuse;
mod abuse_cli;
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
mod site_coverage;
mod site_diagrams;
mod site_serve;
mod validation_claims;
