//! The `boardlore` command line: the site generator and the rules engine's tools.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

mod cmd;

/// A fast allocator for many small allocations on several threads (see `boardlore_site::Allocator`).
#[global_allocator]
static ALLOCATOR: boardlore_site::Allocator = boardlore_site::Allocator;

/// An archive of traditional board games and the static-site generator that publishes it.
#[derive(Debug, Parser)]
#[command(name = "boardlore", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Builds the site from content/, templates/ and theme/ into output/.
    Build(cmd::build::Args),
    /// Validates content, templates and theme; writes nothing.
    Check(cmd::check::Args),
    /// Builds, serves output/ on 127.0.0.1 and rebuilds on change.
    Serve(cmd::serve::Args),
    /// Writes the web board built into this program (wasm and bindings) into a folder.
    BoardFiles(cmd::board_package::Args),
    /// Scaffolds a new game entry.
    New(cmd::new::Args),
    /// Prints the legal moves of a position, one per line, sorted.
    Moves(cmd::moves::Args),
    /// Prints the position reached, the side to move and the result once the game is over.
    Position(cmd::position::Args),
    /// Counts the leaf nodes of the move tree to a depth.
    Perft(cmd::perft::Args),
    /// Measures perft speed per game (nodes per second).
    Bench(cmd::bench::Args),
    /// Solves a small game exactly.
    Solve(cmd::solve::Args),
    /// Runs the claims entries make and prints each with its verdict and evidence.
    Claims(cmd::claims::Args),
    /// Plays random or MCTS games against itself and prints statistics.
    Selfplay(cmd::selfplay::Args),
    /// Plays games between two players (the computer, random, greedy, a UCI engine).
    Arena(cmd::arena::Args),
    /// Plays the computer against simple players in every playable ruleset and keeps the results.
    Survey(cmd::survey::Args),
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    // Ctrl-C during a build: remove the half-built folder beside the output (the output
    // itself is only ever replaced whole), then stop as an interrupted program does.
    let _ = ctrlc::set_handler(|| {
        boardlore_site::discard_unfinished();
        eprintln!("interrupted; the output folder was left as it was");
        std::process::exit(130);
    });
    let result = match cli.command {
        Command::Build(args) => cmd::build::run(args),
        Command::Check(args) => cmd::check::run(args),
        Command::Serve(args) => cmd::serve::run(args),
        Command::BoardFiles(args) => cmd::board_package::run(args),
        Command::New(args) => cmd::new::run(args),
        Command::Moves(args) => cmd::moves::run(args),
        Command::Perft(args) => cmd::perft::run(args),
        Command::Position(args) => cmd::position::run(args),
        Command::Bench(args) => cmd::bench::run(args),
        Command::Solve(args) => cmd::solve::run(args),
        Command::Claims(args) => cmd::claims::run(args),
        Command::Selfplay(args) => cmd::selfplay::run(args),
        Command::Arena(args) => cmd::arena::run(args),
        Command::Survey(args) => cmd::survey::run(args),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {error:#}");
            ExitCode::FAILURE
        }
    }
}
