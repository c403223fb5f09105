//! What a build reports as it runs: the time and memory of each stage when
//! `BOARDLORE_TIMINGS` is set, and a progress bar on a terminal.

use std::io::IsTerminal;
use std::time::Instant;

use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};

/// Prints the time each stage took when `BOARDLORE_TIMINGS` is set.
pub(super) struct StageTimer {
    last: Option<Instant>,
    /// Process CPU seconds (all threads) at the last lap: under load, wall time says little.
    cpu: f64,
}

/// User plus system CPU seconds of this process so far (Linux; zero elsewhere).
fn process_cpu_seconds() -> f64 {
    let stat = std::fs::read_to_string("/proc/self/stat").unwrap_or_default();
    let after_name = stat.rsplit(')').next().unwrap_or_default();
    let fields: Vec<f64> = after_name
        .split_whitespace()
        .skip(11)
        .take(2)
        .filter_map(|v| v.parse().ok())
        .collect();
    fields.iter().sum::<f64>() / 100.0
}

impl StageTimer {
    pub(super) fn from_env() -> StageTimer {
        StageTimer {
            last: std::env::var_os("BOARDLORE_TIMINGS").map(|_| Instant::now()),
            cpu: process_cpu_seconds(),
        }
    }

    pub(super) fn lap(&mut self, stage: &str) {
        if let Some(last) = self.last {
            // Resident memory where the system reports it (Linux), to see what each stage keeps.
            let resident = std::fs::read_to_string("/proc/self/status")
                .ok()
                .and_then(|status| {
                    let line = status.lines().find(|l| l.starts_with("VmRSS:"))?;
                    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
                    Some(format!(", resident {:.0} MiB", kib / 1024.0))
                })
                .unwrap_or_default();
            let cpu = process_cpu_seconds();
            eprintln!(
                "  {stage}: {:.2?} wall, {:.2} s CPU{resident}",
                last.elapsed(),
                cpu - self.cpu
            );
            self.last = Some(Instant::now());
            self.cpu = cpu;
        }
    }
}

pub(super) fn progress_bar(wanted: bool, length: usize) -> ProgressBar {
    let bar = ProgressBar::new(length as u64);
    if wanted && std::io::stderr().is_terminal() && length >= 50 {
        bar.set_draw_target(ProgressDrawTarget::stderr());
        if let Ok(style) =
            ProgressStyle::with_template("{spinner} rendering {pos}/{len} games {wide_bar} {eta}")
        {
            bar.set_style(style);
        }
    } else {
        bar.set_draw_target(ProgressDrawTarget::hidden());
    }
    bar
}
