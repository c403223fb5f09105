//! Reads a spec struct from a JSON object as the list of its fields, in the order the struct
//! declares them.
//!
//! serde's derived code can read a struct two ways: as a map, name by name, or as a list,
//! field by field. The map way carries, for every struct, a matcher of field names, a check
//! for each field given twice and a slot per field; the list way reads each field where it
//! stands. Since serde hands the reader the struct's field names, the reader can look each one
//! up in the object itself and hand the values over as a list, and the browser module then
//! carries only the list way. A field the object lacks is handed over as the end of the list:
//! serde fills it with its default where the struct gives one (`#[serde(default)]`, which every
//! optional field of the spec carries) and otherwise reports the list as short, which is
//! turned back into serde's "missing field `x`" here.

use serde::de::{DeserializeSeed, Error as _, SeqAccess, Visitor};
use serde_json::Value;

use super::{ReadError, ValueReader};

/// Reads the struct with the fields `names` from `value`, which must be an object holding
/// no other field. Only the call to the visitor is generic, so the code for each struct is a
/// few instructions.
pub(crate) fn read_struct<'de, V: Visitor<'de>>(
    value: ValueReader,
    names: &'static [&'static str],
    visitor: V,
) -> Result<V::Value, ReadError> {
    let mut fields = match value.0 {
        Value::Object(given) => FieldsInOrder::new(given, names)?,
        other => return Err(ValueReader(other).refuse(&visitor)),
    };
    visitor
        .visit_seq(&mut fields)
        .map_err(|error| fields.explain(error))
}

/// A struct's field values in declaration order, `None` where the object lacks the field.
struct FieldsInOrder {
    /// The struct's field names.
    names: &'static [&'static str],
    values: std::vec::IntoIter<Option<Value>>,
    /// The index of the next field.
    at: usize,
    /// The index of the field last asked for, when the object lacks it.
    absent: Option<usize>,
}

impl FieldsInOrder {
    /// The values of the fields `names` in `given`, refusing a field the struct does not have.
    /// Kept out of line: it is the same for every struct.
    #[inline(never)]
    fn new(
        mut given: serde_json::Map<String, Value>,
        names: &'static [&'static str],
    ) -> Result<Self, ReadError> {
        let values: Vec<Option<Value>> = names.iter().map(|name| given.remove(*name)).collect();
        if let Some((unknown, _)) = given.into_iter().next() {
            return Err(ReadError::unknown_field(&unknown, names));
        }
        Ok(FieldsInOrder {
            names,
            values: values.into_iter(),
            at: 0,
            absent: None,
        })
    }

    /// serde's error for a field the object lacks, "invalid length", said as "missing field".
    #[inline(never)]
    fn explain(&self, error: ReadError) -> ReadError {
        match (error.ran_short_at, self.absent) {
            (Some(at), Some(absent)) if at == absent => ReadError::missing_field(self.names[at]),
            _ => error,
        }
    }
}

impl<'de> SeqAccess<'de> for FieldsInOrder {
    type Error = ReadError;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, ReadError> {
        let at = self.at;
        self.at += 1;
        self.absent = None;
        match self.values.next() {
            Some(Some(value)) => seed.deserialize(ValueReader(value)).map(Some),
            Some(None) => {
                self.absent = Some(at);
                Ok(None)
            }
            None => Ok(None),
        }
    }

    fn size_hint(&self) -> Option<usize> {
        Some(self.values.len())
    }
}
