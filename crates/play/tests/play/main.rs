//! The board's browser-side API (`Session`, the rules reader, the turn notes), tested in one
//! binary over one support module so the engine is linked once.

mod support;

mod move_styles;
mod page_api;
mod rules_reader;
mod turn_notes;
