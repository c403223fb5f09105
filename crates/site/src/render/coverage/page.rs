//! The built-in coverage page (`coverage.html` in `base.html`) written from the games' index
//! data without Tera.

use super::{GameLeft, GameRow, Totals};
use crate::render::page_writer::{
    base, capitalize, claim_list, site_opengraph, Head, SiteFacts, Writer,
};

/// The templates the coverage page writer stands in for.
pub(in crate::render) const COVERAGE_TEMPLATES: [&str; 2] = ["base.html", "coverage.html"];

/// Writes the coverage page into `out`, exactly as `coverage.html` renders it.
pub(super) fn write_coverage_page(
    out: &mut String,
    site: &SiteFacts<'_>,
    totals: &Totals,
    rows: &[&GameRow],
    left: &[&GameLeft],
) {
    let head = Head {
        title: &|w| {
            w.raw("Coverage · ").esc(site.title);
        },
        description: &|w| {
            w.raw("How far the archive has got with each of its ")
                .raw(&totals.games.to_string())
                .raw(" games, and what is left.");
        },
        opengraph: &|w| site_opengraph(w, site),
        head_end: &|_| {},
    };
    let mut w = Writer { out };
    base(&mut w, site, "coverage/", &head, |w| {
        w.raw("\n<section class=\"intro\" data-pagefind-body>\n  <h1>Coverage</h1>\n  <p class=\"lead\">How far the archive has got with each game: its entry, its diagrams, the readings you can play, and how each playable reading is checked.</p>\n</section>\n\n");
        totals_section(w, totals);
        w.raw("\n\n<section aria-labelledby=\"h-games\" data-pagefind-body>\n  <h2 id=\"h-games\">Every game</h2>\n  <form class=\"coverage-filter\" role=\"search\" hidden>\n    <label for=\"coverage-family\">Family</label>\n    <select id=\"coverage-family\">\n      <option value=\"\">any</option>\n      <option value=\"folk\">folk</option>\n      <option value=\"chess\">chess</option>\n      <option value=\"race\">race</option>\n    </select>\n    <label><input type=\"checkbox\" id=\"coverage-left\"> only games with something left</label>\n    <output id=\"coverage-count\" aria-live=\"polite\"></output>\n  </form>\n  <div class=\"table-scroll\">\n  <table class=\"coverage\">\n    <thead>\n      <tr>\n        <th scope=\"col\">Game</th>\n        <th scope=\"col\">Family</th>\n        <th scope=\"col\">Entry</th>\n        <th scope=\"col\">Diagram</th>\n        <th scope=\"col\">Rulesets</th>\n        <th scope=\"col\">Validated</th>\n      </tr>\n    </thead>\n    <tbody>\n    ");
        for row in rows {
            game_row(w, row);
        }
        w.raw("\n    </tbody>\n  </table>\n  </div>\n</section>\n\n<section id=\"left\" aria-labelledby=\"h-left\" data-pagefind-body>\n  <h2 id=\"h-left\">What is left</h2>\n  ");
        if left.is_empty() {
            w.raw("\n  <p>Nothing: every game is playable, fully modelled and checked.</p>\n  ");
        } else {
            w.raw("\n  <p>Every ruleset that cannot be played yet, every rule an entry states that the engine does not enforce, and every playable ruleset that nothing checks, game by game.</p>\n  ");
            for game in left {
                left_section(w, game);
            }
            w.raw("\n  ");
        }
        w.raw("\n</section>\n");
    });
}

/// `count` and the word, with `plural` appended unless the count is one.
fn counted(w: &mut Writer<'_>, count: usize, word: &str, plural: &str) {
    w.raw(&count.to_string()).raw(" ").raw(word);
    if count != 1 {
        w.raw(plural);
    }
}

/// The totals and the list of validation claims.
fn totals_section(w: &mut Writer<'_>, t: &Totals) {
    let n = |n: usize| n.to_string();
    w.raw("<section class=\"coverage-totals\" aria-labelledby=\"h-totals\">\n  <h2 id=\"h-totals\">In numbers</h2>\n  <ul>\n    <li><strong>");
    w.raw(&n(t.games_playable)).raw(" of ").raw(&n(t.games));
    w.raw("</strong> games can be played (at least one ruleset the engine runs).</li>\n    <li><strong>");
    w.raw(&n(t.rulesets_playable))
        .raw(" of ")
        .raw(&n(t.rulesets));
    w.raw("</strong> rulesets are playable");
    if !t.by_status.is_empty() {
        w.raw(" (");
        for (index, (status, count)) in t.by_status.iter().enumerate() {
            w.raw(&n(*count)).raw(" ").esc(status);
            if index + 1 < t.by_status.len() {
                w.raw(", ");
            }
        }
        w.raw(" among all rulesets)");
    }
    w.raw(".</li>\n    <li><strong>");
    w.raw(&n(t.rulesets_validated))
        .raw(" of ")
        .raw(&n(t.rulesets_playable));
    w.raw("</strong> playable rulesets are checked by at least one of the means below (");
    w.raw(&n(t.games_validated));
    w.raw(" games).</li>\n    <li><strong>");
    w.raw(&n(t.games_drawn)).raw(" of ").raw(&n(t.games));
    w.raw("</strong> games have their board drawn; the entries redraw ");
    counted(w, t.figures, "figure", "s");
    w.raw(" from the sources.</li>\n    <li><strong>")
        .raw(&n(t.unmodelled));
    w.raw("</strong> rule");
    if t.unmodelled != 1 {
        w.raw("s");
    }
    w.raw(" written in the entries ");
    w.raw(if t.unmodelled == 1 { "is" } else { "are" });
    w.raw(" not enforced by the engine yet (listed under <a href=\"#left\">what is left</a>).</li>\n  </ul>\n  <dl class=\"claims\">\n  ");
    for claim in &t.by_claim {
        w.raw("\n    <dt><span class=\"claim claim-")
            .esc(claim.name);
        w.raw("\">")
            .esc(claim.name)
            .raw("</span> <span class=\"count\">");
        counted(w, claim.rulesets, "ruleset", "s");
        w.raw("</span></dt>\n    <dd>")
            .esc(&capitalize(claim.meaning));
        w.raw(".</dd>\n  ");
    }
    w.raw("\n  </dl>\n  <p class=\"legend\">A claim is listed only when a test in the repository finds the evidence for it, so this page cannot report more than is checked.</p>\n</section>");
}

/// A game's row of the table.
fn game_row(w: &mut Writer<'_>, g: &GameRow) {
    w.raw("\n      <tr id=\"game-").esc(&g.id);
    w.raw("\" data-family=\"").esc(g.family);
    w.raw("\" data-left=\"")
        .raw(if g.left { "yes" } else { "no" });
    w.raw("\">\n        <th scope=\"row\"><a href=\"")
        .esc(&g.url);
    w.raw("\">").raw(&g.name_html);
    w.raw("</a></th>\n        <td>").esc(g.family);
    w.raw("</td>\n        <td>");
    counted(w, g.witnesses, "witness", "es");
    w.raw(", ");
    counted(w, g.variances, "variance", "s");
    w.raw("</td>\n        <td>");
    w.raw(if g.start_drawn {
        "board drawn"
    } else {
        "<span class=\"missing\">no board</span>"
    });
    w.raw(", ");
    counted(w, g.figures, "figure", "s");
    w.raw("</td>\n        <td>\n          <span class=\"playable-count\">")
        .raw(&g.playable.to_string());
    w.raw(" of ").raw(&g.rulesets.len().to_string());
    w.raw(" playable</span>\n          ");
    if !g.rulesets.is_empty() {
        w.raw("<ul class=\"ruleset-cells\">\n          ");
        for r in &g.rulesets {
            w.raw("<li><a href=\"")
                .esc(&g.url)
                .raw("#ruleset-")
                .esc(&r.id);
            w.raw("\">")
                .esc(&r.id)
                .raw("</a> <span class=\"status status-");
            w.esc(r.status).raw("\">").esc(r.status).raw("</span>");
            if !r.playable {
                w.raw(" <span class=\"missing\" title=\"its rules are not written for the engine yet\">not playable</span>");
            }
            if r.unmodelled > 0 {
                w.raw(" <a class=\"unmodelled-count\" href=\"#left-")
                    .esc(&g.id);
                w.raw("\">")
                    .raw(&r.unmodelled.to_string())
                    .raw(" unmodelled</a>");
            }
            w.raw("</li>\n          ");
        }
        w.raw("</ul>");
    }
    w.raw("\n        </td>\n        <td>\n          ");
    if g.playable > 0 {
        w.raw("<ul class=\"ruleset-cells\">\n          ");
        for r in g.rulesets.iter().filter(|r| r.playable) {
            w.raw("<li>").esc(&r.id).raw(": ");
            claim_list(w, &r.validated);
            if r.validated.is_empty() {
                w.raw("<span class=\"missing\">not checked</span>");
            }
            w.raw("</li>\n          ");
        }
        w.raw("</ul>");
    } else {
        w.raw("<span class=\"silent\">nothing to check</span>");
    }
    w.raw("\n        </td>\n      </tr>\n    ");
}

/// A game's list of what is left.
fn left_section(w: &mut Writer<'_>, g: &GameLeft) {
    w.raw("\n  <section class=\"left-game\" id=\"left-")
        .esc(&g.id);
    w.raw("\" data-family=\"").esc(g.family);
    w.raw("\">\n    <h3><a href=\"")
        .esc(&g.url)
        .raw("\">")
        .esc(&g.name_en);
    w.raw("</a> <span class=\"count\">")
        .raw(&g.items.len().to_string());
    w.raw("</span></h3>\n    <ul>\n    ");
    for item in &g.items {
        w.raw("<li class=\"left-").esc(item.kind).raw("\">");
        if let Some(ruleset) = item.ruleset.as_deref().filter(|r| !r.is_empty()) {
            w.raw("<a href=\"")
                .esc(&g.url)
                .raw("#ruleset-")
                .esc(ruleset);
            w.raw("\">").esc(ruleset).raw("</a>: ");
        }
        w.raw(&item.html).raw("</li>\n    ");
    }
    w.raw("\n    </ul>\n  </section>\n  ");
}
