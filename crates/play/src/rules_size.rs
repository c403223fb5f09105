//! The size limits of a ruleset's JSON, checked before the work that grows with it: the text's
//! length before it is parsed, and the length of every list (points, cells, start points,
//! regions, lines) before the spec is read and the board allocated.

use boardlore_engine::limits::{MAX_BOARD_POINTS, MAX_RULES_JSON_BYTES};
use serde_json::Value;

/// Refuses rules text longer than [`MAX_RULES_JSON_BYTES`], before anything is parsed.
pub fn check_text(json: &str) -> Result<(), String> {
    if json.len() > MAX_RULES_JSON_BYTES {
        return Err(format!(
            "the rules are {} KB of JSON; the board reads at most {} KB (the largest ruleset of \
             the archive is a small fraction of that)",
            json.len().div_ceil(1024),
            MAX_RULES_JSON_BYTES / 1024
        ));
    }
    Ok(())
}

/// Refuses a list of more than [`MAX_BOARD_POINTS`] items anywhere in `value`: every list of
/// a ruleset names points, pieces or lines of one board, and no board has more points. The
/// error names the field (`board.points`).
pub fn check_lists(value: &Value) -> Result<(), String> {
    match overlong_list(value) {
        None => Ok(()),
        Some((mut path, items)) => {
            path.reverse();
            Err(format!(
                "`{}` lists {items} items; no list of a ruleset may hold more than \
                 {MAX_BOARD_POINTS}, the most points a board may have",
                path.concat().trim_start_matches('.')
            ))
        }
    }
}

/// The first list in `value` longer than [`MAX_BOARD_POINTS`]: its path, innermost part first
/// (`.points`, `.board`), and its length. The recursion is as deep as the JSON, which the
/// parser bounds.
fn overlong_list(value: &Value) -> Option<(Vec<String>, usize)> {
    match value {
        Value::Array(items) if items.len() > MAX_BOARD_POINTS => Some((Vec::new(), items.len())),
        Value::Array(items) => items.iter().enumerate().find_map(|(i, item)| {
            let (mut path, n) = overlong_list(item)?;
            path.push(format!("[{i}]"));
            Some((path, n))
        }),
        Value::Object(fields) => fields.iter().find_map(|(name, item)| {
            let (mut path, n) = overlong_list(item)?;
            path.push(format!(".{name}"));
            Some((path, n))
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use crate::Session;

    /// A folk ruleset on a 4 by 4 board whose first player starts on `start`.
    fn rules_starting_on(start: &str) -> String {
        format!(
            r#"{{"family":"folk","board":{{"kind":"square","files":4,"ranks":4}},"players":[{{"name":"Black","start":[{start}]}},{{"name":"White","start":["d4"]}}],"movement":{{"kind":"step"}}}}"#
        )
    }

    fn refusal(json: &str) -> String {
        match Session::new(json, None) {
            Ok(_) => panic!("the rules were accepted"),
            Err(e) => e,
        }
    }

    #[test]
    fn the_board_refuses_rules_over_the_size_limit_before_parsing_them() {
        let started = Instant::now();
        let million = vec![r#""a1""#; 1_000_000].join(",");
        let error = refusal(&rules_starting_on(&million));
        assert!(error.contains("the board reads at most 256 KB"), "{error}");
        assert!(started.elapsed().as_secs() < 5);
    }

    #[test]
    fn the_board_refuses_a_list_longer_than_any_board_naming_it() {
        let many = vec![r#""a1""#; 5_000].join(",");
        let error = refusal(&rules_starting_on(&many));
        assert!(
            error.contains("`players[0].start` lists 5000 items"),
            "{error}"
        );
    }

    #[test]
    fn rules_within_the_limits_still_read() {
        assert!(Session::new(&rules_starting_on(r#""a1""#), None).is_ok());
    }
}
