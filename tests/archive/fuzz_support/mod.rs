//! A time-bounded mutation fuzzer on stable Rust: each target is run on mutated inputs for a
//! share of the time budget, every run inside `catch_unwind` and timed. Properties checked
//! by every target: no panic, each run within [`SLOW_RUN`], and the target's own checks (an
//! `Err` names what broke). Inputs that fail are written to `target/fuzz-failures/` so they
//! can be replayed.
#![allow(dead_code)]

pub mod mutate;

use std::panic::{catch_unwind, AssertUnwindSafe};
use std::path::PathBuf;
use std::time::{Duration, Instant};

pub use boardlore_engine::search::Rng;

/// A run slower than this is a failure (the limits are meant to keep every call short).
pub const SLOW_RUN: Duration = Duration::from_secs(20);

/// The time each target gets: `BOARDLORE_FUZZ_SECONDS` (the whole budget, shared by the
/// targets), else about 60 s in all under `CI=true`, else a short local run.
pub fn share(targets: u32) -> Duration {
    let total = std::env::var("BOARDLORE_FUZZ_SECONDS")
        .ok()
        .and_then(|s| s.parse::<f64>().ok())
        .unwrap_or(if std::env::var("CI").is_ok_and(|v| v == "true") {
            60.0
        } else {
            8.0
        });
    Duration::from_secs_f64(total / f64::from(targets))
}

/// The seed of this run: `BOARDLORE_FUZZ_SEED`, else a fixed one (runs repeat exactly).
pub fn seed() -> u64 {
    std::env::var("BOARDLORE_FUZZ_SEED")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(0x5eed_b0a7)
}

/// What one target did.
pub struct Report {
    pub name: &'static str,
    pub runs: u64,
    pub elapsed: Duration,
    pub failures: Vec<String>,
}

impl std::fmt::Display for Report {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "fuzz {}: {} runs in {:.1} s, {} failures, peak memory {} MiB",
            self.name,
            self.runs,
            self.elapsed.as_secs_f64(),
            self.failures.len(),
            peak_mib()
        )
    }
}

/// Runs `check` on inputs made by `make` until `budget` is spent.
pub fn run<T: std::fmt::Debug>(
    name: &'static str,
    budget: Duration,
    mut make: impl FnMut(&mut Rng) -> T,
    mut check: impl FnMut(&T, &mut Rng) -> Result<(), String>,
) -> Report {
    let mut rng = Rng::new(seed() ^ fxhash(name));
    let started = Instant::now();
    let mut runs = 0;
    let mut failures = Vec::new();
    let hook = std::panic::take_hook();
    std::panic::set_hook(Box::new(|_| {}));
    while started.elapsed() < budget {
        let input = make(&mut rng);
        // `BOARDLORE_FUZZ_TRACE=<file>`: each input is written there before it runs, so an
        // input that exhausts memory or hangs (which no check can catch) can be read back.
        if let Some(trace) = std::env::var_os("BOARDLORE_FUZZ_TRACE") {
            let _ = std::fs::write(trace, format!("{name}\n{input:#?}"));
        }
        let run_started = Instant::now();
        let outcome = catch_unwind(AssertUnwindSafe(|| check(&input, &mut rng)));
        runs += 1;
        let took = run_started.elapsed();
        let failure = match outcome {
            Ok(Ok(())) if took <= SLOW_RUN => None,
            Ok(Ok(())) => Some(format!("took {took:.1?}")),
            Ok(Err(broken)) => Some(broken),
            Err(panic) => Some(format!("panicked: {}", panic_text(&*panic))),
        };
        if let Some(failure) = failure {
            let kept = keep(name, failures.len(), &format!("{input:#?}"));
            failures.push(format!("{failure} (input in {})", kept.display()));
        }
    }
    std::panic::set_hook(hook);
    Report {
        name,
        runs,
        elapsed: started.elapsed(),
        failures,
    }
}

fn fxhash(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x100_0000_01b3)
    })
}

fn panic_text(panic: &(dyn std::any::Any + Send)) -> String {
    if let Some(text) = panic.downcast_ref::<&str>() {
        (*text).to_string()
    } else if let Some(text) = panic.downcast_ref::<String>() {
        text.clone()
    } else {
        "(no message)".into()
    }
}

fn keep(name: &str, index: usize, input: &str) -> PathBuf {
    let folder = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/fuzz-failures");
    let _ = std::fs::create_dir_all(&folder);
    let file = folder.join(format!("{name}-{index}.txt"));
    let _ = std::fs::write(&file, input);
    file
}

/// Peak resident memory of this process (Linux; 0 elsewhere).
pub fn peak_mib() -> u64 {
    std::fs::read_to_string("/proc/self/status")
        .ok()
        .and_then(|status| {
            let line = status.lines().find(|l| l.starts_with("VmHWM:"))?;
            line.split_whitespace().nth(1)?.parse::<u64>().ok()
        })
        .map_or(0, |kib| kib / 1024)
}
