//! What `build`, `check` and `serve` do with odd files and folders around a site: a FIFO
//! for an entry, a symbolic link in the web board's folder, an id too long for a file name,
//! a killed build, an output that is a link, an output deleted while serving. Each gets a
//! clear error naming the file, or works; nothing blocks, nothing leaks, nothing is lost,
//! and `check` refuses first whatever `build` would refuse.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::abuse::{only_problem, options};
use crate::cli_support::{
    assert_says, boardlore, copy_tree, fixture_project, http_get, start_server,
};
use boardlore_site::{build, check, BoardFiles, MARKER};

/// Every file (with its bytes) and every folder under `root`.
fn snapshot(root: &Path) -> (BTreeMap<PathBuf, Vec<u8>>, Vec<PathBuf>) {
    let mut files = BTreeMap::new();
    let mut folders = Vec::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else {
                let bytes = std::fs::read(&path).unwrap();
                files.insert(path, bytes);
            }
        }
        folders.push(folder);
    }
    folders.sort();
    (files, folders)
}

/// Runs `boardlore ARGS` in `folder`, killing it if it has not ended after `seconds`;
/// gives whether it succeeded and what it wrote to stderr.
fn run_within(seconds: u64, folder: &Path, args: &[&str]) -> (bool, String) {
    let mut child = boardlore()
        .args(args)
        .current_dir(folder)
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(seconds) {
            let _ = child.kill();
            panic!("`boardlore {}` blocked", args.join(" "));
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    let output = child.wait_with_output().unwrap();
    (
        output.status.success(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

fn mkfifo(path: &Path) {
    let made = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(made.success(), "mkfifo {}", path.display());
}

#[test]
fn check_writes_nothing_at_all_in_the_site_folder() {
    let dir = fixture_project("diagrams");
    std::fs::create_dir_all(dir.path().join("static")).unwrap();
    std::fs::write(dir.path().join("static/CNAME"), "example.org").unwrap();
    let before = snapshot(dir.path());
    // As the library runs it (PNG cache in the site) and as the command line runs it.
    check(&boardlore_site::Settings::in_folder(dir.path())).expect("the fixture checks");
    let (ok, said) = run_within(30, dir.path(), &["check"]);
    assert!(ok, "{said}");
    assert_eq!(
        snapshot(dir.path()),
        before,
        "check changed the site folder"
    );
}

#[cfg(unix)]
#[test]
fn a_fifo_named_like_a_content_file_is_refused_at_once_by_check_and_build() {
    for fifo in [
        "content/games/x.yaml",
        "content/games/sample-race.md",
        "content/config.yaml",
    ] {
        let dir = fixture_project("valid");
        let path = dir.path().join(fifo);
        let _ = std::fs::remove_file(&path);
        mkfifo(&path);
        for command in ["check", "build"] {
            let (ok, said) = run_within(30, dir.path(), &[command, "--no-play"]);
            assert!(!ok, "{command} with a FIFO at {fifo} succeeded");
            assert_says(&said, &[fifo, "is a FIFO", "hint:"]);
        }
        assert!(!dir.path().join("output").exists());
    }
}

/// The live-reload status of the server at `address`: (build counter, error).
fn status(address: &str) -> (u64, Option<String>) {
    let (code, response) = http_get(address, address, "/__boardlore/status");
    assert_eq!(code, 200, "{response}");
    let body = &response[response.find("\r\n\r\n").unwrap() + 4..];
    let value: serde_json::Value = serde_json::from_str(body).unwrap();
    (
        value["version"].as_u64().unwrap(),
        value["error"].as_str().map(str::to_string),
    )
}

/// Waits (at most 20 s) until `done` holds for the server's status.
fn wait_for(address: &str, what: &str, done: impl Fn(&(u64, Option<String>)) -> bool) {
    let started = Instant::now();
    loop {
        let now = status(address);
        if done(&now) {
            return;
        }
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "{what}: {now:?}"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
}

#[cfg(unix)]
#[test]
fn serve_reports_a_fifo_entry_and_goes_on_rebuilding_after_it() {
    let dir = fixture_project("valid");
    let (_server, address) = start_server(dir.path());
    let fifo = dir.path().join("content/games/x.yaml");
    mkfifo(&fifo);
    wait_for(&address, "the FIFO is reported", |(_, error)| {
        error
            .as_deref()
            .is_some_and(|e| e.contains("x.yaml") && e.contains("FIFO"))
    });
    std::fs::remove_file(&fifo).unwrap();
    let entry = dir.path().join("content/games/sample-race.yaml");
    let text = std::fs::read_to_string(&entry).unwrap();
    std::fs::write(
        &entry,
        text.replace("the first home wins", "the first home takes all"),
    )
    .unwrap();
    wait_for(&address, "the edit is built", |(_, error)| error.is_none());
    let (code, page) = http_get(&address, &address, "/games/sample-race/");
    assert_eq!(code, 200);
    assert!(page.contains("the first home takes all"), "{page}");
}

#[test]
fn serve_builds_its_output_again_when_the_folder_is_deleted() {
    let dir = fixture_project("valid");
    let (_server, address) = start_server(dir.path());
    assert_eq!(http_get(&address, &address, "/games/sample-race/").0, 200);
    std::fs::remove_dir_all(dir.path().join("output")).unwrap();
    let started = Instant::now();
    while http_get(&address, &address, "/games/sample-race/").0 != 200 {
        assert!(
            started.elapsed() < Duration::from_secs(20),
            "the deleted output was not built again"
        );
        std::thread::sleep(Duration::from_millis(100));
    }
    assert!(dir.path().join("output").join(MARKER).is_file());
    assert_eq!(status(&address).1, None);
}

#[test]
fn an_id_too_long_for_a_file_name_is_refused_by_check_with_its_place() {
    let long = "a".repeat(300);
    for (from, to, field) in [
        ("id: opening,", format!("id: {long},"), "figures[0].id"),
        // The figure that names the ruleset names it by the new id too.
        ("board-only", long.clone(), "rulesets[1].id"),
    ] {
        let dir = fixture_project("diagrams");
        let entry = dir.path().join("content/games/slide-stones.yaml");
        let text = std::fs::read_to_string(&entry).unwrap();
        std::fs::write(&entry, text.replace(from, &to)).unwrap();
        let settings = options(dir.path());
        let checked = only_problem(check(&settings));
        assert_says(
            &checked,
            &[
                "slide-stones.yaml:",
                field,
                "300 characters",
                "at most 64",
                "hint:",
            ],
        );
        assert_eq!(
            only_problem(build(&settings)),
            checked,
            "build refuses the same"
        );
        assert!(!settings.output.exists());
    }
}

#[test]
fn check_refuses_a_static_file_that_build_would_refuse() {
    let dir = fixture_project("valid");
    std::fs::create_dir_all(dir.path().join("static/games")).unwrap();
    std::fs::write(dir.path().join("static/index.html"), "mine").unwrap();
    let settings = options(dir.path());
    let checked = check(&settings).err().expect("check refuses it");
    let built = build(&settings).expect_err("build refuses it");
    assert_eq!(checked.to_string(), built.to_string());
    assert_says(
        &checked.to_string(),
        &["static/index.html", "would replace `index.html`"],
    );
}

/// A web board folder as `boardlore board-files` writes it (empty stand-ins for the files).
fn board_folder(dir: &Path) -> PathBuf {
    let play = dir.join("play");
    std::fs::create_dir_all(&play).unwrap();
    for name in ["boardlore_play.js", "boardlore_play_bg.wasm"] {
        std::fs::write(play.join(name), "").unwrap();
    }
    play
}

#[cfg(unix)]
#[test]
fn the_web_board_folder_publishes_only_its_own_files_and_must_hold_what_pages_load() {
    let dir = fixture_project("valid");
    let play = board_folder(dir.path());
    let mut settings = options(dir.path());
    settings.play = Some(BoardFiles::Folder(play.clone()));

    std::os::unix::fs::symlink("/etc/passwd", play.join("leak.js")).unwrap();
    for refused in [
        only_problem(check(&settings)),
        only_problem(build(&settings)),
    ] {
        assert_says(&refused, &["leak.js", "symbolic link", "hint:"]);
    }
    std::fs::remove_file(play.join("leak.js")).unwrap();
    std::fs::create_dir(play.join("snippets")).unwrap();
    std::os::unix::fs::symlink("/etc", play.join("snippets/etc")).unwrap();
    assert_says(
        &only_problem(build(&settings)),
        &["snippets/etc", "symbolic link"],
    );
    std::fs::remove_file(play.join("snippets/etc")).unwrap();
    mkfifo(&play.join("snippets/pipe.js"));
    assert_says(&only_problem(build(&settings)), &["pipe.js", "is a FIFO"]);
    std::fs::remove_file(play.join("snippets/pipe.js")).unwrap();
    assert!(!settings.output.exists(), "nothing was published");

    std::fs::write(play.join("boardlore_play.js"), "import './snippets/a.js';").unwrap();
    for refused in [
        only_problem(check(&settings)),
        only_problem(build(&settings)),
    ] {
        assert_says(&refused, &["imports `./snippets/a.js`", "could not load"]);
    }
    std::fs::write(play.join("snippets/a.js"), "").unwrap();
    std::fs::remove_file(play.join("boardlore_play_bg.wasm")).unwrap();
    assert_says(
        &only_problem(check(&settings)),
        &["no `boardlore_play_bg.wasm`"],
    );
    std::fs::write(play.join("boardlore_play_bg.wasm"), "").unwrap();
    build(&settings).expect("a whole board folder builds");
    assert!(settings.output.join("play/snippets/a.js").is_file());
}

/// The process id of a process that has ended.
fn dead_pid() -> u32 {
    let mut child = Command::new("true").spawn().unwrap();
    let pid = child.id();
    child.wait().unwrap();
    pid
}

/// A folder as a build stages it, with the build's stamp (or without).
fn staging_folder(path: &Path, stamped: bool) {
    std::fs::create_dir_all(path.join("games")).unwrap();
    if stamped {
        std::fs::write(path.join(MARKER), "x").unwrap();
    }
}

#[cfg(target_os = "linux")]
#[test]
fn a_build_clears_what_killed_builds_left_and_nothing_else() {
    let dir = fixture_project("valid");
    let dead = dead_pid();
    let root = dir.path();
    let stale = root.join(format!(".output.building-{dead}-0"));
    let unstamped = root.join(format!(".output.building-{dead}-1"));
    let running = root.join(format!(".output.building-{}-9", std::process::id()));
    let other = root.join(format!(".elsewhere.building-{dead}-0"));
    for (folder, stamped) in [
        (&stale, true),
        (&unstamped, false),
        (&running, true),
        (&other, true),
    ] {
        staging_folder(folder, stamped);
    }
    build(&options(root)).unwrap();
    assert!(
        !stale.exists(),
        "the killed build's staging folder is removed"
    );
    for kept in [&unstamped, &running, &other] {
        assert!(kept.exists(), "{} is not a killed build's", kept.display());
    }

    // Killed between moving the old output aside and moving the new one in: the old one
    // is put back before the next build replaces it, so its kept paths (`keep:`, CNAME by
    // default) are carried over, not lost.
    let output = root.join("output");
    std::fs::write(output.join("CNAME"), "old.example").unwrap();
    let aside = root.join(format!(".output.previous-{dead}-0"));
    std::fs::rename(&output, &aside).unwrap();
    build(&options(root)).unwrap();
    assert_eq!(
        std::fs::read_to_string(output.join("CNAME")).unwrap(),
        "old.example"
    );
    assert!(!aside.exists());
}

/// A site whose build takes a while: every entry of the archive, with diagrams.
fn slow_project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    copy_tree(&content, &dir.path().join("content"));
    dir
}

/// The staging folders beside the output in `folder`.
fn staging_left(folder: &Path) -> Vec<String> {
    std::fs::read_dir(folder)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.contains(".building-") || n.contains(".previous-"))
        .collect()
}

#[cfg(target_os = "linux")]
#[test]
fn sigterm_during_a_build_leaves_no_half_built_folder_and_sigkill_leaves_one_the_next_build_clears()
{
    let dir = slow_project();
    for (signal, delay) in [("-TERM", 500), ("-TERM", 1500), ("-KILL", 1500)] {
        let mut child = boardlore()
            .args(["build", "--no-play"])
            .current_dir(dir.path())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(delay));
        let _ = Command::new("kill")
            .args([signal, &child.id().to_string()])
            .status();
        let _ = child.wait();
        if signal == "-TERM" {
            let left = staging_left(dir.path());
            assert!(
                left.is_empty(),
                "left after SIGTERM at {delay} ms: {left:?}"
            );
        }
    }
    let (ok, said) = run_within(300, dir.path(), &["build", "--no-play", "--no-diagrams"]);
    assert!(ok, "{said}");
    assert_eq!(staging_left(dir.path()), Vec::<String>::new());
}

#[cfg(unix)]
#[test]
fn an_output_that_is_a_symbolic_link_is_built_into_its_folder_and_the_link_kept() {
    let dir = fixture_project("valid");
    let deploy = dir.path().join("deploy");
    std::fs::create_dir(&deploy).unwrap();
    let link = dir.path().join("output");
    std::os::unix::fs::symlink(&deploy, &link).unwrap();
    let settings = options(dir.path());
    for _ in 0..2 {
        build(&settings).expect("builds through the link");
        assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
        assert!(deploy.join("games/sample-race/index.html").is_file());
        assert!(deploy.join(MARKER).is_file());
    }

    std::fs::remove_file(&link).unwrap();
    std::os::unix::fs::symlink(dir.path().join("nowhere"), &link).unwrap();
    assert_says(
        &only_problem(build(&settings)),
        &["symbolic link", "nowhere", "cannot be reached", "hint:"],
    );
    assert!(link.symlink_metadata().unwrap().file_type().is_symlink());
}
