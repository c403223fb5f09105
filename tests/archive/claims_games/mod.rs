//! Games written out in the tests from their texts, independently of the engine, to check
//! the claims the entries make about them.

pub mod jian_di_qi;
