//! serde's messages made readable for a person writing an entry, with a hint for each kind.

/// serde_yaml appends " at line L column C" to messages; the report prints the place first.
pub(super) fn strip_location(message: &str) -> String {
    match message.find(" at line ") {
        Some(cut) => message[..cut].to_string(),
        None => message.to_string(),
    }
}

/// serde_yaml starts messages with the path of the enclosing node; the report prints the
/// field already.
pub(super) fn strip_path(message: &str, path: &str) -> String {
    match message.split_once(": ") {
        Some((prefix, rest)) if !prefix.contains(' ') && path.starts_with(prefix) => {
            rest.to_string()
        }
        _ => message.to_string(),
    }
}

/// A message in the words of the file rather than of the reader's types: a number too large
/// for any field is "integer `N`", not "integer `N` as u128", and a value that cannot be
/// read as a number says that it is out of range.
pub(super) fn tidy(message: &str) -> String {
    let mut message = message.replace(" as u128", "").replace(" as i128", "");
    for (rust, plain) in [
        ("u8", "a whole number from 0 to 255"),
        ("u16", "a whole number from 0 to 65,535"),
        ("u32", "a whole number from 0 to 4,294,967,295"),
        ("u64", "a whole number from 0 up"),
        ("usize", "a whole number from 0 up"),
        ("i8", "a whole number from -128 to 127"),
        ("i16", "a whole number from -32,768 to 32,767"),
        ("i32", "a whole number from -2,147,483,648 to 2,147,483,647"),
        ("i64", "a whole number"),
        ("f32", "a number"),
        ("f64", "a number"),
    ] {
        let written = format!("expected {rust}");
        if message.ends_with(&written) {
            message.truncate(message.len() - written.len());
            message.push_str("expected ");
            message.push_str(plain);
        }
    }
    message
}

/// A hint for one of serde's messages (a generic one where the message is of no known kind),
/// so that every problem a reader reports says how to fix it.
pub fn serde_hint(message: &str) -> Option<String> {
    let hint = if message.starts_with("missing field") {
        "the place given is the start of the mapping that lacks the field; add it there"
    } else if message.starts_with("unknown field") {
        "check the spelling against the schema in docs/entry-format.md (docs/rules.md for `rules`)"
    } else if message.starts_with("duplicate field") {
        "keep one of them"
    } else if message.contains("untagged enum Reading") {
        "a reading is a text, or `{ reading: \"...\", quote: \"...\" }` with the phrase of the \
         witness that states it"
    } else if message.starts_with("unknown variant") {
        "use one of the values listed"
    } else if message.starts_with("invalid length") {
        "give as many items as the message asks for"
    } else if message.starts_with("invalid type") && message.contains("expected a string") {
        "put the value in quotes to make it a text"
    } else if message.starts_with("invalid type") && message.contains("expected a sequence") {
        "write a list: `[a, b]`, or one `- item` a line"
    } else if message.starts_with("invalid type") && message.contains("expected struct") {
        "write a mapping of keys and values: `{ key: value }`, or one `key: value` a line"
    } else if message.starts_with("invalid type") {
        "write a value of the kind expected; quote a text that looks like a number or `true`"
    } else if message.starts_with("invalid value") {
        "write a value within the range given"
    } else if message.contains("did not match any variant") {
        "the value matches none of the shapes this field takes; see docs/entry-format.md or \
         docs/rules.md"
    } else {
        "compare the field with the schema in docs/entry-format.md (docs/rules.md for `rules`)"
    };
    Some(hint.into())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_huge_integer_is_named_without_the_readers_type() {
        let said = tidy("invalid type: integer `1180591620717411303424` as u128, expected u16");
        assert_eq!(
            said,
            "invalid type: integer `1180591620717411303424`, expected a whole number from 0 \
             to 65,535"
        );
    }
}
