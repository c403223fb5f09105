//! `boardlore arena --record FILE`: each game's moves, written as the game ends, so that a
//! match can be read over afterwards and any game replayed (`boardlore position --moves`).
//! Four lines a game: its result as the progress line gives it, where it started, its moves
//! in the game's notation, and the position it ended in. The first line,
//! `# boardlore arena record: <match>`, marks the file as a record, so that a later match may
//! write over it and nothing else is written over without `--force` (see [`super::output_file`]).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;

use super::output_file::OwnFile;

/// A game record, as `arena --record` claims it.
pub const RECORD: OwnFile = OwnFile {
    what: "a record written by arena",
    option: "--record",
    marks: &["# boardlore arena record: *"],
    forcible: true,
};

/// How one game went, move by move.
pub struct Played {
    /// The moves in the game's notation, in the order played.
    pub moves: Vec<String>,
    /// The position the game ended in, in the game's notation.
    pub end: String,
}

/// The open record file of a match.
pub struct Recorder {
    out: BufWriter<File>,
    path: PathBuf,
}

impl Recorder {
    /// Creates (or empties) the record at `path` and writes its heading, `match_line`; an
    /// existing file that is not a record is refused unless `force`, and one of the match's
    /// `inputs` (each with what it is) always.
    pub fn create(
        path: &Path,
        match_line: &str,
        inputs: &[(&Path, &str)],
        force: bool,
    ) -> anyhow::Result<Recorder> {
        RECORD.claim(path, inputs, force)?;
        let file = File::create(path).with_context(|| {
            format!(
                "cannot create the game record {}: check that its folder exists and can be written",
                path.display()
            )
        })?;
        let mut recorder = Recorder {
            out: BufWriter::new(file),
            path: path.to_owned(),
        };
        recorder.write(&format!("# boardlore arena record: {match_line}\n"))?;
        Ok(recorder)
    }

    /// Writes game `summary` (the progress line), started from `start`, as it was `played`.
    pub fn game(&mut self, summary: &str, start: &str, played: &Played) -> anyhow::Result<()> {
        let text = format!(
            "{summary}\nstart: {start}\nmoves: {}\nend: {}\n",
            played.moves.join(" "),
            played.end
        );
        self.write(&text)
    }

    fn write(&mut self, text: &str) -> anyhow::Result<()> {
        self.out
            .write_all(text.as_bytes())
            .and_then(|()| self.out.flush())
            .with_context(|| format!("cannot write the game record {}", self.path.display()))
    }
}
