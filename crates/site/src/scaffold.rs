//! `boardlore new`: the text of a fresh game entry that passes `check` as it is.

use std::path::{Path, PathBuf};

use crate::content::validate_id_text;

/// Writes `content/games/<id>.yaml` for a new game; refuses to overwrite an existing entry.
pub fn new_entry(content: &Path, id: &str, name: &str, group: &str) -> Result<PathBuf, String> {
    validate_id_text(id)?;
    if !matches!(group, "folk" | "chess" | "race") {
        return Err(format!(
            "`{group}` is not a catalogue group; use folk, chess or race"
        ));
    }
    let folder = content.join("games");
    let file = folder.join(format!("{id}.yaml"));
    if file.exists() {
        return Err(format!(
            "{} already exists; edit it instead",
            file.display()
        ));
    }
    std::fs::create_dir_all(&folder)
        .map_err(|error| format!("cannot create {}: {error}", folder.display()))?;
    std::fs::write(&file, entry_text(id, name, group))
        .map_err(|error| format!("cannot write {}: {error}", file.display()))?;
    Ok(file)
}

/// The scaffold itself: every field of the schema, with comments saying what to fill in.
pub fn entry_text(id: &str, name: &str, group: &str) -> String {
    let name = if name.is_empty() { id } else { name };
    let quoted = serde_json::to_string(name).unwrap_or_else(|_| "\"\"".into());
    format!(
        r#"# Game entry: see docs/entry-format.md ("The entry format") for every field.
id: {id}
names:
  en: {quoted}
  # zh: 象棋            # Chinese characters
  # pinyin: Xiàngqí     # with tone marks
  aliases: []
group: {group}          # folk | chess | race
mechanics: []           # short tags, e.g. [custodial capture, placement phase]
summary: >-
  One paragraph in your own words: how the game is played and why it is interesting.
sources: []             # e.g. [{{ work: lin-jifu-2016, part: "p. 12" }}] (ids from content/sources.yaml)
witnesses:
  - id: summary
    kind: summary
    lang: en
    text: >-
      The rules as this archive reads them, restated in your own words.
variances: []           # e.g. [{{ point: movement, readings: {{ summary: "..." }} }}]
rulesets:
  - id: main
    follows: [summary]
    status: reconstructed  # faithful | interpreted | reconstructed | reference
    assumptions: []
    unmodelled: []
    # rules: {{ family: folk, ... }}   # the engine's vocabulary; see the engine documentation
figures: []
"#
    )
}
