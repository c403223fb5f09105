//! `boardlore arena --record FILE`: each game, written as it ends in the record format the web
//! board exports and imports (`boardlore_engine::record`), so that a match can be read over
//! afterwards, opened on the board, and any game replayed (`boardlore position --record FILE
//! --game N`). Each game's headers give the match (`Event`), the game's number (`Round`), the
//! entry and ruleset, the start position (`FEN` for the chess family, `Position` for the
//! others), the result (`Result`, as PGN writes it, and `Summary`, the progress line) and the
//! position the game ended in (`End`); its moves follow, numbered. The `Event` header opens
//! every game, so the file's first line, `[Event "boardlore arena record: <match>"]`, marks it
//! as a record: a later match may write over it, and nothing else is written over without
//! `--force` (see [`super::output_file`]).

use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};

use anyhow::Context;
use boardlore_engine::record::{write_record, Record};
use boardlore_engine::Rules;

use super::output_file::OwnFile;

/// A game record, as `arena --record` claims it.
pub const RECORD: OwnFile = OwnFile {
    what: "a record written by arena",
    option: "--record",
    marks: &[
        "[Event \"boardlore arena record: *",
        // The four-lines-a-game record of earlier versions.
        "# boardlore arena record: *",
    ],
    forcible: true,
};

/// How one game went, move by move.
pub struct Played {
    /// The moves in the game's notation, in the order played.
    pub moves: Vec<String>,
    /// The position the game ended in, in the game's notation.
    pub end: String,
}

/// One finished game as the record gives it.
pub struct Finished<'a> {
    /// The game's number in the match, from 1.
    pub number: usize,
    /// The progress line that reports it.
    pub summary: &'a str,
    /// The position it started from, when not the ruleset's start.
    pub start: Option<&'a str>,
    /// Its moves and end.
    pub played: &'a Played,
}

/// The open record file of a match.
pub struct Recorder {
    out: BufWriter<File>,
    path: PathBuf,
    /// The headers every game begins with: the match, the entry, the ruleset.
    heading: Vec<(String, String)>,
    /// The header that names the start position: `FEN` or `Position`.
    position_header: &'static str,
}

impl Recorder {
    /// Creates (or empties) the record at `path` for a match (`match_line`) of `game` under
    /// `ruleset` (of the chess family when `chess`); an existing file that is not a record is
    /// refused unless `force`, and one of the match's `inputs` (each with what it is) always.
    pub fn create(
        path: &Path,
        match_line: &str,
        [game, ruleset]: [&str; 2],
        chess: bool,
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
        let heading = [
            ("Event", format!("boardlore arena record: {match_line}")),
            ("Game", game.to_string()),
            ("Ruleset", ruleset.to_string()),
        ];
        Ok(Recorder {
            out: BufWriter::new(file),
            path: path.to_owned(),
            heading: heading.map(|(n, v)| (n.to_string(), v)).to_vec(),
            position_header: if chess { "FEN" } else { "Position" },
        })
    }

    /// Writes a finished game, replayed on `rules` to number its moves by who made them.
    pub fn game(&mut self, rules: &dyn Rules, game: &Finished) -> anyhow::Result<()> {
        let mut replay = rules
            .new_match(game.start)
            .map_err(|e| anyhow::anyhow!("the record's game {}: {e}", game.number))?;
        let start = replay.position();
        let mut moves = Vec::with_capacity(game.played.moves.len());
        for name in &game.played.moves {
            moves.push((name.clone(), replay.to_move().0));
            replay
                .play(name)
                .map_err(|e| anyhow::anyhow!("the record's game {}: {e}", game.number))?;
        }
        let result = match replay.outcome() {
            Some(outcome) => match outcome.winner.map(|w| w.0) {
                None => "1/2-1/2",
                Some(0) => "1-0",
                Some(1) => "0-1",
                Some(_) => "*",
            },
            None => "*",
        };
        let mut headers = self.heading.clone();
        headers.extend([
            ("Round".to_string(), game.number.to_string()),
            (self.position_header.to_string(), start),
            ("Result".to_string(), result.to_string()),
            ("Summary".to_string(), game.summary.to_string()),
            ("End".to_string(), game.played.end.clone()),
        ]);
        let text = write_record(&Record::line(headers, &moves), Some(result));
        let separator = if game.number > 1 { "\n" } else { "" };
        self.write(&format!("{separator}{text}"))
    }

    fn write(&mut self, text: &str) -> anyhow::Result<()> {
        self.out
            .write_all(text.as_bytes())
            .and_then(|()| self.out.flush())
            .with_context(|| format!("cannot write the game record {}", self.path.display()))
    }
}
