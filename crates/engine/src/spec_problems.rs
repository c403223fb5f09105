//! Gathering the problems of one ruleset while it compiles, so that every family reports all of
//! them at once and in the same shape: a field path inside `rules`, what is wrong, and a hint.

use crate::board::{Board, BoardSpec};
use crate::ruleset::SpecError;

/// The problems found so far in one ruleset.
#[derive(Debug, Default)]
pub(crate) struct Problems(pub(crate) Vec<SpecError>);

impl Problems {
    /// Notes a problem at `path` (e.g. `pieces[2].moves`), with an optional hint.
    pub(crate) fn push(
        &mut self,
        path: impl Into<String>,
        message: impl Into<String>,
        hint: Option<&str>,
    ) {
        self.0.push(spec_error(path, message, hint));
    }

    /// The points of the board region `name`, as a mask over the board's points; a region the
    /// board does not define is a problem at `path` (the mask is then empty).
    pub(crate) fn region(
        &mut self,
        board: &Board,
        path: impl Into<String>,
        name: &str,
    ) -> Vec<bool> {
        let mut mask = vec![false; board.len()];
        match board.region(name) {
            Some(points) => points.iter().for_each(|&p| mask[usize::from(p)] = true),
            None => {
                let known: Vec<&String> = board.regions().keys().collect();
                self.push(
                    path,
                    format!("the board has no region `{name}`"),
                    Some(&format!("define it under board.regions (known: {known:?})")),
                );
            }
        }
        mask
    }
}

/// One problem at `path`, with an optional hint.
pub(crate) fn spec_error(
    path: impl Into<String>,
    message: impl Into<String>,
    hint: Option<&str>,
) -> SpecError {
    SpecError {
        path: path.into(),
        message: message.into(),
        hint: hint.map(str::to_string),
    }
}

/// Builds the board a ruleset describes; its problems are reported under `board.<field>`.
pub(crate) fn build_board(spec: &BoardSpec) -> Result<Board, Vec<SpecError>> {
    spec.build().map_err(|errors| {
        errors
            .into_iter()
            .map(|e| spec_error(format!("board.{}", e.field), e.message, None))
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bad_board_is_reported_under_the_board_field() {
        let spec = BoardSpec::Square {
            files: 0,
            ranks: 3,
            links: Default::default(),
            style: Default::default(),
            regions: Default::default(),
        };
        let errors = build_board(&spec).unwrap_err();
        assert!(!errors.is_empty());
        assert_eq!(errors[0].path, "board.files", "{errors:?}");
    }

    #[test]
    fn problems_keep_their_order_and_hints() {
        let mut problems = Problems::default();
        problems.push("players", "expected two players", Some("name both sides"));
        problems.push("pieces[1]", "unknown piece", None);
        let paths: Vec<_> = problems.0.iter().map(|e| e.path.as_str()).collect();
        assert_eq!(paths, ["players", "pieces[1]"]);
        assert_eq!(problems.0[0].hint.as_deref(), Some("name both sides"));
    }
}
