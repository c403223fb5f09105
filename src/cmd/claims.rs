//! `boardlore claims`: runs the claims entries make (solve, table, self-play, equivalence)
//! and prints each with its verdict and evidence.

use std::path::PathBuf;

use anyhow::bail;
use boardlore_engine::claims::Budget;
use boardlore_engine::search::DEFAULT_SOLVE_BUDGET;
use clap::Args as ClapArgs;

/// Arguments of `boardlore claims`.
#[derive(Debug, ClapArgs)]
pub struct Args {
    /// The game id, e.g. `duzi-qi` (every game with claims by default).
    pub game: Option<String>,
    /// Only the claim with this id.
    #[arg(long)]
    pub claim: Option<String>,
    /// The content folder.
    #[arg(long, default_value = "content")]
    pub content: PathBuf,
    /// Distinct positions the solver may search for one claim before it gives up.
    #[arg(long, default_value_t = DEFAULT_SOLVE_BUDGET)]
    pub budget: usize,
}

/// Runs `boardlore claims`.
pub fn run(args: Args) -> anyhow::Result<()> {
    let checked = match boardlore_site::content::load(&args.content)
        .and_then(|(loaded, earlier)| boardlore_site::content::validate(loaded, earlier))
    {
        Ok(checked) => checked,
        Err(problems) => {
            eprintln!("{problems}");
            bail!("the content has problems (see `boardlore check`)");
        }
    };
    let games: Vec<_> = checked
        .games
        .iter()
        .filter(|g| {
            args.game
                .as_deref()
                .map_or(true, |id| g.loaded.entry.id == id)
        })
        .collect();
    if let Some(id) = &args.game {
        if games.is_empty() {
            bail!("unknown game `{id}` in {}", args.content.display());
        }
    }
    let budget = Budget {
        positions: args.budget,
        games: boardlore_site::content::MAX_CLAIM_RUNS,
    };
    let english = boardlore_site::i18n::Words::new(boardlore_site::i18n::builtin(), "en");
    let mut shown = 0;
    for game in games {
        let entry = &game.loaded.entry;
        for run in boardlore_site::claims::run_claims(game, args.claim.as_deref(), budget, None) {
            let claim = &entry.claims[run.index];
            let report = &run.report;
            shown += 1;
            println!("{} {}: {}", entry.id, claim.id, report.verdict.word());
            println!("  claimed by: {}", claim.witness);
            let statement = boardlore_site::to_plain_text(&claim.statement);
            println!(
                "  statement: {}",
                statement.split_whitespace().collect::<Vec<_>>().join(" ")
            );
            println!(
                "  check: {} on ruleset {}",
                claim.check.kind(),
                claim.check.ruleset()
            );
            println!("  evidence: {}", english.phrase(&report.summary));
            for row in &report.table {
                println!("    {}", row.join(" "));
            }
            if let Some(g) = &report.games {
                println!(
                    "  games: {} (draws {}, first player wins {}, second {}, cut off {}); {}",
                    g.games,
                    g.draws,
                    g.first_wins,
                    g.second_wins,
                    g.unfinished,
                    english.phrase(&g.strength)
                );
            }
            for s in &report.samples {
                println!(
                    "    {}  solver {}, formula {}",
                    s.position,
                    s.solver.word(),
                    s.formula.word()
                );
            }
            if report.searched > 0 {
                println!("  positions searched: {}", report.searched);
            }
        }
    }
    if shown == 0 {
        match &args.claim {
            Some(id) => bail!("no claim `{id}` found"),
            None => println!("no claims"),
        }
    }
    Ok(())
}
