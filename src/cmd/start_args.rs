//! The arguments that pick a game ([`GameArgs`], shared by every command that plays or solves
//! one) and a position to start from ([`StartArgs`], shared by `moves`, `position` and `perft`).

use std::path::PathBuf;

use boardlore_engine::Match;
use boardlore_site::content::{find_ruleset, FoundRuleset};
use clap::Args as ClapArgs;

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
}

impl StartArgs {
    /// Finds the ruleset in the game's entry.
    pub fn find(&self) -> anyhow::Result<FoundRuleset> {
        self.entry.find()
    }

    /// Loads the ruleset, sets up the start position and plays `--moves` on it.
    pub fn open(&self) -> anyhow::Result<Box<dyn Match>> {
        self.open_found(&self.find()?)
    }

    /// Sets up the start position of the ruleset `found` and plays `--moves` on it.
    pub fn open_found(&self, found: &FoundRuleset) -> anyhow::Result<Box<dyn Match>> {
        let rules = found.compile()?;
        // `--fen`, the figure named by `--position`, or none for the ruleset's start.
        let text = match (&self.fen, &self.position) {
            (Some(fen), _) => Some(fen.as_str()),
            (None, Some(figure)) => Some(found.figure_position(figure)?),
            (None, None) => None,
        };
        let mut game = rules
            .new_match(text)
            .map_err(|e| anyhow::anyhow!("bad position: {e}"))?;
        play_moves(game.as_mut(), self.moves.as_deref())?;
        Ok(game)
    }
}

/// Plays a space-separated list of moves, naming the first one that is not legal.
fn play_moves(game: &mut dyn Match, moves: Option<&str>) -> anyhow::Result<()> {
    for (i, name) in moves.unwrap_or("").split_whitespace().enumerate() {
        game.play(name)
            .map_err(|e| anyhow::anyhow!("move {} `{name}`: {e}", i + 1))?;
    }
    Ok(())
}
