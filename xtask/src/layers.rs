//! `cargo xtask layers`, which `cargo xtask lint` runs: the workspace's crates depend on each
//! other in one direction (the rules below the computer, neither on anything above), and in
//! every crate the top-level modules import each other without a cycle, so each crate reads
//! from its lowest module up.
//!
//! A module's imports are read from its text: `crate::name`, `$crate::name`, the names in
//! `crate::{...}`, and `super::name` in a file at the top of `src/`. Comments are left out.
//! Cargo itself refuses a cycle of dependencies, but not one through dev-dependencies, and
//! it says nothing about modules: those are what this checks.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use crate::setup;

/// The crates the layering names, lowest first, each with the only workspace crates it may
/// depend on (dev-dependencies included).
const LOWEST_LAYERS: &[(&str, &[&str])] = &[
    ("boardlore-rules", &[]),
    ("boardlore-computer", &["boardlore-rules"]),
];

/// One import of one module by another, where it was seen.
struct Import {
    to: String,
    file: PathBuf,
    line: usize,
}

/// Checks the crate layers and every crate's module graph; an error lists each cycle.
pub fn layers() -> Result<(), String> {
    let root = setup::root();
    let crates = workspace_crates(&root)?;
    let mut problems = Vec::new();
    check_crate_layers(&crates, &mut problems);
    let mut modules = 0;
    for (name, dir) in &crates {
        let graph = module_graph(&dir.join("src"))?;
        modules += graph.len();
        for cycle in cycles(&graph) {
            problems.push(describe_cycle(name, &cycle, &graph, &root));
        }
    }
    if problems.is_empty() {
        eprintln!(
            "xtask: layers hold ({} crates, {modules} top-level modules, no import cycle)",
            crates.len()
        );
        return Ok(());
    }
    Err(format!(
        "{}\n  hint: move what both modules need into a module of its own below them, or the \
         code that needs the higher module up into it",
        problems.join("\n")
    ))
}

/// The workspace's crates by package name, with their folders (the root package included).
fn workspace_crates(root: &Path) -> Result<BTreeMap<String, PathBuf>, String> {
    let mut crates = BTreeMap::new();
    let mut folders = vec![root.to_path_buf(), root.join("xtask")];
    let listed = fs::read_dir(root.join("crates")).map_err(|e| format!("crates/: {e}"))?;
    for entry in listed.flatten() {
        folders.push(entry.path());
    }
    for folder in folders {
        let Ok(manifest) = fs::read_to_string(folder.join("Cargo.toml")) else {
            continue;
        };
        if let Some(name) = package_name(&manifest) {
            crates.insert(name, folder);
        }
    }
    Ok(crates)
}

/// The `name` of a manifest's `[package]`.
fn package_name(manifest: &str) -> Option<String> {
    let package = manifest.split("[package]").nth(1)?;
    let line = package
        .lines()
        .find(|l| l.trim_start().starts_with("name"))?;
    Some(line.split('"').nth(1)?.to_string())
}

/// The workspace crates a manifest names in any of its dependency tables.
fn workspace_dependencies(manifest: &str, crates: &BTreeMap<String, PathBuf>) -> Vec<String> {
    let mut found = Vec::new();
    let mut in_dependencies = false;
    for line in manifest.lines().map(str::trim) {
        if line.starts_with('[') {
            in_dependencies = line.contains("dependencies");
        } else if in_dependencies {
            let name = line.split('=').next().unwrap_or("").trim();
            if crates.contains_key(name) {
                found.push(name.to_string());
            }
        }
    }
    found
}

/// Each crate named in [`LOWEST_LAYERS`] depends on no workspace crate but those it lists.
fn check_crate_layers(crates: &BTreeMap<String, PathBuf>, problems: &mut Vec<String>) {
    for (name, allowed) in LOWEST_LAYERS {
        let Some(dir) = crates.get(*name) else {
            problems.push(format!("the crate {name} is not in the workspace"));
            continue;
        };
        let manifest = fs::read_to_string(dir.join("Cargo.toml")).unwrap_or_default();
        for dependency in workspace_dependencies(&manifest, crates) {
            if !allowed.contains(&dependency.as_str()) {
                problems.push(format!(
                    "{name} depends on {dependency}, a layer above it (it may use only: {})",
                    if allowed.is_empty() {
                        "no workspace crate".to_string()
                    } else {
                        allowed.join(", ")
                    }
                ));
            }
        }
    }
}

/// The crate's top-level modules (files and folders of `src/`), each with what it imports
/// from the others.
fn module_graph(src: &Path) -> Result<BTreeMap<String, Vec<Import>>, String> {
    let mut graph: BTreeMap<String, Vec<Import>> = BTreeMap::new();
    let listed = fs::read_dir(src).map_err(|e| format!("{}: {e}", src.display()))?;
    for entry in listed.flatten() {
        let path = entry.path();
        let stem = path.file_stem().and_then(|s| s.to_str()).unwrap_or("");
        let is_module = path.is_dir() || path.extension().is_some_and(|e| e == "rs");
        if is_module && !matches!(stem, "lib" | "main") {
            graph.insert(stem.to_string(), Vec::new());
        }
    }
    let names: BTreeSet<String> = graph.keys().cloned().collect();
    for module in &names {
        let file = src.join(format!("{module}.rs"));
        let mut files = vec![file.clone()];
        rust_files(&src.join(module), &mut files);
        for path in files.into_iter().filter(|p| p.is_file()) {
            let text = fs::read_to_string(&path).map_err(|e| format!("{}: {e}", path.display()))?;
            let at_top = path == file;
            for (line, to) in imports(&text, at_top) {
                if &to != module && names.contains(&to) {
                    let import = Import {
                        to,
                        file: path.clone(),
                        line,
                    };
                    graph.get_mut(module).expect("listed above").push(import);
                }
            }
        }
    }
    Ok(graph)
}

/// Every `.rs` file under `dir`, in a stable order.
fn rust_files(dir: &Path, found: &mut Vec<PathBuf>) {
    let Ok(listed) = fs::read_dir(dir) else {
        return;
    };
    let mut paths: Vec<PathBuf> = listed.flatten().map(|e| e.path()).collect();
    paths.sort();
    for path in paths {
        if path.is_dir() {
            rust_files(&path, found);
        } else if path.extension().is_some_and(|e| e == "rs") {
            found.push(path);
        }
    }
}

/// The crate-level names a file imports, with their line numbers (from 1).
fn imports(text: &str, at_top: bool) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    let mut group: Option<usize> = None;
    for (number, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        if let Some(start) = group {
            found.extend(names_in_group(rest).into_iter().map(|n| (start, n)));
            if rest.contains('}') {
                group = None;
            }
            continue;
        }
        let prefixes: &[&str] = if at_top {
            &["crate::", "super::"]
        } else {
            &["crate::"]
        };
        while let Some((at, prefix)) = prefixes
            .iter()
            .filter_map(|p| rest.find(p).map(|at| (at, *p)))
            .min()
        {
            let before = rest[..at].chars().last();
            rest = &rest[at + prefix.len()..];
            if before.is_some_and(|c| c.is_alphanumeric() || c == '_') {
                continue;
            }
            if let Some(inner) = rest.strip_prefix('{') {
                found.extend(names_in_group(inner).into_iter().map(|n| (number + 1, n)));
                if !inner.contains('}') {
                    group = Some(number + 1);
                }
            } else {
                let name: String = rest
                    .chars()
                    .take_while(|c| c.is_alphanumeric() || *c == '_')
                    .collect();
                found.push((number + 1, name));
            }
        }
    }
    found
}

/// The first name of each path in a `{a::b, c, d::{e}}` group (the part up to its `}`).
fn names_in_group(text: &str) -> Vec<String> {
    let mut names = Vec::new();
    let mut depth = 0;
    let mut word = String::new();
    let mut first = true;
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            if depth == 0 {
                word.push(c);
            }
            continue;
        }
        if !word.is_empty() {
            if first {
                names.push(std::mem::take(&mut word));
                first = false;
            }
            word.clear();
        }
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => return names,
            '}' => depth -= 1,
            ',' if depth == 0 => first = true,
            _ => {}
        }
    }
    if first && !word.is_empty() {
        names.push(word);
    }
    names
}

/// The module graph's cycles: its strongly connected parts of two modules or more.
fn cycles(graph: &BTreeMap<String, Vec<Import>>) -> Vec<Vec<String>> {
    let reaches = |from: &str| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.to_string()];
        while let Some(module) = stack.pop() {
            for import in &graph[&module] {
                if seen.insert(import.to.clone()) {
                    stack.push(import.to.clone());
                }
            }
        }
        seen
    };
    let reach: BTreeMap<&String, BTreeSet<String>> =
        graph.keys().map(|m| (m, reaches(m))).collect();
    let mut placed = BTreeSet::new();
    let mut found = Vec::new();
    for module in graph.keys() {
        if placed.contains(module) || !reach[module].contains(module) {
            continue;
        }
        let part: Vec<String> = graph
            .keys()
            .filter(|other| reach[module].contains(*other) && reach[*other].contains(module))
            .cloned()
            .collect();
        placed.extend(part.iter().cloned());
        found.push(part);
    }
    found
}

/// A cycle in words, with one place each import inside it is made.
fn describe_cycle(
    krate: &str,
    cycle: &[String],
    graph: &BTreeMap<String, Vec<Import>>,
    root: &Path,
) -> String {
    let mut text = format!(
        "{krate}: the modules {} import each other in a cycle:",
        cycle.join(", ")
    );
    for module in cycle {
        let mut shown = BTreeSet::new();
        for import in &graph[module] {
            if cycle.contains(&import.to) && shown.insert(&import.to) {
                let file = import.file.strip_prefix(root).unwrap_or(&import.file);
                text.push_str(&format!(
                    "\n    {module} -> {} ({}:{})",
                    import.to,
                    file.display(),
                    import.line
                ));
            }
        }
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    fn graph(edges: &[(&str, &str)], modules: &[&str]) -> BTreeMap<String, Vec<Import>> {
        let mut graph: BTreeMap<String, Vec<Import>> = modules
            .iter()
            .map(|m| (m.to_string(), Vec::new()))
            .collect();
        for (from, to) in edges {
            let import = Import {
                to: to.to_string(),
                file: PathBuf::from("x.rs"),
                line: 1,
            };
            graph.get_mut(*from).unwrap().push(import);
        }
        graph
    }

    #[test]
    fn imports_are_read_from_paths_groups_and_macros_but_not_comments() {
        let text = "use crate::board::Board;\nuse crate::{game::Game, rng,\n  limits::X};\n\
                    // crate::search is only named here\nlet x = $crate::chess::f();\n\
                    use super::spec;\nmy_crate::other();";
        let names: Vec<String> = imports(text, true).into_iter().map(|(_, n)| n).collect();
        assert_eq!(names, ["board", "game", "rng", "limits", "chess", "spec"]);
        let below: Vec<String> = imports("use super::spec;", false)
            .into_iter()
            .map(|(_, n)| n)
            .collect();
        assert!(
            below.is_empty(),
            "super:: inside a folder is not the crate root"
        );
    }

    #[test]
    fn a_cycle_of_three_is_found_and_a_chain_is_not() {
        let chain = graph(&[("a", "b"), ("b", "c")], &["a", "b", "c"]);
        assert!(cycles(&chain).is_empty());
        let looped = graph(
            &[("a", "b"), ("b", "c"), ("c", "a"), ("d", "a")],
            &["a", "b", "c", "d"],
        );
        assert_eq!(cycles(&looped), [["a", "b", "c"]]);
    }
}
