//! The one error type of a ruleset that does not compile, and the collector every family
//! gathers its problems in, so that all of them are reported at once and in the same shape: a
//! field path inside `rules`, what is wrong, and a hint. The site adds the file and the
//! line:column (its `Problem`); the CLI and the web board print it as it is.

use std::fmt;

use crate::board::{Board, BoardError, BoardSpec, PointId};

/// A problem found while compiling a ruleset: the site's problem less the file position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SpecError {
    /// Field path inside `rules`, e.g. `pieces[3].betza`.
    pub path: String,
    /// What is wrong and what was expected.
    pub message: String,
    /// How to fix it, when there is something useful to say.
    pub hint: Option<String>,
}

impl SpecError {
    /// A problem at `path` (empty for the value itself), without a hint.
    pub fn new(path: impl Into<String>, message: impl Into<String>) -> Self {
        SpecError {
            path: path.into(),
            message: message.into(),
            hint: None,
        }
    }

    /// Adds a hint.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }
}

impl fmt::Display for SpecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "rules.{}: {}", self.path, self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, " (hint: {hint})")?;
        }
        Ok(())
    }
}

/// A problem of a board, at its field path inside `board`.
impl From<BoardError> for SpecError {
    fn from(error: BoardError) -> Self {
        SpecError::new(error.field, error.message)
    }
}

/// The problems found so far in one ruleset.
#[derive(Debug, Default)]
pub(crate) struct Problems(pub(crate) Vec<SpecError>);

impl Problems {
    /// `value` when no problem was found, every problem otherwise.
    pub(crate) fn result<T>(self, value: T) -> Result<T, Vec<SpecError>> {
        if self.0.is_empty() {
            Ok(value)
        } else {
            Err(self.0)
        }
    }

    /// Stops with every problem found so far, if there is one (for checks later steps need).
    pub(crate) fn check(&mut self) -> Result<(), Vec<SpecError>> {
        if self.0.is_empty() {
            Ok(())
        } else {
            Err(std::mem::take(&mut self.0))
        }
    }

    /// Notes a problem at `path` (e.g. `pieces[2].moves`), with an optional hint.
    pub(crate) fn push(
        &mut self,
        path: impl Into<String>,
        message: impl Into<String>,
        hint: Option<&str>,
    ) {
        self.0.push(spec_error(path, message, hint));
    }

    /// Checks a `move-limit` (in moves): a limit of 0 would end the game before it starts.
    pub(crate) fn move_limit(&mut self, limit: Option<u32>) {
        if limit == Some(0) {
            self.push(
                "move-limit",
                "a move limit of 0 ends the game before it starts",
                None,
            );
        }
    }

    /// Whether `found` players (two to `most`) may play; another count is a problem at
    /// `players`, with `hint` when given.
    pub(crate) fn player_count(&mut self, found: usize, most: usize, hint: Option<&str>) -> bool {
        let fits = (2..=most).contains(&found);
        if !fits {
            let word = |n: usize| match n {
                2 => "two".to_string(),
                3 => "three".to_string(),
                4 => "four".to_string(),
                n => n.to_string(),
            };
            let expected = if most == 2 {
                "two".to_string()
            } else {
                format!("two to {}", word(most))
            };
            self.push(
                "players",
                format!("expected {expected} players, found {found}"),
                hint,
            );
        }
        fits
    }

    /// Whether `board` has at most `most` points, the most `family` games hold (the size of
    /// their bit sets); a larger board is a problem at `board`.
    pub(crate) fn board_within(&mut self, board: &Board, most: usize, family: &str) -> bool {
        let fits = board.len() <= most;
        if !fits {
            self.push(
                "board",
                format!("{} points: {family} games hold at most {most}", board.len()),
                None,
            );
        }
        fits
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

    /// The points that `items` name (written at `path[i]`): point labels, region names and,
    /// when `all` is allowed, `all` for the whole board; anything else is a problem.
    pub(crate) fn points_of(
        &mut self,
        board: &Board,
        items: &[String],
        path: &str,
        all: bool,
    ) -> Vec<PointId> {
        let mut out = Vec::new();
        for (i, item) in items.iter().enumerate() {
            if all && item == "all" {
                out.extend(0..board.len() as PointId);
            } else if let Some(points) = board.region(item) {
                out.extend_from_slice(points);
            } else if let Some(p) = board.find(item) {
                out.push(p);
            } else {
                let regions: Vec<&String> = board.regions().keys().collect();
                let all = if all { " `all`," } else { "" };
                self.push(
                    format!("{path}[{i}]"),
                    format!("`{item}` is neither a point of the board nor one of its regions"),
                    Some(&format!(
                        "use a label such as a1,{all} or a region name (known: {regions:?})"
                    )),
                );
            }
        }
        out
    }
}

/// One problem at `path`, with an optional hint.
pub(crate) fn spec_error(
    path: impl Into<String>,
    message: impl Into<String>,
    hint: Option<&str>,
) -> SpecError {
    SpecError {
        hint: hint.map(str::to_string),
        ..SpecError::new(path, message)
    }
}

/// Builds the board a ruleset describes; its problems are reported under `board.<field>`.
pub(crate) fn build_board(spec: &BoardSpec) -> Result<Board, Vec<SpecError>> {
    spec.build().map_err(|errors| {
        errors
            .into_iter()
            .map(|e| SpecError::new(format!("board.{}", e.field), e.message))
            .collect()
    })
}

/// Gives a family's spec `compile_typed`, from the family's one entry point
/// `compile::compile(&Spec) -> Result<Game, Vec<SpecError>>`.
macro_rules! compile_entry {
    ($spec:ty => $game:ty) => {
        impl $spec {
            /// Compiles the ruleset into the family's game (for play, search, perft, the solver
            /// and tests), reporting every problem found.
            pub fn compile_typed(&self) -> Result<$game, Vec<$crate::spec_problems::SpecError>> {
                compile::compile(self)
            }
        }
    };
}
pub(crate) use compile_entry;

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
            pattern: Default::default(),
            passages: Default::default(),
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
