//! The settings of one build: where it reads, where it writes and what it draws. `build`,
//! `check` and `serve` all take them; the site's own settings (title, base URL, language)
//! are the content's `config.yaml`.

use std::path::{Path, PathBuf};

use crate::render::Features;

/// Where the web board's compiled files come from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum BoardFiles {
    /// A folder holding them (`--play DIR`): `boardlore_play.js` and `boardlore_play_bg.wasm`.
    Folder(PathBuf),
    /// Files held in memory as (name, bytes): the board built into the `boardlore` binary.
    Embedded(&'static [(&'static str, &'static [u8])]),
}

impl BoardFiles {
    /// Which modules of [`BOARD_MODULES`] these files hold beside the whole engine (their
    /// bindings and wasm under `<folder>/`), one bit each in the table's order.
    ///
    /// [`BOARD_MODULES`]: boardlore_engine::board_modules::BOARD_MODULES
    pub fn modules_present(&self) -> u32 {
        let holds = |path: &str| match self {
            BoardFiles::Embedded(files) => files.iter().any(|(name, _)| *name == path),
            BoardFiles::Folder(folder) => folder.join(path).is_file(),
        };
        let mut present = 0;
        for (at, (folder, _)) in boardlore_engine::board_modules::BOARD_MODULES
            .iter()
            .enumerate()
        {
            let files = ["boardlore_play.js", "boardlore_play_bg.wasm"];
            if files.iter().all(|file| holds(&format!("{folder}/{file}"))) {
                present |= 1 << at;
            }
        }
        present
    }
}

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
    /// The web board's compiled files (wasm and bindings), published under `play/`; game
    /// pages with a playable ruleset then include the board partial.
    pub play: Option<BoardFiles>,
    /// Publish the search index (under `/search/`, boardlore's own) and the search box.
    pub search: bool,
    /// Replace an existing output folder that a build did not write (it lacks the
    /// [`super::MARKER`] file and is not empty), carrying over the paths of the content's
    /// `keep:` list. Never allows an output that is or holds a folder the build reads.
    pub force: bool,
    /// The URL the site is published at for this build, in place of `config.yaml`'s
    /// `base_url` (`--base-url`; `serve` gives its own address).
    pub base_url: Option<String>,
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
            force: false,
            base_url: None,
        }
    }

    /// The optional parts of the pages these settings ask for, given the theme's files.
    pub(crate) fn features(&self, theme: &std::collections::BTreeMap<String, Vec<u8>>) -> Features {
        Features {
            play: self.play.is_some(),
            board_script: theme.contains_key("board.js"),
            search: self.search,
            board_modules: self.play.as_ref().map_or(0, BoardFiles::modules_present),
        }
    }
}
