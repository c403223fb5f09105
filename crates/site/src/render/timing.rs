//! Where a build spends its time: CPU time per phase, summed over the threads that ran it.
//!
//! Off unless `BOARDLORE_TIMINGS` is set, so a normal build pays one cached flag test per
//! span. The site benchmark and `boardlore build` print [`report`] to profile a build
//! without `perf`.

use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::OnceLock;
use std::time::Instant;

/// A phase of the build whose time is counted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Phase {
    /// Reading an entry's files and parsing its YAML.
    Load,
    /// Cross-checks: ids, references, rulesets compiled, figure positions read.
    Validate,
    /// Markdown to HTML (and to plain text).
    Markdown,
    /// Witness comparison (relatedness test and diff).
    Compare,
    /// Building the page's data and rendering the template.
    Template,
    /// SVG and PNG drawing (with the PNG cache).
    Diagrams,
    /// Searching where two rulesets part on the board (with its cache).
    Divergence,
    /// Writing files.
    Write,
}

const PHASES: [(Phase, &str); 8] = [
    (Phase::Load, "load"),
    (Phase::Validate, "validate"),
    (Phase::Markdown, "markdown"),
    (Phase::Compare, "compare"),
    (Phase::Template, "template"),
    (Phase::Diagrams, "diagrams"),
    (Phase::Divergence, "divergence"),
    (Phase::Write, "write"),
];

static NANOS: [AtomicU64; 8] = [const { AtomicU64::new(0) }; 8];

/// True when `BOARDLORE_TIMINGS` is set (read once).
pub fn enabled() -> bool {
    static ENABLED: OnceLock<bool> = OnceLock::new();
    *ENABLED.get_or_init(|| std::env::var_os("BOARDLORE_TIMINGS").is_some())
}

/// Runs `work`, adding its wall time on this thread to `phase` when timings are on.
pub fn span<T>(phase: Phase, work: impl FnOnce() -> T) -> T {
    if !enabled() {
        return work();
    }
    let started = Instant::now();
    let result = work();
    let nanos = started.elapsed().as_nanos() as u64;
    NANOS[phase as usize].fetch_add(nanos, Ordering::Relaxed);
    result
}

/// The time counted per phase since the last report (which resets the counters), as one
/// line, e.g. `load 0.41 s, validate 0.90 s, ...`; empty when timings are off.
pub fn report() -> String {
    if !enabled() {
        return String::new();
    }
    PHASES
        .iter()
        .map(|(phase, name)| {
            let nanos = NANOS[*phase as usize].swap(0, Ordering::Relaxed);
            format!("{name} {:.2} s", nanos as f64 / 1e9)
        })
        .collect::<Vec<_>>()
        .join(", ")
}
