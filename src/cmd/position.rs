//! `boardlore position`: the position reached after some moves, in the game's notation, who
//! is to move, and the result once the game is over.

use clap::Args as ClapArgs;

use super::start_args::StartArgs;

/// Arguments of `boardlore position`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game, ruleset and position.
    #[command(flatten)]
    pub start: StartArgs,
}

/// Runs `boardlore position`: prints `position: <notation>`, then `to move: <name>` while
/// play goes on, or `result: <name> wins (<rule>)` / `result: draw (<rule>)`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let found = args.start.find()?;
    let players = found.spec.players();
    let game = args.start.open_found(&found)?;
    let name = |p: boardlore_engine::game::Player| {
        players
            .get(usize::from(p.0))
            .map_or_else(|| format!("player {}", p.0 + 1), |info| info.name.clone())
    };
    println!("position: {}", game.position());
    match game.outcome() {
        None => println!("to move: {}", name(game.to_move())),
        Some(outcome) => {
            let rule = crate::cmd::rule_in_english(&outcome.rule);
            match outcome.winner {
                Some(winner) => println!("result: {} wins ({rule})", name(winner)),
                None => println!("result: draw ({rule})"),
            }
        }
    }
    Ok(())
}
