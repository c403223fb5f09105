//! What a build may delete: an output folder is replaced only when a build wrote it (it holds
//! the marker) or it is empty, or with `--force`; the paths the publisher keeps there
//! (`keep:` in config.yaml, by default .git, CNAME, .nojekyll, .well-known) survive every
//! rebuild; a failed build leaves everything as it was (issue 47).

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Output, Stdio};
use std::time::{Duration, Instant};

use crate::abuse::{only_problem, options};
use crate::cli_support::{assert_says, boardlore, fixture_project};
use boardlore_site::{build, MARKER};

/// Every file and folder under `root`, with the bytes of each file (`None` for a folder).
pub(crate) fn tree(root: &Path) -> BTreeMap<PathBuf, Option<Vec<u8>>> {
    let mut found = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(folder) = stack.pop() {
        for entry in std::fs::read_dir(&folder).unwrap() {
            let path = entry.unwrap().path();
            let relative = path.strip_prefix(root).unwrap().to_path_buf();
            if path.is_dir() {
                found.insert(relative, None);
                stack.push(path);
            } else {
                found.insert(relative, Some(std::fs::read(&path).unwrap()));
            }
        }
    }
    found
}

/// Writes each (path, text) under `root`, making folders as needed.
pub(crate) fn write_all(root: &Path, files: &[(&str, &str)]) {
    for (path, text) in files {
        let path = root.join(path);
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, text).unwrap();
    }
}

/// A deploy checkout that happens to hold the three files every build writes.
const SOMEONE_ELSES: [(&str, &str); 6] = [
    ("index.html", "<h1>my blog</h1>"),
    ("404.html", "lost"),
    ("sitemap.xml", "<urlset/>"),
    (".git/HEAD", "ref: refs/heads/main\n"),
    ("CNAME", "blog.example\n"),
    ("blog/post.html", "<p>a post</p>"),
];

/// The fixture site with a folder `deploy/` of someone else's files beside its content.
fn project_with_a_deploy_checkout() -> tempfile::TempDir {
    let dir = fixture_project("valid");
    write_all(&dir.path().join("deploy"), &SOMEONE_ELSES);
    dir
}

/// Runs `command` in `folder`, stopping it after a minute; what it printed and its status.
fn run_in(folder: &Path, command: &mut Command) -> Output {
    let mut child = command
        .current_dir(folder)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let started = Instant::now();
    while child.try_wait().unwrap().is_none() {
        if started.elapsed() > Duration::from_secs(60) {
            let _ = child.kill();
            panic!("still running after a minute");
        }
        std::thread::sleep(Duration::from_millis(50));
    }
    child.wait_with_output().unwrap()
}

#[test]
fn a_build_on_a_folder_of_someone_elses_files_refuses_and_leaves_every_file_as_it_was() {
    let dir = project_with_a_deploy_checkout();
    let before = tree(dir.path());
    let mut options = options(dir.path());
    options.output = dir.path().join("deploy");
    let message = only_problem(build(&options));
    assert_says(
        &message,
        &[
            "deploy: ",
            "was not written by a build",
            MARKER,
            "pass `--force`",
            "another `--output`",
            "nothing was written",
        ],
    );
    // Every file byte for byte, and nothing beside them (no staging folder either).
    assert_eq!(tree(dir.path()), before);
}

#[test]
fn build_and_serve_on_the_command_line_refuse_a_folder_of_someone_elses_files() {
    let dir = project_with_a_deploy_checkout();
    let before = tree(dir.path());
    let flags = ["--output", "deploy", "--no-diagrams", "--no-play"];
    for command in ["build", "serve"] {
        let mut run = boardlore();
        run.arg(command).args(flags);
        if command == "serve" {
            run.args(["--port", "0"]);
        }
        let output = run_in(dir.path(), &mut run);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!output.status.success(), "{command}: {stderr}");
        assert_says(
            &stderr,
            &["deploy", "was not written by a build", "--force"],
        );
        assert_eq!(tree(dir.path()), before, "{command} changed files");
    }
}

#[test]
fn force_replaces_it_but_keeps_git_and_cname() {
    let dir = project_with_a_deploy_checkout();
    let mut options = options(dir.path());
    options.output = dir.path().join("deploy");
    options.force = true;
    build(&options).expect("a forced build replaces the folder");
    let deploy = &options.output;
    assert_eq!(
        std::fs::read_to_string(deploy.join(".git/HEAD")).unwrap(),
        "ref: refs/heads/main\n"
    );
    assert_eq!(
        std::fs::read_to_string(deploy.join("CNAME")).unwrap(),
        "blog.example\n"
    );
    assert!(deploy.join(MARKER).is_file());
    assert!(
        !deploy.join("blog").exists(),
        "what is not kept is replaced"
    );
    let home = std::fs::read_to_string(deploy.join("index.html")).unwrap();
    assert!(home.contains("Fixture Archive"), "{home}");
    // Nothing is left beside it: no staging or retired folder.
    let beside: Vec<_> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.starts_with(".deploy"))
        .collect();
    assert!(beside.is_empty(), "{beside:?}");
}

#[test]
fn an_empty_folder_or_one_a_build_wrote_is_replaced_without_force() {
    let dir = fixture_project("valid");
    let mut options = options(dir.path());
    std::fs::create_dir_all(&options.output).unwrap();
    build(&options).expect("an empty folder is replaced");
    build(&options).expect("a folder a build wrote is replaced");
    options.output = dir.path().join("new/output");
    build(&options).expect("a folder that does not exist is made");
}

#[test]
fn a_kept_file_survives_a_rebuild() {
    let dir = fixture_project("valid");
    let options = options(dir.path());
    build(&options).unwrap();
    let kept = [
        (".git/HEAD", "ref: refs/heads/gh-pages\n"),
        (".git/objects/ab/cdef", "object"),
        ("CNAME", "games.example\n"),
        (".nojekyll", ""),
        (
            ".well-known/security.txt",
            "Contact: mailto:me@example.org\n",
        ),
    ];
    write_all(&options.output, &kept);
    write_all(&options.output, &[("stray.html", "not kept")]);
    build(&options).expect("rebuilds");
    for (path, text) in kept {
        let found = std::fs::read_to_string(options.output.join(path));
        assert_eq!(found.ok().as_deref(), Some(text), "{path}");
    }
    assert!(!options.output.join("stray.html").exists());
}

#[test]
fn a_keep_list_in_config_replaces_the_default_one() {
    let dir = fixture_project("valid");
    let config = dir.path().join("content/config.yaml");
    let mut text = std::fs::read_to_string(&config).unwrap();
    text.push_str("keep: [notes/todo.txt]\n");
    std::fs::write(&config, text).unwrap();
    let options = options(dir.path());
    build(&options).unwrap();
    write_all(
        &options.output,
        &[("notes/todo.txt", "mine"), ("CNAME", "x.example")],
    );
    build(&options).expect("rebuilds");
    assert_eq!(
        std::fs::read_to_string(options.output.join("notes/todo.txt")).unwrap(),
        "mine"
    );
    assert!(!options.output.join("CNAME").exists(), "not kept any more");
}

#[test]
fn a_keep_entry_outside_the_output_is_refused_with_its_place() {
    let dir = fixture_project("valid");
    let config = dir.path().join("content/config.yaml");
    let mut text = std::fs::read_to_string(&config).unwrap();
    text.push_str("keep:\n  - CNAME\n  - ../elsewhere\n");
    std::fs::write(&config, text).unwrap();
    let options = options(dir.path());
    let message = only_problem(build(&options));
    assert_says(
        &message,
        &[
            "config.yaml:7:5",
            "`keep[1]`",
            "../elsewhere",
            "inside the output",
        ],
    );
    assert!(!options.output.exists());
}

#[test]
fn a_failed_build_leaves_the_previous_output_and_its_kept_files_as_they_were() {
    let dir = fixture_project("valid");
    let options = options(dir.path());
    build(&options).unwrap();
    write_all(
        &options.output,
        &[
            (".git/HEAD", "ref: refs/heads/main\n"),
            ("CNAME", "a.example"),
        ],
    );
    let before = tree(dir.path());
    let entry = crate::abuse::entry(dir.path(), "sample-race");
    let mut text = std::fs::read_to_string(&entry).unwrap();
    text.push_str("not_a_field: 1\n");
    std::fs::write(&entry, &text).unwrap();
    let message = only_problem(build(&options));
    assert_says(&message, &["sample-race.yaml", "not_a_field"]);
    let mut after = tree(dir.path());
    // The broken entry is the only change.
    after.insert(
        entry.strip_prefix(dir.path()).unwrap().to_path_buf(),
        before[entry.strip_prefix(dir.path()).unwrap()].clone(),
    );
    assert_eq!(after, before);
}

#[test]
fn an_output_that_is_or_holds_a_folder_the_build_reads_is_refused_even_with_force() {
    let dir = fixture_project("valid");
    write_all(dir.path(), &[("static/CNAME", "x.example")]);
    let before = tree(dir.path());
    for output in ["static", "static/inside", ".", "content"] {
        let mut options = options(dir.path());
        options.output = dir.path().join(output);
        options.force = true;
        let message = only_problem(build(&options));
        assert_says(&message, &["would delete", "nothing was written"]);
        assert!(!message.contains("--force"), "{output}: {message}");
        assert_eq!(tree(dir.path()), before, "{output}: files changed");
    }
}
