//! Problems found in a site's content, each with a place a person can jump to.

use std::fmt;
use std::path::PathBuf;

/// Where in a file a problem is: 1-based line and column.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Location {
    /// Line, counted from 1.
    pub line: usize,
    /// Column, counted from 1.
    pub column: usize,
}

/// One problem in the content: which file, where, which field, what was expected, and a hint.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    /// The file at fault.
    pub file: PathBuf,
    /// Where in the file, when known.
    pub location: Option<Location>,
    /// The field path inside the file, e.g. `rulesets[1].follows[0]` (empty for the whole file).
    pub field: String,
    /// What is wrong and what was expected.
    pub message: String,
    /// How to fix it, when there is something useful to say.
    pub hint: Option<String>,
}

impl Problem {
    /// A problem with `field` of `file`; the location is filled in later from the file's spans.
    pub fn new(
        file: impl Into<PathBuf>,
        field: impl Into<String>,
        message: impl Into<String>,
    ) -> Self {
        Problem {
            file: file.into(),
            location: None,
            field: field.into(),
            message: message.into(),
            hint: None,
        }
    }

    /// Adds a hint.
    pub fn with_hint(mut self, hint: impl Into<String>) -> Self {
        self.hint = Some(hint.into());
        self
    }

    /// Sets the location.
    pub fn at(mut self, location: Option<Location>) -> Self {
        self.location = location;
        self
    }

    /// The `file:line:column` prefix of the report.
    pub fn place(&self) -> String {
        match self.location {
            Some(at) => format!("{}:{}:{}", self.file.display(), at.line, at.column),
            None => self.file.display().to_string(),
        }
    }
}

impl fmt::Display for Problem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.place())?;
        if !self.field.is_empty() {
            write!(f, "`{}`: ", self.field)?;
        }
        f.write_str(&self.message)?;
        if let Some(hint) = &self.hint {
            write!(f, "\n    hint: {hint}")?;
        }
        Ok(())
    }
}

/// Every problem found in one pass, sorted by file and place.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Problems(pub Vec<Problem>);

impl Problems {
    /// Sorts problems by file, then line and column, so reports are stable.
    pub fn sorted(mut self) -> Self {
        self.0
            .sort_by(|a, b| (&a.file, a.location, &a.field).cmp(&(&b.file, b.location, &b.field)));
        self
    }
}

impl fmt::Display for Problems {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for problem in &self.0 {
            writeln!(f, "{problem}")?;
        }
        let count = self.0.len();
        write!(
            f,
            "{count} problem{} found",
            if count == 1 { "" } else { "s" }
        )
    }
}

impl std::error::Error for Problems {}
