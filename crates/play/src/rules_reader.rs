//! Reads a ruleset's JSON into a [`RulesSpec`] with less generated code than
//! `serde_json::from_str::<RulesSpec>`, because code size matters in the browser.
//!
//! `RulesSpec` is tagged by its `family` field. Serde reads a tagged enum by first buffering the
//! whole object, then handing every nested type to its general-purpose buffered reader, which
//! accepts every shape for every type (a struct written as a list, numbers as field names, byte
//! strings). Each of the hundred or so spec types then carries code for all those shapes. Here
//! the text is parsed once into a [`serde_json::Value`], the family is picked by hand, and the
//! family's spec reads from [`ValueReader`], which offers each type only the shapes JSON text can
//! hold: a struct only as an object, a name only as a string. Every ruleset reads to the same
//! spec as before (tests/rules_reader.rs checks each one in content/games), and the same
//! mistakes are refused; error messages lose the line and column, which name a spot in
//! generated JSON the reader never sees anyway. A struct reads its fields as a list in the
//! order it declares them (see `struct_reader`), which needs less code again.

mod struct_reader;

use std::fmt;

use boardlore_engine::RulesSpec;
use serde::de::{self, DeserializeSeed, Error as _, IntoDeserializer, Visitor};
use serde_json::{Map, Value};

/// Reads a ruleset's `rules` from JSON text; the error says what is wrong. Text and lists
/// larger than the engine takes are refused before they are read (see `rules_size`).
pub fn read_rules(json: &str) -> Result<RulesSpec, String> {
    crate::rules_size::check_text(json)?;
    let value: Value = serde_json::from_str(json).map_err(|e| e.to_string())?;
    crate::rules_size::check_lists(&value)?;
    read_rules_value(value).map_err(|e| e.message)
}

/// Reads a ruleset's `rules` from parsed JSON.
fn read_rules_value(value: Value) -> Result<RulesSpec, ReadError> {
    let Value::Object(mut fields) = value else {
        return Err(ReadError::invalid_type(
            unexpected(&value),
            &"a ruleset object with a `family` field",
        ));
    };
    let family = match fields.remove("family") {
        Some(Value::String(family)) => family,
        Some(other) => {
            return Err(ReadError::invalid_type(
                unexpected(&other),
                &"the family's name",
            ))
        }
        None => return Err(ReadError::missing_field("family")),
    };
    // The engine owns the list of families and which spec each one reads.
    RulesSpec::read_family(&family, ValueReader(Value::Object(fields)))
}

/// What went wrong reading a ruleset, as serde words it.
#[derive(Debug)]
pub struct ReadError {
    /// The message.
    message: String,
    /// For a list or struct that ran short, how many items it had: a struct missing a field
    /// reports it this way, and `struct_reader` names the field instead.
    pub(crate) ran_short_at: Option<usize>,
}

impl ReadError {
    fn new(message: String) -> Self {
        ReadError {
            message,
            ran_short_at: None,
        }
    }
}

impl fmt::Display for ReadError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.message)
    }
}

impl std::error::Error for ReadError {}

impl de::Error for ReadError {
    fn custom<T: fmt::Display>(message: T) -> Self {
        ReadError::new(message.to_string())
    }

    fn invalid_type(found: de::Unexpected, expected: &dyn de::Expected) -> Self {
        ReadError::new(format!(
            "invalid type: {}, expected {expected}",
            Found(found)
        ))
    }

    fn invalid_value(found: de::Unexpected, expected: &dyn de::Expected) -> Self {
        ReadError::new(format!(
            "invalid value: {}, expected {expected}",
            Found(found)
        ))
    }

    fn invalid_length(len: usize, expected: &dyn de::Expected) -> Self {
        ReadError {
            message: format!("invalid length {len}, expected {expected}"),
            ran_short_at: Some(len),
        }
    }
}

/// What a value turned out to be, in serde's words. serde's own wording of a fractional
/// number goes through the standard float formatting, a few kilobytes of code the browser
/// module otherwise does without; here it is written by serde_json's number writer, which
/// the module carries anyway.
struct Found<'a>(de::Unexpected<'a>);

impl fmt::Display for Found<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            de::Unexpected::Float(number) => match serde_json::Number::from_f64(number) {
                Some(number) => write!(f, "floating point `{number}`"),
                None => f.write_str("floating point"),
            },
            de::Unexpected::Bool(b) => write!(f, "boolean `{b}`"),
            de::Unexpected::Unsigned(n) => write!(f, "integer `{n}`"),
            de::Unexpected::Signed(n) => write!(f, "integer `{n}`"),
            de::Unexpected::Str(s) => write!(f, "string {s:?}"),
            de::Unexpected::Unit => f.write_str("unit value"),
            de::Unexpected::Seq => f.write_str("sequence"),
            de::Unexpected::Map => f.write_str("map"),
            de::Unexpected::Other(other) => f.write_str(other),
            _ => f.write_str("a value of another kind"),
        }
    }
}

/// How a JSON value is named in a "found X, expected Y" message.
fn unexpected(value: &Value) -> de::Unexpected<'_> {
    match value {
        Value::Null => de::Unexpected::Unit,
        Value::Bool(b) => de::Unexpected::Bool(*b),
        Value::Number(n) => match (n.as_u64(), n.as_i64()) {
            (Some(u), _) => de::Unexpected::Unsigned(u),
            (None, Some(i)) => de::Unexpected::Signed(i),
            _ => de::Unexpected::Float(n.as_f64().unwrap_or(f64::NAN)),
        },
        Value::String(s) => de::Unexpected::Str(s),
        Value::Array(_) => de::Unexpected::Seq,
        Value::Object(_) => de::Unexpected::Map,
    }
}

/// A parsed JSON value handed to a spec type, offering each type only JSON's own shapes.
pub(crate) struct ValueReader(pub(crate) Value);

impl ValueReader {
    /// The "invalid type" error for this value.
    pub(crate) fn refuse(&self, expected: &dyn de::Expected) -> ReadError {
        ReadError::invalid_type(unexpected(&self.0), expected)
    }
}

impl<'de> de::Deserializer<'de> for ValueReader {
    type Error = ReadError;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            Value::Bool(b) => visitor.visit_bool(b),
            Value::Number(n) => match (n.as_u64(), n.as_i64()) {
                (Some(u), _) => visitor.visit_u64(u),
                (None, Some(i)) => visitor.visit_i64(i),
                _ => visitor.visit_f64(n.as_f64().unwrap_or(f64::NAN)),
            },
            Value::String(s) => visitor.visit_str(&s),
            Value::Array(items) => visitor.visit_seq(ListReader(items.into_iter())),
            Value::Object(fields) => visitor.visit_map(ObjectReader::new(fields)),
        }
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.0 {
            Value::Null => visitor.visit_none(),
            _ => visitor.visit_some(self),
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.0 {
            Value::Null => visitor.visit_unit(),
            _ => Err(self.refuse(&visitor)),
        }
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        self.deserialize_unit(visitor)
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.0 {
            Value::String(s) => visitor.visit_str(&s),
            _ => Err(self.refuse(&visitor)),
        }
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_str(visitor)
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        self.deserialize_str(visitor)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.0 {
            Value::Array(items) => visitor.visit_seq(ListReader(items.into_iter())),
            _ => Err(self.refuse(&visitor)),
        }
    }

    fn deserialize_tuple<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        self.deserialize_seq(visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        match self.0 {
            Value::Object(fields) => visitor.visit_map(ObjectReader::new(fields)),
            _ => Err(self.refuse(&visitor)),
        }
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        struct_reader::read_struct(self, fields, visitor)
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        _variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        match self.0 {
            Value::String(name) => visitor.visit_enum(name.into_deserializer()),
            Value::Object(fields) if fields.len() == 1 => {
                let (name, value) = fields.into_iter().next().expect("one field");
                visitor.visit_enum(VariantReader { name, value })
            }
            _ => Err(self.refuse(&visitor)),
        }
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, ReadError> {
        visitor.visit_unit()
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char bytes byte_buf
    }
}

/// The items of a JSON list, read one by one.
struct ListReader(std::vec::IntoIter<Value>);

impl<'de> de::SeqAccess<'de> for ListReader {
    type Error = ReadError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, ReadError> {
        match self.0.next() {
            Some(value) => seed.deserialize(ValueReader(value)).map(Some),
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.0.len())
    }
}

/// The fields of a JSON object, read name then value.
struct ObjectReader {
    fields: serde_json::map::IntoIter,
    value: Option<Value>,
}

impl ObjectReader {
    fn new(fields: Map<String, Value>) -> Self {
        ObjectReader {
            fields: fields.into_iter(),
            value: None,
        }
    }
}

impl<'de> de::MapAccess<'de> for ObjectReader {
    type Error = ReadError;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, ReadError> {
        match self.fields.next() {
            Some((name, value)) => {
                self.value = Some(value);
                seed.deserialize(ValueReader(Value::String(name))).map(Some)
            }
            None => Ok(None),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, ReadError> {
        match self.value.take() {
            Some(value) => seed.deserialize(ValueReader(value)),
            None => Err(de::Error::custom(
                "a field's value was asked for before its name",
            )),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.fields.len())
    }
}

/// An enum variant written as `{name: value}`.
struct VariantReader {
    name: String,
    value: Value,
}

impl<'de> de::EnumAccess<'de> for VariantReader {
    type Error = ReadError;
    type Variant = ValueReader;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, ValueReader), ReadError> {
        let name = seed.deserialize(ValueReader(Value::String(self.name)))?;
        Ok((name, ValueReader(self.value)))
    }
}

impl<'de> de::VariantAccess<'de> for ValueReader {
    type Error = ReadError;

    fn unit_variant(self) -> Result<(), ReadError> {
        match self.0 {
            Value::Null => Ok(()),
            _ => Err(self.refuse(&"a variant without a value")),
        }
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, ReadError> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(
        self,
        _len: usize,
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        de::Deserializer::deserialize_seq(self, visitor)
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, ReadError> {
        struct_reader::read_struct(self, fields, visitor)
    }
}
