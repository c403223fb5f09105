//! "Cite this entry": how a reader cites a game's page, as a sentence, as BibTeX and as
//! CSL-JSON (what Zotero and citeproc read). The entry's last change stands for its version:
//! the date changes whenever its text does, so a citation names the reading it saw.

use serde::Serialize;
use serde_json::json;

use crate::content::Names;

/// One entry's citation in three forms, ready for the template.
#[derive(Serialize)]
pub(super) struct CitationView {
    /// A sentence: title, site, date, address.
    pub(super) text: String,
    pub(super) bibtex: String,
    pub(super) csl_json: String,
}

/// What a citation is made of.
pub(super) struct Cited<'a> {
    pub(super) id: &'a str,
    pub(super) names: &'a Names,
    /// The site's title (`config.yaml`).
    pub(super) site: &'a str,
    /// The page's absolute address.
    pub(super) url: &'a str,
    /// `YYYY-MM-DD` of the entry's last change, when known.
    pub(super) changed: Option<&'a str>,
    /// The page's language, for the sentence (BibTeX and CSL-JSON are the same in every
    /// edition).
    pub(super) words: crate::i18n::Words<'a>,
}

impl Cited<'_> {
    /// The entry's title as cited: its English name, then its Chinese (or own) name and pinyin.
    fn title(&self) -> String {
        let own = self.names.zh.as_deref().or(self.names.native.as_deref());
        let native: Vec<&str> = [own, self.names.pinyin.as_deref()]
            .into_iter()
            .flatten()
            .collect();
        match native.is_empty() {
            true => self.names.en.clone(),
            false => format!("{} ({})", self.names.en, native.join(", ")),
        }
    }

    /// The citation in its three forms.
    pub(super) fn view(&self) -> CitationView {
        let title = self.title();
        let words = self.words;
        let changed = self
            .changed
            .map(|iso| {
                let date = crate::i18n::long_date(iso, words.lang);
                words.with("cite-version", &[("iso", iso), ("date", &date)])
            })
            .unwrap_or_default();
        let text = words.with(
            "cite-text",
            &[
                ("title", &title),
                ("site", self.site),
                ("version", &changed),
                ("url", self.url),
            ],
        );
        let key = format!("boardlore-{}", self.id);
        let mut bibtex = format!(
            "@misc{{{key},\n  title = {{{}}},\n  howpublished = {{{}}},\n  url = {{{}}},\n",
            bibtex_escaped(&title),
            bibtex_escaped(self.site),
            self.url
        );
        if let Some(date) = self.changed {
            bibtex.push_str(&format!(
                "  date = {{{date}}},\n  note = {{Version of {date}}},\n"
            ));
        }
        bibtex.push('}');
        let mut csl = json!({
            "id": key,
            "type": "entry-encyclopedia",
            "title": title,
            "container-title": self.site,
            "URL": self.url,
        });
        if let Some(parts) = self.changed.and_then(date_parts) {
            csl["issued"] = json!({ "date-parts": [parts] });
            csl["version"] = json!(self.changed);
        }
        CitationView {
            text,
            bibtex,
            csl_json: serde_json::to_string_pretty(&json!([csl])).unwrap_or_default(),
        }
    }
}

/// `2026-12-05` as `[2026, 12, 5]`.
fn date_parts(date: &str) -> Option<Vec<u32>> {
    let parts: Vec<u32> = date
        .split('-')
        .map(str::parse)
        .collect::<Result<_, _>>()
        .ok()?;
    (parts.len() == 3).then_some(parts)
}

/// Text with BibTeX's special characters escaped.
fn bibtex_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '{' | '}' | '%' | '&' | '$' | '#' | '_' => {
                out.push('\\');
                out.push(c);
            }
            c => out.push(c),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::i18n::{Catalogue, Words};

    fn xiangqi() -> Names {
        crate::yaml::from_str("{ en: Xiangqi, zh: 象棋, pinyin: xiàngqí }").expect("names")
    }

    #[test]
    fn an_entry_is_cited_by_its_names_site_address_and_last_change() {
        let names = xiangqi();
        let site = tempfile::tempdir().unwrap();
        let catalogue = Catalogue::load(site.path(), &["en".into(), "zh".into()]).unwrap();
        let cited = |lang| Cited {
            id: "xiangqi",
            names: &names,
            site: "boardlore",
            url: "https://example.org/games/xiangqi/",
            changed: Some("2026-12-01"),
            words: Words::new(&catalogue, lang),
        };
        let view = cited("en").view();
        assert_eq!(
            view.text,
            "“Xiangqi (象棋, xiàngqí).” In boardlore, version of 2026-12-01. \
             https://example.org/games/xiangqi/"
        );
        // The Chinese page writes the sentence and the day its own way; the data is the same.
        let chinese = cited("zh").view();
        assert_eq!(
            chinese.text,
            "Xiangqi (象棋, xiàngqí)，载于boardlore（2026年12月1日版）。\
             https://example.org/games/xiangqi/"
        );
        assert_eq!(
            (chinese.bibtex, chinese.csl_json),
            (view.bibtex.clone(), view.csl_json.clone())
        );
        assert!(view
            .bibtex
            .starts_with("@misc{boardlore-xiangqi,\n  title = {Xiangqi (象棋, xiàngqí)},"));
        assert!(view.bibtex.contains("  date = {2026-12-01},"));
        let csl: serde_json::Value = serde_json::from_str(&view.csl_json).expect("JSON");
        assert_eq!(csl[0]["issued"]["date-parts"], json!([[2026, 12, 1]]));
        assert_eq!(csl[0]["URL"], "https://example.org/games/xiangqi/");
    }

    #[test]
    fn bibtex_specials_are_escaped() {
        assert_eq!(bibtex_escaped("Go & 50% {x}"), "Go \\& 50\\% \\{x\\}");
    }
}
