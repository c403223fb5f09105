//! Reading the spec's `kind`-tagged and either-or enums without serde's buffered path.
//!
//! serde reads an internally tagged enum (`#[serde(tag = "kind")]`) or an untagged one by first
//! copying the value into a private buffer and then trying each variant on the copy. That path
//! costs a copy of the reading code for every type nested inside such an enum, which matters
//! in the browser build. The spec types read here instead:
//!
//! - a `kind`-tagged enum is declared once with [`read_by_kind`]: a flat struct holding `kind`
//!   and every variant's fields as options, read in one pass, then turned into the variant by
//!   checking that the fields given belong to that kind ([`fields_of_kind`]) and that the
//!   needed ones are there ([`required`]). Each key is typed once, as a field name. The
//!   messages keep serde's wording ("unknown field `x`, expected one of ...", "missing field
//!   `x`"), and name the kind.
//! - an either-or enum (a number or a word, a word or a list) reads through [`NumberOrWord`] or
//!   [`WordOrList`], which pick the shape from what the text holds.

use std::fmt;
use std::marker::PhantomData;

use serde::de::{self, Deserializer, SeqAccess, Unexpected, Visitor};
use serde::Deserialize;

/// Declares how a kind-tagged spec enum is read, so that each key is typed once: the flat
/// fields struct (`kind` plus every kind's fields, each optional, in the order serde lists
/// them), the `kind` keyword enum, the `Deserialize` of the spec enum, and for each kind the
/// fields it takes (in the order its messages list them) and what an absent one means:
/// `required`, `default` (the type's default), `optional` (kept as an `Option`) or
/// `or(value)`. The keys are the field names in kebab case.
///
/// ```ignore
/// read_by_kind! {
///     ThrowSpec from ThrowFields, kind ThrowKind {
///         /// Number of shells thrown.
///         shells: u8,
///         /// Number of dice thrown.
///         count: u8,
///     }
///     Cowries = "cowries" { shells: required },
///     Dice = "dice" { count: or(1) },
/// }
/// ```
macro_rules! read_by_kind {
    (
        $spec:ident from $fields:ident, kind $kind:ident {
            $( $(#[$doc:meta])* $field:ident : $ty:ty, )*
        }
        $( $variant:ident = $name:literal {
            $( $key:ident : $mode:ident $( ($value:expr) )? ),* $(,)?
        } ),* $(,)?
    ) => {
        /// The spec as written: the `kind` and the fields of every kind, each optional.
        #[derive(serde::Deserialize)]
        #[serde(rename_all = "kebab-case", deny_unknown_fields)]
        struct $fields {
            /// Which kind.
            kind: $kind,
            $( $(#[$doc])* #[serde(default)] $field: Option<$ty>, )*
        }

        /// `kind:` of the spec.
        #[derive(Clone, Copy, serde::Deserialize)]
        enum $kind {
            $( #[serde(rename = $name)] $variant, )*
        }

        impl $fields {
            /// The spec of this kind, when the fields given are the kind's own.
            fn into_spec(self) -> Result<$spec, String> {
                let given = [$( (stringify!($field), self.$field.is_some()) ),*];
                Ok(match self.kind {
                    $( $kind::$variant => {
                        crate::spec_fields::fields_of_kind(
                            $name,
                            &given,
                            &[$(stringify!($key)),*],
                        )?;
                        $spec::$variant {
                            $( $key: crate::spec_fields::read_by_kind!(
                                @value self.$key, $key, $mode $( ($value) )?
                            ), )*
                        }
                    } )*
                })
            }
        }

        impl<'de> serde::Deserialize<'de> for $spec {
            fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
                <$fields as serde::Deserialize>::deserialize(deserializer)?
                    .into_spec()
                    .map_err(serde::de::Error::custom)
            }
        }
    };
    (@value $given:expr, $key:ident, required) => {
        crate::spec_fields::required($given, stringify!($key))?
    };
    (@value $given:expr, $key:ident, default) => {
        $given.unwrap_or_default()
    };
    (@value $given:expr, $key:ident, optional) => {
        $given
    };
    (@value $given:expr, $key:ident, or($value:expr)) => {
        $given.unwrap_or($value)
    };
}
pub(crate) use read_by_kind;

/// The YAML key of a field name: `pick_up` is written `pick-up`.
pub(crate) fn key(field: &str) -> String {
    field.replace('_', "-")
}

/// Checks that every field given (`(name, present)`) belongs to `kind`, whose fields are
/// `allowed`; the error names the first stray field, the kind, and the fields it takes.
pub(crate) fn fields_of_kind(
    kind: &str,
    given: &[(&str, bool)],
    allowed: &[&str],
) -> Result<(), String> {
    let Some((stray, _)) = given
        .iter()
        .find(|(name, present)| *present && !allowed.contains(name))
    else {
        return Ok(());
    };
    let mut message = format!("unknown field `{}` for kind `{kind}`, ", key(stray));
    if allowed.is_empty() {
        message.push_str("which takes no other field");
    } else {
        message.push_str("expected one of ");
        for (i, name) in allowed.iter().enumerate() {
            if i > 0 {
                message.push_str(", ");
            }
            message.push('`');
            message.push_str(&key(name));
            message.push('`');
        }
    }
    Err(message)
}

/// A field the kind needs: its value, or serde's "missing field" message.
pub(crate) fn required<T>(value: Option<T>, field: &str) -> Result<T, String> {
    value.ok_or_else(|| format!("missing field `{}`", key(field)))
}

/// A value written either as a small number or as a keyword (`0`, `1` or `mover`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum NumberOrWord<W> {
    /// The number, e.g. a player index.
    Number(u8),
    /// The keyword, read as `W`.
    Word(W),
}

impl<'de, W: Deserialize<'de>> Deserialize<'de> for NumberOrWord<W> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(NumberOrWordVisitor(PhantomData))
    }
}

struct NumberOrWordVisitor<W>(PhantomData<W>);

impl<'de, W: Deserialize<'de>> Visitor<'de> for NumberOrWordVisitor<W> {
    type Value = NumberOrWord<W>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a number from 0 to 255 or a keyword")
    }

    fn visit_u64<E: de::Error>(self, number: u64) -> Result<Self::Value, E> {
        u8::try_from(number)
            .map(NumberOrWord::Number)
            .map_err(|_| E::invalid_value(Unexpected::Unsigned(number), &self))
    }

    fn visit_i64<E: de::Error>(self, number: i64) -> Result<Self::Value, E> {
        match u64::try_from(number) {
            Ok(number) => self.visit_u64(number),
            Err(_) => Err(E::invalid_value(Unexpected::Signed(number), &self)),
        }
    }

    fn visit_str<E: de::Error>(self, word: &str) -> Result<Self::Value, E> {
        word_from_str(word).map(NumberOrWord::Word)
    }
}

/// A value written either as a keyword (`orthogonal`) or as a list of names (`[n, e]`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum WordOrList<W> {
    /// The keyword, read as `W`.
    Word(W),
    /// The names in the list.
    List(Vec<String>),
}

impl<'de, W: Deserialize<'de>> Deserialize<'de> for WordOrList<W> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_any(WordOrListVisitor(PhantomData))
    }
}

struct WordOrListVisitor<W>(PhantomData<W>);

impl<'de, W: Deserialize<'de>> Visitor<'de> for WordOrListVisitor<W> {
    type Value = WordOrList<W>;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("a keyword or a list of names")
    }

    fn visit_str<E: de::Error>(self, word: &str) -> Result<Self::Value, E> {
        word_from_str(word).map(WordOrList::Word)
    }

    fn visit_seq<A: SeqAccess<'de>>(self, mut items: A) -> Result<Self::Value, A::Error> {
        let mut names = Vec::new();
        while let Some(name) = items.next_element::<String>()? {
            names.push(name);
        }
        Ok(WordOrList::List(names))
    }
}

/// Reads a keyword enum from a word, with serde's "unknown variant" message.
fn word_from_str<'de, W: Deserialize<'de>, E: de::Error>(word: &str) -> Result<W, E> {
    W::deserialize(de::value::StrDeserializer::<E>::new(word))
}

/// What a count, size or limit of 0 is refused with: it would leave nothing to play, or
/// decide the game before its first move (`capture-count: 0`, `move-limit: 0`).
const AT_LEAST_ONE: &str =
    "1 or more (0 would decide or end the game before its first move, or leave nothing to play)";

/// Reads a count, size or limit that must be at least 1 (`#[serde(deserialize_with)]`).
pub(crate) fn at_least_one<'de, D, T>(deserializer: D) -> Result<T, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Copy + Into<u64>,
{
    let value = T::deserialize(deserializer)?;
    match value.into() {
        0 => Err(de::Error::invalid_value(
            Unexpected::Unsigned(0),
            &AT_LEAST_ONE,
        )),
        _ => Ok(value),
    }
}

/// Reads an optional count, size or limit that, when given, must be at least 1.
pub(crate) fn optional_at_least_one<'de, D, T>(deserializer: D) -> Result<Option<T>, D::Error>
where
    D: Deserializer<'de>,
    T: Deserialize<'de> + Copy + Into<u64>,
{
    let value = Option::<T>::deserialize(deserializer)?;
    match value.map(Into::into) {
        Some(0) => Err(de::Error::invalid_value(
            Unexpected::Unsigned(0),
            &AT_LEAST_ONE,
        )),
        _ => Ok(value),
    }
}
