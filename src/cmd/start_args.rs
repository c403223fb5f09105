//! The arguments that pick a game and a position to start from, shared by `moves` and `perft`.

use std::path::{Path, PathBuf};

use anyhow::Context;
use boardlore_engine::Match;
use clap::Args as ClapArgs;

use crate::rules_loader::load_rules;

/// A game, a ruleset, and the position to start from.
#[derive(Debug, ClapArgs)]
pub struct StartArgs {
    /// Game id (a file name in content/games without `.yaml`), e.g. `xiangqi`.
    pub game: String,
    /// Ruleset id; the entry's first playable ruleset when omitted.
    #[arg(long)]
    pub ruleset: Option<String>,
    /// Start from this position in the game's notation (Fairy-Stockfish FEN for chess games).
    #[arg(long, conflicts_with = "position")]
    pub fen: Option<String>,
    /// Start from the position of this figure of the entry (its `figures[].id`).
    #[arg(long)]
    pub position: Option<String>,
    /// Moves to play first, in the game's notation, separated by spaces.
    #[arg(long)]
    pub moves: Option<String>,
    /// The content folder.
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
}

impl StartArgs {
    /// Loads the ruleset, sets up the start position and plays `--moves` on it.
    pub fn open(&self) -> anyhow::Result<Box<dyn Match>> {
        let rules = load_rules(&self.content, &self.game, self.ruleset.as_deref())?;
        let text = self.start_text()?;
        let mut game = rules
            .new_match(text.as_deref())
            .map_err(|e| anyhow::anyhow!("bad position: {e}"))?;
        play_moves(game.as_mut(), self.moves.as_deref())?;
        Ok(game)
    }

    /// The position text to start from: `--fen`, the figure named by `--position`, or none for
    /// the ruleset's start.
    fn start_text(&self) -> anyhow::Result<Option<String>> {
        if let Some(fen) = &self.fen {
            return Ok(Some(fen.clone()));
        }
        match &self.position {
            Some(figure) => figure_position(&self.content, &self.game, figure).map(Some),
            None => Ok(None),
        }
    }
}

/// The `position` of figure `figure` in the entry of `game`.
fn figure_position(content: &Path, game: &str, figure: &str) -> anyhow::Result<String> {
    let path = content.join("games").join(format!("{game}.yaml"));
    let entry: serde_yaml::Value = boardlore_site::content::read_yaml_file(&path)
        .map_err(|problem| anyhow::anyhow!("not valid YAML: {problem}"))?;
    let figures = entry["figures"].as_sequence().cloned().unwrap_or_default();
    let found = figures
        .iter()
        .find(|f| f["id"].as_str() == Some(figure))
        .with_context(|| {
            let names: Vec<&str> = figures.iter().filter_map(|f| f["id"].as_str()).collect();
            format!(
                "{game} has no figure `{figure}` (it has: {})",
                names.join(", ")
            )
        })?;
    let position = found["position"]
        .as_str()
        .with_context(|| format!("figure `{figure}` of {game} has no position"))?;
    Ok(position.to_string())
}

/// Plays a space-separated list of moves, naming the first one that is not legal.
fn play_moves(game: &mut dyn Match, moves: Option<&str>) -> anyhow::Result<()> {
    for (i, name) in moves.unwrap_or("").split_whitespace().enumerate() {
        game.play(name)
            .map_err(|e| anyhow::anyhow!("move {} `{name}`: {e}", i + 1))?;
    }
    Ok(())
}
