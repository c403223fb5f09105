//! `docs/rules.md`, the reference of the rules vocabulary, is held to the engine:
//!
//! - every ```yaml block of it that starts with `family:` compiles through the path a build
//!   takes (`RulesSpec` deserialized from YAML, compiled, its start position set up), and every
//!   family has at least one such example;
//! - every key a spec struct accepts, and every keyword value of a spec enum, is named (in
//!   backticks) in the section of the document that covers that source file. The list is
//!   gathered from the spec sources themselves (serde `Deserialize` items, snake_case fields
//!   and CamelCase variants turned into their kebab-case YAML spelling), and checked against
//!   serde's own "expected one of" list of each family's top-level keys, so a new field
//!   cannot go undocumented.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use boardlore_engine::RulesSpec;
use boardlore_site::yaml;

/// The source files that hold the YAML vocabulary, each with the heading of the section of
/// `docs/rules.md` that documents it.
const SPEC_SOURCES: &[(&str, &str)] = &[
    ("crates/engine/src/ruleset.rs", "## Choosing a family"),
    ("crates/engine/src/board/spec.rs", "## Boards"),
    ("crates/engine/src/chess/spec.rs", "## Family `chess`"),
    ("crates/engine/src/players.rs", "## Family `chess`"),
    ("crates/engine/src/folk/spec.rs", "## Family `folk`"),
    ("crates/engine/src/folk/moves_spec.rs", "## Family `folk`"),
    ("crates/engine/src/folk/in_a_row.rs", "## Family `folk`"),
    (
        "crates/engine/src/folk/shape_captures.rs",
        "## Family `folk`",
    ),
    ("crates/engine/src/folk/turn_plan.rs", "## Family `folk`"),
    ("crates/engine/src/folk/paths.rs", "## Family `folk`"),
    (
        "crates/engine/src/folk/once_per_game.rs",
        "## Family `folk`",
    ),
    ("crates/engine/src/folk/group_scores.rs", "## Family `folk`"),
    ("crates/engine/src/race/spec.rs", "## Family `race`"),
    ("crates/engine/src/go/spec.rs", "## Family `go`"),
    ("crates/engine/src/halma/spec.rs", "## Family `halma`"),
    ("crates/engine/src/stacks/spec.rs", "## Family `stacks`"),
    ("crates/engine/src/take/spec.rs", "## Family `take`"),
    (
        "crates/engine/src/polyomino/spec.rs",
        "## Family `polyomino`",
    ),
    ("crates/engine/src/claims/mod.rs", "## Claims"),
    ("crates/engine/src/claims/formulas.rs", "## Claims"),
];

/// Engine files that derive `Deserialize` for something other than the ruleset format, and why.
const NOT_RULESET_VOCABULARY: &[(&str, &str)] = &[(
    "crates/engine/src/divergence.rs",
    "the site's cache of where two readings part, read back from .boardlore-cache",
)];

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
    let families = vocabulary(&read(SPEC_SOURCES[0].0));
    for word in families.iter().filter(|w| w.item == "RulesSpec" && !w.key) {
        if !families_shown.contains(&word.name) {
            failures.push(format!(
                "docs/rules.md has no ```yaml example starting `family: {}`",
                word.name
            ));
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

#[test]
fn every_key_and_keyword_of_the_spec_sources_is_in_the_rules_reference() {
    let doc = read("docs/rules.md");
    let mut failures = Vec::new();
    let listed: BTreeSet<&str> = SPEC_SOURCES
        .iter()
        .chain(NOT_RULESET_VOCABULARY)
        .map(|(file, _)| *file)
        .collect();
    for file in files_with_deserialize(&root().join("crates/engine/src")) {
        if !listed.contains(file.as_str()) {
            failures.push(format!(
                "{file} derives Deserialize but is not in SPEC_SOURCES of tests/rules_doc.rs \
                 (document its vocabulary in docs/rules.md and list it)"
            ));
        }
    }
    let mut keys_by_heading: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    for (file, heading) in SPEC_SOURCES {
        let words = vocabulary(&read(file));
        assert!(!words.is_empty(), "{file}: no Deserialize item found");
        let Some(text) = section(&doc, heading) else {
            failures.push(format!(
                "docs/rules.md has no section `{heading}` (for {file})"
            ));
            continue;
        };
        for word in words {
            let what = if word.key { "key" } else { "value" };
            if !text.contains(&format!("`{}`", word.name)) {
                failures.push(format!(
                    "{file}:{}: {what} `{}` of {} is not in `{heading}` of docs/rules.md",
                    word.line, word.name, word.item
                ));
            }
            if word.key {
                keys_by_heading
                    .entry(heading)
                    .or_default()
                    .insert(word.name);
            }
        }
    }
    // serde's own list of each family's top-level keys must be among the gathered keys, so a
    // field the source scan misses still shows up.
    for (family, heading) in [
        ("chess", "## Family `chess`"),
        ("folk", "## Family `folk`"),
        ("race", "## Family `race`"),
        ("go", "## Family `go`"),
        ("halma", "## Family `halma`"),
        ("stacks", "## Family `stacks`"),
        ("take", "## Family `take`"),
        ("polyomino", "## Family `polyomino`"),
    ] {
        let probe = format!("family: {family}\nno-such-key-at-all: 1\n");
        let message = match yaml::from_str::<RulesSpec>(&probe) {
            Ok(_) => panic!("family {family} accepted an unknown key"),
            Err(error) => error,
        };
        let expected = serde_expected_fields(&message);
        assert!(
            !expected.is_empty(),
            "family {family}: serde did not list its keys: {message}"
        );
        let gathered = keys_by_heading.get(heading).cloned().unwrap_or_default();
        for key in expected {
            if !gathered.contains(&key) {
                failures.push(format!(
                    "family {family}: serde accepts `{key}`, which the scan of the spec sources \
                     did not find (a new spec file or an unusual field line?)"
                ));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
}

/// The field names in serde's "unknown field `x`, expected one of `a`, `b`" message.
fn serde_expected_fields(message: &str) -> Vec<String> {
    let Some((_, list)) = message.split_once("expected one of") else {
        return Vec::new();
    };
    list.split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_string)
        .collect()
}

/// Files under `dir` (relative to the repository) that derive `Deserialize`.
fn files_with_deserialize(dir: &Path) -> Vec<String> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return found;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(files_with_deserialize(&path));
        } else if path.extension().is_some_and(|e| e == "rs") {
            let text = std::fs::read_to_string(&path).unwrap_or_default();
            if text.contains("Deserialize)]") || text.contains("Deserialize, ") {
                let relative = path.strip_prefix(root()).unwrap_or(&path);
                found.push(relative.display().to_string());
            }
        }
    }
    found
}

/// One word of the YAML vocabulary found in a spec source.
#[derive(Debug)]
struct Word {
    /// A key (`flying-general`) or a keyword value (`loss`).
    key: bool,
    /// The YAML spelling.
    name: String,
    /// The Rust item it belongs to.
    item: String,
    /// Line in the source file, from 1.
    line: usize,
}

/// `flying_general` -> `flying-general`; `LosesUnlessBaredBack` -> `loses-unless-bared-back`.
fn kebab(name: &str) -> String {
    let mut out = String::new();
    for (i, c) in name.chars().enumerate() {
        if c == '_' {
            out.push('-');
        } else if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('-');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// The quoted value of `name = "..."` inside an attribute, if any.
fn attribute_value(attributes: &str, name: &str) -> Option<String> {
    let at = attributes.find(&format!("{name} = \""))?;
    let rest = &attributes[at + name.len() + 4..];
    rest.split('"').next().map(str::to_string)
}

/// The keys and keyword values of every `Deserialize` struct and enum in a source file.
fn vocabulary(source: &str) -> Vec<Word> {
    let lines: Vec<&str> = source.lines().collect();
    let mut words = Vec::new();
    let mut attributes = String::new();
    let mut i = 0;
    while i < lines.len() {
        let line = lines[i].trim();
        i += 1;
        if line.starts_with("#[") {
            // Attributes may span several lines; gather until the brackets balance.
            let mut text = line.to_string();
            while text.matches('[').count() > text.matches(']').count() && i < lines.len() {
                text.push_str(lines[i].trim());
                i += 1;
            }
            attributes.push_str(&text);
            continue;
        }
        if line.starts_with("///") || line.is_empty() {
            continue;
        }
        let header = line
            .trim_start_matches("pub(crate) ")
            .trim_start_matches("pub ");
        let item = header
            .strip_prefix("struct ")
            .map(|rest| (false, rest))
            .or_else(|| header.strip_prefix("enum ").map(|rest| (true, rest)));
        let derives = attributes.contains("Deserialize");
        let item_attributes = std::mem::take(&mut attributes);
        let Some((is_enum, rest)) = item else {
            continue;
        };
        if !derives || !line.ends_with('{') {
            continue;
        }
        let name: String = rest
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if let Some(tag) = attribute_value(&item_attributes, "tag") {
            words.push(Word {
                key: true,
                name: tag,
                item: name.clone(),
                line: i,
            });
        }
        // An untagged enum, or one read through another type (`try_from`, `from`), is not
        // written by its variants' names: its words are the other type's.
        let untagged = item_attributes.contains("untagged")
            || item_attributes.contains("try_from")
            || item_attributes.contains("from =");
        i = read_body(&lines, i, is_enum && !untagged, &name, &mut words);
    }
    words
}

/// Reads an item's body from line `start` (just after its `{`) to its closing brace, adding
/// struct fields (depth 1 of a struct, depth 2 of an enum) as keys and enum variants as values.
/// Returns the line after the body.
fn read_body(
    lines: &[&str],
    start: usize,
    variants_are_values: bool,
    item: &str,
    words: &mut Vec<Word>,
) -> usize {
    let is_enum = lines[start - 1].contains("enum ");
    let field_depth = if is_enum { 2 } else { 1 };
    let mut depth = 1;
    let mut rename: Option<String> = None;
    let mut i = start;
    while i < lines.len() && depth > 0 {
        let line = lines[i].trim();
        i += 1;
        if line.starts_with("//") {
            continue;
        }
        if line.starts_with("#[") {
            if let Some(name) = attribute_value(line, "rename") {
                rename = Some(name);
            }
            continue;
        }
        let code = line.split("//").next().unwrap_or(line);
        let identifier: String = code
            .trim_start_matches("pub ")
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect();
        if !identifier.is_empty() {
            let after = &code.trim_start_matches("pub ")[identifier.len()..];
            if depth == field_depth && after.starts_with(':') {
                words.push(Word {
                    key: true,
                    name: rename.take().unwrap_or_else(|| kebab(&identifier)),
                    item: item.to_string(),
                    line: i,
                });
            } else if is_enum && depth == 1 && variants_are_values {
                words.push(Word {
                    key: false,
                    name: rename.take().unwrap_or_else(|| kebab(&identifier)),
                    item: item.to_string(),
                    line: i,
                });
            }
        }
        rename = None;
        depth += code.matches('{').count();
        depth -= code.matches('}').count();
    }
    i
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
