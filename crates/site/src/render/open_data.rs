//! The archive as open data under `data/`: the catalogue (`games.json`, every game with its
//! names, pages and rulesets), each game's own file (render/game_data.rs) and the JSON
//! Schemas both follow, published beside them so that each file's `$schema` resolves on the
//! site. The schemas in `docs/data-schema/` are the one description of the shape: they are
//! compiled in and published with their `$id` set to where the site puts them.

use serde::Serialize;

use super::game_view::RulesetView;
use super::OutputFile;
use crate::config::SiteConfig;
use crate::content::{Entry, Names};
use crate::problem::Problem;

/// The version of the data's shape, raised when a field changes meaning or goes away.
pub(super) const FORMAT_VERSION: u32 = 1;

/// The file name of the catalogue's schema.
pub(super) const GAMES_SCHEMA: &str = "games.schema.json";

/// The file name of a game's schema.
pub(super) const GAME_SCHEMA: &str = "game.schema.json";

/// Each schema's file name and text, as `docs/data-schema/` has it.
const SCHEMAS: [(&str, &str); 2] = [
    (
        GAMES_SCHEMA,
        include_str!("../../../../docs/data-schema/games.schema.json"),
    ),
    (
        GAME_SCHEMA,
        include_str!("../../../../docs/data-schema/game.schema.json"),
    ),
];

/// The absolute URL of the schema `name` on the site at `base_url` (which ends with `/`).
pub(super) fn schema_url(base_url: &str, name: &str) -> String {
    format!("{base_url}data/{name}")
}

/// One game in the catalogue.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct CatalogueGame {
    id: String,
    names: Names,
    /// The catalogue group, published under its first name.
    #[serde(rename = "family")]
    group: &'static str,
    url: String,
    data_url: String,
    mechanics: Vec<String>,
    rulesets: Vec<CatalogueRuleset>,
    last_changed: Option<String>,
}

/// A ruleset in the catalogue, named as its game's page names it.
#[derive(Clone, Debug, PartialEq, Serialize)]
struct CatalogueRuleset {
    id: String,
    name: String,
    status: &'static str,
    playable: bool,
}

impl CatalogueGame {
    /// The catalogue's item for `entry`, whose page shows `rulesets`.
    pub(super) fn of(
        entry: &Entry,
        rulesets: &[RulesetView],
        last_changed: Option<String>,
    ) -> CatalogueGame {
        CatalogueGame {
            id: entry.id.clone(),
            names: entry.names.clone(),
            group: entry.group.slug(),
            url: format!("games/{}/", entry.id),
            data_url: format!("data/games/{}.json", entry.id),
            mechanics: entry.mechanics.clone(),
            rulesets: rulesets
                .iter()
                .map(|r| CatalogueRuleset {
                    id: r.id.clone(),
                    name: r.name.clone(),
                    status: r.status,
                    playable: r.playable,
                })
                .collect(),
            last_changed,
        }
    }

    /// `YYYY-MM-DD` of the entry's last change, when known.
    pub(super) fn last_changed(&self) -> Option<&str> {
        self.last_changed.as_deref()
    }
}

#[derive(Serialize)]
struct Catalogue<'a> {
    #[serde(rename = "$schema")]
    schema: String,
    format_version: u32,
    title: &'a str,
    base_url: &'a str,
    games: Vec<&'a CatalogueGame>,
}

/// `data/games.json` listing `games` (sorted by id), and the two schemas beside it.
pub(super) fn catalogue_files<'a>(
    config: &SiteConfig,
    games: impl IntoIterator<Item = &'a CatalogueGame>,
) -> Result<Vec<OutputFile>, Problem> {
    let catalogue = Catalogue {
        schema: schema_url(&config.base_url, GAMES_SCHEMA),
        format_version: FORMAT_VERSION,
        title: &config.title,
        base_url: &config.base_url,
        games: games.into_iter().collect(),
    };
    let mut bytes = serde_json::to_vec_pretty(&catalogue).map_err(|error| {
        Problem::new(
            "data/games.json",
            "",
            format!("cannot write the catalogue: {error}"),
        )
    })?;
    bytes.push(b'\n');
    let mut files = vec![OutputFile {
        path: "data/games.json".into(),
        bytes,
    }];
    for (name, text) in SCHEMAS {
        files.push(OutputFile {
            path: format!("data/{name}"),
            bytes: published_schema(text, &schema_url(&config.base_url, name)).into_bytes(),
        });
    }
    Ok(files)
}

/// The schema `text` with its `$id` (the first one, the schema's own) set to `id`, the rest
/// as written.
fn published_schema(text: &str, id: &str) -> String {
    let own = serde_json::from_str::<serde_json::Value>(text)
        .ok()
        .and_then(|schema| Some(schema.get("$id")?.as_str()?.to_string()));
    let quoted = |value: &str| serde_json::to_string(value).unwrap_or_default();
    match own {
        Some(own) => text.replacen(
            &format!("\"$id\": {}", quoted(&own)),
            &format!("\"$id\": {}", quoted(id)),
            1,
        ),
        None => text.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::{published_schema, SCHEMAS};

    #[test]
    fn each_published_schema_names_itself_where_the_site_puts_it() {
        for (name, text) in SCHEMAS {
            let url = format!("https://someone.example/archive/data/{name}");
            let published: serde_json::Value =
                serde_json::from_str(&published_schema(text, &url)).expect("valid JSON");
            assert_eq!(published["$id"], url.as_str(), "{name}");
            assert_eq!(
                published["$schema"], "https://json-schema.org/draft/2020-12/schema",
                "{name}"
            );
        }
    }
}
