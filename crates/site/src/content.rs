//! The content model, `boardlore-entry`'s ([`boardlore_entry::content`], re-exported here
//! whole), with the site's way of loading and checking it: entries read and checked on
//! several threads, and quotes looked for in the sanitized HTML the pages show.

use std::collections::BTreeMap;
use std::path::Path;

use rayon::prelude::*;

pub use boardlore_entry::content::*;

use crate::problem::{Problem, Problems};

/// Reads the content folder, collecting every problem instead of stopping at the first.
/// Entries that could be read are returned with the problems, so they can still be checked.
/// The entries are read on several threads.
pub fn load(content: &Path) -> Result<(Loaded, Vec<Problem>), Problems> {
    load_with(content, |files| {
        files.par_iter().map(|file| load_entry(file)).collect()
    })
}

/// Cross-checks loaded content, reporting all problems at once (with `earlier` ones found
/// while loading). The entries are checked on several threads; quotes are looked for in the
/// HTML the pages show.
pub fn validate(loaded: Loaded, earlier: Vec<Problem>) -> Result<Checked, Problems> {
    validate_with(
        loaded,
        earlier,
        crate::markdown::to_html,
        |entries, check| entries.into_par_iter().map(check).collect(),
    )
}

/// Checks one loaded entry against the works cited: gives its problems, or the checked game
/// when it has none. Rules are compiled through `cache`, once for each distinct text; quotes
/// are looked for in the HTML the pages show.
pub fn check_entry(
    loaded: LoadedEntry,
    sources: &BTreeMap<String, Source>,
    cache: &RulesCache,
) -> EntryOutcome {
    boardlore_entry::content::check_entry(loaded, sources, cache, crate::markdown::to_html)
}
