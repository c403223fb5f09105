//! Running the `boardlore` binary from the command-line tests.
#![allow(dead_code)]

use std::process::{Command, Output};

/// The `boardlore` binary, run from the workspace root.
pub fn boardlore() -> Command {
    let mut command = Command::new(env!("CARGO_BIN_EXE_boardlore"));
    command.current_dir(env!("CARGO_MANIFEST_DIR"));
    command
}

/// Asserts that a run succeeded, showing what it wrote to stderr when it did not.
pub fn assert_ran(output: &Output) {
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stderr)
    );
}
