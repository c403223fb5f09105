//! Messages for the browser's scripts: each `board-*` message as a pattern the board fills in
//! itself (`theme/board/messages.js`), with the `term-*` names it says in a phrase, and each `script-*` one for the site's own scripts
//! (`theme/site.js`, `theme/search.js`), variables written `{name}`.

use std::collections::{BTreeMap, BTreeSet};

use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement};

use super::{Catalogue, FALLBACK};

/// The prefix of the ids the board uses.
pub const BOARD_PREFIX: &str = "board-";

/// The prefix of the ids the site's own scripts use.
pub const SCRIPT_PREFIX: &str = "script-";

/// The prefix of the ruleset's names (`term-horse`), shipped with the board's messages so
/// the board says a result's piece and shape names as the page does.
pub const TERM_PREFIX: &str = "term-";

impl Catalogue {
    /// Every `board-*` message in `lang` (English where `lang` lacks one), as JSON text of an
    /// object from id to pattern, safe to place inside a `<script>` element, with the
    /// `term-*` names the board can fill in (a ruleset's pieces and shapes). A board message
    /// the browser cannot fill in (a selector, a term, a function) is an error naming it.
    pub fn board_messages(&self, lang: &str) -> Result<String, String> {
        let mut patterns = self.browser_patterns(lang, BOARD_PREFIX)?;
        patterns.extend(self.term_patterns(lang));
        to_script_json(&patterns)
    }

    /// Every message whose id starts with `prefix`, in `lang`, as [`Self::board_messages`]
    /// gives the board's.
    pub fn browser_messages(&self, lang: &str, prefix: &str) -> Result<String, String> {
        to_script_json(&self.browser_patterns(lang, prefix)?)
    }

    /// The patterns of the messages whose id starts with `prefix` (ids English defines), in
    /// `lang` or else English.
    fn browser_patterns(
        &self,
        lang: &str,
        prefix: &str,
    ) -> Result<BTreeMap<String, String>, String> {
        let mut patterns = BTreeMap::new();
        let english = &self.bundles[FALLBACK];
        for id in english.ids.iter().filter(|id| id.starts_with(prefix)) {
            if let Some(pattern) = self.pattern(lang, id) {
                patterns.insert(id.clone(), browser_pattern(id, pattern)?);
            }
        }
        Ok(patterns)
    }

    /// The `term-*` names of `lang` or English that are plain text (a name needing more is
    /// left out: the board then says it as the ruleset writes it).
    fn term_patterns(&self, lang: &str) -> BTreeMap<String, String> {
        let ids: BTreeSet<&String> = [lang, FALLBACK]
            .into_iter()
            .filter_map(|l| self.bundles.get(l))
            .flat_map(|b| b.ids.iter())
            .filter(|id| id.starts_with(TERM_PREFIX))
            .collect();
        ids.into_iter()
            .filter_map(|id| {
                let pattern = browser_pattern(id, self.pattern(lang, id)?).ok()?;
                Some((id.clone(), pattern))
            })
            .collect()
    }

    /// The value of message `id` in `lang`, else in English.
    fn pattern(&self, lang: &str, id: &str) -> Option<&Pattern<&str>> {
        [lang, FALLBACK]
            .into_iter()
            .filter_map(|l| self.bundles.get(l))
            .find_map(|b| b.bundle.get_message(id))
            .and_then(|m| m.value())
    }
}

/// `patterns` as JSON text safe inside a `<script>` element.
fn to_script_json(patterns: &BTreeMap<String, String>) -> Result<String, String> {
    let json = serde_json::to_string(patterns).map_err(|e| e.to_string())?;
    // `</script>` or `<!--` inside a message would end the element early.
    Ok(json.replace('<', "\\u003c"))
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
