//! Site benchmark: generates N synthetic game entries (witnesses, commentary, a playable
//! ruleset, a figure), builds them, and reports pages per second and peak memory. With
//! `--hugo`, writes the same text as N Markdown pages and times Debian's `hugo` on them.
//!
//! ```text
//! cargo run --release -p boardlore-site --example site_bench -- --entries 10000 [--diagrams] [--hugo] [--in DIR]
//! cargo run --release -p boardlore-site --example site_bench -- --entries 10000 [--hugo] --write DIR
//! ```
//! `--write DIR` only writes the archive (with `--hugo`, Hugo's site) into DIR, so that two
//! builds of the same text can be timed side by side: `boardlore build --no-play --content
//! DIR/content --site DIR --output DIR/output` against `hugo -s DIR -d DIR/public`.
//! Run each configuration in its own process: peak memory is the process's high-water mark.

use std::path::Path;
use std::process::Command;
use std::time::Instant;

use boardlore_site::{build, Settings};

#[global_allocator]
static ALLOCATOR: boardlore_site::Allocator = boardlore_site::Allocator;

const WORDS: &[&str] = &[
    "stone", "line", "capture", "point", "player", "board", "move", "jump", "corner", "edge",
    "row", "piece", "turn", "centre", "flank", "step", "block", "shape", "square", "river",
];

/// Deterministic filler text: `count` words chosen by a small linear congruential generator.
fn text(seed: u64, count: usize) -> String {
    let mut state = seed
        .wrapping_mul(6364136223846793005)
        .wrapping_add(1442695040888963407);
    let mut words = Vec::with_capacity(count);
    for i in 0..count {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let word = WORDS[(state >> 33) as usize % WORDS.len()];
        words.push(if i % 12 == 11 {
            format!("{word}.")
        } else {
            word.to_string()
        });
    }
    words.join(" ")
}

fn entry(i: usize) -> (String, String, String, String) {
    let summary = text(i as u64, 60);
    let book = text(i as u64 + 1, 120);
    let comment = text(i as u64 + 2, 120);
    let commentary = format!(
        "## Notes\n\n{}\n\n{}",
        text(i as u64 + 3, 150),
        text(i as u64 + 4, 150)
    );
    (summary, book, comment, commentary)
}

/// Writes each `(path under root, text)`, making the folders on the way.
fn write_files(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

fn write_boardlore(root: &Path, entries: usize) {
    let games = root.join("content/games");
    std::fs::create_dir_all(&games).unwrap();
    write_files(
        root,
        &[
            (
                "content/config.yaml",
                "title: Bench\nbase_url: https://bench.example/\nlanguage: en\n",
            ),
            (
                "content/sources.yaml",
                "- { id: bench-book, title: Bench Book, kind: book }\n",
            ),
        ],
    );
    for i in 0..entries {
        let (summary, book, comment, commentary) = entry(i);
        let yaml = format!(
            r#"id: game-{i:05}
names: {{ en: "Game {i}", zh: 棋, pinyin: Qí }}
family: folk
mechanics: [m{m}, slide]
summary: "{summary}"
sources: [{{ work: bench-book, part: "p. {i}" }}]
witnesses:
  - {{ id: book, kind: translation, lang: en, source: bench-book, text: "{book}" }}
  - {{ id: comment, kind: commentary, lang: en, text: "{comment}" }}
variances:
  - {{ point: movement, readings: {{ book: "forward", comment: "any direction" }} }}
rulesets:
  - id: main
    follows: [book]
    status: interpreted
    rules:
      family: folk
      board: {{ kind: square, files: 7, ranks: 7, style: intersections }}
      players:
        - {{ name: Black, glyph: "●", start: [a1, b1, c1, d1, e1, f1, g1] }}
        - {{ name: White, glyph: "○", start: [a7, b7, c7, d7, e7, f7, g7] }}
      movement: {{ kind: slide, directions: straight-forward }}
figures:
  - {{ id: arrow, caption: "A move.", marks: [{{ arrow: [a1, a4] }}] }}
"#,
            m = i % 40
        );
        std::fs::write(games.join(format!("game-{i:05}.yaml")), yaml).unwrap();
        std::fs::write(games.join(format!("game-{i:05}.md")), commentary).unwrap();
    }
}

fn write_hugo(root: &Path, entries: usize) {
    let posts = root.join("content/games");
    std::fs::create_dir_all(&posts).unwrap();
    write_files(
        root,
        &[
            (
                "config.toml",
                "baseURL = 'https://bench.example/'\ntitle = 'Bench'\ndisableKinds = ['taxonomy', 'term', 'RSS']\n",
            ),
            (
                "layouts/_default/single.html",
                "<!doctype html><html lang=\"en\"><head><title>{{ .Title }}</title></head><body><h1>{{ .Title }}</h1>{{ .Content }}</body></html>",
            ),
            (
                "layouts/_default/list.html",
                "<!doctype html><html><body><ul>{{ range .Pages }}<li><a href=\"{{ .RelPermalink }}\">{{ .Title }}</a></li>{{ end }}</ul></body></html>",
            ),
        ],
    );
    for i in 0..entries {
        let (summary, book, comment, commentary) = entry(i);
        let page = format!(
            "---\ntitle: \"Game {i}\"\n---\n\n{summary}\n\n## book\n\n{book}\n\n## comment\n\n{comment}\n\n{commentary}\n"
        );
        std::fs::write(posts.join(format!("game-{i:05}.md")), page).unwrap();
    }
}

/// (user, system) CPU seconds this process has used (robust to other load on the machine).
fn cpu_seconds() -> (f64, f64) {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after_name = stat.rsplit(')').next().unwrap_or_default();
    let fields: Vec<&str> = after_name.split_whitespace().collect();
    let ticks = |i: usize| {
        fields
            .get(i)
            .and_then(|v| v.parse::<f64>().ok())
            .unwrap_or(0.0)
    };
    // Fields 14 and 15 of /proc/<pid>/stat (utime, stime), counted after the name.
    (ticks(11) / 100.0, ticks(12) / 100.0)
}

fn peak_memory_mib() -> f64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmHWM:"))
        .and_then(|l| l.split_whitespace().nth(1))
        .and_then(|kb| kb.parse::<f64>().ok())
        .map(|kb| kb / 1024.0)
        .unwrap_or(f64::NAN)
}

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let entries: usize = args
        .iter()
        .position(|a| a == "--entries")
        .and_then(|i| args.get(i + 1))
        .and_then(|n| n.parse().ok())
        .unwrap_or(1000);
    let diagrams = args.iter().any(|a| a == "--diagrams");
    let hugo = args.iter().any(|a| a == "--hugo");
    let write_only = args
        .iter()
        .position(|a| a == "--write")
        .and_then(|i| args.get(i + 1));
    if let Some(folder) = write_only {
        let folder = Path::new(folder);
        if hugo {
            write_hugo(folder, entries);
        } else {
            write_boardlore(folder, entries);
        }
        return;
    }
    // `--in DIR` puts the generated site under DIR (e.g. /dev/shm, to leave the disk out).
    let dir = match args
        .iter()
        .position(|a| a == "--in")
        .and_then(|i| args.get(i + 1))
    {
        Some(parent) => tempfile::tempdir_in(parent).expect("temp dir"),
        None => tempfile::tempdir().expect("temp dir"),
    };
    if hugo {
        write_hugo(dir.path(), entries);
        let started = Instant::now();
        let script = format!(
            "TIMEFORMAT='%U %S'; time hugo --quiet -s '{0}' -d '{0}/public' > /dev/null",
            dir.path().display()
        );
        let output = Command::new("bash")
            .args(["-c", &script])
            .output()
            .expect("bash and hugo are installed (apt-get install hugo)");
        let seconds = started.elapsed().as_secs_f64();
        assert!(
            output.status.success(),
            "hugo failed: {}",
            String::from_utf8_lossy(&output.stderr)
        );
        let times = String::from_utf8_lossy(&output.stderr);
        let split: Vec<f64> = times
            .lines()
            .last()
            .unwrap_or_default()
            .split_whitespace()
            .filter_map(|t| t.parse::<f64>().ok())
            .collect();
        let (user, system) = (
            split.first().copied().unwrap_or(f64::NAN),
            split.get(1).copied().unwrap_or(f64::NAN),
        );
        let cpu = user + system;
        println!(
            "hugo: {entries} pages in {seconds:.2} s wall, {cpu:.2} s CPU ({user:.2} user + {system:.2} system) ({:.0} pages/s)",
            entries as f64 / seconds
        );
        return;
    }
    let started = Instant::now();
    write_boardlore(dir.path(), entries);
    let generated = started.elapsed().as_secs_f64();
    let mut options = Settings::in_folder(dir.path());
    options.diagrams = diagrams;
    let started = Instant::now();
    let cpu_before = cpu_seconds();
    let report = match build(&options) {
        Ok(report) => report,
        Err(problems) => {
            let text = problems.to_string();
            eprintln!("{}", &text[..text.len().min(4000)]);
            std::process::exit(1);
        }
    };
    let seconds = started.elapsed().as_secs_f64();
    let cpu_after = cpu_seconds();
    let (user, system) = (cpu_after.0 - cpu_before.0, cpu_after.1 - cpu_before.1);
    let cpu = user + system;
    println!(
        "boardlore: {entries} entries (generated in {generated:.2} s), diagrams {}: {} files in {seconds:.2} s wall, {cpu:.2} s CPU ({user:.2} user + {system:.2} system) = {:.0} game pages/s; {} PNGs ({:.1} PNG/s); peak memory {:.0} MiB",
        if diagrams { "on" } else { "off" },
        report.files,
        entries as f64 / seconds,
        report.pngs,
        report.pngs as f64 / seconds,
        peak_memory_mib()
    );
}
