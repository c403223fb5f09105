//! boardlore away from its repository: a copy of the binary, run in a folder that holds only
//! `content/`, with no cargo on PATH, publishes the site with its playable board (the board is
//! built into the binary), and a site for a project page links everything under its path.

use std::path::Path;
use std::process::{Command, Output};

use crate::cli_support::{assert_ran, copy_tree, files};

/// The binary copied into `folder`, run there with a PATH that holds no cargo and no
/// environment from the build that made it.
fn copied_binary(folder: &Path) -> Command {
    let copy = folder.join("bin").join("boardlore");
    std::fs::create_dir_all(copy.parent().unwrap()).unwrap();
    std::fs::copy(env!("CARGO_BIN_EXE_boardlore"), &copy).unwrap();
    let mut command = Command::new(copy);
    command
        .current_dir(folder)
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .env("HOME", folder);
    command
}

/// Runs `command`, again while the system says its freshly copied binary is busy: a test on
/// another thread that started a process while the copy was open for writing holds it open
/// until that process has started.
fn run(command: &mut Command) -> Output {
    for _ in 0..100 {
        match command.output() {
            // ETXTBSY, "text file busy", on Linux.
            Err(e) if e.raw_os_error() == Some(26) => {
                std::thread::sleep(std::time::Duration::from_millis(50))
            }
            other => return other.unwrap(),
        }
    }
    panic!("the copied binary stayed busy for 5 s");
}

#[test]
fn a_copied_binary_publishes_the_playable_board_from_a_folder_holding_only_content() {
    let dir = tempfile::tempdir().unwrap();
    let repository = Path::new(env!("CARGO_MANIFEST_DIR"));
    copy_tree(&repository.join("content"), &dir.path().join("content"));
    let no_cargo = Command::new("sh")
        .args(["-c", "command -v cargo"])
        .env_clear()
        .env("PATH", "/usr/bin:/bin")
        .output()
        .unwrap();
    assert!(!no_cargo.status.success(), "cargo is off this PATH");

    let output = run(copied_binary(dir.path()).args(["build", "--no-diagrams", "--no-search"]));
    assert_ran(&output);

    let site = dir.path().join("output");
    let wasm = std::fs::read(site.join("play/boardlore_play_bg.wasm")).expect("the engine");
    assert_eq!(&wasm[..4], b"\0asm", "a wasm module");
    let bindings = std::fs::read_to_string(site.join("play/boardlore_play.js")).unwrap();
    assert!(bindings.contains("boardlore_play_bg.wasm"));
    let page = std::fs::read_to_string(site.join("games/xiangqi/index.html")).unwrap();
    assert!(
        page.contains("data-bl-board"),
        "the game page carries the board"
    );
    // Each page loads the module built with its families alone; Zang Qi, whose readings are
    // folk and go rules, loads the whole engine.
    for (game, folder) in [
        ("xiangqi", "play/chess/"),
        ("er-chi-yi", "play/folk/"),
        ("ashtapada", "play/others/"),
        ("zang-qi", "play/"),
    ] {
        let page = std::fs::read_to_string(site.join(format!("games/{game}/index.html"))).unwrap();
        let root = format!("data-play-root=\"/{folder}\"");
        assert!(page.contains(&root), "{game} loads {folder}");
        let wasm = format!("/{folder}boardlore_play_bg.wasm");
        assert!(page.contains(&wasm), "{game} preloads {wasm}");
        let module = std::fs::read(site.join(folder).join("boardlore_play_bg.wasm")).unwrap();
        assert!(
            module.len() <= wasm_len(&site),
            "{folder} is no larger than the whole engine"
        );
    }
    for script in ["board.js", "game-board.js", "clicks.js"] {
        assert!(site.join("theme/board").join(script).is_file(), "{script}");
    }
    // Nothing was written beside content/ but the output (and the copied binary).
    let mut top: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    top.sort();
    assert_eq!(top, [".boardlore-cache", "bin", "content", "output"]);
}

#[test]
fn the_board_files_verb_writes_the_board_the_binary_publishes() {
    let dir = tempfile::tempdir().unwrap();
    let output = run(copied_binary(dir.path()).args(["board-files", "board"]));
    assert_ran(&output);
    let board = dir.path().join("board");
    let mut written: Vec<_> = files(&board)
        .iter()
        .map(|p| {
            p.strip_prefix(&board)
                .unwrap()
                .to_string_lossy()
                .into_owned()
        })
        .collect();
    written.sort();
    let mut expected = vec![
        "boardlore_play.js".to_string(),
        "boardlore_play_bg.wasm".into(),
    ];
    for (folder, _) in boardlore_engine::board_modules::BOARD_MODULES {
        expected.push(format!("{folder}/boardlore_play.js"));
        expected.push(format!("{folder}/boardlore_play_bg.wasm"));
    }
    expected.sort();
    assert_eq!(written, expected);
}

/// The size of the whole engine's wasm in the published `site`.
fn wasm_len(site: &Path) -> usize {
    std::fs::metadata(site.join("play/boardlore_play_bg.wasm"))
        .unwrap()
        .len() as usize
}
