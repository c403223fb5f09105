//! Pages written straight from their prepared data instead of through Tera, and the part
//! they share: `base.html`.
//!
//! Tera walks its context for every `{{ a.b.c }}` and copies values on the way; for the game
//! pages and the two long site pages (home and coverage) that was a large part of a build.
//! When the site overrides none of a page's templates, its writer produces the very bytes Tera
//! would (tests render the shipped archive both ways and compare); a site that overrides one
//! gets Tera and the full context, as before.

use tera::Context;

use crate::templates::escape_html_into;

/// A page being written: raw template text and escaped values appended to one buffer.
pub(super) struct Writer<'o> {
    pub(super) out: &'o mut String,
}

impl Writer<'_> {
    /// Template text, as it stands.
    pub(super) fn raw(&mut self, text: &str) -> &mut Self {
        self.out.push_str(text);
        self
    }

    /// A value printed with `{{ value }}`: escaped like Tera's autoescape.
    pub(super) fn esc(&mut self, text: &str) -> &mut Self {
        escape_html_into(self.out, text);
        self
    }

    /// A value printed with `{{ values | join(sep=", ") }}`.
    pub(super) fn joined(&mut self, values: &[String]) -> &mut Self {
        self.esc(&values.join(", "))
    }
}

/// Tera's truth for an optional string: present and not empty.
pub(super) fn is_set(value: &Option<String>) -> bool {
    value.as_deref().is_some_and(|text| !text.is_empty())
}

/// What the page needs of the site's settings.
pub(super) struct SiteFacts<'a> {
    pub(super) title: &'a str,
    pub(super) base_url: &'a str,
    pub(super) language: &'a str,
    pub(super) description: &'a str,
    /// The web board is published (`site.features.play`).
    pub(super) play: bool,
    /// The context the board partials are rendered from (`site` only; `game` is added).
    pub(super) base: &'a Context,
}

/// The blocks a page fills in `base.html`.
pub(super) struct Head<'h> {
    /// The `title` block.
    pub(super) title: &'h dyn Fn(&mut Writer<'_>),
    /// The `description` block.
    pub(super) description: &'h dyn Fn(&mut Writer<'_>),
    /// The `opengraph` block.
    pub(super) opengraph: &'h dyn Fn(&mut Writer<'_>),
    /// The `head_end` block, after the site's stylesheet and script (empty in `base.html`).
    pub(super) head_end: &'h dyn Fn(&mut Writer<'_>),
}

/// `base.html` around the page's `main` block.
pub(super) fn base(
    w: &mut Writer<'_>,
    site: &SiteFacts<'_>,
    page_path: &str,
    head: &Head<'_>,
    main: impl FnOnce(&mut Writer<'_>),
) {
    w.raw("<!doctype html>\n<html lang=\"").esc(site.language);
    w.raw("\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n<title>");
    (head.title)(w);
    w.raw("</title>\n<meta name=\"description\" content=\"");
    (head.description)(w);
    w.raw("\">\n<link rel=\"canonical\" href=\"")
        .esc(site.base_url)
        .esc(page_path);
    w.raw("\">\n<meta property=\"og:site_name\" content=\"")
        .esc(site.title);
    w.raw("\">\n<meta property=\"og:url\" content=\"")
        .esc(site.base_url)
        .esc(page_path);
    w.raw("\">\n");
    (head.opengraph)(w);
    w.raw("\n<link rel=\"icon\" href=\"/theme/favicon.svg\" type=\"image/svg+xml\">\n<link rel=\"stylesheet\" href=\"/theme/style.css\">\n<script src=\"/theme/site.js\" defer></script>\n<script src=\"/theme/search.js\" defer></script>");
    (head.head_end)(w);
    w.raw("\n</head>\n<body>\n<a class=\"skip\" href=\"#main\">Skip to content</a>\n<header class=\"site-header\">\n  <a class=\"site-title\" href=\"/\">");
    w.esc(site.title);
    w.raw("</a>\n  <nav aria-label=\"Site\">\n    <a href=\"/\">Games</a>\n    <a href=\"/sources/\">Sources</a>\n    <a href=\"/coverage/\">Coverage</a>\n  </nav>\n");
    // The site search: shown and wired by site.js (search.js), hidden without scripts.
    w.raw("  <form class=\"site-search\" role=\"search\" hidden>\n    <label class=\"visually-hidden\" for=\"site-search\">Search the archive</label>\n    <input id=\"site-search\" type=\"search\" placeholder=\"Search: name, 中文, pinyin, any text\" autocomplete=\"off\" spellcheck=\"false\" aria-keyshortcuts=\"/\" aria-controls=\"site-search-results\" aria-expanded=\"false\">\n    <div id=\"site-search-results\" class=\"search-results\" hidden></div>\n  </form>\n</header>\n<main id=\"main\">\n");
    main(w);
    w.raw("\n</main>\n<footer class=\"site-footer\">\n  <p>")
        .esc(site.title);
    w.raw(": rules, texts and readings of traditional board games. Built with boardlore. <a href=\"/coverage/\">What is covered, and what is left</a>.</p>\n</footer>\n</body>\n</html>\n");
}

impl<'a> SiteFacts<'a> {
    /// The facts of a site with settings `config`, built with `features`.
    pub(super) fn of(
        config: &'a crate::config::SiteConfig,
        features: super::Features,
        base: &'a Context,
    ) -> SiteFacts<'a> {
        SiteFacts {
            title: &config.title,
            base_url: &config.base_url,
            language: &config.language,
            description: &config.description,
            play: features.play,
            base,
        }
    }
}

/// `base.html`'s own `opengraph` block: the site as a website.
pub(super) fn site_opengraph(w: &mut Writer<'_>, site: &SiteFacts<'_>) {
    w.raw(
        "<meta property=\"og:type\" content=\"website\">\n<meta property=\"og:title\" content=\"",
    )
    .esc(site.title)
    .raw("\">");
}

/// A ruleset's validation claims, comma-separated, each an `<abbr>` titled with its meaning.
pub(super) fn claim_list(w: &mut Writer<'_>, claims: &[super::coverage::ClaimView]) {
    for (index, claim) in claims.iter().enumerate() {
        w.raw("<abbr class=\"claim claim-").esc(claim.name);
        w.raw("\" title=\"").esc(claim.meaning).raw("\">");
        w.esc(claim.name).raw("</abbr>");
        if index + 1 < claims.len() {
            w.raw(", ");
        }
    }
}

/// Tera's `capitalize` filter: the first character upper case, the rest lower case.
pub(super) fn capitalize(text: &str) -> String {
    let mut chars = text.chars();
    match chars.next() {
        None => String::new(),
        Some(first) => first.to_uppercase().collect::<String>() + &chars.as_str().to_lowercase(),
    }
}
