//! The archive as open data: the catalogue `data/games.json`, each game's
//! `data/games/<id>.json` and the JSON Schemas in docs/data-schema/ they follow (published
//! beside them). When each entry last changed is in `site_last_changed`.

use std::path::{Path, PathBuf};

use crate::cli_support::{files, fixture_project as project};
use crate::site::{options, page};
use boardlore_site::build;
use serde_json::Value;

/// The fixture `name` built, with the corner-walk entry added when `claims`; gives the
/// project folder (its output in `output/`).
fn built(name: &str, claims: bool) -> tempfile::TempDir {
    let dir = project(name);
    if claims {
        let entry = dir.path().join("content/games/corner-walk.yaml");
        std::fs::write(entry, crate::claims::TINY).unwrap();
    }
    build(&options(dir.path())).expect("the fixture builds");
    dir
}

/// The JSON file at `path` under `output`.
pub(crate) fn json(output: &Path, path: &str) -> Value {
    serde_json::from_str(&page(output, path)).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The ids of the entries in a content folder, sorted.
fn entry_ids(content: &Path) -> Vec<String> {
    let mut ids: Vec<String> = std::fs::read_dir(content.join("games"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "yaml"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().into_owned())
        .collect();
    ids.sort();
    ids
}

/// `(id, status, playable)` of each ruleset section of a game page, in page order.
fn rulesets_on_page(html: &str) -> Vec<(String, String, bool)> {
    let after = |text: &str, marker: &str| -> String {
        let start = text.find(marker).expect(marker) + marker.len();
        text[start..start + text[start..].find('"').unwrap()].to_string()
    };
    html.split("<section class=\"ruleset\" id=\"ruleset-")
        .skip(1)
        .map(|section| {
            let id = section[..section.find('"').unwrap()].to_string();
            let status = after(section, "class=\"status status-");
            let playable = after(section, "data-playable=\"") == "true";
            (id, status, playable)
        })
        .collect()
}

/// `(id, status, playable)` of each ruleset in a game's data or catalogue item.
fn rulesets_in(game: &Value) -> Vec<(String, String, bool)> {
    let rulesets = game["rulesets"].as_array().unwrap();
    rulesets
        .iter()
        .map(|r| {
            let text = |key: &str| r[key].as_str().unwrap().to_string();
            (text("id"), text("status"), r["playable"].as_bool().unwrap())
        })
        .collect()
}

/// Whether `html` has a link of type JSON to `path` under the site's root (`/`, which the
/// templates may write escaped).
fn links(html: &str, path: &str) -> bool {
    ["/", "&#x2F;"].iter().any(|root| {
        html.contains(&format!(
            "<a href=\"{root}{path}\" type=\"application/json\">"
        ))
    })
}

#[test]
fn the_catalogue_lists_every_entry() {
    for fixture in ["valid", "diagrams"] {
        let dir = built(fixture, false);
        let output = dir.path().join("output");
        let catalogue = json(&output, "data/games.json");
        let games = catalogue["games"].as_array().unwrap();
        let ids: Vec<&str> = games.iter().map(|g| g["id"].as_str().unwrap()).collect();
        assert_eq!(ids, entry_ids(&dir.path().join("content")), "{fixture}");
        for game in games {
            let url = game["url"].as_str().unwrap();
            assert!(output.join(url).join("index.html").is_file(), "{url}");
            let data = game["data_url"].as_str().unwrap();
            assert_eq!(json(&output, data)["id"], game["id"], "{data}");
        }
        let home = page(&output, "index.html");
        assert!(
            links(&home, "data/games.json"),
            "the home page links the catalogue"
        );
        if fixture == "valid" {
            assert_eq!(catalogue["title"], "Fixture Archive");
            let schema = "https://fixture.example/data/games.schema.json";
            assert_eq!(catalogue["$schema"], schema);
            let twin = &catalogue["games"][1];
            assert_eq!(twin["url"], "games/twin-texts/");
            assert_eq!(twin["rulesets"][0]["name"], "Book reading");
            let text = page(&output, "data/games.json");
            assert!(
                text.contains("\"zh\": \"双文棋\""),
                "Chinese as it is: {text}"
            );
        }
    }
}

#[test]
fn every_games_json_names_its_rulesets_and_their_status_as_the_page_does() {
    let dir = built("diagrams", true);
    let output = dir.path().join("output");
    let catalogue = json(&output, "data/games.json");
    for game in catalogue["games"].as_array().unwrap() {
        let id = game["id"].as_str().unwrap();
        let data = json(&output, &format!("data/games/{id}.json"));
        let in_data = rulesets_in(&data);
        let html = page(&output, &format!("games/{id}/index.html"));
        assert!(!in_data.is_empty(), "{id}");
        assert_eq!(in_data, rulesets_on_page(&html), "{id}");
        assert_eq!(
            rulesets_in(game),
            in_data,
            "{id}: the catalogue lists them alike"
        );
        let data_url = format!("data/games/{id}.json");
        assert!(links(&html, &data_url), "{id}: the page links its data");
        assert!(html.contains(&format!(
            "{data_url}\" type=\"application/json\">Data (JSON)</a>"
        )));
    }
}

#[test]
fn a_games_json_carries_its_texts_claims_and_figures() {
    let dir = built("diagrams", true);
    let output = dir.path().join("output");
    let walk = json(&output, "data/games/corner-walk.json");
    let claim = &walk["claims"][0];
    assert_eq!(claim["id"], "first-wins");
    assert_eq!(claim["verdict"], "confirmed", "as the page shows it");
    assert_eq!(claim["check"]["solve"]["expect"], "win");
    assert_eq!(claim["statement"], "The first player **wins**.", "Markdown");
    let html = page(&output, "games/corner-walk/index.html");
    assert!(html.contains("id=\"claim-first-wins\" data-verdict=\"confirmed\""));

    let slide = json(&output, "data/games/slide-stones.json");
    assert_eq!(
        slide["witnesses"][0]["text"],
        "Stones slide straight ahead."
    );
    assert_eq!(
        slide["works"]["sample-book"]["page_url"],
        "sources/sample-book/"
    );
    let corners = &slide["figures"][1];
    assert_eq!(corners["ruleset"], "board-only");
    assert_eq!(corners["marks"][2]["label"]["text"], "中");
    for (key, magic) in [("svg", &b"<svg"[..]), ("png", &b"\x89PNG"[..])] {
        let file = corners[key].as_str().unwrap();
        assert_eq!(file, format!("games/slide-stones/figure-corners.{key}"));
        let bytes = std::fs::read(output.join(file)).unwrap();
        assert!(bytes.starts_with(magic), "{file} is not an {key} file");
    }
}

/// The schemas of docs/data-schema/, each under its `$id`, and a validator compiled from them.
struct Validators {
    schemas: boon::Schemas,
    games: boon::SchemaIndex,
    game: boon::SchemaIndex,
}

impl Validators {
    fn load() -> Validators {
        let folder = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/data-schema");
        let mut compiler = boon::Compiler::new();
        compiler.enable_format_assertions();
        let mut ids = Vec::new();
        for name in ["games.schema.json", "game.schema.json"] {
            let schema: Value =
                serde_json::from_str(&std::fs::read_to_string(folder.join(name)).unwrap()).unwrap();
            let id = schema["$id"].as_str().unwrap().to_string();
            assert!(id.ends_with(&format!("/data/{name}")), "{name}: $id {id}");
            compiler.add_resource(&id, schema).unwrap();
            ids.push(id);
        }
        let mut schemas = boon::Schemas::new();
        let games = compiler.compile(&ids[0], &mut schemas).unwrap();
        let game = compiler.compile(&ids[1], &mut schemas).unwrap();
        Validators {
            schemas,
            games,
            game,
        }
    }

    /// Checks the file at `path` under `output` against its schema.
    fn check(&self, output: &Path, path: &Path) {
        let relative = path
            .strip_prefix(output)
            .unwrap()
            .to_string_lossy()
            .replace('\\', "/");
        let index = match relative.as_str() {
            "data/games.json" => self.games,
            other if other.starts_with("data/games/") => self.game,
            other => panic!("{other}: a JSON file no schema describes"),
        };
        let value: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
        if let Err(error) = self.schemas.validate(&value, index) {
            panic!("{relative} does not follow its schema:\n{error:#}");
        }
    }
}

#[test]
fn every_built_json_file_follows_its_schema() {
    let validators = Validators::load();
    for (fixture, claims) in [("valid", false), ("diagrams", true)] {
        let dir = built(fixture, claims);
        let output = dir.path().join("output");
        let data: Vec<PathBuf> = files(&output.join("data"))
            .into_iter()
            .filter(|p| !p.to_string_lossy().ends_with(".schema.json"))
            .collect();
        assert_eq!(data.len(), 1 + entry_ids(&dir.path().join("content")).len());
        for file in &data {
            validators.check(&output, file);
        }
        // The schemas are published beside the data, naming themselves where they are.
        let base_url = json(&output, "data/games.json")["base_url"].clone();
        for name in ["games.schema.json", "game.schema.json"] {
            let published = json(&output, &format!("data/{name}"));
            let url = format!("{}data/{name}", base_url.as_str().unwrap());
            assert_eq!(published["$id"], url.as_str());
        }
    }
}
