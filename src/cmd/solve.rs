//! `boardlore solve`: solves a small game exactly (alpha-beta over every position, with a
//! table of fixed size under canonical keys), reporting progress on stderr.

use anyhow::{bail, Context};
use boardlore_engine::folk::FolkGame;
use boardlore_engine::search::{Progress, Solver, Value};
use boardlore_engine::stacks::StacksGame;
use boardlore_engine::{Game, Hints, RulesSpec};
use clap::Args as ClapArgs;
use std::hash::Hash;

use super::start_args::GameArgs;
use boardlore_engine::Presentation;

/// Arguments of `boardlore solve`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game and ruleset.
    #[command(flatten)]
    pub entry: GameArgs,
    /// A position in the game's notation (the start position by default).
    #[arg(long)]
    pub position: Option<String>,
    /// Positions the solver may search before it gives up.
    #[arg(long, default_value_t = boardlore_engine::search::DEFAULT_SOLVE_BUDGET)]
    pub budget: usize,
    /// Memory for the solver's table, in MiB (results that do not fit are searched again).
    #[arg(long, default_value_t = boardlore_engine::search::DEFAULT_SOLVE_MEMORY >> 20)]
    pub memory: usize,
    /// No progress lines on stderr.
    #[arg(long)]
    pub quiet: bool,
    /// Value every position reachable from the position at once, the count of plies played
    /// left out (for games that a move limit alone keeps from going round in circles), and
    /// print how many are decided and the best chance of a win against random moves. The
    /// budget bounds the positions.
    #[arg(long, conflicts_with = "table")]
    pub whole: bool,
    /// Search for a forced win by proof numbers, for the player to move and then for the
    /// opponent (for games where one side wins quickly by force: far fewer positions than the
    /// exact value needs). The budget bounds the positions expanded for each side.
    #[arg(long, conflicts_with_all = ["table", "whole"])]
    pub proof: bool,
    /// For a position with a single piece: solve it with that piece on every point and print
    /// the values as a board (1 = win for the player to move, 0 = loss, = draw).
    #[arg(long)]
    pub table: bool,
}

/// Runs `boardlore solve`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let found = args.entry.find()?;
    let (ruleset, path) = (found.id().to_string(), found.file().to_path_buf());
    let spec = found.spec;
    if let RulesSpec::Stacks(stacks) = &spec {
        let game = stacks.compile_typed().map_err(|errors| {
            let list: Vec<String> = errors.iter().map(|e| format!("  {e}")).collect();
            anyhow::anyhow!("ruleset `{ruleset}` does not compile:\n{}", list.join("\n"))
        })?;
        return solve_stacks(&game, &args, &ruleset);
    }
    let RulesSpec::Folk(folk) = spec else {
        bail!(
            "`solve` handles folk-family games; {} is in another family",
            args.entry.game
        );
    };
    let game = folk.compile_typed().map_err(|errors| {
        let list: Vec<String> = errors.iter().map(|e| format!("  {e}")).collect();
        anyhow::anyhow!(
            "{}: ruleset `{ruleset}` does not compile:\n{}",
            path.display(),
            list.join("\n")
        )
    })?;
    let state = start_state(&game, &args)?;
    // Deep games recurse deeply: give the search a roomy stack of its own.
    let handle = std::thread::Builder::new()
        .stack_size(512 << 20)
        .spawn(move || report(&game, state, &args, &ruleset))
        .context("starting the solver thread")?;
    handle
        .join()
        .map_err(|_| anyhow::anyhow!("the solver thread failed"))?
}

fn report(
    game: &FolkGame,
    state: <FolkGame as Game>::State,
    args: &Args,
    ruleset: &str,
) -> anyhow::Result<()> {
    print_heading(game, &state, args, ruleset);
    if args.table {
        return table(game, &state, args);
    }
    if args.whole {
        return super::solve_whole::whole_and_print(game, &state, args);
    }
    if args.proof {
        return super::solve_proof::prove_and_print(game, &state, args, |p| {
            game.player_name(p.0).to_string()
        });
    }
    let mover = game.player_name(game.to_move(&state).0);
    solve_and_print(game, &state, args, mover)
}

/// The position to solve: `--position` read in the game's notation, or the start.
fn start_state<G: Hints>(game: &G, args: &Args) -> anyhow::Result<G::State> {
    Ok(match &args.position {
        Some(text) => game
            .parse_position(text)
            .with_context(|| format!("reading the position `{text}`"))?,
        None => game.start(),
    })
}

/// The game, ruleset and position being solved, on stdout.
fn print_heading<G: Hints>(game: &G, state: &G::State, args: &Args, ruleset: &str) {
    println!("game: {} (ruleset {ruleset})", args.entry.game);
    println!("position: {}", game.write_position(state));
}

/// Solves `state` and prints its value and best move for `mover`, the player to move.
fn solve_and_print<G: Hints>(
    game: &G,
    state: &G::State,
    args: &Args,
    mover: &str,
) -> anyhow::Result<()>
where
    G::State: Hash + Eq,
{
    let mut solver = solver(game, args);
    let solution = solver.solve(state);
    print_table(&solver);
    let solution = solution?;
    println!("to move: {mover}");
    println!("value: {}", describe(&solution.value));
    if let Some(best) = solution.best {
        println!("best move: {}", game.move_name(state, best));
    }
    println!("positions searched: {}", solution.searched);
    Ok(())
}

/// A solver with the budget and memory asked for, reporting progress unless told not to.
fn solver<'g, G: Hints>(game: &'g G, args: &Args) -> Solver<'g, G>
where
    G::State: Hash + Eq,
{
    let mut solver = Solver::with_memory(game, args.budget, args.memory.saturating_mul(1 << 20));
    if !args.quiet {
        solver.on_progress(|p: &Progress| {
            eprintln!(
                "solving: {} positions searched, table {:.0}% full, {:.0?}",
                p.searched,
                100.0 * p.filled as f64 / p.slots.max(1) as f64,
                p.elapsed
            );
        });
    }
    solver
}

/// The table's size and fill, on stderr: how near the memory bound the search came.
fn print_table<G: Hints>(solver: &Solver<'_, G>)
where
    G::State: Hash + Eq,
{
    let (filled, slots, bytes) = solver.table_fill();
    eprintln!(
        "table: {filled} of {slots} slots used ({} MiB)",
        bytes.div_ceil(1 << 20)
    );
}

/// Solves a stacks-family game (piles of shared pieces: Nim-like games such as yizi-qi).
fn solve_stacks(game: &StacksGame, args: &Args, ruleset: &str) -> anyhow::Result<()> {
    let state = start_state(game, args)?;
    print_heading(game, &state, args, ruleset);
    let mover = game.player_name(game.to_move(&state).0);
    solve_and_print(game, &state, args, mover)
}

fn describe(value: &Value) -> String {
    let mut text = format!("{} for the player to move", value.word());
    if let Some(margin) = value.margin {
        text.push_str(&format!(" (score margin {margin:+})"));
    }
    text
}

/// Duziqi's value table: the lone piece on every point in turn.
fn table(game: &FolkGame, state: &<FolkGame as Game>::State, args: &Args) -> anyhow::Result<()> {
    let view = game.view(state);
    let [piece] = view.pieces.as_slice() else {
        bail!(
            "--table needs a position with exactly one piece (this one has {})",
            view.pieces.len()
        );
    };
    let who = piece.owner.map_or(2, |p| p.0);
    let mut solver = solver(game, args);
    for row in game.rows() {
        let mut line = Vec::new();
        for p in row {
            let placed = game.with_pieces(state, &[(p, who)]);
            let value = solver.value(&placed)?;
            line.push(match value.result {
                1 => "1",
                -1 => "0",
                _ => "=",
            });
        }
        println!("{}", line.join(" "));
    }
    println!("positions searched: {}", solver.searched());
    Ok(())
}
