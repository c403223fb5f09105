//! Helpers shared by the rule tests of every family: a ruleset read from the real entry in
//! `content/games` by the site's own entry reader (as `boardlore moves` and the build read it),
//! rules written in a test read as an entry's are, positions and moves by name in any game's notation, and the move-tree
//! tables kept in `tests/data/<family>/perft.tsv`.
#![allow(dead_code)]

use std::path::PathBuf;

use boardlore_engine::{Game, Outcome, Player, RulesSpec};
use boardlore_entry::content::{self, Entry, FoundRuleset, LoadedEntry};

#[allow(unused_imports)] // the family tests that read entries directly take it from here
pub use super::random_game::thousand_random_games_finish;

/// The `content` folder of the workspace.
pub fn content_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../content")
}

/// Ruleset `ruleset` of `content/games/<game>.yaml`, read as the build and the command line
/// read it.
pub fn found(game: &str, ruleset: &str) -> FoundRuleset {
    content::find_ruleset(&content_dir(), game, Some(ruleset))
        .unwrap_or_else(|problems| panic!("{game}/{ruleset}: {problems}"))
}

/// The `rules` of the ruleset `ruleset` in `content/games/<game>.yaml`.
pub fn entry_rules(game: &str, ruleset: &str) -> RulesSpec {
    found(game, ruleset).spec
}

/// The entry `content/games/<game>.yaml` with its file and the places of its fields.
pub fn loaded_entry(game: &str) -> LoadedEntry {
    content::read_game(&content_dir(), game).unwrap_or_else(|problems| panic!("{game}: {problems}"))
}

/// The entry `content/games/<game>.yaml`.
pub fn entry(game: &str) -> Entry {
    loaded_entry(game).entry
}

/// Every ruleset with `rules` of every entry in `content/games`, by game id and then in the
/// entry's order.
pub fn every_ruleset() -> Vec<FoundRuleset> {
    content::game_ids(&content_dir())
        .iter()
        .flat_map(|game| {
            content::playable_rulesets(&content_dir(), game)
                .unwrap_or_else(|problems| panic!("{game}: {problems}"))
        })
        .collect()
}

/// `rules` written in a test, read as an entry's `rules` are.
pub fn rules_from_str(yaml: &str) -> RulesSpec {
    boardlore_entry::yaml::ruleset_from_str(yaml).unwrap_or_else(|e| panic!("{e}\n{yaml}"))
}

/// A part of a ruleset (a family's spec, a board) written in a test as YAML.
pub fn spec_from_str<T: serde::de::DeserializeOwned>(yaml: &str) -> T {
    boardlore_entry::yaml::from_str(yaml).unwrap_or_else(|e| panic!("{e}\n{yaml}"))
}

/// The position `text` in the game's notation.
pub fn position<G: Game>(game: &G, text: &str) -> G::State {
    game.parse_position(text)
        .unwrap_or_else(|e| panic!("`{text}`: {e}"))
}

/// The names of the legal moves in `state`, in the engine's order.
pub fn move_names<G: Game>(game: &G, state: &G::State) -> Vec<String> {
    let mut moves = Vec::new();
    game.legal_moves(state, &mut moves);
    moves.iter().map(|&m| game.move_name(state, m)).collect()
}

/// The names of the legal moves in `state`, sorted.
pub fn sorted_move_names<G: Game>(game: &G, state: &G::State) -> Vec<String> {
    let mut names = move_names(game, state);
    names.sort();
    names
}

/// The names of the legal moves in `state` that begin with `prefix` (the moves of the piece
/// on a square, say), sorted.
pub fn moves_starting<G: Game>(game: &G, state: &G::State, prefix: &str) -> Vec<String> {
    sorted_move_names(game, state)
        .into_iter()
        .filter(|name| name.starts_with(prefix))
        .collect()
}

/// Plays the moves `names` one after another.
pub fn play_names<G: Game>(game: &G, state: &mut G::State, names: &[&str]) {
    for name in names {
        let mv = game.parse_move(state, name).unwrap_or_else(|e| {
            panic!("{name}: {e} (legal: {:?})", sorted_move_names(game, state));
        });
        game.play(state, mv);
    }
}

/// The position reached by playing the moves `names`, one after another, from the position
/// `text`.
pub fn after_moves<G: Game>(game: &G, text: &str, names: &[&str]) -> G::State {
    let mut state = position(game, text);
    play_names(game, &mut state, names);
    state
}

/// The result of the position `text`; `over` says why the game must be over there, the
/// message when it is not.
pub fn outcome_of<G: Game>(game: &G, text: &str, over: &str) -> Outcome {
    outcome_after(game, text, &[], over)
}

/// The result of the position reached by playing `names` from the position `text`; `over`
/// says why the game must be over there, the message when it is not.
pub fn outcome_after<G: Game>(game: &G, text: &str, names: &[&str], over: &str) -> Outcome {
    game.outcome(&after_moves(game, text, names))
        .unwrap_or_else(|| panic!("{over}: `{text}` then {names:?} is not over"))
}

/// Checks that `outcome` gives the game to `winner` (`None`: a draw) by a rule whose phrase
/// is or holds the message `rule` (a `board-rule-*` id; empty: any); a failure shows the rule.
pub fn assert_result(outcome: &Outcome, winner: Option<Player>, rule: &str) {
    assert_eq!(outcome.winner, winner, "{:?}", outcome.rule);
    assert!(
        rule.is_empty() || outcome.rule.mentions(rule),
        "{rule}: {:?}",
        outcome.rule
    );
}

/// A row of cells (`.` an empty one) in the run-length form positions are written in: each
/// run of empty cells as its length.
pub fn run_length(cells: impl IntoIterator<Item = char>) -> String {
    let mut out = String::new();
    let mut empty = 0;
    for cell in cells {
        if cell == '.' {
            empty += 1;
            continue;
        }
        if empty > 0 {
            out.push_str(&empty.to_string());
            empty = 0;
        }
        out.push(cell);
    }
    if empty > 0 {
        out.push_str(&empty.to_string());
    }
    out
}

/// Checks that each text of `bad` is refused as a position of `game`, with an error rather
/// than a panic; `what` names the ruleset in a failure.
pub fn assert_positions_refused<G: Game>(game: &G, what: &str, bad: &[&str]) {
    for text in bad {
        assert!(
            game.parse_position(text).is_err(),
            "{what}: `{text}` should be refused"
        );
    }
}

/// Checks that `state` writes out and reads back as itself, and that the name of each of
/// `moves` reads back as the same move; `what` names the ruleset in a failure.
pub fn assert_notation_round_trips<G: Game>(
    game: &G,
    state: &G::State,
    moves: &[G::Move],
    what: &str,
) where
    G::State: PartialEq + std::fmt::Debug,
{
    let text = game.write_position(state);
    assert_eq!(&position(game, &text), state, "{what}: `{text}`");
    for &mv in moves {
        let name = game.move_name(state, mv);
        assert_eq!(game.parse_move(state, &name), Ok(mv), "{what}: {name}");
    }
}

/// Plays the move `mv`, by name, in the position `text` and returns the position after it.
pub fn state_after<G: Game>(game: &G, text: &str, mv: &str) -> G::State {
    let mut state = position(game, text);
    let parsed = game.parse_move(&state, mv).unwrap_or_else(|e| {
        panic!(
            "{mv} in `{text}`: {e} (legal: {:?})",
            sorted_move_names(game, &state)
        )
    });
    game.play(&mut state, parsed);
    state
}

/// Checks the move-tree counts from the start position recorded in
/// `tests/data/<table>` (lines `game \t ruleset \t depth \t nodes`) against the engine, and
/// that every ruleset of `rulesets` is recorded at depths 1 to 3. With the environment
/// variable `regenerate` set, rewrites the table from the engine instead and fails on purpose,
/// so a rewritten table is never taken for a passing run.
pub fn check_move_tree_table<G: Game>(
    table: &str,
    regenerate: &str,
    rulesets: &[(&str, &str)],
    load: impl Fn(&str, &str) -> G,
) {
    let depths = TableDepths {
        deepest: 3,
        node_cap: u64::MAX,
        note: "",
    };
    regenerate_move_tree_table_if_asked(table, regenerate, rulesets, &load, depths);
    let path = move_tree_table_path(table);
    let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let recorded = check_recorded_counts(&path.display().to_string(), &text, &load);
    for &(id, ruleset) in rulesets {
        for depth in 1..=3u32 {
            assert!(
                recorded.contains(&(id.to_string(), ruleset.to_string(), depth)),
                "{} lacks {id}/{ruleset} at depth {depth}",
                path.display()
            );
        }
    }
}

/// How deep a rewritten move-tree table goes: every depth from 1 to `deepest`, stopping after
/// the first depth whose count passes `node_cap`; `note` is added to the header's description.
pub struct TableDepths {
    /// The deepest depth written.
    pub deepest: u32,
    /// The count after which no deeper depth is written.
    pub node_cap: u64,
    /// Words added to the header after "from the start".
    pub note: &'static str,
}

/// The file `tests/data/<table>`.
fn move_tree_table_path(table: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/data")
        .join(table)
}

/// With the environment variable `regenerate` set, rewrites the move-tree table
/// `tests/data/<table>` from the engine's counts for `rulesets` at `depths`, and fails on
/// purpose, so a rewritten table is never taken for a passing run; without it, does nothing.
pub fn regenerate_move_tree_table_if_asked<G: Game>(
    table: &str,
    regenerate: &str,
    rulesets: &[(&str, &str)],
    load: impl Fn(&str, &str) -> G,
    depths: TableDepths,
) {
    if std::env::var_os(regenerate).is_none() {
        return;
    }
    let mut out = format!(
        "# game\truleset\tdepth\tnodes (leaf nodes of the legal move tree from the start{})\n",
        depths.note
    );
    for &(id, ruleset) in rulesets {
        let game = load(id, ruleset);
        for depth in 1..=depths.deepest {
            let nodes = game.perft(&game.start(), depth);
            out.push_str(&format!("{id}\t{ruleset}\t{depth}\t{nodes}\n"));
            if nodes > depths.node_cap {
                break;
            }
        }
    }
    let path = move_tree_table_path(table);
    std::fs::write(&path, out).expect("write the move-tree table");
    panic!("rewrote {}; run again without {regenerate}", path.display());
}

/// Checks every row `game \t ruleset \t depth \t nodes` of the move-tree table `table`
/// (`#` starts a comment line; `file` names it in a failure) against the engine's count from the
/// ruleset's start position, and gives the game, ruleset and depth of each row checked.
pub fn check_recorded_counts<G: Game>(
    file: &str,
    table: &str,
    load: impl Fn(&str, &str) -> G,
) -> Vec<(String, String, u32)> {
    let mut recorded = Vec::new();
    for line in table
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let fields: Vec<&str> = line.split('\t').collect();
        let [id, ruleset, depth, nodes] = fields[..] else {
            panic!("{file}: `{line}` has not four columns");
        };
        let game = load(id, ruleset);
        let depth: u32 = depth.parse().expect("depth is a number");
        let nodes: u64 = nodes.parse().expect("nodes is a number");
        assert_eq!(
            game.perft(&game.start(), depth),
            nodes,
            "{id}/{ruleset} depth {depth}"
        );
        recorded.push((id.to_string(), ruleset.to_string(), depth));
    }
    recorded
}
