//! When each entry last changed, for the sitemap's `<lastmod>` and the entry's open data: the
//! date of the last commit touching its files when the content folder is in a git work tree
//! and the files are committed and unmodified, else the files' modification time.
//!
//! Git is asked twice per build for the whole content folder (its log and what differs from
//! `HEAD`), never once per entry; without git, or outside a work tree, every date comes
//! from the files' modification times. A build never fails for want of a date.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{SystemTime, UNIX_EPOCH};

use crate::content::LoadedEntry;

/// The content folder's git history, read once: the date of the last commit touching each
/// file and the files that differ from it.
#[derive(Clone, Debug, Default)]
pub struct LastChanged {
    /// The content folder the paths below are relative to.
    content: PathBuf,
    /// `YYYY-MM-DD` of the last commit touching each file, by its path relative to `content`
    /// (with `/`).
    committed: BTreeMap<String, String>,
    /// Files that differ from `HEAD` (staged or not), by the same paths.
    modified: BTreeSet<String>,
    /// When git was asked: a file modified later (an edit under `serve`) is dated by its
    /// modification time, whatever git said then.
    asked_at: Option<SystemTime>,
}

impl LastChanged {
    /// Asks git (when it is found and `content` is in a work tree) for the history of every
    /// file under `content`; without git the dates all come from modification times.
    pub fn of_content(content: &Path) -> LastChanged {
        let asked_at = SystemTime::now();
        let git = |args: &[&str]| -> Option<String> {
            let output = Command::new("git")
                .arg("-C")
                .arg(content)
                .args(["-c", "core.quotepath=off"])
                .args(args)
                .stdin(Stdio::null())
                .stderr(Stdio::null())
                .output()
                .ok()?;
            output
                .status
                .success()
                .then(|| String::from_utf8_lossy(&output.stdout).into_owned())
        };
        let Some(log) = git(&[
            "log",
            "--format=%cs",
            "--name-only",
            "--relative",
            "--",
            ".",
        ]) else {
            return LastChanged::without_git(content);
        };
        let modified = git(&["diff", "--name-only", "--relative", "HEAD", "--", "."]);
        LastChanged::from_git(content, &log, &modified.unwrap_or_default(), asked_at)
    }

    /// No git history: every date is a modification time.
    pub fn without_git(content: &Path) -> LastChanged {
        LastChanged {
            content: content.to_path_buf(),
            ..LastChanged::default()
        }
    }

    /// The history of `content` from git's answers: `log` is the output of
    /// `git log --format=%cs --name-only --relative -- .` and `modified` that of
    /// `git diff --name-only --relative HEAD -- .`, both run in `content`.
    pub fn from_git(content: &Path, log: &str, modified: &str, asked_at: SystemTime) -> Self {
        LastChanged {
            content: content.to_path_buf(),
            committed: commit_dates(log),
            modified: modified
                .lines()
                .filter(|line| !line.is_empty())
                .map(str::to_string)
                .collect(),
            asked_at: Some(asked_at),
        }
    }

    /// The day `loaded` last changed: the latest of its files' dates (its YAML, its
    /// witnesses' Markdown files and its sibling `<id>.md`).
    pub fn of_entry(&self, loaded: &LoadedEntry) -> Option<String> {
        let folder = loaded.file.parent().unwrap_or(Path::new("."));
        let mut files = vec![loaded.file.clone()];
        let witness_files = loaded
            .entry
            .witnesses
            .iter()
            .filter_map(|w| w.file.as_ref());
        files.extend(witness_files.map(|name| folder.join(name)));
        if loaded.commentary.is_some() {
            files.push(loaded.file.with_extension("md"));
        }
        self.latest(files.iter().map(PathBuf::as_path))
    }

    /// The latest date (`YYYY-MM-DD`) among `files`, each dated by git or by its modification
    /// time; `None` when none can be dated.
    pub fn latest<'a>(&self, files: impl IntoIterator<Item = &'a Path>) -> Option<String> {
        files
            .into_iter()
            .filter_map(|file| self.date_of(file))
            .max()
    }

    /// The date `file` last changed.
    fn date_of(&self, file: &Path) -> Option<String> {
        let modified = std::fs::metadata(file).and_then(|m| m.modified()).ok();
        let key = file.strip_prefix(&self.content).ok().map(|relative| {
            relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/")
        });
        let untouched = match (modified, self.asked_at) {
            (Some(modified), Some(asked_at)) => modified <= asked_at,
            _ => true,
        };
        let committed = key
            .filter(|key| untouched && !self.modified.contains(key))
            .and_then(|key| self.committed.get(&key));
        match committed {
            Some(date) => Some(date.clone()),
            None => modified.map(utc_date),
        }
    }
}

/// The date of the latest commit touching each file, from `git log --format=%cs
/// --name-only`: blocks of a date line followed by the names of the files the commit touched.
pub fn commit_dates(log: &str) -> BTreeMap<String, String> {
    let mut dates: BTreeMap<String, String> = BTreeMap::new();
    let mut date: Option<&str> = None;
    for line in log.lines().map(str::trim_end).filter(|l| !l.is_empty()) {
        if is_date(line) {
            date = Some(line);
            continue;
        }
        let Some(date) = date else { continue };
        let latest = dates.entry(line.to_string()).or_insert_with(|| date.into());
        if date > latest.as_str() {
            *latest = date.into();
        }
    }
    dates
}

/// `YYYY-MM-DD`.
fn is_date(line: &str) -> bool {
    let bytes = line.as_bytes();
    bytes.len() == 10
        && bytes.iter().enumerate().all(|(i, b)| match i {
            4 | 7 => *b == b'-',
            _ => b.is_ascii_digit(),
        })
}

/// The day of `time` in UTC, as `YYYY-MM-DD` (the sitemap's W3C date).
pub fn utc_date(time: SystemTime) -> String {
    let seconds = match time.duration_since(UNIX_EPOCH) {
        Ok(after) => after.as_secs() as i64,
        Err(before) => -(before.duration().as_secs() as i64) - 1,
    };
    let (year, month, day) = civil_from_days(seconds.div_euclid(86_400));
    format!("{year:04}-{month:02}-{day:02}")
}

/// The proleptic Gregorian date of a day counted from 1970-01-01 (Howard Hinnant's
/// `civil_from_days`).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let day_of_era = z.rem_euclid(146_097);
    let year_of_era =
        (day_of_era - day_of_era / 1_460 + day_of_era / 36_524 - day_of_era / 146_096) / 365;
    let day_of_year = day_of_era - (365 * year_of_era + year_of_era / 4 - year_of_era / 100);
    let shifted_month = (5 * day_of_year + 2) / 153;
    let day = (day_of_year - (153 * shifted_month + 2) / 5 + 1) as u32;
    let month = if shifted_month < 10 {
        shifted_month + 3
    } else {
        shifted_month - 9
    } as u32;
    let year = year_of_era + era * 400 + i64::from(month <= 2);
    (year, month, day)
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::time::Duration;

    #[test]
    fn each_file_takes_the_date_of_the_latest_commit_that_touched_it() {
        let log = "2026-11-28\n\ngames/xiangqi.yaml\n\n2026-10-02\n\ngames/xiangqi.yaml\n\
                   games/go.yaml\ngames/go.md\n\n2025-01-09\n\ngames/go.yaml\n";
        let dates = commit_dates(log);
        assert_eq!(dates["games/xiangqi.yaml"], "2026-11-28");
        assert_eq!(dates["games/go.yaml"], "2026-10-02");
        assert_eq!(dates["games/go.md"], "2026-10-02");
        assert_eq!(dates.len(), 3);
    }

    #[test]
    fn a_file_modified_since_its_last_commit_is_dated_by_its_modification_time() {
        let dir = tempfile::tempdir().unwrap();
        let games = dir.path().join("games");
        std::fs::create_dir_all(&games).unwrap();
        let day = |days: u64| UNIX_EPOCH + Duration::from_secs(days * 86_400 + 3_600);
        for name in ["clean.yaml", "edited.yaml", "new.yaml"] {
            let file = std::fs::File::create(games.join(name)).unwrap();
            file.set_modified(day(20_000)).unwrap();
        }
        let log = "2021-03-04\n\ngames/clean.yaml\ngames/edited.yaml\n";
        let history = LastChanged::from_git(dir.path(), log, "games/edited.yaml\n", day(20_001));
        let date = |name: &str| history.latest([games.join(name).as_path()]);
        assert_eq!(date("clean.yaml").as_deref(), Some("2021-03-04"));
        assert_eq!(date("edited.yaml").as_deref(), Some("2024-10-04"));
        assert_eq!(date("new.yaml").as_deref(), Some("2024-10-04"), "untracked");
        assert_eq!(date("gone.yaml"), None);
    }

    #[test]
    fn a_file_saved_after_git_was_asked_is_dated_by_its_modification_time() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("entry.yaml");
        std::fs::write(&file, "id: x").unwrap();
        let asked_at = SystemTime::now() - Duration::from_secs(3_600);
        let history = LastChanged::from_git(dir.path(), "2020-02-02\n\nentry.yaml\n", "", asked_at);
        assert_eq!(
            history.latest([file.as_path()]),
            Some(utc_date(SystemTime::now()))
        );
    }

    #[test]
    fn dates_are_written_as_w3c_days_in_utc() {
        let at = |seconds: u64| utc_date(UNIX_EPOCH + Duration::from_secs(seconds));
        assert_eq!(at(0), "1970-01-01");
        assert_eq!(at(951_782_400), "2000-02-29");
        assert_eq!(at(1_709_251_199), "2024-02-29");
        assert_eq!(at(1_798_761_600), "2027-01-01");
    }
}
