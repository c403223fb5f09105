//! The site's `static/` folder: its files are published as they are at the root of the
//! output, beside the built pages; none may replace a file the build writes, and none may
//! be a link leading out of the folder.

use crate::abuse::{only_problem, options};
use crate::cli_support::{assert_says, fixture_project};
use crate::site_output_guard::{tree, write_all};
use boardlore_site::{build, check, Problems};

#[test]
fn static_cname_is_published() {
    let dir = fixture_project("valid");
    let files = [
        ("CNAME", "games.example\n"),
        (".nojekyll", ""),
        ("google123.html", "google-site-verification: google123.html"),
        (
            ".well-known/security.txt",
            "Contact: mailto:me@example.org\n",
        ),
        ("games/sample-race/rules.pdf", "%PDF"),
    ];
    write_all(&dir.path().join("static"), &files);
    let options = options(dir.path());
    build(&options).expect("builds with static files");
    for (path, text) in files {
        let found = std::fs::read_to_string(options.output.join(path));
        assert_eq!(found.ok().as_deref(), Some(text), "{path}");
    }
    // Beside the game's page, not in place of it.
    assert!(options
        .output
        .join("games/sample-race/index.html")
        .is_file());
    let (_, counted) = check(&options).unwrap();
    assert!(counted > files.len());
}

#[test]
fn a_static_file_wins_over_a_kept_one_of_the_same_name() {
    let dir = fixture_project("valid");
    let options = options(dir.path());
    build(&options).unwrap();
    write_all(&options.output, &[("CNAME", "old.example")]);
    write_all(&dir.path().join("static"), &[("CNAME", "new.example")]);
    build(&options).unwrap();
    assert_eq!(
        std::fs::read_to_string(options.output.join("CNAME")).unwrap(),
        "new.example"
    );
}

#[test]
fn a_static_file_that_would_replace_a_built_file_is_refused_naming_both() {
    let dir = fixture_project("valid");
    let options = options(dir.path());
    build(&options).unwrap();
    let before = tree(dir.path().join("output").as_path());
    write_all(
        &dir.path().join("static"),
        &[
            ("index.html", "<h1>mine</h1>"),
            ("sitemap.xml", "<urlset/>"),
            ("CNAME", "fine.example"),
        ],
    );
    let problems: Problems = build(&options).expect_err("refused");
    let report = problems.to_string();
    assert_eq!(problems.0.len(), 2, "{report}");
    assert_says(
        &report,
        &[
            "static/index.html: this static file would replace `index.html`, which the build writes",
            "static/sitemap.xml: this static file would replace `sitemap.xml`",
            "rename or remove the static file",
        ],
    );
    assert_eq!(tree(dir.path().join("output").as_path()), before);
}

#[cfg(unix)]
#[test]
fn a_link_out_of_static_is_refused_naming_it() {
    let dir = fixture_project("valid");
    write_all(
        dir.path(),
        &[("secret.txt", "private"), ("static/CNAME", "x")],
    );
    let static_folder = dir.path().join("static");
    std::os::unix::fs::symlink(
        dir.path().join("secret.txt"),
        static_folder.join("leak.txt"),
    )
    .unwrap();
    std::os::unix::fs::symlink(dir.path().join("content"), static_folder.join("all")).unwrap();
    std::os::unix::fs::symlink("CNAME", static_folder.join("CNAME-again")).unwrap();
    let options = options(dir.path());
    let problems = build(&options).expect_err("refused");
    let report = problems.to_string();
    assert_eq!(problems.0.len(), 2, "{report}");
    assert_says(
        &report,
        &[
            "static/leak.txt: this symbolic link leads out of the static/ folder",
            "static/all: ",
        ],
    );
    assert!(!options.output.exists());
    // A link inside the folder is published as the file it points to.
    std::fs::remove_file(static_folder.join("leak.txt")).unwrap();
    std::fs::remove_file(static_folder.join("all")).unwrap();
    build(&options).unwrap();
    assert_eq!(
        std::fs::read_to_string(options.output.join("CNAME-again")).unwrap(),
        "x"
    );
}

#[test]
fn a_check_reports_a_static_folder_that_is_a_file() {
    let dir = fixture_project("valid");
    std::fs::write(dir.path().join("static"), "oops").unwrap();
    let message = only_problem(check(&options(dir.path())));
    assert_says(&message, &["static", "is not a folder"]);
}
