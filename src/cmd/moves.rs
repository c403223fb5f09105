//! `boardlore moves`: prints the legal moves of a position, one per line, sorted.

use std::io::Write;
use std::path::PathBuf;

use anyhow::Context;
use clap::Args as ClapArgs;

use crate::rules_loader::load_rules;

/// Arguments of `boardlore moves`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// Game id (a file name in content/games without `.yaml`), e.g. `xiangqi`.
    pub game: String,
    /// Ruleset id; the entry's first ruleset when omitted.
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

/// Runs `boardlore moves`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let rules = load_rules(&args.content, &args.game, args.ruleset.as_deref())?;
    let fen = start_text(
        &args.content,
        &args.game,
        args.fen.as_deref(),
        args.position.as_deref(),
    )?;
    let mut game = rules
        .new_match(fen.as_deref())
        .map_err(|e| anyhow::anyhow!("bad position: {e}"))?;
    play_moves(game.as_mut(), args.moves.as_deref())?;
    let mut out = std::io::stdout().lock();
    for mv in game.legal_moves() {
        if let Err(e) = writeln!(out, "{}", mv.name) {
            // A closed pipe (`| head`) is not an error worth a failure.
            if e.kind() == std::io::ErrorKind::BrokenPipe {
                return Ok(());
            }
            return Err(e.into());
        }
    }
    Ok(())
}

/// The position text to start from: `--fen`, the figure named by `--position`, or the start.
pub fn start_text(
    content: &std::path::Path,
    game: &str,
    fen: Option<&str>,
    figure: Option<&str>,
) -> anyhow::Result<Option<String>> {
    if let Some(fen) = fen {
        return Ok(Some(fen.to_string()));
    }
    let Some(figure) = figure else {
        return Ok(None);
    };
    let path = content.join("games").join(format!("{game}.yaml"));
    let text =
        std::fs::read_to_string(&path).with_context(|| format!("reading {}", path.display()))?;
    let entry: serde_yaml::Value = serde_yaml::from_str(&text)
        .with_context(|| format!("{}: not valid YAML", path.display()))?;
    let figures = entry["figures"].as_sequence().cloned().unwrap_or_default();
    let names: Vec<String> = figures
        .iter()
        .filter_map(|f| f["id"].as_str().map(String::from))
        .collect();
    let found = figures
        .iter()
        .find(|f| f["id"].as_str() == Some(figure))
        .with_context(|| {
            format!(
                "{game} has no figure `{figure}` (it has: {})",
                names.join(", ")
            )
        })?;
    let position = found["position"]
        .as_str()
        .with_context(|| format!("figure `{figure}` of {game} has no position"))?;
    Ok(Some(position.to_string()))
}

/// Plays a space-separated list of moves.
pub fn play_moves(
    game: &mut dyn boardlore_engine::Match,
    moves: Option<&str>,
) -> anyhow::Result<()> {
    for (i, name) in moves.unwrap_or("").split_whitespace().enumerate() {
        game.play(name)
            .map_err(|e| anyhow::anyhow!("move {} `{name}`: {e}", i + 1))?;
    }
    Ok(())
}
