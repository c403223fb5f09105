//! `boardlore serve`: builds, serves the output on 127.0.0.1, rebuilds on change, reloads pages.
