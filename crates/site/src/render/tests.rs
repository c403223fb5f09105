//! Rendering through the site's own templates: a file in the site's `templates/` replaces
//! the built-in one of the same name.

use std::path::Path;

use crate::content::{self, RulesCache};
use crate::diagrams::{DiagramOptions, Diagrams};
use crate::render::{Collect, Features, SiteRenderer};
use crate::templates::Templates;

/// A site that overrides `game.html` gets its own template, rendered by Tera.
#[test]
fn an_overridden_game_template_is_rendered_by_tera() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("../..");
    let site_folder = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(site_folder.path().join("templates")).unwrap();
    std::fs::write(
        site_folder.path().join("templates/game.html"),
        "{% extends \"base.html\" %}{% block main %}Own page of {{ game.id }}: {{ witnesses | length }} texts{% endblock main %}",
    )
    .unwrap();
    let templates = Templates::load(site_folder.path()).unwrap();
    let (head, _) = content::load_head(&root.join("content")).unwrap();
    let mut problems = Vec::new();
    let site = content::check_head(&head, &mut problems);
    let diagrams = Diagrams::new(DiagramOptions {
        enabled: false,
        cache_dir: None,
        fonts_dir: None,
    })
    .unwrap();
    let file = head
        .entry_files
        .iter()
        .find(|f| f.ends_with("xiangqi.yaml"))
        .unwrap();
    let loaded = content::load_entry(file).unwrap();
    let game = content::check_entry(loaded, &site.sources, &RulesCache::default())
        .1
        .unwrap();
    let renderer = SiteRenderer::new(&site, &templates, &diagrams, Features::default());
    let files = Collect::default();
    renderer.game(&game, &files).unwrap();
    let page = files
        .into_sorted()
        .into_iter()
        .find(|f| f.path == "games/xiangqi/index.html")
        .unwrap();
    let page = String::from_utf8(page.bytes).unwrap();
    assert!(
        page.contains("<main id=\"main\">\nOwn page of xiangqi: "),
        "{page}"
    );
}

/// Renders `value` through a macro of the built-in templates, as the page templates call it:
/// `import` is the file of macros, `call` the call with `value` named `name`
/// (`legend::legend(legend=legend)`).
pub(super) fn render_macro(
    import: &str,
    call: &str,
    name: &str,
    value: &impl serde::Serialize,
) -> String {
    let site = tempfile::tempdir().unwrap();
    std::fs::create_dir_all(site.path().join("templates")).unwrap();
    let module = call.split("::").next().unwrap_or_default();
    std::fs::write(
        site.path().join("templates/macro-test.html"),
        format!("{{% import \"{import}\" as {module} %}}{{{{ {call} }}}}"),
    )
    .unwrap();
    let templates = Templates::load(site.path()).unwrap();
    let mut context = tera::Context::new();
    context.insert(name, value);
    templates.render("macro-test.html", &context).unwrap()
}
