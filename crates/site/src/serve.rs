//! `boardlore serve`: builds, serves the output folder on 127.0.0.1, watches the sources with a
//! debounce, rebuilds on change and reloads open pages. A failed build is shown in the
//! terminal and as an overlay in the browser; the server keeps running on the last good output.
//!
//! Open pages learn of a rebuild by a long poll: `/__boardlore/status?after=N` answers at
//! once when the build counter is not `N`, and otherwise waits (at most [`LONG_POLL`]) until
//! it changes, so a page reloads as soon as the pages are written. The search index is
//! written after that, once the rebuilds pause (see the `indexer` module).

use std::path::{Component, Path, PathBuf};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Condvar, Mutex};
use std::time::{Duration, Instant};

use crate::build::{LiveSite, Settings};
use notify::RecursiveMode;
use notify_debouncer_mini::new_debouncer;

mod http;
mod indexer;
mod pool;

use http::{Reply, Request};

pub use http::MAX_CONNECTIONS;

/// Settings of `serve`.
#[derive(Clone, Debug)]
pub struct ServeOptions {
    /// What to build.
    pub settings: Settings,
    /// Port on 127.0.0.1; 0 picks a free one.
    pub port: u16,
    /// How long file events settle before a rebuild.
    pub debounce: Duration,
}

/// What open pages poll: a build counter and the last build's error, if it failed.
#[derive(Clone, Debug, Default)]
struct BuildStatus {
    version: u64,
    error: Option<String>,
}

const LIVE_SCRIPT: &str = include_str!("live.js");
const STATUS_PATH: &str = "/__boardlore/status";
const SCRIPT_PATH: &str = "/__boardlore/live.js";
use crate::limits::OUTPUT_CHECK_INTERVAL;
pub use crate::limits::{LONG_POLL, MAX_LONG_POLLS};

/// The build status and the signal of its change.
#[derive(Default)]
struct Live {
    status: Mutex<BuildStatus>,
    changed: Condvar,
    /// Status requests waiting now.
    waiting: AtomicUsize,
}

/// Counts one waiting status request until dropped.
struct Waiting<'l>(&'l AtomicUsize);

impl Drop for Waiting<'_> {
    fn drop(&mut self) {
        self.0.fetch_sub(1, Ordering::AcqRel);
    }
}

impl Live {
    fn status(&self) -> std::sync::MutexGuard<'_, BuildStatus> {
        self.status.lock().unwrap_or_else(|p| p.into_inner())
    }

    /// The status once its counter differs from `after` (at once when it already does),
    /// or as it stands after [`LONG_POLL`]; and whether the request was held. When
    /// [`MAX_LONG_POLLS`] requests wait already, the status is given at once and not held.
    fn wait(&self, after: Option<u64>) -> (BuildStatus, bool) {
        let Some(after) = after else {
            return (self.status().clone(), true);
        };
        let _waiting = Waiting(&self.waiting);
        if self.waiting.fetch_add(1, Ordering::AcqRel) >= MAX_LONG_POLLS {
            return (self.status().clone(), false);
        }
        let status = self.status();
        let (status, _) = self
            .changed
            .wait_timeout_while(status, LONG_POLL, |s| s.version == after)
            .unwrap_or_else(|p| p.into_inner());
        (status.clone(), true)
    }
}

/// Builds once, then serves and rebuilds until the process is stopped. `on_ready` is called
/// with the site's address once the server listens. The site is built for the server's own
/// address (`http://127.0.0.1:PORT/`) unless the settings give a base URL, whose path the
/// pages are then served under (`--base-url http://127.0.0.1:1111/boardlore/` tries a
/// project site's sub-path before publishing it).
pub fn serve(options: ServeOptions, on_ready: impl FnOnce(&str)) -> Result<(), String> {
    let listener = std::net::TcpListener::bind(("127.0.0.1", options.port))
        .map_err(|error| format!("cannot listen on 127.0.0.1:{}: {error}", options.port))?;
    let address = listener
        .local_addr()
        .map_err(|error| format!("the server has no address: {error}"))?;
    let mut options = options;
    let base_url = match &options.settings.base_url {
        Some(given) => crate::config::checked_base_url(given)
            .map_err(|(message, hint)| format!("--base-url: {message}\nhint: {hint}"))?,
        None => format!("http://{address}/"),
    };
    let root = crate::config::root_of(&base_url);
    options.settings.base_url = Some(base_url);
    // An output folder that a build may not replace stops `serve` before anything is
    // written, rather than failing every rebuild.
    crate::build::check_output(&options.settings).map_err(|problem| problem.to_string())?;
    let status = Arc::new(Live::default());
    let writing = Arc::new(Mutex::new(()));
    let mut rebuilds = Rebuilds {
        settings: options.settings.clone(),
        live: Arc::clone(&status),
        site: None,
        index: indexer::start(
            options.settings.output.clone(),
            crate::config::SiteConfig::load(&options.settings.content)
                .map(|c| c.editions())
                .unwrap_or_default(),
            Arc::clone(&writing),
        ),
        writing,
    };
    rebuilds.rebuild(&[]);
    let _watcher = watch(&options, rebuilds)?;
    on_ready(&format!("http://{address}{root}"));
    let output = options.settings.output.clone();
    http::run(
        listener,
        Arc::new(move |request: &Request| respond(request, &output, &root, &status)),
    );
    Ok(())
}

/// What the rebuilds keep between changes.
struct Rebuilds {
    settings: Settings,
    /// The status open pages poll.
    live: Arc<Live>,
    /// The site of the last good build; `None` after a failed full build.
    site: Option<LiveSite>,
    /// Asks the indexer for a new search index.
    index: std::sync::mpsc::Sender<()>,
    /// Held while anything writes into the output folder.
    writing: Arc<Mutex<()>>,
}

impl Rebuilds {
    /// Builds the site again when the output folder of the last good build is gone (deleted
    /// or replaced while serving), rather than answering every request with a 404. After a
    /// failed build nothing is retried: the status shows that build's problems.
    fn restore_output(&mut self) {
        if self.site.as_ref().is_some_and(|site| !site.output_intact()) {
            eprintln!(
                "the output folder {} is gone; building it again",
                self.settings.output.display()
            );
            self.rebuild(&[]);
        }
    }

    /// Re-renders what the `changed` files need (the entries alone when only entries
    /// changed, else the whole site), tells the open pages, then asks for the search index,
    /// which is written once the rebuilds pause.
    fn rebuild(&mut self, changed: &[PathBuf]) {
        let started = Instant::now();
        let writing = self.writing.lock().unwrap_or_else(|p| p.into_inner());
        let site = &mut self.site;
        let result = match site.as_mut().and_then(|kept| kept.update(changed)) {
            Some(Ok(update)) => Ok(format!(
                "re-rendered {} entry file(s), wrote {} file(s) in {:.2?}",
                update.entries,
                update.written,
                started.elapsed()
            )),
            Some(Err(problems)) => Err(problems),
            None => {
                // A failed full build keeps nothing: the next change builds everything again.
                *site = None;
                LiveSite::build(&self.settings).map(|(kept, report)| {
                    *site = Some(kept);
                    format!(
                        "built {} game pages in {:.2?}",
                        report.games, report.elapsed
                    )
                })
            }
        };
        drop(writing);
        let built = result.is_ok();
        let mut status = self.live.status();
        status.version += 1;
        match result {
            Ok(done) => {
                eprintln!("{done}");
                status.error = None;
            }
            Err(problems) => {
                eprintln!("{problems}\nthe build failed; still serving the last good output");
                status.error = Some(without_absolute_paths(
                    &problems.to_string(),
                    &self.settings,
                ));
            }
        }
        drop(status);
        self.live.changed.notify_all();
        if built && self.settings.search {
            let _ = self.index.send(());
        }
    }
}

/// Watches content, templates, theme and static files; each settled burst of events triggers one rebuild.
fn watch(
    options: &ServeOptions,
    mut rebuilds: Rebuilds,
) -> Result<notify_debouncer_mini::Debouncer<notify::RecommendedWatcher>, String> {
    let (sender, receiver) = mpsc::channel();
    let mut debouncer = new_debouncer(options.debounce, sender)
        .map_err(|error| format!("cannot watch files: {error}"))?;
    let site = &options.settings.site;
    for folder in [
        options.settings.content.clone(),
        site.join("templates"),
        site.join("theme"),
        site.join("static"),
    ] {
        if folder.is_dir() {
            debouncer
                .watcher()
                .watch(&folder, RecursiveMode::Recursive)
                .map_err(|error| format!("cannot watch {}: {error}", folder.display()))?;
        }
    }
    let content = [
        options.settings.content.clone(),
        crate::build::resolve(&options.settings.content),
    ];
    std::thread::spawn(move || loop {
        let events = match receiver.recv_timeout(OUTPUT_CHECK_INTERVAL) {
            Ok(Ok(events)) => events,
            Ok(Err(_)) => continue,
            Err(mpsc::RecvTimeoutError::Timeout) => {
                rebuilds.restore_output();
                continue;
            }
            Err(mpsc::RecvTimeoutError::Disconnected) => break,
        };
        // A file in the content folder that the build does not read (an editor's backup,
        // swap or temporary file) changes nothing.
        let changed: Vec<PathBuf> = events
            .into_iter()
            .map(|event| event.path)
            .filter(|path| {
                !content.iter().any(|folder| path.starts_with(folder))
                    || crate::content::is_content_file(path)
            })
            .collect();
        let Some(first) = changed.first() else {
            continue;
        };
        eprintln!("changed: {}", first.display());
        rebuilds.rebuild(&changed);
    });
    Ok(debouncer)
}

/// The build report as the browser overlay shows it: the folders' absolute paths (which
/// tell a page the user's home folder and layout) are written as the names given.
fn without_absolute_paths(report: &str, options: &Settings) -> String {
    let mut report = report.to_string();
    for (folder, name) in [
        (&options.content, options.content.display().to_string()),
        (&options.site, options.site.display().to_string()),
    ] {
        let absolute = crate::build::resolve(folder);
        report = report.replace(&absolute.display().to_string(), &name);
        if let Ok(plain) = std::path::absolute(folder) {
            report = report.replace(&plain.display().to_string(), &name);
        }
    }
    if let Ok(here) = std::env::current_dir() {
        report = report.replace(&format!("{}/", here.display()), "");
    }
    report
}

/// The answer to one request: the live-reload endpoints (at the host's root whatever the
/// site's path), a file of the output for a path under `root`, else the site's 404 page.
fn respond(request: &Request, output: &Path, root: &str, live: &Live) -> Reply {
    let url = request
        .target
        .split(['?', '#'])
        .next()
        .unwrap_or("/")
        .to_string();
    let response = if url == STATUS_PATH {
        let after = request
            .target
            .split_once("?after=")
            .and_then(|(_, n)| n.parse().ok());
        let (status, held) = live.wait(after);
        // `held: false`: too many pages wait already; the page asks again after a pause.
        let body =
            serde_json::json!({ "version": status.version, "error": status.error, "held": held });
        text_response(200, "application/json", body.to_string().into_bytes())
    } else if url == SCRIPT_PATH {
        text_response(
            200,
            "text/javascript; charset=utf-8",
            LIVE_SCRIPT.as_bytes().to_vec(),
        )
    } else {
        let inside = url
            .strip_prefix(root.trim_end_matches('/'))
            .filter(|rest| rest.is_empty() || rest.starts_with('/'));
        let resolved = match inside {
            Some(rest) => resolve(output, rest),
            None => Resolved::Missing,
        };
        match resolved {
            Resolved::File(path) => file_response(&path, 200),
            Resolved::Missing => match output.join("404.html") {
                page if page.is_file() => file_response(&page, 404),
                _ => text_response(404, "text/plain; charset=utf-8", b"not found".to_vec()),
            },
            Resolved::Refused => text_response(
                403,
                "text/plain; charset=utf-8",
                b"refused: outside the output folder".to_vec(),
            ),
        }
    };
    response
}

enum Resolved {
    File(PathBuf),
    Missing,
    Refused,
}

/// Maps a URL path to a file under `output`; anything that would leave it is refused.
fn resolve(output: &Path, url: &str) -> Resolved {
    let Some(decoded) = percent_decode(url) else {
        return Resolved::Refused;
    };
    let relative = Path::new(decoded.trim_start_matches('/'));
    if relative
        .components()
        .any(|c| !matches!(c, Component::Normal(_)))
    {
        return Resolved::Refused;
    }
    let mut path = output.join(relative);
    if path.is_dir() {
        path = path.join("index.html");
    }
    let (Ok(real), Ok(root)) = (path.canonicalize(), output.canonicalize()) else {
        return Resolved::Missing;
    };
    if !real.starts_with(&root) {
        return Resolved::Refused;
    }
    if real.is_file() {
        Resolved::File(real)
    } else {
        Resolved::Missing
    }
}

fn percent_decode(text: &str) -> Option<String> {
    let bytes = text.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' {
            let hex = std::str::from_utf8(bytes.get(i + 1..i + 3)?).ok()?;
            out.push(u8::from_str_radix(hex, 16).ok()?);
            i += 3;
        } else {
            out.push(bytes[i]);
            i += 1;
        }
    }
    let decoded = String::from_utf8(out).ok()?;
    (!decoded.contains('\0') && !decoded.contains('\\')).then_some(decoded)
}

fn content_type(path: &Path) -> &'static str {
    match path
        .extension()
        .and_then(|e| e.to_str())
        .unwrap_or_default()
    {
        "html" => "text/html; charset=utf-8",
        "css" => "text/css; charset=utf-8",
        "js" => "text/javascript; charset=utf-8",
        "wasm" => "application/wasm",
        "json" => "application/json",
        "xml" => "application/xml",
        "txt" => "text/plain; charset=utf-8",
        "svg" => "image/svg+xml",
        "png" => "image/png",
        "woff2" => "font/woff2",
        "otf" => "font/otf",
        "ttf" => "font/ttf",
        _ => "application/octet-stream",
    }
}

fn file_response(path: &Path, code: u16) -> Reply {
    let Ok(mut bytes) = std::fs::read(path) else {
        return text_response(404, "text/plain; charset=utf-8", b"not found".to_vec());
    };
    let kind = content_type(path);
    if kind.starts_with("text/html") {
        bytes = inject_live_script(bytes);
    }
    text_response(code, kind, bytes)
}

/// Adds the live-reload script before `</body>` (served pages only; the built files stay clean).
fn inject_live_script(bytes: Vec<u8>) -> Vec<u8> {
    // `async`: the page is ready (DOMContentLoaded) without waiting for this script.
    let tag = format!("<script src=\"{SCRIPT_PATH}\" async></script>");
    let Ok(mut html) = String::from_utf8(bytes) else {
        return Vec::new();
    };
    match html.rfind("</body>") {
        Some(at) => html.insert_str(at, &tag),
        None => html.push_str(&tag),
    }
    html.into_bytes()
}

fn text_response(code: u16, kind: &'static str, bytes: Vec<u8>) -> Reply {
    Reply {
        code,
        kind,
        body: bytes,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parent_folders_are_refused() {
        let output = std::env::temp_dir();
        assert!(matches!(
            resolve(&output, "/../etc/passwd"),
            Resolved::Refused
        ));
        assert!(matches!(
            resolve(&output, "/%2e%2e/etc/passwd"),
            Resolved::Refused
        ));
        assert!(matches!(resolve(&output, "/a/%00"), Resolved::Refused));
    }

    #[test]
    fn live_script_goes_before_the_end_of_the_body() {
        let html = inject_live_script(b"<body>x</body>".to_vec());
        assert_eq!(
            String::from_utf8(html).unwrap(),
            format!("<body>x<script src=\"{SCRIPT_PATH}\" async></script></body>")
        );
    }
}
