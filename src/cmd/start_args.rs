//! The arguments that pick a game ([`GameArgs`], shared by every command that plays or solves
//! one) and a position to start from ([`StartArgs`], shared by `moves`, `position` and `perft`):
//! the ruleset's start, a position, a figure or a game record, and moves played from it.

use std::path::PathBuf;

use anyhow::bail;
use boardlore_engine::limits::MAX_QUOTED_CHARS;
use boardlore_engine::record::Record;
use boardlore_engine::Match;
use boardlore_site::content::{find_ruleset, FoundRuleset};
use clap::Args as ClapArgs;

use super::start_record;

/// A game, one of its rulesets, and the content folder holding its entry.
#[derive(Debug, ClapArgs)]
pub struct GameArgs {
    /// Game id (a file name in content/games without `.yaml`), e.g. `xiangqi`.
    pub game: String,
    /// Ruleset id; the entry's first playable ruleset when omitted.
    #[arg(long)]
    pub ruleset: Option<String>,
    /// The content folder holding `games/<id>.yaml`.
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
}

impl GameArgs {
    /// Finds the ruleset in the game's entry.
    pub fn find(&self) -> anyhow::Result<FoundRuleset> {
        Ok(find_ruleset(
            &self.content,
            &self.game,
            self.ruleset.as_deref(),
        )?)
    }
}

/// A game, a ruleset, and the position to start from.
#[derive(Debug, ClapArgs)]
pub struct StartArgs {
    /// The game and ruleset.
    #[command(flatten)]
    pub entry: GameArgs,
    /// Start from this position in the game's notation (Fairy-Stockfish FEN for chess games).
    #[arg(long, conflicts_with = "position")]
    pub fen: Option<String>,
    /// Start from the position of this figure of the entry (its `figures[].id`).
    #[arg(long)]
    pub position: Option<String>,
    /// Moves to play first, in the game's notation, separated by spaces.
    #[arg(long)]
    pub moves: Option<String>,
    /// Start from a game record (the web board's export, or `arena --record`): its ruleset
    /// unless `--ruleset` names one, its start position, and its main line played.
    #[arg(long, conflicts_with_all = ["fen", "position", "moves"])]
    pub record: Option<PathBuf>,
    /// Which game of the `--record` file, from 1.
    #[arg(
        long = "game",
        id = "record_game",
        value_name = "N",
        requires = "record",
        default_value_t = 1
    )]
    pub record_game: usize,
}

impl StartArgs {
    /// Finds the ruleset in the game's entry: `--ruleset`, else the record's, else the
    /// entry's first playable one.
    pub fn find(&self) -> anyhow::Result<FoundRuleset> {
        match self.read_record()? {
            Some(record) if self.entry.ruleset.is_none() => Ok(find_ruleset(
                &self.entry.content,
                &self.entry.game,
                record.ruleset(),
            )?),
            _ => self.entry.find(),
        }
    }

    /// The game of `--record`, when one is named.
    fn read_record(&self) -> anyhow::Result<Option<Record>> {
        self.record
            .as_deref()
            .map(|path| start_record::read_game(path, self.record_game, &self.entry))
            .transpose()
    }

    /// Loads the ruleset, sets up the start position and plays `--moves` on it.
    pub fn open(&self) -> anyhow::Result<Box<dyn Match>> {
        self.open_found(&self.find()?)
    }

    /// Sets up the start position of the ruleset `found` and plays `--moves` on it.
    pub fn open_found(&self, found: &FoundRuleset) -> anyhow::Result<Box<dyn Match>> {
        let rules = found.compile()?;
        let record = self.read_record()?;
        // `--fen`, the figure named by `--position`, the record's start, or none for the
        // ruleset's start.
        let text = match (&self.fen, &self.position, &record) {
            (Some(fen), _, _) => Some(fen.as_str()),
            (None, Some(figure), _) => Some(found.figure_position(figure)?),
            (None, None, Some(record)) => record.position(),
            (None, None, None) => None,
        };
        let mut game = rules.new_match(text).map_err(|e| {
            let problem = shortened(&e.to_string(), text.unwrap_or_default());
            anyhow::anyhow!("bad position: {problem}")
        })?;
        play_moves(game.as_mut(), self.moves.as_deref())?;
        if let Some(record) = &record {
            start_record::play_line(game.as_mut(), record, self.record_game)?;
        }
        Ok(game)
    }
}

/// Plays a space-separated list of moves, naming the first one that is not legal by its
/// number and the character it starts at, quoted short however long it is.
fn play_moves(game: &mut dyn Match, moves: Option<&str>) -> anyhow::Result<()> {
    let moves = moves.unwrap_or("");
    for (i, name) in moves.split_whitespace().enumerate() {
        if let Err(e) = game.play(name) {
            let at = moves[..name.as_ptr() as usize - moves.as_ptr() as usize]
                .chars()
                .count()
                + 1;
            bail!(
                "--moves: move {} `{}` (at character {at}): {}",
                i + 1,
                quoted(name),
                shortened(&e.to_string(), name)
            );
        }
    }
    Ok(())
}

/// `text` as an error message quotes it: whole when short, else its first
/// [`MAX_QUOTED_CHARS`] characters, then how many more there are.
pub fn quoted(text: &str) -> String {
    cut(text, MAX_QUOTED_CHARS)
}

/// The first `most` characters of `text`, and how many more there are.
fn cut(text: &str, most: usize) -> String {
    let length = text.chars().count();
    if length <= most {
        return text.to_string();
    }
    let start: String = text.chars().take(most).collect();
    format!("{start}… ({} more characters)", length - most)
}

/// An engine's message `problem` about the user's `text`, with `text` quoted short where the
/// message repeats it.
pub fn shortened(problem: &str, text: &str) -> String {
    if text.chars().count() <= MAX_QUOTED_CHARS {
        return problem.to_string();
    }
    cut(&problem.replace(text, &quoted(text)), 3 * MAX_QUOTED_CHARS)
}
