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

/// One term (characters and reading) and each game that uses it.
#[derive(Serialize)]
pub(super) struct GlossaryHead<'a> {
    zh: &'a str,
    lang: &'a str,
    reading: &'a str,
    uses: Vec<&'a GlossaryItem>,
}

/// One initial letter's terms.
#[derive(Serialize)]
pub(super) struct GlossaryGroup<'a> {
    letter: String,
    terms: Vec<GlossaryHead<'a>>,
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
            order: (crate::pinyin::toneless(term.spoken()), term.zh.clone()),
        })
        .collect()
}

/// Every game's items sorted by toneless reading, the same term of several games under one
/// head, grouped by initial letter.
pub(super) fn groups<'a>(items: impl Iterator<Item = &'a GlossaryItem>) -> Vec<GlossaryGroup<'a>> {
    let mut all: Vec<&GlossaryItem> = items.collect();
    all.sort_by(|a, b| {
        (&a.order, &a.reading, &a.game_name).cmp(&(&b.order, &b.reading, &b.game_name))
    });
    let mut groups: Vec<GlossaryGroup> = Vec::new();
    for item in all {
        let letter: String = item
            .order
            .0
            .chars()
            .next()
            .map(|c| c.to_uppercase().collect())
            .unwrap_or_default();
        if !groups.last().is_some_and(|g| g.letter == letter) {
            groups.push(GlossaryGroup {
                letter,
                terms: Vec::new(),
            });
        }
        let Some(group) = groups.last_mut() else {
            continue;
        };
        match group.terms.last_mut() {
            Some(head) if head.zh == item.zh && head.reading == item.reading => {
                head.uses.push(item)
            }
            _ => group.terms.push(GlossaryHead {
                zh: &item.zh,
                lang: &item.lang,
                reading: &item.reading,
                uses: vec![item],
            }),
        }
    }
    groups
}
