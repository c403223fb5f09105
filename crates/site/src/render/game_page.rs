//! The built-in game page (`base.html` + `game.html` + `macros.html`) written straight from
//! the page's prepared data, without going through Tera.
//!
//! Tera walks its context for every `{{ a.b.c }}` and copies values on the way, which made
//! the game template the largest single cost of a build. When the site overrides none of the
//! three templates, this writer produces the very bytes Tera would (the test
//! `native_game_pages_equal_teras` renders the shipped archive both ways and compares); a
//! site that overrides any of them gets Tera and the full context, as before. The board
//! partials (`partials/board-head.html`, `partials/board.html`) are still rendered by Tera,
//! from a context of their own.

use super::game_view::{DiagramView as Diagram, GamePage, RulesetView};
use super::page_writer::{base, capitalize, claim_list, is_set, Head, SiteFacts, Writer};
use crate::templates::Templates;

/// The templates the native writer stands in for: if the site overrides one, Tera renders.
pub(super) const GAME_TEMPLATES: [&str; 3] = ["base.html", "game.html", "macros.html"];

/// Why the page could not be written natively: a board partial needs more than its own
/// context (the caller then renders the whole page with Tera, which reports any real error).
pub(super) struct NeedsTera;

/// Writes the game page into `out`, exactly as `game.html` renders it.
pub(super) fn write_game_page(
    out: &mut String,
    site: &SiteFacts<'_>,
    page: &GamePage<'_>,
    templates: &Templates,
) -> Result<(), NeedsTera> {
    let playable = site.play && page.rulesets.iter().any(|r| r.playable);
    let partial = |name: &str| -> Result<String, NeedsTera> {
        let mut context = site.base.clone();
        context.insert("game", page.game);
        context.insert("page_path", page.page_path);
        templates.render(name, &context).map_err(|_| NeedsTera)
    };
    let (board_head, board) = if playable {
        (
            partial("partials/board-head.html")?,
            partial("partials/board.html")?,
        )
    } else {
        (String::new(), String::new())
    };
    let mut w = Writer { out };
    let names = &page.game.names;
    let zh = is_set(&names.zh).then(|| names.zh.as_deref().unwrap_or_default());

    let title = |w: &mut Writer<'_>| {
        w.esc(&names.en);
        if let Some(zh) = zh {
            w.raw(" ").esc(zh);
        }
    };
    let head = Head {
        title: &|w| {
            title(w);
            w.raw(" · ").esc(site.title);
        },
        description: &|w| {
            w.esc(page.description);
        },
        opengraph: &|w| {
            w.raw("<meta property=\"og:type\" content=\"article\">\n<meta property=\"og:title\" content=\"");
            title(w);
            w.raw("\">\n<meta property=\"og:description\" content=\"")
                .esc(page.description);
            w.raw("\">\n");
            if let Some(og) = page.og_image {
                w.raw("<meta property=\"og:image\" content=\"").esc(&og.url);
                w.raw("\">\n<meta property=\"og:image:width\" content=\"")
                    .raw(&og.width.to_string());
                w.raw("\">\n");
                if og.height != 0 {
                    w.raw("<meta property=\"og:image:height\" content=\"")
                        .raw(&og.height.to_string());
                    w.raw("\">\n");
                }
                w.raw("<meta name=\"twitter:card\" content=\"summary_large_image\">");
            }
            w.raw("\n");
        },
        head_end: &|w| {
            if playable {
                w.raw("\n").raw(&board_head);
            }
        },
    };
    base(&mut w, site, page.page_path, &head, |w| {
        main_block(w, site, page, &board)
    });
    Ok(())
}

/// The `main` block of `game.html`.
fn main_block(w: &mut Writer<'_>, site: &SiteFacts<'_>, page: &GamePage<'_>, board: &str) {
    let game = page.game;
    let names = &game.names;
    w.raw("\n<article class=\"game\" lang=\"")
        .esc(site.language);
    w.raw("\" data-pagefind-body>\n<header class=\"game-header\">\n  <p class=\"breadcrumb\"><a href=\"/#family-")
        .esc(game.family);
    w.raw("\" data-pagefind-filter=\"family\">")
        .esc(page.family_title);
    w.raw("</a></p>\n  <h1 data-pagefind-weight=\"10\">")
        .raw(page.names_html);
    w.raw("</h1>\n  <p hidden data-pagefind-weight=\"10\"><span data-pagefind-meta=\"title\">")
        .esc(&names.en)
        .raw("</span>");
    if is_set(&names.zh) {
        w.raw(" <span lang=\"zh\" data-pagefind-meta=\"zh\">")
            .esc(names.zh.as_deref().unwrap_or_default())
            .raw("</span>");
    }
    if is_set(&names.pinyin) {
        w.raw(" <span data-pagefind-meta=\"pinyin\">")
            .esc(names.pinyin.as_deref().unwrap_or_default())
            .raw("</span> ")
            .esc(page.search_pinyin);
    }
    w.raw("</p>\n  ");
    if is_set(&names.native) {
        w.raw("<p class=\"native-name\" data-pagefind-weight=\"10\">")
            .esc(names.native.as_deref().unwrap_or_default())
            .raw("</p>");
    }
    w.raw("\n  ");
    if !names.aliases.is_empty() {
        w.raw("<p class=\"aliases\" data-pagefind-weight=\"10\">Also known as ")
            .joined(&names.aliases)
            .raw("</p>");
    }
    w.raw("\n  ");
    if !game.mechanics.is_empty() {
        w.raw("<ul class=\"tags\" aria-label=\"Mechanics\">");
        for tag in game.mechanics {
            w.raw("<li data-pagefind-filter=\"mechanic\">")
                .esc(tag)
                .raw("</li>");
        }
        w.raw("</ul>");
    }
    w.raw("\n</header>\n\n<div class=\"play-area\">\n<section id=\"summary\" aria-labelledby=\"h-summary\">\n  <h2 id=\"h-summary\" class=\"visually-hidden\">Summary</h2>\n  <div class=\"prose\">");
    w.raw(page.summary_html).raw("</div>\n</section>\n\n");
    play_area(w, page, board);
    w.raw("\n</div>\n\n<nav class=\"toc\" aria-label=\"On this page\">\n  <ul>\n    ");
    let commentary = page.commentary_html.filter(|c| !c.is_empty());
    let toc = [
        (
            commentary.is_some(),
            "<li><a href=\"#commentary\">Commentary</a></li>",
        ),
        (
            !page.witnesses.is_empty(),
            "<li><a href=\"#texts\">Texts</a></li>",
        ),
        (
            !page.variances.is_empty(),
            "<li><a href=\"#variances\">Where the texts differ</a></li>",
        ),
        (
            !page.rulesets.is_empty(),
            "<li><a href=\"#rulesets\">Rulesets</a></li>",
        ),
        (
            !page.figures.is_empty(),
            "<li><a href=\"#figures\">Figures</a></li>",
        ),
        (
            !page.sources.is_empty(),
            "<li><a href=\"#sources\">Sources</a></li>",
        ),
    ];
    for (index, (shown, item)) in toc.iter().enumerate() {
        if *shown {
            w.raw(item);
        }
        w.raw(if index + 1 < toc.len() {
            "\n    "
        } else {
            "\n"
        });
    }
    w.raw("  </ul>\n</nav>\n\n");
    if let Some(commentary) = commentary {
        w.raw("<section id=\"commentary\" aria-labelledby=\"h-commentary\">\n  <h2 id=\"h-commentary\">Commentary</h2>\n  <div class=\"prose commentary\">")
            .raw(commentary)
            .raw("</div>\n</section>");
    }
    w.raw("\n\n");
    texts(w, site, page);
    w.raw("\n\n");
    variances(w, page);
    w.raw("\n\n");
    divergences(w, page);
    w.raw("\n\n");
    claims(w, page);
    w.raw("\n\n");
    rulesets(w, page);
    w.raw("\n\n");
    figures(w, page);
    w.raw("\n\n");
    sources(w, page);
    w.raw("\n</article>\n");
}

/// Beside the summary: the board (or, without it, the lead ruleset's start diagram) and the
/// rules in brief of each ruleset, the board's choice shown.
fn play_area(w: &mut Writer<'_>, page: &GamePage<'_>, board: &str) {
    if page.rulesets.is_empty() {
        return;
    }
    if board.is_empty() {
        for r in page.rulesets.iter().filter(|r| r.leads) {
            w.raw("<div class=\"lead-start\">");
            diagram(w, &r.start);
            w.raw("</div>");
        }
    } else {
        w.raw(board);
    }
    w.raw("\n<aside class=\"rules-brief\" aria-label=\"The rules in brief\">\n  ");
    for r in page.rulesets {
        w.raw("\n  <div class=\"brief\" data-brief=\"")
            .esc(&r.id)
            .raw("\"");
        if !r.leads {
            w.raw(" hidden");
        }
        w.raw(">\n    <p class=\"brief-title\"><strong>")
            .raw(&r.name_html);
        w.raw("</strong> ");
        status_badge(w, r);
        w.raw("</p>\n    ");
        follows(w, r);
        w.raw("\n    ");
        if !r.assumptions.is_empty() {
            w.raw("<ul class=\"brief-assumptions\">");
            for a in &r.assumptions {
                w.raw("<li>").raw(a).raw("</li>");
            }
            w.raw("</ul>");
        }
        w.raw("\n    <p><a href=\"#ruleset-").esc(&r.id);
        w.raw("\">The full ruleset</a></p>\n  </div>\n  ");
    }
    w.raw("\n</aside>");
}

/// `<span class="status ...">status</span>`: a ruleset's status with its meaning as a title.
fn status_badge(w: &mut Writer<'_>, r: &RulesetView) {
    w.raw("<span class=\"status status-").esc(r.status);
    w.raw("\" title=\"")
        .esc(r.status_note)
        .raw("\">")
        .esc(r.status);
    w.raw("</span>");
}

/// "Follows a, b; status note." (or the status note alone).
fn follows(w: &mut Writer<'_>, r: &RulesetView) {
    if r.follows.is_empty() {
        w.raw("<p>").esc(&capitalize(r.status_note)).raw(".</p>");
    } else {
        w.raw("<p>Follows ");
        links(w, &r.follows, "#witness-");
        w.raw("; ").esc(r.status_note).raw(".</p>");
    }
}

/// The witnesses side by side and their comparisons.
fn texts(w: &mut Writer<'_>, site: &SiteFacts<'_>, page: &GamePage<'_>) {
    if page.witnesses.is_empty() {
        return;
    }
    w.raw("\n<section id=\"texts\" aria-labelledby=\"h-texts\">\n  <h2 id=\"h-texts\">Texts</h2>\n  <div class=\"witnesses\">\n  ");
    for witness in page.witnesses {
        w.raw("\n    <section class=\"witness\" id=\"witness-")
            .esc(&witness.id);
        w.raw("\" lang=\"").esc(&witness.lang);
        w.raw("\" aria-labelledby=\"h-witness-").esc(&witness.id);
        w.raw("\">\n      <h3 id=\"h-witness-").esc(&witness.id);
        w.raw("\" lang=\"").esc(site.language).raw("\">");
        w.esc(&witness.id).raw(" <span class=\"kind\">");
        w.esc(&witness.kind)
            .raw("</span></h3>\n      <p class=\"witness-meta\" lang=\"");
        w.esc(site.language).raw("\">\n        ");
        let author = is_set(&witness.author);
        if author {
            w.esc(witness.author.as_deref().unwrap_or_default());
        }
        if is_set(&witness.source_title) {
            if author {
                w.raw(", ");
            }
            w.raw("<a href=\"")
                .esc(witness.source_url.as_deref().unwrap_or_default());
            w.raw("\">")
                .esc(witness.source_title.as_deref().unwrap_or_default())
                .raw("</a>");
        }
        w.raw("\n        ");
        if !witness.followed_by.is_empty() {
            w.raw("<br>Followed by ruleset");
            if witness.followed_by.len() > 1 {
                w.raw("s");
            }
            w.raw(": ");
            links(w, &witness.followed_by, "#ruleset-");
        }
        w.raw("\n      </p>\n      <div class=\"prose\">")
            .raw(&witness.html);
        w.raw("</div>\n    </section>\n  ");
    }
    w.raw("\n  </div>\n  ");
    for comparison in page.comparisons {
        w.raw("\n  <details class=\"comparison\">\n    <summary>Compare <strong>")
            .esc(&comparison.left);
        w.raw("</strong> with <strong>").esc(&comparison.right);
        w.raw("</strong></summary>\n    <p class=\"legend\"><del>only in ")
            .esc(&comparison.left);
        w.raw("</del> <ins>only in ").esc(&comparison.right);
        w.raw("</ins></p>\n    <div class=\"diff\" lang=\"")
            .esc(&comparison.lang);
        w.raw("\">")
            .raw(&comparison.html)
            .raw("</div>\n  </details>\n  ");
    }
    w.raw("\n</section>\n");
}

/// `<a href="{prefix}{id}">{id}</a>` for each id, separated by commas.
fn links(w: &mut Writer<'_>, ids: &[String], prefix: &str) {
    for (index, id) in ids.iter().enumerate() {
        w.raw("<a href=\"")
            .raw(prefix)
            .esc(id)
            .raw("\">")
            .esc(id)
            .raw("</a>");
        if index + 1 < ids.len() {
            w.raw(", ");
        }
    }
}

/// The table of rule points and each witness's reading.
fn variances(w: &mut Writer<'_>, page: &GamePage<'_>) {
    if page.variances.is_empty() {
        return;
    }
    w.raw("\n<section id=\"variances\" aria-labelledby=\"h-variances\">\n  <h2 id=\"h-variances\">Where the texts differ</h2>\n  <div class=\"table-scroll\">\n  <table class=\"variances\">\n    <thead><tr><th scope=\"col\">Rule point</th>");
    for column in page.columns {
        w.raw("<th scope=\"col\">");
        match column.link.as_deref().filter(|l| !l.is_empty()) {
            Some(link) => {
                w.raw("<a href=\"").esc(link).raw("\">");
                w.esc(&column.label).raw("</a>");
            }
            None => {
                w.esc(&column.label);
            }
        }
        if !column.note.is_empty() {
            w.raw("<br><span class=\"followed\">")
                .esc(&column.note)
                .raw("</span>");
        }
        w.raw("</th>");
    }
    w.raw("</tr></thead>\n    <tbody>\n    ");
    for variance in page.variances {
        w.raw("\n      <tr");
        if variance.anchored {
            w.raw(" data-variance=\"")
                .esc(&variance.id)
                .raw("\" tabindex=\"0\"");
        }
        w.raw("><th scope=\"row\">")
            .esc(&variance.point)
            .raw("</th>");
        for reading in &variance.readings {
            w.raw("<td");
            if !reading.lang.is_empty() {
                w.raw(" lang=\"").esc(&reading.lang).raw("\"");
            }
            w.raw(">");
            match reading.html.as_deref().filter(|h| !h.is_empty()) {
                Some(html) => w.raw(html),
                None => w.raw("<span class=\"silent\">not stated</span>"),
            };
            w.raw("</td>");
        }
        w.raw("</tr>\n    ");
    }
    w.raw("\n    </tbody>\n  </table>\n  </div>\n</section>\n");
}

/// Where each pair of playable rulesets parts on the board: a figure per pair.
fn divergences(w: &mut Writer<'_>, page: &GamePage<'_>) {
    if page.divergences.is_empty() {
        return;
    }
    w.raw("\n<section id=\"divergences\" aria-labelledby=\"h-divergences\">\n  <h2 id=\"h-divergences\">Where the readings part on the board</h2>\n  ");
    for d in page.divergences {
        w.raw("<figure class=\"divergence\" data-divergence data-rulesets=\"")
            .esc(&d.rulesets)
            .raw("\">");
        if let Some(diagram_view) = &d.diagram {
            diagram(w, diagram_view);
        }
        w.raw("<figcaption>")
            .raw(&d.caption_html)
            .raw("</figcaption></figure>\n  ");
    }
    w.raw("\n</section>\n");
}

/// The entry's claims, each with its verdict and evidence.
fn claims(w: &mut Writer<'_>, page: &GamePage<'_>) {
    if page.claims.is_empty() {
        return;
    }
    w.raw("\n<section id=\"claims\" aria-labelledby=\"h-claims\">\n  <h2 id=\"h-claims\">Claims checked by the engine</h2>\n  ");
    for c in page.claims {
        w.raw("<article class=\"claim\" id=\"claim-")
            .esc(&c.id)
            .raw("\" data-verdict=\"")
            .esc(c.verdict)
            .raw("\">\n")
            .raw(&c.html)
            .raw("</article>\n  ");
    }
    w.raw("\n</section>\n");
}

/// The `m::diagram` macro: the SVG, a link to the PNG and the position's notation.
fn diagram(w: &mut Writer<'_>, d: &Diagram) {
    w.raw("\n");
    if let Some(svg) = d.svg.as_deref().filter(|s| !s.is_empty()) {
        w.raw("<div class=\"diagram\">").raw(svg).raw("</div>");
    }
    w.raw("\n");
    if let Some(png) = d.png.as_deref().filter(|p| !p.is_empty()) {
        w.raw("<p class=\"diagram-links\"><a href=\"")
            .esc(png)
            .raw("\">PNG image</a></p>");
    }
    w.raw("\n");
    if let Some(position) = d.position.as_deref().filter(|p| !p.is_empty()) {
        w.raw("<p class=\"position\"><span class=\"label\">Position</span> <code>")
            .esc(position)
            .raw("</code></p>");
    }
    w.raw("\n");
}

/// Each ruleset with its status, assumptions, checks, start position and board data.
fn rulesets(w: &mut Writer<'_>, page: &GamePage<'_>) {
    if page.rulesets.is_empty() {
        return;
    }
    w.raw("\n<section id=\"rulesets\" aria-labelledby=\"h-rulesets\">\n  <h2 id=\"h-rulesets\">Rulesets</h2>\n  ");
    for r in page.rulesets {
        w.raw("\n  <section class=\"ruleset\" id=\"ruleset-")
            .esc(&r.id);
        w.raw("\" aria-labelledby=\"h-ruleset-").esc(&r.id);
        w.raw("\">\n    <h3 id=\"h-ruleset-").esc(&r.id).raw("\">");
        w.raw("<span class=\"ruleset-name\">")
            .raw(&r.name_html)
            .raw("</span> ");
        status_badge(w, r);
        w.raw("</h3>\n    ");
        follows(w, r);
        w.raw("\n    ");
        if !r.assumptions.is_empty() {
            w.raw("<h4>Assumptions</h4><ul>");
            for a in &r.assumptions {
                w.raw("<li>").raw(a).raw("</li>");
            }
            w.raw("</ul>");
        }
        w.raw("\n    ");
        if r.playable {
            w.raw("<p class=\"validated\">Checked by: ");
            claim_list(w, &r.validated);
            if r.validated.is_empty() {
                w.raw("nothing yet (see <a href=\"/coverage/#game-")
                    .esc(page.game.id)
                    .raw("\">coverage</a>)");
            }
            w.raw(".</p>");
        }
        w.raw("\n    ");
        if !r.unmodelled.is_empty() {
            w.raw("<h4>Not enforced by the engine yet</h4><ul class=\"unmodelled\">");
            for a in &r.unmodelled {
                w.raw("<li>").raw(a).raw("</li>");
            }
            w.raw("</ul>");
        }
        w.raw("\n    ");
        if let Some(legend) = &r.legend_html {
            w.raw("<div class=\"rules-legend\" id=\"legend-")
                .esc(&r.id)
                .raw("\">")
                .raw(legend)
                .raw("</div>");
        }
        w.raw("\n    ");
        if r.start_here {
            diagram(w, &r.start);
        }
        w.raw("\n    <div class=\"web-board\" data-game=\"")
            .esc(page.game.id);
        w.raw("\" data-ruleset=\"").esc(&r.id);
        w.raw("\" data-playable=\"")
            .raw(if r.playable { "true" } else { "false" });
        w.raw("\">\n      <script type=\"application/json\" class=\"ruleset-data\">")
            .raw(&r.data_json);
        w.raw("</script>\n      <p class=\"web-board-note\">");
        w.raw(if r.playable {
            "A playable board for this ruleset will appear here."
        } else {
            "This ruleset is not encoded for the engine yet."
        });
        w.raw("</p>\n    </div>\n  </section>\n  ");
    }
    w.raw("\n</section>\n");
}

/// The figures redrawn from the sources.
fn figures(w: &mut Writer<'_>, page: &GamePage<'_>) {
    if page.figures.is_empty() {
        return;
    }
    w.raw("\n<section id=\"figures\" aria-labelledby=\"h-figures\">\n  <h2 id=\"h-figures\">Figures</h2>\n  ");
    for f in page.figures {
        w.raw("\n  <figure class=\"figure\" id=\"figure-")
            .esc(&f.id);
        w.raw("\"");
        let ruleset = f.ruleset.as_deref().filter(|r| !r.is_empty());
        let position = f.diagram.position.as_deref().filter(|p| !p.is_empty());
        if let (Some(ruleset), Some(position)) = (ruleset, position) {
            w.raw(" data-bl-figure data-ruleset=\"").esc(ruleset);
            w.raw("\" data-position=\"").esc(position).raw("\"");
        }
        w.raw(">\n    ");
        diagram(w, &f.diagram);
        w.raw("\n    <figcaption><span class=\"label\">").esc(&f.id);
        w.raw("</span> ").raw(&f.caption_html);
        if let Some(ruleset) = ruleset {
            w.raw(" <span class=\"ruleset-ref\">(ruleset <a href=\"#ruleset-")
                .esc(ruleset);
            w.raw("\">").esc(ruleset).raw("</a>)</span>");
        }
        w.raw("</figcaption>\n  </figure>\n  ");
    }
    w.raw("\n</section>\n");
}

/// The works cited.
fn sources(w: &mut Writer<'_>, page: &GamePage<'_>) {
    if page.sources.is_empty() {
        return;
    }
    w.raw("\n<section id=\"sources\" aria-labelledby=\"h-sources\">\n  <h2 id=\"h-sources\">Sources</h2>\n  <ul class=\"sources\">\n  ");
    for s in page.sources {
        w.raw("\n    <li><a href=\"").esc(&s.url).raw("\">");
        w.esc(&s.title).raw("</a>");
        if !s.authors.is_empty() {
            w.raw(", ").joined(&s.authors);
        }
        if let Some(year) = s.year.filter(|y| *y != 0) {
            w.raw(" (").raw(&year.to_string()).raw(")");
        }
        if is_set(&s.part) {
            w.raw(", ").esc(s.part.as_deref().unwrap_or_default());
        }
        if !s.contributors.is_empty() {
            w.raw("; contributed by ").joined(&s.contributors);
        }
        w.raw("</li>\n  ");
    }
    w.raw("\n  </ul>\n</section>\n");
}
