//! Templates and theme: the built-in files (the repository's `templates/` and `theme/`,
//! compiled into the binary) overridden one by one by files in the site's own folders.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use tera::{Context, Tera};
use walkdir::WalkDir;

use crate::diagrams::BUILTIN_FONTS;
use crate::i18n::{Catalogue, Translate, Words};
use crate::problem::Problem;

// `BUILTIN_TEMPLATES` and `BUILTIN_THEME`: every file of the repository's `templates/` and
// `theme/` (fonts aside), listed by the crate's build script.
include!(concat!(env!("OUT_DIR"), "/builtin_files.rs"));

/// The templates of one build, ready to render.
pub struct Templates {
    tera: Tera,
    origins: BTreeMap<String, PathBuf>,
    /// The interface's messages, every language of the site.
    catalogue: Arc<Catalogue>,
    /// The language `t()` gives messages in.
    lang: String,
}

impl Templates {
    /// Loads the built-in templates, then the site's `templates/` files over them by name,
    /// with the English messages only (for tests of a single-language site).
    #[cfg(test)]
    pub(crate) fn load(site: &Path) -> Result<Templates, Problem> {
        Templates::load_languages(site, &[crate::i18n::FALLBACK.to_string()])
    }

    /// Loads the templates and the messages of `languages`; `t()` gives the first one's.
    pub fn load_languages(site: &Path, languages: &[String]) -> Result<Templates, Problem> {
        let catalogue = Arc::new(Catalogue::load(site, languages)?);
        let lang = languages
            .first()
            .map_or(crate::i18n::FALLBACK, String::as_str);
        let templates = Templates::load_tera(site, catalogue.clone(), lang)?;
        Ok(templates.for_language(lang))
    }

    fn load_tera(site: &Path, catalogue: Arc<Catalogue>, lang: &str) -> Result<Templates, Problem> {
        let mut sources: BTreeMap<String, (PathBuf, String)> = BUILTIN_TEMPLATES
            .iter()
            .map(|(name, text)| {
                let origin = PathBuf::from(format!("<built-in>/templates/{name}"));
                (name.to_string(), (origin, text.to_string()))
            })
            .collect();
        let folder = site.join("templates");
        for (name, path) in files_under(&folder) {
            let text = std::fs::read_to_string(&path).map_err(|error| {
                Problem::new(&path, "", format!("cannot read template: {error}"))
            })?;
            sources.insert(name, (path, text));
        }
        let mut tera = Tera::default();
        tera.autoescape_on(vec![".html", ".xml"]);
        tera.set_escape_fn(escape_html);
        let origins: BTreeMap<String, PathBuf> = sources
            .iter()
            .map(|(name, (origin, _))| (name.clone(), origin.clone()))
            .collect();
        if let Err(error) =
            tera.add_raw_templates(sources.iter().map(|(n, (_, t))| (n.clone(), t.clone())))
        {
            // Tera names the failing template in quotes; point at the file it came from.
            let text = error.to_string();
            let culprit = origins
                .iter()
                .find(|(name, _)| text.contains(&format!("'{name}'")));
            return Err(match culprit {
                Some((name, origin)) => template_problem(origin, name, &error),
                None => template_problem(&folder, "", &error),
            });
        }
        Ok(Templates {
            tera,
            origins,
            catalogue,
            lang: lang.to_string(),
        })
    }

    /// The interface's messages in the templates' language.
    pub fn words(&self) -> Words<'_> {
        Words::new(&self.catalogue, &self.lang)
    }

    /// The interface's messages, every language.
    pub fn catalogue(&self) -> &Catalogue {
        &self.catalogue
    }

    /// The same templates, with `t()` giving the messages in `lang`.
    pub fn for_language(&self, lang: &str) -> Templates {
        let mut tera = self.tera.clone();
        tera.register_function(
            "t",
            Translate {
                catalogue: self.catalogue.clone(),
                lang: lang.to_string(),
            },
        );
        Templates {
            tera,
            origins: self.origins.clone(),
            catalogue: self.catalogue.clone(),
            lang: lang.to_string(),
        }
    }

    /// Renders template `name` with `context`.
    pub fn render(&self, name: &str, context: &Context) -> Result<String, Problem> {
        let mut page = Vec::new();
        self.render_into(name, context, &mut page)?;
        // Tera writes only the UTF-8 of its templates and values.
        String::from_utf8(page).map_err(|error| {
            Problem::new(name, "", format!("template output is not UTF-8: {error}"))
        })
    }

    /// Renders template `name` with `context` at the end of `page` (a buffer kept between
    /// pages saves growing a new one for each).
    pub fn render_into(
        &self,
        name: &str,
        context: &Context,
        page: &mut Vec<u8>,
    ) -> Result<(), Problem> {
        self.tera.render_to(name, context, page).map_err(|error| {
            let origin = self
                .origins
                .get(name)
                .cloned()
                .unwrap_or_else(|| PathBuf::from(name));
            template_problem(&origin, name, &error)
        })
    }
}

/// Escapes text for HTML exactly as Tera's own escaping does (`&`, `<`, `>`, `"`, `'` and
/// `/`), copying runs without those characters whole instead of one character at a time.
pub fn escape_html(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + text.len() / 8);
    let mut copied = 0;
    for (at, byte) in text.bytes().enumerate() {
        let entity = match byte {
            b'&' => "&amp;",
            b'<' => "&lt;",
            b'>' => "&gt;",
            b'"' => "&quot;",
            b'\'' => "&#x27;",
            b'/' => "&#x2F;",
            _ => continue,
        };
        // The characters escaped are ASCII, so `at` is always on a character boundary.
        out.push_str(&text[copied..at]);
        out.push_str(entity);
        copied = at + 1;
    }
    out.push_str(&text[copied..]);
    out
}

fn template_problem(origin: &Path, name: &str, error: &tera::Error) -> Problem {
    let mut message = error.to_string();
    let mut source = std::error::Error::source(error);
    while let Some(cause) = source {
        message.push_str(": ");
        message.push_str(&cause.to_string());
        source = cause.source();
    }
    let location = line_of(&message);
    let field = if name.is_empty() {
        String::new()
    } else {
        format!("template {name}")
    };
    Problem::new(origin, field, message.replace('\n', " "))
        .at(location)
        .with_hint("templates use Tera syntax; compare with the built-in templates in the repository's templates/ folder")
}

/// Tera writes parse errors with a ` --> line:column` marker.
fn line_of(message: &str) -> Option<crate::problem::Location> {
    let rest = &message[message.find("--> ")? + 4..];
    let mut numbers = rest
        .split(|c: char| !c.is_ascii_digit())
        .filter(|s| !s.is_empty());
    let line = numbers.next()?.parse().ok()?;
    let column = numbers.next()?.parse().ok()?;
    Some(crate::problem::Location { line, column })
}

/// Every file under `folder`, as (path relative to `folder` with `/`, full path), sorted.
fn files_under(folder: &Path) -> Vec<(String, PathBuf)> {
    WalkDir::new(folder)
        .sort_by_file_name()
        .into_iter()
        .filter_map(Result::ok)
        .filter(|e| e.file_type().is_file())
        .filter_map(|e| {
            let relative = e.path().strip_prefix(folder).ok()?;
            let name = relative
                .components()
                .map(|c| c.as_os_str().to_string_lossy())
                .collect::<Vec<_>>()
                .join("/");
            Some((name, e.into_path()))
        })
        .collect()
}

/// The theme files to publish under `/theme/`: built-ins (the shipped CJK fonts among them,
/// the stylesheet's last resort), overridden or extended by the site's `theme/` folder (its
/// own fonts excepted: they are for rendering PNGs).
pub fn theme_files(site: &Path) -> Result<BTreeMap<String, Vec<u8>>, Problem> {
    let mut files: BTreeMap<String, Vec<u8>> = BUILTIN_THEME
        .iter()
        .map(|(name, bytes)| (name.to_string(), bytes.to_vec()))
        .collect();
    for (name, bytes) in BUILTIN_FONTS {
        files.insert(format!("fonts/{name}"), bytes.to_vec());
    }
    for (name, path) in files_under(&site.join("theme")) {
        if name.starts_with("fonts/") {
            continue;
        }
        let bytes = std::fs::read(&path)
            .map_err(|error| Problem::new(&path, "", format!("cannot read theme file: {error}")))?;
        files.insert(name, bytes);
    }
    Ok(files)
}

#[cfg(test)]
mod tests {
    use super::escape_html;

    #[test]
    fn escaping_matches_teras_own() {
        for text in [
            "",
            "plain",
            "a & b < c > d \"e\" 'f' /g/",
            "象棋 <b>é</b>/",
            "&&//''",
        ] {
            assert_eq!(escape_html(text), tera::escape_html(text), "{text}");
        }
    }
}
