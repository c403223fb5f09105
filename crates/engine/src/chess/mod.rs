//! The chess family (placeholder until its engine lands).

use std::sync::Arc;

use serde::Deserialize;

use crate::dynamic::Rules;
use crate::ruleset::SpecError;

/// The `rules` of a chess-family ruleset.
#[derive(Clone, Debug, Deserialize)]
pub struct ChessSpec {}

impl ChessSpec {
    /// Compiles the ruleset.
    pub fn compile(&self) -> Result<Arc<dyn Rules>, Vec<SpecError>> {
        Err(vec![SpecError {
            path: "family".into(),
            message: "the chess family is not built yet".into(),
            hint: None,
        }])
    }
}
