//! `boardlore perft`: counts the leaf nodes of the move tree to a depth, within a time budget:
//! the shallower depths are counted first, and a depth their growth says would take longer
//! than the budget is refused before it starts, with the estimate and the deepest depth that
//! fits; a count that runs over all the same stops between the first ply's moves.

use std::io::Write;
use std::time::Instant;

use anyhow::bail;
use boardlore_engine::limits::{MAX_PERFT_DEPTH, PERFT_SECONDS};
use boardlore_engine::Match;
use clap::Args as ClapArgs;

use super::start_args::StartArgs;

/// A measured depth this long or longer gives a speed worth predicting from.
const STEADY_SECONDS: f64 = 0.02;

/// The speed no engine here reaches: a count estimated to take too long even at it is refused
/// before any speed is measured.
const FASTEST_NODES_A_SECOND: f64 = 1e9;

/// Arguments of `boardlore perft`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game, ruleset and position.
    #[command(flatten)]
    pub start: StartArgs,
    /// Depth in plies (0 to 64).
    #[arg(value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_PERFT_DEPTH)))]
    pub depth: u32,
    /// Print the count below each legal move.
    #[arg(long)]
    pub divide: bool,
    /// The time the count may take, in seconds (1 to 86400). A depth estimated from the
    /// shallower ones to take longer is refused before it starts, with the estimate; a count
    /// that runs over all the same stops between the first ply's moves.
    #[arg(long, default_value_t = PERFT_SECONDS,
          value_parser = clap::value_parser!(u64).range(1..=86_400))]
    pub max_seconds: u64,
}

/// Runs `boardlore perft`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let mut game = args.start.open()?;
    let budget = args.max_seconds as f64;
    let started = Instant::now();
    refuse_if_too_slow(&*game, &args, budget)?;
    let total = if args.depth == 0 {
        game.perft(0)
    } else {
        let moves = game.legal_moves();
        let mut total = 0;
        for (counted, mv) in moves.iter().enumerate() {
            let seconds = started.elapsed().as_secs_f64();
            if seconds > budget {
                bail!(
                    "perft {} {} stopped after {seconds:.0} s, the time allowed \
                     (--max-seconds {}): {counted} of the {} first moves counted, {total} \
                     nodes so far\nhint: ask for a smaller depth, or allow more time",
                    args.start.entry.game,
                    args.depth,
                    args.max_seconds,
                    moves.len()
                );
            }
            game.play(&mv.name).map_err(|e| anyhow::anyhow!("{e}"))?;
            let count = game.perft(args.depth - 1);
            game.undo();
            if args.divide && writeln!(std::io::stdout(), "{}: {count}", mv.name).is_err() {
                return Ok(());
            }
            total += count;
        }
        if args.divide {
            println!();
        }
        total
    };
    let seconds = started.elapsed().as_secs_f64();
    println!("{total}");
    eprintln!(
        "{} nodes in {:.3} s ({:.0} nodes/s)",
        total,
        seconds,
        total as f64 / seconds.max(1e-9)
    );
    Ok(())
}

/// Counts depths 1, 2, ... below the one asked for, and refuses the count when their growth
/// says it would take longer than `budget` seconds. Until a depth takes long enough to time,
/// the speed is taken to be [`FASTEST_NODES_A_SECOND`], so only a count that would be too long
/// even at that speed is refused before anything is timed.
fn refuse_if_too_slow(game: &dyn Match, args: &Args, budget: f64) -> anyhow::Result<()> {
    // The deepest depth counted so far, its count, the growth of its last step, the speed.
    let (mut measured_at, mut nodes) = (0, 1u64);
    let mut growth = game.legal_moves().len().max(1) as f64;
    let mut timed = None;
    loop {
        let speed = timed.unwrap_or(FASTEST_NODES_A_SECOND);
        let predicted = |d: u32| nodes as f64 * growth.powi((d - measured_at) as i32) / speed;
        let next = measured_at + 1;
        if predicted(args.depth) > budget && (timed.is_some() || predicted(next) > budget) {
            let fits = (measured_at..args.depth)
                .rev()
                .find(|&d| predicted(d) <= budget)
                .unwrap_or(measured_at);
            let speed = match timed {
                Some(speed) => {
                    format!("the {speed:.1e} nodes a second timed at depth {measured_at}")
                }
                None => format!("even {speed:.0e} nodes a second, faster than any game here"),
            };
            bail!(
                "perft {} {} would count about {:.1e} nodes, about {} at {speed}: more than the \
                 {budget:.0} s allowed (--max-seconds)\nhint: ask for depth {fits} or less, or \
                 allow more time",
                args.start.entry.game,
                args.depth,
                nodes as f64 * growth.powi((args.depth - measured_at) as i32),
                duration(predicted(args.depth)),
            );
        }
        if next >= args.depth {
            return Ok(());
        }
        let started = Instant::now();
        let deeper = game.perft(next);
        let seconds = started.elapsed().as_secs_f64();
        if deeper == 0 {
            return Ok(());
        }
        growth = (deeper as f64 / nodes as f64).max(1.0);
        (measured_at, nodes) = (next, deeper);
        if seconds >= STEADY_SECONDS {
            timed = Some(nodes as f64 / seconds);
        }
    }
}

/// Seconds in words: `40 s`, `12 min`, `3.5 h`, `40 days`, `2.1e3 years`.
fn duration(seconds: f64) -> String {
    match seconds {
        s if s < 120.0 => format!("{s:.0} s"),
        s if s < 7_200.0 => format!("{:.0} min", s / 60.0),
        s if s < 172_800.0 => format!("{:.1} h", s / 3_600.0),
        s if s < 8.64e7 => format!("{:.0} days", s / 86_400.0),
        s => format!("{:.1e} years", s / 3.156e7),
    }
}
