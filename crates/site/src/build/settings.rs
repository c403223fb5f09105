//! The settings of one build: where it reads, where it writes and what it draws. `build`,
//! `check` and `serve` all take them; the site's own settings (title, base URL, language)
//! are the content's `config.yaml`.

use std::path::{Path, PathBuf};

use crate::render::Features;

/// Where a build reads from and writes to, and what it draws.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The content folder (`content/`).
    pub content: PathBuf,
    /// The folder holding `templates/` and `theme/` overrides (the project folder).
    pub site: PathBuf,
    /// The output folder (`output/`).
    pub output: PathBuf,
    /// Draw diagrams (SVG and PNG).
    pub diagrams: bool,
    /// Where rendered PNGs are cached between builds.
    pub cache_dir: Option<PathBuf>,
    /// Show a progress bar (only ever drawn on a terminal).
    pub progress: bool,
    /// A folder with the web board's compiled files (wasm and bindings), published under
    /// `/play/`; game pages with a playable ruleset then include the board partial.
    pub play: Option<PathBuf>,
    /// Publish the search index (Pagefind's files under `/pagefind/`) and the search box.
    pub search: bool,
}

impl Settings {
    /// The usual layout under a project folder: `content/`, `templates/`, `theme/`, `output/`,
    /// diagrams drawn and cached in `.boardlore-cache/`, no web board.
    pub fn in_folder(folder: &Path) -> Settings {
        Settings {
            content: folder.join("content"),
            site: folder.to_path_buf(),
            output: folder.join("output"),
            diagrams: true,
            cache_dir: Some(folder.join(".boardlore-cache")),
            progress: false,
            play: None,
            search: true,
        }
    }

    /// The optional parts of the pages these settings ask for, given the theme's files.
    pub(crate) fn features(&self, theme: &std::collections::BTreeMap<String, Vec<u8>>) -> Features {
        Features {
            play: self.play.is_some(),
            board_script: theme.contains_key("board.js"),
            search: self.search,
        }
    }
}
