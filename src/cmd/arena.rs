//! `boardlore arena`: plays games between two players, colours alternating, from the start
//! or from a file of openings, and prints `first wins A, second wins B, draws C` on its last
//! line.

use std::path::{Path, PathBuf};

use anyhow::Context;
use clap::Args as ClapArgs;

use super::arena_openings::{Opening, Openings};
use super::arena_players::{Player, Spec};
use super::arena_record::{Finished, Played, Recorder, RECORD};
use super::start_args::GameArgs;

/// Arguments of `boardlore arena`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game and ruleset.
    #[command(flatten)]
    pub entry: GameArgs,
    /// The first player: `computer:<ms>[:<level 1-8>]`, `random`, `greedy` or
    /// `uci:<command>[:<ms>[:<skill>]]`. It moves first in the first game.
    #[arg(long, value_parser = Spec::parse)]
    pub first: Spec,
    /// The second player, written the same way. It moves first in the second game.
    #[arg(long, value_parser = Spec::parse)]
    pub second: Spec,
    /// Number of games (1 to 100,000); the players swap colours every game.
    #[arg(long, default_value_t = 2, value_parser = super::game_count)]
    pub games: usize,
    /// Games still running after this many plies are drawn (1 to 100,000).
    #[arg(long, default_value_t = 300, value_parser = super::ply_count)]
    pub max_plies: usize,
    /// The variant name given to UCI engines (`setoption name UCI_Variant`); the game id by
    /// default.
    #[arg(long)]
    pub uci_variant: Option<String>,
    /// Seed of the random choices (the same seed replays the same games).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// A file of positions to start from, one a line in the game's notation (Fairy-Stockfish
    /// FEN for chess games; `#` starts a comment line). Each is played twice in a row, once
    /// with each player moving first; the game's start position when omitted.
    #[arg(long)]
    pub openings: Option<PathBuf>,
    /// Writes each game to this file as it ends, in the web board's record format (headers for
    /// the game, its start, result and end position, then its numbered moves), to read the
    /// match over, open a game on the board or replay it with `boardlore position --record
    /// FILE --game N`. Its first line marks it as a record:
    /// an existing file without that mark is left alone unless `--force` is given, and the
    /// match's own inputs (the openings file, the game's entry) never.
    #[arg(long)]
    pub record: Option<PathBuf>,
    /// Let `--record` overwrite an existing file that is not a record of an earlier match.
    #[arg(long)]
    pub force: bool,
}

/// Which of the two named players won a game, if either.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Verdict {
    First,
    Second,
    Draw,
}

/// The games' results for the two players as named on the command line, and what each
/// searched (positions or playouts, seconds) where it reports it.
#[derive(Clone, Debug, Default)]
pub struct Tally {
    /// Games the first player won.
    pub first: usize,
    /// Games the second player won.
    pub second: usize,
    /// Games drawn or cut off.
    pub draws: usize,
    /// Each player's search work, if it reports any.
    pub work: [Option<(u64, f64)>; 2],
}

/// Runs `boardlore arena`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let tally = play_games(&args, &mut |line| eprintln!("{line}"))?;
    for (name, work) in ["first", "second"].iter().zip(tally.work) {
        if let Some((work, seconds)) = work {
            eprintln!(
                "{name} player searched {work} positions or playouts in {seconds:.1} s ({:.0} a second)",
                work as f64 / seconds.max(1e-9)
            );
        }
    }
    println!(
        "first wins {}, second wins {}, draws {}",
        tally.first, tally.second, tally.draws
    );
    Ok(())
}

/// Plays the games `args` ask for, telling `progress` a line after each.
pub fn play_games(args: &Args, progress: &mut dyn FnMut(String)) -> anyhow::Result<Tally> {
    let entry_file = args
        .entry
        .content
        .join("games")
        .join(format!("{}.yaml", args.entry.game));
    let mut inputs: Vec<(&Path, &str)> = vec![(&entry_file, "the game's entry")];
    if let Some(openings) = &args.openings {
        inputs.push((openings, "the openings file (--openings)"));
    }
    // Checked before anything is read or started, so a refused record costs nothing.
    if let Some(path) = &args.record {
        RECORD.claim(path, &inputs, args.force)?;
    }
    let found = args.entry.find()?;
    let rules = found.compile()?;
    let openings = match &args.openings {
        Some(path) => Openings::read(path, &*rules)?,
        None => Openings::start(),
    };
    let variant = args
        .uci_variant
        .clone()
        .unwrap_or_else(|| args.entry.game.clone());
    let mut players = [
        Player::start(&args.first, &variant).context("starting the first player")?,
        Player::start(&args.second, &variant).context("starting the second player")?,
    ];
    let mut recorder = match &args.record {
        Some(path) => Some(Recorder::create(
            path,
            &match_line(args),
            [&args.entry.game, found.id()],
            found.spec.family() == "chess",
            &inputs,
            args.force,
        )?),
        None => None,
    };
    let mut tally = Tally::default();
    for g in 0..args.games {
        // Seat 0 (the side that moves first from the start position) is the first player's
        // in even games, the second's in odd ones.
        let first_moves = g % 2 == 0;
        let opening = openings.for_game(g);
        let (result, plies, rule, played) =
            play_one(args, &*rules, opening, &mut players, first_moves, g)?;
        match result {
            Verdict::First => tally.first += 1,
            Verdict::Second => tally.second += 1,
            Verdict::Draw => tally.draws += 1,
        }
        let from = match &opening.position {
            Some(_) => format!(" from {}", opening.label),
            None => String::new(),
        };
        // An opening may give the move to seat 1: then seat 0's player moves second.
        let moved_first = first_moves == (opening.seat_to_move == 0);
        let summary = format!(
            "game {}/{}{from}: first player {}; {} after {plies} plies ({rule}); so far {}-{}-{}",
            g + 1,
            args.games,
            if moved_first {
                "moved first"
            } else {
                "moved second"
            },
            match result {
                Verdict::First => "first wins",
                Verdict::Second => "second wins",
                Verdict::Draw => "draw",
            },
            tally.first,
            tally.second,
            tally.draws
        );
        if let Some(recorder) = &mut recorder {
            let finished = Finished {
                number: g + 1,
                summary: &summary,
                start: opening.position.as_deref(),
                played: &played,
            };
            recorder.game(&*rules, &finished)?;
        }
        progress(summary);
    }
    tally.work = [players[0].work(), players[1].work()];
    Ok(tally)
}

/// The record's heading: the game and the two players as the command line names them.
fn match_line(args: &Args) -> String {
    let ruleset = args
        .entry
        .ruleset
        .as_deref()
        .unwrap_or("its first playable ruleset");
    format!(
        "{} ({ruleset}): first {}, second {}, {} games, seed {}",
        args.entry.game,
        args.first.label(),
        args.second.label(),
        args.games,
        args.seed
    )
}

/// Plays game `g`: the result for the named players, the plies played, the deciding rule
/// and the moves.
fn play_one(
    args: &Args,
    rules: &dyn boardlore_engine::Rules,
    opening: &Opening,
    players: &mut [Player; 2],
    first_moves: bool,
    g: usize,
) -> anyhow::Result<(Verdict, usize, String, Played)> {
    let start = opening.position.as_deref();
    let mut game = rules
        .new_match(start)
        .map_err(|e| anyhow::anyhow!("the position {} does not read: {e}", opening.label))?;
    for (player, name) in players.iter_mut().zip(["first", "second"]) {
        player
            .new_game()
            .with_context(|| format!("game {}: the {name} player", g + 1))?;
    }
    // The named player (0 first, 1 second) sitting in seat `seat`.
    let named = |seat: u8| {
        let seat = usize::from(seat.min(1));
        if first_moves {
            seat
        } else {
            1 - seat
        }
    };
    let winner_of = |seat: u8| {
        if named(seat) == 0 {
            Verdict::First
        } else {
            Verdict::Second
        }
    };
    for ply in 0..args.max_plies {
        if let Some(outcome) = game.outcome() {
            let Some(winner) = outcome.winner else {
                let rule = crate::cmd::rule_in_english(&outcome.rule);
                let rule = format!("{rule}, at `{}`", game.position());
                return Ok((Verdict::Draw, ply, rule, played(&*game)));
            };
            let rule = crate::cmd::rule_in_english(&outcome.rule);
            return Ok((winner_of(winner.0), ply, rule, played(&*game)));
        }
        let seat = game.to_move().0;
        let seed = args.seed.wrapping_mul(1_000_003) ^ ((g as u64) << 20) ^ ply as u64;
        let who = named(seat);
        let Some(name) = players[who]
            .choose(&*game, start, seed)
            .with_context(|| format!("game {}: the {} player", g + 1, ["first", "second"][who]))?
        else {
            return Ok((Verdict::Draw, ply, "no move to play".into(), played(&*game)));
        };
        if let Err(e) = game.play(&name) {
            eprintln!(
                "game {}: the {} player's move `{name}` is refused ({e}); it loses",
                g + 1,
                ["first", "second"][who]
            );
            let result = if who == 0 {
                Verdict::Second
            } else {
                Verdict::First
            };
            return Ok((result, ply, "illegal move".into(), played(&*game)));
        }
    }
    Ok((
        Verdict::Draw,
        args.max_plies,
        format!(
            "cut off at {} plies, at `{}`",
            args.max_plies,
            game.position()
        ),
        played(&*game),
    ))
}

/// The moves of `game` so far and where they led.
fn played(game: &dyn boardlore_engine::Match) -> Played {
    Played {
        moves: game.history().to_vec(),
        end: game.position(),
    }
}
