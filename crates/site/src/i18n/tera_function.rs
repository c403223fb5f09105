//! `t(id=..., name=value...)`: a template's way to a message in its page's language. A
//! message is written into the page as it is (it may hold links, as a template does); the
//! text values handed to it are escaped.

use std::collections::HashMap;
use std::sync::Arc;

use fluent_bundle::{FluentArgs, FluentValue};
use tera::Value;

use super::Catalogue;

/// The `t` function of one language's templates.
pub(crate) struct Translate {
    pub(crate) catalogue: Arc<Catalogue>,
    pub(crate) lang: String,
}

impl tera::Function for Translate {
    fn call(&self, args: &HashMap<String, Value>) -> tera::Result<Value> {
        let id = match args.get("id") {
            Some(Value::String(id)) => id,
            _ => return Err("t() needs the message id: t(id=\"nav-games\")".into()),
        };
        let mut fluent = FluentArgs::new();
        for (name, value) in args.iter().filter(|(name, _)| *name != "id") {
            let value = match value {
                Value::Number(n) => match n.as_f64() {
                    Some(n) => FluentValue::from(n),
                    None => FluentValue::from(n.to_string()),
                },
                // Messages are markup the site writes, like the templates; what a template
                // hands them is text, escaped here.
                Value::String(s) => FluentValue::from(escape_text(s)),
                Value::Bool(b) => FluentValue::from(b.to_string()),
                Value::Null => FluentValue::None,
                other => FluentValue::from(other.to_string()),
            };
            fluent.set(name.clone(), value);
        }
        let args = (!args.is_empty()).then_some(&fluent);
        self.catalogue
            .format(&self.lang, id, args)
            .map(Value::String)
            .map_err(tera::Error::msg)
    }

    fn is_safe(&self) -> bool {
        true
    }
}

/// `text` escaped for HTML text and quoted attributes (`&`, `<`, `>`, `"`, `'`); a `/` is
/// left as it is, so that the links handed to a message read as they do in the templates.
fn escape_text(text: &str) -> String {
    tera::escape_html(text).replace("&#x2F;", "/")
}
