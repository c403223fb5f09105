//! A place on a compiled game where a layer above the rules keeps what it derived from them
//! once (the computer's evaluation tables), so the rules need not know what it is.

use std::any::Any;
use std::fmt;
use std::sync::{Arc, OnceLock};

/// One value of any type, made on first use and shared by the game's clones.
#[derive(Clone, Default)]
pub struct Memo(OnceLock<Arc<dyn Any + Send + Sync>>);

impl Memo {
    /// The value kept here, made by `make` on first use. A memo holds values of one type: asking
    /// for another type than the first one made is a programming error and panics.
    pub fn get_or_init<T: Any + Send + Sync>(&self, make: impl FnOnce() -> T) -> &T {
        self.0
            .get_or_init(|| Arc::new(make()))
            .downcast_ref::<T>()
            .expect("a memo holds values of a single type")
    }
}

impl fmt::Debug for Memo {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(if self.0.get().is_some() {
            "Memo(made)"
        } else {
            "Memo(empty)"
        })
    }
}
