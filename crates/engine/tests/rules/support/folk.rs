//! Shared helpers for the folk tests: load a ruleset from the real game entries in
//! `content/games`, set up positions and play moves by name.
#![allow(dead_code)]

use super::typed;
use boardlore_engine::folk::{FolkGame, FolkSpec};
use boardlore_engine::search::Rng;
use boardlore_engine::Compile;
use boardlore_engine::{Game, Outcome};

#[allow(unused_imports)] // not every test file uses each of them
pub use super::entry::{
    after_moves, outcome_after, position, sorted_move_names as move_names, state_after,
};
use super::entry::{entry, entry_rules, spec_from_str};
pub use super::random_game::thousand_random_games_finish;

/// The sixteen folk games of issue 4 with their rulesets.
pub const GAMES: &[(&str, &[&str])] = &[
    ("er-chi-yi", &["main"]),
    ("zhuo-qi-zi", &["main"]),
    ("tui-da-che", &["main"]),
    ("xialiu-qi", &["main"]),
    ("xiasi-qi", &["main"]),
    ("liu-zi-chong-qi", &["book", "commentator"]),
    ("wu-dao-qi", &["book", "commentator"]),
    ("wuhuqi", &["main"]),
    ("jian-di-qi", &["main"]),
    ("qin-wang-qi", &["main"]),
    ("tu-lang-qi", &["main"]),
    ("santong-qi", &["main"]),
    ("modianqi", &["main"]),
    ("ten-point", &["rules-i", "rules-ii", "rules-iii"]),
    ("duzi-qi", &["main"]),
    ("cenci-qi", &["main"]),
];

/// Folk games made playable by the placement, encirclement, scoring and shape-goal
/// vocabulary of issue 6.
pub const PLACEMENT_GAMES: &[(&str, &[&str])] = &[
    ("duizi-qi", &["main"]),
    ("bamboo-basket", &["main"]),
    ("juhuiqi", &["main"]),
    ("plum-blossom", &["main"]),
    ("liujiao-qi-lin", &["main"]),
    ("liujiao-qi-luo", &["main"]),
    ("san-you-qi", &["main"]),
    ("zhuan-ge-qi", &["main"]),
];

/// Compiles one ruleset of a game entry into the typed folk game.
pub fn load(game: &str, ruleset: &str) -> FolkGame {
    typed::load(game, ruleset)
}

/// Plays a move by name and returns the position after it, in notation, without the ply
/// counter (which only feeds the move limit).
pub fn after(game: &FolkGame, text: &str, mv: &str) -> String {
    let full = after_with_counters(game, text, mv);
    full.split(' ')
        .filter(|t| !t.starts_with("ply:"))
        .collect::<Vec<_>>()
        .join(" ")
}

/// Plays a move by name and returns the full position after it, in notation.
pub fn after_with_counters(game: &FolkGame, text: &str, mv: &str) -> String {
    game.write_position(&state_after(game, text, mv))
}

/// Every ruleset of `games` compiles through the run-time entry point (`RulesSpec::compile`),
/// a match set up at its start position reports that position back, and there is a first move.
pub fn assert_rulesets_compile_and_move(games: &[(&str, &[&str])]) {
    for (game, rulesets) in games {
        for ruleset in *rulesets {
            let rules = entry_rules(game, ruleset)
                .compile()
                .unwrap_or_else(|e| panic!("{game}/{ruleset}: {e:?}"));
            let start = rules.start_position();
            let m = rules.new_match(Some(&start)).unwrap();
            assert_eq!(m.position(), start, "{game}/{ruleset}");
            assert!(!m.legal_moves().is_empty(), "{game}/{ruleset} has moves");
        }
    }
}

/// Every figure of `games` that sets up a position reads under its ruleset and writes back
/// unchanged.
pub fn assert_figure_positions_round_trip(games: &[(&str, &[&str])]) {
    for (game, _) in games {
        for figure in &entry(game).figures {
            let ruleset = figure
                .ruleset
                .as_deref()
                .expect("the figure names its ruleset");
            let Some(position) = figure.position.as_deref() else {
                continue;
            };
            let folk = load(game, ruleset);
            let state = folk
                .parse_position(position)
                .unwrap_or_else(|e| panic!("{game} figure {:?}: {e}", figure.id));
            assert_eq!(folk.write_position(&state), position, "{game}");
        }
    }
}

/// `runs` seeded random games of at most `plies` plies per ruleset of `games`: every position
/// on the way writes out and reads back as the same position.
pub fn assert_random_positions_round_trip(
    games: &[(&str, &[&str])],
    seed: u64,
    runs: usize,
    plies: usize,
) {
    let mut rng = Rng::new(seed);
    for (game, rulesets) in games {
        for ruleset in *rulesets {
            let folk = load(game, ruleset);
            for _ in 0..runs {
                let mut state = folk.start();
                for _ in 0..plies {
                    let text = folk.write_position(&state);
                    assert_eq!(folk.parse_position(&text).unwrap(), state, "{game}: {text}");
                    let mut moves = Vec::new();
                    folk.legal_moves(&state, &mut moves);
                    if moves.is_empty() {
                        break;
                    }
                    folk.play(&mut state, moves[rng.below(moves.len())]);
                }
            }
        }
    }
}

/// How many rows of `tests/data/folk/perft.tsv` record move-tree counts for ruleset
/// `ruleset` of `game` (one a depth).
pub fn recorded_perft_rows(game: &str, ruleset: &str) -> usize {
    let prefix = format!("{game}\t{ruleset}\t");
    include_str!("../../data/folk/perft.tsv")
        .lines()
        .filter(|line| line.starts_with(&prefix))
        .count()
}

/// Checks that `outcome` ends the game by a rule whose phrase says why with message `rule` (a
/// `board-rule-*` id, the phrase's `why`) and records
/// `points` (what each player's shapes or groups earn in the final position) as the scores.
pub fn assert_ended_on_points(outcome: &Outcome, rule: &str, points: [i32; 2]) {
    assert_eq!(outcome.scores, Some(points.to_vec()), "{:?}", outcome.rule);
    let why = outcome.rule.arg("why");
    assert!(
        matches!(why, Some(boardlore_engine::phrase::Arg::Phrase(p)) if p.id == rule),
        "{rule}: {:?}",
        outcome.rule
    );
}

/// Checks that the folk rules `yaml` are refused with a problem at each of the fields `paths`
/// (among any others).
pub fn assert_refused_at(yaml: &str, paths: &[&str]) {
    let spec: FolkSpec = spec_from_str(yaml);
    let errors = spec.compile_typed().unwrap_err();
    let found: Vec<&str> = errors.iter().map(|e| e.path.as_str()).collect();
    for expected in paths {
        assert!(found.contains(expected), "missing {expected} in {found:?}");
    }
}
