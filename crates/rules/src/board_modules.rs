// The build script of the `boardlore` binary reads this file too (`include!` in build/main.rs)
// and builds one module of the web board per line of the table; keep it to the table alone.

/// The modules the web board is published in, beside the whole engine: the folder under
/// `play/` each is published in and the families it carries. Each is the engine built with
/// only those families (a cargo feature per family), so that a game page downloads the code of
/// its own games alone; the whole engine, published at `play/` itself, serves a page whose
/// rulesets no one module carries. Families that share a page belong together.
pub const BOARD_MODULES: &[(&str, &[&str])] = &[
    ("chess", &["chess"]),
    ("folk", &["folk"]),
    (
        "others",
        &["race", "go", "halma", "stacks", "take", "polyomino"],
    ),
];
