//! `boardlore selfplay`: plays random or MCTS games against itself and prints statistics.

use boardlore_engine::limits::MAX_MCTS_ITERATIONS;
use boardlore_engine::search::{self, Mcts, SelfplayStats};
use boardlore_engine::Compile;
use boardlore_engine::GameVisitor;
use boardlore_engine::Hints;
use clap::Args as ClapArgs;

use super::start_args::GameArgs;

/// Arguments of `boardlore selfplay`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game and ruleset.
    #[command(flatten)]
    pub entry: GameArgs,
    /// Number of games (1 to 100,000).
    #[arg(long, default_value_t = 100, value_parser = super::game_count)]
    pub games: usize,
    /// Seed of the random generator (the same seed replays the same games).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// Both sides choose moves by Monte Carlo tree search instead of at random.
    #[arg(long)]
    pub mcts: bool,
    /// MCTS playouts per move (1 to 1,000,000).
    #[arg(long, default_value_t = 200, value_parser = iteration_count)]
    pub iterations: usize,
    /// Games still running after this many plies are cut off and counted apart (1 to
    /// 100,000).
    #[arg(long, default_value_t = 10_000, value_parser = super::ply_count)]
    pub max_plies: usize,
}

fn iteration_count(text: &str) -> Result<usize, String> {
    super::count_in_range(text, MAX_MCTS_ITERATIONS)
}

/// Plays the self-play games on the typed game of whatever family the ruleset is in.
struct Selfplay<'a>(&'a Args);

impl GameVisitor for Selfplay<'_> {
    type Output = SelfplayStats;

    fn visit<G: Hints>(self, game: G) -> SelfplayStats {
        let args = self.0;
        if args.mcts {
            let mcts = Mcts {
                iterations: args.iterations,
                ..Mcts::default()
            };
            search::mcts_selfplay(&game, args.games, args.seed, &mcts, args.max_plies)
        } else {
            search::random_selfplay(&game, args.games, args.seed, args.max_plies)
        }
    }
}

/// Runs `boardlore selfplay`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let found = args.entry.find()?;
    let (spec, ruleset) = (&found.spec, found.id());
    let stats = spec.visit_typed(Selfplay(&args)).map_err(|errors| {
        let list: Vec<String> = errors.iter().map(|e| format!("  {e}")).collect();
        anyhow::anyhow!("ruleset `{ruleset}` does not compile:\n{}", list.join("\n"))
    })?;
    let games = args.games.max(1) as f64;
    let percent = |n: usize| 100.0 * n as f64 / games;
    println!(
        "game: {} (ruleset {ruleset}), {}",
        args.entry.game,
        if args.mcts { "MCTS" } else { "random moves" }
    );
    println!(
        "games finished: {} ({} cut off at {} plies)",
        stats.finished, stats.unfinished, args.max_plies
    );
    println!("average length: {:.1} plies", stats.average_length());
    println!(
        "first-player wins: {} ({:.1}%)",
        stats.first_wins,
        percent(stats.first_wins)
    );
    println!(
        "second-player wins: {} ({:.1}%)",
        stats.second_wins,
        percent(stats.second_wins)
    );
    println!("draws: {} ({:.1}%)", stats.draws, percent(stats.draws));
    Ok(())
}
