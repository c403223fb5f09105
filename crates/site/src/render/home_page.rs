//! The built-in home page (`index.html` in `base.html`) written from the games' index data
//! without Tera: every game by family, a filter, and an index by mechanic.

use std::collections::BTreeMap;

use super::page_writer::{base, site_opengraph, Head, SiteFacts, Writer};
use super::FamilyGroup;

/// The templates the home page writer stands in for.
pub(super) const HOME_TEMPLATES: [&str; 2] = ["base.html", "index.html"];

/// Writes the home page into `out`, exactly as `index.html` renders it.
pub(super) fn write_home_page(
    out: &mut String,
    site: &SiteFacts<'_>,
    families: &[FamilyGroup<'_>],
    mechanics: &BTreeMap<&str, Vec<(&str, &str)>>,
    game_count: usize,
) {
    let head = Head {
        title: &|w| {
            w.esc(site.title);
        },
        description: &|w| {
            w.esc(site.description);
        },
        opengraph: &|w| site_opengraph(w, site),
        head_end: &|_| {},
    };
    let mut w = Writer { out };
    base(&mut w, site, "", &head, |w| {
        w.raw("\n<section class=\"intro\">\n  <h1>").esc(site.title);
        w.raw("</h1>\n  ");
        if !site.description.is_empty() {
            w.raw("<p class=\"lead\">")
                .esc(site.description)
                .raw("</p>");
        }
        w.raw("\n  <p>").raw(&game_count.to_string()).raw(" game");
        if game_count != 1 {
            w.raw("s");
        }
        w.raw(", each with its sources, the texts that describe it, where they disagree, and the readings the archive plays. The <a href=\"/coverage/\">coverage page</a> shows how far each one has got and what is left.</p>\n</section>\n<form class=\"filter\" role=\"search\" hidden>\n  <label for=\"filter-text\">Filter games</label>\n  <input id=\"filter-text\" type=\"search\" placeholder=\"name, 中文, or mechanic\" autocomplete=\"off\">\n  <label for=\"filter-mechanic\">Mechanic</label>\n  <select id=\"filter-mechanic\">\n    <option value=\"\">any</option>\n    ");
        for (mechanic, games) in mechanics {
            w.raw("<option value=\"")
                .esc(mechanic)
                .raw("\">")
                .esc(mechanic);
            w.raw(" (")
                .raw(&games.len().to_string())
                .raw(")</option>\n    ");
        }
        w.raw("\n  </select>\n  <output id=\"filter-count\" aria-live=\"polite\"></output>\n</form>\n");
        for family in families {
            family_section(w, family);
        }
        w.raw("\n");
        if !mechanics.is_empty() {
            w.raw("\n<section class=\"mechanics\" aria-labelledby=\"heading-mechanics\">\n  <h2 id=\"heading-mechanics\">By mechanic</h2>\n  <dl>\n  ");
            for (index, (mechanic, games)) in mechanics.iter().enumerate() {
                w.raw("\n    <dt id=\"mechanic-")
                    .raw(&(index + 1).to_string())
                    .raw("\">");
                w.esc(mechanic).raw("</dt>\n    <dd>");
                for (at, (id, name)) in games.iter().enumerate() {
                    w.raw("<a href=\"/games/")
                        .esc(id)
                        .raw("/\">")
                        .esc(name)
                        .raw("</a>");
                    if at + 1 < games.len() {
                        w.raw(", ");
                    }
                }
                w.raw("</dd>\n  ");
            }
            w.raw("\n  </dl>\n</section>\n");
        }
        w.raw("\n");
    });
}

/// One family's section: a card per game.
fn family_section(w: &mut Writer<'_>, family: &FamilyGroup<'_>) {
    w.raw("\n<section class=\"family\" id=\"family-")
        .esc(family.slug);
    w.raw("\" aria-labelledby=\"heading-").esc(family.slug);
    w.raw("\">\n  <h2 id=\"heading-")
        .esc(family.slug)
        .raw("\">");
    w.esc(family.title).raw(" <span class=\"count\">");
    w.raw(&family.games.len().to_string());
    w.raw("</span></h2>\n  <ul class=\"game-list\">\n  ");
    for card in &family.games {
        w.raw("\n    <li class=\"game-card\" data-name=\"")
            .esc(&card.name_en);
        w.raw("\" data-mechanics=\"").esc(&card.mechanics.join("|"));
        w.raw("\">\n      <a href=\"").esc(&card.url);
        w.raw("\"><span class=\"game-name\">").raw(&card.name_html);
        w.raw("</span></a>\n      <p class=\"summary\">")
            .esc(&card.summary_text);
        w.raw("</p>\n      ");
        if !card.mechanics.is_empty() {
            w.raw("<ul class=\"tags\" aria-label=\"Mechanics\">");
            for tag in &card.mechanics {
                w.raw("<li>").esc(tag).raw("</li>");
            }
            w.raw("</ul>");
        }
        w.raw("\n    </li>\n  ");
    }
    w.raw("\n  </ul>\n</section>\n");
}
