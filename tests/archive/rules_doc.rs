//! `docs/rules.md`, the reference of the rules vocabulary, is held to the engine:
//!
//! - every ```yaml block of it that starts with `family:` compiles through the path a build
//!   takes (`RulesSpec` deserialized from YAML, compiled, its start position set up), and every
//!   family has at least one such example;
//! - every key and keyword of the vocabulary the engine lists ([`vocabulary`], gathered from
//!   the readers themselves) is named (in backticks) in the section of the document that
//!   covers it: a family's words in its `## Family` section, the words under `board` in
//!   `## Boards`, a claim's in `## Claims`. A new key cannot go undocumented.

use boardlore_engine::Compile;
use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use boardlore_engine::claims::claims_vocabulary;
use boardlore_engine::{vocabulary, RulesSpec, Word, Words};
use boardlore_site::yaml;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn read(relative: &str) -> String {
    std::fs::read_to_string(root().join(relative))
        .unwrap_or_else(|e| panic!("cannot read {relative}: {e}"))
}

/// A ```yaml block of the document: the line of its first content line and its text.
fn yaml_blocks(doc: &str) -> Vec<(usize, String)> {
    let mut blocks = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (index, line) in doc.lines().enumerate() {
        let fence = line.trim_start().starts_with("```");
        match current.take() {
            None if fence && line.trim() == "```yaml" => current = Some((index + 2, String::new())),
            None => {}
            Some(block) if fence => blocks.push(block),
            Some((start, mut text)) => {
                text.push_str(line);
                text.push('\n');
                current = Some((start, text));
            }
        }
    }
    blocks
}

/// The text of the section under `heading` (up to the next `## ` heading).
fn section<'a>(doc: &'a str, heading: &str) -> Option<&'a str> {
    let start = doc
        .match_indices(heading)
        .map(|(at, _)| at)
        .find(|&at| at == 0 || doc[..at].ends_with('\n'))?;
    let body = &doc[start + heading.len()..];
    let end = body.find("\n## ").unwrap_or(body.len());
    Some(&body[..end])
}

#[test]
fn every_family_example_in_the_rules_reference_compiles() {
    let doc = read("docs/rules.md");
    let mut failures = Vec::new();
    let mut families_shown = BTreeSet::new();
    for (line, block) in yaml_blocks(&doc) {
        let Some(first) = block.lines().find(|l| !l.trim().is_empty()) else {
            continue;
        };
        let Some(family) = first.trim().strip_prefix("family:") else {
            continue;
        };
        families_shown.insert(family.trim().to_string());
        let spec: RulesSpec = match yaml::parse(&block, Path::new("docs/rules.md")) {
            Ok((spec, _)) => spec,
            Err(error) => {
                let at = error.location.map_or(line, |l| line + l.line - 1);
                let error = error.message;
                failures.push(format!("docs/rules.md:{at}: does not read: {error}"));
                continue;
            }
        };
        if spec.family() != family.trim() {
            failures.push(format!(
                "docs/rules.md:{line}: read as family `{}`, written `{}`",
                spec.family(),
                family.trim()
            ));
        }
        match spec.compile() {
            Ok(rules) => {
                if let Err(error) = rules.new_match(None) {
                    failures.push(format!(
                        "docs/rules.md:{line}: the start position is unreadable: {error}"
                    ));
                }
            }
            Err(errors) => {
                let list: Vec<String> = errors.iter().map(|e| format!("  {e}")).collect();
                failures.push(format!(
                    "docs/rules.md:{line}: does not compile:\n{}",
                    list.join("\n")
                ));
            }
        }
    }
    for (family, _) in vocabulary().families {
        if !families_shown.contains(family) {
            failures.push(format!(
                "docs/rules.md has no ```yaml example starting `family: {family}`"
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The words of `words` missing from the `heading` section of `doc` (the words under
/// `board` from `## Boards`), each as a failure naming where the word is written.
fn undocumented(doc: &str, heading: &str, within: &str, words: &Words) -> Vec<String> {
    let mut failures = Vec::new();
    for (path, word) in words.flatten() {
        let (what, name) = match word {
            Word::Key(name) => ("key", name),
            Word::Keyword(name) => ("keyword", name),
        };
        let heading = if path == "board" || path.starts_with("board.") {
            "## Boards"
        } else {
            heading
        };
        let Some(text) = section(doc, heading) else {
            failures.push(format!("docs/rules.md has no section `{heading}`"));
            continue;
        };
        if !text.contains(&format!("`{name}`")) {
            let place = if path.is_empty() {
                String::new()
            } else {
                format!(" under `{path}`")
            };
            failures.push(format!(
                "{within}: {what} `{name}`{place} is not in `{heading}` of docs/rules.md"
            ));
        }
    }
    failures
}

#[test]
fn every_key_and_keyword_the_engine_reads_is_in_the_rules_reference() {
    let doc = read("docs/rules.md");
    let mut failures = Vec::new();
    let vocabulary = vocabulary();
    assert!(!vocabulary.families.is_empty());
    for (family, words) in &vocabulary.families {
        assert!(!words.keys.is_empty(), "family {family}: no key listed");
        let heading = format!("## Family `{family}`");
        failures.extend(undocumented(
            &doc,
            &heading,
            &format!("family {family}"),
            words,
        ));
    }
    let choosing = section(&doc, "## Choosing a family").unwrap_or_default();
    for word in std::iter::once("family").chain(vocabulary.families.iter().map(|(f, _)| *f)) {
        if !choosing.contains(&format!("`{word}`")) {
            failures.push(format!(
                "`{word}` is not in `## Choosing a family` of docs/rules.md"
            ));
        }
    }
    let claims = claims_vocabulary();
    failures.extend(undocumented(&doc, "## Claims", "claims", &claims));
    failures.dedup();
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// Per family, the ids of the game entries with a ruleset whose `rules` use it.
fn families_in_content() -> BTreeMap<String, BTreeSet<String>> {
    let mut families: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let games = root().join("content/games");
    let entries = std::fs::read_dir(&games).expect("content/games");
    for entry in entries.flatten() {
        let path = entry.path();
        if path.extension().and_then(|e| e.to_str()) != Some("yaml") {
            continue;
        }
        let id = path.file_stem().unwrap_or_default().to_string_lossy();
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        let Ok(value) = yaml::from_str::<yaml::Value>(&text) else {
            continue; // the site's own tests report entries that do not load
        };
        let rulesets = value.get("rulesets").and_then(|r| r.as_sequence());
        for ruleset in rulesets.into_iter().flatten() {
            let family = ruleset
                .get("rules")
                .and_then(|r| r.get("family"))
                .and_then(|f| f.as_str());
            if let Some(family) = family {
                families
                    .entry(family.to_string())
                    .or_default()
                    .insert(id.to_string());
            }
        }
    }
    families
}

#[test]
fn the_family_table_lists_exactly_the_games_that_use_each_family() {
    let doc = read("docs/rules.md");
    let table = section(&doc, "## Choosing a family").expect("the family table");
    let mut failures = Vec::new();
    for (family, ids) in families_in_content() {
        let row_start = format!("| `{family}` |");
        let Some(row) = table.lines().find(|l| l.starts_with(&row_start)) else {
            failures.push(format!("the family table has no row for `{family}`"));
            continue;
        };
        let listed: BTreeSet<String> = row
            .trim_end_matches('|')
            .rsplit('|')
            .next()
            .unwrap_or_default()
            .split(',')
            .map(|id| id.trim().to_string())
            .filter(|id| !id.is_empty())
            .collect();
        for missing in ids.difference(&listed) {
            failures.push(format!(
                "`{family}` row: add {missing} (it has a `{family}` ruleset)"
            ));
        }
        for extra in listed.difference(&ids) {
            failures.push(format!("`{family}` row: {extra} has no `{family}` ruleset"));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}
