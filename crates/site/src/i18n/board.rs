//! Messages for the browser's scripts: each `board-*` message as a pattern the board fills in
//! itself (`theme/board/messages.js`), and each `script-*` one for the site's own scripts
//! (`theme/site.js`, `theme/search.js`), variables written `{name}`.

use std::collections::BTreeMap;

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};

use super::{Catalogue, FALLBACK};

/// The prefix of the ids the board uses.
pub const BOARD_PREFIX: &str = "board-";

/// The prefix of the ids the site's own scripts use.
pub const SCRIPT_PREFIX: &str = "script-";

/// The prefix of the names rulesets give (`term-horse`), which the board says too: pieces in
/// its screen-reader labels and moves told in words.
pub const TERM_PREFIX: &str = "term-";

impl Catalogue {
    /// Every `board-*` and `term-*` message in `lang` (English where `lang` lacks one), as JSON
    /// text of an object from id to pattern, safe to place inside a `<script>` element. A
    /// message the browser cannot fill in (a selector, a term, a function) is an error naming
    /// it.
    pub fn board_messages(&self, lang: &str) -> Result<String, String> {
        self.browser_messages_of(lang, &[BOARD_PREFIX, TERM_PREFIX])
    }

    /// Every message whose id starts with `prefix`, in `lang`, as [`Self::board_messages`]
    /// gives the board's.
    pub fn browser_messages(&self, lang: &str, prefix: &str) -> Result<String, String> {
        self.browser_messages_of(lang, &[prefix])
    }

    /// Every message whose id starts with one of `prefixes`, in `lang` (a language's own
    /// `term-*` message where English has none included).
    fn browser_messages_of(&self, lang: &str, prefixes: &[&str]) -> Result<String, String> {
        let mut patterns = BTreeMap::new();
        let english = &self.bundles[FALLBACK];
        let own = self.bundles.get(lang).map(|b| &b.ids);
        let ids: std::collections::BTreeSet<&String> = english
            .ids
            .iter()
            .chain(own.into_iter().flatten())
            .collect();
        for id in ids
            .into_iter()
            .filter(|id| prefixes.iter().any(|p| id.starts_with(p)))
        {
            let message = [lang, FALLBACK]
                .into_iter()
                .filter_map(|l| self.bundles.get(l))
                .find_map(|b| b.bundle.get_message(id))
                .and_then(|m| m.value());
            if let Some(pattern) = message {
                patterns.insert(id.as_str(), browser_pattern(id, pattern)?);
            }
        }
        let json = serde_json::to_string(&patterns).map_err(|e| e.to_string())?;
        // `</script>` or `<!--` inside a message would end the element early.
        Ok(json.replace('<', "\\u003c"))
    }
}

/// `pattern` with each variable written `{name}`, or why the browser cannot fill it in.
fn browser_pattern(id: &str, pattern: &Pattern<&str>) -> Result<String, String> {
    let mut text = String::new();
    for element in &pattern.elements {
        match element {
            PatternElement::TextElement { value } => text.push_str(value),
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::VariableReference { id: var }),
            } => {
                text.push('{');
                text.push_str(var.name);
                text.push('}');
            }
            PatternElement::Placeable {
                expression: Expression::Inline(InlineExpression::StringLiteral { value }),
            } => text.push_str(value),
            PatternElement::Placeable { .. } => {
                return Err(format!(
                    "board message `{id}` uses more than text and `{{ $variable }}`, which the \
                     board cannot fill in"
                ))
            }
        }
    }
    Ok(text)
}
