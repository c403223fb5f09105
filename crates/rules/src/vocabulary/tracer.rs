//! A [`Deserializer`] with no text behind it that notes what a reader asks for (see the
//! module above).

use std::cell::RefCell;
use std::collections::BTreeSet;
use std::fmt;

use serde::de::value::BorrowedStrDeserializer;
use serde::de::{self, DeserializeSeed, Deserializer, IntoDeserializer, Visitor};

use super::Words;

/// Deeper than this a reader is taken to be recursive and is not followed.
const MAX_DEPTH: usize = 12;

/// The word offered where a reader takes a number or a keyword: no reader knows it, so the
/// keyword reader answers with its list.
const NO_SUCH_WORD: &str = "\u{1}no such word";

/// Runs `read` over tracing deserializers until every field and variant has been offered,
/// and returns what the reader asked for.
pub(super) fn trace(read: impl Fn(Tracer<'_>) -> Result<(), TraceError>) -> Words {
    let state = RefCell::new(State::default());
    loop {
        let before = state.borrow().complete.len();
        // A reader refusing the few fields it was offered is expected: it has still asked.
        let _ = read(Tracer {
            state: &state,
            path: Vec::new(),
        });
        let state = state.borrow();
        if state.complete.contains(&Vec::new()) || state.complete.len() == before {
            return state.words.clone();
        }
    }
}

/// What has been noted so far.
#[derive(Default)]
struct State {
    words: Words,
    /// The places whose every field and variant has been offered, all the way down.
    complete: BTreeSet<Vec<&'static str>>,
}

impl State {
    fn place(&mut self, path: &[&'static str]) -> &mut Words {
        let mut words = &mut self.words;
        for &key in path {
            let at = match words.keys.iter().position(|(k, _)| *k == key) {
                Some(at) => at,
                None => {
                    words.keys.push((key, Words::default()));
                    words.keys.len() - 1
                }
            };
            words = &mut words.keys[at].1;
        }
        words
    }

    fn note_keywords(&mut self, path: &[&'static str], keywords: &[&'static str]) {
        let place = self.place(path);
        for keyword in keywords {
            if !place.keywords.contains(keyword) {
                place.keywords.push(keyword);
            }
        }
    }

    /// The first of `names` under `path` not yet complete, noting `path` complete when none.
    fn next(&mut self, path: &[&'static str], names: &[&'static str]) -> Option<&'static str> {
        let found = names.iter().copied().find(|name| {
            let mut below = path.to_vec();
            below.push(name);
            !self.complete.contains(&below)
        });
        if found.is_none() {
            self.complete.insert(path.to_vec());
        }
        found
    }
}

/// The error of a traced read; it keeps serde's list of expected keywords when there is one.
#[derive(Debug)]
pub struct TraceError(Option<&'static [&'static str]>);

impl fmt::Display for TraceError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("traced")
    }
}

impl std::error::Error for TraceError {}

impl de::Error for TraceError {
    fn custom<T: fmt::Display>(_: T) -> Self {
        TraceError(None)
    }

    fn unknown_variant(_: &str, expected: &'static [&'static str]) -> Self {
        TraceError(Some(expected))
    }
}

/// The tracing deserializer at one place of the ruleset.
pub struct Tracer<'a> {
    state: &'a RefCell<State>,
    path: Vec<&'static str>,
}

impl<'a> Tracer<'a> {
    fn below(&self, key: &'static str) -> Tracer<'a> {
        let mut path = self.path.clone();
        path.push(key);
        Tracer {
            state: self.state,
            path,
        }
    }

    fn same(&self) -> Tracer<'a> {
        Tracer {
            state: self.state,
            path: self.path.clone(),
        }
    }

    /// Notes a value with nothing below it.
    fn leaf(&self) {
        self.state.borrow_mut().complete.insert(self.path.clone());
    }

    /// After offering `offered` of `names`: an offer the reader took nothing from is given up
    /// (so one unreadable field cannot hide the next), and the place is complete when all are.
    fn settle(&self, offered: Option<&'static str>, before: usize, names: &[&'static str]) {
        let mut state = self.state.borrow_mut();
        if let (Some(name), true) = (offered, state.complete.len() == before) {
            let mut below = self.path.clone();
            below.push(name);
            state.complete.insert(below);
        }
        state.next(&self.path, names);
    }

    fn too_deep(&self) -> bool {
        if self.path.len() > MAX_DEPTH {
            self.leaf();
        }
        self.path.len() > MAX_DEPTH
    }
}

macro_rules! leaves {
    ($($method:ident => $visit:ident($($value:expr)?);)*) => {
        $(fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, TraceError> {
            self.leaf();
            visitor.$visit($($value)?)
        })*
    };
}

impl<'de> Deserializer<'de> for Tracer<'_> {
    type Error = TraceError;

    leaves! {
        deserialize_bool => visit_bool(false);
        deserialize_i8 => visit_i64(0);
        deserialize_i16 => visit_i64(0);
        deserialize_i32 => visit_i64(0);
        deserialize_i64 => visit_i64(0);
        deserialize_u8 => visit_u64(0);
        deserialize_u16 => visit_u64(0);
        deserialize_u32 => visit_u64(0);
        deserialize_u64 => visit_u64(0);
        deserialize_f32 => visit_f64(0.0);
        deserialize_f64 => visit_f64(0.0);
        deserialize_char => visit_char('a');
        deserialize_str => visit_str("");
        deserialize_string => visit_str("");
        deserialize_bytes => visit_bytes(&[]);
        deserialize_byte_buf => visit_bytes(&[]);
        deserialize_unit => visit_unit();
        deserialize_identifier => visit_str("");
        deserialize_ignored_any => visit_unit();
    }

    /// A number or a keyword: offered a word nobody knows, a keyword reader lists its own.
    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, TraceError> {
        self.leaf();
        let result = visitor.visit_str(NO_SUCH_WORD);
        if let Err(TraceError(Some(keywords))) = &result {
            self.state.borrow_mut().note_keywords(&self.path, keywords);
        }
        result
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, TraceError> {
        visitor.visit_some(self)
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, TraceError> {
        self.deserialize_tuple(1, visitor)
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        if self.too_deep() {
            return Err(TraceError(None));
        }
        visitor.visit_seq(Items(self, len))
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        self.deserialize_tuple(len, visitor)
    }

    /// A mapping with any keys: one entry, its value read at the same place.
    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, TraceError> {
        if self.too_deep() {
            return Err(TraceError(None));
        }
        let value = self.same();
        visitor.visit_map(Entry(Some(("name", value))))
    }

    /// A struct: its fields noted, and the first one not yet complete offered.
    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        if self.too_deep() {
            return Err(TraceError(None));
        }
        let offered = {
            let mut state = self.state.borrow_mut();
            for field in fields {
                let mut below = self.path.clone();
                below.push(field);
                state.place(&below);
            }
            state.next(&self.path, fields)
        };
        let before = self.state.borrow().complete.len();
        let entry = offered.map(|field| (field, self.below(field)));
        let result = visitor.visit_map(Entry(entry));
        self.settle(offered, before, fields);
        result
    }

    /// An enum: its variants noted as keywords, and the first not yet complete chosen.
    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        if self.too_deep() {
            return Err(TraceError(None));
        }
        let chosen = {
            let mut state = self.state.borrow_mut();
            state.note_keywords(&self.path, variants);
            state.next(&self.path, variants)
        };
        let Some(variant) = chosen.or(variants.first().copied()) else {
            return Err(TraceError(None));
        };
        let before = self.state.borrow().complete.len();
        let result = visitor.visit_enum(Variant(variant, self.below(variant)));
        self.settle(chosen, before, variants);
        result
    }
}

/// The items of a sequence or tuple, each read at the sequence's place.
struct Items<'a>(Tracer<'a>, usize);

impl<'de> de::SeqAccess<'de> for Items<'_> {
    type Error = TraceError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, TraceError> {
        if self.1 == 0 {
            return Ok(None);
        }
        self.1 -= 1;
        seed.deserialize(self.0.same()).map(Some)
    }
}

/// A mapping of at most one entry.
struct Entry<'a>(Option<(&'static str, Tracer<'a>)>);

impl<'de> de::MapAccess<'de> for Entry<'_> {
    type Error = TraceError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, TraceError> {
        match &self.0 {
            Some((key, _)) => seed
                .deserialize(BorrowedStrDeserializer::new(key))
                .map(Some),
            None => Ok(None),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<T::Value, TraceError> {
        match self.0.take() {
            Some((_, value)) => seed.deserialize(value),
            None => Err(TraceError(None)),
        }
    }
}

/// The variant chosen, with the tracer for what it holds.
struct Variant<'a>(&'static str, Tracer<'a>);

impl<'de, 'a> de::EnumAccess<'de> for Variant<'a> {
    type Error = TraceError;
    type Variant = Tracer<'a>;

    fn variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<(T::Value, Tracer<'a>), TraceError> {
        let name: de::value::StrDeserializer<'_, TraceError> = self.0.into_deserializer();
        Ok((seed.deserialize(name)?, self.1))
    }
}

impl<'de> de::VariantAccess<'de> for Tracer<'_> {
    type Error = TraceError;

    fn unit_variant(self) -> Result<(), TraceError> {
        self.leaf();
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(
        self,
        seed: T,
    ) -> Result<T::Value, TraceError> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(
        self,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        self.deserialize_tuple(len, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, TraceError> {
        self.deserialize_struct("", fields, visitor)
    }
}
