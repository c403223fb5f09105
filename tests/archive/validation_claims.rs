//! Every `validated` claim in `content/games/*.yaml` is checked against the repository's own
//! evidence, and every ruleset with move-tree counts on file claims them, so the coverage page
//! can neither over- nor under-report perft. What each claim needs:
//!
//! - `perft-published`: rows for the game and ruleset in `crates/engine/tests/data/perft.tsv`
//!   inside a section whose comment line starts `# Published` (counts from an outside engine).
//! - `perft`: rows of the archive's own counts, in that file outside a published section or in
//!   any `crates/engine/tests/data/<family>/perft.tsv`.
//! - `solved`: the exact solver finishes on the start position within its default budget, or
//!   the game is solved whole within as many positions.
//! - `selfplay`: [`SELFPLAY_GAMES`] seeded random games from the start all reach a result within
//!   [`MAX_PLIES`], every move chosen from the legal list being accepted by the match.
//! - `tested`: a test file `crates/engine/tests/rules/*.rs` with a `#[test]` names the game id in
//!   quotes, and the ruleset id too when the entry has more than one ruleset.
//!
//! A failure lists each entry file and line with what to remove or add.
//! `BOARDLORE_CLAIMS_SUGGEST=1` also prints, for every playable ruleset, the whole
//! `validated:` line its evidence supports (runs the solver on every folk ruleset: slow).

use std::path::Path;

mod evidence;

use boardlore_site::content::{load, Validation};
use evidence::{check_claim, Evidence};

/// Random games played for a `selfplay` claim.
pub const SELFPLAY_GAMES: u64 = 100;
/// Plies after which an unfinished random game counts against a `selfplay` claim.
pub const MAX_PLIES: usize = 5_000;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

#[test]
fn every_validation_claim_has_its_evidence_and_every_perft_count_is_claimed() {
    let (loaded, problems) = load(&root().join("content")).expect("the content folder");
    assert!(
        problems.is_empty(),
        "content does not load; run `boardlore check`: {problems:?}"
    );
    let evidence = Evidence::gather(root());
    let suggest = std::env::var_os("BOARDLORE_CLAIMS_SUGGEST").is_some();
    let mut failures = Vec::new();
    let mut suggestions = Vec::new();
    let mut checked = 0;

    for loaded_entry in &loaded.entries {
        let entry = &loaded_entry.entry;
        let file = loaded_entry
            .file
            .strip_prefix(root())
            .unwrap_or(&loaded_entry.file)
            .display()
            .to_string();
        let several = entry.rulesets.len() > 1;
        for (index, ruleset) in entry.rulesets.iter().enumerate() {
            let field = format!("rulesets[{index}]");
            let at = loaded_entry
                .spans
                .locate(&format!("{field}.validated"))
                .map_or(String::new(), |l| format!(":{}:{}", l.line, l.column));
            let place = format!("{file}{at} {field} (`{}`)", ruleset.id);
            let rules = ruleset.rules.as_ref().map(|raw| {
                raw.decode::<boardlore_engine::RulesSpec>()
                    .map_err(|(path, message)| format!("rules.{path}: {message}"))
            });
            let rows = evidence.perft_rows(&entry.id, &ruleset.id);

            for claim in &ruleset.validated {
                checked += 1;
                let verdict = match &rules {
                    None => Err("the ruleset has no `rules`".to_string()),
                    Some(Err(error)) => Err(error.clone()),
                    Some(Ok(spec)) => {
                        check_claim(*claim, &evidence, &entry.id, ruleset, several, spec)
                    }
                };
                if let Err(reason) = verdict {
                    failures.push(format!(
                        "{place}: claims `{}` but {reason}; remove the claim or add the evidence",
                        claim.name()
                    ));
                }
            }
            for (claim, count, files) in [
                (
                    Validation::PerftPublished,
                    rows.published,
                    &rows.published_files,
                ),
                (Validation::Perft, rows.own, &rows.own_files),
            ] {
                if count > 0 && !ruleset.validated.contains(&claim) {
                    failures.push(format!(
                        "{place}: has {count} perft row(s) in {} but does not claim `{}`; add it to `validated:`",
                        files.join(", "),
                        claim.name()
                    ));
                }
            }
            if suggest {
                if let Some(Ok(spec)) = &rules {
                    let supported: Vec<&str> = Validation::ALL
                        .into_iter()
                        .filter(|&claim| {
                            check_claim(claim, &evidence, &entry.id, ruleset, several, spec).is_ok()
                        })
                        .map(Validation::name)
                        .collect();
                    suggestions.push(format!("{place}: validated: [{}]", supported.join(", ")));
                }
            }
        }
    }
    for key in evidence.unknown_perft(&loaded.entries) {
        failures.push(format!(
            "perft rows name `{key}`, which no entry has as a ruleset with `rules`"
        ));
    }
    if suggest {
        println!("What the evidence supports:\n{}", suggestions.join("\n"));
    }
    println!("{checked} claims checked");
    assert!(
        failures.is_empty(),
        "{} problem(s) with `validated` claims:\n{}\n(run with BOARDLORE_CLAIMS_SUGGEST=1 to print every ruleset's supported claims)",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn a_claim_without_evidence_is_refused() {
    let evidence = Evidence::gather(root());
    let spec = boardlore_site::yaml::ruleset_from_str(
        "family: folk
board: { kind: square, files: 3, ranks: 3, style: intersections }
players: [{ name: Black, start: [a1] }, { name: White, start: [c3] }]
movement: { kind: step, directions: orthogonal }",
    )
    .expect("a small folk ruleset");
    let ruleset: boardlore_site::content::Ruleset = boardlore_site::yaml::from_str(
        "{ id: made-up, status: reconstructed, validated: [perft-published, perft, tested] }",
    )
    .expect("a ruleset");
    for claim in [
        Validation::PerftPublished,
        Validation::Perft,
        Validation::Tested,
    ] {
        let verdict = check_claim(claim, &evidence, "no-such-game", &ruleset, false, &spec);
        assert!(
            verdict.is_err(),
            "`{}` was accepted without evidence",
            claim.name()
        );
    }
}
