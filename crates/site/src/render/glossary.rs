//! The site's glossary page (`glossary/`): every game's Chinese terms in pinyin order, each
//! linked to the game's own glossary, where the texts' renderings stand.

use serde::Serialize;

use crate::content::Entry;

/// A term of one game, as the glossary page lists it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub(super) struct GlossaryItem {
    zh: String,
    /// Its language tag.
    lang: String,
    /// Pinyin, or its reading in its own language.
    reading: String,
    /// The meaning as plain text on one line.
    meaning: String,
    game_id: String,
    game_name: String,
    /// The term's fragment id on the game's page.
    anchor: String,
    /// Toneless pinyin, then the characters: the page's order.
    #[serde(skip)]
    order: (String, String),
}

/// One initial letter's terms.
#[derive(Serialize)]
pub(super) struct GlossaryGroup<'a> {
    letter: String,
    items: Vec<&'a GlossaryItem>,
}

/// The glossary items of one entry.
pub(super) fn items_of(entry: &Entry) -> Vec<GlossaryItem> {
    entry
        .terms
        .iter()
        .zip(super::apparatus::term_ids(entry))
        .map(|(term, anchor)| GlossaryItem {
            zh: term.zh.clone(),
            lang: term.language().to_string(),
            reading: term.spoken().to_string(),
            meaning: super::collapsed_text(&term.meaning),
            game_id: entry.id.clone(),
            game_name: entry.names.en.clone(),
            anchor,
            order: (crate::search::toneless(term.spoken()), term.zh.clone()),
        })
        .collect()
}

/// Every game's items sorted by toneless pinyin, grouped by initial letter.
pub(super) fn groups<'a>(items: impl Iterator<Item = &'a GlossaryItem>) -> Vec<GlossaryGroup<'a>> {
    let mut all: Vec<&GlossaryItem> = items.collect();
    all.sort_by(|a, b| (&a.order, &a.game_name).cmp(&(&b.order, &b.game_name)));
    let mut groups: Vec<GlossaryGroup> = Vec::new();
    for item in all {
        let letter: String = item
            .order
            .0
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        match groups.last_mut() {
            Some(group) if group.letter == letter => group.items.push(item),
            _ => groups.push(GlossaryGroup {
                letter,
                items: vec![item],
            }),
        }
    }
    groups
}
