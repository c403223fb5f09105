//! Abuse through the command line, the preview server and the web board's engine: limits on
//! counts and time, Ctrl-C, the Host header, connection floods, positions no game allows.

use std::net::TcpStream;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::cli_support::{
    assert_ran, boardlore, copy_tree, fixture_project, http_get as get, start_server,
};
use boardlore_play::Session;

/// A walk of up to 99 steps along the lines of a 26 x 99 board: each point reached once.
const LONG_WALK: &str = r#"{"family":"folk","board":{"kind":"square","files":26,"ranks":99,"style":"intersections","regions":{"goal":["z99"]}},"players":[{"name":"First","glyph":"●"},{"name":"Second","glyph":"○"}],"shared":{"glyph":"◉","start":["a1"]},"movement":{"kind":"walk","max-steps":99,"directions":"all"},"goals":{"reach":{"player":"mover","region":"goal"}}}"#;

/// The points a walk of at most 99 orthogonal steps reaches from a1 on the 26 x 99 board.
fn walk_destinations() -> usize {
    (0..26usize)
        .flat_map(|x| (0..99usize).map(move |y| (x, y)))
        .filter(|&(x, y)| x + y <= 99 && (x, y) != (0, 0))
        .count()
}

/// Steps without captures or goals: a random game never ends.
const ENDLESS: &str = r#"{"family":"folk","board":{"kind":"square","files":4,"ranks":4,"style":"intersections","links":"all"},"players":[{"name":"Black","glyph":"●","start":["a1","b1","c1","d1","a2","d2"]},{"name":"White","glyph":"○","start":["a4","b4","c4","d4","a3","d3"]}],"movement":{"kind":"step","directions":"all"}}"#;

/// Fails, saying how long it took, unless `seconds` have not yet passed since `started`.
fn assert_within(started: Instant, seconds: u64) {
    let took = started.elapsed();
    assert!(took < Duration::from_secs(seconds), "{took:?}");
}

#[test]
fn the_board_lists_the_moves_of_a_99_step_walk_at_once() {
    let started = Instant::now();
    let session = Session::new(LONG_WALK, None).expect("compiles");
    let moves: serde_json::Value = serde_json::from_str(&session.legal_moves_json()).unwrap();
    assert_eq!(moves.as_array().unwrap().len(), walk_destinations());
    assert_within(started, 5);
}

#[test]
fn moves_and_check_of_a_long_walk_ruleset_finish_at_once() {
    let dir = tempfile::tempdir().unwrap();
    let games = dir.path().join("games");
    std::fs::create_dir_all(&games).unwrap();
    let rules: serde_json::Value = serde_json::from_str(LONG_WALK).unwrap();
    let entry = format!(
        "id: long-walk\nnames: {{ en: Long Walk }}\nfamily: folk\nsummary: A walk.\nrulesets:\n  - id: main\n    status: reconstructed\n    rules: {rules}\n"
    );
    std::fs::write(games.join("long-walk.yaml"), entry).unwrap();
    // Runs one command on this content folder; it must succeed.
    let run_on_content = |args: &[&str]| {
        let output = boardlore()
            .args(args)
            .arg("--content")
            .arg(dir.path())
            .output()
            .unwrap();
        assert_ran(&output);
        output
    };
    let started = Instant::now();
    let moves = run_on_content(&["moves", "long-walk"]);
    assert_eq!(
        String::from_utf8_lossy(&moves.stdout).lines().count(),
        walk_destinations()
    );
    run_on_content(&["check", "--no-diagrams"]);
    assert_within(started, 20);
}

#[test]
fn random_playouts_with_a_huge_ply_cap_stop_at_their_time_limit() {
    let session = Session::new(ENDLESS, None).unwrap();
    let started = Instant::now();
    let deadline = started + Duration::from_millis(200);
    let (games, plies) = session.random_playouts(1, usize::MAX, &mut || Instant::now() < deadline);
    assert_within(started, 3);
    assert!(games >= 1 && plies > 0);
    assert_eq!(boardlore_play::time_limit(f64::INFINITY), 60_000.0);
    assert_eq!(boardlore_play::time_limit(f64::NAN), 0.0);
    assert_eq!(boardlore_play::time_limit(-5.0), 0.0);
}

#[test]
fn selfplay_with_an_absurd_game_count_is_refused_at_once() {
    for args in [
        ["--games", "18446744073709551615"],
        ["--games", "0"],
        ["--max-plies", "18446744073709551615"],
        ["--iterations", "99999999999"],
    ] {
        let started = Instant::now();
        let out = boardlore()
            .args(["selfplay", "xiangqi"])
            .args(args)
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{args:?}");
        assert!(
            stderr.contains("expected a whole number from 1 to"),
            "{stderr}"
        );
        assert_within(started, 10);
    }
}

#[test]
fn a_xiangqi_position_with_two_red_kings_or_a_king_outside_the_palace_is_refused() {
    for (fen, expected) in [
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBKKABNR w - - 0 1",
            "2 kings",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBA1ABNK w - - 0 1",
            "outside",
        ),
        (
            "rnbakabnr/9/1c5c1/p1p1p1p1p/9/4K4/P1P1P1P1P/1C5C1/9/RNBA1ABNR w - - 0 1",
            "outside",
        ),
    ] {
        let out = boardlore()
            .args(["moves", "xiangqi", "--fen", fen])
            .output()
            .unwrap();
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert!(!out.status.success(), "{fen} accepted");
        assert!(stderr.contains(expected), "{fen}: {stderr}");
    }
    let start = boardlore().args(["moves", "xiangqi"]).output().unwrap();
    assert!(start.status.success());
}

/// A project in a temporary folder whose `content` is a copy of the repository's `content`:
/// a site whose build takes a while (every entry, with diagrams).
fn slow_project() -> tempfile::TempDir {
    let dir = tempfile::tempdir().unwrap();
    let content = Path::new(env!("CARGO_MANIFEST_DIR")).join("content");
    copy_tree(&content, &dir.path().join("content"));
    dir
}

#[cfg(unix)]
#[test]
fn ctrl_c_during_a_build_leaves_no_half_built_folder() {
    let dir = slow_project();
    for delay in [300, 700, 1200, 2000] {
        let mut child = boardlore()
            .args(["build", "--no-play"])
            .current_dir(dir.path())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(Duration::from_millis(delay));
        let _ = Command::new("kill")
            .args(["-INT", &child.id().to_string()])
            .status();
        let _ = child.wait();
        let left: Vec<String> = std::fs::read_dir(dir.path())
            .unwrap()
            .filter_map(Result::ok)
            .map(|e| e.file_name().to_string_lossy().into_owned())
            .filter(|n| n.contains(".building-") || n.contains(".previous-"))
            .collect();
        assert!(left.is_empty(), "left after Ctrl-C at {delay} ms: {left:?}");
    }
}

#[test]
fn serve_refuses_a_foreign_host_and_its_status_shows_no_absolute_path() {
    let dir = fixture_project("valid");
    let entry = dir.path().join("content/games/sample-race.yaml");
    std::fs::write(&entry, "id: [").unwrap();
    let (_server, address) = start_server(dir.path());
    let port = address.rsplit(':').next().unwrap();
    for host in ["attacker.example", "attacker.example:80", "127.0.0.1:1"] {
        let (code, body) = get(&address, host, "/__boardlore/status");
        assert_eq!(code, 421, "{host}: {body}");
        assert!(!body.contains("sample-race"), "{body}");
    }
    let (code, body) = get(
        &address,
        &format!("localhost:{port}"),
        "/__boardlore/status",
    );
    assert_eq!(code, 200, "{body}");
    assert!(body.contains("sample-race.yaml"), "{body}");
    let absolute = dir.path().canonicalize().unwrap();
    assert!(!body.contains(&absolute.display().to_string()), "{body}");
    assert!(!body.contains(&dir.path().display().to_string()), "{body}");
}

#[cfg(target_os = "linux")]
#[test]
fn serve_holds_a_flood_of_idle_connections_with_a_bounded_number_of_threads() {
    let dir = fixture_project("valid");
    let (server, address) = start_server(dir.path());
    let threads = || {
        std::fs::read_to_string(format!("/proc/{}/status", server.0.id()))
            .unwrap()
            .lines()
            .find_map(|l| {
                l.strip_prefix("Threads:")
                    .map(|n| n.trim().parse::<u32>().unwrap())
            })
            .unwrap()
    };
    let idle: Vec<TcpStream> = (0..200)
        .filter_map(|_| TcpStream::connect(&address).ok())
        .collect();
    std::thread::sleep(Duration::from_millis(300));
    let during = threads();
    let bound = boardlore_site::serve::MAX_CONNECTIONS as u32 + 24;
    assert!(
        during < bound,
        "{during} threads for {} connections",
        idle.len()
    );
    let started = Instant::now();
    let (code, answer) = get(&address, &address, "/");
    assert_eq!(
        code, 200,
        "a real request displaces the oldest idle connection: {answer:?}"
    );
    assert!(started.elapsed() < Duration::from_secs(3));
    drop(idle);
    let deadline = Instant::now() + Duration::from_secs(20);
    loop {
        let (code, _) = get(&address, &address, "/");
        if code == 200 {
            break;
        }
        assert!(Instant::now() < deadline, "the server did not recover");
        std::thread::sleep(Duration::from_millis(200));
    }
}
