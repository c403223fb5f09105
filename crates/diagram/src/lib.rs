//! Draws boardlore boards, positions and marks as SVG.
#![forbid(unsafe_code)]
#![warn(missing_docs)]
