//! Checks an entry's glossary: each term is written in the entry's own texts, and each
//! rendering is the phrase its witness really uses.

use super::entry_check::EntryCheck;
use super::load::LoadedEntry;
use super::Localized;

impl EntryCheck<'_> {
    /// Every term is written somewhere in the entry (a witness's text, the summary, the
    /// commentary, a caption or an assumption), is not listed twice, and each rendering is
    /// keyed by a witness id and occurs in that witness's text.
    pub(super) fn terms(&mut self) {
        let entry = &self.loaded.entry;
        let written = entry_texts(self.loaded);
        let html: Vec<String> = self
            .loaded
            .witness_texts
            .iter()
            .map(|text| (self.to_html)(text))
            .collect();
        let mut seen = std::collections::HashSet::new();
        for (index, term) in entry.terms.iter().enumerate() {
            let field = format!("terms[{index}]");
            let chinese = term.language() == "zh";
            let spoken = match chinese {
                true => term.pinyin.as_deref(),
                false => term.reading.as_deref(),
            };
            if term.zh.trim().is_empty() || !spoken.is_some_and(|s| !s.trim().is_empty()) {
                let (wanted, example) = match chinese {
                    true => (
                        "its pinyin",
                        "`{ zh: 通子, pinyin: tōngzǐ, meaning: \"...\" }`",
                    ),
                    false => (
                        "its reading in its language (`reading`)",
                        "`{ zh: 歩兵, lang: ja, reading: fuhyō, meaning: \"...\" }`",
                    ),
                };
                self.report(
                    &field,
                    format!("a term needs its characters (`zh`) and {wanted}"),
                    Some(format!("write {example}")),
                );
                continue;
            }
            let misplaced = match chinese {
                true => term.reading.is_some().then_some("reading"),
                false => term.pinyin.is_some().then_some("pinyin"),
            };
            if let Some(key) = misplaced {
                self.report(
                    &format!("{field}.{key}"),
                    format!("`{key}` does not go with a term in `{}`", term.language()),
                    Some(
                        "a Chinese term gives `pinyin`; a term in another language (`lang: ja`) \
                         gives its `reading` in that language"
                            .into(),
                    ),
                );
            }
            if !seen.insert(term.zh.clone()) {
                self.report(
                    &format!("{field}.zh"),
                    format!("`{}` is listed twice", term.zh),
                    Some("give each term once, with every witness's rendering under it".into()),
                );
            }
            if !written.iter().any(|text| text.contains(&term.zh)) {
                self.report(
                    &format!("{field}.zh"),
                    format!("`{}` is not written in any text of the entry", term.zh),
                    Some(
                        "the glossary lists the terms the texts use: write the characters where \
                         a witness, the summary or the commentary names the term"
                            .into(),
                    ),
                );
            }
            for (witness, phrase) in &term.renderings {
                let place = format!("{field}.renderings.{witness}");
                match entry.witnesses.iter().position(|w| &w.id == witness) {
                    None => self.report(
                        &place,
                        format!("`{witness}` is no witness of this entry"),
                        Some("key each rendering by the id of the witness that uses it".into()),
                    ),
                    Some(w)
                        if !html
                            .get(w)
                            .is_some_and(|h| crate::anchors::occurs(h, phrase)) =>
                    {
                        self.report(
                            &place,
                            format!("`{phrase}` does not occur in the text of witness `{witness}`"),
                            Some(
                                "copy the phrase as the witness writes it (letters, case and \
                                 punctuation)"
                                    .into(),
                            ),
                        )
                    }
                    Some(_) => {}
                }
            }
        }
    }
}

/// The entry's own prose: witness texts, summary, commentary, captions, assumptions.
fn entry_texts(loaded: &LoadedEntry) -> Vec<&str> {
    let entry = &loaded.entry;
    let mut texts: Vec<&str> = loaded.witness_texts.iter().map(String::as_str).collect();
    texts.push(&entry.summary);
    texts.extend(entry.commentary.as_deref());
    texts.extend(loaded.commentary.as_deref());
    texts.extend(entry.figures.iter().map(|f| f.caption.as_str()));
    for ruleset in &entry.rulesets {
        texts.extend(ruleset.assumptions.iter().map(Localized::as_str));
    }
    texts
}
