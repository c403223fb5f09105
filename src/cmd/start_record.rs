//! A start read from a game record (`--record FILE [--game N]` of `position`, `moves` and
//! `perft`): the record format the web board exports and `arena --record` writes
//! (`boardlore_engine::record`). The record's `Ruleset` header picks the ruleset when
//! `--ruleset` does not, its `FEN` or `Position` header the start, and its main line the moves
//! played from there; variations are passed over.

use std::path::Path;

use anyhow::bail;
use boardlore_engine::record::{read_games, Record};
use boardlore_engine::Match;

use super::bounded_read::read_text;
use super::start_args::{quoted, shortened, GameArgs};

/// Game `number` (from 1) of the record file `path`, checked against the game `entry` names.
pub fn read_game(path: &Path, number: usize, entry: &GameArgs) -> anyhow::Result<Record> {
    let text = read_text(path, "the game record")?;
    let mut games = read_games(&text)
        .map_err(|e| anyhow::anyhow!("the game record {} does not read: {e}", path.display()))?;
    if games.is_empty() {
        bail!("the game record {} holds no game", path.display());
    }
    let count = games.len();
    if number == 0 || number > count {
        bail!(
            "--game {number}: the game record {} holds {count} game{}",
            path.display(),
            if count == 1 { "" } else { "s" }
        );
    }
    let record = games.swap_remove(number - 1);
    if let Some(game) = record.game().filter(|g| *g != entry.game) {
        bail!(
            "the game record {} is of `{}`, not `{}`\nhint: name the record's game: boardlore \
             ... {} --record {}",
            path.display(),
            quoted(game),
            entry.game,
            quoted(game),
            path.display()
        );
    }
    Ok(record)
}

/// Plays the record's main line on `game`, naming the first move that is not legal.
pub fn play_line(game: &mut dyn Match, record: &Record, number: usize) -> anyhow::Result<()> {
    for (i, name) in record.tree.main_line().into_iter().enumerate() {
        if let Err(e) = game.play(name) {
            bail!(
                "--record, game {number}: move {} `{}`: {}",
                i + 1,
                quoted(name),
                shortened(&e.to_string(), name)
            );
        }
    }
    Ok(())
}
