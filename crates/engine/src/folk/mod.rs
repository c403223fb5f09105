//! The folk family (placeholder until its engine lands).

use std::sync::Arc;

use serde::Deserialize;

use crate::dynamic::Rules;
use crate::ruleset::SpecError;

/// The `rules` of a folk-family ruleset.
#[derive(Clone, Debug, Deserialize)]
pub struct FolkSpec {}

impl FolkSpec {
    /// Compiles the ruleset.
    pub fn compile(&self) -> Result<Arc<dyn Rules>, Vec<SpecError>> {
        Err(vec![SpecError {
            path: "family".into(),
            message: "the folk family is not built yet".into(),
            hint: None,
        }])
    }
}
