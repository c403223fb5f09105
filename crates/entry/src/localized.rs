//! Text the archive writes in its own words, in English and, where an edition has one, in
//! another language: `summary: "..."`, or `summary: {en: "...", zh: "..."}`.

use std::collections::BTreeMap;
use std::fmt;
use std::ops::Deref;

use serde::de::{self, MapAccess, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// The language every localized field must have, and the one shown when an edition's
/// language has no text of its own.
pub const FALLBACK_LANGUAGE: &str = "en";

/// One field of the archive's own text, by language. It reads as its English text
/// (`Deref<Target = str>`), so code that knows no edition keeps working unchanged.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Localized {
    en: String,
    /// Texts in other languages, by BCP 47 tag (`zh`).
    others: BTreeMap<String, String>,
}

/// A localized field's text in one language, and whether it is that language's own.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shown<'a> {
    /// The text.
    pub text: &'a str,
    /// The language the text is in: the one asked for, or English in its place.
    pub lang: &'a str,
    /// True when the language asked for has no text, so the English stands in.
    pub fallback: bool,
}

impl Localized {
    /// English text only.
    pub fn english(text: impl Into<String>) -> Localized {
        Localized {
            en: text.into(),
            others: BTreeMap::new(),
        }
    }

    /// The same text with `text` as its `lang` version.
    pub fn with(mut self, lang: &str, text: impl Into<String>) -> Localized {
        match lang {
            FALLBACK_LANGUAGE => self.en = text.into(),
            _ => {
                self.others.insert(lang.to_string(), text.into());
            }
        }
        self
    }

    /// The English text.
    pub fn en(&self) -> &str {
        &self.en
    }

    /// The text in `lang` if the field has one.
    pub fn get(&self, lang: &str) -> Option<&str> {
        match lang {
            FALLBACK_LANGUAGE => Some(&self.en),
            _ => self.others.get(lang).map(String::as_str),
        }
    }

    /// The text to show in `lang`: its own, or the English marked as standing in.
    pub fn shown(&self, lang: &str) -> Shown<'_> {
        if let Some((lang, text)) = self.others.get_key_value(lang) {
            return Shown {
                text,
                lang,
                fallback: false,
            };
        }
        Shown {
            text: &self.en,
            lang: FALLBACK_LANGUAGE,
            fallback: lang != FALLBACK_LANGUAGE,
        }
    }

    /// The English text (as `String::as_str` gives a string's).
    pub fn as_str(&self) -> &str {
        &self.en
    }

    /// The languages other than English the field has text in.
    pub fn other_languages(&self) -> impl Iterator<Item = &str> {
        self.others.keys().map(String::as_str)
    }
}

impl Deref for Localized {
    type Target = str;

    fn deref(&self) -> &str {
        &self.en
    }
}

impl fmt::Display for Localized {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.en)
    }
}

impl From<&str> for Localized {
    fn from(text: &str) -> Localized {
        Localized::english(text)
    }
}

impl From<String> for Localized {
    fn from(text: String) -> Localized {
        Localized::english(text)
    }
}

impl Serialize for Localized {
    /// As it is written: a string when the field is English only, a map by language
    /// otherwise.
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.others.is_empty() {
            return serializer.serialize_str(&self.en);
        }
        let mut all: BTreeMap<&str, &str> = BTreeMap::new();
        all.insert(FALLBACK_LANGUAGE, &self.en);
        all.extend(self.others.iter().map(|(k, v)| (k.as_str(), v.as_str())));
        all.serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for Localized {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Localized, D::Error> {
        deserializer.deserialize_any(LocalizedVisitor)
    }
}

struct LocalizedVisitor;

impl<'de> Visitor<'de> for LocalizedVisitor {
    type Value = Localized;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("text, or texts by language such as {en: ..., zh: ...}")
    }

    fn visit_str<E: de::Error>(self, text: &str) -> Result<Localized, E> {
        Ok(Localized::english(text))
    }

    fn visit_string<E: de::Error>(self, text: String) -> Result<Localized, E> {
        Ok(Localized::english(text))
    }

    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Localized, A::Error> {
        let mut en = None;
        let mut others = BTreeMap::new();
        while let Some(lang) = map.next_key::<String>()? {
            if !is_language_tag(&lang) {
                return Err(de::Error::custom(format!(
                    "`{lang}` is not a language tag; write the texts by language, such as \
                     {{en: ..., zh: ...}}"
                )));
            }
            let text: String = map.next_value()?;
            let duplicate = match lang.as_str() {
                FALLBACK_LANGUAGE => en.replace(text).is_some(),
                _ => others.insert(lang.clone(), text).is_some(),
            };
            if duplicate {
                return Err(de::Error::custom(format!("`{lang}` is given twice")));
            }
        }
        let en = en.ok_or_else(|| {
            de::Error::custom(
                "the English text is missing: every language falls back to `en`, so write \
                 {en: ..., zh: ...}",
            )
        })?;
        Ok(Localized { en, others })
    }
}

/// A BCP 47 tag as the archive writes them: letters, digits and `-`, starting with a
/// letter (`en`, `zh`, `zh-Hant`).
pub fn is_language_tag(tag: &str) -> bool {
    tag.len() <= 35
        && tag.starts_with(|c: char| c.is_ascii_alphabetic())
        && tag.chars().all(|c| c.is_ascii_alphanumeric() || c == '-')
        && !tag.ends_with('-')
        && !tag.contains("--")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_string_is_the_english_text() {
        let text: Localized = serde_yaml::from_str("Start position").unwrap();
        assert_eq!(&*text, "Start position");
        assert_eq!(text.get("zh"), None);
        let shown = text.shown("zh");
        assert_eq!(
            (shown.text, shown.lang, shown.fallback),
            ("Start position", "en", true)
        );
    }

    #[test]
    fn a_map_gives_each_language_its_own_text() {
        let text: Localized = serde_yaml::from_str("{en: Start position, zh: 初始局面}").unwrap();
        assert_eq!(text.en(), "Start position");
        let shown = text.shown("zh");
        assert_eq!(
            (shown.text, shown.lang, shown.fallback),
            ("初始局面", "zh", false)
        );
        assert_eq!(
            serde_yaml::to_string(&text).unwrap(),
            "en: Start position\nzh: 初始局面\n"
        );
    }

    #[test]
    fn a_map_without_english_is_refused_with_the_shape_to_write() {
        let error = serde_yaml::from_str::<Localized>("{zh: 初始局面}").unwrap_err();
        assert!(error.to_string().contains("{en: ..., zh: ...}"), "{error}");
        let error = serde_yaml::from_str::<Localized>("{en: a, 'not a tag': b}").unwrap_err();
        assert!(error.to_string().contains("not a language tag"), "{error}");
    }
}
