//! The site's editions: one per language, the main one at the site's root and each other
//! under its own path (`zh/`), each rendered with its own messages.

use serde::Serialize;
use tera::Context;

use super::Features;
use crate::config::SiteConfig;
use crate::i18n::Words;
use crate::templates::Templates;

/// One language of the site and what its pages are rendered with.
pub(crate) struct Edition {
    /// The language (`en`, `zh`).
    pub(crate) lang: String,
    /// Where its pages are under the site's root: empty for the main language, `zh/` for
    /// another.
    pub(crate) prefix: String,
    /// The templates, with `t()` in the edition's language.
    pub(crate) templates: Templates,
    /// The context every page of the edition starts from.
    pub(crate) base: Context,
}

impl Edition {
    /// The main edition, whose pages are at the site's root.
    pub(crate) fn is_main(&self) -> bool {
        self.prefix.is_empty()
    }

    /// Its messages.
    pub(crate) fn words(&self) -> Words<'_> {
        self.templates.words()
    }

    /// The path of a page under the output, e.g. `zh/games/xiangqi/index.html`.
    pub(crate) fn path(&self, page: &str) -> String {
        format!("{}{page}", self.prefix)
    }
}

/// A language the page is also published in, for the language switch and `hreflang`.
#[derive(Serialize)]
struct EditionLink {
    lang: String,
    /// The language's name in itself (`English`, `中文`).
    name: String,
    /// Its pages' path under the site's root.
    prefix: String,
}

/// The site as every page of an edition sees it (`site` in the templates).
#[derive(Serialize)]
struct SiteView<'a> {
    title: &'a str,
    base_url: &'a str,
    /// The path every link to the site's shared files (theme, board, data, diagrams) starts
    /// with: `/`, or `/boardlore/` for a site published under that path.
    root: String,
    /// The path every link to a page of this edition starts with: `root`, then `zh/` in the
    /// Chinese edition.
    home: String,
    /// This edition's path under `root` (empty for the main edition).
    prefix: &'a str,
    /// This edition's language.
    language: &'a str,
    description: &'a str,
    features: Features,
    /// Every edition, this one included, in the config's order.
    editions: &'a [EditionLink],
}

/// The editions of the site `config` describes, rendered with `templates`.
pub(crate) fn editions(
    config: &SiteConfig,
    templates: &Templates,
    features: Features,
) -> Vec<Edition> {
    let langs = config.editions();
    let links: Vec<EditionLink> = langs
        .iter()
        .enumerate()
        .map(|(i, lang)| EditionLink {
            lang: lang.clone(),
            name: Words::new(templates.catalogue(), lang).get("language-name"),
            prefix: if i == 0 {
                String::new()
            } else {
                format!("{lang}/")
            },
        })
        .collect();
    let root = config.root();
    links
        .iter()
        .map(|link| {
            let templates = templates.for_language(&link.lang);
            let site = SiteView {
                title: &config.title,
                base_url: &config.base_url,
                root: root.clone(),
                home: format!("{root}{}", link.prefix),
                prefix: &link.prefix,
                language: &link.lang,
                description: config.description.shown(&link.lang).text,
                features,
                editions: &links,
            };
            let mut base = Context::new();
            base.insert("site", &site);
            // Checked when the catalogue was read, so it cannot fail here.
            let board_messages = templates
                .catalogue()
                .board_messages(&link.lang)
                .unwrap_or_else(|_| "{}".into());
            base.insert("board_messages", &board_messages);
            let script_messages = templates
                .catalogue()
                .browser_messages(&link.lang, crate::i18n::SCRIPT_PREFIX)
                .unwrap_or_else(|_| "{}".into());
            base.insert("script_messages", &script_messages);
            Edition {
                lang: link.lang.clone(),
                prefix: link.prefix.clone(),
                templates,
                base,
            }
        })
        .collect()
}
