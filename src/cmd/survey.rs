//! `boardlore survey`: the computer against simple players in every playable ruleset of the
//! archive, as `arena` plays them, with each match's result kept in a results file so that a
//! long survey can be stopped and taken up again, and a table of every result against the
//! share of games the computer is expected to win.

use std::collections::BTreeSet;
use std::io::Write;
use std::path::PathBuf;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use anyhow::{bail, Context as _};
use clap::Args as ClapArgs;

use super::arena::{self, play_games};
use super::arena_players::Spec;
use super::bounded_read::read_text_if_present;
use super::output_file::OwnFile;
use super::start_args::GameArgs;
use super::survey_commit::survey_commit;

/// The most plies the survey lets a game run, however long random games are.
const MOST_PLIES: usize = 3_000;

/// The share of games (in percent) the computer is to win against each simple player.
const TARGETS: [(&str, usize); 2] = [("random", 95), ("greedy", 75)];

/// The results file's first line. `commit` names the checkout the survey ran from (as `git
/// describe --always --dirty` would, the results file's own changes aside), so a result can
/// be traced to the search that earned it.
const HEADER: &str = "game\truleset\tfamily\topponent\tms\tgames\tcomputer_wins\topponent_wins\tdraws\tseconds\tcommit";

/// A survey's results file, as `survey --results` claims it: its header row marks it (the
/// header before the commit was kept is accepted too). Results are appended, so there is no
/// `--force`: another file is never written.
const RESULTS: OwnFile = OwnFile {
    what: "a results file written by survey",
    option: "--results",
    marks: &[
        HEADER,
        "game\truleset\tfamily\topponent\tms\tgames\tcomputer_wins\topponent_wins\tdraws\tseconds",
    ],
    forcible: false,
};

/// Fields of a results line; lines written before the commit was kept have one fewer.
const FIELDS: usize = 11;

/// Arguments of `boardlore survey`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The content folder.
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
    /// The computer's thinking time a move, in milliseconds.
    #[arg(long, default_value_t = 1000)]
    pub ms: u64,
    /// Games per match; the colours alternate.
    #[arg(long, default_value_t = 20, value_parser = super::game_count)]
    pub games: usize,
    /// The opponents, separated by commas: `random`, `greedy` or any player `arena` takes.
    #[arg(long, default_value = "random,greedy")]
    pub against: String,
    /// Only these games (ids separated by commas); every game by default.
    #[arg(long)]
    pub only: Option<String>,
    /// The results file: one line a match, read first so that matches already played are
    /// not played again. The default is the archive's own record, kept in the repository.
    #[arg(long, default_value = "docs/survey.tsv")]
    pub results: PathBuf,
    /// Matches played at once (each takes a processor while the computer thinks).
    #[arg(long, default_value_t = 1)]
    pub jobs: usize,
    /// Start no new match after this many minutes (the results kept so far stay).
    #[arg(long)]
    pub minutes: Option<f64>,
    /// Games still running after this many plies are drawn; at least three times the plies
    /// of an average random game (at most 3,000), so that a ruleset's own move limit decides.
    #[arg(long, default_value_t = 300, value_parser = super::ply_count)]
    pub max_plies: usize,
}

/// One match to play: a ruleset against one opponent.
struct Match {
    game: String,
    ruleset: String,
    family: String,
    opponent: String,
}

impl Match {
    fn key(&self) -> (String, String, String) {
        (
            self.game.clone(),
            self.ruleset.clone(),
            self.opponent.clone(),
        )
    }
}

/// Runs `boardlore survey`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let opponents: Vec<String> = args.against.split(',').map(str::to_string).collect();
    for opponent in &opponents {
        Spec::parse(opponent)?;
    }
    let settings = (args.ms.to_string(), args.games.to_string());
    RESULTS.claim(&args.results, &[], false)?;
    let commit = survey_commit(&args.results);
    let done = played(&args, &settings)?;
    let to_play: Vec<Match> = playable_rulesets(&args)?
        .into_iter()
        .flat_map(|(game, ruleset, family)| {
            opponents.iter().map(move |opponent| Match {
                game: game.clone(),
                ruleset: ruleset.clone(),
                family: family.clone(),
                opponent: opponent.clone(),
            })
        })
        .filter(|m| !done.contains(&m.key()))
        .collect();
    eprintln!(
        "{} match(es) to play, {} already in {}",
        to_play.len(),
        done.len(),
        args.results.display()
    );
    if let Some(folder) = args.results.parent().filter(|p| !p.as_os_str().is_empty()) {
        std::fs::create_dir_all(folder)?;
    }
    let queue = Mutex::new(to_play.into_iter());
    let started = Instant::now();
    let deadline = args
        .minutes
        .map(|m| started + Duration::from_secs_f64(m.max(0.0) * 60.0));
    let failures = Mutex::new(Vec::new());
    std::thread::scope(|scope| {
        for _ in 0..args.jobs.max(1) {
            scope.spawn(|| loop {
                if deadline.is_some_and(|d| Instant::now() >= d) {
                    break;
                }
                let Some(next) = queue.lock().map(|mut q| q.next()).ok().flatten() else {
                    break;
                };
                if let Err(error) = play_and_keep(&args, &next, &commit) {
                    if let Ok(mut list) = failures.lock() {
                        list.push(format!("{}/{}: {error:#}", next.game, next.ruleset));
                    }
                }
            });
        }
    });
    for failure in failures.into_inner().unwrap_or_default() {
        eprintln!("failed: {failure}");
    }
    print_table(&args, &settings)
}

/// The playable rulesets of the content (or of `--only`'s games): game, ruleset, family.
fn playable_rulesets(args: &Args) -> anyhow::Result<Vec<(String, String, String)>> {
    let checked = boardlore_site::content::load(&args.content)
        .and_then(|(loaded, earlier)| boardlore_site::content::validate(loaded, earlier))
        .map_err(|problems| {
            eprintln!("{problems}");
            anyhow::anyhow!("the content has problems (see `boardlore check`)")
        })?;
    let only: Option<BTreeSet<&str>> = args.only.as_deref().map(|o| o.split(',').collect());
    let mut found = Vec::new();
    for game in &checked.games {
        let entry = &game.loaded.entry;
        if only
            .as_ref()
            .is_some_and(|o| !o.contains(entry.id.as_str()))
        {
            continue;
        }
        for (ruleset, compiled) in entry.rulesets.iter().zip(&game.rulesets) {
            if compiled.rules.is_none() {
                continue;
            }
            let family = ruleset
                .rules
                .as_ref()
                .and_then(|raw| raw.decode_rules().ok())
                .map_or("", |spec| spec.family());
            found.push((entry.id.clone(), ruleset.id.clone(), family.to_string()));
        }
    }
    if let Some(only) = &only {
        let known: BTreeSet<&str> = found.iter().map(|(g, _, _)| g.as_str()).collect();
        if let Some(missing) = only.iter().find(|id| !known.contains(*id)) {
            bail!(
                "no playable ruleset of `{missing}` in {}",
                args.content.display()
            );
        }
    }
    Ok(found)
}

/// The results file's lines played with `settings` (ms, games), one per line, split.
fn rows(args: &Args, settings: &(String, String)) -> anyhow::Result<Vec<Vec<String>>> {
    let Some(text) = read_text_if_present(&args.results, "the survey's results")? else {
        return Ok(Vec::new());
    };
    Ok(text
        .lines()
        .filter(|line| *line != HEADER && !line.is_empty())
        .map(|line| line.split('\t').map(str::to_string).collect::<Vec<_>>())
        .filter(|row| {
            (FIELDS - 1..=FIELDS).contains(&row.len())
                && row[4] == settings.0
                && row[5] == settings.1
        })
        .collect())
}

/// The matches already in the results file with these settings.
fn played(
    args: &Args,
    settings: &(String, String),
) -> anyhow::Result<BTreeSet<(String, String, String)>> {
    Ok(rows(args, settings)?
        .into_iter()
        .map(|row| (row[0].clone(), row[1].clone(), row[3].clone()))
        .collect())
}

/// The game and ruleset of match `one`, in `args`' content.
fn game_args(one: &Match, args: &Args) -> GameArgs {
    GameArgs {
        game: one.game.clone(),
        ruleset: Some(one.ruleset.clone()),
        content: args.content.clone(),
    }
}

/// The plies after which the survey draws a game: `--max-plies`, or three times the plies of
/// an average random game from the start when that is more (at most [`MOST_PLIES`]). Where
/// throws decide, a game lasts as long as the throws make it whoever plays; where the ruleset
/// draws at its own move limit, random games reach it, so the rules' limit decides, not the
/// survey's (Du Hai Qi's pieces come home in 200 to 400 plies when a random opponent's stand
/// in the way).
fn ply_cap(args: &Args, entry: &GameArgs) -> anyhow::Result<usize> {
    let start = entry
        .find()?
        .compile()?
        .new_match(None)
        .map_err(|e| anyhow::anyhow!("the start position does not read: {e}"))?;
    let until = Instant::now() + Duration::from_millis(300);
    let (games, plies) = start.random_playouts(1, MOST_PLIES, &mut || Instant::now() < until);
    Ok(args
        .max_plies
        .max((3 * plies / games.max(1)).min(MOST_PLIES)))
}

/// Plays one match and appends its line to the results file.
fn play_and_keep(args: &Args, one: &Match, commit: &str) -> anyhow::Result<()> {
    let entry = game_args(one, args);
    let max_plies = ply_cap(args, &entry)?;
    let arena_args = arena::Args {
        entry,
        first: Spec::parse(&format!("computer:{}", args.ms))?,
        second: Spec::parse(&one.opponent)?,
        games: args.games,
        max_plies,
        uci_variant: None,
        seed: 1,
        openings: None,
        record: None,
        force: false,
    };
    let label = format!("{}/{} against {}", one.game, one.ruleset, one.opponent);
    let started = Instant::now();
    let tally = play_games(&arena_args, &mut |line| eprintln!("{label}: {line}"))?;
    let line = format!(
        "{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{}\t{:.0}\t{commit}\n",
        one.game,
        one.ruleset,
        one.family,
        one.opponent,
        args.ms,
        args.games,
        tally.first,
        tally.second,
        tally.draws,
        started.elapsed().as_secs_f64()
    );
    let cannot = || format!("cannot add to the results file {}", args.results.display());
    // Claimed again at each match: another program may have replaced the file meanwhile.
    RESULTS.claim(&args.results, &[], false)?;
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(&args.results)
        .with_context(cannot)?;
    if file.metadata().with_context(cannot)?.len() == 0 {
        writeln!(file, "{HEADER}").with_context(cannot)?;
    }
    file.write_all(line.as_bytes()).with_context(cannot)?;
    Ok(())
}

/// Prints every match of the results file with these settings, marking those where the
/// computer won less than its target, and a count on the last line.
fn print_table(args: &Args, settings: &(String, String)) -> anyhow::Result<()> {
    let only: Option<BTreeSet<&str>> = args.only.as_deref().map(|o| o.split(',').collect());
    let rows: Vec<Vec<String>> = rows(args, settings)?
        .into_iter()
        .filter(|row| only.as_ref().map_or(true, |o| o.contains(row[0].as_str())))
        .collect();
    let mut below = 0;
    // What each ruleset's start is proved to be, asked once for its matches under target.
    let mut ceilings = std::collections::HashMap::new();
    for row in &rows {
        let wins: usize = row[6].parse().unwrap_or(0);
        let games: usize = row[5].parse().unwrap_or(1).max(1);
        let share = 100 * wins / games;
        let target = TARGETS.iter().find(|(name, _)| *name == row[3]);
        let mark = match target {
            Some((_, t)) if share < *t => {
                below += 1;
                let proved = ceilings
                    .entry((row[0].clone(), row[1].clone()))
                    .or_insert_with(|| {
                        super::survey_ceiling::proved_start(&GameArgs {
                            game: row[0].clone(),
                            ruleset: Some(row[1].clone()),
                            content: args.content.clone(),
                        })
                    });
                match proved {
                    Some(why) => format!("  below the target of {t}%: {why}"),
                    None => format!("  below the target of {t}%"),
                }
            }
            _ => String::new(),
        };
        let commit = row.get(10).map_or(String::new(), |c| format!(", {c}"));
        println!(
            "{}/{} ({}) against {}: {}-{}-{} ({share}% won, {} s{commit}){mark}",
            row[0], row[1], row[2], row[3], row[6], row[7], row[8], row[9]
        );
    }
    println!(
        "{} match(es) at {} ms a move, {} games each; {below} below target",
        rows.len(),
        settings.0,
        settings.1
    );
    Ok(())
}
