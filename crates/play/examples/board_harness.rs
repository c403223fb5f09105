//! Writes a stand-in site for the web board: one page per game in content/games with the
//! board partial (templates/partials/board.html), the board's theme files and the wasm package.
//! Used by the browser tests until (and besides) the real site build.
//!
//! `cargo run -p boardlore-play --example board_harness -- <wasm package dir> <output dir>`

use std::path::{Path, PathBuf};

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 2 {
        eprintln!("usage: board_harness <wasm package dir> <output dir>");
        std::process::exit(2);
    }
    if let Err(message) = write_site(Path::new(&args[0]), Path::new(&args[1])) {
        eprintln!("board_harness: {message}");
        std::process::exit(1);
    }
}

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")
}

fn write_site(package: &Path, out: &Path) -> Result<(), String> {
    let partial = read(&root().join("templates/partials/board.html"))?;
    copy_dir(package, &out.join("play"))?;
    copy_dir(&root().join("theme/board"), &out.join("theme/board"))?;
    let games = root().join("content/games");
    let mut entries: Vec<PathBuf> = std::fs::read_dir(&games)
        .map_err(|e| format!("{}: {e}", games.display()))?
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .collect();
    entries.sort();
    let mut index = String::from("<!doctype html><meta charset=utf-8><title>Boards</title><ul>");
    for path in entries {
        let entry: serde_yaml::Value =
            serde_yaml::from_str(&read(&path)?).map_err(|e| format!("{}: {e}", path.display()))?;
        let id = entry["id"].as_str().unwrap_or("unknown").to_string();
        let page = game_page(&entry, &id, &partial)?;
        let dir = out.join("games").join(&id);
        std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
        std::fs::write(dir.join("index.html"), page).map_err(|e| e.to_string())?;
        index.push_str(&format!("<li><a href=\"games/{id}/\">{id}</a>"));
    }
    std::fs::write(out.join("index.html"), index).map_err(|e| e.to_string())
}

fn game_page(entry: &serde_yaml::Value, id: &str, partial: &str) -> Result<String, String> {
    let mut rulesets = Vec::new();
    for r in entry["rulesets"].as_sequence().into_iter().flatten() {
        let rules: serde_json::Value =
            serde_yaml::from_value(r["rules"].clone()).map_err(|e| format!("{id}: {e}"))?;
        rulesets.push(serde_json::json!({
            "id": r["id"].as_str(),
            "name": r["name"].as_str(),
            "status": r["status"].as_str(),
            "rules": rules,
        }));
    }
    let data = serde_json::json!({ "game": id, "rulesets": rulesets }).to_string();
    // `</` cannot appear inside a <script> element.
    let data = data.replace("</", "<\\/");
    let board = partial
        .split("-#}")
        .nth(1)
        .unwrap_or(partial)
        .replace("{{ board.json | safe }}", &data)
        .replace("{{ board.play_root }}", "../../play/")
        .replace("{{ board.theme_root }}", "../../theme/board/");
    let title = entry["names"]["en"].as_str().unwrap_or(id);
    let mut figures = String::new();
    for f in entry["figures"].as_sequence().into_iter().flatten() {
        figures.push_str(&format!(
            "<figure data-bl-figure data-ruleset=\"{}\" data-position=\"{}\"><figcaption>{}</figcaption></figure>\n",
            attr(f["ruleset"].as_str().unwrap_or("")),
            attr(f["position"].as_str().unwrap_or("")),
            attr(f["caption"].as_str().unwrap_or(""))
        ));
    }
    Ok(format!(
        "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>{}</title>\
         <link rel=\"icon\" href=\"data:,\"></head>\n<body><main><h1>{}</h1>\n{board}\n{figures}</main></body></html>\n",
        attr(title),
        attr(title)
    ))
}

fn attr(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('"', "&quot;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
}

fn read(path: &Path) -> Result<String, String> {
    std::fs::read_to_string(path).map_err(|e| format!("{}: {e}", path.display()))
}

fn copy_dir(from: &Path, to: &Path) -> Result<(), String> {
    std::fs::create_dir_all(to).map_err(|e| format!("{}: {e}", to.display()))?;
    for entry in std::fs::read_dir(from).map_err(|e| format!("{}: {e}", from.display()))? {
        let path = entry.map_err(|e| e.to_string())?.path();
        if path.is_file() {
            let target = to.join(path.file_name().unwrap_or_default());
            std::fs::copy(&path, &target).map_err(|e| format!("{}: {e}", path.display()))?;
        }
    }
    Ok(())
}
